// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/fogr/cohesiontest.h"
#include "rulesets/fogr/poa.h"
#include "rulesets/procedureresult.h"

#include <QString>

#include <optional>
#include <vector>

namespace adjutant::rulesets {
class DiceSource;
class RuleBook;
} // namespace adjutant::rulesets

namespace adjutant::rulesets::fogr {

class FollowUpCache;

// Bases of one battle group fighting one enemy battle group at one POA (FoGR, Allocating Combat
// Dice: "roll combat dice separately against each enemy battle group"; "If some bases have
// different POAs, roll separately for them").
struct CombatGroup
{
    QString path;               // of the input, for messages ("input.sides[0].groups[1]")
    QString enemy;              // key of the enemy side
    int frontBases = 0;         // front rank bases fighting (battle wagons: base widths)
    int rearBases = 0;          // melee: bases of the 2nd rank behind them
    int overlapFiles = 0;       // melee: overlapping files
    bool regimentalGun = false; // impact: the battle group's gun die goes with this group
    std::optional<int> poa;     // the net POA typed by the players; otherwise derived from facts
    BaseFacts facts;            // these bases
    BaseFacts facing;           // the enemy bases they face
};

// One battle group in the combat.
struct CombatSide
{
    QString path; // of the input, for messages ("input.sides[1]")
    QString key;  // roll names "<key>.<group index>"
    QString name;
    QString battleGroup; // unit id, may be empty
    QString troopType;   // the battle group's; its groups may name others (a mixed battle group)
    FogrQuality quality = FogrQuality::Average;
    Cohesion cohesion = Cohesion::Steady;
    Disorder disorder = Disorder::None;
    bool commanderInFrontRank = false;
    int battleGroupBases = 0; // bases now (HP3B, death roll cap), regimental guns not counted
    bool startedWithTwoBases = false;
    // Facts of a cohesion test after losing (FoGR, The Test), as the cohesion-test procedure reads
    // them.
    bool lostQuarterOfBases = false;
    bool threatenedFlank = false;
    EnemyTypeFactor enemyType = EnemyTypeFactor::None;
    bool enemyTypeGiven = false; // otherwise closeCombat() derives it (enemytype.h)
    CommanderPresence commander = CommanderPresence::None;
    std::vector<CombatGroup> groups;
};

struct CloseCombatInput
{
    CombatKind kind = CombatKind::Impact; // Impact or Melee
    std::vector<CombatSide> sides;
};

// FoGR, The Combat Mechanism, for the impact or melee phase: the dice of each group after the
// reductions, scores to hit and re-rolls, each side's exact hit distribution, the chances that
// each side loses, and each side's cohesion level and bases lost after the follow-up cohesion
// test and death roll. With dice (rolls "<key>.<group index>"), the hits and who lost.
// `cache`, if given, keeps the cohesion test and death roll chances between calls (the odds are
// recomputed as the players change the input); it must only ever see one rule book.
ProcedureResult closeCombat(const CloseCombatInput &input, DiceSource &dice, const RuleBook &book,
                            FollowUpCache *cache = nullptr);

} // namespace adjutant::rulesets::fogr
