// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace adjutant::geometry {

// The six hexsides of a Nieuport 1600 map hex, clockwise from the top of the map, each naming
// the neighbour across it. The map's hexes stand in vertical columns with a flat top (see hex.h),
// so a hexside, not a vertex, faces the top edge of the map.
enum class HexDirection
{
    North,
    NorthEast,
    SouthEast,
    South,
    SouthWest,
    NorthWest
};

inline constexpr int kHexSides = 6;

// The hexside `sextants` steps of 60 degrees clockwise (negative: anticlockwise) from `direction`.
constexpr HexDirection turned(HexDirection direction, int sextants)
{
    const int index = (static_cast<int>(direction) + sextants % kHexSides + kHexSides) % kHexSides;
    return static_cast<HexDirection>(index);
}

} // namespace adjutant::geometry
