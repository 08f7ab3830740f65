#pragma once

#include "geometry/contact.h"
#include "geometry/orientedrect.h"

#include <QString>

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

// Half a base's diagonal: every point of the base lies within it of its centre.
double halfDiagonal(const OrientedRect &r);

// Bases whose centres are further apart than their half diagonals and `reach` together (and
// twice the largest contact tolerance, more than the zones allow beyond their reach): no point
// of b is within `reach` of any point of a. Tells cheaply what a distance or zone test
// (geometry::directlyInFrontWithin) would answer for far bases. `halfA`: a's half diagonal.
bool beyondReach(const OrientedRect &a, double halfA, const OrientedRect &b, double reach);
bool beyondReach(const OrientedRect &a, const OrientedRect &b, double reach);

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
