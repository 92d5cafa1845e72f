#!/usr/bin/env bash
# The README's first command: install what is missing, build parcoach into ./bin, and run it on
# the bundled examples (which contain bugs on purpose: the findings are the point).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-deps.sh
go build -o bin/parcoach ./cmd/parcoach
echo "== bin/parcoach check examples/"
status=0
bin/parcoach check examples/ || status=$?
case "$status" in
  0|1) echo "== done: parcoach exited $status (1 means it found problems in the examples, as intended)";;
  *) echo "== parcoach could not complete (exit $status)" >&2; exit "$status";;
esac
