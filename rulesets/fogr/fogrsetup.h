// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/ruleset.h"
#include "rulesets/setup.h"

namespace adjutant::rulesets::fogr {

// FoGR's set-up (setup.h) from its rule tables: MU sizes and the book's table (basics), base
// sizes (baseSizes), armour and capabilities (troopTypes), the commanders' command ranges.
Setup fogrSetup(const Ruleset &fogr);

} // namespace adjutant::rulesets::fogr
