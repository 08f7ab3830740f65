// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/measureunit.h"

#include <QString>

#include <QStringList>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::rulesets {

class Ruleset;

// Where a battle enters the program (a scenario or battle file read, a new battle made), its rule
// set is checked against the registry: core stores the id as text and asks nobody. The battle's
// rule set, or a core::Error naming `source` (the file; nothing when empty) and the field:
//   FILE: ruleset: unknown rule set "dba" (expected one of: fogr, olddessauer, nieuport1600)
//   FILE: table.unit: Old Dessauer is not measured in MU (expected "inch")
//   FILE: table.muMillimetres: must be 25, 25.4, 40 or 38.1
const Ruleset &checkBattle(const core::Battle &battle, const QString &source = {});
// What the battle's rule set finds wrong with a state of the battle, one line per problem, each
// naming the unit and citing the rule: checkBattle()'s refusal, then each unit's level that is not
// one of the rule set's (Ruleset::cohesionLevels), then the units' placement on its table
// (TableRules::placementProblems), so that `measure` never refuses what `import` or `apply`
// recorded:
//   unit "Dutch foot (front)": cohesion "Banana" is not one of Steady, Disrupted, Fragmented or
//     Broken (FoGR, Battle Group Cohesion Levels)
//   unit "gendarmes" stands in 0405 with unit "tercio": one infantry or cavalry unit per hex
//     (N1600 9.1)
// The one validation of a state: the core::StateRule the app and the CLI give every session,
// which then refuses whatever would bring a new problem into the log (core/staterule.h).
QStringList stateProblems(const core::Battle &battle);
// A whole state about to enter the log (a scenario imported, a new battle file): checkBattle(),
// then the first of stateProblems(), as a core::Error naming `source` (when given):
//   FILE: unit "pikes": a Nieuport 1600 unit stands in one hex or two (N1600 2.2)
const Ruleset &checkNewState(const core::Battle &battle, const QString &source = {});
// The part of that check for a table's unit of measure alone (a new battle's, before its size).
void checkTableUnit(const Ruleset &ruleset, core::MeasureUnit::Kind kind,
                    const QString &source = {});

// `unknown rule set "dba" (expected one of: fogr, olddessauer, nieuport1600)`
QString unknownRuleset(const QString &id);
// "fogr, olddessauer or nieuport1600": the registered ids as help text lists them.
QString rulesetIdList();

} // namespace adjutant::rulesets
