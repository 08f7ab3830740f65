// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/exactchance.h"

#include "rulesets/common/fixedweight.h"
#include "rulesets/common/wideuint.h"
#include "rulesets/exactoutcome.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <limits>
#include <numeric>
#include <string>
#include <type_traits>
#include <vector>

namespace adjutant::rulesets::fogr {

namespace {

constexpr unsigned kMostThreesInAWord = 40; // 3^40 < 2^64 < 3^41

constexpr std::array<std::uint64_t, kMostThreesInAWord + 1> kPowersOfThree = [] {
    std::array<std::uint64_t, kMostThreesInAWord + 1> powers{};
    powers[0] = 1;
    for (std::size_t i = 1; i < powers.size(); ++i)
        powers[i] = powers[i - 1] * 3;
    return powers;
}();

template <class W> constexpr bool kIsWide = std::is_same_v<W, WideUInt<4>>;

template <class W> unsigned lowestBit(const W &w)
{
    if constexpr (std::is_same_v<W, std::uint64_t>)
        return unsigned(std::countr_zero(w));
    else if constexpr (kIsWide<W>)
        return w.lowestBit();
    else
        return lsb(w);
}

template <class W> bool fitsWord(const W &w)
{
    if constexpr (std::is_same_v<W, std::uint64_t>)
        return true;
    else if constexpr (kIsWide<W>)
        return w.fitsWord();
    else
        return w <= std::numeric_limits<std::uint64_t>::max();
}

template <class W> std::uint64_t lowWord(const W &w)
{
    if constexpr (kIsWide<W>)
        return w.limb[0];
    else
        return static_cast<std::uint64_t>(w);
}

template <class W> Weight toWeight(const W &w)
{
    if constexpr (kIsWide<W>)
        return w.toWeight();
    else
        return Weight(w);
}

template <class W> W greatestCommonDivisor(const W &a, const W &b)
{
    if constexpr (std::is_same_v<W, std::uint64_t>)
        return std::gcd(a, b);
    else if constexpr (kIsWide<W>)
        return W::fromWeight(gcd(a.toWeight(), b.toWeight())); // only for a total with a factor not 2 or 3
    else
        return gcd(a, b);
}

template <class W> W quotient(const W &a, const W &b)
{
    if constexpr (kIsWide<W>)
        return W::fromWeight(a.toWeight() / b.toWeight());
    else
        return a / b;
}

// w / divisor and w % divisor, for a divisor that fits a word.
template <class W> std::uint64_t divideByWord(W &w, std::uint64_t divisor)
{
    if constexpr (kIsWide<W>) {
        return w.divideByWord(divisor);
    } else if constexpr (std::is_same_v<W, std::uint64_t>) {
        const std::uint64_t remainder = w % divisor;
        w /= divisor;
        return remainder;
    } else {
        W quotient, remainder;
        divide_qr(w, W(divisor), quotient, remainder);
        w = quotient;
        return static_cast<std::uint64_t>(remainder);
    }
}

// Divides w (> 0) by 3 as often as it can, at most `most` times, and returns how many. One
// division of a wide number per 40 factors: when a chunk does not divide, its remainder (a
// word) has exactly the factors 3 left in w.
template <class W> unsigned divideOutThrees(W &w, unsigned most)
{
    if constexpr (kIsWide<W>) {
        return w.divideOutThrees(most); // without a division
    }
    unsigned removed = 0;
    while (removed < most) {
        const unsigned chunk = std::min(kMostThreesInAWord, most - removed);
        W quotient = w;
        std::uint64_t remainder = divideByWord(quotient, kPowersOfThree[chunk]);
        if (remainder == 0) {
            w = quotient;
            removed += chunk;
            continue;
        }
        unsigned left = 0;
        while (remainder % 3 == 0) {
            remainder /= 3;
            ++left;
        }
        if (left > 0)
            divideByWord(w, kPowersOfThree[left]);
        return removed + left;
    }
    return removed;
}

template <class W> std::string decimal(W w)
{
    if constexpr (std::is_same_v<W, std::uint64_t>) {
        return std::to_string(w);
    } else if constexpr (kIsWide<W>) {
        return w.decimal();
    } else {
        // Chunks of 19 digits from the low end, one division of the wide number each.
        constexpr std::uint64_t kTenTo19 = 10000000000000000000ULL;
        std::vector<std::uint64_t> chunks;
        while (!fitsWord(w))
            chunks.push_back(divideByWord(w, kTenTo19));
        std::string text = std::to_string(static_cast<std::uint64_t>(w));
        for (auto chunk = chunks.rbegin(); chunk != chunks.rend(); ++chunk) {
            const std::string digits = std::to_string(*chunk);
            text.append(19 - digits.size(), '0').append(digits);
        }
        return text;
    }
}

// As a double, the way a Weight converts (a word exactly as the hardware rounds it; wider numbers
// limb by limb, scaled down together beyond a double's exponent), so that every width gives the
// same double.
double ratio(Weight numerator, Weight denominator)
{
    const unsigned bits = msb(denominator);
    if (bits > 960) {
        numerator >>= bits - 960;
        denominator >>= bits - 960;
    }
    return static_cast<double>(numerator) / static_cast<double>(denominator);
}

template <class W> double ratio(const W &numerator, const W &denominator)
{
    if (fitsWord(numerator) && fitsWord(denominator))
        return static_cast<double>(lowWord(numerator)) / static_cast<double>(lowWord(denominator));
    if constexpr (kIsWide<W>)
        return numerator.toDouble() / denominator.toDouble(); // < 2^256: nothing to scale
    else
        return ratio(Weight(numerator), Weight(denominator));
}

// A chance in lowest terms, written as text when read.
template <class W> class ReducedChance final : public ExactChance::Value
{
public:
    ReducedChance(const W &numerator, const W &denominator)
        : mNumerator(numerator), mDenominator(denominator)
    {
    }
    QString text() const override
    {
        return QString::fromStdString(mDenominator == 1 ? decimal(mNumerator)
                                                        : decimal(mNumerator) + "/" + decimal(mDenominator));
    }
    Fraction fraction() const override { return Fraction(toWeight(mNumerator), toWeight(mDenominator)); }

private:
    W mNumerator;
    W mDenominator;
};

} // namespace

template <class W> Chances<W>::Chances(const W &total) : mTotal(total)
{
    W rest = total;
    mTwos = lowestBit(rest);
    rest >>= mTwos;
    mThrees = divideOutThrees(rest, std::numeric_limits<unsigned>::max());
    mOnlyTwosAndThrees = rest == 1;
}

template <class W> void Chances<W>::reserve(std::size_t count)
{
    auto block = std::make_shared<std::vector<ReducedChance<W>>>();
    block->reserve(count); // never grown past it: the outcomes point into it
    mBlock = std::move(block);
    mLeft = count;
}

template <class W> Outcome Chances<W>::outcome(const QString &label, const W &weight)
{
    if (weight == 0)
        return {label, ExactChance(), 0, {}};
    W numerator = weight;
    W denominator;
    if (mOnlyTwosAndThrees) {
        const unsigned twos = std::min(lowestBit(numerator), mTwos);
        numerator >>= twos;
        const unsigned threes = divideOutThrees(numerator, mThrees);
        // 2^(a - twos) 3^(b - threes): multiplications, not divisions of the total.
        denominator = 1;
        denominator <<= mTwos - twos;
        for (unsigned left = mThrees - threes; left > 0;) {
            const unsigned chunk = std::min(kMostThreesInAWord, left);
            denominator *= kPowersOfThree[chunk];
            left -= chunk;
        }
    } else {
        const W common = greatestCommonDivisor(numerator, mTotal);
        numerator = quotient(numerator, common);
        denominator = quotient(mTotal, common);
    }
    const double p = ratio(numerator, denominator);
    if (mLeft > 0) {
        auto &block = *static_cast<std::vector<ReducedChance<W>> *>(mBlock.get());
        block.emplace_back(numerator, denominator);
        --mLeft;
        // Shares the block's ownership, points at its own chance.
        return {label,
                ExactChance(std::shared_ptr<const ExactChance::Value>(mBlock, &block.back())),
                p,
                {}};
    }
    return {label, ExactChance(std::make_shared<ReducedChance<W>>(numerator, denominator)), p, {}};
}

template class Chances<std::uint64_t>;
template class Chances<Weight128>;
template class Chances<Weight>;
template class Chances<WideUInt<4>>;

Outcome chanceOutcome(const QString &label, const Weight &weight, const Weight &total)
{
    return withWeightsOf(bitsOf(total), [&]<class W>() {
        return Chances<W>(narrow<W>(total)).outcome(label, narrow<W>(weight));
    });
}

QList<Outcome> signOutcomes(const Distribution &d, const QString &below, const QString &zero,
                            const QString &above)
{
    return withWeightsOf(totalBitsOf(d), [&]<class W>() {
        std::array<W, 3> sums{W(0), W(0), W(0)};
        int k = d.lowest();
        auto add = [&](const W &w) {
            sums[k < 0 ? 0 : k == 0 ? 1 : 2] += w;
            ++k;
        };
        auto outcomes = [&](const W &total) {
            Chances<W> chances(total);
            chances.reserve(3);
            return QList<Outcome>{chances.outcome(below, sums[0]), chances.outcome(zero, sums[1]),
                                  chances.outcome(above, sums[2])};
        };
        if constexpr (kIsWide<W>) {
            // Two sides' hits compared are kept in 256 bits: summed as they are.
            if (const std::vector<W> *wide = wideWeightsOf(d)) {
                W total = 0;
                for (const W &w : *wide) {
                    add(w);
                    total += w;
                }
                return outcomes(total);
            }
        }
        for (const Weight &w : weightsOf(d))
            add(narrow<W>(w));
        return outcomes(narrow<W>(totalWeight(d)));
    });
}

Weight weightAtMost(const Distribution &d, int outcome)
{
    Weight sum = 0;
    for (int k = d.lowest(); k <= std::min(outcome, d.highest()); ++k)
        sum += weight(d, k);
    return sum;
}

Weight weightAtLeast(const Distribution &d, int outcome)
{
    Weight sum = 0;
    for (int k = std::max(outcome, d.lowest()); k <= d.highest(); ++k)
        sum += weight(d, k);
    return sum;
}

} // namespace adjutant::rulesets::fogr
