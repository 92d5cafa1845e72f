#!/bin/bash
# compare.sh BEFORE AFTER DIR... : runs `parcoach check -j 1 --format=json DIR/*.ll` with two
# binaries, alternated, 3 rounds (ROUNDS=n to change), and prints per input the median peak
# RSS (MB, /usr/bin/time) and the best CPU (user+system, s) of each, and whether the JSON
# outputs are identical byte for byte. Used for the "Memory, handles and collective" section
# of RESULTS.md (issue 18). Needs GNU time (/usr/bin/time) and python3.
set -eu
[ $# -ge 3 ] || { echo "usage: $0 BEFORE AFTER DIR..." >&2; exit 2; }
A=$1; B=$2; shift 2
W=$(mktemp -d); trap 'rm -rf "$W"' EXIT
for r in $(seq "${ROUNDS:-3}"); do
  for d in "$@"; do
    a=$(basename "$d")
    for L in A B; do
      [ $L = A ] && BIN=$A || BIN=$B
      /usr/bin/time -f "%M %U %S" -o "$W/t" "$BIN" check -j 1 --format=json "$d"/*.ll > "$W/$L.$a.json" 2>/dev/null || true
      read -r m u s < <(tail -1 "$W/t")
      echo "$a $L $m $u $s $(du -cb "$d"/*.ll | tail -1 | cut -f1)" >> "$W/runs"
    done
    cmp -s "$W/A.$a.json" "$W/B.$a.json" && echo "$a same" >> "$W/same" || echo "$a DIFFERENT" >> "$W/same"
  done
done
echo "load: $(uptime)"
python3 - "$W/runs" "$W/same" <<'PY'
import sys, statistics, collections
rss, cpu, ir, order = collections.defaultdict(list), collections.defaultdict(list), {}, []
for l in open(sys.argv[1]):
    a, L, m, u, s, n = l.split()
    if a not in ir: order.append(a)
    rss[a, L].append(int(m) / 1024); cpu[a, L].append(float(u) + float(s)); ir[a] = int(n) / 1e6
diff = {l.split()[0] for l in open(sys.argv[2]) if l.split()[1] != "same"}
print("| input | IR MB | RSS MB before | after | RSS/IR before | after | CPU s before | after | same JSON |")
print("|---|---:|---:|---:|---:|---:|---:|---:|---|")
for a in order:
    ra, rb = statistics.median(rss[a, "A"]), statistics.median(rss[a, "B"])
    print(f"| {a} | {ir[a]:.1f} | {ra:.0f} | {rb:.0f} | {ra/ir[a]:.1f} | {rb/ir[a]:.1f} | "
          f"{min(cpu[a, 'A']):.2f} | {min(cpu[a, 'B']):.2f} | {'no' if a in diff else 'yes'} |")
PY
