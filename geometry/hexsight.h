// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"

namespace adjutant::geometry {

// Why a line of sight is clear or blocked (N1600 10.2), for the explanation shown to players.
enum class HexSightReason
{
    NothingInTheWay, // no blocking element between the two hexes
    Adjacent,        // "Units always have an LoS on the adjacent hexagons."
    BothAtElevation, // "If both units are at elevation: the LoS ... is always clear."
    BlockingHex,     // the line passes through a hex with a blocking element: blocker
    BlockedSpine, // the line runs along a spine whose two hexes both block: blocker, spinePartner
};

// The answer of lineOfSight(): clear or not, why, and the first blocking hex or spine met going
// from the viewer towards the target.
struct HexSight
{
    bool clear = true;
    HexSightReason reason = HexSightReason::NothingInTheWay;
    Hex blocker{};
    Hex spinePartner{};

    constexpr bool operator==(const HexSight &) const = default;
};

} // namespace adjutant::geometry
