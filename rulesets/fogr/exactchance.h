// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exact chances as outcome text without a general gcd. Include only in .cpp files (it includes
// boost::multiprecision through exactdistribution.h).

#include "rulesets/common/exactdistribution.h"
#include "rulesets/procedureresult.h"

#include <cstddef>
#include <memory>

namespace adjutant::rulesets::fogr {

// weight / total in lowest terms with its double; the text ("7/12") is written only when read
// (ExactChance). FoGR rolls d6, so every total is 2^a 3^b: the factors 2 and 3 are cancelled
// directly, and a general gcd is taken only if the total has another factor. Worked out in the
// narrowest integers that hold the total (rulesets/common/fixedweight.h; WideUInt<4> for 256 bits).
Outcome chanceOutcome(const QString &label, const Weight &weight, const Weight &total);

// The chances that an outcome of `d` is below 0, 0 and above 0, labelled `below`, `zero` and
// `above`, as chanceOutcome gives them (the total factored once, the sums in W).
QList<Outcome> signOutcomes(const Distribution &d, const QString &below, const QString &zero,
                            const QString &above);

// Many chances over one total, in integers W that hold it: std::uint64_t, Weight128,
// WideUInt<4> (rulesets/common/fixedweight.h, wideuint.h) or Weight. The total is factored once.
template <class W> class Chances
{
public:
    explicit Chances(const W &total);
    // The next `count` chances that are not 0 are kept in one allocation (shared by their
    // outcomes) rather than one each.
    void reserve(std::size_t count);
    // weight / total, 0 <= weight <= total, as chanceOutcome.
    Outcome outcome(const QString &label, const W &weight);

private:
    W mTotal;
    std::shared_ptr<void> mBlock; // the reserved chances
    std::size_t mLeft = 0;        // how many more the block holds
    unsigned mTwos = 0;
    unsigned mThrees = 0;
    bool mOnlyTwosAndThrees = false;
};

// The total weight of the outcomes of `d` at most / at least `outcome`.
Weight weightAtMost(const Distribution &d, int outcome);
Weight weightAtLeast(const Distribution &d, int outcome);

} // namespace adjutant::rulesets::fogr
