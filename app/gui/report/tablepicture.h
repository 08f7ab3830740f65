// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

class QImage;

namespace adjutant::core {
struct Battle;
}

namespace adjutant::app {

// The table of `battle` as the table view draws it (its cloth and grid, or for a rule set that
// plays on a hex map the map with its terrain and labels; the bases or counters, their labels,
// the terrain), whole, `width` pixels wide: a battle report's picture of the table. A null image
// for a battle the table cannot show.
QImage tablePicture(const core::Battle &battle, int width);

} // namespace adjutant::app
