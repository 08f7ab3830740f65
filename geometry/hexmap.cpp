// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexmap.h"

#include <stdexcept>

namespace adjutant::geometry {

HexMap::HexMap(int columns, int rows) : mColumns(columns), mRows(rows)
{
    if (columns < 1 || rows < 1)
        throw std::invalid_argument("a hex map needs at least one column and one row, not " +
                                    std::to_string(columns) + " x " + std::to_string(rows));
}

void HexMap::require(Hex hex, const char *what) const
{
    require(toOffset(hex), what);
}

void HexMap::require(HexOffset offset, const char *what) const
{
    if (!contains(offset))
        throw std::invalid_argument(
            std::string(what) + ": hex column " + std::to_string(offset.column) + ", row " +
            std::to_string(offset.row) + " is off the " + std::to_string(mColumns) + " x " +
            std::to_string(mRows) + " map");
}

Hex HexMap::hexAt(HexOffset offset) const
{
    require(offset, "hexAt");
    return toHex(offset);
}

} // namespace adjutant::geometry
