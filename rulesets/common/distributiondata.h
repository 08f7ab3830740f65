#pragma once

// Private to the library: the representation behind Distribution.

#include "rulesets/common/exactdistribution.h"

#include <vector>

namespace adjutant::rulesets {

// Invariants: weights is not empty, its first and last weights are positive, none is negative,
// and total is their sum.
struct Distribution::Data
{
    int lowest = 0;
    std::vector<Weight> weights;
    Weight total;
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
