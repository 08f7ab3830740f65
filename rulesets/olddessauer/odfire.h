// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/common/distribution.h"

namespace adjutant::rulesets::olddessauer {

// OD 16.3, Dice to roll when shooting: one die per 4 figures, a final remainder of 3 rounding up
// and of 1 or 2 dropped (the fire table's figuresPerDie and roundUpRemainder).
int smallArmsDice(int figures, int figuresPerDie, int roundUpRemainder);

// The chance, as a fraction numerator / denominator, that one die hits when it needs `needed` or
// more (OD 16.9): a need of 1 or less always hits; 2 to 6 hit on that face or more; 7 or more
// takes a `first` and then a `then` or more.
struct DieChance
{
    int numerator = 0;
    int denominator = 1;
};
DieChance hitChance(int needed, int first, int then);

// The hits of `dice` dice, each hitting with `chance`: the binomial distribution, exact.
Distribution hitsOf(int dice, DieChance chance);

} // namespace adjutant::rulesets::olddessauer
