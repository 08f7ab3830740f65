// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hexdirection.h"

#include <optional>

namespace adjutant::geometry {

// The vertex of its hex a unit faces. N1600 7: "Units must face a hex vertex."
//
// The map's hexes have a flat top (hexoffset.h), so no vertex points at the top of the map.
// Vertex 0 is the first one clockwise from the top, and the numbering runs clockwise:
//   0 upper right (30 degrees clockwise from the top of the map), 1 right (east, 90),
//   2 lower right (150), 3 lower left (210), 4 left (west, 270), 5 upper left (330).
// Vertex k is the corner where hexsides k and k+1 (HexDirection) meet.
class HexFacing
{
public:
    constexpr HexFacing() = default;

    // Throws std::invalid_argument unless 0 <= vertex <= 5.
    explicit HexFacing(int vertex);

    // nullopt unless 0 <= vertex <= 5.
    static constexpr std::optional<HexFacing> fromVertex(int vertex)
    {
        if (vertex < 0 || vertex >= kHexSides)
            return std::nullopt;
        HexFacing facing;
        facing.mVertex = vertex;
        return facing;
    }

    constexpr int vertex() const { return mVertex; }

    // Degrees clockwise from the top of the map: 30, 90, ..., 330.
    constexpr int compassDegrees() const { return 30 + 60 * mVertex; }

    // Turned by `vertices` vertices clockwise (negative: anticlockwise).
    constexpr HexFacing turned(int vertices) const
    {
        HexFacing facing;
        facing.mVertex = (mVertex + vertices % kHexSides + kHexSides) % kHexSides;
        return facing;
    }

    // N1600 7.1 counter-march: "change facing 180 degrees".
    constexpr HexFacing opposite() const { return turned(3); }

    // The two hexsides meeting at the faced vertex, left and right as the unit looks ahead.
    constexpr HexDirection frontLeftSide() const { return side(0); }
    constexpr HexDirection frontRightSide() const { return side(1); }
    // The hexsides square to the facing (90 degrees left and right).
    constexpr HexDirection leftSide() const { return side(-1); }
    constexpr HexDirection rightSide() const { return side(2); }
    // The two hexsides behind (150 degrees left and right).
    constexpr HexDirection rearLeftSide() const { return side(-2); }
    constexpr HexDirection rearRightSide() const { return side(3); }

    constexpr bool operator==(const HexFacing &) const = default;

private:
    constexpr HexDirection side(int fromVertex) const
    {
        return geometry::turned(static_cast<HexDirection>(mVertex), fromVertex);
    }

    int mVertex = 0;
};

// The fewest vertices a unit turns through to go from one facing to the other (0 to 3), the
// count N1600 7.1 charges per vertex for.
constexpr int vertexTurns(HexFacing from, HexFacing to)
{
    const int clockwise = (to.vertex() - from.vertex() + kHexSides) % kHexSides;
    return clockwise <= kHexSides / 2 ? clockwise : kHexSides - clockwise;
}

} // namespace adjutant::geometry
