// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hex.h"
#include "geometry/hexlist.h"
#include "geometry/hexmap.h"
#include "geometry/hexunit.h"
#include "geometry/hexunitkind.h"

#include <array>
#include <concepts>
#include <cstdint>
#include <optional>
#include <span>

namespace adjutant::geometry {

// What traceLineOfCommand() asks whether a hex may be traced through: any callable bool(Hex).
template <typename Predicate>
concept HexPredicate = std::predicate<const Predicate &, Hex>;

// The longest line of command traceLineOfCommand() searches (N1600 5.1.1 needs 3).
inline constexpr int kMaxCommandTrace = 8;

// A line of command found: its length and its hexes from the unit's hex to the target's.
struct HexCommandTrace
{
    int length = 0;
    HexList<kMaxCommandTrace + 1> path;
};

// N1600 5.1.1: "To be in command, a unit must be able to trace a LoC to its wing commander";
// "LoC cannot be traced through a hex containing an enemy unit or terrain that is impassible."
// The shortest path of steps into neighbouring hexes from a hex of `unit` to one of `targets`
// (the commander's hex, or the hexes of units in command), at most `maxLength` steps.
// interpreted: the LoC's "two hexes" are counted as N1600 1.2 counts distance between units (the
// target's hex counts, the unit's own does not: one step per hex entered); 1.2 defines distance
// for "fire, interception, ..." and the text gives no other count.
// `blocked(Hex)` says whether the caller's rules forbid tracing through a hex (enemy unit,
// impassable terrain); it is asked only about hexes on the map between the two ends.
// interpreted: the two end hexes are not traced "through", so `blocked` is not asked about them
// (they hold the unit and its commander, so no legal position differs).
// interpreted: a double unit traces from either of its hexes (it stands in both; 1.2).
// Throws std::invalid_argument when the unit or a target is off the map or maxLength is outside
// 0 .. kMaxCommandTrace. Allocates nothing.
template <HexPredicate Blocked>
std::optional<HexCommandTrace> traceLineOfCommand(const HexMap &map, const HexUnit &unit,
                                                  std::span<const Hex> targets, int maxLength,
                                                  const Blocked &blocked);

namespace detail {
void requireCommandTrace(const HexMap &map, const HexUnit &unit, std::span<const Hex> targets,
                         int maxLength);
} // namespace detail

template <HexPredicate Blocked>
std::optional<HexCommandTrace> traceLineOfCommand(const HexMap &map, const HexUnit &unit,
                                                  std::span<const Hex> targets, int maxLength,
                                                  const Blocked &blocked)
{
    detail::requireCommandTrace(map, unit, targets, maxLength);

    // Breadth-first search in a window around the left hex wide enough for both halves' reach.
    constexpr int window = kMaxCommandTrace + 1;
    constexpr int side = 2 * window + 1;
    constexpr std::int8_t unseen = -1;
    std::array<std::int8_t, side * side> distance;
    std::array<std::int8_t, side * side> cameFrom; // the hexside stepped across into the hex
    distance.fill(unseen);
    std::array<Hex, side * side> queue;
    std::size_t head = 0;
    std::size_t tail = 0;
    const Hex origin = unit.leftHex();
    const auto cell = [&](Hex hex) {
        return static_cast<std::size_t>((hex.r - origin.r + window) * side +
                                        (hex.q - origin.q + window));
    };
    const auto isTarget = [&](Hex hex) {
        for (const Hex &target : targets) {
            if (target == hex)
                return true;
        }
        return false;
    };
    const auto traceTo = [&](Hex end) {
        HexCommandTrace trace;
        trace.length = distance[cell(end)];
        std::array<Hex, kMaxCommandTrace + 1> backwards;
        Hex hex = end;
        for (int i = 0; i <= trace.length; ++i) {
            backwards[static_cast<std::size_t>(i)] = hex;
            if (i < trace.length)
                hex = neighbour(hex, turned(static_cast<HexDirection>(cameFrom[cell(hex)]), 3));
        }
        for (int i = trace.length; i >= 0; --i)
            trace.path.push(backwards[static_cast<std::size_t>(i)]);
        return trace;
    };

    for (const Hex &own : unit.hexes()) {
        distance[cell(own)] = 0;
        queue[tail++] = own;
        if (isTarget(own))
            return traceTo(own);
    }
    while (head < tail) {
        const Hex hex = queue[head++];
        const int steps = distance[cell(hex)];
        if (steps == maxLength)
            continue;
        for (int s = 0; s < kHexSides; ++s) {
            const Hex next = neighbour(hex, static_cast<HexDirection>(s));
            if (!map.contains(next) || distance[cell(next)] != unseen)
                continue;
            distance[cell(next)] = static_cast<std::int8_t>(steps + 1);
            cameFrom[cell(next)] = static_cast<std::int8_t>(s);
            if (isTarget(next))
                return traceTo(next);
            if (!blocked(next))
                queue[tail++] = next;
        }
    }
    return std::nullopt;
}

} // namespace adjutant::geometry
