// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/fogr/closecombat.h"

#include <QString>
#include <QStringList>

#include <cstddef>

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::fogr {

// The words inputs use for EnemyTypeFactor, in its order ("none", "shotAtByArtillery", ...).
QStringList enemyTypeNames();
QString enemyTypeName(EnemyTypeFactor factor);

// The "Any one of" -1 of a close combat's loser (FoGR, Battle Group Deterioration, The Test)
// as the troop types and capabilities of the battle groups say, and why.
struct DerivedEnemyType
{
    EnemyTypeFactor factor = EnemyTypeFactor::None;
    QString why;         // the case of the table that applies, empty when none does
    QString interpreted; // the reading it rests on, if any
    QString needed;      // when it cannot be told: "<path of the field>: needed to decide ..."
};

// For input.sides[side], from its troop types (a mixed foot battle group tests as its latest
// type of light foot, medium foot, warriors, heavy foot, determined foot) and those of every
// enemy base it fought: the groups' `facing` and the enemies' groups fighting it. A fact it
// needs and was not given (whether enemy bases are in open terrain) is never guessed: `needed`
// names the field.
DerivedEnemyType closeCombatEnemyType(const CloseCombatInput &input, std::size_t side,
                                      const RuleBook &book);

} // namespace adjutant::rulesets::fogr
