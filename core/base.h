// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hexcell.h"
#include "core/length.h"

#include <QString>
#include <QStringList>

namespace adjutant::core {

// One base of a unit. On a free-form table it is a rectangle: centre, facing (degrees clockwise,
// 0 faces away from side A's edge), frontage and depth. On a hex map it stands in a hex and faces
// one of its six vertices (N1600 7). The map's hexes are flat-topped in vertical columns (see
// geometry/hexfacing.h), so no vertex points to the top: 0 is the first vertex clockwise from the
// top (upper right), 1 east, 2 lower right, 3 lower left, 4 west, 5 upper left.
// A base of a mixed unit (FoGR pike and shot: pike bases are heavy foot, shot bases medium foot)
// names its own troop type, armour and capabilities; empty means "as the unit". A rule set that
// counts figures (Old Dessauer) keeps how many stand on the base in `figures`; 0: not counted.
struct Base
{
    QString id;
    QString troopType;
    QString armour;
    QStringList capabilities;
    int figures = 0;
    Length x;
    Length y;
    double facing = 0.0;
    Length width;
    Length depth;
    HexCell hex;

    bool operator==(const Base &) const = default;
};

} // namespace adjutant::core
