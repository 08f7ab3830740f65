#pragma once

#include "core/measureunit.h"

#include <QString>

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
// A state about to enter the log (a scenario imported, a change applied): checkBattle(), then the
// units' placement on the rule set's table (TableRules::checkPlacement), so that `measure` never
// refuses what `import` or `apply` recorded:
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
