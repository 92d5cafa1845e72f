#!/usr/bin/env bash
# Installs what parcoach needs on Debian/Ubuntu, and only what is missing: clang, clang-16 and
# the newest clang-N (typed and opaque pointers), the newest flang-N, mpich with its headers,
# gfortran (the compiler mpich's mpifort runs), the OpenMP runtime headers, cmake (the tests of
# CMake builds and of its compiler launcher), graphviz (the HTML report's CFGs), chromium (the
# headless browser the HTML report's test opens it in).
# Safe to run again.
set -euo pipefail

need=()
have() { command -v "$1" >/dev/null 2>&1; }
pkg_available() { apt-cache show "$1" >/dev/null 2>&1; }

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi

if ! have apt-get; then
  echo "install-deps: this script knows Debian/Ubuntu (apt-get); install clang, mpich and libomp by hand" >&2
  exit 1
fi

updated=0
update() { if [ "$updated" = 0 ]; then $SUDO apt-get update -qq; updated=1; fi; }

have clang || need+=(clang)
have mpicc || need+=(mpich)
[ -f /usr/include/x86_64-linux-gnu/mpich/mpi.h ] || [ -f /usr/include/mpich/mpi.h ] || need+=(libmpich-dev)
ls /usr/lib/llvm-*/lib/clang/*/include/omp.h >/dev/null 2>&1 || need+=(libomp-dev)
have dot || need+=(graphviz)
have gfortran || need+=(gfortran)
have make || need+=(make)
have cmake || need+=(cmake)
have go || need+=(golang-go)

# More compilers, for the matrix the tests run (every installed clang and flang is found by
# parcoach and by the tests, nothing is pinned): clang-16 where the distribution has it
# (opaque pointers next to Debian 12's clang 14 with typed ones), the newest clang-N and the
# newest flang-N the distribution offers (Debian 12: clang-19, flang-19; flang-N brings
# libflang-N-dev, whose runtime archives link flang's programs).
update
newest() { # newest <prefix>: the newest <prefix>N package available, N from 30 down to 16
  for v in $(seq 30 -1 16); do
    if pkg_available "$1$v"; then echo "$1$v"; return; fi
  done
}
have chromium || have chromium-browser || { pkg_available chromium && need+=(chromium); }
have clang-16 || { pkg_available clang-16 && need+=(clang-16); }
c=$(newest clang-); if [ -n "$c" ] && ! have "$c"; then need+=("$c"); fi
f=$(newest flang-); if [ -n "$f" ] && ! have "flang-new-${f#flang-}" && ! have "$f"; then need+=("$f"); fi

if [ "${#need[@]}" -gt 0 ]; then
  echo "install-deps: installing ${need[*]}"
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
# go.mod needs Go 1.23; Go 1.21+ fetches it by itself through the module proxy (GOTOOLCHAIN).
gover=$(go env GOVERSION 2>/dev/null | sed 's/^go//')
case "$gover" in
  1.1[0-9]*|1.20*|"")
    echo "install-deps: Go $gover is too old (need 1.21 or newer, which downloads 1.23 by itself)." >&2
    echo "install-deps: on Debian 12: apt-get install -t bookworm-backports golang-1.23-go, or the upstream Go release" >&2
    exit 1;;
esac
echo "install-deps: clang $(clang --version | head -1 | sed 's/.*version //'), mpich $(mpichversion 2>/dev/null | sed -n 's/MPICH Version:\s*//p' | tr -d '\t ' || echo '?'), go $(go env GOVERSION)"
