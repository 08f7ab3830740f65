// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"
#include "geometry/hexfacing.h"
#include "geometry/hexlist.h"

namespace adjutant::geometry {

// Which half of a double unit, as the unit looks ahead.
enum class HexHalf
{
    Left,
    Right
};

// Which half of a double unit stays in its hex when the unit pivots (N1600 8.52).
enum class HexPivot
{
    OnLeftHalf,
    OnRightHalf
};

// Where a combat unit stands on the map: its hex or hexes and the vertex it faces.
//
// N1600 2.2: "Combat units are of two sizes: square (called simple) or rectangular (called
// double)." A simple unit is one hex. A double unit is a rectangle over two neighbouring hexes.
// N1600 7.2: "A double unit has 3 frontal hexes, 2 flank and 3 rear"; 11.2: "The defender must
// occupy the central frontal hex of the attacking double unit."
// interpreted: the two hexes stand side by side across the facing (the right half is the left
// half's neighbour across the hexside 90 degrees clockwise of the facing) and both face the same
// vertex, so the rectangle's long side is its front; this is the only placement of two
// neighbouring hexes whose surrounding 8 hexes split 3 frontal / 2 flank / 3 rear with a central
// frontal hex (an echelon placement gives no such split). It also keeps N1600 8.53's
// counter-march "in the same two hexes" and the scenarios' tercios (1704-1705: two hexes of one
// column) facing the enemy on the east or west edge.
class HexUnit
{
public:
    // A simple unit at hex (0, 0) facing vertex 0.
    constexpr HexUnit() : HexUnit(Hex{}, Hex{}, HexFacing{}, false) {}

    static constexpr HexUnit simple(Hex hex, HexFacing facing)
    {
        return HexUnit(hex, hex, facing, false);
    }

    // The right half stands across the left half's right hexside (facing().rightSide()).
    static constexpr HexUnit doubleUnit(Hex left, HexFacing facing)
    {
        return HexUnit(left, neighbour(left, facing.rightSide()), facing, true);
    }

    // A double unit from its two hexes in either order, as the battle model stores them. Throws
    // std::invalid_argument unless they stand side by side across `facing`.
    static HexUnit doubleUnit(Hex a, Hex b, HexFacing facing);

    constexpr bool isDouble() const { return mDouble; }
    constexpr HexFacing facing() const { return mFacing; }
    // A simple unit's hex, or the left half of a double unit.
    constexpr Hex hex() const { return mLeft; }
    // A double unit's halves; both are hex() for a simple unit.
    constexpr Hex leftHex() const { return mLeft; }
    constexpr Hex rightHex() const { return mRight; }

    constexpr HexList<2> hexes() const
    {
        return mDouble ? HexList<2>{mLeft, mRight} : HexList<2>{mLeft};
    }

    constexpr bool occupies(Hex hex) const { return hex == mLeft || hex == mRight; }

    // N1600 10.3: "Double unit: Each hex of this unit acts independently as two simple infantry
    // units": that half as a simple unit with the same facing. A simple unit is its own half.
    constexpr HexUnit half(HexHalf which) const
    {
        return simple(which == HexHalf::Left ? mLeft : mRight, mFacing);
    }

    constexpr bool operator==(const HexUnit &) const = default;

private:
    constexpr HexUnit(Hex left, Hex right, HexFacing facing, bool isDouble)
        : mLeft(left), mRight(right), mFacing(facing), mDouble(isDouble)
    {
    }

    Hex mLeft;
    Hex mRight;
    HexFacing mFacing;
    bool mDouble;
};

// N1600 1.2: "Distance between two units (fire, interception, ...): the hex of one unit counts
// but not that of the other unit": the steps from one unit's hex to the other's, 1 for neighbours.
// interpreted: for a double unit the nearer of its two hexes counts, since the unit is in both
// (10.3: each hex acts independently), so a unit next to either half is at distance 1, the
// "neighbouring hex" range of 10.4.
int unitDistance(const HexUnit &a, const HexUnit &b);
int unitDistance(const HexUnit &unit, Hex hex);

// N1600 7.1, 8.1: "Simple units can counter-march (change facing by 180 degrees)"; N1600 8.53:
// a double unit "can change facing to the opposite direction (180 degrees) in the same two
// hexes": the halves swap sides.
HexUnit counterMarched(const HexUnit &unit);

// N1600 8.52: "half of the unit entering the new hex while the other half pivots in place
// (thereby changing the facing of the unit)"; "A double unit may not pivot backward."
// The moving half enters the central frontal hex and the facing turns one vertex: clockwise
// when the right half stays, anticlockwise when the left half stays. Throws
// std::invalid_argument for a simple unit.
HexUnit pivoted(const HexUnit &unit, HexPivot pivot);

// The whole unit turned by `sextants` steps of 60 degrees clockwise about the centre of `centre`.
HexUnit rotatedAbout(const HexUnit &unit, Hex centre, int sextants);

} // namespace adjutant::geometry
