# Sourced by .ci/run and scripts/test.sh: `stage NAME COMMAND…` runs one stage of a run, prints how long it took
# and appends "NAME<TAB>MILLISECONDS<TAB>EXIT CODE" to $TEST_STAGES_FILE, which scripts/test-summary.mjs prints as a
# table before the closing line. It returns the command's exit code.
: "${TEST_STAGES_FILE:=${TMPDIR:-/tmp}/portal-stages-$$.tsv}"
export TEST_STAGES_FILE

stage() {
  local name=$1
  shift
  local start end rc=0
  start=$(date +%s%N)
  "$@" || rc=$?
  end=$(date +%s%N)
  local ms=$(((end - start) / 1000000))
  printf '%s\t%s\t%s\n' "$name" "$ms" "$rc" >>"$TEST_STAGES_FILE"
  if [ "$rc" = 0 ]; then
    printf '== %s: %d.%d s\n' "$name" $((ms / 1000)) $((ms % 1000 / 100))
  else
    printf '== %s: %d.%d s, failed (exit %s)\n' "$name" $((ms / 1000)) $((ms % 1000 / 100)) "$rc"
  fi
  return "$rc"
}
