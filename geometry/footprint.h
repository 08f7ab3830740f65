// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/orientedrect.h"

#include <array>
#include <cmath>

namespace adjutant::geometry {

// A base with its corners and axes worked out once, for whole-table passes that measure each
// base against many others (sin and cos are the dearest part of a measurement).
struct Footprint
{
    OrientedRect rect;
    std::array<Point, 4> corners; // front-left, front-right, rear-right, rear-left
    Point forward;
    Point rightward;
    double radius; // half the diagonal: no part of the base is further from its centre
};

inline Footprint footprint(const OrientedRect &rect)
{
    return {rect, geometry::corners(rect), geometry::forward(rect), geometry::rightward(rect),
            std::sqrt(rect.width * rect.width + rect.depth * rect.depth) / 2.0};
}

} // namespace adjutant::geometry
