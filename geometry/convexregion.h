// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/polygon.h"

#include <optional>
#include <utility>
#include <vector>

namespace adjutant::geometry {

// The convex hull of the points, counter-clockwise (Andrew's monotone chain). Fewer than three
// points come back as they are, sorted.
Polygon convexHull(std::vector<Point> points);

// Slack of the tests below, in millimetres: an outline that only touches a region meets it.
inline constexpr double regionSlack = 1e-6;

// The unit normal of a polygon's edge from corner i to the next, or none for an edge of no length.
std::optional<Point> edgeNormal(const Polygon &polygon, std::size_t i);

// A convex region tested against many convex outlines: apart when a line between them touches
// neither (separating axes: the edge normals of both). The region's own axes and its extent
// along them are worked out once for the many outlines. The region is referred to, not copied.
class ConvexRegion
{
public:
    explicit ConvexRegion(const Polygon &region);

    bool apartFrom(const Polygon &b) const;
    // The same, b's edge normals (edgeNormal's, those of edges of no length left out) given.
    bool apartFrom(const Polygon &b, const Point *axes, std::size_t count) const;

private:
    bool apartAlongOwnAxes(const Polygon &b) const;
    bool apartAlong(const Polygon &b, Point axis) const;

    struct Axis
    {
        Point axis;
        double lo;
        double hi;
    };
    const Polygon &mPoints;
    std::vector<Axis> mAxes;
};

} // namespace adjutant::geometry
