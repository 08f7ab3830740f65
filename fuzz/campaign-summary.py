#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
# The table of docs/fuzzing.md from a campaign's log: python3 fuzz/campaign-summary.py OUT/campaign.log
import re,collections,sys
cpu=collections.Counter(); execs=collections.Counter(); turns=collections.Counter(); cov={}; corp={}; found={}
for line in open(sys.argv[1]):
    m=re.match(r'(fuzz_\w+) round (\d+)[^:]*: (\d+) s CPU', line)
    if not m: continue
    h=m.group(1); cpu[h]+=int(m.group(3)); turns[h]+=1
    e=re.search(r'#(\d+): cov: (\d+) ft: \d+ corp: (\d+)', line)
    if e: execs[h]+=int(e.group(1)); cov[h]=e.group(2); corp[h]=e.group(3)
    f=re.search(r'findings so far: (\d+)', line)
    if f: found[h]=f.group(1)
print('| harness | turns | CPU s | executions | coverage (last turn) | corpus | findings |')
print('|---|---|---|---|---|---|---|')
for h in ['fuzz_scenario','fuzz_events','fuzz_battlefile','fuzz_adjudicate','fuzz_measure','fuzz_overrides']:
    print(f'| `{h}` | {turns[h]} | {cpu[h]} | {execs[h]:,} | {cov.get(h,"-")} | {corp.get(h,"-")} | {found.get(h,"0")} |')
print(f'| all | {sum(turns.values())} | {sum(cpu.values())} | {sum(execs.values()):,} | | | |')
