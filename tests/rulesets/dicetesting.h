// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Brute force for the dice tests: every equally likely outcome of every die enumerated, written
// from the rules' wording (not from the library's convolution) so that the library's exact
// weights can be compared with a count.

#include "rulesets/common/diceerror.h"
#include "rulesets/common/die.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/rerollpolicy.h"

#include <QString>

#include <functional>
#include <map>
#include <optional>
#include <vector>

namespace dicetesting {

using namespace adjutant::rulesets;

inline QString text(const Weight &weight)
{
    return QString::fromStdString(weight.str());
}

inline QString text(const Fraction &fraction)
{
    return QString::fromStdString(fraction.str());
}

template <class Number> Number power(const Number &base, int exponent)
{
    Number result = 1;
    for (int i = 0; i < exponent; ++i)
        result *= base;
    return result;
}

// One kind of die in a brute-force roll: `count` dice, each rolled twice when it has a re-roll
// policy (the second roll is used only if the die is re-rolled).
struct BruteDice
{
    Die die = kD6;
    int count = 0;
    RerollPolicy policy;
    std::optional<int> score; // to-hit dice; none for summed dice
};

// What a die counts as, from the rules' wording: a face in the set is re-rolled once; an
// optional ("can") re-roll of a to-hit die is taken only on a miss; the FoGR floor keeps the
// higher of the two.
inline int bruteResult(const BruteDice &dice, int face, int reroll)
{
    const bool inSet = dice.policy.names(face);
    const bool taken = inSet && (dice.policy.mandatory || !dice.score || face < *dice.score);
    if (!taken)
        return face;
    return dice.policy.neverBelowOriginal && face > reroll ? face : reroll;
}

// Calls visit(results) for every equally likely outcome of all the dice: results[g][i] is what
// die i of group g counts as.
inline void enumerate(const std::vector<BruteDice> &groups,
                      const std::function<void(const std::vector<std::vector<int>> &)> &visit)
{
    struct Digit
    {
        std::size_t group;
        int lowest;
        int highest;
    };
    std::vector<Digit> digits;
    for (std::size_t g = 0; g < groups.size(); ++g) {
        const int rolls = groups[g].policy.isNone() ? 1 : 2;
        for (int i = 0; i < groups[g].count * rolls; ++i)
            digits.push_back({g, groups[g].die.lowest, groups[g].die.highest});
    }
    std::vector<int> values(digits.size());
    for (std::size_t d = 0; d < digits.size(); ++d)
        values[d] = digits[d].lowest;
    std::vector<std::vector<int>> results(groups.size());
    while (true) {
        std::size_t d = 0;
        for (std::size_t g = 0; g < groups.size(); ++g) {
            results[g].assign(static_cast<std::size_t>(groups[g].count), 0);
            for (int i = 0; i < groups[g].count; ++i) {
                const int face = values[d++];
                const int reroll = groups[g].policy.isNone() ? face : values[d++];
                results[g][static_cast<std::size_t>(i)] = bruteResult(groups[g], face, reroll);
            }
        }
        visit(results);
        std::size_t k = 0;
        while (k < digits.size() && values[k] == digits[k].highest) {
            values[k] = digits[k].lowest;
            ++k;
        }
        if (k == digits.size())
            return;
        ++values[k];
    }
}

// Number of outcomes giving each total hits of to-hit dice.
inline std::map<int, Weight> bruteHits(const std::vector<BruteDice> &groups)
{
    std::map<int, Weight> counts;
    enumerate(groups, [&](const std::vector<std::vector<int>> &results) {
        int hits = 0;
        for (std::size_t g = 0; g < groups.size(); ++g) {
            for (int result : results[g])
                hits += result >= *groups[g].score ? 1 : 0;
        }
        counts[hits] += 1;
    });
    return counts;
}

// Number of outcomes giving each sum of summed dice (plus a modifier).
inline std::map<int, Weight> bruteSums(const BruteDice &dice, int modifier)
{
    std::map<int, Weight> counts;
    enumerate({dice}, [&](const std::vector<std::vector<int>> &results) {
        int sum = modifier;
        for (int result : results[0])
            sum += result;
        counts[sum] += 1;
    });
    return counts;
}

inline Weight sumOf(const std::map<int, Weight> &counts)
{
    Weight sum = 0;
    for (const auto &[outcome, count] : counts)
        sum += count;
    return sum;
}

} // namespace dicetesting
