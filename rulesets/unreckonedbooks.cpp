// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/unreckonedbooks.h"

#include "core/unit.h"

namespace adjutant::rulesets {

QString UnreckonedBooks::status(const core::Unit &unit) const
{
    return unit.state.cohesion; // as the players recorded it
}

UnitLosses UnreckonedBooks::losses(const core::Battle &, const core::Unit &) const
{
    UnitLosses none;
    none.note = mWhy;
    return none;
}

Verdict UnreckonedBooks::verdict(const core::Battle &, bool) const
{
    Verdict none;
    none.error = mWhy;
    return none;
}

} // namespace adjutant::rulesets
