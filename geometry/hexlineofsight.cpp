// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexlineofsight.h"

#include "geometry/hexoffset.h"

#include <stdexcept>
#include <string>

namespace adjutant::geometry {

namespace detail {

void requireSightLevel(const HexContents &contents, Hex hex)
{
    // Terrain Effects Table: terrain is Level 0 or Level 1; N1600 10.2 knows only "level 1".
    if (contents.level != 0 && contents.level != 1)
        throw std::invalid_argument("hex " + describeHex(hex) + " has level " +
                                    std::to_string(contents.level) +
                                    "; the N1600 Terrain Effects Table has levels 0 and 1 only");
}

} // namespace detail

} // namespace adjutant::geometry
