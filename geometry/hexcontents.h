// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"
#include "geometry/hexunitkind.h"

#include <cstdint>
#include <type_traits>

namespace adjutant::geometry {

// What a hex holds, as far as line of sight cares (N1600 10.2). A later layer fills one per hex
// from the battle model: the terrain type's "blocks the LoS" and "Level" from the Terrain Effects
// Table, and the pieces standing in the hex (several may stack, N1600 9.1).
struct HexContents
{
    // N1600 10.2: "any obstacle hex (village, dunes)"; Terrain Effects Table, Dunes: "This
    // terrain blocks the LoS."
    bool obstacle = false;
    // Terrain Effects Table: Clear and Rough "Level 0", Dunes "Level 1"; no other level is named.
    int level = 0;

    constexpr void add(HexUnitKind kind) { mOccupants |= bit(kind); }
    constexpr bool holds(HexUnitKind kind) const { return (mOccupants & bit(kind)) != 0; }

    // N1600 10.2: blocking elements are "any unit between the artillery and its target (except
    // commanders and artillery)" and obstacle hexes.
    constexpr bool blocksSight() const
    {
        return obstacle || holds(HexUnitKind::Infantry) || holds(HexUnitKind::Cavalry);
    }

    // N1600 10.2: "A unit is at elevation if it is in level 1 terrain."
    constexpr bool atElevation() const { return level == 1; }

    constexpr bool operator==(const HexContents &) const = default;

private:
    static constexpr std::uint8_t bit(HexUnitKind kind)
    {
        return static_cast<std::uint8_t>(1u << static_cast<unsigned>(kind));
    }

    std::uint8_t mOccupants = 0;
};

// What lineOfSight() reads a hex's contents through: any callable HexContents(Hex), such as a
// HexContentsGrid or a lambda over the battle model.
template <typename Lookup>
concept HexContentsLookup = std::is_invocable_r_v<HexContents, const Lookup &, Hex>;

} // namespace adjutant::geometry
