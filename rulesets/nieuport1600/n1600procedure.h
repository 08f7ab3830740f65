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

namespace adjutant::rulesets::nieuport1600 {

// The procedures of each part of the text, in menu order. Nieuport 1600 inputs name a unit by its
// id under "unit" (a target under "unit" inside "target", "defender", ...).
QList<Procedure> fireProcedures();    // n1600fire.cpp: fire and its morale test (N1600 10)
QList<Procedure> combatProcedures();  // n1600combat.cpp: close combat (N1600 11)
QList<Procedure> moraleProcedures();  // n1600morale.cpp: morale test, rally, unable to retreat
QList<Procedure> commandProcedures(); // n1600command.cpp: initiative, activation, orders

// The fields every procedure about one unit starts with: its id (from the battle) and its name.
QList<InputField> unitFields();
// The counter's letter (G ... M) or "Artillery", from the troop types table.
InputField typeField(const QString &help);
InputField levelField(const QString &help);
InputField moraleField(const QString &help);
// The wing's order (Chargez!, Marchez!, Ralliez!; N1600 1.2).
InputField orderField(const QString &key, const QString &label, const QString &help);

// A commander's command value (N1600 2.1: "Commanders have a Command value (0, 1 or 2)", the
// activation table's commandValues): the field, bounded by the highest value, of `commanders`
// commanders' values added together (interception adds the AC's and the WC's, 8.3).
inline constexpr int kHighestCommandValue = 2;
InputField commandField(const QString &key, const QString &label, const QString &help,
                        int commanders = 1);
// The value at `key` (0 when absent), refused above what 2.1 allows `commanders` commanders.
int readCommand(const core::JsonReader &json, QStringView key, const RuleBook &book,
                int commanders = 1);

// A unit as the procedures see it: its type and the category the troop types table gives it.
struct UnitType
{
    QString letter;   // "G", "T", "Artillery"
    QString category; // "Cavalry", "Infantry", "Artillery"
    bool isDouble = false;
    bool isCavalry() const { return category == QLatin1String("Cavalry"); }
    bool isInfantry() const { return category == QLatin1String("Infantry"); }
    bool isArtillery() const { return category == QLatin1String("Artillery"); }
};
UnitType readType(const core::JsonReader &json, QStringView key, const RuleBook &book);
// The morale level at `key` (default Normal), as an index into morale.levels.
int readLevel(const core::JsonReader &json, QStringView key, const RuleBook &book);
QString readOrder(const core::JsonReader &json, QStringView key, const RuleBook &book);
QStringList levels(const RuleBook &book);
QString eliminated(const RuleBook &book);
// The level after losing (or, negative, winning back) `lost` levels: the level's name, or
// "Eliminated" once it has lost more levels than it has (N1600 11.4, 12.1).
QString levelAfter(const RuleBook &book, int level, int lost);

// "The unit" when the input gives no name.
QString who(const QString &name);

// A unit's morale level changed (core event unit.stateChanged: the level as the counter shows
// it, or Eliminated).
core::Change moraleChange(const QString &unit, const QString &level);

// A test of one d10 (0 counts as 0) that passes at or under `target` with `modifier` added to the
// die (N1600 4.3, 6.3, 8.3, 12.1). Adds the score's distribution, the pass and fail outcomes and,
// with dice, the result and summary; returns whether it passed, or none without dice.
std::optional<bool> underTest(ProcedureResult &result, DiceSource &dice, const QString &roll,
                              const QString &name, const QString &test, int target, int modifier,
                              const QString &onPass, const QString &onFail);

int total(const QList<Modifier> &modifiers);

} // namespace adjutant::rulesets::nieuport1600

namespace adjutant::rulesets::nieuport1600 {

// What a morale test (N1600 12.1) is taken against: the unit's morale value with its level's
// effect (12.2: Disordered -1, Shaken -2, Broken -5); artillery has a morale value of 6 (12).
struct MoraleTarget
{
    int morale = 0; // the counter's value (artillery: 6)
    int levelEffect = 0;
    int target = 0; // the die, modified, passes at or under this
    QString onFail; // the level after a failure, or Eliminated
};
MoraleTarget moraleTarget(const core::JsonReader &json, const UnitType &type, int level,
                          const RuleBook &book);
// The die modifier of a commander's value in a morale test (12.1; interpreted: morale.commander).
Modifier commanderModifier(const RuleBook &book, const QString &table, const QString &key,
                           int value, const QString &who);

} // namespace adjutant::rulesets::nieuport1600

namespace adjutant::rulesets::nieuport1600 {
// An outcome with no die to roll: chance 1.
Outcome certainOutcome(const QString &label);
} // namespace adjutant::rulesets::nieuport1600
