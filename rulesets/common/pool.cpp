// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/common/pool.h"

#include "rulesets/common/diceerror.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/fixedweight.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace adjutant::rulesets {

namespace {

void checkCount(int count)
{
    if (count < 0)
        throw DiceError("cannot roll " + std::to_string(count) + " dice");
}

// One die's final face. Every equally likely (face, re-roll face) pair is counted when the die
// has a re-roll policy, so weights are whole numbers of combinations out of sides^2 and match a
// brute-force enumeration exactly.
Distribution finalFaceOf(const Die &die, const RerollPolicy &policy, std::optional<int> score)
{
    checkPolicy(die, policy);
    const int sides = die.sides();
    const bool twoRolls = !policy.isNone();
    std::vector<Weight> weights(static_cast<std::size_t>(sides));
    auto add = [&](int face, int amount) {
        weights[static_cast<std::size_t>(face - die.lowest)] += amount;
    };
    for (int face = die.lowest; face <= die.highest; ++face) {
        if (!takesReroll(policy, face, score)) {
            add(face, twoRolls ? sides : 1);
            continue;
        }
        for (int reroll = die.lowest; reroll <= die.highest; ++reroll)
            add(rerolledResult(policy, face, reroll), 1);
    }
    return distributionFromWeights(die.lowest, std::move(weights));
}

// n-fold sum of a distribution by repeated squaring, with `convolve` (which takes a fast path
// when the weights fit) or convolveUnbounded.
template <Distribution (*convolveWith)(const Distribution &, const Distribution &)>
Distribution powerWith(const Distribution &one, int count)
{
    Distribution result = Distribution::certain(0);
    Distribution base = one;
    for (int n = count; n > 0; n /= 2) {
        if (n % 2 == 1)
            result = convolveWith(result, base);
        if (n > 1)
            base = convolveWith(base, base);
    }
    return result;
}

Distribution power(const Distribution &one, int count)
{
    return powerWith<convolve>(one, count);
}

Distribution powerUnbounded(const Distribution &one, int count)
{
    return powerWith<convolveUnbounded>(one, count);
}

} // namespace

Distribution finalFace(const Pool &pool)
{
    return finalFaceOf(pool.die, pool.reroll, pool.score);
}

namespace {

// One die of the pool: the weights of a miss and of a hit.
std::pair<Weight, Weight> missAndHit(const Pool &pool)
{
    checkCount(pool.count);
    // finalFace's weights, counted straight into a miss or a hit in machine integers (at most
    // sides^2 in all) rather than built as a Distribution first.
    const Die &die = pool.die;
    const RerollPolicy &policy = pool.reroll;
    checkPolicy(die, policy);
    const long long sides = die.sides();
    const bool twoRolls = !policy.isNone();
    long long hit = 0;
    long long miss = 0;
    auto add = [&](int face, long long amount) { (face >= pool.score ? hit : miss) += amount; };
    for (int face = die.lowest; face <= die.highest; ++face) {
        if (!takesReroll(policy, face, pool.score)) {
            add(face, twoRolls ? sides : 1);
            continue;
        }
        for (int reroll = die.lowest; reroll <= die.highest; ++reroll)
            add(rerolledResult(policy, face, reroll), 1);
    }
    return {Weight(miss), Weight(hit)};
}

// The binomial weights C(n, k) hit^k miss^(n - k) of k hits, row by row of Pascal's triangle;
// every number met is a weight of fewer dice, at most (miss + hit)^count, which W must hold.
template <class W> std::vector<Weight> binomialWeights(W miss, W hit, int count)
{
    std::vector<W> row{W(1)};
    row.reserve(static_cast<std::size_t>(count) + 1);
    for (int n = 0; n < count; ++n) {
        row.push_back(0);
        for (std::size_t k = row.size() - 1; k > 0; --k)
            row[k] = row[k] * miss + row[k - 1] * hit;
        row[0] *= miss;
    }
    return widenAll(row);
}

} // namespace

Distribution hits(const Pool &pool)
{
    const auto [miss, hit] = missAndHit(pool);
    // (miss + hit)^count < 2^(count * bitsOf(miss + hit)): 60 bits for 10 re-rolled d6.
    const unsigned long long bits =
        static_cast<unsigned long long>(pool.count) * bitsOf(miss + hit);
    if (bits <= 64)
        return distributionFromWeights(0, binomialWeights(narrow<std::uint64_t>(miss),
                                                          narrow<std::uint64_t>(hit), pool.count));
    if (bits <= 128)
        return distributionFromWeights(
            0, binomialWeights(narrow<Weight128>(miss), narrow<Weight128>(hit), pool.count));
    return power(distributionFromWeights(0, {miss, hit}), pool.count);
}

Distribution hitsUnbounded(const Pool &pool)
{
    const auto [miss, hit] = missAndHit(pool);
    return powerUnbounded(distributionFromWeights(0, {miss, hit}), pool.count);
}

Distribution hits(std::span<const Pool> pools)
{
    Distribution total = Distribution::certain(0);
    for (const Pool &pool : pools)
        total = convolve(total, hits(pool));
    return total;
}

Distribution sumOfDice(const Die &die, int count, const RerollPolicy &policy, int modifier)
{
    checkCount(count);
    return power(finalFaceOf(die, policy, std::nullopt), count).plus(modifier);
}

} // namespace adjutant::rulesets
