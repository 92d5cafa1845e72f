#!/bin/sh
# bench/monitor/instructions.sh: the monitor's cost per message in instructions, which unlike
# wall and CPU times does not depend on the machine's load (issue 15). msgrate.c runs as one
# process sending to itself (no partner to wait for) under valgrind's callgrind (Debian package
# valgrind), ITERATIONS and 1 iteration, plain, built with `parcoach cc --instrument`
# (selective), under `parcoach run` (every check) and without type matching; the difference of
# the two counts divided by the messages is the cost of one message: its MPI_Isend, its MPI_Irecv
# and its share of MPI_Waitall, MPI_Sendrecv and MPI_Allreduce.
#
#   bench/monitor/instructions.sh [PARCOACH] [ITERATIONS]
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
pc=${1:-}
if [ -z "$pc" ]; then
    pc=$work/parcoach
    (cd "$here/../.." && go build -o "$pc" ./cmd/parcoach)
fi
iters=${2:-4000}
command -v valgrind >/dev/null || { echo "instructions.sh: valgrind not found (apt-get install valgrind)" >&2; exit 2; }
mpicc -O2 -w "$here/msgrate.c" -o "$work/msgrate"
"$pc" cc --quiet --instrument mpicc -O2 -w "$here/msgrate.c" -o "$work/msgrate_sel" 2>/dev/null
lib=$("$pc" run --print-library)
count() { # count N ENV... PROGRAM: instructions of a run of N iterations
    n=$1; shift
    valgrind --tool=callgrind --trace-children=yes --callgrind-out-file="$work/cg.%p" env "$@" "$n" >/dev/null 2>"$work/err" ||
        { cat "$work/err" >&2; exit 2; }
    rm -f "$work"/cg.*
    grep -o 'Collected : [0-9]*' "$work/err" | awk '{s += $3} END {print s}'
}
msgs=$((iters * 17))
printf '%-30s %14s %14s %10s %8s\n' "msgrate, np=1" "instructions" "(1 iteration)" "per msg" "x plain"
plain=
for cfg in plain selective every tm0; do
    case $cfg in
    plain) label="plain"; set -- "$work/msgrate" ;;
    selective) label="cc --instrument (selective)"; set -- "$work/msgrate_sel" ;;
    every) label="parcoach run (every check)"; set -- LD_PRELOAD="$lib" "$work/msgrate" ;;
    tm0) label="parcoach run, TYPEMATCH=0"; set -- PARCOACH_RT_TYPEMATCH=0 LD_PRELOAD="$lib" "$work/msgrate" ;;
    esac
    a=$(count "$iters" "$@")
    b=$(count 1 "$@")
    per=$(( (a - b) / msgs ))
    [ -n "$plain" ] || plain=$per
    printf '%-30s %14d %14d %10d %7.2fx\n' "$label" "$a" "$b" "$per" "$(echo "$per $plain" | awk '{print $1 / $2}')"
done
