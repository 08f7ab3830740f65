// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/length.h"
#include "core/measureunit.h"
#include "geometry/tolerance.h"

namespace adjutant::core {

// The playing area: a free-form table of width x depth, or a hex map of columns x rows.
// Side A's table edge is y = 0; x runs from side A's left.
struct TableModel
{
    MeasureUnit unit = MeasureUnit::inch();
    Length width;
    Length depth;
    int hexColumns = 0; // hex maps only
    int hexRows = 0;
    // Free-form tables: bases no further apart than this are in contact, deeper is an overlap
    // (geometry/tolerance.h). Chosen when the battle is made, so that every measurement of the
    // battle agrees, in the app and in the CLI.
    double contactTolerance = geometry::contactTolerance; // mm

    bool operator==(const TableModel &) const = default;
};

} // namespace adjutant::core
