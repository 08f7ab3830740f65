// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/unit.h"
#include "rulesets/prefillfiller.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::rulesets {

// Where every rule set's pre-fill of a procedure about one unit starts: the battle's unit
// `unitId`, its name as the players read it, the reason for what its record gives, and a filler
// for the procedure's fields. The pre-fill names them at once and keeps its own words:
//     UnitPrefill start(battle, procedure, unitId);
//     auto &[prefill, fill, index, found, name, record] = start;
//     if (!found)
//         return prefill;
struct UnitPrefill
{
    // `recordWords` says where a fact of the unit's record comes from, %1 its name; empty: "From
    // the battle's record of %1."
    UnitPrefill(const core::Battle &battle, const ProcedureInfo &procedure, const QString &unitId,
                const QString &recordWords = {});
    UnitPrefill(const UnitPrefill &) = delete; // `fill` writes into this one's `prefill`
    UnitPrefill &operator=(const UnitPrefill &) = delete;

    Prefill prefill; // what the rule set returns: empty where the battle has no such unit
    PrefillFiller fill;
    int index = -1;                   // in battle.units, -1 where the battle has no such unit
    const core::Unit *unit = nullptr; // nullptr where the battle has no such unit
    QString name;                     // its name, or its id where it has none
    QString record;                   // `recordWords` of its name
};

// What `rules` measure of the unit at `index` with its enemies within `within` table units: its
// entry in measure()'s "units", and in `contacts` (when given) the contacts of its bases; empty
// where the table cannot place it (core::Error), so that the players give the facts.
QJsonObject measuredUnit(const TableRules &rules, const core::Battle &battle, int index,
                         double within, QJsonArray *contacts = nullptr);

} // namespace adjutant::rulesets
