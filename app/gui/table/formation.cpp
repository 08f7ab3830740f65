// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/formation.h"

namespace adjutant::app {

std::vector<geometry::OrientedRect> formation(int files, int ranks, double width, double depth,
                                              geometry::Point frontCentre, double facingDegrees)
{
    const geometry::OrientedRect frame{frontCentre, facingDegrees, width, depth};
    const geometry::Point ahead = geometry::forward(frame);
    const geometry::Point right = geometry::rightward(frame);
    std::vector<geometry::OrientedRect> bases;
    for (int f = 0; f < files; ++f) {
        for (int r = 0; r < ranks; ++r) {
            const geometry::Point centre = frontCentre + right * ((f - (files - 1) / 2.0) * width) -
                                           ahead * (depth / 2 + r * depth);
            bases.push_back({centre, facingDegrees, width, depth});
        }
    }
    return bases;
}

} // namespace adjutant::app
