#include "geometry/hexlineofcommand.h"

#include <stdexcept>
#include <string>

namespace adjutant::geometry {

namespace {

// N1600 5.1.1.
constexpr int kInfantryLineOfCommand = 2;
constexpr int kCavalryLineOfCommand = 3;

} // namespace

int lineOfCommandLength(HexUnitKind kind)
{
    switch (kind) {
    case HexUnitKind::Infantry:
        return kInfantryLineOfCommand;
    case HexUnitKind::Cavalry:
        return kCavalryLineOfCommand;
    case HexUnitKind::Artillery:
        throw std::invalid_argument(
            "artillery traces no line of command (N1600 5.1.2: artillery is always in command)");
    case HexUnitKind::Commander:
        break;
    }
    throw std::invalid_argument(
        "a commander traces no line of command (N1600 5.1.1: units trace it to their commander)");
}

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
