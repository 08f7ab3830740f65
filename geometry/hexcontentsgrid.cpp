// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexcontentsgrid.h"

namespace adjutant::geometry {

HexContentsGrid::HexContentsGrid(const HexMap &map)
    : mMap(map),
      mContents(static_cast<std::size_t>(map.columns()) * static_cast<std::size_t>(map.rows()))
{
}

HexContents &HexContentsGrid::at(Hex hex)
{
    return mContents[index(hex)];
}

const HexContents &HexContentsGrid::at(Hex hex) const
{
    return mContents[index(hex)];
}

std::size_t HexContentsGrid::index(Hex hex) const
{
    mMap.require(hex, "hex contents");
    const HexOffset offset = toOffset(hex);
    return static_cast<std::size_t>(offset.row) * static_cast<std::size_t>(mMap.columns()) +
           static_cast<std::size_t>(offset.column);
}

} // namespace adjutant::geometry
