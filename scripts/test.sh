#!/usr/bin/env bash
# The one test command (README "Quick start"): every suite, on embedded PGlite and on PostgreSQL.
# It installs what is missing, checks that PostgreSQL answers, runs the suites and ends with one line:
#   Tests: N passed, N failed, N skipped
# It fails when a test fails, when a test is skipped, or when a suite ran no test.
# Each stage prints its duration, and the summary ends with every stage's time and the ten slowest test files
# (scripts/stages.sh, docs/testing.md).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/stages.sh
source scripts/stages.sh

if [ ! -x node_modules/.bin/vitest ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "Installing dependencies (npm ci)…"
  stage install npm ci --no-audit --no-fund
fi

export TEST_DATABASE_URL="${TEST_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
node scripts/check-postgres.mjs

# End-to-end tests drive Debian's Chromium; install it when it is missing (root on this kind of machine).
CHROMIUM_PATH="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ ! -x "$CHROMIUM_PATH" ]; then
  echo "Installing Chromium from Debian's packages…"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends chromium fonts-liberation
fi
export CHROMIUM_PATH

rm -rf test-results && mkdir -p test-results
status=0
# One vitest run for every project, two files at a time (vitest.config.ts); the timings reporter records each
# file's time and project for the summary.
stage vitest npx vitest run --project contract --project ui --project web --project backoffice --project server-unit --project api-pglite --project api-postgres \
  --reporter=default --reporter=json --outputFile.json=test-results/vitest.json --reporter=./scripts/vitest-timings.mjs "$@" || status=$?

echo "Building the portal for the end-to-end suite…"
stage build npm run build --silent || status=1
# Neither React app's build carries the other's code (docs/decisions/014); counted by the summary below.
stage bundles node scripts/check-bundles.mjs test-results/bundles.json || status=1
# Each route's initial JavaScript within its budget, both builds precompressed (docs/decisions/022); counted too.
stage budgets node scripts/check-web-budget.mjs test-results/web-budget.json || status=1
stage e2e npx playwright test -c e2e/playwright.config.ts || status=$?

node scripts/test-summary.mjs test-results/vitest.json test-results/playwright.json --bundles=test-results/bundles.json --web-budget=test-results/web-budget.json --timings=test-results/vitest-timings.json --stages="$TEST_STAGES_FILE" contract ui web backoffice server-unit api-pglite api-postgres e2e bundles web-budget || status=1
exit $status
