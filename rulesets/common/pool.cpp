#include "rulesets/common/pool.h"

#include "rulesets/common/diceerror.h"
#include "rulesets/common/exactdistribution.h"

#include <optional>
#include <string>
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

// n-fold sum of a distribution by repeated squaring.
Distribution power(const Distribution &one, int count)
{
    Distribution result = Distribution::certain(0);
    Distribution base = one;
    for (int n = count; n > 0; n /= 2) {
        if (n % 2 == 1)
            result = convolve(result, base);
        if (n > 1)
            base = convolve(base, base);
    }
    return result;
}

} // namespace

Distribution finalFace(const Pool &pool)
{
    return finalFaceOf(pool.die, pool.reroll, pool.score);
}

Distribution hits(const Pool &pool)
{
    checkCount(pool.count);
    const Distribution face = finalFace(pool);
    Weight hit = 0;
    Weight miss = 0;
    for (int f = face.lowest(); f <= face.highest(); ++f)
        (f >= pool.score ? hit : miss) += weight(face, f);
    const Distribution one = distributionFromWeights(0, {miss, hit});
    return power(one, pool.count);
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
