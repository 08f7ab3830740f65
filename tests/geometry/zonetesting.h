// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the zone tests (tst_zones, tst_zonerelations): the base the hand-made cases measure
// against, and the distances and angles of the rules they quote.

#include "freeformtesting.h"

#include <cmath>
#include <numbers>

namespace zonetesting {

using namespace adjutant::geometry;
using namespace freeformtesting;

// The base the hand-made cases measure against: foot, centre at the origin, facing +y. Its front
// edge runs along y = 10 from x = -20 to 20; its side edges along x = -20 and x = 20.
const OrientedRect a0 = foot(0, 0);

constexpr double exact = 1e-9;
constexpr double restrictedArea = 2 * mu; // FoGR Restricted Area: "within 2 MU"
constexpr double footZoi = 2 * mu;        // FoGR Interception Charges: "2 MUs for foot"
constexpr double mountedZoi = 4 * mu;     // "... and 4 MUs for mounted troops"
constexpr double odArc = 22.5;            // OD 16.12: "22.5 to either side"
constexpr double odPinning = 4 * inch;    // OD 12.4: "4 to the unit's front"

inline double tanDegrees(double degrees)
{
    return std::tan(degrees * std::numbers::pi / 180.0);
}

// A foot base facing the same way as a0 (so exactly placed), its rear-left corner at (x, y).
inline OrientedRect footWithRearLeftAt(double x, double y)
{
    return foot(x + baseWidth / 2, y + footDepth / 2);
}

} // namespace zonetesting
