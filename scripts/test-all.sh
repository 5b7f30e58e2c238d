#!/usr/bin/env bash
# Every test of the project: content checks, the production build, the API and unit tests on embedded PGlite and
# (when TEST_POSTGRES_URL is set) on PostgreSQL, then the browser tests in Chromium.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$root"

[ -d node_modules ] || npm ci

# The browser tests run in Chromium's old headless shell, which loads a page in about half the full browser's time
# (web/playwright.config.ts); the full browser is the fallback and the Lighthouse benchmark's.
if { [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; } && [ "$(id -u)" = 0 ]; then
  echo "[test] installing Debian's chromium and chromium-headless-shell for the browser tests"
  apt-get update -qq && apt-get install -y -qq chromium chromium-headless-shell >/dev/null
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

step "lint and format: biome ci, 0 warnings"
npx biome ci --error-on-warnings .

# The content checks (the schema, and the generated types the site reads, generated into a folder of their own:
# studio/scripts/check-typegen.sh), the Studio's build and the site's build share nothing the others write (the Studio
# build writes only studio/dist), and none keeps both cores busy all the way: side by side, their outputs after the
# site's. A stale studio/schema.json or types file fails the run here as it did when the checks ran first.
step "content: schema validation and the generated types, studio build, and web: production build, side by side"
content_log="$(mktemp)"
npm run check:types -w studio >"$content_log" 2>&1 &
content_pid=$!
studio_log="$(mktemp)"
(cd studio && npx sanity build --yes) >"$studio_log" 2>&1 &
studio_pid=$!
build_status=0
npm run build -w web || build_status=$?
content_status=0
wait "$content_pid" || content_status=$?
studio_status=0
wait "$studio_pid" || studio_status=$?
printf '\n=== content: schema validation and the generated types: exit %s ===\n' "$content_status"
cat "$content_log"
printf '\n=== studio build: exit %s ===\n' "$studio_status"
cat "$studio_log"
rm -f "$content_log" "$studio_log"
if [ "$build_status" != 0 ] || [ "$content_status" != 0 ] || [ "$studio_status" != 0 ]; then
  echo "[test] failed: web build (exit $build_status), content checks (exit $content_status), studio build (exit $studio_status)" >&2
  exit 1
fi

# The database passes run side by side: most of their time is spent waiting (servers starting, login delays, codes
# expiring), not computing. The PGlite pass is split in two shards, each with its own shared server and database
# (vitest --shard), and the PostgreSQL pass runs beside them; each shard runs its files one after another, as every
# test file expects of the shared server (test/global-setup.ts). The outputs follow one another, in this order.
shard_logs=()
shard_pids=()
run_pass() {
  local log
  log="$(mktemp)"
  (cd web && "$@") >"$log" 2>&1 &
  shard_logs+=("$log")
  shard_pids+=("$!")
}

step "web: API and unit tests on embedded PGlite (two shards)${TEST_POSTGRES_URL:+ and the API tests on PostgreSQL, side by side}"
# With a PostgreSQL pass beside them, the shards leave it the files that run once and take longest here
# (vitest.config.ts: ONCE_ON_POSTGRES); the shards split the rest by the files' usual times (test/balanced-shards.ts).
pglite_pass="${TEST_POSTGRES_URL:+pglite-beside-postgres}"
run_pass env -u DATABASE_URL VITEST_ENGINE_PASS="$pglite_pass" npx vitest run --shard=1/2
run_pass env -u DATABASE_URL VITEST_ENGINE_PASS="$pglite_pass" npx vitest run --shard=2/2
if [ -n "${TEST_POSTGRES_URL:-}" ]; then
  # The HTTP tests whose outcome can depend on the database engine, and ONCE_ON_POSTGRES; the units run on PGlite only
  # (vitest.config.ts).
  run_pass env DATABASE_URL="$TEST_POSTGRES_URL" VITEST_ENGINE_PASS=postgres npx vitest run --project http
fi
pass_names=("PGlite shard 1" "PGlite shard 2" "PostgreSQL")
failed_passes=""
for i in "${!shard_pids[@]}"; do
  status=0
  wait "${shard_pids[$i]}" || status=$?
  printf '\n=== %s: exit %s ===\n' "${pass_names[$i]}" "$status"
  cat "${shard_logs[$i]}"
  [ "$status" = 0 ] || failed_passes+=" ${pass_names[$i]} (exit $status);"
done
# CI keeps only the end of what a run prints: a failing pass's failures are repeated last, where it can be read.
if [ -n "$failed_passes" ]; then
  for i in "${!shard_pids[@]}"; do
    failures="$(sed 's/\x1b\[[0-9;]*m//g' "${shard_logs[$i]}" | grep -aE '^ *(FAIL|×) |Error: |expected |Timeout|timed out' | head -40 || true)"
    if [ -n "$failures" ]; then printf '\n=== failures in %s ===\n%s\n' "${pass_names[$i]}" "$failures"; fi
  done
fi
rm -f "${shard_logs[@]}"
if [ -n "$failed_passes" ]; then
  echo "[test] API tests failed:$failed_passes" >&2
  exit 1
fi

if [ -f web/playwright.config.ts ]; then
  step "web: browser tests in Chromium"
  (cd web && env -u DATABASE_URL npx playwright test)
fi
