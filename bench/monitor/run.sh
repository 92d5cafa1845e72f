#!/bin/sh
# bench/monitor/run.sh: overhead of the runtime correctness monitor (`parcoach run`, issue 15)
# on the message-rate microbenchmark msgrate.c, plain and under `parcoach run`: wall time and
# CPU time (user+sys of the whole job: mpiexec, its proxies and the ranks), best of REPS runs.
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
"$pc" run --print-library >/dev/null # build the monitor once, outside the timings

REPS=${REPS:-3} python3 - "$pc" "$np" "$iters" "$window" "$size" "$work/msgrate" <<'PY'
import os, resource, subprocess, sys, time
pc, np, iters, window, size, exe = sys.argv[1:]
reps = int(os.environ["REPS"])
job = ["mpiexec", "-n", np, exe, iters, window, size]

def best(argv):
    wall, cpu = [], []
    for _ in range(reps):
        r0 = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.monotonic()
        subprocess.run(argv, check=True, stdout=subprocess.DEVNULL)
        wall.append(time.monotonic() - t0)
        r1 = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu.append(r1.ru_utime - r0.ru_utime + r1.ru_stime - r0.ru_stime)
    return min(wall), min(cpu)

pw, pcpu = best(job)
mw, mcpu = best([pc, "run"] + job)
msgs = int(iters) * (int(window) + 1)
model = next((l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name")), "?")
print(f"machine: {os.cpu_count()} cores, {model}, load average {' '.join(open('/proc/loadavg').read().split()[:3])}")
print(f"msgrate: np={np}, {iters} iterations x {int(window)+1} messages of {size} bytes ({msgs} messages per process), best of {reps}")
print(f"             wall      cpu (user+sys, all processes)")
print(f"plain        {pw:7.3f} s  {pcpu:7.3f} s")
print(f"parcoach run {mw:7.3f} s  {mcpu:7.3f} s")
print(f"ratio        {mw/pw:7.2f}x   {mcpu/pcpu:7.2f}x   ({(mcpu-pcpu)*1e6/msgs/int(np):.2f} us of cpu more per message)")
PY
