// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/point.h"

#include <algorithm>

namespace adjutant::geometry {

namespace {
double distanceSquared(Point p, const Segment &segment)
{
    const Point d = segment.b - segment.a;
    const double lengthSquared = dot(d, d);
    const double t = lengthSquared > 0 ? std::clamp(dot(p - segment.a, d) / lengthSquared, 0.0, 1.0) : 0.0;
    const Point gap = p - (segment.a + d * t);
    return dot(gap, gap);
}
} // namespace

double distance(Point p, const Segment &segment)
{
    return std::sqrt(distanceSquared(p, segment));
}

double distance(const Segment &s, const Segment &t)
{
    const Point r = s.b - s.a;
    const Point q = t.b - t.a;
    const double denominator = cross(r, q);
    if (denominator != 0) {
        const double u = cross(t.a - s.a, q) / denominator;
        const double v = cross(t.a - s.a, r) / denominator;
        if (u >= 0 && u <= 1 && v >= 0 && v <= 1)
            return 0.0;
    }
    return std::min({distance(s.a, t), distance(s.b, t), distance(t.a, s), distance(t.b, s)});
}

} // namespace adjutant::geometry
