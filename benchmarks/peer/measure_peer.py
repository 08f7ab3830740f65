#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""The peer of `adjutant-cli measure FILE`: its geometric core, done with shapely and GEOS.

    /usr/bin/python3 benchmarks/peer/measure_peer.py SCENARIO.json [--within 12] [--check]

Reads a scenario file (docs/formats.md, a free-form table: FoGR or Old Dessauer) and answers, as
JSON on standard output, in the table's unit:
  - units[]: for every unit its enemy units (of any other side) within --within (default 12,
    as adjutant-cli's) with the distance between their nearest bases, and its nearest enemy
    unit at any distance with that distance;
  - contacts[]: every pair of bases of different units no further apart than the table's
    contact tolerance (contactToleranceMillimetres, default 0.5 mm) and not overlapping;
  - overlaps[]: every pair of bases (of one unit or two) that interpenetrate, with the area
    they share.
How: every base is its rectangle as a shapely Polygon (centre x, y; facing clockwise from
"towards the far edge"; width along its front, depth), one STRtree (GEOS's STR-packed R-tree)
of all bases for the pairs and one for each side's bases for the enemies. Enemies: the tree
queried with the unit's bounds grown by --within, then the exact GEOS distance between the two
units' bases; nearest enemy: GEOS's nearest-neighbour search of the tree (STRtree.nearest_item).

What adjutant-cli measure does that this does not, so that a comparison of the two is of the
common part plus that: every FoGR fact of each enemy (restricted area, zone of interception,
flank or rear charge position, line of sight through friends, shooting arcs, ranges and the
shooting bases rank by rank, complex-move exclusion), friends within break-test range, overlap
positions, commanders' distances and command ranges, terrain, the kind of each contact (front
edge to front edge, corner to edge ...) and its shared length, the overlap's depth; checking
the file as adjutant-cli does (fields, limits, rule set, bases on the table), refusing a pile
of bases, and Old Dessauer's and hex maps' facts. It reads only what it needs and checks little.

One difference of definition: adjutant calls two bases overlapping when one lies deeper into
the other than the contact tolerance (separating-axis penetration depth), so bases that share
an edge to within a micrometre's rounding touch; here they overlap when one base shares area
with the other shrunk by the tolerance on each side. (Any shared area at all would not do: on
bench_measure's 2,000-base table 903 pairs share some, 882 of them ranks of one unit a
micrometre into each other, against the 19 overlaps both programs find.) The two definitions
agree for bases square to each other and differ only for bases that cross at an angle by about
the tolerance. The area reported is that of the two bases as they are. Distances are rounded
to 0.001 unit.

--check: print only the counts (units, enemy pairs, contacts, overlaps) on one line.

Needs shapely 1.8 as Debian 12 packages it (apt-get install python3-shapely), which reaches
GEOS through ctypes: every GEOS call, and every candidate the tree's nearest search weighs,
crosses from Python, so this peer pays Python's overhead on top of GEOS's geometry.
"""
import argparse
import json
import math
import sys
import warnings
from collections import defaultdict

try:
    from shapely.geometry import MultiPolygon, Polygon, box
    from shapely.strtree import STRtree
except ImportError:
    sys.exit("measure_peer.py: needs shapely (apt-get install python3-shapely; "
             "run it with Debian's /usr/bin/python3)")

INCH = 25.4  # mm

# Shapely 1.8 warns that 2.0's STRtree differs; query_of and nearest_of serve both.
warnings.filterwarnings("ignore", message="STRtree will be changed")


def rectangle(x, y, facing, width, depth, inset=0.0):
    """A base's rectangle in mm, `inset` mm in from each edge (docs/formats.md, Coordinates)."""
    radians = math.radians(facing)
    fx, fy = math.sin(radians), math.cos(radians)  # forward
    rx, ry = math.cos(radians), -math.sin(radians)  # rightward
    w = width / 2.0 - inset
    d = depth / 2.0 - inset
    if w <= 0 or d <= 0:
        return None
    return Polygon([(x + rx * sw * w + fx * sd * d, y + ry * sw * w + fy * sd * d)
                    for sw, sd in ((-1, 1), (1, 1), (1, -1), (-1, -1))])


def query_of(tree):
    """The tree's query for the indices of the geometries whose bounds meet a geometry's bounds
    (shapely 1.8: query_items without items; 2.0: query)."""
    return getattr(tree, "query_items", tree.query)


def nearest_of(tree):
    """The tree's search for the index of the geometry nearest a geometry (1.8: nearest_item)."""
    return getattr(tree, "nearest_item", tree.nearest)


def measure(scenario, within):
    table = scenario["table"]
    if table["unit"] == "MU":
        unit_mm = float(table["muMillimetres"])
    elif table["unit"] == "inch":
        unit_mm = INCH
    else:
        raise ValueError(f"table.unit {table['unit']!r}: only free-form tables (MU, inch)")
    tolerance = float(table.get("contactToleranceMillimetres", 0.5))
    reach = within * unit_mm

    def units_of(mm):
        return round(mm / unit_mm, 3)

    polygons = []  # every base's rectangle, mm
    insets = []  # the same shrunk by the tolerance (None when it vanishes)
    owner = []  # the index of each base's unit
    names = []  # "unit/base"
    units = scenario["units"]
    unit_bases = []
    for u, unit in enumerate(units):
        mine = []
        for base in unit["bases"]:
            args = (base["x"] * unit_mm, base["y"] * unit_mm, float(base.get("facing", 0)),
                    base["width"] * unit_mm, base["depth"] * unit_mm)
            mine.append(len(polygons))
            polygons.append(rectangle(*args))
            insets.append(rectangle(*args, inset=tolerance))
            owner.append(u)
            names.append(f"{unit['id']}/{base['id']}")
        unit_bases.append(mine)
    shapes = [MultiPolygon([polygons[b] for b in mine]) if mine else None for mine in unit_bases]

    # Base pairs: contacts and overlaps, through one tree of all bases.
    everything = STRtree(polygons)
    around = query_of(everything)
    contacts, overlaps = [], []
    for i, polygon in enumerate(polygons):
        minx, miny, maxx, maxy = polygon.bounds
        for j in around(box(minx - tolerance, miny - tolerance,
                                            maxx + tolerance, maxy + tolerance)):
            if j <= i:
                continue
            other = polygons[j]
            inner = insets[j]
            if inner is not None and polygon.intersects(inner) \
                    and polygon.intersection(inner).area > 0:
                overlaps.append({"a": names[i], "b": names[j],
                                 "area": round(polygon.intersection(other).area
                                               / (unit_mm * unit_mm), 3)})
            elif owner[i] != owner[j] and polygon.distance(other) <= tolerance:
                contacts.append({"a": names[i], "b": names[j]})

    # Enemies: one tree per side.
    by_side = defaultdict(list)
    for u, unit in enumerate(units):
        by_side[unit["side"]].extend(unit_bases[u])
    trees = {side: (bases, STRtree([polygons[b] for b in bases]))
             for side, bases in by_side.items()}
    answer_units = []
    for u, unit in enumerate(units):
        entry = {"unit": unit["id"], "side": unit["side"], "enemies": [], "nearestEnemy": None}
        shape = shapes[u]
        if shape is None:
            answer_units.append(entry)
            continue
        minx, miny, maxx, maxy = shape.bounds
        grown = box(minx - reach, miny - reach, maxx + reach, maxy + reach)
        enemies = []
        nearest = None
        for side, (bases, tree) in trees.items():
            if side == unit["side"]:
                continue
            for v in sorted({owner[bases[k]] for k in query_of(tree)(grown)}):
                distance = shape.distance(shapes[v])
                if distance <= reach:
                    enemies.append((distance, units[v]["id"]))
            k = nearest_of(tree)(shape)
            if k is not None:
                b = bases[k]
                distance = shape.distance(polygons[b])
                if nearest is None or distance < nearest[0]:
                    nearest = (distance, units[owner[b]]["id"])
        entry["enemies"] = [{"unit": v, "distance": units_of(d)} for d, v in sorted(enemies)]
        if nearest is not None:
            entry["nearestEnemy"] = {"unit": nearest[1], "distance": units_of(nearest[0])}
        answer_units.append(entry)
    return {"unit": table["unit"], "within": within, "contactToleranceMillimetres": tolerance,
            "units": answer_units, "contacts": contacts, "overlaps": overlaps}


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("file", help="a scenario file (adjutant-scenario, free-form table)")
    parser.add_argument("--within", type=float, default=12.0,
                        help="list enemies this close, in the table's unit (default 12)")
    parser.add_argument("--check", action="store_true", help="print only the counts")
    args = parser.parse_args()
    try:
        with open(args.file, encoding="utf-8") as file:
            scenario = json.load(file)
        if scenario.get("format") != "adjutant-scenario":
            raise ValueError("not an adjutant-scenario file")
        answer = measure(scenario, args.within)
    except (OSError, ValueError, KeyError, TypeError) as error:
        sys.exit(f"measure_peer.py: {args.file}: {error}")
    if args.check:
        print(f"units {len(answer['units'])} "
              f"enemyPairs {sum(len(u['enemies']) for u in answer['units'])} "
              f"contacts {len(answer['contacts'])} overlaps {len(answer['overlaps'])}")
        return
    json.dump(answer, sys.stdout, separators=(",", ":"))
    sys.stdout.write("\n")


if __name__ == "__main__":
    main()
