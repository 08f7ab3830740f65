// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/change.h"

#include <QList>
#include <QString>

#include <functional>

namespace adjutant::core {

struct Battle;

// A change that a rule set calls for after another, with the reason in the player's words and
// the rule cited ("autobroken: ... (FoGR: Battle Group Deterioration, Autobreak)"). Core knows
// no rule: a session is given the rule set's FollowUpRule (BattleSession::setFollowUps) and
// records each change with its follow-ups as one step (event type change.followedUp).
struct FollowUp
{
    Change change;
    QString reason;

    bool operator==(const FollowUp &) const = default;
};

using FollowUps = QList<FollowUp>;

// The follow-ups a change calls for, from the battle before it and after it.
using FollowUpRule = std::function<FollowUps(const Battle &before, const Battle &after)>;

} // namespace adjutant::core
