// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/hexlayout.h"

#include "geometry/hex.h"

#include <cmath>
#include <numbers>
#include <stdexcept>
#include <string>

namespace adjutant::geometry {

namespace {

constexpr double kSqrt3 = std::numbers::sqrt3;

} // namespace

HexLayout::HexLayout(int columns, int rows, double radiusMm)
    : mColumns(columns), mRows(rows), mRadius(radiusMm)
{
    if (columns < 1 || rows < 1 || !(radiusMm > 0))
        throw std::invalid_argument("a hex map needs at least one column and one row, not " +
                                    std::to_string(columns) + " x " + std::to_string(rows));
}

double HexLayout::width() const
{
    return mRadius * (1.5 * mColumns + 0.5);
}

double HexLayout::depth() const
{
    return mRadius * kSqrt3 * (mRows + (mColumns > 1 ? 0.5 : 0.0));
}

Point HexLayout::centre(HexOffset hex) const
{
    const double fromTop =
        mRadius * kSqrt3 * (hex.row + 0.5 + (columnSitsLow(hex.column) ? 0.5 : 0.0));
    return {mRadius * (1.0 + 1.5 * hex.column), depth() - fromTop};
}

Point HexLayout::corner(HexOffset hex, int vertex) const
{
    // Vertex k points 30 + 60 k degrees clockwise from the top of the map (HexFacing).
    const double radians = (30.0 + 60.0 * vertex) * std::numbers::pi / 180.0;
    return centre(hex) + Point{std::sin(radians), std::cos(radians)} * mRadius;
}

std::array<Point, 6> HexLayout::corners(HexOffset hex) const
{
    std::array<Point, 6> result{};
    for (int k = 0; k < 6; ++k)
        result[static_cast<std::size_t>(k)] = corner(hex, k);
    return result;
}

HexOffset HexLayout::hexAt(Point point) const
{
    // From the centre of hex (0, 0), y down the map: fractional axial coordinates, then the
    // nearest cube (the usual rounding: the coordinate that rounded furthest gives way).
    const Point origin = centre({0, 0});
    const double x = (point.x - origin.x) / mRadius;
    const double down = (origin.y - point.y) / mRadius;
    const double q = 2.0 / 3.0 * x;
    const double r = -1.0 / 3.0 * x + kSqrt3 / 3.0 * down;
    const double s = -q - r;
    double rq = std::round(q);
    double rr = std::round(r);
    const double rs = std::round(s);
    const double dq = std::abs(rq - q);
    const double dr = std::abs(rr - r);
    const double ds = std::abs(rs - s);
    if (dq > dr && dq > ds)
        rq = -rr - rs;
    else if (dr > ds)
        rr = -rq - rs;
    return toOffset(Hex{int(rq), int(rr)});
}

std::optional<HexOffset> HexLayout::mapHexAt(Point point) const
{
    const HexOffset hex = hexAt(point);
    if (hex.column < 0 || hex.column >= mColumns || hex.row < 0 || hex.row >= mRows)
        return std::nullopt;
    return hex;
}

} // namespace adjutant::geometry
