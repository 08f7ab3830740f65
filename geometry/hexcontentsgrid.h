// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hexcontents.h"
#include "geometry/hexmap.h"

#include <vector>

namespace adjutant::geometry {

// The contents of every hex of a map, for line of sight: built once from the battle model (one
// allocation), then read without allocating. Usable as the lookup of lineOfSight().
class HexContentsGrid
{
public:
    explicit HexContentsGrid(const HexMap &map);

    const HexMap &map() const { return mMap; }

    // Both throw std::invalid_argument for a hex off the map.
    HexContents &at(Hex hex);
    const HexContents &at(Hex hex) const;

    HexContents operator()(Hex hex) const { return at(hex); }

private:
    std::size_t index(Hex hex) const;

    HexMap mMap;
    std::vector<HexContents> mContents;
};

} // namespace adjutant::geometry
