#include "geometry/orientedrect.h"

#include <cmath>
#include <numbers>

namespace adjutant::geometry {

std::array<Point, 4> corners(const OrientedRect &rect)
{
    const double radians = rect.facingDegrees * std::numbers::pi / 180.0;
    // Unit vectors: forward (towards the front edge) and right (along the front edge).
    const Point forward{std::sin(radians), std::cos(radians)};
    const Point right{forward.y, -forward.x};
    const double hw = rect.width / 2.0;
    const double hd = rect.depth / 2.0;
    auto at = [&](double along, double ahead) {
        return Point{rect.centre.x + right.x * along + forward.x * ahead,
                     rect.centre.y + right.y * along + forward.y * ahead};
    };
    return {at(-hw, hd), at(hw, hd), at(hw, -hd), at(-hw, -hd)};
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
