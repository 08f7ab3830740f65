// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/rulevalue.h"

#include <QString>

namespace adjutant::core {
struct Unit;
}

namespace adjutant::rulesets {

class Ruleset;

// A unit's step on its rule set's ladder as every view shows it (units dock, report): the level
// recorded for it; else, while none is, the level the rules have every unit start at
// (Ruleset::startingCohesion); else none, shown in words as not recorded, never a blank ladder.
struct UnitCohesion
{
    QString level;         // empty: none recorded and the rules name no level to start at
    bool recorded = false; // the players recorded `level`
    RuleValue start;       // the starting level's provenance, when `level` is not recorded

    // For a tooltip or a report's note, empty when recorded: "not recorded; every unit starts
    // at Good (OD 6, Morale States; interpreted: ...)", or "not recorded (...)".
    QString note() const;
};

UnitCohesion unitCohesion(const Ruleset &ruleset, const core::Unit &unit);

} // namespace adjutant::rulesets
