// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/common/distribution.h"

#include "rulesets/common/diceerror.h"
#include "rulesets/common/distributiondata.h"
#include "rulesets/common/fixedweight.h"

#include <algorithm>
#include <string>
#include <type_traits>

namespace adjutant::rulesets {

namespace {

using Data = Distribution::Data;

const Data &dataOf(const Distribution &distribution)
{
    return DistributionAccess::data(distribution);
}

// Weights of outcomes below `outcome` (exclusive) and from it on.
Weight weightBelow(const Data &data, int outcome)
{
    Weight sum = 0;
    const long long end = static_cast<long long>(outcome) - data.lowest;
    const std::vector<Weight> &weights = data.weights();
    for (long long i = 0; i < end && i < static_cast<long long>(weights.size()); ++i)
        sum += weights[static_cast<std::size_t>(i)];
    return sum;
}

std::string fractionText(const Fraction &fraction)
{
    return fraction.str();
}

// weight / total as a double without building a Fraction: reducing one costs a gcd of two
// numbers of hundreds of bits, and display needs no exact value. Both are scaled down together
// while the total would not fit a double's exponent.
double ratio(Weight numerator, Weight denominator)
{
    if (numerator == 0)
        return 0;
    const unsigned bits = msb(denominator);
    if (bits > 960) {
        numerator >>= bits - 960;
        denominator >>= bits - 960;
    }
    return static_cast<double>(numerator) / static_cast<double>(denominator);
}

} // namespace

Distribution distributionFromWeights(int lowest, std::vector<Weight> weights)
{
    auto data = std::make_shared<Data>();
    std::size_t first = 0;
    while (first < weights.size() && weights[first] == 0)
        ++first;
    std::size_t end = weights.size();
    while (end > first && weights[end - 1] == 0)
        --end;
    if (first == end)
        throw DiceError("a distribution needs at least one outcome with a positive weight");
    Weight total;
    for (std::size_t i = first; i < end; ++i) {
        if (weights[i] < 0)
            throw DiceError("a distribution cannot have a negative weight");
        total += weights[i];
    }
    data->lowest = lowest + static_cast<int>(first);
    if (first != 0 || end != weights.size())
        weights =
            std::vector<Weight>(std::make_move_iterator(weights.begin() + static_cast<long>(first)),
                                std::make_move_iterator(weights.begin() + static_cast<long>(end)));
    data->setWeights(std::move(weights), std::move(total));
    return DistributionAccess::make(std::move(data));
}

Distribution::Distribution() : Distribution(certain(0)) {}

Distribution::Distribution(std::shared_ptr<const Data> data) : mData(std::move(data)) {}

Distribution Distribution::certain(int outcome)
{
    return distributionFromWeights(outcome, {Weight(1)});
}

Distribution Distribution::uniform(int lowest, int highest)
{
    if (highest < lowest)
        throw DiceError("a uniform distribution needs lowest <= highest");
    return distributionFromWeights(
        lowest, std::vector<Weight>(static_cast<std::size_t>(highest - lowest) + 1, Weight(1)));
}

int Distribution::lowest() const
{
    return mData->lowest;
}

int Distribution::highest() const
{
    return mData->lowest + static_cast<int>(mData->count) - 1;
}

bool Distribution::isPossible(int outcome) const
{
    // The weight read in place, not copied (weight() copies it: 256 bits and more here).
    const long long index = static_cast<long long>(outcome) - mData->lowest;
    return index >= 0 && index < static_cast<long long>(mData->count) &&
           mData->isPositive(static_cast<std::size_t>(index));
}

double Distribution::probability(int outcome) const
{
    return ratio(weight(*this, outcome), mData->total());
}

double Distribution::probabilityAtLeast(int outcome) const
{
    return ratio(mData->total() - weightBelow(*mData, outcome), mData->total());
}

double Distribution::probabilityAtMost(int outcome) const
{
    return ratio(weightBelow(*mData, outcome + 1), mData->total());
}

double Distribution::mean() const
{
    const Fraction exact = rulesets::mean(*this);
    return ratio(numerator(exact), denominator(exact));
}

std::string Distribution::weightText(int outcome) const
{
    return weight(*this, outcome).str();
}

std::string Distribution::totalText() const
{
    return mData->total().str();
}

std::string Distribution::probabilityText(int outcome) const
{
    return fractionText(rulesets::probability(*this, outcome));
}

std::string Distribution::probabilityAtLeastText(int outcome) const
{
    return fractionText(rulesets::probabilityAtLeast(*this, outcome));
}

std::string Distribution::probabilityAtMostText(int outcome) const
{
    return fractionText(rulesets::probabilityAtMost(*this, outcome));
}

Distribution Distribution::plus(int modifier) const
{
    auto data = std::make_shared<Data>();
    data->lowest = mData->lowest + modifier;
    if (mData->isWide())
        data->setWide(mData->wide, mData->wideTotal);
    else
        data->setWeights(mData->weights(), mData->total());
    return Distribution(std::move(data));
}

bool Distribution::operator==(const Distribution &other) const
{
    const Data &a = *mData;
    const Data &b = *other.mData;
    if (a.lowest != b.lowest || a.count != b.count)
        return false;
    for (std::size_t i = 0; i < a.count; ++i) {
        if (a.weights()[i] * b.total() != b.weights()[i] * a.total())
            return false;
    }
    return true;
}

Weight weight(const Distribution &distribution, int outcome)
{
    const Data &data = dataOf(distribution);
    const long long index = static_cast<long long>(outcome) - data.lowest;
    if (index < 0 || index >= static_cast<long long>(data.count))
        return 0;
    return data.weights()[static_cast<std::size_t>(index)];
}

const std::vector<Weight> &weightsOf(const Distribution &d)
{
    return dataOf(d).weights();
}

const std::vector<WideUInt<4>> *wideWeightsOf(const Distribution &d)
{
    const Data &data = dataOf(d);
    return data.isWide() ? &data.wide : nullptr;
}

unsigned totalBitsOf(const Distribution &d)
{
    return dataOf(d).totalBits;
}

const Weight &totalWeight(const Distribution &distribution)
{
    return dataOf(distribution).total();
}

Fraction probability(const Distribution &distribution, int outcome)
{
    return Fraction(weight(distribution, outcome), totalWeight(distribution));
}

Fraction probabilityAtLeast(const Distribution &distribution, int outcome)
{
    const Data &data = dataOf(distribution);
    return Fraction(data.total() - weightBelow(data, outcome), data.total());
}

Fraction probabilityAtMost(const Distribution &distribution, int outcome)
{
    const Data &data = dataOf(distribution);
    return Fraction(weightBelow(data, outcome + 1), data.total());
}

Fraction mean(const Distribution &distribution)
{
    const Data &data = dataOf(distribution);
    Weight sum = 0;
    for (std::size_t i = 0; i < data.count; ++i)
        sum += data.weights()[i] * (data.lowest + static_cast<long long>(i));
    return Fraction(sum, data.total());
}

namespace {

template <class W> std::vector<W> convolveWeights(const std::vector<W> &x, const std::vector<W> &y)
{
    std::vector<W> weights(x.size() + y.size() - 1);
    if constexpr (std::is_same_v<W, WideUInt<4>>) {
        // Two sides' hits (each total of at most 128 bits, compared in 256): each product of
        // two 128-bit numbers in four word products.
        auto fits128 = [](const std::vector<W> &v) {
            return std::all_of(v.begin(), v.end(), [](const W &w) { return w.size() <= 2; });
        };
        if (fits128(x) && fits128(y)) {
            // Weight by weight of the result, its products' word parts summed in registers, each
            // of the four columns in 128 bits (at most 3 * 21 words here, far below 2^64 of
            // them), the carries taken once at the end.
            for (std::size_t n = 0; n < weights.size(); ++n) {
                UInt128 c0 = 0, c1 = 0, c2 = 0, c3 = 0;
                const std::size_t first = n + 1 > y.size() ? n + 1 - y.size() : 0;
                const std::size_t last = std::min(n, x.size() - 1);
                for (std::size_t i = first; i <= last; ++i) {
                    const std::uint64_t a0 = x[i].limb[0], a1 = x[i].limb[1];
                    const std::uint64_t b0 = y[n - i].limb[0], b1 = y[n - i].limb[1];
                    const UInt128 p00 = UInt128(a0) * b0, p01 = UInt128(a0) * b1,
                                  p10 = UInt128(a1) * b0, p11 = UInt128(a1) * b1;
                    c0 += std::uint64_t(p00);
                    c1 +=
                        UInt128(std::uint64_t(p00 >> 64)) + std::uint64_t(p01) + std::uint64_t(p10);
                    c2 += UInt128(std::uint64_t(p01 >> 64)) + std::uint64_t(p10 >> 64) +
                          std::uint64_t(p11);
                    c3 += std::uint64_t(p11 >> 64);
                }
                W &w = weights[n];
                w.limb[0] = std::uint64_t(c0);
                c1 += c0 >> 64;
                w.limb[1] = std::uint64_t(c1);
                c2 += c1 >> 64;
                w.limb[2] = std::uint64_t(c2);
                c3 += c2 >> 64;
                w.limb[3] = std::uint64_t(c3); // the product fits 256 bits: nothing above
            }
            return weights;
        }
    }
    for (std::size_t i = 0; i < x.size(); ++i) {
        for (std::size_t j = 0; j < y.size(); ++j)
            weights[i + j] += x[i] * y[j];
    }
    return weights;
}

// The ends of a convolution are products of positive weights, and its weights add up to the
// product of the totals: no trimming, no sum.
Distribution convolution(const Data &x, const Data &y, std::vector<Weight> weights)
{
    auto data = std::make_shared<Data>();
    data->lowest = x.lowest + y.lowest;
    data->setWeights(std::move(weights), x.total() * y.total());
    return DistributionAccess::make(std::move(data));
}

// The weights as W, which holds each (not copied when they are kept in 256 bits already).
template <class W> const std::vector<W> &narrowed(const Data &d, std::vector<W> &storage)
{
    if constexpr (std::is_same_v<W, WideUInt<4>>) {
        if (d.isWide())
            return d.wide;
    }
    storage = narrowAll<W>(d.weights());
    return storage;
}

template <class W> W narrowedTotal(const Data &d)
{
    if constexpr (std::is_same_v<W, WideUInt<4>>) {
        if (d.isWide())
            return d.wideTotal;
    }
    return narrow<W>(d.total());
}

} // namespace

Distribution convolve(const Distribution &a, const Distribution &b)
{
    const Data &x = dataOf(a);
    const Data &y = dataOf(b);
    // Every weight of the result, and every partial sum of one, is at most the product of the
    // totals.
    return withWeightsOf(x.totalBits + y.totalBits, [&]<class W>() {
        if constexpr (std::is_same_v<W, Weight>) {
            return convolution(x, y, convolveWeights(x.weights(), y.weights()));
        } else {
            std::vector<W> xs, ys;
            std::vector<W> weights = convolveWeights(narrowed<W>(x, xs), narrowed<W>(y, ys));
            if constexpr (std::is_same_v<W, WideUInt<4>>) {
                // Kept in 256 bits: made unbounded only if read so.
                auto data = std::make_shared<Data>();
                data->lowest = x.lowest + y.lowest;
                data->setWide(std::move(weights), narrowedTotal<W>(x) * narrowedTotal<W>(y));
                return DistributionAccess::make(std::move(data));
            } else {
                return convolution(x, y, widenAll(weights));
            }
        }
    });
}

Distribution convolveUnbounded(const Distribution &a, const Distribution &b)
{
    const Data &x = dataOf(a);
    const Data &y = dataOf(b);
    return convolution(x, y, convolveWeights(x.weights(), y.weights()));
}

Distribution difference(const Distribution &a, const Distribution &b)
{
    // a - b = a + (-b): mirror b's weights.
    const Data &x = dataOf(a);
    const Data &y = dataOf(b);
    using Wide = WideUInt<4>;
    if (x.totalBits + y.totalBits > 128 && x.totalBits + y.totalBits <= 256) {
        // Two sides' hits compared: mirrored as they are narrowed, no Distribution between.
        std::vector<Wide> xs, mirrored;
        mirrored.reserve(y.count);
        if (y.isWide())
            mirrored.assign(y.wide.rbegin(), y.wide.rend());
        else
            for (auto w = y.weights().rbegin(); w != y.weights().rend(); ++w)
                mirrored.push_back(narrow<Wide>(*w));
        auto data = std::make_shared<Data>();
        data->lowest = x.lowest - b.highest();
        data->setWide(convolveWeights(narrowed<Wide>(x, xs), mirrored),
                      narrowedTotal<Wide>(x) * narrowedTotal<Wide>(y));
        return DistributionAccess::make(std::move(data));
    }
    std::vector<Weight> mirrored(y.weights().rbegin(), y.weights().rend());
    return convolve(a, distributionFromWeights(-b.highest(), std::move(mirrored)));
}

Contest compareHits(const Distribution &first, const Distribution &second)
{
    Contest contest;
    contest.difference = difference(first, second);
    contest.win = contest.difference.probabilityAtLeast(1);
    contest.draw = contest.difference.probability(0);
    contest.lose = contest.difference.probabilityAtMost(-1);
    return contest;
}

} // namespace adjutant::rulesets
