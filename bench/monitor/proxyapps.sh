#!/bin/bash
# bench/monitor/proxyapps.sh SRC_DIR [PARCOACH]: overhead of the runtime monitor (issue 15) on
# four proxy applications (HPCCG, CoMD, miniMD, LULESH from bench/realapps's sources, fetched
# there; never committed). Each is built at -O2 plainly (mpicxx/mpicc), with
# `parcoach cc --instrument` (selective: runtime library at the sites the static pass could not
# prove + the monitor's local checks) and `--instrument=all` (every check), and the plain build
# is also run under `parcoach run` (every check, type matching included) and under
# `PARCOACH_RT_TYPEMATCH=0 parcoach run`. `cc --instrument` compiles the instrumented objects
# with clang (from the IR it rewrites), so the plain build is also made with clang behind the
# MPI wrapper (MPICH_CC/MPICH_CXX, OMPI_CC/OMPI_CXX): the "vs clang" column is the cost of the
# checks alone, "x" also holds the change of compiler. Prints, for each, the wall time and the CPU time
# (user+sys of the whole job: mpiexec and its children), each the best of REPS runs (default
# 3, the configurations alternating), the ratios to the plain build, and the load average
# before and after.
# HPCCG (2 ranks x 2 OpenMP threads), CoMD (2 ranks), miniMD (2 ranks x 2 threads), LULESH
# (1 rank x 2 threads: it needs a cube number of ranks). APPS="HPCCG CoMD" runs a subset.
set -e
SRC=$(cd "${1:?usage: proxyapps.sh SRC_DIR [PARCOACH]}" && pwd)
PC=${2:-parcoach}
REPS=${REPS:-3}
APPS=${APPS:-"HPCCG CoMD miniMD LULESH"}
W=$(mktemp -d /tmp/pcm-proxy-XXXXXX)
trap 'rm -rf "$W"' EXIT
cd "$W" # CoMD and HPCCG write their YAML reports into the working directory
export OMP_NUM_THREADS=2 OMP_WAIT_POLICY=passive
"$PC" run --print-library > /dev/null # build the monitor once, outside the timings
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores ($(sed -n 's/^model name[[:space:]]*: //p' /proc/cpuinfo | head -1))"
printf "%-28s %9s %9s %7s %7s %9s\n" "" wall cpu "wall x" "cpu x" "vs clang"
once() { # once CMD...: sets w c (wall, user+sys), or fails
  /usr/bin/time -f "%e %U %S" -o "$W/t" "$@" > /dev/null 2> "$W/err" || { tail -3 "$W/err"; return 1; }
  local u s
  read -r w u s < <(tail -1 "$W/t")
  c=$(awk "BEGIN{print $u + $s}")
}
# each configuration runs REPS times, the configurations alternating (so that a change of the
# machine's load hits them all); the best wall and the best cpu of each are kept
runall() { # runall NAME: the configurations in the arrays CMD_1..CMD_6, labelled LABS[1..6]
  local name=$1 k w c
  declare -A BW BC
  for rep in $(seq "$REPS"); do
    for k in 1 2 3 4 5 6; do
      unset -n cmd; local -n cmd="CMD_$k"
      once "${cmd[@]}" || { echo "$name ${LABS[$k]}: failed"; continue; }
      if [ -z "${BW[$k]}" ] || awk "BEGIN{exit !($w < ${BW[$k]})}"; then BW[$k]=$w; fi
      if [ -z "${BC[$k]}" ] || awk "BEGIN{exit !($c < ${BC[$k]})}"; then BC[$k]=$c; fi
    done
  done
  for k in 1 6 2 3 4 5; do
    [ -n "${BW[$k]}" ] || continue
    local vs=""
    if [ "$k" = 2 ] || [ "$k" = 3 ]; then
      [ -n "${BC[6]}" ] && vs=$(awk "BEGIN{printf \"%.2fx\", ${BC[$k]} / ${BC[6]}}")
    fi
    printf "%-28s %7.2f s %7.2f s %6.2fx %6.2fx %9s\n" "$name ${LABS[$k]}" "${BW[$k]}" "${BC[$k]}" \
      "$(awk "BEGIN{print ${BW[$k]} / ${BW[1]}}")" "$(awk "BEGIN{print ${BC[$k]} / ${BC[1]}}")" "$vs"
  done
}
LABS=([1]=plain [2]="cc --instrument" [3]="cc --instrument=all" [4]="parcoach run" [5]="run, TYPEMATCH=0" [6]="plain, clang")
build() { # build DIR EXT FLAGS OUT CC...
  local dir=$1 ext=$2 flags=$3 out=$4; shift 4
  (cd "$dir" && for f in $SRCS; do
     if [ -n "$PRE" ]; then # miniMD: its macros expand to #pragma: preprocess first, as its Makefile does
       mpicxx -E $flags "$f" > "${f%.$ext}.$out.i.$ext" && "$@" $flags -c "${f%.$ext}.$out.i.$ext" -o "${f%.$ext}.$out.o"
     else "$@" $flags -c "$f" -o "${f%.$ext}.$out.o"; fi
   done && "$@" $LINK *.$out.o -lm -o "app_$out") > "$W/build.log" 2>&1 || { echo "$out build failed:"; tail -5 "$W/build.log"; }
}
app() { # app NAME DIR EXT CC FLAGS NP ARGS
  local name=$1 dir=$2 ext=$3 cc=$4 flags=$5 np=$6 args=$7
  build "$dir" "$ext" "$flags" plain $cc
  build "$dir" "$ext" "$flags" clang env MPICH_CC=clang MPICH_CXX=clang++ OMPI_CC=clang OMPI_CXX=clang++ $cc
  build "$dir" "$ext" "$flags" sel "$PC" cc --quiet --instrument $cc
  build "$dir" "$ext" "$flags" all "$PC" cc --quiet --instrument=all $cc
  CMD_1=(mpiexec -n $np "$dir/app_plain" $args)
  CMD_2=(mpiexec -n $np "$dir/app_sel" $args)
  CMD_3=(mpiexec -n $np "$dir/app_all" $args)
  CMD_4=("$PC" run mpiexec -n $np "$dir/app_plain" $args)
  CMD_5=(env PARCOACH_RT_TYPEMATCH=0 "$PC" run mpiexec -n $np "$dir/app_plain" $args)
  CMD_6=(mpiexec -n $np "$dir/app_clang" $args)
  runall "$name"
}
for a in $APPS; do
  case $a in
  HPCCG)
    cp -r "$SRC/HPCCG" "$W/" && rm -f "$W"/HPCCG/*.o
    SRCS=$(cd "$W/HPCCG" && ls *.cpp) PRE= LINK="-O2 -fopenmp" app HPCCG "$W/HPCCG" cpp mpicxx "-O2 -DUSING_MPI -DUSING_OMP -fopenmp" 2 "48 48 48" ;;
  CoMD)
    cp -r "$SRC/CoMD" "$W/" && rm -f "$W"/CoMD/src-mpi/*.o
    # CoMD_info.h is made by its Makefile's generate_info_header step (absent in a fresh checkout)
    [ -f "$W/CoMD/src-mpi/CoMD_info.h" ] || (cd "$W/CoMD/src-mpi" && ./generate_info_header CoMD-mpi mpicc "-std=c99 -O2 -DDOUBLE -DDO_MPI" "")
    SRCS=$(cd "$W/CoMD/src-mpi" && ls *.c) PRE= LINK="-O2" app CoMD "$W/CoMD/src-mpi" c mpicc "-std=c99 -O2 -DDOUBLE -DDO_MPI" 2 "-i 2 -j 1 -k 1 -x 20 -y 20 -z 20 -N 100" ;;
  miniMD)
    cp -r "$SRC/miniMD/ref" "$W/miniMD" && rm -f "$W"/miniMD/*.o
    SRCS=$(cd "$W/miniMD" && ls *.cpp) PRE=1 LINK="-O2 -fopenmp" app miniMD "$W/miniMD" cpp mpicxx "-O2 -fopenmp -DMPICH_IGNORE_CXX_SEEK -DNOCHUNK" 2 "-i $W/miniMD/in.lj.miniMD -s 16 -n 200 -t 2" ;;
  LULESH)
    cp -r "$SRC/LULESH" "$W/" && rm -f "$W"/LULESH/*.o
    SRCS=$(cd "$W/LULESH" && ls lulesh*.cc) PRE= LINK="-O2 -fopenmp" app LULESH "$W/LULESH" cc mpicxx "-O2 -fopenmp -DUSE_MPI=1 -I." 1 "-s 30 -i 200" ;;
  esac
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
