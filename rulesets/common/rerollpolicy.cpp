// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/common/rerollpolicy.h"

#include "rulesets/common/diceerror.h"
#include "rulesets/common/die.h"

#include <algorithm>

namespace adjutant::rulesets {

namespace {

std::uint32_t maskOf(std::initializer_list<int> faces)
{
    std::uint32_t mask = 0;
    for (int face : faces) {
        if (face < 0 || face > kHighestSupportedFace)
            throw DiceError("a re-roll policy cannot name face " + std::to_string(face) +
                            ": faces run from 0 to " + std::to_string(kHighestSupportedFace));
        mask |= std::uint32_t{1} << face;
    }
    return mask;
}

} // namespace

RerollPolicy RerollPolicy::optional(std::initializer_list<int> faces, bool neverBelowOriginal)
{
    return {maskOf(faces), false, neverBelowOriginal};
}

RerollPolicy RerollPolicy::forced(std::initializer_list<int> faces)
{
    return {maskOf(faces), true, false};
}

bool takesReroll(const RerollPolicy &policy, int face, std::optional<int> score)
{
    if (!policy.names(face))
        return false;
    if (policy.mandatory || !score)
        return true;
    return face < *score;
}

int rerolledResult(const RerollPolicy &policy, int face, int reroll)
{
    return policy.neverBelowOriginal ? std::max(face, reroll) : reroll;
}

void checkPolicy(const Die &die, const RerollPolicy &policy)
{
    checkDie(die);
    for (int face = 0; face <= kHighestSupportedFace; ++face) {
        if (policy.names(face) && !die.shows(face))
            throw DiceError("the re-roll policy names face " + std::to_string(face) + ", but " +
                            describeFaces(die));
    }
}

} // namespace adjutant::rulesets
