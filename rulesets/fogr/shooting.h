// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/fogr/cohesiontest.h"
#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/procedureresult.h"

#include <QString>

#include <optional>
#include <vector>

namespace adjutant::rulesets::fogr {

// One battle group shooting at the target.
struct Shooter
{
    QString path; // of the input, for messages
    QString key;  // the roll name
    QString name;
    FogrQuality quality = FogrQuality::Average;
    Cohesion cohesion = Cohesion::Steady;
    Disorder disorder = Disorder::None;
    QString troopType;
    QString weapon;         // the capability it shoots with ("Musket"); artillery: its troop type
    std::vector<int> ranks; // bases shooting in each shooting rank, front rank first
    bool regimentalGun = false;
    bool longRange = false;
    bool inCloseCombat = false;
    std::optional<int> poa; // typed net POA, otherwise derived
};

struct ShootingTarget
{
    QString key;
    QString name;
    QString battleGroup;
    QString troopType;
    QString armour; // of its nearest rank, as Shooting POAs says
    FogrQuality quality = FogrQuality::Average;
    Cohesion cohesion = Cohesion::Steady;
    Disorder disorder = Disorder::None;
    int battleGroupBases = 1;
    bool oneBaseDeep = false;
    bool inCloseCombat = false;
    bool startedWithTwoBases = false;
    bool lostQuarterOfBases = false;
    bool threatenedFlank = false;
    CommanderPresence commander = CommanderPresence::None;
};

struct ShootingInput
{
    std::vector<Shooter> shooters;
    ShootingTarget target;
};

// FoGR, The Combat Mechanism, shooting at one target: dice per shooting rank and range, the '1 dice
// per x bases' bases of all shooters added before dividing (a die made of two battle groups' bases
// rolls at the worse POA and re-rolls as the worse quality), reductions, POAs, scores to hit, the
// target's exact hits and its chances of each cohesion level and base loss after. Rolls "<shooter
// key>" and, for dice combined from two battle groups' bases, "<key>+<key>".
ProcedureResult shooting(const ShootingInput &input, DiceSource &dice, const RuleBook &book);

// How many ranks of a battle group of `troopType` shooting with `weapon` shoot at that range
// (FoGR: In the Shooting Phase; Overhead Shooting): the entries of its row of the shooting dice
// table; 0 when the row is missing or has no such range.
int ranksThatShoot(const RuleBook &book, const QString &troopType, const QString &weapon,
                   bool longRange);

FogrProcedure shootingProcedure(); // shootingprocedure.cpp

} // namespace adjutant::rulesets::fogr
