#!/usr/bin/env bash
# The suites that read this process's clock, run again at the moments where a day, a month, a year or a summer time
# begins (docs/testing.md "Clocks"): a test that dates its data from the real clock must pass whenever it runs.
# Every process of a run (vitest's workers; the browser suite's server and Chromium) is moved by the same offset, so
# the run starts at the moment and goes on from there. Needs libfaketime (Debian's `faketime` package).
# PostgreSQL's clock is its server's and cannot be moved, so the API suite runs on PGlite here.
#   bash scripts/clock-sweep.sh                       the moments below
#   bash scripts/clock-sweep.sh "2027-02-01 00:16:00" one moment (UTC)
#   SWEEP_BROWSER=1 bash scripts/clock-sweep.sh …     the browser suite too (one server, about 6 minutes a moment)
set -euo pipefail
cd "$(dirname "$0")/.."
# The project's Node (the node@24 dev dependency) and tools first, as npm would put them.
export PATH="$PWD/node_modules/.bin:$PATH"
command -v faketime >/dev/null || {
  echo "clock-sweep needs libfaketime: apt-get install faketime" >&2
  exit 2
}
if [ $# -gt 0 ]; then
  moments=("$@")
else
  # Later than any fixed date a test holds (a clock only moves on), at the starts a test could straddle.
  moments=(
    "2027-02-01 00:00:40" # a UTC day and a month just begun
    "2027-02-01 00:16:00" # a UTC day begun a quarter of an hour ago: "the last half hour" spans two days
    "2027-02-01 01:05:00" # an hour into the UTC day: the day's first hour behind it
    "2027-02-01 23:00:40" # midnight in Prague (the demo platforms' zone) in winter
    "2027-07-01 22:00:40" # midnight in Prague in summer
    "2028-01-01 00:02:00" # a year just begun
    "2027-03-28 01:00:30" # Europe's clocks just went forward
    "2027-10-31 01:00:30" # Europe's clocks just went back
  )
fi
failed=0
[ "${SWEEP_BROWSER:-}" = 1 ] && npm run build --silent >/dev/null
# Runs "$@" at the moment $1 (UTC); prints its summary line or its failures.
at() {
  local moment=$1 name=$2 summary=$3 log offset
  shift 3
  offset=$(($(date -ud "$moment" +%s) - $(date +%s)))
  log=$(mktemp)
  if TZ=UTC faketime -f "+$offset" "$@" >"$log" 2>&1; then
    echo "$moment UTC, $name: $(sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E "$summary" | tail -1 | sed 's/^ *//')"
  else
    failed=1
    echo "$moment UTC, $name: FAILED"
    # Its failures, or its last lines when none reads like one (a crash); a grep that finds nothing must not end
    # the sweep (set -e with pipefail).
    sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -E '^ *FAIL|Error|✘' | grep -v MSW | head -20 || tail -20 "$log"
  fi
  rm -f "$log"
}
for moment in "${moments[@]}"; do
  at "$moment" vitest '^ *Tests +[0-9]' vitest run --project contract --project ui --project web --project backoffice \
    --project server-unit --project api-pglite --reporter=dot
  if [ "${SWEEP_BROWSER:-}" = 1 ]; then
    # The run's spent authenticator steps (e2e/support/second-factor.ts) are of another moment's clock.
    rm -rf test-results/.auth
    at "$moment" browser '^ +[0-9]+ passed' npx playwright test -c e2e/playwright.config.ts --reporter=list
  fi
done
exit $failed
