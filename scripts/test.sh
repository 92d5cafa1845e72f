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
go test -count=1 -timeout 40m "$@" ./...
# With -j the analyses and programs run at once over shared lazily built facts: the race
# detector, on runs of corpus programs with several jobs, catches a cache made unsafe.
go test -race -count=1 -run TestJobsDoNotChangeTheOutput ./internal/pipeline/
