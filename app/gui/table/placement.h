// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/orientedrect.h"
#include "geometry/polygon.h"

#include <functional>
#include <optional>
#include <vector>

namespace adjutant::app {

// What a new battle group must keep clear of, in table millimetres.
struct Obstacles
{
    double tableWidth = 0;
    double tableDepth = 0;
    std::vector<geometry::OrientedRect> bases;
    std::vector<geometry::Polygon> terrain;
};

// Where a new battle group goes (Table > New Battle Group): the point nearest `wanted`, on a grid
// of `step` mm, at which `layout(point)` (its bases) lies wholly on the table, further than `gap`
// from every base of `obstacles`, and on no terrain piece; where terrain leaves no room, on
// terrain but still clear of the bases. Nothing when no such point is on the table.
std::optional<geometry::Point>
clearPlace(const std::function<std::vector<geometry::OrientedRect>(geometry::Point)> &layout,
           geometry::Point wanted, const Obstacles &obstacles, double step, double gap);

} // namespace adjutant::app
