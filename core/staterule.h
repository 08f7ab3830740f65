// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>

#include <functional>

namespace adjutant::core {

struct Battle;

// What the battle's rule set finds wrong with a state of the battle, one line per problem naming
// the unit and the rule ("unit \"Tercio\": cohesion \"Banana\" is not one of Steady, ... (FoGR,
// Battle Group Cohesion Levels)"); none for a state it accepts. Core knows no rule: a session is
// given the rule set's StateRule (BattleSession::setStateRule), and every event that comes into
// its log, recorded here or brought in from another writer, is refused when it leaves a problem
// the battle did not have before it.
using StateRule = std::function<QStringList(const Battle &battle)>;

} // namespace adjutant::core
