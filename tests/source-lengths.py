#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""No C++ source file of Adjutant is over 600 lines (issue 30): past that a file holds more than
one job, and is split by job, not by line count.

    python3 tests/source-lengths.py SOURCE_DIR   # exits 1 naming each longer file and its length

The files are those tests/licence-headers.py checks, the .cpp and .h among them.
"""
import importlib.util, os, sys

MOST = 600

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location('licence_headers', os.path.join(here, 'licence-headers.py'))
licence_headers = importlib.util.module_from_spec(spec)
spec.loader.exec_module(licence_headers)


def main():
    root = sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, '..')
    long = []
    for path in sorted(licence_headers.sources(root)):
        full = os.path.join(root, path)
        if not path.endswith(('.cpp', '.h')) or not os.path.isfile(full):
            continue
        with open(full, encoding='utf-8') as f:
            lines = f.read().count('\n')
        if lines > MOST:
            long.append((path, lines))
    for path, lines in long:
        print(f'{path}: {lines} lines, over {MOST}: split it by job')
    return 1 if long else 0


if __name__ == '__main__':
    sys.exit(main())
