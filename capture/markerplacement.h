// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QPointF>

#include <array>

namespace adjutant::capture {

// A marker lying flat on the table or on top of a base, in table millimetres: x to the right,
// y towards the far edge, z up (geometry/orientedrect.h). Facing is where the marker's printed
// top edge looks, in degrees clockwise from +y, as a base's facing is.
struct MarkerPlacement
{
    int id = -1;
    QPointF centre;
    double facingDegrees = 0.0;
    double size = 10.0;  // the black square's side (the code and its border), mm
    double height = 0.0; // above the table: a base's thickness; table markers lie at 0
};

// The square's corners on the table in the dictionary's order (top-left, top-right,
// bottom-right, bottom-left of the printed marker).
std::array<QPointF, 4> cornersOnTable(const MarkerPlacement &marker);

} // namespace adjutant::capture
