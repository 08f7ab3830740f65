// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/procedureresult.h"
#include "rulesets/fogr/fogrtypes.h"

#include <QString>

#include <optional>
#include <vector>

namespace adjutant::rulesets {
class DiceSource;
class RuleBook;
}

namespace adjutant::rulesets::fogr {

// FoGR, Battle Group Deterioration, Cohesion Tests: why a battle group tests.
enum class CohesionReason
{
    Shooting,                 // 1 HP3B from shooting, or warriors 2 artillery hits
    CloseCombat,              // lost an impact or melee close combat
    FragmentedCharged,        // FRAGMENTED and charged by enemy other than light foot
    FriendsBrokeOrCommanderLost,
    Bolster,                  // Joint Action Phase: rise one level if passed, never drop
    Rally                     // the same for a BROKEN battle group
};

enum class CommanderPresence
{
    None,
    InRange, // in line of command and in command range
    With     // with the battle group
};

// Which "Any one of" -1 of the table applies, if any.
enum class EnemyTypeFactor
{
    None,
    ShotAtByArtillery,
    MountedShotAtByFirearms,             // elephants, cavalry, camelry or light horse
    LostToElephants,
    LostToMountedOrHeavyFootInOpen,      // medium foot, warriors or dragoons
    LostImpactToLancersImpactMountedOrSalvo,
    FootLostImpactToImpactFoot
};

struct CohesionTestInput
{
    QString battleGroup; // unit id, for the recorded change; may be empty
    QString name;
    FogrQuality quality = FogrQuality::Average;
    Cohesion cohesion = Cohesion::Steady;
    Disorder disorder = Disorder::None;
    CohesionReason reason = CohesionReason::CloseCombat;
    int reasons = 1; // breaks, lost commanders or charges tested for at once
    bool hp2bFromShooting = false;
    bool hp3bFromCloseCombat = false;
    bool twoMoreHitsReceived = false;
    bool lostQuarterOfBases = false;
    bool threatenedFlank = false; // foot battle troops only
    EnemyTypeFactor enemyType = EnemyTypeFactor::None;
    CommanderPresence commander = CommanderPresence::None;
    bool inCloseCombat = false;
    bool greatCommander = false;
    // Bolster and rally only (FoGR, Joint Action Phase, Bolstering and Rallying Troops).
    bool cohesionDroppedThisTurn = false;
    bool enemyWithinSixMU = false;
    bool belowAutobreak = false;
};

// The test: modifiers, odds of each outcome and, with dice, the new cohesion level.
ProcedureResult cohesionTest(const CohesionTestInput &input, DiceSource &dice, const RuleBook &book);

} // namespace adjutant::rulesets::fogr
