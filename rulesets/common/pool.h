// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/common/die.h"
#include "rulesets/common/distribution.h"
#include "rulesets/common/rerollpolicy.h"

#include <span>

namespace adjutant::rulesets {

// `count` identical dice rolled to hit: a die hits if it shows `score` or more after its
// re-roll, if any. A score at or below the die's lowest face always hits, one above its highest
// never does (the rules give scores; the library does not judge them).
struct Pool
{
    int count = 0;
    int score = 4;
    Die die = kD6;
    RerollPolicy reroll;
};

// The face one die of the pool counts as, after its re-roll (weights out of sides, or sides^2
// with a re-roll policy).
Distribution finalFace(const Pool &pool);

// The number of hits of the pool: outcomes 0..count.
Distribution hits(const Pool &pool);

// The total hits of several pools with different scores or policies (FoGR, Scoring Hits: dice
// needing different scores are rolled together but counted apart).
Distribution hits(std::span<const Pool> pools);

// The sum of `count` dice, each re-rolled by `policy` (every face in the set, see
// RerollPolicy::mandatory), plus `modifier`: FoGR cohesion tests and CMTs are 2d6 + m, FoGR
// death rolls 1d6 + m, N1600 tests 1d10 + m. Compare with probabilityAtLeast(target) ("score 7
// to pass") or probabilityAtMost(target) (N1600 morale: "less than or equal to the morale
// value").
Distribution sumOfDice(const Die &die, int count, const RerollPolicy &policy = {},
                       int modifier = 0);

} // namespace adjutant::rulesets
