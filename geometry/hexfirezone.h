// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"
#include "geometry/hexarc.h"
#include "geometry/hexmap.h"
#include "geometry/hexunit.h"
#include "geometry/hexunitkind.h"

namespace adjutant::geometry {

// N1600 10.4: "The frontal and flank hexagons of the infantry and cavalry constitute their fire
// zone. The artillery possesses a fire zone which extends 10 hexes from its frontal hexes."
// The hex counts are rule data (resources/rulesets/nieuport1600/tables/measuring.json, fireRange):
// infantry and cavalry fire 1 hex, into the neighbouring frontal and flank hexes, and
// `artilleryRange` is the artillery's reach in hexes.
//
// Infantry and cavalry: the frontal and flank hexes (arcOf() Frontal or Flank). For a double
// unit that is the zone of the whole unit; N1600 10.3 lets each half fire "as two simple
// infantry units": pass unit.half(...) for the zone of one half.
//
// Artillery: interpreted: the frontal hexes and every hex reached from them by stepping only
// across the two frontal hexsides, out to `artilleryRange` hexes from the gun (N1600 1.2 distance; the
// Artillery Fire Table stops at range 10): the 60-degree wedge whose edges are the two straight
// rows of hexes running out through the frontal hexes. The text gives no other width, and a zone
// measured 10 hexes around the frontal hexes would reach the gun's own rear hexes.
// Throws std::invalid_argument for a double artillery unit (N1600 2.2 names only the Tercio as
// double), a commander (N1600 2.1: commanders have command and movement values, no fire) or an
// artillery range below 1.
bool inFireZone(const HexUnit &firer, HexUnitKind kind, Hex target, int artilleryRange);

// Every hex of the fire zone that is on the map, nearest first, each passed to visit(Hex).
// Same rules and errors as inFireZone(); the unit must be on the map.
template <typename Visit>
void forEachFireZoneHex(const HexMap &map, const HexUnit &firer, HexUnitKind kind, int artilleryRange, Visit visit);

namespace detail {
void requireFiringUnit(const HexUnit &firer, HexUnitKind kind, int artilleryRange);
} // namespace detail

template <typename Visit>
void forEachFireZoneHex(const HexMap &map, const HexUnit &firer, HexUnitKind kind, int artilleryRange, Visit visit)
{
    detail::requireFiringUnit(firer, kind, artilleryRange);
    for (const Hex &hex : firer.hexes())
        map.require(hex, "fire zone of a unit");
    if (kind != HexUnitKind::Artillery) {
        for (const Hex &hex : frontalHexes(firer)) {
            if (map.contains(hex))
                visit(hex);
        }
        for (const Hex &hex : flankHexes(firer)) {
            if (map.contains(hex))
                visit(hex);
        }
        return;
    }
    const Hex left = step(firer.facing().frontLeftSide());
    const Hex right = step(firer.facing().frontRightSide());
    for (int distance = 1; distance <= artilleryRange; ++distance) {
        for (int rightSteps = 0; rightSteps <= distance; ++rightSteps) {
            const int leftSteps = distance - rightSteps;
            const Hex hex{firer.hex().q + leftSteps * left.q + rightSteps * right.q,
                          firer.hex().r + leftSteps * left.r + rightSteps * right.r};
            if (map.contains(hex))
                visit(hex);
        }
    }
}

} // namespace adjutant::geometry
