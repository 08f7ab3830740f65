#include "geometry/zones.h"

#include "geometry/contact.h"
#include "geometry/tolerance.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace adjutant::geometry {

namespace {

constexpr double degrees = std::numbers::pi / 180.0;

Point rotate(Point v, double angleDegrees) // clockwise, as facings turn
{
    const double c = std::cos(angleDegrees * degrees);
    const double s = std::sin(angleDegrees * degrees);
    return {v.x * c + v.y * s, -v.x * s + v.y * c};
}

Polygon asPolygon(const OrientedRect &rect)
{
    const auto c = corners(rect);
    return {c.begin(), c.end()};
}

// The half-planes of a convex polygon, pulled inwards by the contact tolerance so that a base
// merely touching the zone's boundary does not count as inside it.
std::vector<HalfPlane> insideOf(const Polygon &convex)
{
    // Orientation: the sign of the area tells which side is inside.
    double twice = 0.0;
    for (std::size_t i = 0; i < convex.size(); ++i)
        twice += cross(convex[i], convex[(i + 1) % convex.size()]);
    const double side = twice > 0 ? 1.0 : -1.0;
    std::vector<HalfPlane> planes;
    for (std::size_t i = 0; i < convex.size(); ++i) {
        const Point a = convex[i];
        const Point d = convex[(i + 1) % convex.size()] - a;
        const double l = length(d);
        if (l == 0)
            continue;
        const Point normal = Point{-d.y, d.x} * (side / l);
        planes.push_back({a + normal * contactTolerance, normal});
    }
    return planes;
}

// Signed distance of p ahead of the line extending the reference's front edge.
double aheadOfFrontLine(const OrientedRect &reference, Point p)
{
    return toLocal(reference, p).ahead;
}

} // namespace

Polygon frontBand(const OrientedRect &base, double extraEachSide, double length)
{
    const Point f = forward(base);
    const Point r = rightward(base);
    const Point frontCentre = base.centre + f * (base.depth / 2.0);
    const double half = base.width / 2.0 + extraEachSide;
    return {frontCentre - r * half, frontCentre - r * half + f * length, frontCentre + r * half + f * length,
            frontCentre + r * half};
}

Polygon frontWedge(const OrientedRect &base, double halfAngleDegrees, double length)
{
    const Point f = forward(base);
    const auto c = corners(base);
    const double slant = length / std::cos(halfAngleDegrees * degrees);
    return {c[0], c[0] + rotate(f, -halfAngleDegrees) * slant, c[1] + rotate(f, halfAngleDegrees) * slant, c[1]};
}

bool reaches(const Polygon &convexZone, const OrientedRect &target)
{
    return !clip(asPolygon(target), insideOf(convexZone)).empty();
}

bool directlyInFront(const OrientedRect &base, const OrientedRect &target)
{
    // Far enough to pass any table: 1 km.
    return directlyInFrontWithin(base, target, 1e6);
}

namespace {
// Some part of the target straight ahead of the front edge, within a band widened by
// `extraEachSide` and out to `distance`. A base touching the front edge counts: the band starts
// a little behind the edge itself.
bool aheadInBand(const OrientedRect &base, const OrientedRect &target, double extraEachSide, double distance)
{
    const Point f = forward(base);
    Polygon band = frontBand(base, extraEachSide, distance + contactTolerance);
    for (int i : {0, 3})
        band[i] = band[i] - f * (2 * contactTolerance);
    return reaches(band, target);
}
} // namespace

bool directlyInFrontWithin(const OrientedRect &base, const OrientedRect &target, double distance)
{
    return aheadInBand(base, target, 0.0, distance);
}

bool inStraightAheadArc(const OrientedRect &shooter, const OrientedRect &target, double baseWidthsEachSide)
{
    // Range is measured separately (rangeFromFrontEdge); the arc itself reaches any distance.
    return aheadInBand(shooter, target, baseWidthsEachSide * shooter.width, 1e6);
}

double rangeFromFrontEdge(const OrientedRect &shooter, const OrientedRect &target)
{
    const Segment front = edge(shooter, Edge::Front);
    double best = std::min(distance(target, front.a), distance(target, front.b));
    for (const Segment &s : edges(target))
        best = std::min(best, distance(front, s));
    return best;
}

bool inWedge(const OrientedRect &base, const OrientedRect &target, double halfAngleDegrees, double length)
{
    return reaches(frontWedge(base, halfAngleDegrees, length), target);
}

bool entirelyBehindFrontLine(const OrientedRect &base, const OrientedRect &reference)
{
    const auto c = corners(base);
    return std::all_of(c.begin(), c.end(),
                       [&](Point p) { return aheadOfFrontLine(reference, p) <= contactTolerance; });
}

bool partlyBehindFrontLine(const OrientedRect &base, const OrientedRect &reference)
{
    const auto c = corners(base);
    return std::any_of(c.begin(), c.end(),
                       [&](Point p) { return aheadOfFrontLine(reference, p) < -contactTolerance; });
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
