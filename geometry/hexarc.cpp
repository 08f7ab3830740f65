// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexarc.h"

#include "geometry/hexoffset.h"

#include <stdexcept>

namespace adjutant::geometry {

HexList<3> frontalHexes(const HexUnit &unit)
{
    const HexFacing facing = unit.facing();
    HexList<3> hexes{neighbour(unit.leftHex(), facing.frontLeftSide()),
                     neighbour(unit.leftHex(), facing.frontRightSide())};
    if (unit.isDouble())
        hexes.push(neighbour(unit.rightHex(), facing.frontRightSide()));
    return hexes;
}

HexList<2> flankHexes(const HexUnit &unit)
{
    const HexFacing facing = unit.facing();
    return {neighbour(unit.leftHex(), facing.leftSide()),
            neighbour(unit.rightHex(), facing.rightSide())};
}

HexList<3> rearHexes(const HexUnit &unit)
{
    const HexFacing facing = unit.facing();
    HexList<3> hexes{neighbour(unit.leftHex(), facing.rearLeftSide()),
                     neighbour(unit.leftHex(), facing.rearRightSide())};
    if (unit.isDouble())
        hexes.push(neighbour(unit.rightHex(), facing.rearRightSide()));
    return hexes;
}

Hex centralFrontalHex(const HexUnit &doubleUnit)
{
    if (!doubleUnit.isDouble())
        throw std::invalid_argument("the simple unit at " + describeHex(doubleUnit.hex()) +
                                    " has no central frontal hex (N1600 11.2 is for double units)");
    return neighbour(doubleUnit.leftHex(), doubleUnit.facing().frontRightSide());
}

HexArc arcOf(const HexUnit &unit, Hex hex)
{
    if (unit.occupies(hex))
        return HexArc::Own;
    if (frontalHexes(unit).contains(hex))
        return HexArc::Frontal;
    if (flankHexes(unit).contains(hex))
        return HexArc::Flank;
    if (rearHexes(unit).contains(hex))
        return HexArc::Rear;
    return HexArc::NotAdjacent;
}

} // namespace adjutant::geometry
