// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QStringList>

#include <optional>

namespace adjutant::core {
struct Battle;
struct Commander;
} // namespace adjutant::core

namespace adjutant::measure {

class MeasuredTable;

// What a rule set makes of a free-form table (rulesets/<id>/, through its TableRules): the facts
// the measurer (measureTable) asks of it for each pair of units and each unit. Every call may
// run on several threads at once for one measurement: an implementation only reads.
class FactRules
{
public:
    virtual ~FactRules() = default;

    // The terrain types that block MeasuredTable::sightFromFrontRank.
    virtual QStringList sightBlockingTerrain() const { return {}; }
    // Unit `self`'s facts towards enemy unit `enemy`, `mm` millimetres apart at the nearest,
    // added to `facts` (which holds "unit" and "distance" already). Throws core::Error (a
    // MissingRuleValue) when a rule value it needs is missing.
    virtual void pairFacts(const MeasuredTable &table, int self, int enemy, double mm,
                           QJsonObject &facts) const = 0;
    // The facts of unit u alone, beside its enemies, nearest enemy and commanders.
    virtual void unitFacts(const MeasuredTable &table, int u, QJsonObject &facts) const
    {
        (void)table;
        (void)u;
        (void)facts;
    }
    // A commander's command range in the table's units, or none.
    virtual std::optional<double> commandRange(const core::Battle &battle,
                                               const core::Commander &commander) const = 0;
    // The terrain types a command distance may not cross, when it is measured along paths that
    // avoid them and enemy units; none: measured straight.
    virtual std::optional<QStringList> commandPathBlockingTerrain() const { return std::nullopt; }
    // The terrain types that open a way through that blocking terrain where they lie on it
    // (OD 19.5: rivers are crossed at bridges or fords).
    virtual QStringList commandPathCrossingTerrain() const { return {}; }
};

} // namespace adjutant::measure
