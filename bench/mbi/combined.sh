#!/usr/bin/env bash
# Static + runtime on the MPI Bugs Initiative (issue 15): the static pass on every code
# (run.sh), then the runtime monitor (`parcoach run`, bench/monitor/mbi.py) on every erroneous
# code the static pass misses, on every correct code (the no-false-positive claim needs them
# all) and on every SAMPLE-th erroneous code it finds, then the table (combined.py).
#
#   combined.sh MBI_DIR [PARCOACH] [RESULTS_DIR]
#     as run.sh; RESULTS_DIR/static holds run.sh's results (kept when RESULTS_DIR/static/runs
#     exists: delete it to redo the static pass), RESULTS_DIR/runtime.tsv the runtime's.
#   SAMPLE=N   every N-th erroneous code the static pass finds also runs (default 10; 0: none)
#   TIMEOUT=S  seconds per runtime run (default 20; a hang past it counts as not detected)
#   JOBS=N     run.sh's parallelism (the runtime runs one code at a time)
# Needs mpicc and mpiexec besides run.sh's tools. The table goes to RESULTS_DIR/combined.md.
set -u
MBI=$(cd "${1:?usage: combined.sh MBI_DIR [PARCOACH] [RESULTS_DIR]}" && pwd)
PC=${2:-${PARCOACH:-parcoach}}
OUT=${3:-${RESULTS:-/tmp/mbi-combined}}
SAMPLE=${SAMPLE:-10}
PC=$(command -v "$PC") || { echo "parcoach binary not found" >&2; exit 2; }
for t in mpicc mpiexec python3; do
  command -v "$t" >/dev/null || { echo "missing tool: $t" >&2; exit 2; }
done
HERE=$(cd "$(dirname "$0")" && pwd)
GEN=$MBI/gencodes
mkdir -p "$OUT"

if [ ! -d "$OUT/static/runs" ]; then
  "$HERE/run.sh" "$MBI" "$PC" "$OUT/static" >"$OUT/static.log" || { echo "run.sh failed: $OUT/static.log" >&2; exit 2; }
fi

# The codes the runtime runs: the static misses, the correct codes, a sample of the rest.
python3 - "$HERE" "$GEN" "$OUT/static/runs" "$SAMPLE" >"$OUT/runtime-names.txt" <<'EOF' || { echo "listing the codes failed" >&2; exit 2; }
import glob, os, sys
sys.path.insert(0, sys.argv[1])
from summary import header
gen, runs, sample = sys.argv[2], sys.argv[3], int(sys.argv[4])
found = 0
for path in sorted(glob.glob(os.path.join(gen, '*.c'))):
    name = os.path.basename(path)[:-2]
    try:
        reported = open(os.path.join(runs, name + '.rc')).read().strip() == '1'
    except OSError:
        reported = False
    detail = header(path)
    if detail == 'OK' or not reported:
        print(name)
    elif sample > 0:
        if found % sample == 0:
            print(name)
        found += 1
EOF
echo "$(wc -l <"$OUT/runtime-names.txt") codes under the runtime monitor" >&2
start=$(date +%s)
python3 "$HERE/../monitor/mbi.py" "$PC" "$GEN" --names "$OUT/runtime-names.txt" --timeout "${TIMEOUT:-20}" \
  --out "$OUT/runtime.tsv" >"$OUT/runtime-table.txt" 2>"$OUT/runtime.log"
echo "runtime runs: $(( $(date +%s) - start )) s" >&2
python3 "$HERE/combined.py" "$GEN" "$OUT/static/runs" "$OUT/runtime.tsv" | tee "$OUT/combined.md"
