// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/clubtournament.h"

#include <QString>

#include <array>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::rulesets {

// A battle's result for a tournament's standings, as its rule set reckons it from the battle
// (Books::verdict, on time when `timeUp`), its scores in the order of the round battle's
// `sides`. Throws core::Error naming `where` and why the rule set reckons no result to take (no
// result yet, or one the rule set cannot reckon whole from the battle: the umpire then enters it
// by hand, `adjutant-cli club result --level`).
core::BattleResult reckonedResult(const core::Battle &battle, const std::array<QString, 2> &sides,
                                  bool timeUp, const QString &where);

} // namespace adjutant::rulesets
