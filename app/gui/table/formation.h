// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/orientedrect.h"

#include <vector>

namespace adjutant::app {

// A battle group's bases laid out in `files` side by side and `ranks` one behind the other,
// edges touching, the middle of its front edge at `frontCentre` (table mm), all facing
// `facingDegrees`. Base i is file i / ranks, rank i % ranks (both from 0: file 0 on the left,
// rank 0 in front).
std::vector<geometry::OrientedRect> formation(int files, int ranks, double width, double depth,
                                              geometry::Point frontCentre, double facingDegrees);

} // namespace adjutant::app
