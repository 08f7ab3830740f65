// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/common/roll.h"

#include "rulesets/common/diceerror.h"

#include <string>

namespace adjutant::rulesets {

namespace {

void checkFace(const Die &die, int face, const std::string &which)
{
    if (!die.shows(face))
        throw DiceError(which + " shows " + std::to_string(face) + ", but " + describeFaces(die));
}

std::string dieName(std::size_t index, std::size_t count)
{
    return "die " + std::to_string(index + 1) + " of " + std::to_string(count);
}

void checkCount(int count)
{
    if (count < 0)
        throw DiceError("cannot roll " + std::to_string(count) + " dice");
}

} // namespace

int rollFace(const Die &die, std::mt19937 &generator)
{
    checkDie(die);
    // Rejection sampling keeps every face exactly equally likely.
    const auto sides = static_cast<std::uint32_t>(die.sides());
    const std::uint32_t limit = std::uint32_t(0xffffffffu) - std::uint32_t(0xffffffffu) % sides;
    std::uint32_t value = 0;
    do {
        value = static_cast<std::uint32_t>(generator());
    } while (value >= limit);
    return die.lowest + static_cast<int>(value % sides);
}

std::vector<RolledDie> rollDice(const Die &die, int count, const RerollPolicy &policy,
                                std::optional<int> score, const FaceSource &source)
{
    checkCount(count);
    checkPolicy(die, policy);
    const auto n = static_cast<std::size_t>(count);
    std::vector<RolledDie> dice;
    dice.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
        RolledDie rolled;
        rolled.face = source(die);
        checkFace(die, rolled.face, "the face source's " + dieName(i, n));
        rolled.result = rolled.face;
        if (takesReroll(policy, rolled.face, score)) {
            rolled.reroll = source(die);
            checkFace(die, *rolled.reroll, "the face source's re-roll of " + dieName(i, n));
            rolled.result = rerolledResult(policy, rolled.face, *rolled.reroll);
        }
        dice.push_back(rolled);
    }
    return dice;
}

std::vector<RolledDie> rollPool(const Pool &pool, const FaceSource &source)
{
    return rollDice(pool.die, pool.count, pool.reroll, pool.score, source);
}

std::vector<RolledDie> rollPool(const Pool &pool, std::mt19937 &generator)
{
    return rollPool(pool, [&generator](const Die &die) { return rollFace(die, generator); });
}

std::vector<std::size_t> diceToReroll(const Die &die, const RerollPolicy &policy,
                                      std::optional<int> score, std::span<const int> faces)
{
    checkPolicy(die, policy);
    std::vector<std::size_t> indices;
    for (std::size_t i = 0; i < faces.size(); ++i) {
        checkFace(die, faces[i], dieName(i, faces.size()));
        if (takesReroll(policy, faces[i], score))
            indices.push_back(i);
    }
    return indices;
}

std::vector<std::size_t> diceToReroll(const Pool &pool, std::span<const int> faces)
{
    if (faces.size() != static_cast<std::size_t>(pool.count))
        throw DiceError("the pool rolls " + std::to_string(pool.count) + " dice, but " +
                        std::to_string(faces.size()) + " were given");
    return diceToReroll(pool.die, pool.reroll, pool.score, faces);
}

std::vector<RolledDie> applyRerolls(const Die &die, const RerollPolicy &policy,
                                    std::optional<int> score, std::span<const int> faces,
                                    std::span<const int> rerolls)
{
    const std::vector<std::size_t> indices = diceToReroll(die, policy, score, faces);
    if (rerolls.size() != indices.size())
        throw DiceError(std::to_string(indices.size()) + " dice must be re-rolled, but " +
                        std::to_string(rerolls.size()) + " re-rolls were given");
    std::vector<RolledDie> dice;
    dice.reserve(faces.size());
    for (int face : faces)
        dice.push_back({face, std::nullopt, face});
    for (std::size_t k = 0; k < indices.size(); ++k) {
        RolledDie &rolled = dice[indices[k]];
        checkFace(die, rerolls[k], "the re-roll of " + dieName(indices[k], faces.size()));
        rolled.reroll = rerolls[k];
        rolled.result = rerolledResult(policy, rolled.face, rerolls[k]);
    }
    return dice;
}

int countHits(const Pool &pool, std::span<const int> faces, std::span<const int> rerolls)
{
    diceToReroll(pool, faces); // checks the number of dice
    const std::vector<RolledDie> dice =
        applyRerolls(pool.die, pool.reroll, pool.score, faces, rerolls);
    return countHits(pool, dice);
}

int countHits(const Pool &pool, std::span<const RolledDie> dice)
{
    int count = 0;
    for (const RolledDie &rolled : dice) {
        if (rolled.result >= pool.score)
            ++count;
    }
    return count;
}

int total(std::span<const RolledDie> dice)
{
    int sum = 0;
    for (const RolledDie &rolled : dice)
        sum += rolled.result;
    return sum;
}

} // namespace adjutant::rulesets
