// SPDX-License-Identifier: GPL-3.0-or-later
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
