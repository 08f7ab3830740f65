// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the library: the representation behind Distribution.

#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/wideuint.h"

#include <mutex>
#include <vector>

namespace adjutant::rulesets {

// Invariants: there is at least one weight, the first and last are positive, none is negative,
// and the total is their sum.
//
// The weights are kept in one of two forms: unbounded (Weight), or, as a convolution worked out in
// 256 bits leaves them (two sides' hits compared), in 256 bits (`wide`, with the total), the
// unbounded form then made from them only when first read: a Weight of more than 128 bits is an
// allocation, and most such distributions are only summed again in 256 bits (or never read).
struct Distribution::Data
{
    int lowest = 0;
    std::size_t count = 0;         // the number of weights
    unsigned totalBits = 0;        // bitsOf(total)
    std::vector<WideUInt<4>> wide; // empty unless kept in 256 bits
    WideUInt<4> wideTotal;         // with wide

    bool isWide() const { return !wide.empty(); }
    // The unbounded weights and total (made from the wide ones when first read; thread-safe).
    const std::vector<Weight> &weights() const
    {
        if (isWide())
            std::call_once(mMade, [this] { makeUnbounded(); });
        return mWeights;
    }
    const Weight &total() const
    {
        if (isWide())
            std::call_once(mMade, [this] { makeUnbounded(); });
        return mTotal;
    }
    // Whether the weight at `index` (< count) is not 0, read in place.
    bool isPositive(std::size_t index) const
    {
        return isWide() ? !wide[index].isZero() : mWeights[index] > 0;
    }

    // The unbounded form, given.
    void setWeights(std::vector<Weight> weights, Weight total)
    {
        count = weights.size();
        mWeights = std::move(weights);
        mTotal = std::move(total);
        totalBits = mTotal == 0 ? 0 : msb(mTotal) + 1;
    }
    // The 256-bit form, given; every weight and the total below 2^256.
    void setWide(std::vector<WideUInt<4>> weights, const WideUInt<4> &total)
    {
        count = weights.size();
        wide = std::move(weights);
        wideTotal = total;
        totalBits = total.bits();
    }

private:
    void makeUnbounded() const
    {
        mWeights.reserve(wide.size());
        for (const WideUInt<4> &w : wide)
            mWeights.push_back(w.toWeight());
        mTotal = wideTotal.toWeight();
    }
    mutable std::once_flag mMade;
    mutable std::vector<Weight> mWeights;
    mutable Weight mTotal;
};

struct DistributionAccess
{
    static const Distribution::Data &data(const Distribution &distribution)
    {
        return *distribution.mData;
    }
    static Distribution make(std::shared_ptr<const Distribution::Data> data)
    {
        return Distribution(std::move(data));
    }
};

} // namespace adjutant::rulesets
