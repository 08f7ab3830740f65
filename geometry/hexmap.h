// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"
#include "geometry/hexoffset.h"

namespace adjutant::geometry {

// A rectangular map of `columns` x `rows` hexes, columns 0 .. columns-1 and rows 0 .. rows-1
// (HexOffset). Functions that take a map refuse hexes off it with std::invalid_argument.
class HexMap
{
public:
    // Throws std::invalid_argument unless both sizes are at least 1.
    HexMap(int columns, int rows);

    int columns() const { return mColumns; }
    int rows() const { return mRows; }

    bool contains(HexOffset offset) const
    {
        return offset.column >= 0 && offset.column < mColumns && offset.row >= 0 &&
               offset.row < mRows;
    }
    bool contains(Hex hex) const { return contains(toOffset(hex)); }

    // Throws std::invalid_argument naming `what`, the hex and the map when it is off the map.
    void require(Hex hex, const char *what) const;
    void require(HexOffset offset, const char *what) const;

    // The hex at an offset on this map; throws std::invalid_argument when it is off the map.
    Hex hexAt(HexOffset offset) const;

private:
    int mColumns;
    int mRows;
};

} // namespace adjutant::geometry
