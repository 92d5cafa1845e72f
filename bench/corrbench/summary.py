#!/usr/bin/env python3
"""Table for bench/corrbench/run.sh: summary.py LIST RUNS_DIR (see README.md for the mapping)."""
import json, os, sys
from collections import Counter, defaultdict

ARG = {"mpi-invalid-argument", "collective-argument-mismatch", "p2p-mismatch", "rma-fence-assert"}
ORDER = {"collective-mismatch", "collective-order-overlap", "persistent-collective-mismatch",
         "collective-in-loop", "mpi-buffer-race", "rma-local-race", "rma-target-race",
         "rma-outside-epoch", "rma-open-epoch", "mpi-init-state", "p2p-mismatch",
         "mpi-concurrent-collectives", "mpi-missing-completion", "mpi-invalid-argument"}
MISSING = {"mpi-missing-completion", "mpi-missing-start", "mpi-resource-leak", "rma-open-epoch",
           "rma-outside-epoch", "collective-mismatch", "persistent-collective-mismatch",
           "mpi-init-state", "p2p-mismatch", "mpi-invalid-argument"}
THREADS = {"mpi-thread-level", "mpi-collective-multithreaded", "mpi-concurrent-collectives"}
RACE = {"mpi-buffer-race", "rma-local-race", "rma-target-race"}
CLASSES = {  # error class -> check ids that count as detecting it
    "ArgError": ARG, "ArgMismatch": ARG, "MisplacedCall": ORDER, "MissingCall": MISSING,
    "data_race": RACE | THREADS, "memory": RACE | THREADS,
    "ordering": ORDER | THREADS, "threading": THREADS | {"mpi-init-state"},
}


def omp_class(check):
    return check.startswith("omp-")


def label(rel):
    """(is_correct, folder, error class) of a path below 0-level/."""
    parts = rel.split("/")
    if parts[0] == "correct":
        return True, "correct/" + parts[1], None
    if parts[0] == "openmp":
        ok = "correct" in parts
        return ok, "openmp/" + parts[1] + ("/correct" if ok else ""), None if ok else parts[1]
    folder = "/".join(parts[:-1])
    return False, folder, os.path.basename(rel).split("-")[0]


def detects(cls, check):
    ids = CLASSES.get(cls, set())
    if cls in ("data_race", "memory", "ordering") and omp_class(check):
        return True
    return check in ids


def main():
    lst, runs = sys.argv[1], sys.argv[2]
    rows = defaultdict(lambda: {"n": 0, "flagged": 0, "detected": 0, "checks": Counter(), "fail": 0})
    fails, tot = [], defaultdict(Counter)
    for rel in open(lst).read().split():
        key = rel.replace("/", "_")
        ok, folder, cls = label(rel)
        rc = open(os.path.join(runs, key + ".rc")).read().strip()
        diags = []
        try:
            diags = json.load(open(os.path.join(runs, key + ".json"))).get("diagnostics") or []
        except (OSError, ValueError):
            pass
        r = rows[folder]
        r["n"] += 1
        if rc not in ("0", "1"):
            r["fail"] += 1
            fails.append(rel)
        checks = [d["check"] for d in diags]
        r["checks"].update(checks)
        flagged = rc == "1"
        det = (not ok) and flagged and any(detects(cls, c) for c in checks)
        r["flagged"] += flagged
        r["detected"] += det
        t = tot["correct" if ok else "erroneous"]
        t["n"] += 1; t["flagged"] += flagged; t["detected"] += det; t["findings"] += len(checks)
    print("| folder | programs | flagged | detected (class) | failures | findings per check |")
    print("|---|---:|---:|---:|---:|---|")
    for folder in sorted(rows, key=lambda f: (not f.startswith("correct") and "/correct" not in f, f)):
        r = rows[folder]
        ok = folder.startswith("correct") or folder.endswith("/correct")
        cs = ", ".join(f"{c} {n}" for c, n in r["checks"].most_common())
        print(f"| {folder} | {r['n']} | {r['flagged']} | {'-' if ok else r['detected']} | {r['fail']} | {cs} |")
    c, e = tot["correct"], tot["erroneous"]
    print()
    print(f"correct programs: {c['n']}, flagged (false positives): {c['flagged']}, findings: {c['findings']}")
    print(f"erroneous programs: {e['n']}, flagged: {e['flagged']}, detected (class-matched): {e['detected']}")
    for name, tp in (("class-matched", e["detected"]), ("any finding", e["flagged"])):
        prec = tp / (tp + c["flagged"]) if tp + c["flagged"] else 0
        rec = tp / e["n"] if e["n"] else 0
        print(f"{name}: precision {prec:.2f}, recall {rec:.2f}")
    if fails:
        print(f"\nfailures (exit status not 0/1): {len(fails)}")
        for f in fails:
            print("  " + f)


main()
