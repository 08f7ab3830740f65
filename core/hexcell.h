// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

namespace adjutant::core {

// A hex of a Nieuport 1600 map by its printed column and row label (0-based here).
struct HexCell
{
    int column = 0;
    int row = 0;
    bool operator==(const HexCell &) const = default;
};

} // namespace adjutant::core
