// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/point.h"

#include <vector>

namespace adjutant::geometry {

// A simple polygon, corners in order (either winding), not closed (the last corner joins the
// first). Zones and terrain are polygons.
using Polygon = std::vector<Point>;

double area(const Polygon &polygon); // unsigned
bool contains(const Polygon &polygon, Point p); // boundary included
// Inside by the even-odd crossings of a ray, as contains() counts them but without its test
// for a point on the boundary, which may come out either way here.
bool insideByCrossings(const Polygon &polygon, Point p);

// The axis-aligned box round some points.
struct Box
{
    Point low;
    Point high;
};
Box boxOf(const Polygon &polygon);
Box boxOf(Point a, Point b);
// A gap wider than `slack` lies between the two boxes.
bool apart(const Box &a, const Box &b, double slack);
// Shortest distance from p to the polygon (0 inside).
double distance(const Polygon &polygon, Point p);
// True when the segment crosses the polygon's interior or boundary.
bool intersects(const Polygon &polygon, const Segment &segment);

// True when two edges that do not share a corner meet, or two neighbouring edges fold back onto
// each other: the outline crosses itself and has no well-defined inside.
bool selfIntersects(const Polygon &polygon);

// One side of a line: the points p with dot(p - origin, normal) >= 0 are kept.
struct HalfPlane
{
    Point origin;
    Point normal;
};

// Clips a convex polygon to the intersection of half-planes (Sutherland-Hodgman). Allocates
// only the result.
Polygon clip(const Polygon &convex, const std::vector<HalfPlane> &halfPlanes);

// What is left of `piece` once every polygon of `cuts` is taken out of it: the outlines of the
// parts (none when the cuts cover it). A cut that lies inside the piece without reaching its
// edge would leave a hole; the outline alone is kept, so that such a cut opens no way through
// (OD 19.5: a bridge across a river is a way over it, a bridge that does not reach across is
// not). The piece and the cuts may be wound either way.
std::vector<Polygon> cutAway(const Polygon &piece, const std::vector<Polygon> &cuts);

} // namespace adjutant::geometry
