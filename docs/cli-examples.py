#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Regenerates the adjudicate examples in docs/cli.md from adjutant-cli itself.

    python3 docs/cli-examples.py [build/app/adjutant-cli]   # rewrites docs/cli.md
    python3 docs/cli-examples.py --check [CLI]              # exits 1 when cli.md is stale

It replaces the output of the cohesion test example (the JSON block after `... dutch.json`) and
everything from "### One example per procedure" to the next "## " heading.
"""
import json, os, subprocess, sys, tempfile

here = os.path.dirname(os.path.abspath(__file__))
args = [a for a in sys.argv[1:] if a != '--check']
cli = args[0] if args else os.path.join(here, '..', 'build', 'app', 'adjutant-cli')
doc = os.path.join(here, 'cli.md')


# The examples are the book's values: the CLI runs as on a new machine, with an empty home and
# data folder, so no rule overrides a user keeps there (or names in ADJUTANT_RULE_OVERRIDES) reach
# them.
fresh = tempfile.TemporaryDirectory(prefix='adjutant-cli-examples-')
env = {k: v for k, v in os.environ.items() if k != 'ADJUTANT_RULE_OVERRIDES'}
env.update(HOME=fresh.name, XDG_DATA_HOME=os.path.join(fresh.name, 'data'),
           XDG_CONFIG_HOME=os.path.join(fresh.name, 'config'), LC_ALL='C.UTF-8')


def run(argv, inp=None):
    return subprocess.run([cli] + argv, input=inp, capture_output=True, text=True, check=True,
                          env=env).stdout


def trim(out):
    o = json.loads(out)
    o.pop('distributions', None)
    if len(o.get('outcomes', [])) > 6:
        o['outcomes'] = o['outcomes'][:6] + ['... %d more' % (len(o['outcomes']) - 6)]
    return json.dumps(o, indent=2, ensure_ascii=False)


def between(text, start, end, new):
    i = text.index(start) + len(start)
    j = text.index(end, i)
    return text[:i] + new + text[j:]


old = open(doc, encoding='utf-8').read()
coh = {"battleGroup": "dutch1", "name": "Dutch foot", "quality": "Average", "cohesion": "Disrupted",
       "reason": "closeCombat", "hp3bFromCloseCombat": True, "hitsReceived": 5, "hitsInflicted": 3,
       "dice": {"cohesion": [2, 4]}}
full = json.loads(run(['adjudicate', 'fogr', 'cohesion-test', '-'], json.dumps(coh)))
full['distributions'][0]['outcomes'] = full['distributions'][0]['outcomes'][:2] + ['...']
new = between(old, 'adjudicate fogr cohesion-test dutch.json\n```\n```json\n', '\n```\n',
              json.dumps(full, indent=4, ensure_ascii=False))

parts = ['\nEach is the procedure\'s `--example` input, run for the odds (without `distributions`, and '
         'long `outcomes` lists cut after six, for space).\n']
for ruleset in ('fogr', 'olddessauer', 'nieuport1600'):
    helptext = run(['adjudicate', ruleset, '--help'])
    procs = [l.strip() for l in helptext.split('\n') if l.startswith('  ') and not l.startswith('    ')]
    for p in procs:
        ex = run(['adjudicate', ruleset, p, '--example'])
        out = trim(run(['adjudicate', ruleset, p, '-'], ex))
        parts.append(f'#### {ruleset} {p}\n\n```sh\n$ adjutant-cli adjudicate {ruleset} {p} --example | '
                     f'adjutant-cli adjudicate {ruleset} {p} -\n```\n\nInput:\n\n```json\n'
                     f'{json.dumps(json.loads(ex), indent=2, ensure_ascii=False)}'
                     f'\n```\n\nOutput:\n\n```json\n{out}\n```\n')
new = between(new, '### One example per procedure\n', '\n## ', '\n'.join(parts))

if '--check' in sys.argv:
    if new != old:
        sys.exit('docs/cli.md is out of date: run python3 docs/cli-examples.py')
else:
    open(doc, 'w', encoding='utf-8').write(new)
