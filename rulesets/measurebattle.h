// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QString>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::measure {
class MeasureCache;
struct UnitMeasurement;
} // namespace adjutant::measure

namespace adjutant::rulesets {

class TableRules;

// The measurement of a battle by its rule set: adjutant-cli measure's JSON (docs/cli.md) with
// "ruleset", "unit" and, on a free-form table, "contactToleranceMillimetres". Throws core::Error
// for an unknown unit (`onlyUnit`, named as --unit) or a rule set that does not measure.
QJsonObject measureBattle(const core::Battle &battle, const QString &onlyUnit, double within);
// One unit both ways, for the app while a base moves (TableRules::measureUnit).
measure::UnitMeasurement measureBattleUnit(const core::Battle &battle, const QString &unit,
                                           double within, measure::MeasureCache *cache = nullptr);
// The battle's rule set's table rules; throws core::Error when there are none.
const TableRules &tableRulesOf(const core::Battle &battle);

} // namespace adjutant::rulesets
