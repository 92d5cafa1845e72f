#!/usr/bin/env python3
"""bench/monitor/mbi.py: the runtime monitor (`parcoach run`) on the MPI Bugs Initiative.

    bench/monitor/mbi.py PARCOACH GENCODES_DIR [--sample N] [--only CLASS,...] [--names FILE] [--timeout S] [--out results.tsv]

GENCODES_DIR holds MBI's generated codes (N00byKing/MpiBugsInitiative: run its generators,
never commit them). Each code is built with `mpicc -g` and run as its MBI header says
(`mpirun -np N ${EXE}`) through `parcoach run mpiexec -n N`, bounded by --timeout seconds. A code
counts as detected when a `DYNAMIC-CHECK` line is printed (warnings included). --sample N keeps
every N-th code of each class (by file name order); --names FILE keeps only the codes whose base
name (without .c) is a word of FILE (e.g. the static pass's missed.txt). --out gets one line per
code as it finishes (a long run stopped midway keeps what it measured). Prints a table per expected class: codes,
detected, not detected, timeouts; for correct codes, the false positives."""
import argparse, collections, os, re, subprocess, sys, tempfile, time

ap = argparse.ArgumentParser()
ap.add_argument("parcoach")
ap.add_argument("dir")
ap.add_argument("--sample", type=int, default=1)
ap.add_argument("--only", default="")
ap.add_argument("--timeout", type=float, default=20)
ap.add_argument("--names", default="")
ap.add_argument("--out", default="")
a = ap.parse_args()

def header(path):
    text = open(path, errors="replace").read(6000)
    m = re.search(r"mpirun -np (\d+)", text)
    np = int(m.group(1)) if m else 2
    e = re.search(r"\|\s*ERROR:\s*(\w+)", text)
    return np, e.group(1) if e else "OK"

codes = collections.defaultdict(list)
for f in sorted(os.listdir(a.dir)):
    if f.endswith(".c"):
        np, cls = header(os.path.join(a.dir, f))
        codes[cls].append((f, np))
only = set(filter(None, a.only.split(",")))
names = set(open(a.names).read().split()) if a.names else None
out = open(a.out, "w") if a.out else None
work = tempfile.mkdtemp(prefix="mbi-monitor-")


def run_one(f, cls, np):
    """Build one code plainly and run it under `parcoach run`: (file, class, status, ids, seconds)."""
    exe = os.path.join(work, f[:-2])
    b = subprocess.run(["mpicc", "-g", "-w", os.path.join(a.dir, f), "-o", exe], capture_output=True)
    if b.returncode:
        return (f, cls, "build-failed", "", 0.0)
    t0 = time.monotonic()
    p = subprocess.Popen([a.parcoach, "run", "mpiexec", "-n", str(np), exe], stdout=subprocess.DEVNULL,
                         stderr=subprocess.PIPE, start_new_session=True, text=True, errors="replace")
    try:
        _, err = p.communicate(timeout=a.timeout)
        status = "exit%d" % p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, 9)
        _, err = p.communicate()
        status = "timeout"
    os.remove(exe)
    ids = sorted(set(re.findall(r"DYNAMIC-CHECK ([a-z0-9-]+):", err)))
    return (f, cls, status, ",".join(ids), time.monotonic() - t0)


rows = []
for cls in sorted(codes):
    if only and cls not in only:
        continue
    for i, (f, np) in enumerate(codes[cls]):
        if i % a.sample or (names is not None and f[:-2] not in names):
            continue
        rows.append(run_one(f, cls, np))
        if out:
            out.write("%s\t%s\t%s\t%s\t%.1f\n" % rows[-1])
            out.flush()
        print("%-60s %-22s %-8s %s" % rows[-1][:4], file=sys.stderr, flush=True)
tab = collections.OrderedDict()
for f, cls, status, ids, _ in rows:
    t = tab.setdefault(cls, collections.Counter())
    t["codes"] += 1
    t["detected" if ids else "silent"] += 1
    t["timeout"] += status == "timeout"
    t["build-failed"] += status == "build-failed"
print("%-22s %6s %9s %7s %8s" % ("class", "codes", "detected", "silent", "timeout"))
for cls, t in tab.items():
    print("%-22s %6d %9d %7d %8d%s" % (cls, t["codes"], t["detected"], t["silent"], t["timeout"],
                                        "   <- detections on correct codes are false positives" if cls == "OK" else ""))
