// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/ruleset.h"

#include <QJsonArray>

namespace adjutant::rulesets {

// A troop catalogue as the rule tables list it: objects with "name", "category" and what else
// the rule set says of each type (kept as `details`).
QList<TroopType> troopCatalogueFrom(const QJsonArray &types);

} // namespace adjutant::rulesets
