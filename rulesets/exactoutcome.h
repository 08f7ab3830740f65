// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Exact outcome probabilities for procedures that combine rolls (a combat, then its cohesion
// test, then its death roll). Include only in .cpp files: boost::multiprecision is slow to compile.

#include "rulesets/common/exactdistribution.h"
#include "rulesets/procedureresult.h"

namespace adjutant::rulesets {

// "7/12", "0", "1"
QString fractionText(const Fraction &p);
Outcome exactOutcome(const QString &label, const Fraction &p);

// The exact chance as a fraction, however it is kept.
class ExactChance::Value
{
public:
    virtual ~Value() = default;
    virtual QString text() const = 0;
    virtual Fraction fraction() const = 0;
};
Fraction fractionOf(const ExactChance &chance);

} // namespace adjutant::rulesets
