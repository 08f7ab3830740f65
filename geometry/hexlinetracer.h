// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"

#include <cstdint>
#include <vector>

namespace adjutant::geometry {

// One piece of the straight line between two hex centres: either a hex whose inside the line
// crosses, or a stretch where the line runs exactly along the hexside ("spine", N1600 10.2)
// between two hexes. Hexes the line only touches at a vertex are not listed.
struct HexLineStep
{
    Hex hex;   // the hex crossed; for a spine, the first of its two hexes
    Hex other; // for a spine, the second hex (ordered by q, then r); else == hex
    bool spine = false;

    constexpr bool operator==(const HexLineStep &) const = default;
};

// Walks the segment from the centre of `from` to the centre of `to` and yields its pieces in
// order, starting with `from` and ending with `to` (one piece when they are the same hex).
// Exact: the work is done in integer arithmetic in axial coordinates (an affine image of the
// plane, which keeps lines, hexsides and vertices), so a line along a spine or through a vertex
// is recognised as such. It allocates nothing.
class HexLineTracer
{
public:
    HexLineTracer(Hex from, Hex to);

    // The next piece; false once the piece in `to` has been given.
    bool next(HexLineStep &step);

private:
    struct Fraction
    {
        std::int64_t numerator;
        std::int64_t denominator; // > 0
    };

    Fraction nextBreak();
    HexLineStep pieceAround(Fraction from, Fraction to) const;

    Hex mFrom;
    Hex mDelta;
    // The line parameter t in [0, 1] crosses the grid lines 2q + r, q + 2r and r - q = integer at
    // multiples of 1 / mDenominators[i]; a zero denominator means the line runs along them.
    std::int64_t mDenominators[3];
    std::int64_t mCounters[3] = {1, 1, 1};
    Fraction mPrevious{0, 1};
    HexLineStep mLast{};
    bool mStarted = false;
    bool mDone = false;
};

// All pieces of the line from `from` to `to`, for callers off the hot path.
std::vector<HexLineStep> hexLine(Hex from, Hex to);

} // namespace adjutant::geometry
