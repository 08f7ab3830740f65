// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexlinetracer.h"

#include <algorithm>
#include <cstdlib>
#include <stdexcept>

namespace adjutant::geometry {

namespace {

std::int64_t floorDiv(std::int64_t a, std::int64_t b) // b > 0
{
    const std::int64_t quotient = a / b;
    return (a % b != 0 && a < 0) ? quotient - 1 : quotient;
}

bool less(std::int64_t an, std::int64_t ad, std::int64_t bn, std::int64_t bd)
{
    return an * bd < bn * ad;
}

} // namespace

HexLineTracer::HexLineTracer(Hex from, Hex to)
    : mFrom(from),
      mDelta(to - from), mDenominators{std::abs(2LL * mDelta.q + mDelta.r),
                                       std::abs(mDelta.q + 2LL * mDelta.r),
                                       std::abs(static_cast<std::int64_t>(mDelta.r) - mDelta.q)}
{
}

HexLineTracer::Fraction HexLineTracer::nextBreak()
{
    // The smallest crossing still ahead; t = 1 (the centre of `to`) once none is left.
    Fraction best{1, 1};
    for (int i = 0; i < 3; ++i) {
        if (mCounters[i] < mDenominators[i] &&
            less(mCounters[i], mDenominators[i], best.numerator, best.denominator))
            best = {mCounters[i], mDenominators[i]};
    }
    for (int i = 0; i < 3; ++i) {
        if (mCounters[i] < mDenominators[i] &&
            mCounters[i] * best.denominator == best.numerator * mDenominators[i])
            ++mCounters[i];
    }
    return best;
}

HexLineStep HexLineTracer::pieceAround(Fraction from, Fraction to) const
{
    // The middle of the open stretch between two crossings lies inside one hex or inside one
    // hexside, never on a vertex (every vertex lies on grid lines of all three families, at
    // least two of which the segment crosses there).
    const std::int64_t den = 2 * from.denominator * to.denominator;
    const std::int64_t num = from.numerator * to.denominator + to.numerator * from.denominator;
    const std::int64_t pq = mFrom.q * den + num * mDelta.q;
    const std::int64_t pr = mFrom.r * den + num * mDelta.r;

    // The point lies in the rhombus of the four hex centres around it; in a triangular lattice
    // the hexes of those centres cover it.
    const std::int64_t q0 = floorDiv(pq, den);
    const std::int64_t r0 = floorDiv(pr, den);
    Hex touching[2];
    int touchingCount = 0;
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) {
            const Hex hex{static_cast<int>(q0 + i), static_cast<int>(r0 + j)};
            const std::int64_t dq = pq - hex.q * den;
            const std::int64_t dr = pr - hex.r * den;
            // The hex (in axial coordinates) is |2dq + dr| <= 1, |dq + 2dr| <= 1, |dr - dq| <= 1.
            const std::int64_t reach =
                std::max({std::abs(2 * dq + dr), std::abs(dq + 2 * dr), std::abs(dr - dq)});
            if (reach < den)
                return {hex, hex, false};
            if (reach == den && touchingCount < 2)
                touching[touchingCount++] = hex;
        }
    }
    if (touchingCount != 2)
        throw std::logic_error("HexLineTracer: a point between crossings is on no hex or hexside");
    const bool swap = touching[1].q < touching[0].q ||
                      (touching[1].q == touching[0].q && touching[1].r < touching[0].r);
    return swap ? HexLineStep{touching[1], touching[0], true}
                : HexLineStep{touching[0], touching[1], true};
}

bool HexLineTracer::next(HexLineStep &step)
{
    if (mDone)
        return false;
    if (mDelta == Hex{}) {
        mDone = true;
        step = {mFrom, mFrom, false};
        return true;
    }
    while (true) {
        const Fraction to = nextBreak();
        const HexLineStep piece = pieceAround(mPrevious, to);
        mPrevious = to;
        const bool last = to.numerator == to.denominator;
        if (last)
            mDone = true;
        if (!mStarted || !(piece == mLast)) {
            mStarted = true;
            mLast = piece;
            step = piece;
            return true;
        }
        if (last)
            return false;
    }
}

std::vector<HexLineStep> hexLine(Hex from, Hex to)
{
    std::vector<HexLineStep> steps;
    HexLineTracer tracer(from, to);
    HexLineStep step;
    while (tracer.next(step))
        steps.push_back(step);
    return steps;
}

} // namespace adjutant::geometry
