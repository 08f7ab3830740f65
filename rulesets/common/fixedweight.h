// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Private to the library and the rule sets' exact arithmetic: fixed-width integers for weights
// known to fit them. A Distribution keeps unbounded weights (exactdistribution.h), but the usual
// FoGR pools are far from unbounded: 10 re-rolled d6 make 36^10 < 2^52 combinations, a side of 20
// such dice 36^20 < 2^104, two sides compared 36^40 < 2^207. Arithmetic in uint64, uint128 or
// uint256 allocates nothing and is several times faster than cpp_int; the callers check that the
// largest value fits before choosing the type (bitsOf), and fall back to Weight otherwise.
// The results are the same integers either way: the tests compare both paths.

#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/common/wideuint.h"

#include <cstdint>
#include <vector>

namespace adjutant::rulesets {

using Weight128 = boost::multiprecision::uint128_t;

// The number of bits of `w` (0 for 0): w < 2^bitsOf(w), and a product a * b < 2^(bitsOf(a) +
// bitsOf(b)).
inline unsigned bitsOf(const Weight &w)
{
    return w == 0 ? 0 : msb(w) + 1;
}

// The weights of d.lowest() .. d.highest(), not copied (weight() copies one).
const std::vector<Weight> &weightsOf(const Distribution &d);
// The same in 256 bits if d keeps them so (a convolution worked out in 256 bits), else null.
const std::vector<WideUInt<4>> *wideWeightsOf(const Distribution &d);
// bitsOf(totalWeight(d)), kept.
unsigned totalBitsOf(const Distribution &d);

// `w`, which must fit W.
template <class W> W narrow(const Weight &w)
{
    if constexpr (requires { W::fromWeight(w); })
        return W::fromWeight(w);
    else
        return static_cast<W>(w);
}

// Weights as W, each of which must fit it.
template <class W> std::vector<W> narrowAll(const std::vector<Weight> &weights)
{
    std::vector<W> out;
    out.reserve(weights.size());
    for (const Weight &w : weights)
        out.push_back(narrow<W>(w));
    return out;
}

template <class W> std::vector<Weight> widenAll(const std::vector<W> &weights)
{
    std::vector<Weight> out;
    out.reserve(weights.size());
    for (const W &w : weights) {
        if constexpr (requires { w.toWeight(); })
            out.push_back(w.toWeight());
        else
            out.emplace_back(w);
    }
    return out;
}

// Calls f.template operator()<W>() with the narrowest of uint64, Weight128, WideUInt<4> (256 bits)
// that holds every number below 2^bits, or with Weight: the one place where the width is chosen.
template <class F> decltype(auto) withWeightsOf(unsigned bits, F &&f)
{
    if (bits <= 64)
        return f.template operator()<std::uint64_t>();
    if (bits <= 128)
        return f.template operator()<Weight128>();
    if (bits <= 256)
        return f.template operator()<WideUInt<4>>();
    return f.template operator()<Weight>();
}

// The general path only, whatever the sizes: for the tests that compare it with the fast paths.
Distribution convolveUnbounded(const Distribution &a, const Distribution &b);
Distribution hitsUnbounded(const Pool &pool);

} // namespace adjutant::rulesets
