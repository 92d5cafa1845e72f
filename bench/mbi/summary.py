#!/usr/bin/env python3
"""Per-class table of a parcoach run on the MPI Bugs Initiative (bench/mbi/run.sh).

summary.py GENCODES RUNS [REGEX]: GENCODES holds MBI's generated .c files, RUNS the
NAME.json/NAME.rc outputs of `parcoach check` on each; REGEX restricts to matching names.
The expected outcome and error class come from each file's BEGIN_MBI_TESTS header, as MBI's
own scripts read them; the classes are grouped as MBI's tables group them.
"""
import collections, glob, json, os, re, sys

# MBI's grouping of the detailed error labels (MBI.py, possible_details / displayed_name).
GROUP = {
    'InvalidCommunicator': 'Invalid parameter', 'InvalidDatatype': 'Invalid parameter',
    'InvalidRoot': 'Invalid parameter', 'InvalidTag': 'Invalid parameter',
    'InvalidWindow': 'Invalid parameter', 'InvalidOperator': 'Invalid parameter',
    'InvalidOtherArg': 'Invalid parameter', 'ActualDatatype': 'Invalid parameter',
    'InvalidSrcDest': 'Invalid parameter',
    'CommunicatorLeak': 'Resource leak', 'DatatypeLeak': 'Resource leak', 'GroupLeak': 'Resource leak',
    'OperatorLeak': 'Resource leak', 'TypeLeak': 'Resource leak', 'RequestLeak': 'Resource leak',
    'MissingStart': 'Request lifecycle', 'MissingWait': 'Request lifecycle',
    'LocalConcurrency': 'Local concurrency',
    'CommunicatorMatching': 'Parameter matching', 'DatatypeMatching': 'Parameter matching',
    'OperatorMatching': 'Parameter matching', 'RootMatching': 'Parameter matching',
    'TagMatching': 'Parameter matching',
    'CallMatching': 'Call ordering', 'MessageRace': 'Message race',
    'GlobalConcurrency': 'Global concurrency', 'OK': 'Correct',
}
ORDER = ['Invalid parameter', 'Resource leak', 'Request lifecycle', 'Local concurrency',
         'Parameter matching', 'Call ordering', 'Message race', 'Global concurrency', 'Correct']


def header(path):
    with open(path, errors='replace') as f:
        lines = f.read().split('\n')
    for i, line in enumerate(lines):
        if re.match(r'\s+\$ ?.*mpirun', line):
            m = re.match(r'[ |]*ERROR: *(\S+)', lines[i + 1])
            return m.group(1) if m else 'OK'
    return None


def main():
    gen, runs = sys.argv[1], sys.argv[2]
    only = re.compile(sys.argv[3]) if len(sys.argv) > 3 and sys.argv[3] else None
    rows = collections.defaultdict(lambda: {'n': 0, 'rep': 0, 'fail': 0, 'ids': collections.Counter(), 'files': []})
    fps, fails = [], []
    for path in sorted(glob.glob(os.path.join(gen, '*.c'))):
        name = os.path.basename(path)[:-2]
        if only and not only.search(name):
            continue
        detail = header(path)
        if detail is None:
            print(f'{name}: no MBI header', file=sys.stderr)
            continue
        try:
            rc = int(open(os.path.join(runs, name + '.rc')).read().strip())
        except (OSError, ValueError):
            rc = -1
        ids = set()
        try:
            for d in json.load(open(os.path.join(runs, name + '.json'))).get('diagnostics', []):
                if d.get('severity') != 'remark':
                    ids.add(d['check'])
        except (OSError, ValueError):
            pass
        r = rows[detail]
        r['n'] += 1
        if rc == 1:
            r['rep'] += 1
            r['ids'].update(ids)
            if detail == 'OK':
                fps.append((name, sorted(ids)))
        elif rc != 0:
            r['fail'] += 1
            fails.append((name, rc))
        if rc != 1 and detail != 'OK':
            r['files'].append(name)

    print('| MBI class | error label | codes | reported | recall | failures | check ids that reported |')
    print('|---|---|---|---|---|---|---|')
    groups = collections.defaultdict(lambda: [0, 0])
    for detail in sorted(rows, key=lambda d: (ORDER.index(GROUP.get(d, 'Correct')), d)):
        r = rows[detail]
        g = GROUP.get(detail, '?')
        groups[g][0] += r['n']
        groups[g][1] += r['rep']
        ids = ', '.join(f'{k} {v}' for k, v in sorted(r['ids'].items()))
        if detail == 'OK':
            print(f"| {g} | OK | {r['n']} | {r['rep']} (false positives) | - | {r['fail']} | {ids} |")
        else:
            print(f"| {g} | {detail} | {r['n']} | {r['rep']} | {r['rep'] / r['n']:.3f} | {r['fail']} | {ids} |")
    print()
    print('| MBI class | codes | reported | recall |')
    print('|---|---|---|---|')
    for g in ORDER:
        if g in groups and g != 'Correct':
            n, rep = groups[g]
            print(f'| {g} | {n} | {rep} | {rep / n:.3f} |')
    tp = sum(r['rep'] for d, r in rows.items() if d != 'OK')
    pos = sum(r['n'] for d, r in rows.items() if d != 'OK')
    fp = rows['OK']['rep'] if 'OK' in rows else 0
    neg = rows['OK']['n'] if 'OK' in rows else 0
    print()
    print(f'erroneous codes {pos}, reported {tp}: recall {tp / pos if pos else 0:.3f}')
    print(f'correct codes {neg}, reported {fp}: precision {tp / (tp + fp) if tp + fp else 0:.3f}, '
          f'specificity {(neg - fp) / neg if neg else 0:.3f}')
    print(f'failures (exit status neither 0 nor 1): {len(fails)}')
    for name, ids in fps:
        print(f'false positive: {name}: {", ".join(ids)}')
    for name, rc in fails:
        print(f'failure: {name}: exit status {rc}')
    with open(os.path.join(runs, '..', 'missed.txt'), 'w') as f:
        for detail in sorted(rows):
            for name in rows[detail]['files']:
                f.write(f'{detail} {name}\n')


if __name__ == '__main__':
    main()
