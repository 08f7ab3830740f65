#pragma once

#include "app/measure/measure.h"

#include <QJsonObject>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::measure {

// The facts of a free-form table (FoGR in MU, Old Dessauer in inches) for adjutant-cli measure and the app:
// contacts and overlaps between bases, and for each unit (every unit, or only `onlyUnit` when it
// is 0 or more) its enemies within `within` table units, commanders and rule-set facts.
QJsonObject measureTable(const core::Battle &battle, int onlyUnit, double within);
// measureUnit() on a free-form table, for the unit at index `unit`.
UnitMeasurement measureTableUnit(const core::Battle &battle, int unit, double within, MeasureCache *cache);

} // namespace adjutant::measure
