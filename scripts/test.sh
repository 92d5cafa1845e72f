#!/usr/bin/env bash
# The README's second command: the whole test suite. gofmt and go vet, then every package's
# tests and the end-to-end corpus (which compiles the corpus with the real clang/flang).
set -euo pipefail
cd "$(dirname "$0")/.."
unformatted=$(gofmt -l cmd internal tests)
if [ -n "$unformatted" ]; then
  echo "gofmt would change:" >&2; echo "$unformatted" >&2; exit 1
fi
go vet ./...
# The tests package runs the corpus under mpiexec: 21 minutes on a quiet 2-core machine, 39
# with other jobs on it (the thirty-sixth session's checkpoint run); 60 minutes keeps a slow
# machine from failing the suite, and the whole run under CI's 90.
go test -count=1 -timeout 60m "$@" ./...
# With -j the analyses and programs run at once over shared lazily built facts: the race
# detector, on runs of corpus programs with several jobs, catches a cache made unsafe.
go test -race -count=1 -run TestJobsDoNotChangeTheOutput ./internal/pipeline/
