// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hexcell.h"
#include "core/length.h"

#include <QString>
#include <QStringList>

namespace adjutant::core {

// A capture marker (issue 32): the id of a square ArUco marker stuck on a base or on a movement
// tray, so that a photo of the table finds it. capture/ reads 5x5 markers from a dictionary of 250
// ids (capture::markerIdCount()) and keeps 240-249 for the table's corners and edges; bases and
// trays get the other 240. core does not include capture/: capture checks its dictionary against
// these.
inline constexpr int noMarker = -1;
inline constexpr int baseMarkerIdCount = 240; // ids 0 to 239, for bases and trays

// One base of a unit. On a free-form table it is a rectangle: centre, facing (degrees clockwise,
// 0 faces away from side A's edge), frontage and depth. On a hex map it stands in a hex and faces
// one of its six vertices (N1600 7). The map's hexes are flat-topped in vertical columns (see
// geometry/hexfacing.h), so no vertex points to the top: 0 is the first vertex clockwise from the
// top (upper right), 1 east, 2 lower right, 3 lower left, 4 west, 5 upper left.
// A base of a mixed unit (FoGR pike and shot: pike bases are heavy foot, shot bases medium foot)
// names its own troop type, armour and capabilities; empty means "as the unit". A rule set that
// counts figures (Old Dessauer) keeps how many stand on the base in `figures`; 0: not counted.
// `marker` is the capture marker on the base (noMarker: none; see Unit::trayMarker).
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
    int marker = noMarker;

    bool operator==(const Base &) const = default;
};

} // namespace adjutant::core
