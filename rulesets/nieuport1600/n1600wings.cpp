// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/nieuport1600/n1600wings.h"

#include "core/battle.h"
#include "geometry/hexunit.h"
#include "rulesets/hexmoveplan.h"
#include "rulesets/nieuport1600/n1600hexunits.h"
#include "rulesets/nieuport1600/nieuport1600tablerules.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>
#include <QJsonValue>

#include <climits>
#include <optional>

namespace adjutant::rulesets::nieuport1600 {

namespace {

const QString kWing = QStringLiteral("wing");

// The fewest hexes from `unit` to an enemy unit on the map (N1600 1.2), and how many stand at
// that distance; INT_MAX when none.
int nearestEnemy(const core::Battle &battle, int self, const geometry::HexUnit &unit)
{
    int nearest = INT_MAX;
    for (qsizetype u = 0; u < battle.units.size(); ++u) {
        const core::Unit &other = battle.units[u];
        if (u == self || other.side == battle.units[self].side)
            continue;
        try {
            if (const std::optional<geometry::HexUnit> placed = placedUnit(other))
                nearest = std::min(nearest, geometry::unitDistance(unit, *placed));
        } catch (const std::exception &) {
            // A unit that cannot stand on the map is not an enemy to close on.
        }
    }
    return nearest;
}

QString nameOf(const core::Unit &unit)
{
    return QLatin1Char('"') + (unit.name.isEmpty() ? unit.id : unit.name) + QLatin1Char('"');
}

QString hexes(int count)
{
    return count == 1 ? QStringLiteral("1 hex") : QStringLiteral("%1 hexes").arg(count);
}

} // namespace

const core::Commander *wingCommanderOf(const core::Battle &battle, const core::Unit &unit)
{
    const QString id = unit.properties.value(kWing).toString();
    if (id.isEmpty())
        return nullptr;
    for (const core::Commander &commander : battle.commanders) {
        if (commander.id == id)
            return &commander;
    }
    return nullptr;
}

QList<Wing> wings(const core::Battle &battle)
{
    QList<Wing> list;
    for (qsizetype c = 0; c < battle.commanders.size(); ++c) {
        Wing wing{int(c), {}};
        for (qsizetype u = 0; u < battle.units.size(); ++u) {
            if (battle.units[u].properties.value(kWing).toString() == battle.commanders[c].id)
                wing.units << int(u);
        }
        if (!wing.units.isEmpty())
            list << wing;
    }
    return list;
}

QString wingName(const core::Commander &commander)
{
    return commander.name.isEmpty() ? commander.id : commander.name;
}

QStringList ordersWords(const RuleBook &book)
{
    return book.strings(QStringLiteral("ordersChange"), QStringLiteral("orders"));
}

QStringList markerWords(const RuleBook &book)
{
    return book.strings(QStringLiteral("turn"), QStringLiteral("markers"));
}

void checkOrders(const RuleBook &book, const core::Battle &battle, int unit,
                 const geometry::HexUnit &from, const geometry::HexUnit &to, HexMovePlan &plan)
{
    const core::Commander *commander = wingCommanderOf(battle, battle.units[unit]);
    if (!commander || commander->orders.isEmpty())
        return;
    const QStringList orders = ordersWords(book);
    const int order = int(orders.indexOf(commander->orders));
    const int before = nearestEnemy(battle, unit, from);
    if (order < 0 || before == INT_MAX)
        return;
    const int after = nearestEnemy(battle, unit, to);
    const QString under = QStringLiteral("Under %1 (N1600 6.2)").arg(commander->orders);
    switch (order) {
    case 0: // Chargez!
        if (before == 1 && after > 1) {
            plan.refusal = QStringLiteral("%1 a unit adjacent to the enemy cannot move away.").arg(under);
        } else if (after >= before) {
            plan.notes << QStringLiteral("%1 the unit must end its movement at least one hex closer "
                                         "to the nearest enemy: it began %2 away and is %3 away here.")
                              .arg(under, hexes(before), hexes(after));
        }
        break;
    case 1: // Marchez!
        if (after == 1 && before > 1)
            plan.refusal = QStringLiteral("%1 a unit may not become adjacent to the enemy.").arg(under);
        break;
    case 2: // Ralliez!
        if (after < before)
            plan.refusal = QStringLiteral("%1 a unit may not end its movement closer to the enemy: "
                                          "%2 away, from %3.")
                               .arg(under, hexes(after), hexes(before));
        break;
    default:
        break;
    }
}

void checkTercio(const core::Battle &battle, int unit, const geometry::HexUnit &from,
                 const geometry::HexUnit &to, HexMovePlan &plan)
{
    const int tercio = battle.unitIndex(battle.units[unit].properties.value(QStringLiteral("tercio")).toString());
    if (tercio < 0)
        return;
    std::optional<geometry::HexUnit> placed;
    try {
        placed = placedUnit(battle.units[tercio]);
    } catch (const std::exception &) {
        return; // its tercio cannot stand on the map: nothing to measure from
    }
    if (!placed)
        return;
    // "It must, however, remain two hexes or fewer from its double unit."
    constexpr int kReach = 2;
    const int before = geometry::unitDistance(from, *placed);
    const int after = geometry::unitDistance(to, *placed);
    const QString name = nameOf(battle.units[tercio]);
    if (before <= kReach && after > kReach) {
        plan.refusal = QStringLiteral("A musketeers manga must remain 2 hexes or fewer from its "
                                      "tercio %1 (N1600 8.6): this move ends %2 from it.")
                           .arg(name, hexes(after));
    } else if (before > kReach && after >= before && nearestEnemy(battle, unit, to) != 1) {
        plan.notes << QStringLiteral("Out of range of its tercio %1 (%2 away), the manga must move "
                                     "closer to it unless it is adjacent to an enemy unit (N1600 "
                                     "8.6): this move ends %3 away.")
                          .arg(name, hexes(before), hexes(after));
    }
}

QList<FactView> Nieuport1600TableRules::describeUnit(const core::Battle &battle, int unit,
                                                     const QJsonObject &facts) const
{
    QList<FactView> rows = wingRows(battle, unit, facts);
    // N1600 8.3: the enemy cavalry, not broken, that may intercept it when it moves; the zone is
    // Diagram 3, missing from the transcription (movement.interceptionZone).
    if (unitKind(mBook, battle.units[unit].troopType) == geometry::HexUnitKind::Artillery)
        return rows; // it never moves (7.1)
    const QStringList routing = mBook.strings(QStringLiteral("movement"), QStringLiteral("routOnly"));
    QStringList cavalry;
    for (const core::Unit &other : battle.units) {
        if (other.side != battle.units[unit].side && !other.bases.isEmpty() &&
            !routing.contains(other.state.cohesion) &&
            unitKind(mBook, other.troopType) == geometry::HexUnitKind::Cavalry)
            cavalry << nameOf(other);
    }
    if (!cavalry.isEmpty()) {
        const RuleValue &zone = mBook.value(QStringLiteral("movement"), QStringLiteral("interceptionZone"));
        rows << FactView{QStringLiteral("interception"), QStringLiteral("May be intercepted by"),
                         cavalry.join(QStringLiteral(", ")), FactView::Tone::Bad,
                         zone.isAvailable()
                             ? QStringLiteral("%1: entering their interception zone, %2.")
                                   .arg(zone.source, zone.value.toString())
                             : QStringLiteral("%1: entering their interception zone. Missing: %2")
                                   .arg(zone.source, zone.reason)};
    }
    return rows;
}

QList<FactView> Nieuport1600TableRules::wingRows(const core::Battle &battle, int unit,
                                                 const QJsonObject &facts) const
{
    QList<FactView> rows;
    const core::Commander *commander = wingCommanderOf(battle, battle.units[unit]);
    if (!commander)
        return rows;
    const QString turn = QStringLiteral("turn");
    const QString name = wingName(*commander);
    FactView wing{QStringLiteral("wing"), QStringLiteral("Wing"), name, FactView::Tone::Neutral, {}};
    const QString ordersKey = QStringLiteral("orders.") + commander->orders;
    if (commander->orders.isEmpty()) {
        wing.value = QStringLiteral("%1 · no orders given").arg(name);
        wing.tip = QStringLiteral("Give the wing its orders on its commander (N1600 3.1, 6.1).");
    } else {
        wing.value = QStringLiteral("%1 · %2").arg(name, commander->orders);
        if (mBook.has(turn, ordersKey)) {
            const RuleValue &orders = mBook.value(turn, ordersKey);
            wing.tip = QStringLiteral("%1: %2 (%3)").arg(commander->orders, orders.value.toString(), orders.source);
        }
    }
    rows << wing;
    if (!commander->markers.isEmpty()) {
        rows << FactView{QStringLiteral("markers"), QStringLiteral("Commander's markers"),
                         commander->markers.join(QStringLiteral(", ")), FactView::Tone::Neutral,
                         QStringLiteral("N1600 2.3, 4.3, 4.4")};
    }
    if (unitKind(mBook, battle.units[unit].troopType) == geometry::HexUnitKind::Artillery)
        return rows;
    for (const QJsonValue &line : facts.value(QStringLiteral("commanders")).toArray()) {
        if (line[QStringLiteral("commander")].toString() != commander->id)
            continue;
        const bool in = line[QStringLiteral("lineOfCommand")].toBool();
        const RuleValue &out = mBook.value(turn, QStringLiteral("outOfCommand"));
        const int length = line[QStringLiteral("length")].toInt();
        const int through = battle.unitIndex(line[QStringLiteral("through")].toString());
        rows << FactView{QStringLiteral("inCommand"), QStringLiteral("Line of command"),
                         !in ? QStringLiteral("none to %1: out of command").arg(name)
                         : through >= 0
                             ? QStringLiteral("through %1, in command of %2")
                                   .arg(nameOf(battle.units[through]), name)
                         : length == 0 ? QStringLiteral("stacked with %1").arg(name)
                                           : QStringLiteral("%1 hex%2 to %3")
                                                 .arg(length)
                                                 .arg(length == 1 ? QString() : QStringLiteral("es"))
                                                 .arg(name),
                         in ? FactView::Tone::Good : FactView::Tone::Bad,
                         in ? commandTip()
                            : QStringLiteral("%1. Out of command it %2 (%3).")
                                  .arg(commandTip(), out.value.toString(), out.source)};
    }
    return rows;
}

} // namespace adjutant::rulesets::nieuport1600
