// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/tablerules.h"

#include "core/unit.h"
#include "measure/tablemeasurer.h"

namespace adjutant::rulesets {

QString unitInWords(const core::Unit &unit)
{
    return QStringLiteral("unit \"%1\"").arg(unit.name.isEmpty() ? unit.id : unit.name);
}

HexMovePlan TableRules::planHexMove(const core::Battle & /*battle*/, int /*unit*/,
                                    const QList<core::Base> & /*to*/) const
{
    HexMovePlan plan;
    plan.refusal = QStringLiteral("This rule set does not plan moves on a hex map.");
    return plan;
}

QJsonObject FreeFormTableRules::measure(const core::Battle &battle, int onlyUnit,
                                        double within) const
{
    return measure::measureTable(battle, *this, onlyUnit, within);
}

measure::UnitMeasurement FreeFormTableRules::measureUnit(const core::Battle &battle, int unit,
                                                         double within,
                                                         measure::MeasureCache *cache) const
{
    return measure::measureTableUnit(battle, *this, unit, within, cache);
}

} // namespace adjutant::rulesets
