// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/common/die.h"
#include "rulesets/common/pool.h"
#include "rulesets/common/rerollpolicy.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <random>
#include <span>
#include <vector>

namespace adjutant::rulesets {

// One die as rolled: its face, its re-roll if it took one, and what it counts as.
struct RolledDie
{
    int face = 0;
    std::optional<int> reroll;
    int result = 0;

    bool operator==(const RolledDie &) const = default;
};

// Draws one face of a die; must return a face the die shows.
using FaceSource = std::function<int(const Die &)>;

// A face drawn uniformly from the caller's seeded generator, the same on every platform (not
// std::uniform_int_distribution, whose algorithm each standard library chooses).
int rollFace(const Die &die, std::mt19937 &generator);

// "Let Adjutant roll": `count` dice, each re-rolled once as the policy says (to-hit dice pass
// their score, summed dice none; see takesReroll()).
std::vector<RolledDie> rollDice(const Die &die, int count, const RerollPolicy &policy,
                                std::optional<int> score, const FaceSource &source);
std::vector<RolledDie> rollPool(const Pool &pool, const FaceSource &source);
std::vector<RolledDie> rollPool(const Pool &pool, std::mt19937 &generator);

// Dice typed by the player. First the faces: which dice (0-based indices, in order) take a
// re-roll. Throws DiceError naming the first die showing a face the die cannot show ("die 3 of
// 6 shows 7, but a d6 shows 1 to 6").
std::vector<std::size_t> diceToReroll(const Die &die, const RerollPolicy &policy,
                                      std::optional<int> score, std::span<const int> faces);
std::vector<std::size_t> diceToReroll(const Pool &pool, std::span<const int> faces);

// Then the re-rolls, one per die diceToReroll() named, in the same order: the dice as they
// count. Throws DiceError for a bad face (naming the die and its re-roll) or the wrong number of
// re-rolls.
std::vector<RolledDie> applyRerolls(const Die &die, const RerollPolicy &policy,
                                    std::optional<int> score, std::span<const int> faces,
                                    std::span<const int> rerolls);

// The hits of a pool from typed dice (faces as rolled, then the re-rolls), and of rolled dice.
int countHits(const Pool &pool, std::span<const int> faces, std::span<const int> rerolls);
int countHits(const Pool &pool, std::span<const RolledDie> dice);

// The total of summed dice as they count (before any modifier).
int total(std::span<const RolledDie> dice);

} // namespace adjutant::rulesets
