#include "app/measure/measure.h"

#include "app/measure/hexmeasurer.h"
#include "app/measure/tablemeasurer.h"
#include "core/battle.h"
#include "core/error.h"

namespace adjutant::measure {

QJsonObject measure(const core::Battle &battle, const QString &onlyUnit, double within)
{
    const int only = onlyUnit.isEmpty() ? -1 : battle.unitIndex(onlyUnit);
    if (!onlyUnit.isEmpty() && only < 0)
        throw core::Error(QStringLiteral("--unit: no unit with id \"%1\"").arg(onlyUnit));
    QJsonObject json = battle.table.unit.isHex() ? QJsonObject{{QStringLiteral("units"), measureHexMap(battle, only)}}
                                                 : measureTable(battle, only, within);
    json[QStringLiteral("ruleset")] = battle.ruleset;
    json[QStringLiteral("unit")] = battle.table.unit.symbol();
    // What "contact" and "overlap" meant in the answer (free-form tables).
    if (!battle.table.unit.isHex())
        json[QStringLiteral("contactToleranceMillimetres")] = battle.table.contactTolerance;
    return json;
}

UnitMeasurement measureUnit(const core::Battle &battle, const QString &unit, double within, MeasureCache *cache)
{
    const int u = battle.unitIndex(unit);
    if (u < 0)
        throw core::Error(QStringLiteral("no unit with id \"%1\"").arg(unit));
    if (!battle.table.unit.isHex())
        return measureTableUnit(battle, u, within, cache);
    // A hex map is small: each enemy's own measurement, as measure() gives it.
    UnitMeasurement result;
    result.facts = measureHexMap(battle, u).first().toObject();
    for (const QJsonValue &value : result.facts.value(QStringLiteral("enemies")).toArray()) {
        const QString enemy = value[QStringLiteral("unit")].toString();
        const int e = battle.unitIndex(enemy);
        if (e < 0)
            continue;
        for (const QJsonValue &fact : measureHexMap(battle, e).first()[QStringLiteral("enemies")].toArray()) {
            if (fact[QStringLiteral("unit")].toString() == unit)
                result.reverse[enemy] = fact;
        }
    }
    return result;
}

} // namespace adjutant::measure
