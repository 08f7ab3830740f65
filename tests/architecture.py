#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The floors and rooms of docs/architecture.md against the code's own CMake targets.

architecture.py SOURCE          configures SOURCE afresh with `cmake --graphviz`, takes the product's
                                libraries and programs and who links whom, and fails naming every
                                link the page's list lacks or has over.
architecture.py SOURCE --write  writes that list into the page and draws docs/architecture.svg (graphviz).

Only direct links are listed and drawn: a link that another path already implies (the table links
the document, which links core) is left out, so the picture shows the floors, not every wire.
"""
import os, re, shutil, subprocess, sys, tempfile

BEGIN, END = '<!-- links: made by tests/architecture.py --write -->', '<!-- links end -->'
# Test, benchmark and fuzz helpers are not the product, nor the resource objects Qt adds.
NOT_PRODUCT = re.compile(r'^adjutant_(freshmachine|jsonschema|pgtesting|textprobe|fuzzing.*|[a-z]+test|testcluster)$|_resources_[0-9]+$')


def product(name):
    return (name.startswith('adjutant_') or name in ('adjutant', 'adjutant-cli', 'adjutant-cli-draw')) and not NOT_PRODUCT.search(name)


def links(source):
    with tempfile.TemporaryDirectory() as build:
        dot = os.path.join(build, 'links.dot')
        run = subprocess.run(['cmake', '-S', source, '-B', build, '-G', 'Ninja', '--graphviz=' + dot],
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if run.returncode != 0:
            sys.exit('architecture: cmake could not configure ' + source + ': ' + run.stderr.strip()[-400:])
        edges = set()
        for line in open(dot):
            m = re.search(r'//\s*(\S+)\s*->\s*(\S+)\s*$', line)
            if m and product(m.group(1)) and product(m.group(2)):
                edges.add((m.group(1), m.group(2)))
    # The transitive reduction: drop a->c where a reaches c another way.
    uses = {}
    for a, b in edges:
        uses.setdefault(a, set()).add(b)

    def reaches(a, c, skip):
        stack, seen = [b for b in uses.get(a, ()) if (a, b) != skip], set()
        while stack:
            n = stack.pop()
            if n == c:
                return True
            if n not in seen:
                seen.add(n)
                stack.extend(uses.get(n, ()))
        return False
    return sorted(e for e in edges if not reaches(e[0], e[1], e))


def page_block(edges):
    by = {}
    for a, b in edges:
        by.setdefault(a, []).append(b)
    lines = ['```'] + [f'{a} -> {", ".join(sorted(bs))}' for a, bs in sorted(by.items())] + ['```']
    return '\n'.join(lines)


def main():
    source = os.path.abspath(sys.argv[1])
    page = os.path.join(source, 'docs', 'architecture.md')
    edges = links(source)
    text = open(page).read()
    if BEGIN not in text or END not in text:
        sys.exit(f'architecture: {page} has no list between "{BEGIN}" and "{END}"')
    head, rest = text.split(BEGIN, 1)
    listed, tail = rest.split(END, 1)
    want = page_block(edges)
    if '--write' in sys.argv:
        open(page, 'w').write(head + BEGIN + '\n' + want + '\n' + END + tail)
        dot = ['digraph adjutant {', '  rankdir=BT; node [shape=box, fontname="sans-serif", fontsize=11];']
        dot += [f'  "{a}" -> "{b}";' for a, b in edges] + ['}']
        if shutil.which('dot') is None:
            sys.exit('architecture: the list is written; drawing the picture needs graphviz (apt-get install graphviz)')
        svg = subprocess.run(['dot', '-Tsvg'], input='\n'.join(dot), capture_output=True, text=True, check=True).stdout
        open(os.path.join(source, 'docs', 'architecture.svg'), 'w').write(svg)
        return
    have = set(re.findall(r'^(\S+) -> (.+)$', listed, re.M))
    have = {(a, b.strip()) for a, bs in have for b in bs.split(',')}
    missing, extra = sorted(set(edges) - have), sorted(have - set(edges))
    for a, b in missing:
        print(f'architecture: docs/architecture.md does not say that {a} links {b} (CMake does)')
    for a, b in extra:
        print(f'architecture: docs/architecture.md says that {a} links {b}, and CMake does not')
    if missing or extra:
        sys.exit('architecture: run tests/architecture.py . --write and redraw what changed in the page')


main()
