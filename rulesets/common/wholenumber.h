// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>
#include <limits>

namespace adjutant::rulesets {

// A number read from JSON that int can hold exactly: checked before int(v), which is undefined
// out of int's range (a typed die face or an override of 1e308 was a fuzzer's find).
inline bool isWholeInt(double v)
{
    return v >= std::numeric_limits<int>::min() && v <= std::numeric_limits<int>::max() &&
           v == std::trunc(v);
}

} // namespace adjutant::rulesets
