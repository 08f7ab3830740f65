// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/polygon.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace adjutant::geometry {

double area(const Polygon &polygon)
{
    double twice = 0.0;
    for (std::size_t i = 0; i < polygon.size(); ++i)
        twice += cross(polygon[i], polygon[(i + 1) % polygon.size()]);
    return std::abs(twice) / 2.0;
}

bool contains(const Polygon &polygon, Point p)
{
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        if (geometry::distance(p, Segment{polygon[i], polygon[j]}) == 0.0)
            return true;
    }
    return insideByCrossings(polygon, p);
}

bool insideByCrossings(const Polygon &polygon, Point p)
{
    bool in = false;
    for (std::size_t i = 0, j = polygon.size() - 1; i < polygon.size(); j = i++) {
        const Point a = polygon[i];
        const Point b = polygon[j];
        if ((a.y > p.y) != (b.y > p.y) && p.x < (b.x - a.x) * (p.y - a.y) / (b.y - a.y) + a.x)
            in = !in;
    }
    return in;
}

Box boxOf(const Polygon &polygon)
{
    constexpr double inf = std::numeric_limits<double>::infinity();
    Box box{{inf, inf}, {-inf, -inf}};
    for (const Point &p : polygon) {
        box.low = {std::min(box.low.x, p.x), std::min(box.low.y, p.y)};
        box.high = {std::max(box.high.x, p.x), std::max(box.high.y, p.y)};
    }
    return box;
}

Box boxOf(Point a, Point b)
{
    return {{std::min(a.x, b.x), std::min(a.y, b.y)}, {std::max(a.x, b.x), std::max(a.y, b.y)}};
}

bool apart(const Box &a, const Box &b, double slack)
{
    return a.high.x < b.low.x - slack || b.high.x < a.low.x - slack || a.high.y < b.low.y - slack ||
           b.high.y < a.low.y - slack;
}

double distance(const Polygon &polygon, Point p)
{
    if (polygon.empty())
        return std::numeric_limits<double>::infinity();
    if (contains(polygon, p))
        return 0.0;
    double best = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < polygon.size(); ++i)
        best = std::min(best, geometry::distance(p, Segment{polygon[i], polygon[(i + 1) % polygon.size()]}));
    return best;
}

bool intersects(const Polygon &polygon, const Segment &segment)
{
    if (polygon.empty())
        return false;
    if (contains(polygon, segment.a) || contains(polygon, segment.b))
        return true;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        if (geometry::distance(segment, Segment{polygon[i], polygon[(i + 1) % polygon.size()]}) == 0.0)
            return true;
    }
    return false;
}

bool selfIntersects(const Polygon &polygon)
{
    const std::size_t n = polygon.size();
    for (std::size_t i = 0; i < n; ++i) {
        const Segment a{polygon[i], polygon[(i + 1) % n]};
        for (std::size_t j = i + 1; j < n; ++j) {
            const Segment b{polygon[j], polygon[(j + 1) % n]};
            const bool neighbours = j == i + 1 || (i == 0 && j == n - 1);
            if (!neighbours) {
                if (geometry::distance(a, b) == 0.0)
                    return true;
                continue;
            }
            // Neighbours share a corner; they fold back when one runs back along the other.
            const Point shared = j == i + 1 ? a.b : a.a;
            const Point u = (j == i + 1 ? a.a : a.b) - shared;
            const Point v = (j == i + 1 ? b.b : b.a) - shared;
            if (cross(u, v) == 0.0 && dot(u, v) > 0)
                return true;
        }
    }
    return false;
}

Polygon clip(const Polygon &convex, const std::vector<HalfPlane> &halfPlanes)
{
    Polygon current = convex;
    Polygon next;
    for (const HalfPlane &plane : halfPlanes) {
        next.clear();
        for (std::size_t i = 0; i < current.size(); ++i) {
            const Point a = current[i];
            const Point b = current[(i + 1) % current.size()];
            const double da = dot(a - plane.origin, plane.normal);
            const double db = dot(b - plane.origin, plane.normal);
            if (da >= 0)
                next.push_back(a);
            if ((da >= 0) != (db >= 0))
                next.push_back(a + (b - a) * (da / (da - db)));
        }
        std::swap(current, next);
        if (current.empty())
            break;
    }
    return current;
}

} // namespace adjutant::geometry
