// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstdint>
#include <initializer_list>
#include <optional>

namespace adjutant::rulesets {

struct Die;

// Which faces of a die are re-rolled, once, and how. Rule-set neutral: FoGR's quality levels map
// onto it in fogrqualityrerolls.h.
struct RerollPolicy
{
    // Bit f set: a die showing face f is re-rolled (once: the re-roll is never re-rolled).
    std::uint32_t faces = 0;
    // The rules force the re-roll ("must re-roll"). Otherwise the player may re-roll ("can
    // re-roll"), and on a to-hit die takes the re-roll only on a miss: re-rolling a die that
    // already hits could only lose the hit. Summed dice re-roll every face in the set.
    bool mandatory = false;
    // The re-rolled die counts as the higher of the original face and the re-roll.
    bool neverBelowOriginal = false;

    static RerollPolicy none() { return {}; }
    static RerollPolicy optional(std::initializer_list<int> faces, bool neverBelowOriginal = false);
    static RerollPolicy forced(std::initializer_list<int> faces);

    bool isNone() const { return faces == 0; }
    bool names(int face) const { return face >= 0 && face < 32 && ((faces >> face) & 1u) != 0; }
    bool operator==(const RerollPolicy &) const = default;
};

// Whether a die showing `face` is re-rolled: to-hit dice pass the score they need, summed dice
// pass no score.
bool takesReroll(const RerollPolicy &policy, int face, std::optional<int> score);

// The face a die counts as after its re-roll.
int rerolledResult(const RerollPolicy &policy, int face, int reroll);

// Throws DiceError if the policy names a face the die cannot show.
void checkPolicy(const Die &die, const RerollPolicy &policy);

} // namespace adjutant::rulesets
