#!/bin/sh
# bench/monitor/run.sh: overhead of the runtime correctness monitor (issue 15) on the
# message-rate microbenchmark msgrate.c: plain, built with `parcoach cc --instrument`
# (selective), under `parcoach run` (every check), and under `parcoach run` without the
# point-to-point type matching (PARCOACH_RT_TYPEMATCH=0): wall time and CPU time (user+sys of
# the whole job: mpiexec, its proxies and the ranks), the median and the best of REPS runs
# (default 3), the configurations alternating. Both are printed because on a shared machine the
# best alone flatters whichever configuration happened to run in a quiet moment, and the median
# alone hides how far the noise reaches.
#
#   bench/monitor/run.sh [PARCOACH] [NP] [ITERATIONS] [WINDOW] [SIZE]
#
# PARCOACH defaults to a binary built from this checkout. NP=1 sends to itself: the cost of
# the wrappers alone, without waiting for a partner. The load average is printed with the
# result: on a loaded machine wall times vary by several times; CPU times much less.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pc=${1:-}
if [ -z "$pc" ]; then
    pc=$work/parcoach
    (cd "$here/../.." && go build -o "$pc" ./cmd/parcoach)
fi
np=${2:-2} iters=${3:-20000} window=${4:-16} size=${5:-8}
mpicc -O2 "$here/msgrate.c" -o "$work/msgrate" 2>/dev/null
"$pc" cc --quiet --instrument mpicc -O2 "$here/msgrate.c" -o "$work/msgrate_sel" 2>/dev/null
"$pc" run --print-library >/dev/null # build the monitor once, outside the timings

REPS=${REPS:-3} python3 - "$pc" "$np" "$iters" "$window" "$size" "$work" <<'PY'
import os, resource, statistics, subprocess, sys, time
pc, np, iters, window, size, work = sys.argv[1:]
reps = int(os.environ["REPS"])
args = [iters, window, size]
mpi = ["mpiexec", "-n", np]
configs = [
    ("plain", mpi + [work + "/msgrate"] + args, {}),
    ("cc --instrument (selective)", mpi + [work + "/msgrate_sel"] + args, {}),
    ("parcoach run (every check)", [pc, "run"] + mpi + [work + "/msgrate"] + args, {}),
    ("parcoach run, TYPEMATCH=0", [pc, "run"] + mpi + [work + "/msgrate"] + args, {"PARCOACH_RT_TYPEMATCH": "0"}),
]

def once(argv, env):
    r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
    t0 = time.monotonic()
    subprocess.run(argv, check=True, stdout=subprocess.DEVNULL, env=dict(os.environ, **env))
    w = time.monotonic() - t0
    r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
    return w, r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime

# the configurations alternate, so that a change of the machine's load hits them all
runs = {c[0]: [] for c in configs}
load0 = " ".join(open("/proc/loadavg").read().split()[:3])
for _ in range(reps):
    for label, argv, env in configs:
        w, c = once(argv, env)
        runs[label].append((w, c))
msgs = int(iters) * (int(window) + 1)
model = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
print(f"machine: {os.cpu_count()} cores, {model}, load average {load0} before, {' '.join(open('/proc/loadavg').read().split()[:3])} after")
print(f"msgrate: np={np}, {iters} iterations x {int(window)+1} messages of {size} bytes ({msgs} messages per process), {reps} alternating runs")
for stat, pick in (("median", statistics.median), ("best", min)):
    print(f"{stat + ' of ' + str(reps):30s} {'wall':>9s} {'cpu':>9s} {'wall x':>7s} {'cpu x':>7s}  (cpu: user+sys of all processes)")
    pw = pick(w for w, _ in runs["plain"])
    pcpu = pick(c for _, c in runs["plain"])
    for label, _, _ in configs:
        w = pick(x for x, _ in runs[label])
        c = pick(y for _, y in runs[label])
        print(f"{label:30s} {w:7.3f} s {c:7.3f} s {w/pw:6.2f}x {c/pcpu:6.2f}x  ({(c-pcpu)*1e6/msgs/int(np):+.2f} us cpu per message)")
PY
