// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <stdexcept>

namespace adjutant::rulesets {

// Bad dice input: a face the die cannot show, a wrong number of re-rolls, a negative number of
// dice. The message names the die ("die 3 of 6 shows 7, but a d6 shows 1 to 6").
class DiceError : public std::invalid_argument
{
public:
    using std::invalid_argument::invalid_argument;
};

} // namespace adjutant::rulesets
