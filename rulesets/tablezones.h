// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/orientedrect.h"
#include "rulesets/zone.h"

#include <QJsonObject>
#include <QList>

#include <functional>
#include <optional>
#include <vector>

namespace adjutant::core {
struct Battle;
struct Commander;
struct Unit;
} // namespace adjutant::core

namespace adjutant::rulesets {

// Zones every free-form rule set draws alike (TableRules::zones): the parts they share.
namespace tablezones {

// A unit's bases as rectangles, index for index with its bases.
std::vector<geometry::OrientedRect> rectsOf(const core::Unit &unit);

// Where captions go along a unit's front: the front rank bases facing as the first one does.
struct Front
{
    geometry::Point ahead;  // the first front rank base's facing
    geometry::Point right;
    double middle = 0;    // of the front, along `right`
    double frontLine = 0; // the front edge, along `ahead`
    // The point `along` to the right of the table's origin and `forward` ahead of it.
    geometry::Point at(double along, double forward) const { return right * along + ahead * forward; }
    // The point on the front's middle `forward` ahead of its front edge.
    geometry::Point middleAhead(double forward) const { return at(middle, frontLine + forward); }
};
Front frontOf(const std::vector<geometry::OrientedRect> &rects,
              const std::vector<std::size_t> &frontRank);

// The command range ring of each commander of the unit's side (`rangeOf` in table units, or
// none), solid when the unit is within it, dashed when not (as its `facts` say), and his marker.
// `citation`: where the ranges come from.
QList<Zone> commanders(const core::Battle &battle, const core::Unit &unit, const QJsonObject &facts,
                       const QString &overlay,
                       const std::function<std::optional<double>(const core::Commander &)> &rangeOf,
                       const QString &citation);

// A line from the middle of the unit's nearest front edge to the nearest point of each enemy not
// in contact, clear or blocked as its facts' "lineOfSight" says.
QList<Zone> sightLines(const core::Battle &battle, const std::vector<geometry::OrientedRect> &rects,
                       const std::vector<std::size_t> &frontRank, const QJsonObject &facts,
                       const QString &overlay);

} // namespace tablezones
} // namespace adjutant::rulesets
