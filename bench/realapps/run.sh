#!/usr/bin/env bash
# Real-code benchmark (issue 13): build MPI proxy applications under bear to get their
# compile_commands.json, run `parcoach check --format=json -p` on each, print a table.
#
#   run.sh SRC_DIR [PARCOACH] [RESULTS_DIR]
#     SRC_DIR      folder holding the checked-out applications (see README.md)
#     PARCOACH     parcoach binary (default $PARCOACH, else `parcoach` on PATH)
#     RESULTS_DIR  where outputs go (default $RESULTS, else /tmp/realapps-results)
#   APPS="LULESH CoMD" run.sh ...   runs a subset.
#
# Builds happen inside SRC_DIR (the applications' own Makefiles, cleaned first); nothing is
# written into the parcoach repository. Needs bear, jq, mpicc/mpicxx/mpif90, /usr/bin/time.
set -u
SRC=$(cd "${1:?usage: run.sh SRC_DIR [PARCOACH] [RESULTS_DIR]}" && pwd)
PC=${2:-${PARCOACH:-parcoach}}
OUT=${3:-${RESULTS:-/tmp/realapps-results}}
APPS=${APPS:-"LULESH CoMD HPCCG miniMD PENNANT CloverLeaf_ref TeaLeaf_ref miniGhost Kernels miniAMR hpgmg Quicksilver SNAP miniFE HPCG AMG miniVite miniXyce graph500 Nekbone Kripke BookLeaf_F90 CoSP2"}
HERE=$(cd "$(dirname "$0")" && pwd)
PC=$(command -v "$PC") || { echo "parcoach binary not found: ${2:-${PARCOACH:-parcoach}}" >&2; exit 2; }
for t in bear jq make mpicc mpicxx mpif90 python3 /usr/bin/time; do
  command -v "$t" >/dev/null || { echo "missing tool: $t" >&2; exit 2; }
done
mkdir -p "$OUT"

# --- per-application build recipes: run in the app's folder, build with its own Makefile ---
# Only compiler names and vendor-specific flags are overridden (GNU/mpich instead of icpc,
# ftn, mpig++); -k keeps going past link errors, which do not matter here.
# Fortran recipes delete gfortran's .mod files afterwards: flang would find them in the
# build directory before its own and fail on them ("Cannot parse module file").
build_LULESH()    { make clean; bear -- make -k MPICXX="mpicxx -DUSE_MPI=1"; }
build_CoMD()      { cd src-mpi && cp Makefile.vanilla Makefile && make clean; bear -- make -k; }  # as its README says
build_HPCCG()     { make clean; bear -- make -k CXX=mpicxx LINKER=mpicxx USE_MPI=-DUSING_MPI \
                      CPP_OPT_FLAGS=-O3 USE_OMP=-DUSING_OMP OMP_FLAGS=-fopenmp; }
build_miniMD()    { cd ref && rm -rf Obj_openmpi;   # compiles `$(CC) -E x.cpp > x.2.cpp` (its OpenMP
                    # pragmas are in macros); clang must preprocess what parcoach's clang compiles
                    bear -- make -k openmpi CC="mpicxx -cxx=clang++" LINK="mpicxx -cxx=clang++"; }
build_PENNANT()   { make clean; bear -- make -k CXXFLAGS_OPT=-O3 CXXFLAGS_OPENMP=-fopenmp; }
build_CloverLeaf_ref() { make clean; bear -- make -k COMPILER=GNU MPI_COMPILER=mpif90 C_MPI_COMPILER=mpicc; rm -f *.mod; }
build_TeaLeaf_ref()    { make clean; bear -- make -k COMPILER=GNU MPI_COMPILER=mpif90 C_MPI_COMPILER=mpicc; rm -f *.mod; }
build_miniGhost() { cd ref && make -f makefile.mpi.gnu clean; \
                    bear -- make -k -f makefile.mpi.gnu FC=mpif90 CC=mpicc MPI_INCLUDE=; rm -f *.mod; }
# Parallel Research Kernels, MPI1 folder: twelve small programs, each in its own folder.
build_Kernels()   { cp common/make.defs.gcc common/make.defs && make clean >/dev/null 2>&1;
                    bear -- make -k allmpi1 MPICC=mpicc PRK_FLAGS=-O3; }
# miniAMR: the reference (MPI) version, its Makefile as is.
build_miniAMR()   { cd ref && rm -f ./*.o miniAMR.x; bear -- make -k; }
# HPGMG-FV: its configure script is Python 2; these are the files and defines it generates by
# default (MPI, sub-communicators, F-cycles, GSRB smoother, BiCGStab bottom solver), with
# OpenMP as its README's examples build it. operators.fv4.c includes operators/*.c.
build_hpgmg()     { cd finite-volume/source && rm -f ./*.o hpgmg-fv; bear -- sh -c '
                      for f in timers.c level.c operators.fv4.c mg.c solvers.c hpgmg-fv.c; do
                        mpicc -fopenmp -O2 -DUSE_MPI -DUSE_SUBCOMM -DUSE_FCYCLES -DUSE_GSRB -DUSE_BICGSTAB -c $f -o ${f%.c}.o || exit 1
                      done
                      mpicc -fopenmp -o hpgmg-fv ./*.o -lm'; }
# Quicksilver: its Makefile's active configuration is a HIP build for one machine; this is
# the MPI + OpenMP configuration its Makefile lists for GNU compilers (-DHAVE_MPI
# -DHAVE_OPENMP -fopenmp), with the Makefile's own -g.
build_Quicksilver() { cd src && rm -f ./*.o qs; bear -- make -k CXX=mpicxx CXXFLAGS="-std=c++11 -g" \
                        CPPFLAGS="-DHAVE_MPI -DHAVE_OPENMP -fopenmp" LDFLAGS="-fopenmp"; }
# SNAP (LANL's discrete-ordinates transport proxy, Fortran, MPI + OpenMP): its Makefile as is
# (gsnap: mpif90 -O3 -fopenmp; plib.F90 and time.F90 go through cpp -DMPI -DOPENMP first).
build_SNAP()      { cd src && make clean; bear -- make -k; rm -f ./*.mod; }
# miniFE (Mantevo's implicit finite-element proxy, C++, MPI + OpenMP): the openmp/ version, its
# Makefile as is (-O3 -fopenmp -DHAVE_MPI, CSR matrix; CXX/CC named as its README says, mpicxx
# and mpicc are its defaults too); make_targets runs get_common_files
# (a no-op: the YAML files are in the folder) and generate_info_header (writes miniFE_info.hpp).
build_miniFE()    { cd openmp/src && make clean; bear -- make -k CXX=mpicxx CC=mpicc; }
# HPCG (the HPC Conjugate Gradient benchmark, C++, MPI + OpenMP): an out-of-source build as its
# INSTALL says (`mkdir build; cd build; ../configure ARCH; make`) with its own setup file
# Make.MPI_GCC_OMP (mpicxx -O3 -ffast-math -ftree-vectorize -fopenmp, MPI on, OpenMP on).
build_HPCG()      { rm -rf build && mkdir build && cd build && ../configure MPI_GCC_OMP && bear -- make -k; }
# AMG (LLNL's algebraic multigrid proxy, a subset of hypre; C, MPI + OpenMP): its Makefile and
# Makefile.include as they are (mpicc -O2 -fopenmp -DTIMER_USE_MPI -DHYPRE_USING_OPENMP
# -DHYPRE_HOPSCOTCH -DHYPRE_USING_PERSISTENT_COMM -DHYPRE_BIGINT).
build_AMG()       { make veryclean; bear -- make -k; }
# miniVite (ECP ExaGraph's distributed Louvain graph clustering proxy, C++, MPI + OpenMP): its
# Makefile as is (-O3 -fopenmp -DPRINT_DIST_STATS; nonblocking point-to-point, the default of its
# communication variants), the compiler named mpicxx instead of Cray's CC.
build_miniVite()  { make clean; bear -- make -k CXX=mpicxx; }
# miniXyce (Mantevo's circuit simulation proxy, C++, MPI): the ref/ version, its Makefile as is
# (mpicxx -O3 -DHAVE_MPI); its get_common_files copies the YAML and timer sources in first.
# graph500 (the Graph 500 reference BFS and SSSP kernels over AML, an active-message layer on
# MPI point-to-point; C, MPI): its Makefile, the one binary that holds both kernels
build_graph500()  { cd src && make clean; bear -- make -k graph500_reference_bfs_sssp; }
# Nekbone (Nek5000's spectral-element Poisson proxy: conjugate gradient, gather-scatter over
# MPI; Fortran 77 and C): example1 built by its makenek script, the source folder given
build_Nekbone()   { cd test/example1 && ./makenek clean ../../src && bear -- ./makenek ex1 ../../src; }
build_miniXyce()  { cd ref/src && make clean && ./get_common_files; bear -- make -k; }  # make reads the folder before get_common_files copies mX_timer.cpp
# Kripke (LLNL's discrete-ordinates transport proxy, C++, MPI + OpenMP): release 1.1, before
# RAJA; its CMake build as its README says, with OpenMP on (-O3 -fopenmp -DKRIPKE_USE_OPENMP).
build_Kripke()    { rm -rf build && mkdir build && cd build && \
                    CXX=mpicxx CC=mpicc cmake .. -DENABLE_OPENMP=On -DCMAKE_BUILD_TYPE=Release && bear -- make -k; }
# BookLeaf_F90 (UK-MAC's 2D unstructured Lagrangian hydrodynamics proxy, Fortran 2008, MPI +
# OpenMP through its Typhon layer, `use mpi`): src/, its Makefile as is (mpif90 -ffree-form
# -std=f2008 -O2 -fopenmp; the .F90 files also -DLSETUP). Its module dependency generator
# utilities/putils/depend.py is Python 2 (Debian has no python2): the recipe runs a Python 3
# copy of it (print statements and iterkeys), named through the Makefile's UTLPUDIR.
build_BookLeaf_F90() { cd src && make clean >/dev/null 2>&1; u=$(mktemp -d) &&
                       sed -e '1s|.*|#!/usr/bin/env python3|' -e 's/^\([[:space:]]*\)print \(.*\)$/\1print(\2)/' \
                           -e 's/iterkeys()/keys()/g' utilities/putils/depend.py >"$u/depend.py" && chmod +x "$u/depend.py" &&
                       bear -- make -k bookleaf UTLPUDIR="$u"; rm -rf "$u" ./*.mod; }
# CoSP2 (ExMatEx's SP2 electronic-structure proxy, C, MPI + OpenMP): src-mpi/ with
# Makefile.vanilla as its README says (mpicc -std=c99 -fopenmp -O5 -DDO_MPI -DCONTIG_MATRIX
# -DDOUBLE -DPOS1); its `depend` rule needs makedepend, which is not needed to build.
build_CoSP2()     { cd src-mpi && cp Makefile.vanilla Makefile && make clean; bear -- make -k; }
# Apps made of several programs (several main): one parcoach run per build folder, the files
# under SHARED_<app> (compiled in every folder, recorded once by bear) added to each.
SPLIT_Kernels=1; SHARED_Kernels=/common/

row() { printf '%-15s %8s %8s %6s %9s %8s %9s %5s  %s\n' "$@"; }
TABLE=$OUT/table.txt
{ row app lines hdr_lines units findings cpu_s rss_MB probs "findings per check id"
  row --- ----- --------- ----- -------- ----- ------ ----- "---------------------"; } >"$TABLE"

for app in $APPS; do
  dir=$SRC/$app; res=$OUT/$app
  if [ ! -d "$dir" ]; then echo "$app: folder $dir missing, skipped"; row "$app" - - - - - - - "missing" >>"$TABLE"; continue; fi
  if ! declare -F "build_$app" >/dev/null; then echo "$app: no build recipe, skipped"; continue; fi
  rm -rf "$res"; mkdir -p "$res"
  echo "$app: building ($(git -C "$dir" rev-parse --short HEAD 2>/dev/null || echo no-git))"
  # bear writes compile_commands.json into the folder the recipe cd's to; move it out.
  ( cd "$dir" && "build_$app" ) >"$res/build.log" 2>&1
  cc=$(find "$dir" -maxdepth 3 -name compile_commands.json -newer "$res/build.log" -print -quit)
  [ -z "$cc" ] && cc=$(find "$dir" -maxdepth 3 -name compile_commands.json -print -quit)
  if [ -z "$cc" ] || [ "$(jq length "$cc")" = 0 ]; then
    echo "$app: build produced no compile commands (see $res/build.log)"; row "$app" - - 0 - - - - "build failed" >>"$TABLE"; continue
  fi
  # one entry per source file (a file compiled twice by the build is analysed once)
  jq 'unique_by(.file)' "$cc" >"$res/compile_commands.json"; rm -f "$cc"
  units=$(jq length "$res/compile_commands.json")
  lines=$(jq -r '.[] | if (.file|startswith("/")) then .file else .directory+"/"+.file end' \
            "$res/compile_commands.json" | sed 's/\.2\.cpp$/.cpp/' | sort -u | xargs cat | wc -l)  # miniMD: count x.cpp, not x.2.cpp
  # the application's own files its C/C++ units include (headers, included .c files)
  hdr=$(python3 "$HERE/headerlines.py" "$res/compile_commands.json" "$dir" 2>>"$res/headerlines.stderr")
  echo "$app: analysing $units units, $lines lines (and $hdr lines of its headers)"
  split=$(eval echo "\${SPLIT_$app:-}"); shared=$(eval echo "\${SHARED_$app:-/nonexistent/}")
  if [ -n "$split" ]; then
    progs=$(jq -r --arg sh "$shared" '.[]|select(.file|contains($sh)|not)|.directory' "$res/compile_commands.json" | sort -u)
  else progs=ALL; fi
  : >"$res/time.txt"; : >"$res/parcoach.stderr"; i=0; jsons=()
  for prog in $progs; do
    i=$((i+1)); cc=$res/compile_commands.json
    if [ "$prog" != ALL ]; then
      cc=$res/cc.$i.json; echo "$i $prog" >>"$res/programs.txt"
      jq --arg d "$prog" --arg sh "$shared" \
        '[.[]|select(.directory==$d)] + [.[]|select(.file|contains($sh))|.directory=$d]' \
        "$res/compile_commands.json" >"$cc"
    fi
    ( cd "$res" && nice -n 10 /usr/bin/time -v -o "$res/time.$i.txt" \
        "$PC" check --format=json --stats --time -p "$cc" \
        >"$res/parcoach.$i.json" 2>>"$res/parcoach.stderr" )
    echo $? >>"$res/exit_status"; cat "$res/time.$i.txt" >>"$res/time.txt"; jsons+=("$res/parcoach.$i.json")
  done
  # one JSON per app: diagnostics and problems of all its programs
  jq -s '{diagnostics: (map(.diagnostics // [])|add), problems: (map(.problems // [])|add)}' \
     "${jsons[@]}" >"$res/parcoach.json" 2>/dev/null || : >"$res/parcoach.json"
  user=$(awk -F': ' '/User time/{t+=$2} END{print t}' "$res/time.txt")
  sys=$(awk -F': ' '/System time/{t+=$2} END{print t}' "$res/time.txt")
  rss=$(awk -F': ' '/Maximum resident/{if($2>m)m=$2} END{print m}' "$res/time.txt")
  cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN{printf "%.1f", u+s}')
  rssmb=$(awk -v r="$rss" 'BEGIN{printf "%.0f", r/1024}')
  if jq -e .diagnostics "$res/parcoach.json" >/dev/null 2>&1; then
    total=$(jq '[.diagnostics[]|select(.severity!="note")]|length' "$res/parcoach.json")
    percheck=$(jq -r '[.diagnostics[]|select(.severity!="note")|.check]|group_by(.)|map("\(.[0])=\(length)")|join(" ")' "$res/parcoach.json")
    nprob=$(jq '(.problems // [])|length' "$res/parcoach.json")
    jq -r '(.problems // [])[]|tostring' "$res/parcoach.json" >"$res/problems.txt"
  else
    total=-; percheck="no JSON output (exit $(tr '\n' ' ' <"$res/exit_status"), see $res/parcoach.stderr)"; nprob=-
  fi
  row "$app" "$lines" "$hdr" "$units" "$total" "$cpu" "$rssmb" "$nprob" "$percheck" >>"$TABLE"
done
echo
cat "$TABLE"
echo "(cpu_s = user+sys of parcoach and the compilers it ran; rss_MB = peak RSS of the largest"
echo " single process; probs = files parcoach could not analyse, listed in $OUT/APP/problems.txt)"
