// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <string>

namespace adjutant::rulesets {

// An exact discrete probability distribution over consecutive integer outcomes: an integer
// weight per outcome and their total, the probability of an outcome being weight / total.
// Weights count equally likely dice outcomes (every die of a pool with a re-roll policy counts
// as rolled twice, so a d6 contributes 36 combinations), and they are unbounded integers:
// 30 d6 with re-rolls make 36^30 (about 2^155) combinations, two such sides compared 2^310, far
// beyond any fixed machine integer; an unsigned __int128 would fail at 24 re-rolled d6.
//
// This header stays light (it is meant for result structs everywhere): the exact weights and
// fractions (boost::multiprecision::cpp_int / cpp_rational) are in exactdistribution.h, which
// costs several seconds of compile time per file that includes it. Here, exact values come out
// as decimal text and probabilities as double for display.
//
// A Distribution is an immutable value; copies share their weights.
class Distribution
{
public:
    // The certain outcome 0.
    Distribution();
    static Distribution certain(int outcome);
    // Every outcome from lowest to highest with weight 1 (a die's faces).
    static Distribution uniform(int lowest, int highest);

    // The lowest and highest possible outcomes (weight > 0 at both ends).
    int lowest() const;
    int highest() const;
    bool isPossible(int outcome) const;

    // For display; exact values: exactdistribution.h or the text functions below.
    double probability(int outcome) const;
    double probabilityAtLeast(int outcome) const;
    double probabilityAtMost(int outcome) const;
    double mean() const;

    // Exact values as decimal text: "21", "36", "7/12" (fractions in lowest terms, "0", "1").
    std::string weightText(int outcome) const;
    std::string totalText() const;
    std::string probabilityText(int outcome) const;
    std::string probabilityAtLeastText(int outcome) const;
    std::string probabilityAtMostText(int outcome) const;

    // Every outcome moved by `modifier` (a die roll plus a modifier).
    Distribution plus(int modifier) const;

    // Exactly the same probabilities (weights may differ by a common factor).
    bool operator==(const Distribution &other) const;

    struct Data;

private:
    explicit Distribution(std::shared_ptr<const Data> data);
    friend struct DistributionAccess;

    std::shared_ptr<const Data> mData;
};

// The distribution of a + b for independent a and b.
Distribution convolve(const Distribution &a, const Distribution &b);
// The distribution of a - b for independent a and b.
Distribution difference(const Distribution &a, const Distribution &b);

// Two sides' hit totals compared: the difference (first minus second) and, for display, the
// chances that the first side inflicts more, as many, or fewer hits.
struct Contest
{
    Distribution difference;
    double win = 0;
    double draw = 0;
    double lose = 0;
};
Contest compareHits(const Distribution &first, const Distribution &second);

} // namespace adjutant::rulesets
