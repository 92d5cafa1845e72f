#!/usr/bin/env bash
# MPI-CorrBench level 0 (issue 13, item 7): run `parcoach check` on every correct and every
# erroneous micro-benchmark of MPI-CorrBench's level 0 and print, per folder, the programs,
# how many were flagged, the findings per check id, and for the erroneous ones how many were
# detected (a finding of a check that matches the labelled error class; see README.md), then
# precision and recall.
#
#   run.sh CORRBENCH_DIR [PARCOACH] [RESULTS_DIR]
#     CORRBENCH_DIR  a checkout of https://github.com/tudasc/MPI-Corrbench (measured: a05644b)
#     PARCOACH       parcoach binary (default $PARCOACH, else `parcoach` on PATH)
#     RESULTS_DIR    where outputs go (default $RESULTS, else /tmp/corrbench-results)
#   JOBS=N run.sh ...       parallel parcoach runs (default 2; each run uses -j 1)
#   ONLY=REGEX run.sh ...   only the programs whose path (below 0-level/) matches REGEX (grep -E)
#
# Each program is analysed alone, from its own folder:
#   correct/**:  parcoach check --format=json -j 1 FILE -- -I <correct/include> -DEXCLUDE_PARCOACH_UNSUPPORTED_FUNCTIONS
#   openmp/**:   parcoach check --format=json -j 1 FILE -- -I <openmp> -fopenmp
#   other:       parcoach check --format=json -j 1 FILE
# (EXCLUDE_PARCOACH_UNSUPPORTED_FUNCTIONS is CorrBench's own switch for PARCOACH in its helper
# header.) Exit status 1 = flagged, 0 = silent, anything else = failure (counted as silent and
# listed). Nothing is written into the parcoach repository or the checkout. Needs python3, jq.
set -u
CB=$(cd "${1:?usage: run.sh CORRBENCH_DIR [PARCOACH] [RESULTS_DIR]}" && pwd)
PC=${2:-${PARCOACH:-parcoach}}
OUT=${3:-${RESULTS:-/tmp/corrbench-results}}
JOBS=${JOBS:-2}
PC=$(command -v "$PC") || { echo "parcoach binary not found: ${2:-${PARCOACH:-parcoach}}" >&2; exit 2; }
for t in python3 jq xargs; do
  command -v "$t" >/dev/null || { echo "missing tool: $t" >&2; exit 2; }
done
HERE=$(cd "$(dirname "$0")" && pwd)
L0=$CB/micro-benches/0-level
[ -d "$L0/correct" ] || { echo "not an MPI-CorrBench checkout: $CB (no micro-benches/0-level/correct)" >&2; exit 2; }
mkdir -p "$OUT/runs"
export PC OUT L0

one() {
  rel=$1                                   # path below 0-level/, e.g. correct/coll/bcast.c
  key=$(echo "$rel" | tr '/' '_')
  case $rel in
    correct/*) flags=(-- -I "$L0/correct/include" -DEXCLUDE_PARCOACH_UNSUPPORTED_FUNCTIONS) ;;
    openmp/*)  flags=(-- -I "$L0/openmp" -fopenmp) ;;
    *)         flags=() ;;
  esac
  ( cd "$L0/$(dirname "$rel")" && "$PC" check --format=json -j 1 "$(basename "$rel")" "${flags[@]}" ) \
    >"$OUT/runs/$key.json" 2>"$OUT/runs/$key.err"
  echo $? >"$OUT/runs/$key.rc"
}
export -f one
start=$(date +%s)
( cd "$L0" && find . -name '*.c' | sed 's|^\./||' | sort ) |
  { if [ -n "${ONLY:-}" ]; then grep -E "$ONLY"; else cat; fi; } >"$OUT/list.txt"
xargs -P "$JOBS" -I{} bash -c 'one "$@"' _ {} <"$OUT/list.txt"
echo "analysed $(wc -l <"$OUT/list.txt") programs in $(( $(date +%s) - start )) s (JOBS=$JOBS)"

python3 "$HERE/summary.py" "$OUT/list.txt" "$OUT/runs" | tee "$OUT/table.md"
