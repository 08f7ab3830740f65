// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/basepose.h"

#include <QHash>
#include <QSet>

#include <cmath>
#include <numbers>

namespace adjutant::capture {

BasePose basePose(const TableMapping &mapping, const SeenMarker &marker, double height)
{
    std::array<QPointF, 4> p;
    for (int k = 0; k < 4; ++k)
        p[k] = mapping.toTable(marker.corners[k], height);
    BasePose pose;
    pose.id = marker.id;
    pose.centre = (p[0] + p[1] + p[2] + p[3]) / 4.0;
    for (int k = 0; k < 4; ++k)
        pose.sideMm += std::hypot(p[(k + 1) % 4].x() - p[k].x(), p[(k + 1) % 4].y() - p[k].y()) / 4.0;
    // The printed top's direction from both side edges and, turned a quarter, both top and
    // bottom edges: four edges' worth of corner error averaged.
    const QPointF up = (p[0] + p[1] - p[2] - p[3]) / 2.0;
    const QPointF right = (p[1] + p[2] - p[0] - p[3]) / 2.0;
    const QPointF facing = up + QPointF(-right.y(), right.x());
    double degrees = std::atan2(facing.x(), facing.y()) * 180.0 / std::numbers::pi;
    if (degrees < 0)
        degrees += 360.0;
    pose.facingDegrees = degrees;
    return pose;
}

TableCapture captureTable(const QList<SeenMarker> &seen, const QList<MarkerPlacement> &tableMarkers,
                          const QList<BaseMarker> &baseMarkers, QSize photoSize, double focalPixels,
                          const LensCalibration *lens)
{
    TableCapture capture;
    QList<SeenMarker> certain;
    QSet<int> certainIds;
    for (const SeenMarker &m : seen)
        if (!m.uncertain) {
            certain.append(m);
            certainIds.insert(m.id);
        }
    capture.mapping = TableMapping::fit(certain, tableMarkers, photoSize, focalPixels, lens);
    QHash<int, double> heights;
    for (const BaseMarker &b : baseMarkers)
        heights.insert(b.id, b.height);
    QSet<int> table;
    for (const MarkerPlacement &t : tableMarkers)
        table.insert(t.id);
    for (const SeenMarker &m : seen) {
        if (table.contains(m.id) || (m.uncertain && (!heights.contains(m.id) || certainIds.contains(m.id))))
            continue;
        if (!heights.contains(m.id)) {
            capture.unknown.append(m);
        } else if (capture.mapping.isValid()) {
            BasePose pose = basePose(capture.mapping, m, heights.value(m.id));
            pose.uncertain = m.uncertain;
            capture.bases.append(pose);
        }
    }
    capture.error = capture.mapping.error();
    return capture;
}

} // namespace adjutant::capture
