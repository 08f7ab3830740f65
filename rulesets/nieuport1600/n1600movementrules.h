// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

#include <optional>

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::nieuport1600 {

// The movement table (resources/rulesets/nieuport1600/tables/movement.json) as the move planner
// reads it, read once per book. Each value keeps the section it cites.
struct MovementRules
{
    struct Cost
    {
        int mp = 0;
        QString source;
    };
    // Terrain Effects Table: the MP to enter a hex of each terrain type whose cost the book gives.
    QHash<QString, Cost> enterCost;
    // Terrain types the book knows but gives no cost for (a village), with the message that says
    // which value is missing and how to supply it.
    QHash<QString, QString> missingEnterCost;
    QString clearType; // the terrain of a hex that no piece covers (Terrain Effects Table, Clear)
    QStringList impassable; // measuring.impassableTerrain
    QString impassableSource;
    QString impassableText;
    QStringList noEffect; // Line of slack tide
    QString overlappingReason;
    QString doubleUnitSource;     // 8.51
    QStringList cavalryLevelLost; // Dunes
    QString cavalryLevelLostSource;
    Cost facingCavalry;
    Cost facingInfantry;
    Cost counterMarch;
    Cost doubleCounterMarch;
    Cost pivot;
    Cost artilleryFacing;
    // Unit State Effects Table: what each morale level leaves of the counter's movement value.
    QHash<QString, double> allowanceFactor;
    QString allowanceSource;
    QString halfReason; // Disordered: no rounding
    QStringList routOnly;
    QString routSource;
    QString zocSource;
    QString zocReason;
    QString enemyArtilleryReason;
    QString enemyArtillerySource;
    int reactionDistance = 0;
    QString reactionSource;
    // N1600 8.3: the interception zone in words, or empty with why it is missing (Diagram 3).
    QString interceptionZone;
    QString interceptionSource;
    QString interceptionMissing;
    QStringList levels;    // morale.levels, best first
    QString eliminated;    // morale.eliminated
    int cheapestEntry = 1; // the least MP any hex costs to enter (for the search's estimate)
};

// Throws MissingRuleValue when a value the planner needs is missing (an override took it away).
const MovementRules &movementRules(const RuleBook &book);

} // namespace adjutant::rulesets::nieuport1600
