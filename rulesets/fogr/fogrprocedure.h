// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/procedure.h"
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

// One FoGR procedure (rulesets/procedure.h).
using FogrProcedure = Procedure;

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

} // namespace adjutant::rulesets::fogr
