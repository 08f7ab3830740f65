// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/common/die.h"

#include "rulesets/common/diceerror.h"

namespace adjutant::rulesets {

void checkDie(const Die &die)
{
    if (die.lowest < 0 || die.highest > kHighestSupportedFace || die.lowest > die.highest)
        throw DiceError(std::string("a ") + die.name + " must show faces within 0 to " +
                        std::to_string(kHighestSupportedFace) + ", lowest first");
}

std::string describeFaces(const Die &die)
{
    return std::string("a ") + die.name + " shows " + std::to_string(die.lowest) + " to " +
           std::to_string(die.highest);
}

} // namespace adjutant::rulesets
