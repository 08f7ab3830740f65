// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/unitprefill.h"

#include "core/battle.h"
#include "core/error.h"

#include <QCoreApplication>

namespace adjutant::rulesets {

UnitPrefill::UnitPrefill(const core::Battle &battle, const ProcedureInfo &procedure,
                         const QString &unitId, const QString &recordWords)
    : fill(procedure, prefill), index(battle.unitIndex(unitId))
{
    if (index < 0)
        return;
    unit = &battle.units[index];
    name = unit->name.isEmpty() ? unit->id : unit->name;
    record = (recordWords.isEmpty()
                  ? QCoreApplication::translate("Prefill", "From the battle's record of %1.")
                  : recordWords)
                 .arg(name);
}

QJsonObject measuredUnit(const TableRules &rules, const core::Battle &battle, int index,
                         double within, QJsonArray *contacts)
{
    try {
        const QJsonObject measured = rules.measure(battle, index, within);
        if (contacts)
            *contacts = measured.value(QStringLiteral("contacts")).toArray();
        return measured.value(QStringLiteral("units")).toArray().first().toObject();
    } catch (const core::Error &) {
        return {};
    }
}

} // namespace adjutant::rulesets
