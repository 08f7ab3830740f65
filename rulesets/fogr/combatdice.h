// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/fogr/fogrtypes.h"
#include "rulesets/modifier.h"

#include <QList>
#include <QString>

#include <vector>

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::fogr {

// "Lose 1 dice per n": each complete n loses one (FoGR, An Example of Combat: "Consider the 5 as
// 3+2. Each complete three reduces to a two").
int diceLostPer(int dice, int per);

// Apportions `lost` dice between groups in proportion to `weights` (the bases fighting each),
// largest remainders first, never more than a group has, "leaving at least 1 dice if possible"
// against each (FoGR, Allocating Combat Dice). Ties go to the group with more dice left, then to
// the first listed.
std::vector<int> apportionLoss(const std::vector<int> &dice, const std::vector<int> &weights,
                               int lost);

// The dice of one POA group of a battle group before reductions.
struct GroupDice
{
    int dice = 0;
    int bases = 0;           // bases (or overlap files) fighting, the weight of the apportioning
    QString enemy;           // the enemy battle group's key
    bool lightLoses = false; // light foot or light horse not exempt against this enemy
};

// A battle group's reductions: light troops first, THEN the worst of disruption / disorder
// (1 per 3) or fragmentation / severe disorder (1 per 2), "not cumulative". The lost dice go
// first between enemies in proportion to the bases fighting each, then between the POA groups
// facing each enemy. `modifiers` has one entry per reduction applied (value: dice lost, negative).
struct ReducedDice
{
    std::vector<int> dice;
    std::vector<int> lost;
    QList<Modifier> modifiers;
};
ReducedDice reduceDice(const std::vector<GroupDice> &groups, Cohesion cohesion, Disorder disorder,
                       const RuleBook &book, const QString &table);

} // namespace adjutant::rulesets::fogr
