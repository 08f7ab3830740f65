#pragma once

#include "geometry/hex.h"
#include "geometry/hexarc.h"
#include "geometry/hexmap.h"
#include "geometry/hexunit.h"
#include "geometry/hexunitkind.h"

namespace adjutant::geometry {

// N1600 10.4: "the range of fire of all units is 1 hex (otherwise stated, the neighboring hex)
// except for the artillery whose range is 10 hexes." Throws std::invalid_argument for a
// commander (N1600 2.1: commanders have command and movement values, no fire).
int fireRange(HexUnitKind kind);

// N1600 10.4: "The frontal and flank hexagons of the infantry and cavalry constitute their fire
// zone. The artillery possesses a fire zone which extends 10 hexes from its frontal hexes."
//
// Infantry and cavalry: the frontal and flank hexes (arcOf() Frontal or Flank). For a double
// unit that is the zone of the whole unit; N1600 10.3 lets each half fire "as two simple
// infantry units": pass unit.half(...) for the zone of one half.
//
// Artillery: interpreted: the frontal hexes and every hex reached from them by stepping only
// across the two frontal hexsides, out to 10 hexes from the gun (N1600 1.2 distance; the
// Artillery Fire Table stops at range 10): the 60-degree wedge whose edges are the two straight
// rows of hexes running out through the frontal hexes. The text gives no other width, and a zone
// measured 10 hexes around the frontal hexes would reach the gun's own rear hexes.
// Throws std::invalid_argument for a double artillery unit (N1600 2.2 names only the Tercio as
// double) or a commander.
bool inFireZone(const HexUnit &firer, HexUnitKind kind, Hex target);

// Every hex of the fire zone that is on the map, nearest first, each passed to visit(Hex).
// Same rules and errors as inFireZone(); the unit must be on the map.
template <typename Visit>
void forEachFireZoneHex(const HexMap &map, const HexUnit &firer, HexUnitKind kind, Visit visit);

namespace detail {
void requireFiringUnit(const HexUnit &firer, HexUnitKind kind);
} // namespace detail

template <typename Visit>
void forEachFireZoneHex(const HexMap &map, const HexUnit &firer, HexUnitKind kind, Visit visit)
{
    detail::requireFiringUnit(firer, kind);
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
    const int range = fireRange(kind);
    for (int distance = 1; distance <= range; ++distance) {
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
