#!/usr/bin/env bash
# RMARaceBench at run time (issue 17): build every MPI-RMA code of the suite with
# `parcoach cc --instrument mpicc` (the runtime monitor linked in; the loads and stores the static
# RMA check reported get a runtime check), run it under mpiexec with the number of processes of
# its label, and score the DYNAMIC-CHECK race reports per category with the suite's strict
# criterion; then the static findings (`parcoach check`) and the two combined.
#
#   runtime.sh SRC_DIR [PARCOACH] [RESULTS_DIR]
#     SRC_DIR      a checkout of https://github.com/RWTH-HPC/RMARaceBench (read only; the codes
#                  are built in RESULTS_DIR)
#     PARCOACH     parcoach binary (default $PARCOACH, else `parcoach` on PATH)
#     RESULTS_DIR  default /tmp/rmaracebench-runtime
#   MODE=run       instead: build plainly with mpicc and run under `parcoach run mpiexec` (the
#                  monitor preloaded, no load or store instrumented)
#   REPEAT=N       run each code N times (default 1): a race the monitor sees in any run counts
#
# A run report is a line `DYNAMIC-CHECK rma-local-race|rma-target-race: ... (file:LINE) ...`;
# the lines it names are the `(file.c:N)` sites in it. A racy code is a true positive when a race
# is reported and both lines of its RACE_PAIR are named by the reports; a correct code with any
# race report is a false positive. PARCOACH_RT_CONTINUE=1 lets a run report every race it sees.
# Combined ("static + runtime"): a code is reported when either reports it, and the lines named
# are those of both.
set -u
SRC=$(cd "${1:?usage: runtime.sh SRC_DIR [PARCOACH] [RESULTS_DIR]}" && pwd)
PC=${2:-${PARCOACH:-parcoach}}
OUT=${3:-${RESULTS:-/tmp/rmaracebench-runtime}}
MODE=${MODE:-instrument}
REPEAT=${REPEAT:-1}
PC=$(command -v "$PC") || { echo "parcoach binary not found" >&2; exit 2; }
for t in python3 mpicc mpiexec timeout; do
  command -v $t >/dev/null || { echo "missing tool: $t" >&2; exit 2; }
done
[ -d "$SRC/MPIRMA" ] || { echo "$SRC has no MPIRMA folder: not an RMARaceBench checkout" >&2; exit 2; }
mkdir -p "$OUT/bin"
export PARCOACH_RT_CONTINUE=1 PARCOACH_RT_TIMEOUT=0 PARCOACH_RT_LEAKS=0
cd "$SRC" || exit 2
for f in MPIRMA/*/*.c; do
  [ -e "$f" ] || continue
  b="$OUT/$(echo "$f" | tr / _)"
  exe="$OUT/bin/$(basename "$f" .c)"
  np=$(python3 -c 'import re,sys,json; t=open(sys.argv[1]).read(); m=re.search(r"// RACE LABELS BEGIN\n/\*(.*?)\*/", t, re.S); print(json.loads(m.group(1)).get("NPROCS", 2))' "$f")
  omp=""
  grep -q '<omp.h>' "$f" && omp="-fopenmp"
  : >"$b.run"
  if [ "$MODE" = run ]; then
    mpicc -g $omp "$f" -o "$exe" >"$b.build" 2>&1 || { echo "BUILD FAILED" >>"$b.run"; continue; }
    cmd=("$PC" run mpiexec -n "$np" "$exe")
  else
    "$PC" cc --instrument --quiet mpicc -g $omp "$f" -o "$exe" >"$b.build" 2>&1 || { echo "BUILD FAILED" >>"$b.run"; continue; }
    cmd=(mpiexec -n "$np" "$exe")
  fi
  for i in $(seq "$REPEAT"); do
    OMP_NUM_THREADS=${OMP_NUM_THREADS:-4} timeout -k 5 60 "${cmd[@]}" >/dev/null 2>>"$b.run"
    echo "rc=$?" >>"$b.run"
  done
  "$PC" check --quiet --format=json "$f" >"$b.json" 2>/dev/null
done
python3 - "$SRC" "$OUT" "$MODE" <<'PY'
import json, os, re, sys, glob
src, out, mode = sys.argv[1], sys.argv[2], sys.argv[3]
RACES = {"rma-local-race", "rma-target-race"}
cats = ["conflict", "sync", "atomic", "hybrid", "misc"]
def newrows(): return {c: dict(TP=0, FP=0, TN=0, FN=0, ERR=0) for c in cats}
rows = {"runtime": newrows(), "static": newrows(), "combined": newrows()}
detail = []
line_re = re.compile(r"^DYNAMIC-CHECK (rma-local-race|rma-target-race): .*$", re.M)
site_re = re.compile(r"\(([^()\s]+?):(\d+)\)")
for f in sorted(glob.glob(os.path.join(src, "MPIRMA", "*", "*.c"))):
    rel = os.path.relpath(f, src)
    cat = rel.split(os.sep)[1]
    text = open(f).read()
    m = re.search(r"// RACE LABELS BEGIN\n/\*(.*?)\*/\n// RACE LABELS END", text, re.S)
    label = json.loads(m.group(1))
    racy = label["RACE_KIND"] != "none"
    base = os.path.join(out, rel.replace(os.sep, "_"))
    run = open(base + ".run").read() if os.path.exists(base + ".run") else "BUILD FAILED"
    rt_lines, rt_n = set(), 0
    for l in line_re.finditer(run):
        rt_n += 1
        for fn, ln in site_re.findall(l.group(0)):
            if os.path.basename(fn) == os.path.basename(f):
                rt_lines.add(int(ln))
    st_lines, st_n = set(), 0
    try:
        rep = json.load(open(base + ".json"))
    except Exception:
        rep = {"diagnostics": []}
    for d in rep.get("diagnostics", []):
        if d["check"] in RACES:
            st_n += 1
            for p in [d["pos"]] + [n["pos"] for n in d.get("notes", [])]:
                if os.path.basename(p.get("file", "")) == os.path.basename(f):
                    st_lines.add(p.get("line", 0))
    err = "BUILD FAILED" in run or "rc=124" in run
    res = {}
    for kind, n, lines in (("runtime", rt_n, rt_lines), ("static", st_n, st_lines), ("combined", rt_n + st_n, rt_lines | st_lines)):
        if racy:
            want = [int(x.split("@")[1]) for x in label["RACE_PAIR"]]
            r = "TP" if n and all(w in lines for w in want) else "FN"
        else:
            r = "FP" if n else "TN"
        rows[kind][cat][r] += 1
        if err and kind == "runtime":
            rows[kind][cat]["ERR"] += 1
        res[kind] = r
    why = ""
    if res["runtime"] in ("FN", "FP"):
        why = "runtime: %d race report(s), lines %s%s" % (rt_n, sorted(rt_lines), " (build failed or timed out)" if err else "")
        if racy:
            why += "; pair %s" % label["RACE_PAIR"]
    detail.append("%-3s %-3s %-3s %-58s %s" % (res["runtime"], res["static"], res["combined"], rel, why))
def table(r):
    lines_out = ["| category | codes | TP | FP | TN | FN | precision | recall | failed runs |", "|---|---|---|---|---|---|---|---|---|"]
    tot = {k: sum(r[c][k] for c in cats) for k in r["conflict"]}
    for c in cats + ["total"]:
        x = tot if c == "total" else r[c]
        p = x["TP"] / (x["TP"] + x["FP"]) if x["TP"] + x["FP"] else 0
        rc = x["TP"] / (x["TP"] + x["FN"]) if x["TP"] + x["FN"] else 0
        lines_out.append("| %s | %d | %d | %d | %d | %d | %.2f | %.2f | %d |" % (c, x["TP"] + x["FP"] + x["TN"] + x["FN"], x["TP"], x["FP"], x["TN"], x["FN"], p, rc, x["ERR"]))
    return "\n".join(lines_out)
outtxt = []
for kind, title in (("runtime", "runtime (%s)" % ("parcoach cc --instrument" if mode != "run" else "parcoach run, no instrumentation")), ("static", "static (parcoach check)"), ("combined", "static + runtime (either reports)")):
    outtxt.append("### " + title + "\n\n" + table(rows[kind]) + "\n")
open(os.path.join(out, "detail.txt"), "w").write("runtime static combined code why\n" + "\n".join(detail) + "\n")
open(os.path.join(out, "table.md"), "w").write("\n".join(outtxt))
print("\n".join(outtxt))
print("per-code results: %s/detail.txt" % out)
PY
