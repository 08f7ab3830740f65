// SPDX-License-Identifier: GPL-3.0-or-later
// Small synthetic tables for the capture tests: a 600 x 400 mm table with six 20 mm table
// markers (corners and long edges' middles), bases with 10 mm markers across it, and a phone
// 1.2 m above it whose photo (1600 x 1200) shows about 1.9 pixels a millimetre, close to a
// 12-megapixel photo of a 6 x 4 ft table (2.2).
#pragma once

#include "capture/basepose.h"
#include "capture/testing/syntheticphoto.h"

#include <QList>
#include <QRandomGenerator>

#include <algorithm>
#include <cmath>
#include <vector>

namespace adjutant::capturetests {

using capture::BaseMarker;
using capture::MarkerPlacement;
using capturetesting::Degradation;
using capturetesting::SyntheticCamera;
using capturetesting::SyntheticScene;

constexpr int firstTableId = 240;

inline QList<MarkerPlacement> tableMarkers(int count = 6)
{
    const QList<QPointF> at = {{25, 25}, {575, 25}, {575, 375}, {25, 375}, {300, 25}, {300, 375}};
    QList<MarkerPlacement> markers;
    for (int k = 0; k < count; ++k)
        markers.append({firstTableId + k, at[k], 0.0, 20.0, 0.0});
    return markers;
}

// `count` bases in a grid across the table, facings drawn from `seed`, ids from `firstId`.
inline QList<MarkerPlacement> baseMarkers(int count, double height, quint32 seed, int firstId = 0)
{
    QRandomGenerator random(seed);
    QList<MarkerPlacement> markers;
    const int columns = 6;
    for (int k = 0; k < count; ++k) {
        const QPointF centre(90 + 84 * (k % columns) + random.bounded(20.0) - 10,
                             90 + 70 * (k / columns) + random.bounded(20.0) - 10);
        markers.append({firstId + k, centre, random.bounded(360.0), 10.0, height});
    }
    return markers;
}

inline SyntheticCamera camera(double tilt, double turn)
{
    SyntheticCamera c;
    c.height = 1200;
    c.tiltDegrees = tilt;
    c.turnDegrees = turn;
    c.target = QPointF(300, 200);
    c.focalPixels = 2600;
    c.imageSize = QSize(1600, 1200);
    return c;
}

inline QList<BaseMarker> expected(const QList<MarkerPlacement> &bases)
{
    QList<BaseMarker> list;
    for (const MarkerPlacement &b : bases)
        list.append({b.id, b.height});
    return list;
}

inline double angleBetween(double a, double b)
{
    const double d = std::fmod(std::abs(a - b), 360.0);
    return std::min(d, 360.0 - d);
}

// The value below which `share` of `values` lie (nearest rank); 0 for none.
inline double percentile(std::vector<double> values, double share)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    const size_t rank = size_t(std::ceil(share * double(values.size())));
    return values[std::clamp<size_t>(rank, 1, values.size()) - 1];
}

} // namespace adjutant::capturetests
