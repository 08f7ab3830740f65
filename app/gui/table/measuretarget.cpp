// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/measuretarget.h"

#include "geometry/contact.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace adjutant::app {

using geometry::Point;
using geometry::Segment;

namespace {

Point closestOn(const Segment &s, Point p)
{
    const Point d = s.b - s.a;
    const double len2 = geometry::dot(d, d);
    const double t = len2 > 0 ? std::clamp(geometry::dot(p - s.a, d) / len2, 0.0, 1.0) : 0.0;
    return s.a + d * t;
}

bool segmentsCross(const Segment &s, const Segment &t, Point &at)
{
    const Point r = s.b - s.a;
    const Point q = t.b - t.a;
    const double denom = geometry::cross(r, q);
    if (std::abs(denom) < 1e-12)
        return false;
    const double u = geometry::cross(t.a - s.a, q) / denom;
    const double v = geometry::cross(t.a - s.a, r) / denom;
    if (u < 0 || u > 1 || v < 0 || v > 1)
        return false;
    at = s.a + r * u;
    return true;
}

// The segments that make up a target (a point is a segment of no length).
std::vector<Segment> outline(const MeasureTarget &target)
{
    switch (target.kind) {
    case MeasureTarget::Kind::Point:
    case MeasureTarget::Kind::Corner:
        return {Segment{target.point, target.point}};
    case MeasureTarget::Kind::Edge:
        return {target.edge};
    case MeasureTarget::Kind::Base: {
        const auto e = geometry::edges(target.base);
        return {e.begin(), e.end()};
    }
    }
    return {};
}

bool inside(const geometry::OrientedRect &rect, Point p)
{
    return geometry::distance(rect, p) == 0.0;
}

} // namespace

ShortestLine closest(const Segment &s, const Segment &t)
{
    Point at;
    if (segmentsCross(s, t, at))
        return {at, at, 0.0};
    ShortestLine best{s.a, t.a, std::numeric_limits<double>::max()};
    auto consider = [&best](Point a, Point b) {
        const double d = geometry::length(b - a);
        if (d < best.length)
            best = {a, b, d};
    };
    consider(s.a, closestOn(t, s.a));
    consider(s.b, closestOn(t, s.b));
    consider(closestOn(s, t.a), t.a);
    consider(closestOn(s, t.b), t.b);
    return best;
}

MeasureTarget targetAt(Point p, const std::vector<geometry::OrientedRect> &bases, double range)
{
    MeasureTarget best;
    best.point = p;
    double bestCorner = range;
    double bestEdge = range;
    bool haveCorner = false;
    for (std::size_t i = 0; i < bases.size(); ++i) {
        const auto &base = bases[i];
        const double reach =
            std::sqrt(base.width * base.width + base.depth * base.depth) / 2 + range;
        if (geometry::length(p - base.centre) > reach)
            continue;
        const auto corners = geometry::corners(base);
        for (int c = 0; c < 4; ++c) {
            const double d = geometry::length(corners[std::size_t(c)] - p);
            if (d <= bestCorner) {
                bestCorner = d;
                haveCorner = true;
                best = MeasureTarget{
                    MeasureTarget::Kind::Corner, corners[std::size_t(c)], {}, base, i, c};
            }
        }
        if (haveCorner)
            continue;
        const auto edges = geometry::edges(base);
        for (int e = 0; e < 4; ++e) {
            const double d = geometry::distance(p, edges[std::size_t(e)]);
            if (d <= bestEdge) {
                bestEdge = d;
                best =
                    MeasureTarget{MeasureTarget::Kind::Edge, p, edges[std::size_t(e)], base, i, e};
            }
        }
    }
    if (best.kind != MeasureTarget::Kind::Point)
        return best;
    for (std::size_t i = 0; i < bases.size(); ++i) {
        if (inside(bases[i], p))
            return MeasureTarget{MeasureTarget::Kind::Base, p, {}, bases[i], i, 0};
    }
    return best;
}

ShortestLine shortestLine(const MeasureTarget &a, const MeasureTarget &b)
{
    // A point inside a base is at no distance from it.
    if (a.kind == MeasureTarget::Kind::Base &&
        (b.kind == MeasureTarget::Kind::Point || b.kind == MeasureTarget::Kind::Corner) &&
        inside(a.base, b.point))
        return {b.point, b.point, 0.0};
    if (b.kind == MeasureTarget::Kind::Base &&
        (a.kind == MeasureTarget::Kind::Point || a.kind == MeasureTarget::Kind::Corner) &&
        inside(b.base, a.point))
        return {a.point, a.point, 0.0};
    ShortestLine best{a.point, b.point, std::numeric_limits<double>::max()};
    for (const Segment &s : outline(a)) {
        for (const Segment &t : outline(b)) {
            const ShortestLine line = closest(s, t);
            if (line.length < best.length)
                best = line;
        }
    }
    return best;
}

} // namespace adjutant::app
