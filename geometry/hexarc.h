// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"
#include "geometry/hexlist.h"
#include "geometry/hexunit.h"

namespace adjutant::geometry {

// Where a hex lies for a unit: one of its own, one of the hexes around it (N1600 7.1, 7.2), or
// farther away.
enum class HexArc
{
    Own,
    Frontal,
    Flank,
    Rear,
    NotAdjacent
};

// N1600 7.1: "A simple unit always has 2 frontal hexes, 2 flank and 2 rear." Facing a vertex, its
// frontal hexes are the two across the hexsides meeting at that vertex, the flank hexes the two
// square to the facing, the rear hexes the remaining two.
// N1600 7.2: "A double unit has 3 frontal hexes, 2 flank and 3 rear": the frontal hexes of both
// halves (the central one is shared), the two outer flank hexes, the rear hexes of both halves.
// Each list runs left to right as the unit looks ahead.
HexList<3> frontalHexes(const HexUnit &unit);
HexList<2> flankHexes(const HexUnit &unit);
HexList<3> rearHexes(const HexUnit &unit);

// N1600 11.2: "The defender must occupy the central frontal hex of the attacking double unit."
// Throws std::invalid_argument for a simple unit (it has two frontal hexes and no central one).
Hex centralFrontalHex(const HexUnit &doubleUnit);

HexArc arcOf(const HexUnit &unit, Hex hex);

} // namespace adjutant::geometry
