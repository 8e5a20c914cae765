#!/usr/bin/env bash
# Quick start, command 1: install, build, migrate and seed the embedded database, and serve the portal
# on http://localhost:3000 and the firm's console on http://localhost:3001 (PORT, CONSOLE_PORT and DATA_DIR are
# honoured). Migrations and the seed run at start-up.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x node_modules/.bin/vitest ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund
fi
npm run build
# The quick start is a demo: the demo trader and owner (published credentials) are seeded, which a production
# server refuses unless told.
export ALLOW_DEMO_SEED_IN_PRODUCTION=true
exec npm start
