// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/unitprefill.h"

#include "core/battle.h"

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

} // namespace adjutant::rulesets
