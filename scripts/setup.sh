#!/usr/bin/env bash
# Quick start, command 1: install, build, migrate and seed the embedded database, and serve the portal
# on http://localhost:3000 (PORT and DATA_DIR are honoured). Migrations and the seed run at start-up.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/vitest ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
exec npm start
