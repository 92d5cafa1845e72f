#!/usr/bin/env bash
# RMARaceBench (issue 17): run `parcoach check` on every MPI-RMA code of the suite and score it
# per category with the suite's own strict criterion.
#
#   run.sh SRC_DIR [PARCOACH] [RESULTS_DIR]
#     SRC_DIR      a checkout of https://github.com/RWTH-HPC/RMARaceBench (never inside this repo)
#     PARCOACH     parcoach binary (default $PARCOACH, else `parcoach` on PATH)
#     RESULTS_DIR  where the per-code JSON reports and the table go (default /tmp/rmaracebench-results)
#
# Each MPIRMA/<category>/*.c (and *.f90 if the suite has any) is analysed alone with
# `parcoach check --format=json` (parcoach compiles it; -fopenmp is implied by omp.h).
# Scoring follows the suite's util/run_test.py: a code whose label says RACE_KIND "none" is a
# true negative when parcoach reports no race, a false positive otherwise; a racy code is a true
# positive only when a race is reported AND both lines of its RACE_PAIR appear in the reported
# races (primary position or note), else a false negative. A "race" is a finding of a check
# tagged data-race by the rma analysis (rma-local-race, rma-target-race). Other rma findings
# (rma-outside-epoch, rma-open-epoch) on correct codes are counted in the column "other".
set -u
SRC=$(cd "${1:?usage: run.sh SRC_DIR [PARCOACH] [RESULTS_DIR]}" && pwd)
PC=${2:-${PARCOACH:-parcoach}}
OUT=${3:-${RESULTS:-/tmp/rmaracebench-results}}
PC=$(command -v "$PC") || { echo "parcoach binary not found" >&2; exit 2; }
command -v python3 >/dev/null || { echo "missing tool: python3" >&2; exit 2; }
[ -d "$SRC/MPIRMA" ] || { echo "$SRC has no MPIRMA folder: not an RMARaceBench checkout" >&2; exit 2; }
mkdir -p "$OUT"
cd "$SRC" || exit 2
for f in MPIRMA/*/*.c MPIRMA/*/*.f90; do
  [ -e "$f" ] || continue
  o="$OUT/$(echo "$f" | tr / _).json"
  "$PC" check --quiet --format=json "$f" >"$o" 2>"$o.err"
  echo $? >"$o.rc"
done
python3 - "$SRC" "$OUT" <<'PY'
import json, os, re, sys, glob
src, out = sys.argv[1], sys.argv[2]
RACES = {"rma-local-race", "rma-target-race"}
cats = ["conflict", "sync", "atomic", "hybrid", "misc"]
rows = {c: dict(TP=0, FP=0, TN=0, FN=0, ERR=0, other=0) for c in cats}
detail = []
for f in sorted(glob.glob(os.path.join(src, "MPIRMA", "*", "*.c")) + glob.glob(os.path.join(src, "MPIRMA", "*", "*.f90"))):
    rel = os.path.relpath(f, src)
    cat = rel.split(os.sep)[1]
    text = open(f).read()
    m = re.search(r"// RACE LABELS BEGIN\n/\*(.*?)\*/\n// RACE LABELS END", text, re.S)
    label = json.loads(m.group(1))
    racy = label["RACE_KIND"] != "none"
    base = os.path.join(out, rel.replace(os.sep, "_") + ".json")
    rc = int(open(base + ".rc").read().strip() or 2)
    try:
        rep = json.load(open(base))
    except Exception:
        rep = {"diagnostics": [], "complete": False}
    lines, nrace, other = set(), 0, 0
    for d in rep.get("diagnostics", []):
        if d["check"] in RACES:
            nrace += 1
            for p in [d["pos"]] + [n["pos"] for n in d.get("notes", [])]:
                if os.path.basename(p.get("file", "")) == os.path.basename(f):
                    lines.add(p.get("line", 0))
        elif d["check"].startswith("rma-"):
            other += 1
    if rc == 2:
        rows[cat]["ERR"] += 1
    if racy:
        want = [int(x.split("@")[1]) for x in label["RACE_PAIR"]]
        res = "TP" if nrace and all(w in lines for w in want) else "FN"
        why = "" if res == "TP" else ("no race reported" if not nrace else "pair %s not both named (lines %s)" % (want, sorted(lines)))
    else:
        res = "FP" if nrace else "TN"
        why = "%d race finding(s) at lines %s" % (nrace, sorted(lines)) if nrace else ""
        if other:
            rows[cat]["other"] += 1
            why += " other rma findings: %d" % other
    rows[cat][res] += 1
    detail.append("%-4s %-58s %s" % (res, rel, why))
def pr(r):
    p = r["TP"] / (r["TP"] + r["FP"]) if r["TP"] + r["FP"] else 0
    rc = r["TP"] / (r["TP"] + r["FN"]) if r["TP"] + r["FN"] else 0
    return p, rc
tot = {k: sum(rows[c][k] for c in cats) for k in rows["conflict"]}
lines_out = ["| category | codes | TP | FP | TN | FN | precision | recall | other rma findings on correct codes | incomplete runs |",
             "|---|---|---|---|---|---|---|---|---|---|"]
for c in cats + ["total"]:
    r = tot if c == "total" else rows[c]
    p, rc = pr(r)
    n = r["TP"] + r["FP"] + r["TN"] + r["FN"]
    lines_out.append("| %s | %d | %d | %d | %d | %d | %.2f | %.2f | %d | %d |" % (c, n, r["TP"], r["FP"], r["TN"], r["FN"], p, rc, r["other"], r["ERR"]))
open(os.path.join(out, "detail.txt"), "w").write("\n".join(detail) + "\n")
open(os.path.join(out, "table.md"), "w").write("\n".join(lines_out) + "\n")
print("\n".join(lines_out))
print("per-code results: %s/detail.txt" % out)
PY
