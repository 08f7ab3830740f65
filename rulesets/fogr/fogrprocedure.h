#pragma once

#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"
#include "rulesets/fogr/fogrtypes.h"

#include <QJsonObject>
#include <QList>

#include <functional>

namespace adjutant::core {
class JsonReader;
}

namespace adjutant::rulesets {
class DiceSource;
class RuleBook;
}

namespace adjutant::rulesets::fogr {

// One FoGR procedure: what menus show, a complete example input, and the function. The function
// reads its input through `input` (errors name the field), takes its dice from `dice` under the
// names its documentation gives, and reads every rule value from `book`.
struct FogrProcedure
{
    ProcedureInfo info;
    QJsonObject example;
    std::function<ProcedureResult(const core::JsonReader &input, DiceSource &dice, const RuleBook &book)> run;
};

// The procedures of each part of the rules, in menu order.
QList<FogrProcedure> combatProcedures();        // combat*.cpp: shooting, impact, melee
QList<FogrProcedure> deteriorationProcedures(); // cohesiontest.cpp, deathroll.cpp, ...
QList<FogrProcedure> movementProcedures();      // movement*.cpp: CMT, VMD, interception, ...
QList<FogrProcedure> armyProcedures();          // army*.cpp: attrition, victory

// Single procedures, each in its own file.
FogrProcedure cohesionTestProcedure();  // cohesiontest.cpp
FogrProcedure bolsterRallyProcedure();  // cohesiontest.cpp
FogrProcedure deathRollProcedure();     // deathroll.cpp

// A recorded change of a battle group's cohesion level (core event unit.stateChanged, which
// leaves its disorder and flags as they are).
core::Change cohesionChange(const QString &battleGroup, Cohesion cohesion);
// A recorded base loss (core event unit.basesLost).
core::Change basesLostChange(const QString &battleGroup, int count);
// A modifier whose value is a cell of a rule table, with the cell's citation and provenance.
Modifier modifierFrom(const RuleBook &book, const QString &table, const QString &key);

} // namespace adjutant::rulesets::fogr
