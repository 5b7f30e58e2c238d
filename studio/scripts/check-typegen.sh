#!/usr/bin/env bash
# Fails when web/lib/content/sanity.types.ts does not match the schema and queries it is generated from.
# It regenerates the file as it checks, so a second run passes once the change is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
types=../web/lib/content/sanity.types.ts
before=$(mktemp)
trap 'rm -f "$before"' EXIT
cp "$types" "$before"
npm run --silent typegen >/dev/null
if ! cmp -s "$before" "$types"; then
  echo "web/lib/content/sanity.types.ts was stale and has been regenerated: review and commit it." >&2
  git --no-pager diff --no-index --stat "$before" "$types" >&2 || true
  exit 1
fi
echo "sanity.types.ts is up to date"
