#!/usr/bin/env python3
"""Static + runtime table on the MPI Bugs Initiative (issue 15's "done when").

combined.py GENCODES STATIC_RUNS RUNTIME_TSV [RUNTIME_TSV...]

GENCODES holds MBI's generated .c files; STATIC_RUNS the NAME.rc outputs of `parcoach check`
on each (bench/mbi/run.sh's RESULTS_DIR/runs: status 1 = reported); each RUNTIME_TSV is the
--out file of bench/monitor/mbi.py (file, class, status, check ids, seconds; ids not empty =
a DYNAMIC-CHECK line was printed, warnings included). A code may be in several TSVs: the
last line wins. The runtime need not run every code (a sample of what the static pass finds
is enough to know the runtime's own rate there), so the table says how many codes ran under
the runtime; "either" counts a code when the static pass reported it or its runtime run did
(a code that did not run counts as the static pass says). Prints the table by MBI class and
error label, recall of each and of either, the false positives on the correct codes, the
erroneous codes either misses, and the correct codes whose run under the monitor timed out or
failed to build (their output or status may have changed: not a finding, still worth a look).
"""
import collections, csv, glob, os, sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from summary import GROUP, ORDER, header  # noqa: E402 (the same labels and grouping as run.sh's table)


def static_reported(runs, name):
    """True when `parcoach check` exited with 1 on the code; a missing or other status is not."""
    try:
        return int(open(os.path.join(runs, name + '.rc')).read().strip()) == 1
    except (OSError, ValueError):
        return False


def runtime_results(paths):
    """name -> (status, ids) from mbi.py's TSV files."""
    res = {}
    for p in paths:
        with open(p) as f:
            for row in csv.reader(f, delimiter='\t'):
                if len(row) >= 4:
                    res[row[0][:-2] if row[0].endswith('.c') else row[0]] = (row[2], row[3])
    return res


def main():
    if len(sys.argv) < 4:
        sys.exit('usage: combined.py GENCODES STATIC_RUNS RUNTIME_TSV [RUNTIME_TSV...]')
    gen, runs, rt = sys.argv[1], sys.argv[2], runtime_results(sys.argv[3:])
    rows = collections.defaultdict(collections.Counter)
    missed, fps, odd = [], [], []
    for path in sorted(glob.glob(os.path.join(gen, '*.c'))):
        name = os.path.basename(path)[:-2]
        detail = header(path)
        if detail is None:
            continue
        s = static_reported(runs, name)
        status, ids = rt.get(name, (None, ''))
        r = bool(ids)
        c = rows[detail]
        c['n'] += 1
        c['static'] += s
        c['ran'] += status is not None
        c['rt'] += r
        c['rt_on_static_miss'] += r and not s
        c['ran_on_static_miss'] += status is not None and not s
        c['either'] += s or r
        if detail != 'OK' and not (s or r):
            missed.append((detail, name, 'not run' if status is None else status))
        if detail == 'OK' and (s or r):
            fps.append((name, 'static' if s else '', ids))
        if detail == 'OK' and status not in (None, 'exit0'):
            odd.append((name, status))
    print_tables(rows)
    for detail, name, status in missed:
        print(f'missed by both: {detail} {name} (runtime: {status})')
    for name, s, ids in fps:
        print(f'false positive: {name}: {" ".join(filter(None, [s, ids]))}')
    for name, status in odd:
        print(f'correct code not run to completion under the monitor: {name}: {status}')


def print_tables(rows):
    print('| MBI class | error label | codes | static | runtime (of codes run) | runtime on static misses | either | recall (either) |')
    print('|---|---|---|---|---|---|---|---|')
    groups = collections.defaultdict(collections.Counter)
    for detail in sorted(rows, key=lambda d: (ORDER.index(GROUP.get(d, 'Correct')), d)):
        c = rows[detail]
        groups[GROUP.get(detail, '?')].update(c)
        print_row(GROUP.get(detail, '?'), detail, c)
    print()
    print('| MBI class | codes | static | runtime (of codes run) | runtime on static misses | either | recall (either) |')
    print('|---|---|---|---|---|---|---|')
    total = collections.Counter()
    for g in ORDER:
        if g in groups and g != 'Correct':
            print_row(g, None, groups[g])
            total.update(groups[g])
    print_row('**all erroneous**', None, total)
    ok = groups.get('Correct', collections.Counter())
    print_row('Correct', None, ok)
    print()
    print(f"erroneous codes {total['n']}: static {total['static']} (recall {ratio(total['static'], total['n'])}), "
          f"either {total['either']} (recall {ratio(total['either'], total['n'])}); runtime ran on {total['ran']}, "
          f"reported {total['rt']}")
    print(f"correct codes {ok['n']}: false positives static {ok['static']}, runtime {ok['rt']} "
          f"(of {ok['ran']} run), either {ok['either']}")


def ratio(a, b):
    return f'{a / b:.3f}' if b else '-'


def print_row(group, detail, c):
    label = [group] + ([detail] if detail else [])
    fp = ' (false positives)' if group == 'Correct' else ''
    recall = '-' if group == 'Correct' else ratio(c['either'], c['n'])
    print('| ' + ' | '.join(label) + f" | {c['n']} | {c['static']}{fp} | {c['rt']} of {c['ran']}{fp} | "
          f"{c['rt_on_static_miss']} of {c['ran_on_static_miss']} | {c['either']}{fp} | {recall} |")


if __name__ == '__main__':
    main()
