// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/nieuport1600/n1600books.h"

#include "core/battle.h"
#include "core/commander.h"
#include "core/unit.h"
#include "rulesets/nieuport1600/n1600activation.h"
#include "rulesets/nieuport1600/n1600wings.h"
#include "rulesets/rulebook.h"

#include <QHash>

#include <algorithm>
#include <array>

namespace adjutant::rulesets::nieuport1600 {

namespace {

const QString kMorale = QStringLiteral("morale");
const QString kVictory = QStringLiteral("victory");

QString nameOf(const core::Unit &unit)
{
    return unit.name.isEmpty() ? unit.id : unit.name;
}

} // namespace

BooksTerms N1600Books::terms() const
{
    BooksTerms terms;
    // N1600 12, Morale: "There are four levels of morale".
    terms.ladder = QStringLiteral("Morale");
    terms.losses = QStringLiteral("To elimination");
    terms.lossesHelp =
        QStringLiteral("Morale levels the unit can still lose before it is eliminated "
                       "(N1600 12.1: a broken unit that fails is eliminated)");
    terms.timeUpHelp =
        QStringLiteral("After the scenario's turns, victory goes to the camp with the "
                       "most victory points (N1600 Scenario 1, Victory)");
    terms.orders = ordersWords(mBook);
    terms.markers = markerWords(mBook);
    return terms;
}

QString N1600Books::status(const core::Unit &unit) const
{
    return unit.state.cohesion; // the level as the players recorded it
}

UnitLosses N1600Books::losses(const core::Battle &, const core::Unit &unit) const
{
    UnitLosses out;
    const QStringList levels = mBook.strings(kMorale, QStringLiteral("levels"));
    const QString eliminated = mBook.string(kMorale, QStringLiteral("eliminated"));
    const bool artillery = unit.troopType == QLatin1String("Artillery");
    // Artillery "has only one status; it is eliminated if it fails a morale test" (13.1).
    out.limit = artillery ? 1 : int(levels.size());
    const int level = unit.state.cohesion == eliminated ? out.limit
                      : artillery                       ? 0
                                  : std::max<int>(0, levels.indexOf(unit.state.cohesion));
    out.remaining = out.limit - level;
    const RuleValue &rule = mBook.value(kMorale, QStringLiteral("eliminated"));
    out.note = QStringLiteral("%1: \"%2\" (%3)").arg(nameOf(unit), rule.text, rule.source);
    if (out.remaining <= 0) {
        out.level = UnitLosses::Level::Reached;
        out.text = eliminated.toUpper();
    } else if (out.remaining == 1) {
        out.level = UnitLosses::Level::Warning;
        out.text = QStringLiteral("⚠ eliminated if it fails a test");
    } else {
        out.level = UnitLosses::Level::Counting;
        out.text = QStringLiteral("%1 levels to go").arg(out.remaining);
    }
    return out;
}

Verdict N1600Books::verdict(const core::Battle &battle, bool timeUp) const
{
    Verdict out;
    if (battle.sides.size() != 2) {
        out.error = QStringLiteral("Victory is reckoned between two camps; this battle has %1")
                        .arg(battle.sides.size());
        return out;
    }
    out.reckoned = true;
    out.citation = mBook.tableSource(kVictory);
    const QString eliminated = mBook.string(kMorale, QStringLiteral("eliminated"));
    const QStringList doubles =
        mBook.strings(QStringLiteral("troopTypes"), QStringLiteral("doubleTypes"));
    const int low = mBook.integer(kVictory, QStringLiteral("eliminatedMorale7OrLess"));
    const int high = mBook.integer(kVictory, QStringLiteral("eliminatedMorale8"));
    const int perDouble = mBook.integer(kVictory, QStringLiteral("doubleUnitCounts"));
    const QString source = mBook.value(kVictory, QStringLiteral("eliminatedMorale8")).source;
    QHash<QString, int> points;
    QStringList unknown;
    QStringList aboveEight;
    for (const core::Unit &unit : battle.units) {
        if (unit.state.cohesion != eliminated)
            continue;
        // The points go to the other camp.
        QString to;
        for (const core::Side &side : battle.sides) {
            if (side.id != unit.side)
                to = side.id;
        }
        bool ok = false;
        const int morale = unit.troopType == QLatin1String("Artillery")
                               ? mBook.integer(kMorale, QStringLiteral("artilleryMorale"))
                               : unit.quality.toInt(&ok);
        if (unit.troopType != QLatin1String("Artillery") && !ok) {
            unknown << nameOf(unit);
            continue;
        }
        // "1 VP per unit of morale 7 or less ... 2 VP per unit of morale 8"; "A double unit
        // counts as two units". The text names no morale above 8: victory.eliminatedMoraleAbove8,
        // missing until the players supply it; until then such a unit is not counted.
        const RuleValue &above = mBook.value(kVictory, QStringLiteral("eliminatedMoraleAbove8"));
        if (morale > 8 && !above.isAvailable()) {
            aboveEight << QStringLiteral("%1 (morale %2)").arg(nameOf(unit)).arg(morale);
            continue;
        }
        const int each = morale <= 7   ? low
                         : morale == 8 ? high
                                       : mBook.integer(kVictory, QStringLiteral("eliminatedMoraleAbove8"));
        const int count = doubles.contains(unit.troopType) ? perDouble : 1;
        Modifier row;
        row.label = QStringLiteral("%1 eliminated (morale %2%3)")
                        .arg(nameOf(unit))
                        .arg(morale)
                        .arg(count > 1 ? QStringLiteral(", a double unit") : QString());
        row.value = each * count;
        row.citation = source;
        out.reasons.append(row);
        points[to] += row.value;
    }
    for (const core::Side &side : battle.sides)
        out.sides << QStringLiteral("%1: %2 VP")
                         .arg(side.name.isEmpty() ? side.id : side.name)
                         .arg(points.value(side.id));
    if (!unknown.isEmpty())
        out.notes << QStringLiteral(
                         "Not counted, their morale value not recorded (the unit's quality): %1.")
                         .arg(unknown.join(QStringLiteral(", ")));
    if (!aboveEight.isEmpty())
        out.notes << QStringLiteral("Not counted, the scenario gives no victory points for a "
                                    "morale above 8 (missing, %1; supply it in the rule overrides "
                                    "file): %2.")
                         .arg(mBook.value(kVictory, QStringLiteral("eliminatedMoraleAbove8")).source,
                              aboveEight.join(QStringLiteral(", ")));
    out.notes
        << QStringLiteral(
               "Not counted here: 2 VP for the enemy army commander eliminated and 1 VP per hex "
               "controlled (%1); add them from the map.")
               .arg(mBook.value(kVictory, QStringLiteral("hexes"))
                        .value.toVariant()
                        .toStringList()
                        .join(QStringLiteral(", ")));
    const core::Side &a = battle.sides[0];
    const core::Side &b = battle.sides[1];
    const int pa = points.value(a.id), pb = points.value(b.id);
    const QString na = a.name.isEmpty() ? a.id : a.name, nb = b.name.isEmpty() ? b.id : b.name;
    const QString standing = pa == pb ? QStringLiteral("level at %1 VP each").arg(pa)
                                      : QStringLiteral("%1 leads %2 VP to %3")
                                            .arg(pa > pb ? na : nb)
                                            .arg(std::max(pa, pb))
                                            .arg(std::min(pa, pb));
    if (timeUp)
        out.text = pa == pb ? QStringLiteral("No winner on the eliminated units: %1").arg(standing)
                            : QStringLiteral("%1 wins on the eliminated units: %2")
                                  .arg(pa > pb ? na : nb, standing);
    else
        out.text = QStringLiteral("Turn %1: %2").arg(battle.turn).arg(standing);
    return out;
}

core::FollowUps N1600Books::followUps(const core::Battle &before, const core::Battle &after) const
{
    core::FollowUps list;
    if (after.turn <= before.turn)
        return list;
    const RuleValue &cleared = mBook.value(QStringLiteral("turn"), QStringLiteral("markersClearedAtEndOfTurn"));
    const QStringList markers = mBook.strings(QStringLiteral("turn"), QStringLiteral("markersClearedAtEndOfTurn"));
    for (const core::Commander &commander : after.commanders) {
        for (const QString &marker : commander.markers) {
            if (!markers.contains(marker))
                continue;
            list << core::FollowUp{
                core::Change{QStringLiteral("commander.marked"),
                             {{QStringLiteral("id"), commander.id},
                              {QStringLiteral("marker"), marker},
                              {QStringLiteral("on"), false}}},
                QStringLiteral("end of turn: %1's %2 marker taken off (%3; interpreted)")
                    .arg(commander.name.isEmpty() ? commander.id : commander.name, marker, cleared.source)};
        }
    }
    return list;
}

TurnNext N1600Books::nextInTurn(const core::Battle &battle) const
{
    // 3.2.1, Activation Phase: the third of the turn table's phases.
    const QStringList phases = mBook.strings(QStringLiteral("turn"), QStringLiteral("phases"));
    if (battle.phase != phases.value(2) || battle.sides.size() != 2)
        return {};
    const QString rule = QStringLiteral("N1600 4.2, Activation");
    const auto sideName = [&](int s) {
        const core::Side &side = battle.sides[s];
        return side.name.isEmpty() ? side.id : side.name;
    };
    const int first = battle.sides[0].id == battle.activeSide   ? 0
                      : battle.sides[1].id == battle.activeSide ? 1
                                                                : -1;
    if (first < 0)
        return {QStringLiteral("Next wing: choose the side with the initiative as active"),
                QStringLiteral("The side that won the initiative activates a wing first (N1600 "
                               "3.2, 4.1); the next wing follows from it (%1).")
                    .arg(rule)};
    const QStringList orders = ordersWords(mBook);
    const QStringList markers = markerWords(mBook); // Finished, Bypassed, No continuation
    const QString eliminated = mBook.string(kMorale, QStringLiteral("eliminated"));
    WingCounts all{QList<int>(orders.size(), 0), QList<int>(orders.size(), 0)};
    WingCounts done = all;
    std::array<QStringList, 2> waiting;                    // bypassed wings (4.4)
    QHash<QPair<int, int>, QStringList> waitingByOrder;    // wings not yet activated
    for (const Wing &wing : wings(battle)) {
        const core::Commander &commander = battle.commanders[wing.commander];
        const int side = battle.sides[0].id == commander.side   ? 0
                         : battle.sides[1].id == commander.side ? 1
                                                                : -1;
        const int order = int(orders.indexOf(commander.orders));
        const bool standing = std::any_of(wing.units.begin(), wing.units.end(), [&](int u) {
            return battle.units[u].state.cohesion != eliminated;
        });
        if (side < 0 || order < 0 || !standing)
            continue;
        ++all[side][order];
        if (commander.markers.contains(markers.value(0)))
            ++done[side][order];
        else if (commander.markers.contains(markers.value(1)))
            waiting[side] << wingName(commander);
        else
            waitingByOrder[{side, order}] << wingName(commander);
    }
    for (int s = 0; s < 2; ++s) {
        if (!waiting[s].isEmpty())
            return {QStringLiteral("Next: %1's bypassed wing (%2)")
                        .arg(sideName(s), waiting[s].join(QStringLiteral(", "))),
                    QStringLiteral("N1600 4.4, Preemption: the wing that has been preempted is "
                                   "activated immediately after the preempting wing is finished.")};
    }
    const QList<ActivationStep> left = activationsLeft(all, done, first);
    if (left.isEmpty())
        return {QStringLiteral("Every wing has been activated"),
                QStringLiteral("N1600 3.2.1: the phase is repeated until all the wings have been "
                               "activated; the Rout phase follows (3.3).")};
    QStringList then;
    for (const ActivationStep &step : left)
        then << QStringLiteral("%1 %2").arg(sideName(step.side), orders[step.order]);
    const ActivationStep next = left.first();
    const QStringList candidates = waitingByOrder.value({next.side, next.order});
    return {QStringLiteral("Next: %1, a %2 wing").arg(sideName(next.side), orders[next.order]),
            QStringLiteral("%1: the sides alternate, respecting the precedence of the orders; %2 "
                           "has the initiative. Next: %3%4. Then: %5. A wing marked Finished "
                           "has been activated.")
                .arg(rule, sideName(first), sideName(next.side),
                     candidates.isEmpty() ? QString()
                                          : QStringLiteral(" (%1)").arg(candidates.join(QStringLiteral(", "))),
                     then.mid(1).isEmpty() ? QStringLiteral("none")
                                           : then.mid(1).join(QStringLiteral(", ")))};
}

} // namespace adjutant::rulesets::nieuport1600
