// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "capture/basepose.h"
#include "capture/markerplacement.h"
#include "capture/markers.h"

#include <QImage>
#include <QList>

namespace adjutant::capturetesting {

// The peer the issue measures capture against: OpenCV's ArUco detector with its default
// parameters (the same dictionary), and a homography from the table markers' corners onto the
// table, markers taken to lie on it. For the tests' and the benchmark's comparisons only.
QList<capture::SeenMarker> plainFindMarkers(const QImage &photo);
// Each seen marker not a table marker, placed by the homography; empty with fewer than 4
// table markers' corners.
QList<capture::BasePose> plainPoses(const QList<capture::SeenMarker> &seen,
                                    const QList<capture::MarkerPlacement> &tableMarkers);

} // namespace adjutant::capturetesting
