#!/usr/bin/env python3
"""headerlines.py COMPILE_COMMANDS APP_DIR: lines of the application's own files that its C and
C++ units include (headers, and .c/.cpp files included by another unit), each file counted
once, the compiled units themselves left out (run.sh counts those).

Why: findings land in headers (miniFE's code is almost all in .hpp files, Quicksilver's classes
in .hh), so "false findings per 10,000 lines" over the compiled sources alone understates how
much code was read. Which files a unit includes is what the preprocessor says: the unit's own
compile line with -o and -c dropped and `-M -MG` added (-M rather than -MM: a header found
through -isystem is still the application's if it is under APP_DIR). Only files under APP_DIR
count: not MPI's, not the C library's. Fortran units are skipped (their INCLUDE files and
modules are not found this way; none of the corpus's Fortran applications includes code).
A unit whose preprocessing fails is named on stderr and adds nothing: the count is then a
lower bound, and says so."""
import json
import os
import shlex
import subprocess
import sys

C_LIKE = (".c", ".cc", ".cpp", ".cxx", ".C")


def compile_line(entry):
    """The entry's argument list with -o FILE and -c removed and -M -MG added."""
    args = entry.get("arguments") or shlex.split(entry["command"])
    out, skip = [], False
    for a in args:
        if a.endswith(".2.cpp") and os.path.exists(os.path.join(entry["directory"], a[:-6] + ".cpp")):
            a = a[:-6] + ".cpp"  # miniMD compiles `$(CC) -E x.cpp > x.2.cpp`: ask x.cpp

        if skip:
            skip = False
            continue
        if a == "-o":
            skip = True
            continue
        if a == "-c":
            continue
        out.append(a)
    return out + ["-M", "-MG"]


def included_files(entry):
    """Absolute paths of the files the unit includes (make-style dependency output)."""
    d = entry["directory"]
    r = subprocess.run(compile_line(entry), cwd=d, capture_output=True, text=True)
    if r.returncode != 0:
        return None
    deps = r.stdout.replace("\\\n", " ").split(":", 1)[-1].split()
    return {os.path.realpath(os.path.join(d, p)) for p in deps}


def main():
    cc, app = sys.argv[1], os.path.realpath(sys.argv[2]) + os.sep
    entries = json.load(open(cc))
    units = {os.path.realpath(os.path.join(e["directory"], e["file"].replace(".2.cpp", ".cpp")))
             for e in entries}
    seen, failed = set(), 0
    for e in entries:
        if not e["file"].endswith(C_LIKE):
            continue
        files = included_files(e)
        if files is None:
            failed += 1
            print(f"headerlines: cannot preprocess {e['file']} (in {e['directory']})", file=sys.stderr)
            continue
        seen |= {f for f in files if f.startswith(app) and f not in units}
    n = 0
    for f in sorted(seen):
        with open(f, "rb") as fh:
            n += fh.read().count(b"\n")
    print(n if failed == 0 else f"{n}+")


if __name__ == "__main__":
    main()
