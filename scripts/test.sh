#!/usr/bin/env bash
# The one test command (README "Quick start"): every suite, on embedded PGlite and on PostgreSQL.
# It installs what is missing, checks that PostgreSQL answers, runs the suites and ends with one line:
#   Tests: N passed, N failed, N skipped
# It fails when a test fails, when a test is skipped, or when a suite ran no test.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x node_modules/.bin/vitest ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci)…"
  npm ci --no-audit --no-fund
fi

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
node scripts/check-postgres.mjs

mkdir -p test-results
status=0
npx vitest run --project contract --project server-unit --project api-pglite --project api-postgres \
  --reporter=default --reporter=json --outputFile.json=test-results/vitest.json "$@" || status=$?

node scripts/test-summary.mjs test-results/vitest.json contract server-unit api-pglite api-postgres || status=1
exit $status
