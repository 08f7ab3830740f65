// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/convexregion.h"

#include <algorithm>
#include <limits>

namespace adjutant::geometry {

namespace {

// The least and greatest of the points' projections on `axis`.
std::pair<double, double> extentAlong(const Polygon &points, Point axis)
{
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const Point &p : points) {
        lo = std::min(lo, dot(p, axis));
        hi = std::max(hi, dot(p, axis));
    }
    return {lo, hi};
}

} // namespace

Polygon convexHull(std::vector<Point> points)
{
    std::sort(points.begin(), points.end(),
              [](Point a, Point b) { return a.x != b.x ? a.x < b.x : a.y < b.y; });
    if (points.size() < 3)
        return points;
    Polygon hull(2 * points.size());
    std::size_t k = 0;
    for (std::size_t i = 0; i < points.size(); ++i) {
        while (k >= 2 && cross(hull[k - 1] - hull[k - 2], points[i] - hull[k - 2]) <= 0)
            --k;
        hull[k++] = points[i];
    }
    for (std::size_t i = points.size() - 1, lower = k + 1; i > 0; --i) {
        while (k >= lower && cross(hull[k - 1] - hull[k - 2], points[i - 1] - hull[k - 2]) <= 0)
            --k;
        hull[k++] = points[i - 1];
    }
    hull.resize(k - 1);
    return hull;
}

std::optional<Point> edgeNormal(const Polygon &polygon, std::size_t i)
{
    const Point along = polygon[(i + 1) % polygon.size()] - polygon[i];
    const double size = length(along);
    if (size <= 0)
        return std::nullopt;
    return Point{-along.y / size, along.x / size};
}

ConvexRegion::ConvexRegion(const Polygon &region) : mPoints(region)
{
    for (std::size_t i = 0; i < region.size(); ++i) {
        if (const auto axis = edgeNormal(region, i)) {
            const auto [lo, hi] = extentAlong(region, *axis);
            mAxes.push_back({*axis, lo, hi});
        }
    }
}

bool ConvexRegion::apartFrom(const Polygon &b) const
{
    if (apartAlongOwnAxes(b))
        return true;
    for (std::size_t i = 0; i < b.size(); ++i) {
        if (const auto axis = edgeNormal(b, i)) {
            if (apartAlong(b, *axis))
                return true;
        }
    }
    return false;
}

bool ConvexRegion::apartFrom(const Polygon &b, const Point *axes, std::size_t count) const
{
    if (apartAlongOwnAxes(b))
        return true;
    for (std::size_t i = 0; i < count; ++i) {
        if (apartAlong(b, axes[i]))
            return true;
    }
    return false;
}

bool ConvexRegion::apartAlongOwnAxes(const Polygon &b) const
{
    for (const Axis &a : mAxes) {
        const auto [loB, hiB] = extentAlong(b, a.axis);
        if (a.hi < loB - regionSlack || hiB < a.lo - regionSlack)
            return true;
    }
    return false;
}

bool ConvexRegion::apartAlong(const Polygon &b, Point axis) const
{
    const auto [loA, hiA] = extentAlong(mPoints, axis);
    const auto [loB, hiB] = extentAlong(b, axis);
    return hiA < loB - regionSlack || hiB < loA - regionSlack;
}

} // namespace adjutant::geometry
