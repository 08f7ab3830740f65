// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexfirezone.h"

#include "geometry/hexoffset.h"

#include <stdexcept>
#include <string>

namespace adjutant::geometry {

namespace detail {

void requireFiringUnit(const HexUnit &firer, HexUnitKind kind, int artilleryRange)
{
    if (kind == HexUnitKind::Artillery && artilleryRange < 1)
        throw std::invalid_argument("an artillery range of " + std::to_string(artilleryRange) +
                                    " hexes reaches nothing (N1600 10.4 gives 10)");
    if (kind == HexUnitKind::Commander)
        throw std::invalid_argument("a commander has no fire zone (N1600 2.1, 10.4)");
    if (kind == HexUnitKind::Artillery && firer.isDouble())
        throw std::invalid_argument("artillery at " + describeHex(firer.hex()) +
                                    " is placed as a double unit; N1600 2.2 makes only the "
                                    "Tercio double");
}

} // namespace detail

bool inFireZone(const HexUnit &firer, HexUnitKind kind, Hex target, int artilleryRange)
{
    detail::requireFiringUnit(firer, kind, artilleryRange);
    if (kind != HexUnitKind::Artillery) {
        const HexArc arc = arcOf(firer, target);
        return arc == HexArc::Frontal || arc == HexArc::Flank;
    }
    // Write target - gun as leftSteps * frontLeft + rightSteps * frontRight: turn the facing to
    // vertex 0, whose front hexsides are North (0, -1) and NorthEast (1, -1).
    const Hex offset = rotatedClockwise(target - firer.hex(), -firer.facing().vertex());
    const int rightSteps = offset.q;
    const int leftSteps = -offset.r - offset.q;
    const int distance = leftSteps + rightSteps;
    return leftSteps >= 0 && rightSteps >= 0 && distance >= 1 && distance <= artilleryRange;
}

} // namespace adjutant::geometry
