#pragma once

// Exact chances as outcome text without a general gcd. Include only in .cpp files (it includes
// boost::multiprecision through exactdistribution.h).

#include "rulesets/common/exactdistribution.h"
#include "rulesets/procedureresult.h"

namespace adjutant::rulesets::fogr {

// weight / total in lowest terms ("7/12") with its double. FoGR rolls d6, so every total is
// 2^a 3^b: the factors 2 and 3 are cancelled directly, and a general gcd is taken only if the
// total has another factor.
Outcome chanceOutcome(const QString &label, Weight weight, Weight total);

// The total weight of the outcomes of `d` at most / at least `outcome`.
Weight weightAtMost(const Distribution &d, int outcome);
Weight weightAtLeast(const Distribution &d, int outcome);

} // namespace adjutant::rulesets::fogr
