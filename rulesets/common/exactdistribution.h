// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exact weights and probabilities of a Distribution. Include only where exact arithmetic is
// needed (tests, exact odds output): boost::multiprecision costs compile time.

#include "rulesets/common/distribution.h"

#include <boost/multiprecision/cpp_int.hpp>

#include <vector>

namespace adjutant::rulesets {

// Unbounded, so no pool is too large (see distribution.h for why not a machine integer).
using Weight = boost::multiprecision::cpp_int;
using Fraction = boost::multiprecision::cpp_rational;

// Weights for the outcomes lowest, lowest + 1, ...; throws DiceError if all are zero or one is
// negative.
Distribution distributionFromWeights(int lowest, std::vector<Weight> weights);

// Zero outside lowest()..highest().
Weight weight(const Distribution &distribution, int outcome);
const Weight &totalWeight(const Distribution &distribution);

Fraction probability(const Distribution &distribution, int outcome);
Fraction probabilityAtLeast(const Distribution &distribution, int outcome);
Fraction probabilityAtMost(const Distribution &distribution, int outcome);
Fraction mean(const Distribution &distribution);

} // namespace adjutant::rulesets
