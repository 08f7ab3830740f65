// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/measurebattle.h"

#include "core/battle.h"
#include "core/error.h"
#include "measure/tablemeasurer.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

namespace adjutant::rulesets {

const TableRules &tableRulesOf(const core::Battle &battle)
{
    const Ruleset *ruleset = findRuleset(battle.ruleset);
    const TableRules *rules = ruleset ? ruleset->tableRules() : nullptr;
    if (!rules)
        throw core::Error(QStringLiteral("%1 battles are not measured yet")
                              .arg(ruleset ? ruleset->name() : battle.ruleset));
    return *rules;
}

QJsonObject measureBattle(const core::Battle &battle, const QString &onlyUnit, double within)
{
    const int only = onlyUnit.isEmpty() ? -1 : battle.unitIndex(onlyUnit);
    if (!onlyUnit.isEmpty() && only < 0)
        throw core::Error(QStringLiteral("--unit: no unit with id \"%1\"").arg(onlyUnit));
    QJsonObject json = tableRulesOf(battle).measure(battle, only, within);
    json[QStringLiteral("ruleset")] = battle.ruleset;
    json[QStringLiteral("unit")] = battle.table.unit.symbol();
    // What "contact" and "overlap" meant in the answer (free-form tables).
    if (!battle.table.unit.isHex())
        json[QStringLiteral("contactToleranceMillimetres")] = battle.table.contactTolerance;
    return json;
}

measure::UnitMeasurement measureBattleUnit(const core::Battle &battle, const QString &unit,
                                           double within, measure::MeasureCache *cache)
{
    const int u = battle.unitIndex(unit);
    if (u < 0)
        throw core::Error(QStringLiteral("no unit with id \"%1\"").arg(unit));
    return tableRulesOf(battle).measureUnit(battle, u, within, cache);
}

} // namespace adjutant::rulesets
