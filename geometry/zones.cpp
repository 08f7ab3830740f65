// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/zones.h"

#include "geometry/contact.h"
#include "geometry/tolerance.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace adjutant::geometry {

namespace {

constexpr double degrees = std::numbers::pi / 180.0;

using Quad = std::array<Point, 4>;

Point rotate(Point v, double angleDegrees) // clockwise, as facings turn
{
    const double c = std::cos(angleDegrees * degrees);
    const double s = std::sin(angleDegrees * degrees);
    return {v.x * c + v.y * s, -v.x * s + v.y * c};
}

// Some part of the target lies inside the convex zone pulled inwards by the contact tolerance,
// so that a base merely touching the zone's boundary is not inside it. Sutherland-Hodgman on
// the caller's two buffers, each room for 4 + n corners (clipping a
// quadrilateral by n half-planes adds at most one corner each): nothing is allocated here.
bool reachesConvex(const Point *zone, std::size_t n, const Quad &target, double tolerance,
                   Point *current, Point *next)
{
    double twice = 0.0;
    for (std::size_t i = 0; i < n; ++i)
        twice += cross(zone[i], zone[(i + 1) % n]);
    const double side = twice > 0 ? 1.0 : -1.0;
    std::size_t count = 4;
    std::copy(target.begin(), target.end(), current);
    for (std::size_t i = 0; i < n && count > 0; ++i) {
        const Point d = zone[(i + 1) % n] - zone[i];
        const double l = length(d);
        if (l == 0)
            continue;
        const Point normal = Point{-d.y, d.x} * (side / l);
        const Point origin = zone[i] + normal * tolerance;
        std::size_t kept = 0;
        for (std::size_t k = 0; k < count; ++k) {
            const Point a = current[k];
            const Point b = current[(k + 1) % count];
            const double da = dot(a - origin, normal);
            const double db = dot(b - origin, normal);
            if (da >= 0)
                next[kept++] = a;
            if ((da >= 0) != (db >= 0))
                next[kept++] = a + (b - a) * (da / (da - db));
        }
        std::swap(current, next);
        count = kept;
    }
    return count > 0;
}

bool reaches(const Quad &zone, const Quad &target, double tolerance)
{
    Point first[8];
    Point second[8];
    return reachesConvex(zone.data(), 4, target, tolerance, first, second);
}

// The band straight ahead of the front edge, widened by `extraEachSide`, from `from` to `to`
// ahead of the edge.
Quad band(const Footprint &base, double extraEachSide, double from, double to)
{
    const Point frontCentre = base.rect.centre + base.forward * (base.rect.depth / 2.0);
    const double half = base.rect.width / 2.0 + extraEachSide;
    const Point left = frontCentre - base.rightward * half;
    const Point right = frontCentre + base.rightward * half;
    return {left + base.forward * from, left + base.forward * to, right + base.forward * to, right + base.forward * from};
}

Quad wedge(const Footprint &base, double halfAngleDegrees, double length)
{
    const double slant = length / std::cos(halfAngleDegrees * degrees);
    return {base.corners[0], base.corners[0] + rotate(base.forward, -halfAngleDegrees) * slant,
            base.corners[1] + rotate(base.forward, halfAngleDegrees) * slant, base.corners[1]};
}

} // namespace

// The rest of aheadInBand() (zones.h), once the target's extent meets the band: in the base's
// own frame, where the band pulled in by the tolerance is the box |along| <= half, aheadMin <=
// ahead <= aheadMax, the target meets it unless one of the target's own two axes separates them
// (the box's own axes were the extent test).
bool detail::aheadInBandAxes(const SeenFrom &seen, double half, double aheadMin, double aheadMax)
{
    const auto &local = seen.corners;
    const Point box[4] = {{-half, aheadMin}, {-half, aheadMax}, {half, aheadMax}, {half, aheadMin}};
    for (int e = 0; e < 2; ++e) {
        const Point axis = local[e + 1] - local[e];
        double quadLo = 1e300, quadHi = -1e300, boxLo = 1e300, boxHi = -1e300;
        for (int i = 0; i < 4; ++i) {
            const double q = dot(local[i], axis);
            const double b = dot(box[i], axis);
            quadLo = std::min(quadLo, q);
            quadHi = std::max(quadHi, q);
            boxLo = std::min(boxLo, b);
            boxHi = std::max(boxHi, b);
        }
        if (quadHi < boxLo || boxHi < quadLo)
            return false;
    }
    return true;
}

Polygon frontBand(const OrientedRect &base, double extraEachSide, double length)
{
    const Quad q = band(footprint(base), extraEachSide, 0.0, length);
    return {q.begin(), q.end()};
}

Polygon frontRangeZone(const OrientedRect &base, double extraEachSide, double range, int segmentsPerQuarter)
{
    const Footprint print = footprint(base);
    const Point frontCentre = base.centre + print.forward * (base.depth / 2.0);
    const double half = base.width / 2.0;
    // Beyond the side edges the zone ends where the range circle about the front corner does.
    const double side = std::min(std::max(extraEachSide, 0.0), std::max(range, 0.0));
    const int steps = std::max(segmentsPerQuarter, 1);
    auto at = [&](double along, double ahead) { return frontCentre + print.rightward * along + print.forward * ahead; };
    // From the angle straight ahead of a front corner out to where the arc meets the side line.
    const double reach = range > 0 ? std::asin(std::min(side / range, 1.0)) : 0.0;
    Polygon zone;
    zone.push_back(at(-half - side, 0.0));
    for (int i = steps; i >= 0; --i) {
        const double a = reach * i / steps;
        zone.push_back(at(-half - range * std::sin(a), range * std::cos(a)));
    }
    for (int i = 0; i <= steps; ++i) {
        const double a = reach * i / steps;
        zone.push_back(at(half + range * std::sin(a), range * std::cos(a)));
    }
    zone.push_back(at(half + side, 0.0));
    // Drop repeats (no widening, or no range): the polygon stays simple.
    zone.erase(std::unique(zone.begin(), zone.end(),
                           [](Point p, Point q) { return length(p - q) < 1e-9; }),
               zone.end());
    return zone;
}

std::vector<std::size_t> frontRank(const std::vector<OrientedRect> &bases, double tolerance)
{
    std::vector<std::size_t> front;
    for (std::size_t i = 0; i < bases.size(); ++i) {
        bool covered = false;
        for (std::size_t j = 0; j < bases.size() && !covered; ++j) {
            covered = j != i &&
                      std::abs(std::remainder(bases[j].facingDegrees - bases[i].facingDegrees,
                                              360.0)) < 1.0 &&
                      directlyInFrontWithin(bases[i], bases[j], tolerance, tolerance);
        }
        if (!covered)
            front.push_back(i);
    }
    return front;
}

Polygon frontWedge(const OrientedRect &base, double halfAngleDegrees, double length)
{
    const Quad q = wedge(footprint(base), halfAngleDegrees, length);
    return {q.begin(), q.end()};
}

bool reaches(const Polygon &convexZone, const OrientedRect &target, double tolerance)
{
    std::vector<Point> first(convexZone.size() + 4);
    std::vector<Point> second(convexZone.size() + 4);
    return reachesConvex(convexZone.data(), convexZone.size(), corners(target), tolerance,
                         first.data(), second.data());
}

SeenFrom seenFrom(const Footprint &base, const Footprint &target, double tolerance)
{
    // The target's centre and axes in the base's frame; its corners follow by additions.
    const Point frontCentre = base.rect.centre + base.forward * (base.rect.depth / 2.0);
    const Point d = target.rect.centre - frontCentre;
    const Point centre{dot(d, base.rightward), dot(d, base.forward)};
    const Point right = Point{dot(target.rightward, base.rightward), dot(target.rightward, base.forward)} *
                        (target.rect.width / 2.0);
    const Point ahead = Point{dot(target.forward, base.rightward), dot(target.forward, base.forward)} *
                        (target.rect.depth / 2.0);
    SeenFrom seen{base.rect.width,
                  {centre - right + ahead, centre + right + ahead, centre + right - ahead,
                   centre - right - ahead},
                  0,
                  0,
                  0,
                  0,
                  tolerance};
    const double alongReach = std::abs(right.x) + std::abs(ahead.x);
    const double aheadReach = std::abs(right.y) + std::abs(ahead.y);
    seen.alongLo = centre.x - alongReach;
    seen.alongHi = centre.x + alongReach;
    seen.aheadLo = centre.y - aheadReach;
    seen.aheadHi = centre.y + aheadReach;
    return seen;
}

bool directlyInFront(const Footprint &base, const Footprint &target, double tolerance)
{
    return directlyInFront(seenFrom(base, target, tolerance));
}

bool directlyInFrontWithin(const Footprint &base, const Footprint &target, double distance,
                           double tolerance)
{
    return directlyInFrontWithin(seenFrom(base, target, tolerance), distance);
}

bool inStraightAheadArc(const Footprint &shooter, const Footprint &target,
                        double baseWidthsEachSide, double tolerance)
{
    return inStraightAheadArc(seenFrom(shooter, target, tolerance), baseWidthsEachSide);
}

bool inWedge(const Footprint &base, const Footprint &target, double halfAngleDegrees, double length,
             double tolerance)
{
    // reaches() pulls the zone in by the tolerance; "within 4 inches" includes 4 inches, as
    // directlyInFrontWithin() does, so the far edge goes out by as much first.
    return reaches(wedge(base, halfAngleDegrees, length + tolerance), target.corners, tolerance);
}

bool entirelyBehindFrontLine(const Footprint &base, const Footprint &reference, double tolerance)
{
    return entirelyBehindFrontLine(seenFrom(reference, base, tolerance));
}

bool partlyBehindFrontLine(const Footprint &base, const Footprint &reference, double tolerance)
{
    return partlyBehindFrontLine(seenFrom(reference, base, tolerance));
}

bool directlyInFront(const OrientedRect &base, const OrientedRect &target, double tolerance)
{
    return directlyInFront(footprint(base), footprint(target), tolerance);
}

bool directlyInFrontWithin(const OrientedRect &base, const OrientedRect &target, double distance,
                           double tolerance)
{
    return directlyInFrontWithin(footprint(base), footprint(target), distance, tolerance);
}

bool inStraightAheadArc(const OrientedRect &shooter, const OrientedRect &target,
                        double baseWidthsEachSide, double tolerance)
{
    return inStraightAheadArc(footprint(shooter), footprint(target), baseWidthsEachSide, tolerance);
}

bool inWedge(const OrientedRect &base, const OrientedRect &target, double halfAngleDegrees,
             double length, double tolerance)
{
    return inWedge(footprint(base), footprint(target), halfAngleDegrees, length, tolerance);
}

bool entirelyBehindFrontLine(const OrientedRect &base, const OrientedRect &reference,
                             double tolerance)
{
    return entirelyBehindFrontLine(footprint(base), footprint(reference), tolerance);
}

bool partlyBehindFrontLine(const OrientedRect &base, const OrientedRect &reference,
                           double tolerance)
{
    return partlyBehindFrontLine(footprint(base), footprint(reference), tolerance);
}

double rangeFromFrontEdge(const OrientedRect &shooter, const OrientedRect &target)
{
    const Segment front = edge(shooter, Edge::Front);
    double best = std::min(distance(target, front.a), distance(target, front.b));
    for (const Segment &s : edges(target))
        best = std::min(best, distance(front, s));
    return best;
}

double contactAngleDegrees(const OrientedRect &attacker, const OrientedRect &target, Edge targetEdge)
{
    const Segment e = edge(target, targetEdge);
    const Point along = e.b - e.a;
    // Edges run clockwise, so the inward normal is the edge direction turned clockwise.
    const Point inward = Point{along.y, -along.x} * (1.0 / length(along));
    const double c = std::clamp(dot(forward(attacker), inward), -1.0, 1.0);
    return std::acos(c) / degrees;
}

} // namespace adjutant::geometry
