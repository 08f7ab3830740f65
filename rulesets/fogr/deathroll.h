// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/common/exactdistribution.h"
#include "rulesets/procedureresult.h"

#include <QString>

#include <vector>

namespace adjutant::rulesets {
class DiceSource;
class RuleBook;
}

namespace adjutant::rulesets::fogr {

// What caused the hits, for the +2 and for which base goes (FoGR, Death Rolls; Base Removal).
enum class HitsFrom
{
    CloseCombatLost,
    CloseCombatWonOrDrew,
    ShootingMainlyFirearms, // most shooting dice from artillery, regimental guns and firearms
    ShootingOther,
    ArtilleryLongRange      // long range shooting by artillery only
};

struct DeathRollInput
{
    QString battleGroup;
    QString name;
    int hits = 0;
    bool startedWithTwoBases = false;
    HitsFrom from = HitsFrom::CloseCombatLost;
    int bases = 0; // bases now; 0 when not given (then losses are not capped)
};

// FoGR, Battle Group Deterioration, Death Rolls: 1 die, no re-rolls, plus modifiers; a base is
// lost if the score does not exceed the hits; after a loss with more than 6 hits, 6 are deducted
// and the remainder is rolled again. Only a roll that can go either way takes a die: rolls
// "death", "death.2", "death.3", ... in the order the dice are thrown (a roll the score cannot
// exceed loses its base without one).
ProcedureResult deathRoll(const DeathRollInput &input, DiceSource &dice, const RuleBook &book);
// deathRoll()'s exact chances of losing 0, 1, 2, ... bases, in the order of its outcomes, and
// nothing else of it: what the odds of a close combat ask of each of its death rolls.
std::vector<Fraction> deathRollChances(const DeathRollInput &input, const RuleBook &book);

} // namespace adjutant::rulesets::fogr
