// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"

#include <optional>
#include <string>
#include <string_view>

namespace adjutant::geometry {

// A hex by its column and row on the map, both 0-based, as the core model stores it
// (core::HexCell). Column 0 is the left (west) edge, row 0 the top edge.
//
// Orientation, from the rules text:
// - N1600 7: "Units must face a hex vertex", and the Nieuport scenarios put the Dutch on the
//   west edge and the Spanish on the east edge, facing each other across the map. Units can face
//   east or west only if the hexes have vertices pointing east and west: flat-topped hexes in
//   vertical columns.
// - Scenario 1, "Bad day to fire": "This applies if a unit in 1408 fires at 1309 or 1308": the
//   hexes west of 1408 are 1308 and 1309, exactly the two neighbours across the west vertex of a
//   flat-topped hex, and column 14 sits half a hex lower than column 13.
// - Scenario 2, "Tide": "all units in a XX01 hex are shifted toward the closest XX02 hex": labels
//   print the column in the first two digits and the row in the last two, and row 01 is the
//   first row.
// interpreted: printed labels count from 01 in both columns and rows (label = index + 1); the
// text names row 01 as the first row and never a row or column 00.
// With that, a column with an even printed number (an odd 0-based index) sits half a hex lower
// than the columns beside it.
struct HexOffset
{
    int column = 0;
    int row = 0;

    constexpr bool operator==(const HexOffset &) const = default;
};

// Odd 0-based columns sit half a hex lower (see above).
constexpr bool columnSitsLow(int column)
{
    return (column & 1) != 0;
}

constexpr Hex toHex(HexOffset offset)
{
    return {offset.column, offset.row - (offset.column - (offset.column & 1)) / 2};
}

constexpr HexOffset toOffset(Hex hex)
{
    return {hex.q, hex.r + (hex.q - (hex.q & 1)) / 2};
}

// The printed four-digit label, "1408" for column index 13, row index 7. Throws
// std::invalid_argument when the column or row is outside the labels 01 to 99.
std::string hexLabel(HexOffset offset);

// "column 13, row 7 (1408)": a hex for messages, 0-based, with its printed label when it has one.
std::string describeHex(Hex hex);

// The hex a printed four-digit label names; nullopt unless `label` is four digits with column and
// row each from 01 to 99.
std::optional<HexOffset> parseHexLabel(std::string_view label);

} // namespace adjutant::geometry
