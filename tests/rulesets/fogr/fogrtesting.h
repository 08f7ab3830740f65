// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the FoGR procedure tests: run a FoGR procedure as the CLI does, JSON in, JSON out.

#include "proceduretesting.h"

namespace fogrtesting {

using proceduretesting::exact;
using proceduretesting::modifiers;
using proceduretesting::modifierTotal;
using proceduretesting::object;

inline const adjutant::rulesets::Ruleset &fogr()
{
    return proceduretesting::ruleset("fogr");
}

// The procedure's JSON output; `dice` as the CLI takes it ({"cohesion": [5, 1]}), or none.
inline QJsonObject run(const QString &procedure, const QJsonObject &input, const QJsonObject &dice = {})
{
    return proceduretesting::run(fogr(), procedure, input, dice);
}

} // namespace fogrtesting
