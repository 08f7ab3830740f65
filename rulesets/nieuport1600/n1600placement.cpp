// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600 at the door: a unit's bases as the measurer reads them (n1600hexunits.h), and the
// units a hex may hold.

#include "rulesets/nieuport1600/n1600hexunits.h"
#include "rulesets/nieuport1600/n1600procedure.h"
#include "rulesets/nieuport1600/nieuport1600tablerules.h"

#include "core/battle.h"
#include "core/commander.h"
#include "core/error.h"
#include "rulesets/rulebook.h"
#include "rulesets/tablerules.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace adjutant::rulesets::nieuport1600 {

QStringList Nieuport1600TableRules::placementProblems(const core::Battle &battle) const
{
    QStringList problems;
    const QString gone = eliminated(mBook);
    QHash<QPair<int, int>, qsizetype> holder; // a hex's column and row -> the unit standing in it
    for (qsizetype u = 0; u < battle.units.size(); ++u) {
        const core::Unit &unit = battle.units[u];
        std::optional<geometry::HexUnit> placed;
        try {
            // N1600 2.2, 7.2: a simple unit stands in one hex, a double unit in two adjacent
            // hexes; a third base, or a second one apart from the first, is refused as
            // measure() would refuse it.
            placed = placedUnit(unit);
        } catch (const core::Error &error) {
            problems << error.message();
            continue;
        }
        if (!placed)
            continue;
        // N1600 7: "Units must face a hex vertex"; a double unit has one front (7.2: 3 frontal
        // hexes, 2 flank and 3 rear), which only halves facing the same vertex give.
        if (placed->isDouble() && int(unit.bases[1].facing) != int(unit.bases[0].facing)) {
            problems << QStringLiteral("%1: its halves face vertices %2 and %3; a double unit "
                                       "faces one vertex (N1600 7, 7.2)")
                            .arg(unitInWords(unit))
                            .arg(int(unit.bases[0].facing))
                            .arg(int(unit.bases[1].facing));
        }
        // N1600 9.1: "stacking is limited to one infantry or cavalry unit per hexagon ...
        // Artillery: Any unit type can pass through or stack with an artillery unit." An
        // eliminated unit's counter holds no hex (as the move planner reads the map).
        const geometry::HexUnitKind kind = unitKind(mBook, unit.troopType);
        if (unit.state.cohesion == gone ||
            (kind != geometry::HexUnitKind::Infantry && kind != geometry::HexUnitKind::Cavalry))
            continue;
        for (const core::Base &base : unit.bases) {
            const QPair<int, int> at{base.hex.column, base.hex.row};
            const auto other = holder.constFind(at);
            if (other == holder.constEnd()) {
                holder.insert(at, u);
                continue;
            }
            problems << QStringLiteral("%1 stands in %2 with %3: one infantry or cavalry unit per "
                                       "hex (N1600 9.1)")
                            .arg(unitInWords(unit), hexLabel(hexOf(base.hex)),
                                 unitInWords(battle.units[*other]));
            break;
        }
    }
    // N1600 2.1: "Commanders have a Command value (0, 1 or 2)": a commander's recorded value
    // (its property "command", docs/formats.md) is one of those.
    const RuleValue &values = mBook.value(QStringLiteral("activation"), QStringLiteral("commandValues"));
    QStringList allowed;
    for (const QJsonValue &v : values.value.toArray())
        allowed << QString::number(v.toInt());
    for (const core::Commander &commander : battle.commanders) {
        const QJsonValue command = commander.properties.value(QStringLiteral("command"));
        if (command.isUndefined() || command.isNull())
            continue;
        const QString text = command.isDouble() ? QString::number(command.toDouble())
                                                : QString::fromUtf8(QJsonDocument(QJsonArray{command})
                                                                        .toJson(QJsonDocument::Compact))
                                                      .mid(1)
                                                      .chopped(1);
        if (command.isDouble() && allowed.contains(text))
            continue;
        problems << QStringLiteral("commander \"%1\": command value %2 is not %3 or %4 (%5)")
                        .arg(commander.name.isEmpty() ? commander.id : commander.name, text,
                             allowed.mid(0, allowed.size() - 1).join(QStringLiteral(", ")),
                             allowed.value(allowed.size() - 1), values.source);
    }
    return problems;
}

} // namespace adjutant::rulesets::nieuport1600
