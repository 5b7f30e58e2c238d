#!/usr/bin/env bash
# Fails when web/lib/content/sanity.types.ts does not match the schema and queries it is generated from. The check
# generates into a folder of its own (studio/.typegen-check), so it never touches the site's file while the site
# builds beside it (scripts/test-all.sh); when the file is stale, the fresh one replaces it, so a second run passes
# once the change is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
types=../web/lib/content/sanity.types.ts
fresh_dir=.typegen-check
rm -rf "$fresh_dir"
mkdir -p "$fresh_dir"
trap 'rm -rf "$fresh_dir"' EXIT
# The schema goes where `npm run typegen` puts it (studio/schema.json, which nothing else reads): its path is named in
# the generated file.
npx sanity schema extract --enforce-required-fields --force --path schema.json >/dev/null
SANITY_TYPEGEN_OUT="./$fresh_dir/sanity.types.ts" npx sanity typegen generate >/dev/null
if ! cmp -s "$fresh_dir/sanity.types.ts" "$types"; then
  echo "web/lib/content/sanity.types.ts was stale and has been regenerated: review and commit it." >&2
  git --no-pager diff --no-index --stat "$types" "$fresh_dir/sanity.types.ts" >&2 || true
  cp "$fresh_dir/sanity.types.ts" "$types"
  exit 1
fi
echo "sanity.types.ts is up to date"
