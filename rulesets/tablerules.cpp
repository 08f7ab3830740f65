#include "rulesets/tablerules.h"

#include "measure/tablemeasurer.h"

namespace adjutant::rulesets {

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
