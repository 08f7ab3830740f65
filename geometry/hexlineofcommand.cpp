// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexlineofcommand.h"

#include <stdexcept>
#include <string>

namespace adjutant::geometry {

namespace detail {

void requireCommandTrace(const HexMap &map, const HexUnit &unit, std::span<const Hex> targets,
                         int maxLength)
{
    if (maxLength < 0 || maxLength > kMaxCommandTrace)
        throw std::invalid_argument("line of command length " + std::to_string(maxLength) +
                                    " is outside 0 to " + std::to_string(kMaxCommandTrace));
    for (const Hex &hex : unit.hexes())
        map.require(hex, "line of command from");
    for (const Hex &hex : targets)
        map.require(hex, "line of command to");
}

} // namespace detail

} // namespace adjutant::geometry
