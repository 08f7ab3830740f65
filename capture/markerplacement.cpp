// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/markerplacement.h"

#include <cmath>
#include <numbers>

namespace adjutant::capture {

std::array<QPointF, 4> cornersOnTable(const MarkerPlacement &marker)
{
    const double a = marker.facingDegrees * std::numbers::pi / 180.0;
    const double half = marker.size / 2.0;
    const QPointF up(std::sin(a) * half, std::cos(a) * half);
    const QPointF right(std::cos(a) * half, -std::sin(a) * half);
    const QPointF c = marker.centre;
    return {c + up - right, c + up + right, c - up + right, c - up - right};
}

} // namespace adjutant::capture
