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
    return json;
}

} // namespace adjutant::measure
