// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hexdirection.h"

#include <array>
#include <cstdlib>
#include <optional>

namespace adjutant::geometry {

// A hex of the Nieuport 1600 map in axial coordinates (q, r); the third cube coordinate is
// s = -q - r. The map's hexes have a flat top and stand in vertical columns (orientation chosen
// in hexoffset.h from N1600 7 and the scenarios): q is the column, and r grows towards the bottom
// of the map along a column. Any (q, r) is a hex of the infinite grid; HexMap says which are on a
// map.
struct Hex
{
    int q = 0;
    int r = 0;

    constexpr int s() const { return -q - r; }
    constexpr bool operator==(const Hex &) const = default;
};

constexpr Hex operator+(Hex a, Hex b)
{
    return {a.q + b.q, a.r + b.r};
}

constexpr Hex operator-(Hex a, Hex b)
{
    return {a.q - b.q, a.r - b.r};
}

// The step from a hex to its neighbour across `side`.
constexpr Hex step(HexDirection side)
{
    switch (side) {
    case HexDirection::North:
        return {0, -1};
    case HexDirection::NorthEast:
        return {1, -1};
    case HexDirection::SouthEast:
        return {1, 0};
    case HexDirection::South:
        return {0, 1};
    case HexDirection::SouthWest:
        return {-1, 1};
    case HexDirection::NorthWest:
        return {-1, 0};
    }
    return {0, 0};
}

constexpr Hex neighbour(Hex hex, HexDirection side)
{
    return hex + step(side);
}

// The six neighbours, clockwise from the one across the North hexside.
constexpr std::array<Hex, kHexSides> neighbours(Hex hex)
{
    std::array<Hex, kHexSides> result{};
    for (int side = 0; side < kHexSides; ++side)
        result[static_cast<std::size_t>(side)] = neighbour(hex, static_cast<HexDirection>(side));
    return result;
}

// Steps from one hex to the other, each step into a neighbour: 0 for the same hex, 1 for
// neighbours. For N1600 1.2 this is the distance between units in those hexes ("the hex of one
// unit counts but not that of the other unit"): see unitDistance() in hexunit.h.
constexpr int hexDistance(Hex a, Hex b)
{
    const Hex d = a - b;
    return (std::abs(d.q) + std::abs(d.r) + std::abs(d.s())) / 2;
}

constexpr bool adjacent(Hex a, Hex b)
{
    return hexDistance(a, b) == 1;
}

// The hexside of `from` across which `to` lies, when they are neighbours.
constexpr std::optional<HexDirection> directionTo(Hex from, Hex to)
{
    for (int side = 0; side < kHexSides; ++side) {
        if (neighbour(from, static_cast<HexDirection>(side)) == to)
            return static_cast<HexDirection>(side);
    }
    return std::nullopt;
}

// The vector `offset` turned by `sextants` steps of 60 degrees clockwise about the origin.
constexpr Hex rotatedClockwise(Hex offset, int sextants)
{
    const int turns = (sextants % kHexSides + kHexSides) % kHexSides;
    for (int i = 0; i < turns; ++i)
        offset = {-offset.r, -offset.s()};
    return offset;
}

// `hex` turned by `sextants` steps of 60 degrees clockwise about the centre of `centre`.
constexpr Hex rotatedAbout(Hex hex, Hex centre, int sextants)
{
    return centre + rotatedClockwise(hex - centre, sextants);
}

} // namespace adjutant::geometry
