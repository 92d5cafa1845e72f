#!/usr/bin/env bash
# MPI Bugs Initiative benchmark (issue 16): generate MBI's codes with its own generators, run
# `parcoach check` on each, and print the per-class table (MBI's labels: the expected outcome
# and error class in each file's header) with recall, precision and the false positives on
# the correct codes.
#
#   run.sh MBI_DIR [PARCOACH] [RESULTS_DIR]
#     MBI_DIR      a checkout of the MPI Bugs Initiative (https://gitlab.com/MpiBugsInitiative/
#                  MpiBugsInitiative, mirrored at github.com/N00byKing/MpiBugsInitiative); only
#                  its scripts/ folder is needed. The codes are generated into MBI_DIR/gencodes
#                  (python3 MBI_DIR/scripts/*Generator.py) when that folder has none.
#     PARCOACH     parcoach binary (default $PARCOACH, else `parcoach` on PATH)
#     RESULTS_DIR  where outputs go (default $RESULTS, else /tmp/mbi-results)
#   JOBS=N run.sh ...       parallel parcoach runs (default 2)
#   ONLY=REGEX run.sh ...   only the codes whose base name (without .c) matches REGEX (grep -E)
#
# Each code is analysed alone, as MBI runs every tool: `parcoach check --format=json FILE`,
# plus `--np N` (N from the header's `mpirun -np N`) when the binary has that flag. A code
# counts as reported when parcoach exits with status 1 (findings; remarks do not count), as
# not reported with status 0, and as a failure with any other status (counted as not reported).
# Nothing is written into the parcoach repository. Needs python3, jq, mpicc (for mpi.h).
set -u
MBI=$(cd "${1:?usage: run.sh MBI_DIR [PARCOACH] [RESULTS_DIR]}" && pwd)
PC=${2:-${PARCOACH:-parcoach}}
OUT=${3:-${RESULTS:-/tmp/mbi-results}}
JOBS=${JOBS:-2}
PC=$(command -v "$PC") || { echo "parcoach binary not found: ${2:-${PARCOACH:-parcoach}}" >&2; exit 2; }
for t in python3 jq mpicc xargs; do
  command -v "$t" >/dev/null || { echo "missing tool: $t" >&2; exit 2; }
done
HERE=$(cd "$(dirname "$0")" && pwd)

# --- generate the codes with MBI's own generators ---
GEN=$MBI/gencodes
if ! ls "$GEN"/*.c >/dev/null 2>&1; then
  ls "$MBI"/scripts/*Generator.py >/dev/null 2>&1 || { echo "no generators in $MBI/scripts" >&2; exit 2; }
  mkdir -p "$GEN"
  echo "generating the codes into $GEN"
  ( cd "$GEN" && for g in "$MBI"/scripts/*Generator.py; do
      python3 "$g" >/dev/null || { echo "generator failed: $g" >&2; exit 2; }
    done ) || exit 2
fi
echo "$(ls "$GEN"/*.c | wc -l) codes in $GEN"

mkdir -p "$OUT/runs"
NPFLAG=0
"$PC" check --help 2>&1 | grep -q -- '^  -np ' && NPFLAG=1
export PC OUT NPFLAG

# --- run parcoach on each code ---
one() {
  f=$1; b=$(basename "$f" .c)
  np=$(sed -n 's/.*mpirun -np \([0-9][0-9]*\).*/\1/p' "$f" | head -1)
  args=(check --format=json)
  [ "$NPFLAG" = 1 ] && [ -n "$np" ] && args+=(--np "$np")
  ( cd "$(dirname "$f")" && "$PC" "${args[@]}" "$b.c" ) >"$OUT/runs/$b.json" 2>"$OUT/runs/$b.err"
  echo $? >"$OUT/runs/$b.rc"
}
export -f one
start=$(date +%s)
ls "$GEN"/*.c | { if [ -n "${ONLY:-}" ]; then while read -r f; do basename "$f" .c | grep -qE "$ONLY" && echo "$f"; done; else cat; fi; } |
  xargs -P "$JOBS" -I{} bash -c 'one "$@"' _ {}
echo "analysed in $(( $(date +%s) - start )) s (JOBS=$JOBS, --np passed: $NPFLAG)"

# --- the table ---
python3 "$HERE/summary.py" "$GEN" "$OUT/runs" "${ONLY:-}" | tee "$OUT/table.md"
