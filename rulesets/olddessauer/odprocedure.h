// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/change.h"
#include "rulesets/procedure.h"

#include <QList>
#include <QString>

#include <optional>

namespace adjutant::core {
class JsonReader;
}

namespace adjutant::rulesets::olddessauer {

// The procedures of each part of the text, in menu order. Old Dessauer inputs name a unit by its
// id under "unit".
QList<Procedure> moraleProcedures();  // odmorale.cpp: rally test, fire test
QList<Procedure> fireProcedures();    // odfire.cpp: fire
QList<Procedure> combatProcedures();  // odcombat.cpp: close combat
QList<Procedure> commandProcedures(); // odcommand.cpp: tests of one die, generals, evasion

// The fields every procedure about one unit starts with: its id (from the battle) and its name.
QList<InputField> unitFields();
// A morale grade field ("A" to "D", from the troop types table: InputField::catalogue "grades").
InputField gradeField(const QString &help);
// The grade at `key`, one of the troop types table's grades.
QString readGrade(const core::JsonReader &json, QStringView key, const RuleBook &book);
// "The unit" when the input gives no name.
QString who(const QString &name);

// A unit's morale state changed (core event unit.stateChanged; OD 6, Morale States).
core::Change moraleChange(const QString &unit, const QString &state);
// Figures removed by hits (core event unit.basesLost: Old Dessauer counts its strength in figures,
// OD 7, Measuring Damage to Units).
core::Change figuresLostChange(const QString &unit, int count);

// A test of one die against a score to pass (OD 11, OD 16.10): the die plus `modifier` must reach
// `passScore`. Adds the score's distribution, the pass and fail outcomes and, with dice, the
// result and summary; returns whether it passed, or none without dice.
std::optional<bool> oneDieTest(ProcedureResult &result, DiceSource &dice, const QString &roll,
                               const QString &name, const QString &test, int passScore,
                               int modifier, const QString &onPass, const QString &onFail);

} // namespace adjutant::rulesets::olddessauer
