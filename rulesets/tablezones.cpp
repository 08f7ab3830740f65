// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/tablezones.h"

#include "core/battle.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <limits>

namespace adjutant::rulesets::tablezones {

namespace {

using geometry::OrientedRect;

geometry::Point frontCentre(const OrientedRect &rect)
{
    return rect.centre + geometry::forward(rect) * (rect.depth / 2);
}

// The point of the rectangle's outline nearest to p (p itself when inside).
geometry::Point nearestOn(const OrientedRect &rect, geometry::Point p)
{
    const geometry::LocalPoint local = geometry::toLocal(rect, p);
    // toLocal measures `ahead` from the front edge; the rectangle spans [-depth, 0] in it.
    const double along = std::clamp(local.along, -rect.width / 2, rect.width / 2);
    const double ahead = std::clamp(local.ahead, -rect.depth, 0.0);
    return frontCentre(rect) + geometry::rightward(rect) * along + geometry::forward(rect) * ahead;
}

// Initials of a rank: "Field commander" -> "FC", as FoGR abbreviates them.
QString initials(const QString &words)
{
    QString result;
    for (const QString &word : words.split(QLatin1Char(' '), Qt::SkipEmptyParts))
        result += word.front().toUpper();
    return result;
}

} // namespace

std::vector<OrientedRect> rectsOf(const core::Unit &unit)
{
    std::vector<OrientedRect> rects;
    for (const core::Base &base : unit.bases)
        rects.push_back({{base.x.millimetres(), base.y.millimetres()}, base.facing,
                         base.width.millimetres(), base.depth.millimetres()});
    return rects;
}

Front frontOf(const std::vector<OrientedRect> &rects, const std::vector<std::size_t> &frontRank)
{
    Front front;
    if (frontRank.empty())
        return front;
    const OrientedRect &lead = rects[frontRank.front()];
    front.ahead = geometry::forward(lead);
    front.right = geometry::rightward(lead);
    double leftmost = std::numeric_limits<double>::infinity();
    double rightmost = -leftmost;
    double line = -leftmost;
    for (const std::size_t i : frontRank) {
        if (std::abs(std::remainder(rects[i].facingDegrees - lead.facingDegrees, 360.0)) > 1.0)
            continue;
        for (const geometry::Point &corner : geometry::corners(rects[i])) {
            leftmost = std::min(leftmost, geometry::dot(corner, front.right));
            rightmost = std::max(rightmost, geometry::dot(corner, front.right));
        }
        line = std::max(line, geometry::dot(frontCentre(rects[i]), front.ahead));
    }
    front.middle = (leftmost + rightmost) / 2;
    front.frontLine = line;
    return front;
}

QList<Zone> commanders(const core::Battle &battle, const core::Unit &unit, const QJsonObject &facts,
                       const QString &overlay,
                       const std::function<std::optional<double>(const core::Commander &)> &rangeOf,
                       const QString &citation)
{
    QList<Zone> zones;
    const QString symbol = battle.table.unit.symbol();
    const double mm = battle.table.unit.size().millimetres();
    QHash<QString, QJsonObject> ours;
    for (const QJsonValue &fact : facts.value(QStringLiteral("commanders")).toArray())
        ours.insert(fact[QStringLiteral("commander")].toString(), fact.toObject());
    for (const core::Commander &commander : battle.commanders) {
        if (commander.side != unit.side)
            continue;
        const geometry::Point at{commander.x.millimetres(), commander.y.millimetres()};
        // The measurer's range for him; failing that (a commander away from this unit's facts),
        // the rule set's.
        const QJsonObject fact = ours.value(commander.id);
        double range = fact.value(QStringLiteral("range")).toDouble(-1);
        if (range < 0)
            range = rangeOf(commander).value_or(-1);
        const bool inRange = fact.value(QStringLiteral("inRange")).toBool();
        QString caption = commander.name.isEmpty() ? commander.id : commander.name;
        if (range > 0) {
            Zone ring;
            ring.overlay = overlay;
            ring.style = Zone::Style::CommandRange;
            ring.about = commander.id;
            ring.centre = at;
            ring.radius = range * mm;
            ring.dashed = !inRange;
            ring.tip = QStringLiteral("%1, %2: command range %3 %4 (%5)")
                           .arg(caption, commander.rank, QString::number(range), symbol, citation);
            zones.append(ring);
            caption += QStringLiteral(" · %1 %2 %3 · %4")
                           .arg(initials(commander.rank), QString::number(range), symbol,
                                inRange ? QStringLiteral("in range")
                                        : QStringLiteral("out of range"));
        } else {
            caption += QStringLiteral(" · %1: no command range in the rules").arg(commander.rank);
        }
        Zone marker;
        marker.overlay = overlay;
        marker.style = Zone::Style::Commander;
        marker.about = commander.id;
        marker.centre = at;
        marker.caption = caption;
        marker.tip = caption;
        zones.append(marker);
    }
    return zones;
}

QList<Zone> sightLines(const core::Battle &battle, const std::vector<OrientedRect> &rects,
                       const std::vector<std::size_t> &frontRank, const QJsonObject &facts,
                       const QString &overlay)
{
    QList<Zone> zones;
    if (frontRank.empty())
        return zones;
    const Front front = frontOf(rects, frontRank);
    for (const QJsonValue &value : facts.value(QStringLiteral("enemies")).toArray()) {
        const QJsonObject enemy = value.toObject();
        if (!enemy.contains(QStringLiteral("lineOfSight")) ||
            enemy[QStringLiteral("distance")].toDouble() <= 0)
            continue;
        const QString id = enemy[QStringLiteral("unit")].toString();
        const int e = battle.unitIndex(id);
        if (e < 0)
            continue;
        double best = std::numeric_limits<double>::infinity();
        geometry::Point from;
        geometry::Point to;
        for (const OrientedRect &target : rectsOf(battle.units[e])) {
            for (const std::size_t i : frontRank) {
                const geometry::Point start = frontCentre(rects[i]);
                const geometry::Point end = nearestOn(target, start);
                const double d = geometry::length(end - start);
                // Of front edges as near as each other (an enemy square ahead), the one nearest
                // the middle of the front: the line then reads as the unit's.
                const bool tie = std::abs(d - best) < 1.0;
                if ((d < best && !tie) ||
                    (tie && std::abs(geometry::dot(start, front.right) - front.middle) <
                                std::abs(geometry::dot(from, front.right) - front.middle))) {
                    best = std::min(best, d);
                    from = start;
                    to = end;
                }
            }
        }
        if (!std::isfinite(best))
            continue;
        const bool clear = enemy[QStringLiteral("lineOfSight")].toBool();
        Zone line;
        line.overlay = overlay;
        line.style = clear ? Zone::Style::SightClear : Zone::Style::SightBlocked;
        line.about = id;
        line.line = {from, to};
        line.dashed = !clear;
        zones.append(line);
    }
    return zones;
}

} // namespace adjutant::rulesets::tablezones
