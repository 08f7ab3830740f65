#include "rulesets/fogr/exactchance.h"

namespace adjutant::rulesets::fogr {

namespace {

double ratio(Weight numerator, Weight denominator)
{
    const unsigned bits = msb(denominator);
    if (bits > 960) {
        numerator >>= bits - 960;
        denominator >>= bits - 960;
    }
    return static_cast<double>(numerator) / static_cast<double>(denominator);
}

} // namespace

Outcome chanceOutcome(const QString &label, Weight weight, Weight total)
{
    if (weight == 0)
        return {label, QStringLiteral("0"), 0, {}};
    const unsigned twos = std::min(lsb(weight), lsb(total));
    weight >>= twos;
    total >>= twos;
    // Powers of 3 in chunks: one pass over the limbs per chunk, not per factor.
    static constexpr unsigned long long chunks[] = {12157665459056928801ULL /* 3^40 */,
                                                    3486784401ULL /* 3^20 */, 59049ULL /* 3^10 */,
                                                    243ULL /* 3^5 */, 3ULL};
    for (const unsigned long long chunk : chunks) {
        while (weight % chunk == 0 && total % chunk == 0) {
            weight /= chunk;
            total /= chunk;
        }
    }
    Weight rest = total;
    rest >>= lsb(rest);
    for (const unsigned long long chunk : chunks) {
        while (rest % chunk == 0)
            rest /= chunk;
    }
    if (rest != 1) {
        const Weight g = gcd(weight, total);
        weight /= g;
        total /= g;
    }
    const QString text = total == 1 ? QString::fromStdString(weight.str())
                                    : QString::fromStdString(weight.str() + "/" + total.str());
    return {label, text, ratio(weight, total), {}};
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
