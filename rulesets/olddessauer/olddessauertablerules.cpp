// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/olddessauer/olddessauertablerules.h"

#include "core/battle.h"
#include "geometry/contact.h"
#include "geometry/lineofsight.h"
#include "geometry/zones.h"
#include "measure/measuredtable.h"
#include "rulesets/rulebook.h"
#include "rulesets/tablezones.h"
#include "rulesets/troopcatalogue.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace adjutant::rulesets::olddessauer {

namespace {
using geometry::OrientedRect;
using measure::UnitShape;
const QString measuring = QStringLiteral("measuring");
} // namespace

OldDessauerTableRules::OldDessauerTableRules(const RuleBook &book)
    : mBook(book), mApproach(book.number(measuring, QStringLiteral("approachLimit"))),
      mPinDepth(book.number(measuring, QStringLiteral("pinningZoneDepth"))),
      mPinAngle(book.number(measuring, QStringLiteral("pinningZoneHalfAngle"))),
      mArcAngle(book.number(measuring, QStringLiteral("arcOfFireHalfAngle"))),
      mVisibility(book.number(measuring, QStringLiteral("visibility"))),
      mCommandDistance(book.number(measuring, QStringLiteral("commandDistance"))),
      mImpassable(book.strings(measuring, QStringLiteral("impassableTerrain"))),
      mCrossings(book.strings(measuring, QStringLiteral("crossingTerrain"))),
      mSightTerrain(book.strings(measuring, QStringLiteral("terrainBlockingSight")))
{
    for (const TroopType &type :
         troopCatalogueFrom(book.json(QStringLiteral("troopTypes"), QStringLiteral("types")).toArray()))
        mArms.insert(type.name, type.category);
}

// OD 12.4: "A unit exerts a pinning zone that reaches out 4 to its front ... Intervening units
// and impassable terrain stop the zone at that point."
bool OldDessauerTableRules::inPinningZone(const measure::MeasuredTable &table, int self,
                                          int enemy) const
{
    const UnitShape &ours = table.shape(self);
    const UnitShape &theirs = table.shape(enemy);
    const double inch = table.unitMm();
    const double tolerance = table.tolerance();

    // "Intervening units and impassable terrain stop the zone at that point." interpreted: the
    // zone reaches a base only where a straight line from the pinning base's front edge (a
    // corner or its middle) to a corner or the middle of the base passes no other unit and no
    // impassable terrain.
    auto stops = table.outlines([&](int o) { return o != self && o != enemy; }, false);
    table.addTerrain(stops, mImpassable, mCrossings);
    const double depth = mPinDepth * inch;
    return measure::anyPair(theirs.bases, ours.bases, [&](auto &x, auto &y) {
        if (!geometry::inWedge(x, y, mPinAngle, depth, tolerance))
            return false;
        // Points drawn in by 1 mm, so that a line grazing the edge of an intervening unit of
        // the same frontage does not slip past it.
        const auto front = geometry::edge(x, geometry::Edge::Front);
        const geometry::Point in =
            (front.b - front.a) * (1.0 / geometry::length(front.b - front.a));
        auto inward = [&](geometry::Point corner) {
            const geometry::Point towards = y.centre - corner;
            return corner + towards * (1.0 / geometry::length(towards));
        };
        const auto target = geometry::corners(y);
        for (geometry::Point from : {front.a + in, front.b - in, (front.a + front.b) * 0.5}) {
            for (geometry::Point to : {inward(target[0]), inward(target[1]), inward(target[2]),
                                       inward(target[3]), y.centre}) {
                if (geometry::clearLine(from, to, stops))
                    return true;
            }
        }
        return false;
    });
}

bool OldDessauerTableRules::inPlay(const core::Battle &battle, const QString &optionalRule)
{
    return battle.optionalRules.contains(optionalRule);
}

void OldDessauerTableRules::pairFacts(const measure::MeasuredTable &table, int self, int enemy,
                                      double mm, QJsonObject &facts) const
{
    const UnitShape &ours = table.shape(self);
    const UnitShape &theirs = table.shape(enemy);
    const double inch = table.unitMm();
    const double tolerance = table.tolerance();
    // OD 12.2: no move within 1 inch of any enemy except an attack.
    facts[QStringLiteral("withinApproachLimit")] = mm <= mApproach * inch;
    // OD 12.4, Pinned Units (Optional): the enemy's pinning zone, 4 inches ahead and 22.5
    // degrees outward, where the players have switched the rule on.
    if (inPlay(table.battle(), QStringLiteral("pinnedUnits")))
        facts[QStringLiteral("inItsPinningZone")] = inPinningZone(table, self, enemy);
    // OD 16.12: 22.5 degrees either side of each firing figure (the fire chart's ranges are
    // garbled in the transcription: the arc is given out to the visibility distance).
    const double visibility = mVisibility * inch;
    facts[QStringLiteral("inOurArcOfFire")] =
        measure::anyPair(ours.bases, theirs.bases, [&](auto &x, auto &y) {
            return geometry::inWedge(x, y, mArcAngle, visibility, tolerance);
        });
    // OD 14.6: a flank or rear attack begins at least partly behind the target's frontage.
    bool behind = false;
    for (const OrientedRect &front : measure::frontEdges(theirs, tolerance)) {
        behind =
            behind || std::any_of(ours.bases.begin(), ours.bases.end(), [&](const OrientedRect &b) {
                return geometry::partlyBehindFrontLine(b, front, tolerance);
            });
    }
    facts[QStringLiteral("flankOrRearAttackPosition")] = behind;
    facts[QStringLiteral("lineOfSight")] = sight(table, self, enemy);
    // OD 14, Restrictions on Attack Moves: "The attacker's contact angle with a target must be
    // <=" a limit lost in the transcription (marked missing in the table): the angle is given
    // for the players to judge, when a front edge of ours touches an edge of theirs.
    double angle = -1;
    for (const OrientedRect &mine : ours.bases) {
        for (const OrientedRect &other : theirs.bases) {
            const geometry::Contact contact = geometry::classifyContact(mine, other, tolerance);
            for (int k = 0; k < contact.edgeCount; ++k) {
                if (contact.edgeContacts[k].a != geometry::Edge::Front)
                    continue;
                const double a =
                    geometry::contactAngleDegrees(mine, other, contact.edgeContacts[k].b);
                angle = angle < 0 ? a : std::min(angle, a);
            }
        }
    }
    if (angle >= 0)
        facts[QStringLiteral("contactAngle")] = std::round(angle * 10.0) / 10.0;
}

// OD 19.9, Visibility: "Visibility distance is 36 unless blocked. Visibility is
// blocked by some terrain and all close-order units including artillery ... observers must be at
// least one hill contour above to see over them." interpreted (measuring.sightOverUnits): sight
// runs from the middle of a front edge to the middle of a target base; an observer stands at the
// height of the highest terrain piece with a "height" under the middle of its front edge.
bool OldDessauerTableRules::sight(const measure::MeasuredTable &table, int self, int enemy) const
{
    const core::Battle &battle = table.battle();
    const auto &terrain = table.terrainOutlines();
    const double visibility = mVisibility * table.unitMm();
    auto levelAt = [&](geometry::Point p) {
        double level = 0;
        for (std::size_t t = 0; t < terrain.size(); ++t) {
            if (geometry::contains(terrain[t], p))
                level = std::max(level, battle.terrain[qsizetype(t)]
                                            .properties.value(QStringLiteral("height"))
                                            .toDouble());
        }
        return level;
    };
    for (const OrientedRect &from : table.shape(self).bases) {
        const auto front = geometry::edge(from, geometry::Edge::Front);
        const geometry::Point eye = (front.a + front.b) * 0.5;
        const double observer = levelAt(eye);
        std::vector<geometry::Polygon> blockers;
        // Units are one-contour obstacles standing on their ground. Their bases are grown by the
        // contact tolerance, so that no sight line slips through the crack between two bases in
        // contact; a base the observer touches keeps its own outline.
        for (int o = 0; o < table.unitCount(); ++o) {
            if (o == self || o == enemy)
                continue;
            // OD 19.9: "all close-order units including artillery" block; skirmishers, in their
            // loose cloud (OD 12.3), are not close order and do not.
            if (table.shape(o).unit->state.formation == QLatin1String("Skirmish"))
                continue;
            for (const OrientedRect &base : table.shape(o).bases) {
                if (observer < levelAt(base.centre) + 1)
                    blockers.push_back(
                        table.outline(base, geometry::distance(base, eye) > table.tolerance()));
            }
        }
        // Terrain blocks up to its height; woods and towns block at any height when none is
        // given.
        for (std::size_t t = 0; t < terrain.size(); ++t) {
            const core::Terrain &piece = battle.terrain[qsizetype(t)];
            const bool blocking = mSightTerrain.contains(piece.type, Qt::CaseInsensitive);
            const QJsonValue height = piece.properties.value(QStringLiteral("height"));
            if (geometry::contains(terrain[t], eye))
                continue; // the ground the observer stands on
            if ((blocking && (height.isUndefined() || observer < height.toDouble() + 1)) ||
                (!blocking && !height.isUndefined() && observer < height.toDouble()))
                blockers.push_back(terrain[t]);
        }
        for (const OrientedRect &to : table.shape(enemy).bases) {
            if (geometry::length(to.centre - eye) > visibility)
                continue;
            std::vector<geometry::Polygon> between;
            for (const geometry::Polygon &blocker : blockers) {
                if (!geometry::contains(blocker, to.centre)) // nor the target's ground
                    between.push_back(blocker);
            }
            if (geometry::clearLine(eye, to.centre, between))
                return true;
        }
    }
    return false;
}

// OD 14.7, Bookending: "Two attacking units will bookend an enemy in close combat if they end
// up flush against opposite sides of the target."
void OldDessauerTableRules::unitFacts(const measure::MeasuredTable &table, int u,
                                      QJsonObject &facts) const
{
    struct Flush
    {
        int unit;
        geometry::Point outward;
    };
    std::vector<Flush> flush;
    for (int e = 0; e < table.unitCount(); ++e) {
        if (!table.enemies(u, e))
            continue;
        for (const OrientedRect &mine : table.shape(u).bases) {
            for (const OrientedRect &theirs : table.shape(e).bases) {
                const geometry::Contact contact =
                    geometry::classifyContact(mine, theirs, table.tolerance());
                for (int k = 0; k < contact.edgeCount; ++k) {
                    const geometry::Segment side = geometry::edge(mine, contact.edgeContacts[k].a);
                    const geometry::Point along = side.b - side.a;
                    flush.push_back({e, geometry::Point{-along.y, along.x}}); // outward
                }
            }
        }
    }
    bool bookended = false;
    for (const Flush &one : flush) {
        for (const Flush &other : flush) {
            bookended =
                bookended || (one.unit != other.unit && geometry::dot(one.outward, other.outward) <
                                                            -0.99 * geometry::length(one.outward) *
                                                                geometry::length(other.outward));
        }
    }
    facts[QStringLiteral("bookended")] = bookended;
}

// OD 8.2: "A general has a Command Distance of 6", given in inches to a thousandth as the
// measurer gives distances. OD 8.3: attached to a unit, "The general's Command Distance drops to
// zero (meaning he may influence only that unit)".
std::optional<double> OldDessauerTableRules::commandRange(const core::Battle &,
                                                          const core::Commander &commander) const
{
    if (!commander.attachedTo.isEmpty())
        return 0.0;
    return std::round(mCommandDistance * 1000.0) / 1000.0;
}

QString OldDessauerTableRules::tipOf(const RuleValue &value)
{
    QString text = value.source;
    if (!value.text.isEmpty())
        text += QStringLiteral(": \"%1\"").arg(value.text);
    if (value.status == RuleValue::Status::Interpreted)
        text += QStringLiteral("\nInterpreted: %1").arg(value.reason);
    return text;
}

QString OldDessauerTableRules::cite(const QString &key) const
{
    return tipOf(mBook.value(measuring, key));
}

QString OldDessauerTableRules::commandTip() const
{
    return cite(QStringLiteral("commandDistance"));
}

QList<FactView> OldDessauerTableRules::describe(const core::Battle &battle, const QJsonObject &ours,
                                                const QJsonObject &theirs) const
{
    (void)battle;
    using Tone = FactView::Tone;
    QList<FactView> rows;
    const QString flank = QStringLiteral("flankOrRearAttackPosition");
    const QString flankTip = QStringLiteral(
        "OD 14.6: a flank or rear attack begins at least partly behind the target's frontage.");
    const QString inPosition = QStringLiteral("in position");
    const QString notInPosition = QStringLiteral("not in position");
    if (ours.contains(flank)) {
        const bool yes = ours[flank].toBool();
        rows.append({QStringLiteral("flankOrRearCharge"),
                     QStringLiteral("We attack its flank/rear"), yes ? inPosition : notInPosition,
                     yes ? Tone::Good : Tone::Neutral, flankTip});
    }
    if (theirs.contains(flank)) {
        const bool yes = theirs[flank].toBool();
        rows.append({QStringLiteral("flankOrRearChargeAgainstUs"),
                     QStringLiteral("It attacks our flank/rear"), yes ? inPosition : notInPosition,
                     yes ? Tone::Bad : Tone::Neutral, flankTip});
    }
    if (ours.contains(QStringLiteral("inOurArcOfFire"))) {
        const bool inArc = ours[QStringLiteral("inOurArcOfFire")].toBool();
        rows.append({QStringLiteral("arc"), QStringLiteral("In our arc of fire"),
                     inArc ? QStringLiteral("yes") : QStringLiteral("no"),
                     inArc ? Tone::Good : Tone::Neutral,
                     cite(QStringLiteral("arcOfFireHalfAngle"))});
    }
    if (ours.contains(QStringLiteral("lineOfSight"))) {
        const bool clear = ours[QStringLiteral("lineOfSight")].toBool();
        rows.append({QStringLiteral("lineOfSight"), QStringLiteral("Line of sight"),
                     clear ? QStringLiteral("clear") : QStringLiteral("blocked"),
                     clear ? Tone::Good : Tone::Bad,
                     cite(QStringLiteral("visibility")) + QLatin1Char('\n') +
                         cite(QStringLiteral("sightOverUnits"))});
    }
    if (ours.contains(QStringLiteral("inItsPinningZone"))) {
        const bool pinned = ours[QStringLiteral("inItsPinningZone")].toBool();
        rows.append({QStringLiteral("restrictedArea"), QStringLiteral("In its pinning zone"),
                     pinned ? QStringLiteral("yes") : QStringLiteral("no"),
                     pinned ? Tone::Bad : Tone::Neutral, cite(QStringLiteral("pinningZoneDepth"))});
    }
    if (ours.contains(QStringLiteral("withinApproachLimit"))) {
        const bool near = ours[QStringLiteral("withinApproachLimit")].toBool();
        rows.append({QStringLiteral("approach"), QStringLiteral("Within its approach limit"),
                     near ? QStringLiteral("yes") : QStringLiteral("no"),
                     near ? Tone::Bad : Tone::Neutral, cite(QStringLiteral("approachLimit"))});
    }
    if (ours.contains(QStringLiteral("contactAngle"))) {
        const RuleValue &limit = mBook.value(measuring, QStringLiteral("attackContactAngle"));
        rows.append({QStringLiteral("contactAngle"), QStringLiteral("Contact angle"),
                     QStringLiteral("%1°").arg(ours[QStringLiteral("contactAngle")].toDouble()),
                     Tone::Neutral,
                     limit.isAvailable()
                         ? QStringLiteral("OD 14: at most %1°").arg(limit.value.toDouble())
                         : QStringLiteral("Missing: %1").arg(limit.reason)});
    }
    return rows;
}

QList<OverlayInfo> OldDessauerTableRules::overlays() const
{
    return {{QStringLiteral("arcOfFire"), QStringLiteral("Arc of Fire"),
             QStringLiteral("22.5 degrees either side of each base, out to the visibility "
                            "distance (OD 16.12)")},
            {QStringLiteral("pinningZone"), QStringLiteral("Pinning Zone"),
             QStringLiteral("The pinning zone ahead of the selected unit (OD 12.4)")},
            {QStringLiteral("commandRanges"), QStringLiteral("Command"),
             QStringLiteral("The command distance of the selected unit's generals (OD 8.2)")},
            {QStringLiteral("lineOfSight"), QStringLiteral("Sight"),
             QStringLiteral("Line of sight from the selected unit to each enemy: solid white "
                            "clear, dashed black blocked")}};
}

QList<Zone> OldDessauerTableRules::zones(const core::Battle &battle, int unit,
                                         const QJsonObject &facts, const QSet<QString> &shown) const
{
    QList<Zone> zones;
    const core::Unit &self = battle.units[unit];
    const std::vector<OrientedRect> rects = tablezones::rectsOf(self);
    if (rects.empty())
        return zones;
    const double inch = battle.table.unit.size().millimetres();
    const std::vector<std::size_t> front =
        geometry::frontRank(rects, battle.table.contactTolerance);
    const tablezones::Front caption = tablezones::frontOf(rects, front);
    auto wedges = [&](const QString &overlay, Zone::Style style, double halfAngle, double depth,
                      const std::vector<OrientedRect> &from) {
        Zone zone;
        zone.overlay = overlay;
        zone.style = style;
        for (const OrientedRect &base : from)
            zone.area.push_back(geometry::frontWedge(base, halfAngle, depth * inch));
        return zone;
    };
    // OD 16.12: "22.5 to either side of each firing figure", out to the visibility distance.
    if (shown.contains(QStringLiteral("arcOfFire"))) {
        Zone zone = wedges(QStringLiteral("arcOfFire"), Zone::Style::ShortArc, mArcAngle,
                           mVisibility, rects);
        zone.caption = QStringLiteral("Arc of fire %1° · %2 inch").arg(mArcAngle).arg(mVisibility);
        zone.captionAt = caption.middleAhead(mVisibility * inch);
        zone.captionBack = caption.ahead * -1.0;
        zone.tip = cite(QStringLiteral("arcOfFireHalfAngle"));
        zones.append(zone);
    }
    // OD 12.4: "Pinning Zone: 4 to the unit's front and 22.5 outward to either side", an
    // optional rule.
    if (shown.contains(QStringLiteral("pinningZone")) &&
        !inPlay(battle, QStringLiteral("pinnedUnits"))) {
        Zone zone;
        zone.overlay = QStringLiteral("pinningZone");
        zone.captionAt = caption.middleAhead(mPinDepth * inch / 2);
        zone.reason = QStringLiteral(
            "Pinned units is an optional rule (OD 12.4), not in play in this battle");
        zones.append(zone);
    } else if (shown.contains(QStringLiteral("pinningZone"))) {
        std::vector<OrientedRect> frontBases;
        for (const std::size_t i : front)
            frontBases.push_back(rects[i]);
        Zone zone = wedges(QStringLiteral("pinningZone"), Zone::Style::RestrictedArea, mPinAngle,
                           mPinDepth, frontBases);
        zone.caption = QStringLiteral("Pinning zone %1 inch").arg(mPinDepth);
        zone.captionAt = caption.middleAhead(mPinDepth * inch / 2);
        zone.tip = cite(QStringLiteral("pinningZoneDepth"));
        zones.append(zone);
    }
    if (shown.contains(QStringLiteral("commandRanges")))
        zones += tablezones::commanders(
            battle, self, facts, QStringLiteral("commandRanges"),
            [&](const core::Commander &commander) { return commandRange(battle, commander); },
            mBook.value(measuring, QStringLiteral("commandDistance")).source);
    if (shown.contains(QStringLiteral("lineOfSight")))
        zones += tablezones::sightLines(battle, rects, front, facts, QStringLiteral("lineOfSight"));
    return zones;
}

} // namespace adjutant::rulesets::olddessauer
