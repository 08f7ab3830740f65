// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/procedureresult.h"

#include <QJsonArray>
#include <QList>
#include <QString>

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::fogr {

// Where a battle group stands for attrition (FoGR, Playing the Game, Attrition Points).
enum class AttritionStatus
{
    Steady,
    Disrupted,
    Fragmented,
    Broken, // currently BROKEN (routing)
    RoutedOffTable,
    Destroyed,
    Captured, // artillery captured by the enemy
    StragglingOffTable,
    EvadedOffTable
};

struct AttritionBattleGroup
{
    QString id;
    QString name;
    int bases = 0; // bases at the start of the game
    AttritionStatus status = AttritionStatus::Steady;
};

struct AttritionArmy
{
    QString name;
    QList<AttritionBattleGroup> battleGroups;
    bool campSacked = false;
};

// One army's reckoning: its break point, its attrition points row by row, and whether it routs.
struct ArmyAttrition
{
    QString name;
    int breakPoint = 0;
    int grandBattleGroups = 0;
    int attritionPoints = 0;
    bool routed = false;
    QList<Modifier> rows; // each contributing battle group (or the camp) with its rule
    QJsonObject toJson() const;
};

ArmyAttrition armyAttrition(const AttritionArmy &army, const RuleBook &book);

// The words of the statuses, as inputs spell them.
QStringList attritionStatusNames();

FogrProcedure attritionProcedure();
FogrProcedure victoryProcedure();

} // namespace adjutant::rulesets::fogr
