#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Writes a generated FoGR table as a scenario file, the table of benchmarks/bench_measure.cpp.

    python3 benchmarks/peer/fogr_table.py BASES OUT.json [--density D] [--commanders N]

The same table as fogrTable() in bench_measure.cpp, base for base: the same layout (bands 24 MU
deep, two lines of battle, battle groups of 2 to 6 files in two ranks, two pieces of terrain for
every 300 bases) drawn from the same random numbers. std::mt19937 is the generator Python's
`random` module runs, so it is seeded here as the C++ seeds it (init_genrand, not Python's
init_by_array), and std::uniform_real_distribution<double> is libstdc++'s generate_canonical
(two 32-bit draws for 53 bits). Lengths are rounded to whole micrometres as core::Length does.
So `adjutant-cli measure` on the file written here answers what bench_measure's measureProcess
measures, and the counters of measureWholeTable (enemy pairs, contacts) can be checked against it.

--density D (default 1): D times as many bases per area as a real 6 x 4 ft table of some 300
bases; the table's area is BASES / D worth (bench_measure knows only D = 1). A table is at most
800 MU (20 m) wide (docs/formats.md), so 100,000 bases need D of 2.7 or more.

Why Python and not a command of adjutant-cli: `adjutant-cli new` writes an empty table only, and
the benchmarks' generator is not part of the program.
"""
import argparse
import json
import math
import random
import sys

MU = 25.0  # mm, as bench_measure


class Mt19937:
    """std::mt19937(seed): Python's Mersenne Twister given the state init_genrand makes."""

    def __init__(self, seed):
        state = [seed & 0xFFFFFFFF]
        for i in range(1, 624):
            state.append((1812433253 * (state[-1] ^ (state[-1] >> 30)) + i) & 0xFFFFFFFF)
        self.generator = random.Random()
        self.generator.setstate((3, tuple(state) + (624,), None))

    def __call__(self):
        return self.generator.getrandbits(32)

    def canonical(self):
        """std::uniform_real_distribution<double>(0, 1) of libstdc++: generate_canonical<double,
        53>, two 32-bit draws."""
        low = self()
        high = self()
        result = (low + high * 4294967296.0) / 18446744073709551616.0
        return math.nextafter(1.0, 0.0) if result >= 1.0 else result


def micrometres(mm):
    """core::Length::fromMillimetres: whole micrometres (std::llround rounds halves away from 0)."""
    um = mm * 1000.0
    return int(math.floor(abs(um) + 0.5)) * (1 if um >= 0 else -1)


def fogr_table(count, commanders, density=1.0):
    """The scenario as core::ScenarioWriter writes fogrTable(count, commanders)'s battle."""
    random_ = Mt19937(2026 + count)
    scale = math.sqrt(count / (300.0 * density))
    width = 1800.0 * scale
    depth = 1200.0 * scale
    band = 24 * MU
    unit_um = micrometres(MU)

    def units(mm):
        return micrometres(mm) / unit_um

    types = ["Heavy Foot", "Medium Foot", "Horse", "Light Horse"]
    weapons = ["Pike", "Musket", "Arquebus", "Pistol", "Bow"]
    columns = int(width / 40.0) + 1
    taken = [False] * (columns * (int(depth / 40.0) + 1))

    def cell(x, y):
        return int(y / 40.0) * columns + int(x / 40.0)

    battle_units = []
    first_base = []  # each unit's first base's centre in mm, as the commanders need it
    bases = 0
    while bases < count:
        files = 2 + random_() % 5
        x = 60.0 + random_.canonical() * (width - 120.0)
        y = 60.0 + random_.canonical() * (depth - 120.0)
        side_a = math.fmod(y, band) < band / 2
        facing = (0.0 if side_a else 180.0) + (
            0.0 if random_() % 10 < 7 else (random_.canonical() - 0.5) * 40.0)
        radians = facing * math.pi / 180.0
        rx, ry = math.cos(radians), -math.sin(radians)
        bx, by = -math.sin(radians), -math.cos(radians)
        group_bases = []
        centres = []
        cells = []
        fits = True
        for file in range(files):
            for rank in range(2):
                cx = x + rx * 40.0 * file + bx * 20.0 * rank
                cy = y + ry * 40.0 * file + by * 20.0 * rank
                if cx < 40 or cy < 40 or cx > width - 40 or cy > depth - 40:
                    fits = False
                    break
                for dx in (-20.0, 0.0, 20.0):
                    c = cell(cx + dx, cy)
                    fits = fits and not taken[c]
                    cells.append(c)
                group_bases.append({"id": f"f{file + 1}r{rank + 1}", "x": units(cx),
                                    "y": units(cy), "facing": facing, "width": units(40),
                                    "depth": units(20)})
                centres.append((cx, cy))
            if not fits:
                break
        if not fits:
            continue
        for c in cells:
            taken[c] = True
        side = "a" if side_a else "b"
        troop_type = types[random_() % len(types)]
        capabilities = [weapons[random_() % len(weapons)]] if random_() % 3 > 0 else []
        battle_units.append({
            "id": f"u{len(battle_units)}", "side": side, "name": "", "troopType": troop_type,
            "quality": "", "armour": "", "capabilities": capabilities,
            "strength": {"original": len(group_bases), "current": len(group_bases)},
            "state": {"cohesion": "Steady", "disordered": False, "flags": []},
            "bases": group_bases})
        first_base.append(centres[0])
        bases += len(group_bases)
    ranks = ["Great commander", "Field commander", "Troop commander"]
    battle_commanders = []
    for c in range(2 * commanders):
        near = None
        while near is None or battle_units[near]["side"] != ("b" if c % 2 else "a"):
            near = random_() % len(battle_units)
        side = battle_units[near]["side"]
        rank = ranks[random_() % len(ranks)]
        # As the C++: the first base's position in whole micrometres, then 60 mm behind it.
        cx, cy = first_base[near]
        y_um = micrometres(cy) + micrometres(-60 if side == "a" else 60)
        battle_commanders.append({"id": f"c{c}", "side": side, "name": "", "rank": rank,
                                  "attachedTo": "", "x": units(cx), "y": y_um / unit_um})
    terrain = []
    for t in range(2 * max(1, count // 300)):
        x = random_.canonical() * (width - 300.0)
        y = random_.canonical() * (depth - 250.0)
        polygon = [{"x": units(x + px), "y": units(y + py)}
                   for px, py in ((0.0, 20.0), (220.0, 0.0), (300.0, 180.0), (60.0, 250.0))]
        terrain.append({"id": f"t{t}", "type": "Woods" if t % 2 else "Gentle hill",
                        "polygon": polygon, "properties": {}})
    return {
        "format": "adjutant-scenario", "version": 1, "name": "generated", "ruleset": "fogr",
        "table": {"unit": "MU", "muMillimetres": MU, "width": units(width),
                  "depth": units(depth), "contactToleranceMillimetres": 0.5},
        "turn": 1, "phase": "", "activeSide": "",
        "sides": [{"id": s, "name": "", "army": "", "campSacked": False} for s in ("a", "b")],
        "units": battle_units, "commanders": battle_commanders, "terrain": terrain,
    }


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("bases", type=int, help="how many bases, at least (whole battle groups)")
    parser.add_argument("out", help="the scenario file to write ('-': standard output)")
    parser.add_argument("--density", type=float, default=1.0,
                        help="bases per area, times a real table's (default 1)")
    parser.add_argument("--commanders", type=int, default=2,
                        help="commanders a side (default 2, as measureProcess)")
    args = parser.parse_args()
    if args.bases < 1 or args.density <= 0 or args.commanders < 1:
        parser.error("bases and commanders must be 1 or more, density positive")
    scenario = fogr_table(args.bases, args.commanders, args.density)
    text = json.dumps(scenario, separators=(",", ":"), sort_keys=True)
    if args.out == "-":
        sys.stdout.write(text + "\n")
    else:
        with open(args.out, "w", encoding="utf-8") as out:
            out.write(text + "\n")


if __name__ == "__main__":
    main()
