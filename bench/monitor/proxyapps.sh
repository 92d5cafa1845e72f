#!/bin/bash
# bench/monitor/proxyapps.sh SRC_DIR [PARCOACH]: overhead of the runtime monitor on three proxy
# applications (HPCCG, CoMD, LULESH from bench/realapps's sources, fetched there; never
# committed). Each is built at -O2 plainly (mpicxx/mpicc), with `parcoach cc --instrument`
# (runtime library at the unproven sites + selective monitor) and `--instrument=all` (every
# collective checked + full monitor), and the plain build is also run under `parcoach run`.
# Prints the user CPU time of the whole job (mpiexec and its children), best of 3, and the load.
# HPCCG and CoMD: 2 ranks (HPCCG with 2 OpenMP threads each); LULESH: 1 rank x 2 threads (it
# needs a cube number of ranks).
set -e
SRC=$(cd "${1:?usage: proxyapps.sh SRC_DIR [PARCOACH]}" && pwd)
PC=${2:-parcoach}
W=$(mktemp -d /tmp/pcm-proxy-XXXXXX)
cd "$W" # CoMD and HPCCG write their YAML reports into the working directory
export OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive
best() { # best LABEL CMD...
  local label=$1 b= u; shift
  for i in 1 2 3; do
    /usr/bin/time -f "%U" -o "$W/t" "$@" > /dev/null 2> "$W/err" || { echo "$label: failed"; tail -3 "$W/err"; return; }
    u=$(tail -1 "$W/t")
    if [ -z "$b" ] || awk "BEGIN{exit !($u < $b)}"; then b=$u; fi
  done
  printf "%-28s %6.2f s\n" "$label" "$b"
}
build() { # build DIR EXT FLAGS OUT CC...
  local dir=$1 ext=$2 flags=$3 out=$4; shift 4
  (cd "$dir" && for f in $SRCS; do "$@" $flags -c "$f" -o "${f%.$ext}.$out.o"; done && "$@" $LINK *.$out.o -lm -o "app_$out")
}
app() { # app NAME DIR EXT CC FLAGS NP ARGS
  local name=$1 dir=$2 ext=$3 cc=$4 flags=$5 np=$6 args=$7
  build "$dir" "$ext" "$flags" plain $cc
  build "$dir" "$ext" "$flags" sel "$PC" cc --quiet --instrument $cc
  build "$dir" "$ext" "$flags" all "$PC" cc --quiet --instrument=all $cc
  best "$name plain" mpiexec -n $np "$dir/app_plain" $args
  best "$name --instrument" mpiexec -n $np "$dir/app_sel" $args
  best "$name --instrument=all" mpiexec -n $np "$dir/app_all" $args
  best "$name parcoach run" "$PC" run mpiexec -n $np "$dir/app_plain" $args
}
cp -r "$SRC/HPCCG" "$SRC/CoMD" "$SRC/LULESH" "$W/"
rm -f "$W"/HPCCG/*.o "$W"/CoMD/src-mpi/*.o "$W"/LULESH/*.o
SRCS=$(cd "$W/HPCCG" && ls *.cpp) LINK="-O2 -fopenmp" app HPCCG "$W/HPCCG" cpp mpicxx "-O2 -DUSING_MPI -DUSING_OMP -fopenmp" 2 "40 40 40"
SRCS=$(cd "$W/CoMD/src-mpi" && ls *.c) LINK="-O2" app CoMD "$W/CoMD/src-mpi" c mpicc "-std=c99 -O2 -DDOUBLE -DDO_MPI" 2 "-i 2 -j 1 -k 1 -x 20 -y 20 -z 20 -N 100"
SRCS=$(cd "$W/LULESH" && ls lulesh*.cc) LINK="-O2 -fopenmp" app LULESH "$W/LULESH" cc mpicxx "-O2 -fopenmp -DUSE_MPI=1 -I." 1 "-s 30 -i 200"
echo "load: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"
rm -rf "$W"
