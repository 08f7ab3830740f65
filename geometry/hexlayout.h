// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hexoffset.h"
#include "geometry/point.h"

#include <array>
#include <optional>

namespace adjutant::geometry {

// Where a hex map's hexes lie when it is drawn, in millimetres as Point has them (x to the east,
// y to the top edge of the map, the map's bottom-left corner at 0, 0). The hexes are flat-topped
// in vertical columns, odd 0-based columns half a hex lower (hexoffset.h). The map's edges are
// the hexes' own outer edges: its width is 1.5 radii a column plus half a radius, its depth a
// row's height (sqrt 3 radii) a row plus half a row where columns are staggered.
class HexLayout
{
public:
    // A drawn hex is about the size of a printed one: 26 mm across the flats.
    static constexpr double kRadiusMm = 15.0;

    // Throws std::invalid_argument unless both sizes are at least 1 and the radius positive.
    HexLayout(int columns, int rows, double radiusMm = kRadiusMm);

    int columns() const { return mColumns; }
    int rows() const { return mRows; }
    double radius() const { return mRadius; }
    double width() const;
    double depth() const;

    // The hex's centre (any hex of the infinite grid, on the map or not).
    Point centre(HexOffset hex) const;
    // Vertex `vertex` (0 to 5, numbered as HexFacing numbers them: 0 upper right, clockwise) of
    // the hex.
    Point corner(HexOffset hex, int vertex) const;
    std::array<Point, 6> corners(HexOffset hex) const;
    // The hex a point lies in, on the map or not (a point on a hexside goes to either).
    HexOffset hexAt(Point point) const;
    // The hex a point lies in, or nullopt off the map.
    std::optional<HexOffset> mapHexAt(Point point) const;

private:
    int mColumns;
    int mRows;
    double mRadius;
};

} // namespace adjutant::geometry
