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

# Each step's time is printed as it ends and all of them at the end (the README's Tests section quotes them).
started=$SECONDS
step_started=$SECONDS
step_name=""
timings=""
end_step() {
  if [ -n "$step_name" ]; then timings+=$(printf '%5ds  %s' "$((SECONDS - step_started))" "$step_name")$'\n'; fi
}
step() {
  end_step
  step_name="$*"
  step_started=$SECONDS
  printf '\n=== %s ===\n' "$*"
}
summary() {
  end_step
  step_name=""
  printf '\n=== time per step ===\n%s%5ds  in all\n' "$timings" "$((SECONDS - started))"
}
trap summary EXIT

# Under CI a missing service fails the run instead of skipping the tests that need it (web/test/services.ts).
if [ -n "${CI:-}" ] && [ -z "${TEST_POSTGRES_URL:-}" ]; then
  echo "[test] CI=true needs TEST_POSTGRES_URL (the API tests run on PostgreSQL too)" >&2
  exit 1
fi

step "content: schema validation and studio build"
npm run check -w studio --if-present

step "web: production build"
npm run build -w web

# The two database passes run side by side: much of their time is spent waiting (servers starting, login delays,
# codes expiring), and each has its own servers and databases. The PostgreSQL pass's output follows the PGlite one's.
postgres_log=""
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  # Only the HTTP tests whose outcome can depend on the database engine; the units run once (vitest.config.ts).
  postgres_log="$(mktemp)"
  (cd web && DATABASE_URL="$TEST_POSTGRES_URL" VITEST_ENGINE_PASS=postgres npx vitest run --project http) >"$postgres_log" 2>&1 &
  postgres_pass=$!
fi

step "web: API and unit tests on embedded PGlite${postgres_log:+ (and the API tests on PostgreSQL beside them)}"
pglite_status=0
(cd web && env -u DATABASE_URL npx vitest run) || pglite_status=$?

postgres_status=0
if [ -n "$postgres_log" ]; then
  wait "$postgres_pass" || postgres_status=$?
  printf '\n=== web: API tests on PostgreSQL (ran beside the PGlite pass) ===\n'
  cat "$postgres_log"
  rm -f "$postgres_log"
fi
if [ "$pglite_status" != 0 ] || [ "$postgres_status" != 0 ]; then
  echo "[test] API tests failed: PGlite pass exit $pglite_status, PostgreSQL pass exit $postgres_status" >&2
  exit 1
fi

if [ -f web/playwright.config.ts ]; then
  step "web: browser tests in Chromium"
  (cd web && env -u DATABASE_URL npx playwright test)
fi
