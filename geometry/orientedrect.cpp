// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/orientedrect.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <numbers>

namespace adjutant::geometry {

Point forward(const OrientedRect &rect)
{
    // The same few facings come again and again (most bases of a table face one of two ways,
    // and measuring asks for the corners of each base many times): the last few are remembered
    // with exactly what sin and cos gave for them, keyed by the facing's bits.
    struct Known
    {
        std::uint64_t bits;
        Point f;
    };
    thread_local std::array<Known, 4> known{};
    thread_local std::size_t filled = 0;
    thread_local std::size_t next = 0;
    const std::uint64_t bits = std::bit_cast<std::uint64_t>(rect.facingDegrees);
    for (std::size_t i = 0; i < filled; ++i) {
        if (known[i].bits == bits)
            return known[i].f;
    }
    const double radians = rect.facingDegrees * std::numbers::pi / 180.0;
    const Point f{std::sin(radians), std::cos(radians)};
    known[next] = {bits, f};
    next = (next + 1) % known.size();
    filled = std::max(filled, next == 0 ? known.size() : next);
    return f;
}

Point rightward(const OrientedRect &rect)
{
    const Point f = forward(rect);
    return {f.y, -f.x};
}

std::array<Point, 4> corners(const OrientedRect &rect)
{
    const Point f = forward(rect);
    const Point r{f.y, -f.x};
    const double hw = rect.width / 2.0;
    const double hd = rect.depth / 2.0;
    auto at = [&](double along, double ahead) { return rect.centre + r * along + f * ahead; };
    return {at(-hw, hd), at(hw, hd), at(hw, -hd), at(-hw, -hd)};
}

Point corner(const OrientedRect &rect, Corner which)
{
    return corners(rect)[int(which)];
}

std::array<Segment, 4> edges(const OrientedRect &rect)
{
    const auto c = corners(rect);
    return {Segment{c[0], c[1]}, Segment{c[1], c[2]}, Segment{c[2], c[3]}, Segment{c[3], c[0]}};
}

Segment edge(const OrientedRect &rect, Edge which)
{
    return edges(rect)[int(which)];
}

LocalPoint toLocal(const OrientedRect &rect, Point p)
{
    const Point d = p - rect.centre;
    return {dot(d, rightward(rect)), dot(d, forward(rect)) - rect.depth / 2.0};
}

double wrappedFacing(double facing)
{
    const double d = std::fmod(facing, 360.0);
    return d < 0 ? d + 360.0 : d;
}

double turnBetween(double from, double to)
{
    double by = std::fmod(to - from, 360.0);
    if (by > 180.0)
        by -= 360.0;
    else if (by <= -180.0)
        by += 360.0;
    return by;
}

double recordedFacing(double facing)
{
    return wrappedFacing(std::round(wrappedFacing(facing) * 100.0) / 100.0);
}

bool withinTable(const OrientedRect &rect, double tableWidth, double tableDepth)
{
    // Corners computed through sin/cos carry rounding; a base laid flush with an edge must count.
    constexpr double roundingSlack = 1e-6; // mm
    for (const Point &p : corners(rect)) {
        if (p.x < -roundingSlack || p.y < -roundingSlack || p.x > tableWidth + roundingSlack ||
            p.y > tableDepth + roundingSlack)
            return false;
    }
    return true;
}

} // namespace adjutant::geometry
