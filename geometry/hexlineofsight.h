// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"
#include "geometry/hexcontents.h"
#include "geometry/hexlinetracer.h"
#include "geometry/hexmap.h"
#include "geometry/hexsight.h"

namespace adjutant::geometry {

// Line of sight from one hex to another, N1600 10.2:
// - "The LoS is traced from the center of the firing hex to the center of the targeted hex."
// - "Units always have an LoS on the adjacent hexagons."
// - "If both units are at elevation: the LoS between these units is always clear. Ignore the
//   blocking elements." Otherwise "the LoS is blocked if it passes through a hex containing a
//   blocking element" (HexContents::blocksSight(): units other than commanders and artillery,
//   obstacle hexes).
// - "The LoS can always be traced to a hex of blocking terrain but never through it": the two end
//   hexes never block.
// - "If the LoS passes along the spine of a hex, it is only blocked if both of the hexes
//   containing that spine contain blocking elements."
// interpreted: a hex the line only touches at a vertex is not passed through, so it does not
// block: a line along a spine touches each of its two hexes along a whole hexside and is still
// clear when only one of them blocks, so a single point of contact cannot block either.
// interpreted: a hex off the map holds nothing and blocks nothing (a line between two hexes of
// the top or bottom row can run along the spine of a half hex outside the map).
//
// `contents(Hex)` returns the HexContents of a hex on the map (a HexContentsGrid, or any callable
// a later layer builds from the battle model); it is asked only about hexes on the map. Throws
// std::invalid_argument when either end is off the map or an end hex has a level other than 0 or
// 1. "Artillery cannot fire over a friendly unit" is a fire rule, not sight: the rule set checks it
// with HexLineTracer.
template <HexContentsLookup Lookup>
HexSight lineOfSight(const HexMap &map, Hex from, Hex to, const Lookup &contents);

namespace detail {
void requireSightLevel(const HexContents &contents, Hex hex);
} // namespace detail

template <HexContentsLookup Lookup>
HexSight lineOfSight(const HexMap &map, Hex from, Hex to, const Lookup &contents)
{
    map.require(from, "line of sight from");
    map.require(to, "line of sight to");
    const HexContents viewer = contents(from);
    const HexContents target = contents(to);
    detail::requireSightLevel(viewer, from);
    detail::requireSightLevel(target, to);
    if (hexDistance(from, to) == 1)
        return {true, HexSightReason::Adjacent, {}, {}};
    if (viewer.atElevation() && target.atElevation())
        return {true, HexSightReason::BothAtElevation, {}, {}};

    const auto blocks = [&](Hex hex) {
        return map.contains(hex) && HexContents(contents(hex)).blocksSight();
    };
    HexLineTracer tracer(from, to);
    HexLineStep step;
    while (tracer.next(step)) {
        if (step.spine) {
            if (blocks(step.hex) && blocks(step.other))
                return {false, HexSightReason::BlockedSpine, step.hex, step.other};
        } else if (step.hex != from && step.hex != to && blocks(step.hex)) {
            return {false, HexSightReason::BlockingHex, step.hex, step.hex};
        }
    }
    return {true, HexSightReason::NothingInTheWay, {}, {}};
}

} // namespace adjutant::geometry
