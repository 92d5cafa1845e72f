#!/bin/sh
# bench/monitor/corpus.sh: the correct programs of tests/corpus under the runtime monitor.
#
#     bench/monitor/corpus.sh [PARCOACH] [NP] [DIR...]
#
# Each `*_ok.c` (and `*_ok.f90`, when mpifort is installed) of the given corpus directories
# (default: mpi-coll nonblocking rma dependence handles hybrid) is built with mpicc -g (-fopenmp
# for hybrid) and run plainly and through `parcoach run mpiexec -n NP` (default 3; a
# `// run: np=...` or `parcoach-args: --np N` line gives the first of its sizes), 60 s each, OMP_NUM_THREADS=2. A program
# is listed when its exit status or its output (sorted lines, mpich's UCX warnings left out)
# change, when it times out, or when an error other than a resource-leak warning is reported.
# Prints one line per program that differs and a summary; exits 1 if any differs.
set -u
here=$(cd "$(dirname "$0")/../.." && pwd)
pc=${1:-parcoach}
np=${2:-3}
shift 2 2>/dev/null || shift $#
dirs=${*:-mpi-coll nonblocking rma dependence handles hybrid}
work=$(mktemp -d /tmp/pcm-corpus.XXXXXX)
trap 'rm -rf "$work"' EXIT
export OMP_NUM_THREADS=2
total=0 bad=0
clean() { grep -v 'UCX  WARN' "$1" | sort; }
for d in $dirs; do
    for src in "$here"/tests/corpus/"$d"/*_ok.c "$here"/tests/corpus/"$d"/*_ok.f90; do
        [ -f "$src" ] || continue
        exe="$work/$(basename "$src" | tr . _)"
        case "$src" in
        *.f90) command -v mpifort >/dev/null || continue; (cd "$work" && mpifort -g -fopenmp "$src" -o "$exe" 2>/dev/null) || continue ;;
        *) mpicc -g -fopenmp "$src" -o "$exe" 2>/dev/null || continue ;;
        esac
        n=$(sed -n -e 's/.*run: *np=\([0-9]*\).*/\1/p' -e 's/.*parcoach-args:.*--np \([0-9]*\).*/\1/p' "$src" | head -1)
        n=${n:-$np}
        total=$((total + 1))
        (cd "$work" && timeout 60 mpiexec -n "$n" "$exe" >"$exe.plain" 2>/dev/null); pst=$?
        (cd "$work" && timeout 60 "$pc" run mpiexec -n "$n" "$exe" >"$exe.mon" 2>"$exe.err"); mst=$?
        why=""
        [ $mst = 124 ] && why="timed out"
        [ -z "$why" ] && [ $mst != $pst ] && why="exit $mst, plainly $pst"
        [ -z "$why" ] && [ "$(clean "$exe.plain")" != "$(clean "$exe.mon")" ] && why="output changed"
        [ -z "$why" ] && grep '^DYNAMIC-CHECK ' "$exe.err" | grep -qv '^DYNAMIC-CHECK resource-leak:' && why="reported: $(grep '^DYNAMIC-CHECK ' "$exe.err" | grep -v resource-leak | head -1)"
        if [ -n "$why" ]; then
            bad=$((bad + 1))
            echo "${src#"$here"/}: $why"
        fi
    done
done
echo "$total correct corpus programs under the monitor: $((total - bad)) unchanged, $bad differ"
[ $bad = 0 ]
