// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/orientedrect.h"

#include <cstddef>
#include <vector>

namespace adjutant::app {

// What one end of the ruler is held to: a free point, a corner of a base (a point), one edge of
// a base, or a whole base. Plain C++ in table millimetres.
struct MeasureTarget
{
    enum class Kind
    {
        Point,
        Corner,
        Edge,
        Base
    };
    Kind kind = Kind::Point;
    geometry::Point point;       // Point, Corner
    geometry::Segment edge;      // Edge
    geometry::OrientedRect base; // Edge, Base, Corner: the base it belongs to
    std::size_t baseIndex = 0;   // Corner, Edge, Base
    int part = 0;                // which corner or edge
};

// The target under `p`: a corner within `range`, else an edge within `range`, else the base
// that contains `p`, else the point itself.
MeasureTarget targetAt(geometry::Point p, const std::vector<geometry::OrientedRect> &bases,
                       double range);

struct ShortestLine
{
    geometry::Point from;
    geometry::Point to;
    double length;
};
// The shortest line between two targets (zero length when they touch or overlap).
ShortestLine shortestLine(const MeasureTarget &a, const MeasureTarget &b);
// Closest points of two segments.
ShortestLine closest(const geometry::Segment &s, const geometry::Segment &t);

} // namespace adjutant::app
