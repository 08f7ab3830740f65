// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/contact.h"

#include "geometry/tolerance.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <numbers>

namespace adjutant::geometry {

namespace {

bool inside(const std::array<Point, 4> &c, Point p)
{
    // Clockwise corners: inside when on the right of (or on) every edge.
    for (int i = 0; i < 4; ++i) {
        if (cross(c[(i + 1) % 4] - c[i], p - c[i]) > 0)
            return false;
    }
    return true;
}

std::pair<double, double> project(const std::array<Point, 4> &c, Point axis)
{
    double lo = std::numeric_limits<double>::max();
    double hi = std::numeric_limits<double>::lowest();
    for (const Point &p : c) {
        const double v = dot(p, axis);
        lo = std::min(lo, v);
        hi = std::max(hi, v);
    }
    return {lo, hi};
}

// How much of edge t lies along edge s, measured along s; 0 unless t is parallel to s within
// `parallel` (the sine of the angle) and the part of t beside s is on s's line within the
// contact tolerance. Only that part counts: the rest of a longer edge may run off at the skew.
double sharedLength(const Segment &s, const Segment &t, double parallel, double tolerance)
{
    const Point ds = s.b - s.a;
    const double ls = length(ds);
    const Point unit = ds * (1.0 / ls);
    const Point dt = t.b - t.a;
    if (std::abs(cross(unit, dt * (1.0 / length(dt)))) > parallel)
        return 0.0;
    const double t0 = dot(t.a - s.a, unit);
    const double t1 = dot(t.b - s.a, unit);
    const double lo = std::max(0.0, std::min(t0, t1));
    const double hi = std::min(ls, std::max(t0, t1));
    if (hi - lo <= tolerance)
        return 0.0;
    for (double at : {lo, hi}) {
        const Point p = t.a + dt * ((at - t0) / (t1 - t0));
        if (std::abs(cross(unit, p - s.a)) > tolerance)
            return 0.0;
    }
    return hi - lo;
}

} // namespace

double distance(const OrientedRect &rect, Point p)
{
    const auto c = corners(rect);
    if (inside(c, p))
        return 0.0;
    double best = std::numeric_limits<double>::max();
    for (const Segment &s : edges(rect))
        best = std::min(best, geometry::distance(p, s));
    return best;
}

double penetration(const Footprint &a, const Footprint &b)
{
    // Separating axis theorem over the four edge normals of the two rectangles.
    double least = std::numeric_limits<double>::max();
    for (Point axis : {a.forward, a.rightward, b.forward, b.rightward}) {
        const auto [aLo, aHi] = project(a.corners, axis);
        const auto [bLo, bHi] = project(b.corners, axis);
        // The push along this axis that separates them: b past a's high end or past its low
        // end. Not the overlap of the two spans, which is less when one span holds the other.
        least = std::min(least, std::min(aHi - bLo, bHi - aLo));
        if (least <= 0)
            return 0.0;
    }
    return std::max(0.0, least);
}

namespace {

// The squared distance from p to the rectangle, read off in the rectangle's own frame (0 inside).
double squaredToRect(Point p, const Footprint &r)
{
    const Point d = p - r.rect.centre;
    const double u = std::max(0.0, std::abs(dot(d, r.rightward)) - r.rect.width / 2.0);
    const double v = std::max(0.0, std::abs(dot(d, r.forward)) - r.rect.depth / 2.0);
    return u * u + v * v;
}

// Two doubles worked on at once (GCC and Clang vector extensions: SSE2 on x86-64, NEON on arm64).
using Twice = double __attribute__((vector_size(16)));

// squaredToRect() of corners (p, q) at once: the same operations on each, so the same results.
// Inlined into its caller, which the compiler would not do of itself (a call costs as much).
[[gnu::always_inline]] inline Twice squaredToRect(Twice px, Twice py, const Footprint &r)
{
    const Twice zero = {0.0, 0.0};
    const Twice dx = px - r.rect.centre.x;
    const Twice dy = py - r.rect.centre.y;
    const Twice along = dx * r.rightward.x + dy * r.rightward.y;
    const Twice ahead = dx * r.forward.x + dy * r.forward.y;
    // abs, then max(0, .) as std::max(0.0, .) takes it: the larger, 0 when equal.
    const Twice alongOut = (along < zero ? -along : along) - r.rect.width / 2.0;
    const Twice aheadOut = (ahead < zero ? -ahead : ahead) - r.rect.depth / 2.0;
    const Twice u = alongOut > zero ? alongOut : zero;
    const Twice v = aheadOut > zero ? aheadOut : zero;
    return u * u + v * v;
}

// The least squaredToRect() of the four corners, two at a time (the dearest part of finding the
// pairs of bases within a range).
[[gnu::always_inline]] inline double leastSquaredToRect(const std::array<Point, 4> &c, const Footprint &r)
{
    const Twice first = squaredToRect(Twice{c[0].x, c[1].x}, Twice{c[0].y, c[1].y}, r);
    const Twice second = squaredToRect(Twice{c[2].x, c[3].x}, Twice{c[2].y, c[3].y}, r);
    return std::min(std::min(first[0], first[1]), std::min(second[0], second[1]));
}

// The distance between two bases that do not interpenetrate: apart, two convex polygons are
// nearest at a corner of one against the other.
double separatedDistance(const Footprint &a, const Footprint &b)
{
    return std::sqrt(std::min(leastSquaredToRect(a.corners, b), leastSquaredToRect(b.corners, a)));
}

// More than the rounding of any table coordinate (up to a kilometre) and less than anything a
// rule measures: early-outs that skip an exact test keep this much on the safe side, so that
// they never change its answer.
constexpr double roundingMargin = 1e-6; // mm, or a sine

} // namespace

double distance(const Footprint &a, const Footprint &b)
{
    // Bases whose centres are further apart than their half diagonals together cannot touch:
    // the separating-axis test is needed only for the others.
    const Point gap = b.rect.centre - a.rect.centre;
    const double reach = a.radius + b.radius;
    if (dot(gap, gap) <= reach * reach && penetration(a, b) > 0)
        return 0.0;
    return separatedDistance(a, b);
}

std::optional<double> distanceWithin(const Footprint &a, const Footprint &b, double range)
{
    // No part of a base is further from its centre than its radius: centres further apart than
    // the range and both radii cannot be within range, and need no exact measure.
    const Point gap = b.rect.centre - a.rect.centre;
    const double limit = range + a.radius + b.radius + roundingMargin;
    if (dot(gap, gap) > limit * limit)
        return std::nullopt;
    const double d = distance(a, b);
    if (d <= range)
        return d;
    return std::nullopt;
}

double penetration(const OrientedRect &a, const OrientedRect &b)
{
    return penetration(footprint(a), footprint(b));
}

double distance(const OrientedRect &a, const OrientedRect &b)
{
    return distance(footprint(a), footprint(b));
}

bool Contact::overlapping() const
{
    return penetration > tolerance;
}

bool Contact::touching() const
{
    return !overlapping() && distance <= tolerance;
}

Contact::Kind Contact::kind() const
{
    if (overlapping())
        return Kind::Overlap;
    if (!touching())
        return Kind::None;
    if (edgeCount > 0)
        return Kind::EdgeToEdge;
    for (int i = 0; i < cornerCount; ++i) {
        if (!cornerContacts[i].atCorner)
            return cornerContacts[i].ofA ? Kind::CornerToEdge : Kind::EdgeToCorner;
    }
    return cornerCount > 0 ? Kind::CornerToCorner : Kind::None;
}

const EdgeContact *Contact::edges(Edge ofA, Edge ofB) const
{
    for (int i = 0; i < edgeCount; ++i) {
        if (edgeContacts[i].a == ofA && edgeContacts[i].b == ofB)
            return &edgeContacts[i];
    }
    return nullptr;
}

Contact classifyContact(const OrientedRect &a, const OrientedRect &b, double tolerance)
{
    return classifyContact(footprint(a), footprint(b), tolerance);
}

Contact classifyContact(const Footprint &fa, const Footprint &fb, double tolerance)
{
    Contact contact;
    contact.tolerance = tolerance;
    contact.penetration = penetration(fa, fb);
    contact.distance = contact.penetration > 0 ? 0.0 : separatedDistance(fa, fb);
    if (!contact.touching())
        return contact;

    // From the footprints' corners: no sine or cosine again.
    auto edgesOf = [](const Footprint &f) {
        const auto &c = f.corners;
        return std::array<Segment, 4>{Segment{c[0], c[1]}, Segment{c[1], c[2]}, Segment{c[2], c[3]}, Segment{c[3], c[0]}};
    };
    const auto ea = edgesOf(fa);
    const auto eb = edgesOf(fb);
    static const double parallel = std::sin(parallelToleranceDegrees * std::numbers::pi / 180.0);
    // Front and rear edges run along a base's rightward axis, side edges along its forward axis:
    // edges whose axes are clearly further from parallel than the tolerance share no length, and
    // sharedLength() need not be asked (it works from the corners, which agree with the axes to
    // far less than the margin).
    auto axisOf = [](const Footprint &f, int edge) { return edge % 2 == 0 ? f.rightward : f.forward; };
    // Nor do edges of which one lies wholly to one side of the other's line, further off it
    // than the tolerance (sharedLength() asks it of the part beside the other edge).
    const double offLine = tolerance + roundingMargin;
    for (int i = 0; i < 4; ++i) {
        const Point axisA = axisOf(fa, i);
        for (int j = 0; j < 4; ++j) {
            if (std::abs(cross(axisA, axisOf(fb, j))) > parallel + roundingMargin)
                continue;
            const double offsetFrom = cross(axisA, eb[j].a - ea[i].a);
            const double offsetTo = cross(axisA, eb[j].b - ea[i].a);
            if ((offsetFrom > offLine && offsetTo > offLine) || (offsetFrom < -offLine && offsetTo < -offLine))
                continue;
            // Measured from both edges, so that the answer does not depend on which base is a.
            const double shared = sharedLength(ea[i], eb[j], parallel, tolerance);
            const double sharedOfB =
                shared > 0 ? sharedLength(eb[j], ea[i], parallel, tolerance) : 0.0;
            if (sharedOfB <= 0)
                continue;
            const double lengthA = length(ea[i].b - ea[i].a);
            const double lengthB = length(eb[j].b - eb[j].a);
            contact.edgeContacts[contact.edgeCount++] =
                EdgeContact{Edge(i), Edge(j), shared, shared >= lengthA - tolerance,
                            sharedOfB >= lengthB - tolerance};
        }
    }

    // Corners touching the other base, unless they lie on an edge contact already.
    auto onEdgeContact = [&](bool ofA, Point p) {
        for (int k = 0; k < contact.edgeCount; ++k) {
            const Segment &s = ofA ? ea[int(contact.edgeContacts[k].a)] : eb[int(contact.edgeContacts[k].b)];
            if (geometry::distance(p, s) <= tolerance)
                return true;
        }
        return false;
    };
    const double touchLimit = (tolerance + roundingMargin) * (tolerance + roundingMargin);
    auto addCorners = [&](const Footprint &self, const Footprint &other, bool ofA) {
        const auto &mine = self.corners;
        const auto &theirs = other.corners;
        const auto theirEdges = edgesOf(other);
        for (int k = 0; k < 4; ++k) {
            // A corner outside the other base is as far from its edges as from the base: one
            // clearly further than the tolerance touches none of them.
            if (squaredToRect(mine[k], other) > touchLimit)
                continue;
            double nearestEdge = std::numeric_limits<double>::max();
            for (const Segment &e : theirEdges)
                nearestEdge = std::min(nearestEdge, geometry::distance(mine[k], e));
            if (nearestEdge > tolerance || onEdgeContact(ofA, mine[k]))
                continue;
            CornerContact c{ofA, Corner(k), false, Corner::FrontLeft, Edge::Front};
            for (int m = 0; m < 4; ++m) {
                const Point gap = mine[k] - theirs[m];
                if (dot(gap, gap) <= touchLimit && length(gap) <= tolerance) {
                    c.atCorner = true;
                    c.otherCorner = Corner(m);
                }
            }
            if (!c.atCorner) {
                double nearest = std::numeric_limits<double>::max();
                for (int m = 0; m < 4; ++m) {
                    const double d = geometry::distance(mine[k], theirEdges[m]);
                    if (d < nearest) {
                        nearest = d;
                        c.otherEdge = Edge(m);
                    }
                }
            }
            // A corner meeting a corner is listed once, as a's.
            if (c.atCorner && !ofA)
                continue;
            contact.cornerContacts[contact.cornerCount++] = c;
        }
    };
    addCorners(fa, fb, true);
    addCorners(fb, fa, false);
    return contact;
}

} // namespace adjutant::geometry
