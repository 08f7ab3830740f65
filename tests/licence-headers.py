#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Every source file of Adjutant carries its licence in one SPDX line (LICENSE, README).

    python3 tests/licence-headers.py SOURCE_DIR           # exits 1 naming each file without it
    python3 tests/licence-headers.py --write SOURCE_DIR   # adds the line where it is missing

Source files: C++ (.cpp, .h), CMake (CMakeLists.txt, .cmake), Python and shell scripts (.py,
.sh) and the CI's scripts (.ci/). The line is the first, or the second after a "#!" line. The
files are git's (tracked, and new ones it does not ignore) when SOURCE_DIR is a checkout, else
every such file below it but build folders (those holding a CMakeCache.txt) and the fuzzers'
corpora.
"""
import os, subprocess, sys

LINE = 'SPDX-License-Identifier: GPL-3.0-or-later'


def comment(path):
    name = os.path.basename(path)
    if path.endswith(('.cpp', '.h')):
        return '// '
    if name == 'CMakeLists.txt' or path.endswith(('.cmake', '.py', '.sh')) or path.startswith('.ci/'):
        return '# '
    return None


def sources(root):
    try:
        listed = subprocess.run(['git', '-C', root, 'ls-files', '-z', '--cached', '--others', '--exclude-standard'], capture_output=True, check=True)
        if listed.stdout:
            return [p for p in listed.stdout.decode().split('\0') if p]
    except (OSError, subprocess.CalledProcessError):
        pass
    found = []
    for here, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d != '.git' and d != 'corpus'
                   and not os.path.exists(os.path.join(here, d, 'CMakeCache.txt'))]
        found += [os.path.relpath(os.path.join(here, f), root) for f in files]
    return found


def main():
    write = '--write' in sys.argv
    args = [a for a in sys.argv[1:] if a != '--write']
    root = args[0] if args else os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
    missing = []
    for path in sorted(sources(root)):
        lead = comment(path)
        full = os.path.join(root, path)
        if lead is None or not os.path.isfile(full):
            continue
        with open(full, encoding='utf-8') as f:
            lines = f.read().split('\n')
        at = 1 if lines and lines[0].startswith('#!') else 0
        if at < len(lines) and lines[at] == lead + LINE:
            continue
        missing.append(path)
        if write:
            lines.insert(at, lead + LINE)
            with open(full, 'w', encoding='utf-8') as f:
                f.write('\n'.join(lines))
    if missing and not write:
        for path in missing:
            print(f'{path}: no "{LINE}" line at its top')
        print(f'{len(missing)} source file(s) without their licence line '
              f'(python3 tests/licence-headers.py --write adds it)')
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
