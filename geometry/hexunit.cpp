// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexunit.h"

#include "geometry/hexoffset.h"

#include <algorithm>
#include <limits>
#include <stdexcept>
#include <string>

namespace adjutant::geometry {

HexUnit HexUnit::doubleUnit(Hex a, Hex b, HexFacing facing)
{
    if (neighbour(a, facing.rightSide()) == b)
        return doubleUnit(a, facing);
    if (neighbour(b, facing.rightSide()) == a)
        return doubleUnit(b, facing);
    throw std::invalid_argument(
        "a double unit facing vertex " + std::to_string(facing.vertex()) + " cannot stand in " +
        describeHex(a) + " and " + describeHex(b) +
        ": its two hexes must be neighbours side by side across the facing (N1600 7.2)");
}

int unitDistance(const HexUnit &a, const HexUnit &b)
{
    int best = std::numeric_limits<int>::max();
    for (const Hex &hex : a.hexes())
        best = std::min(best, unitDistance(b, hex));
    return best;
}

int unitDistance(const HexUnit &unit, Hex hex)
{
    int best = std::numeric_limits<int>::max();
    for (const Hex &own : unit.hexes())
        best = std::min(best, hexDistance(own, hex));
    return best;
}

HexUnit counterMarched(const HexUnit &unit)
{
    if (!unit.isDouble())
        return HexUnit::simple(unit.hex(), unit.facing().opposite());
    return HexUnit::doubleUnit(unit.rightHex(), unit.facing().opposite());
}

HexUnit pivoted(const HexUnit &unit, HexPivot pivot)
{
    if (!unit.isDouble())
        throw std::invalid_argument("only a double unit pivots (N1600 8.52); a simple unit at " +
                                    describeHex(unit.hex()) + " changes facing instead");
    const Hex centralFront = neighbour(unit.leftHex(), unit.facing().frontRightSide());
    if (pivot == HexPivot::OnRightHalf)
        return HexUnit::doubleUnit(centralFront, unit.facing().turned(1));
    return HexUnit::doubleUnit(unit.leftHex(), unit.facing().turned(-1));
}

HexUnit rotatedAbout(const HexUnit &unit, Hex centre, int sextants)
{
    const HexFacing facing = unit.facing().turned(sextants);
    const Hex left = rotatedAbout(unit.leftHex(), centre, sextants);
    return unit.isDouble() ? HexUnit::doubleUnit(left, facing) : HexUnit::simple(left, facing);
}

} // namespace adjutant::geometry
