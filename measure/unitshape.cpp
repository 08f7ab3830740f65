#include "measure/unitshape.h"

#include "core/base.h"
#include "core/unit.h"
#include "geometry/tolerance.h"
#include "geometry/zones.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace adjutant::measure {

namespace {
const char *edgeNames[] = {"front", "right", "rear", "left"};
const char *cornerNames[] = {"front-left", "front-right", "rear-right", "rear-left"};
} // namespace

OrientedRect rectOf(const core::Base &base)
{
    return {{base.x.millimetres(), base.y.millimetres()}, base.facing, base.width.millimetres(),
            base.depth.millimetres()};
}

UnitShape shapeOf(const core::Unit &unit, double tolerance)
{
    UnitShape shape{&unit, {}, {}};
    for (const core::Base &base : unit.bases)
        shape.bases.push_back(rectOf(base));
    for (const std::size_t i : geometry::frontRank(shape.bases, tolerance))
        shape.frontRank.push_back(shape.bases[i]);
    return shape;
}

double halfDiagonal(const OrientedRect &r)
{
    // Asked for every pair of bases the zone and distance tests look at (some 10,000 times a
    // move of a drag), and the bases of a table are of a few sizes: the last size's answer is
    // kept, exactly as hypot gave it (a NaN size is never the same, and is worked out).
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

bool beyondReach(const OrientedRect &a, double halfA, const OrientedRect &b, double reach)
{
    const double limit = halfA + halfDiagonal(b) + reach + 2.0 * geometry::maxContactTolerance;
    const geometry::Point gap = b.centre - a.centre;
    return geometry::dot(gap, gap) > limit * limit;
}

bool beyondReach(const OrientedRect &a, const OrientedRect &b, double reach)
{
    return beyondReach(a, halfDiagonal(a), b, reach);
}

double distance(const std::vector<OrientedRect> &a, const std::vector<OrientedRect> &b)
{
    double best = std::numeric_limits<double>::infinity();
    for (const OrientedRect &x : a) {
        const double rx = halfDiagonal(x);
        for (const OrientedRect &y : b) {
            if (!beyondReach(x, rx, y, best))
                best = std::min(best, geometry::distance(x, y));
        }
    }
    return best;
}

std::vector<OrientedRect> frontEdges(const UnitShape &shape, double tolerance)
{
    std::vector<OrientedRect> fronts;
    for (const OrientedRect &base : shape.frontRank) {
        auto same = std::find_if(fronts.begin(), fronts.end(), [&](const OrientedRect &f) {
            return std::abs(f.facingDegrees - base.facingDegrees) < 1.0;
        });
        if (same == fronts.end())
            fronts.push_back(base);
        else if (geometry::toLocal(*same, geometry::corners(base)[0]).ahead > tolerance)
            *same = base;
    }
    return fronts;
}

QString contactText(const geometry::Contact &contact)
{
    switch (contact.kind()) {
    case geometry::Contact::Kind::EdgeToEdge: {
        const auto &e = contact.edgeContacts[0];
        return QStringLiteral("%1 edge to %2 edge")
            .arg(QLatin1String(edgeNames[int(e.a)]), QLatin1String(edgeNames[int(e.b)]));
    }
    case geometry::Contact::Kind::CornerToEdge:
    case geometry::Contact::Kind::EdgeToCorner:
        for (int i = 0; i < contact.cornerCount; ++i) {
            const auto &c = contact.cornerContacts[i];
            if (c.atCorner)
                continue;
            return c.ofA ? QStringLiteral("%1 corner to %2 edge")
                               .arg(QLatin1String(cornerNames[int(c.corner)]),
                                    QLatin1String(edgeNames[int(c.otherEdge)]))
                         : QStringLiteral("%1 edge to %2 corner")
                               .arg(QLatin1String(edgeNames[int(c.otherEdge)]),
                                    QLatin1String(cornerNames[int(c.corner)]));
        }
        break;
    case geometry::Contact::Kind::CornerToCorner: {
        const auto &c = contact.cornerContacts[0];
        return QStringLiteral("%1 corner to %2 corner")
            .arg(QLatin1String(cornerNames[int(c.corner)]),
                 QLatin1String(cornerNames[int(c.otherCorner)]));
    }
    default:
        break;
    }
    return {};
}

} // namespace adjutant::measure
