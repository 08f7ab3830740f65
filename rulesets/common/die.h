// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string>

namespace adjutant::rulesets {

// One kind of die: the faces it shows, lowest to highest, each equally likely.
struct Die
{
    int lowest = 1;
    int highest = 6;
    const char *name = "d6";

    constexpr int sides() const { return highest - lowest + 1; }
    constexpr bool shows(int face) const { return face >= lowest && face <= highest; }
    constexpr bool operator==(const Die &other) const
    {
        return lowest == other.lowest && highest == other.highest;
    }
};

// FoGR and Old Dessauer roll ordinary six-sided dice.
inline constexpr Die kD6{1, 6, "d6"};
// N1600, Introduction: "a 10 sided die (1D10) with 0 equals 0, not 10".
inline constexpr Die kD10ZeroIsZero{0, 9, "d10 (0 counts as 0)"};

// Faces are kept in a 32-bit mask (RerollPolicy), so a die shows faces 0 to 31 at most.
inline constexpr int kHighestSupportedFace = 31;

// Throws DiceError unless the die has at least one face, all within 0..kHighestSupportedFace.
void checkDie(const Die &die);

// "a d6 shows 1 to 6", for error messages.
std::string describeFaces(const Die &die);

} // namespace adjutant::rulesets
