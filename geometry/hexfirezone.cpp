#include "geometry/hexfirezone.h"

#include "geometry/hexoffset.h"

#include <stdexcept>
#include <string>

namespace adjutant::geometry {

namespace {

// N1600 10.4.
constexpr int kFireRange = 1;
constexpr int kArtilleryFireRange = 10;

} // namespace

int fireRange(HexUnitKind kind)
{
    switch (kind) {
    case HexUnitKind::Infantry:
    case HexUnitKind::Cavalry:
        return kFireRange;
    case HexUnitKind::Artillery:
        return kArtilleryFireRange;
    case HexUnitKind::Commander:
        break;
    }
    throw std::invalid_argument("a commander has no fire range (N1600 2.1: commanders have a "
                                "command and a movement value only)");
}

namespace detail {

void requireFiringUnit(const HexUnit &firer, HexUnitKind kind)
{
    if (kind == HexUnitKind::Commander)
        throw std::invalid_argument("a commander has no fire zone (N1600 2.1, 10.4)");
    if (kind == HexUnitKind::Artillery && firer.isDouble())
        throw std::invalid_argument("artillery at " + describeHex(firer.hex()) +
                                    " is placed as a double unit; N1600 2.2 makes only the "
                                    "Tercio double");
}

} // namespace detail

bool inFireZone(const HexUnit &firer, HexUnitKind kind, Hex target)
{
    detail::requireFiringUnit(firer, kind);
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
    return leftSteps >= 0 && rightSteps >= 0 && distance >= 1 && distance <= fireRange(kind);
}

} // namespace adjutant::geometry
