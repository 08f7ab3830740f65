// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/commander.h"
#include "core/side.h"
#include "core/tablemodel.h"
#include "core/terrain.h"
#include "core/unit.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::core {

// The whole game state. It is never edited directly: it is the replay of the event log.
struct Battle
{
    QString name;
    // The rule set's id, kept as text: core asks no rule set. It is checked against the registry
    // where a battle enters the program (rulesets/battlecheck.h).
    QString ruleset;
    // The optional rules the players have agreed to use (their ids in the rule set's list,
    // rulesets::Setup::optionalRules), kept as text as the rule set is.
    QStringList optionalRules;
    TableModel table;
    QList<Side> sides;
    QList<Unit> units;
    QList<Commander> commanders;
    QList<Terrain> terrain;
    int turn = 1;
    QString phase;
    QString activeSide;

    bool operator==(const Battle &) const = default;

    int sideIndex(const QString &id) const;
    int unitIndex(const QString &id) const;
    int commanderIndex(const QString &id) const;
    int terrainIndex(const QString &id) const;
};

} // namespace adjutant::core
