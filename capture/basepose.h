// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "capture/markerplacement.h"
#include "capture/markers.h"
#include "capture/tablemapping.h"

#include <QList>
#include <QPointF>
#include <QSize>
#include <QString>

namespace adjutant::capture {

// Where a base's marker puts the base: the marker's centre on the table (mm) and its facing
// (degrees clockwise from +y, the printed top edge's direction), its corners followed to the
// plane of the marker, `height` mm above the table.
struct BasePose
{
    int id = -1;
    QPointF centre;
    double facingDegrees = 0.0;
    double sideMm = 0.0; // the square's mean side at that height: a plausibility check
    bool uncertain = false; // its marker read with two bits corrected (markers.h): check it
};
BasePose basePose(const TableMapping &mapping, const SeenMarker &marker, double height);

// A base marker the caller expects, and the height of its top above the table.
struct BaseMarker
{
    int id = -1;
    double height = 0.0;
};

// A photo's markers sorted: the camera from the table markers, a pose for each expected base
// marker seen (an id seen twice gives two poses: the caller decides), and every other marker
// seen, unknown here (another battle's, or a misread), never a base. `error` says why nothing
// could be placed. `lens`: as TableMapping::fit's. An uncertain reading (markers.h) is never a
// table marker nor unknown, and no pose where its id is read with certainty too: what is left
// of it is an expected base's pose marked uncertain, for the caller to confirm or drop.
struct TableCapture
{
    TableMapping mapping;
    QList<BasePose> bases;
    QList<SeenMarker> unknown;
    QString error;
};
TableCapture captureTable(const QList<SeenMarker> &seen, const QList<MarkerPlacement> &tableMarkers,
                          const QList<BaseMarker> &baseMarkers, QSize photoSize,
                          double focalPixels = 0.0, const LensCalibration *lens = nullptr);

} // namespace adjutant::capture
