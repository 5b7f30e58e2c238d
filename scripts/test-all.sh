#!/usr/bin/env bash
# Every test of the project: content checks, the production build, the API and unit tests on embedded PGlite and
# (when TEST_POSTGRES_URL is set) on PostgreSQL, then the browser tests in Chromium.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

[ -d node_modules ] || npm ci

if [ ! -x /usr/bin/chromium ] && [ "$(id -u)" = 0 ]; then
  echo "[test] installing Debian's chromium for the browser tests"
  apt-get update -qq && apt-get install -y -qq chromium >/dev/null
fi
# The browser tests' pinned font set (web/e2e/support/fonts.conf): the visual comparisons are drawn in it.
if [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] && [ "$(id -u)" = 0 ]; then
  echo "[test] installing Debian's fonts-dejavu-core for the browser tests"
  apt-get update -qq && apt-get install -y -qq fonts-dejavu-core >/dev/null
fi

step() { printf '\n=== %s ===\n' "$*"; }

step "content: schema validation and studio build"
npm run check -w studio --if-present

step "web: production build"
npm run build -w web

step "web: API and unit tests on embedded PGlite"
(cd web && env -u DATABASE_URL npx vitest run)

if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  step "web: API and unit tests on PostgreSQL"
  (cd web && DATABASE_URL="$TEST_POSTGRES_URL" npx vitest run)
fi

if [ -f web/playwright.config.ts ]; then
  step "web: browser tests in Chromium"
  (cd web && env -u DATABASE_URL npx playwright test)
fi
