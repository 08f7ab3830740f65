// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/contact.h"
#include "geometry/orientedrect.h"
#include "geometry/tolerance.h"

#include <QString>

#include <cmath>
#include <limits>
#include <vector>

namespace adjutant::core {
struct Base;
struct Unit;
} // namespace adjutant::core

namespace adjutant::measure {

using geometry::OrientedRect;

OrientedRect rectOf(const core::Base &base);

// A unit's bases on the table, and its front rank: the bases with no base of their own unit
// straight ahead in touch.
struct UnitShape
{
    const core::Unit *unit;
    std::vector<OrientedRect> bases;
    std::vector<OrientedRect> frontRank;
};

UnitShape shapeOf(const core::Unit &unit, double tolerance);

// Half a base's diagonal: every point of the base lies within it of its centre. Inline, as
// beyondReach below: both are asked for every pair of bases the rule sets' zone and distance
// tests look at (some 10,000 times a move of a drag), and a call from another file cost more
// than the test.
inline double halfDiagonal(const OrientedRect &r)
{
    // The bases of a table are of a few sizes: the last size's answer is kept, exactly as hypot
    // gave it (a NaN size is never the same, and is worked out).
    thread_local double width = std::numeric_limits<double>::quiet_NaN();
    thread_local double depth = width;
    thread_local double half = 0;
    if (r.width != width || r.depth != depth) {
        width = r.width;
        depth = r.depth;
        half = 0.5 * std::hypot(r.width, r.depth);
    }
    return half;
}

// Bases whose centres are further apart than their half diagonals and `reach` together (and
// twice the largest contact tolerance, more than the zones allow beyond their reach): no point
// of b is within `reach` of any point of a. Tells cheaply what a distance or zone test
// (geometry::directlyInFrontWithin) would answer for far bases. `halfA`: a's half diagonal.
inline bool beyondReach(const OrientedRect &a, double halfA, const OrientedRect &b, double reach)
{
    const double limit = halfA + halfDiagonal(b) + reach + 2.0 * geometry::maxContactTolerance;
    const geometry::Point gap = b.centre - a.centre;
    return geometry::dot(gap, gap) > limit * limit;
}

inline bool beyondReach(const OrientedRect &a, const OrientedRect &b, double reach)
{
    return beyondReach(a, halfDiagonal(a), b, reach);
}

// The least distance between a base of a and a base of b. A pair beyond reach of the best
// distance so far is not measured: the least is the same.
double distance(const std::vector<OrientedRect> &a, const std::vector<OrientedRect> &b);

template <typename Predicate>
bool anyPair(const std::vector<OrientedRect> &a, const std::vector<OrientedRect> &b,
             Predicate predicate)
{
    for (const OrientedRect &x : a) {
        for (const OrientedRect &y : b) {
            if (predicate(x, y))
                return true;
        }
    }
    return false;
}

// The base whose front edge lies furthest forward, for each direction the unit faces: the front
// edges of a unit facing more than one way.
std::vector<OrientedRect> frontEdges(const UnitShape &shape, double tolerance);

// "front-left corner to right edge", as adjutant-cli measure words a contact; empty for none.
QString contactText(const geometry::Contact &contact);

} // namespace adjutant::measure
