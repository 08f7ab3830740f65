// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "capture/calibration.h"
#include "capture/markerplacement.h"
#include "capture/markers.h"

#include <QList>
#include <QPointF>
#include <QSize>
#include <QString>

#include <array>

namespace adjutant::capture {

// The camera that took a photo, placed over the table from the table markers it saw: maps a
// photo pixel to the table point it shows at a given height above the table. A marker on a base
// 5 mm thick, seen from a camera tilted 30 degrees, shows 2-3 mm away from where the table
// plane's mapping (a homography) puts it; the mapping here follows the pixel's ray to the plane
// z = height instead.
//
// With a lens calibration (calibration.h) the camera is the calibrated one: the markers' corners
// and every pixel mapped are undistorted first. Without, it is a pinhole with its principal point
// at the photo's centre, square pixels and no distortion. Its focal length is then the caller's
// when known (EXIF), else estimated from the table markers' perspective, which a tilt of 10
// degrees or more shows; under less the estimate is too weak to trust and a phone's typical one
// is taken (0.6 times the photo's diagonal, a 26 mm lens in 35 mm terms), where an error in it
// matters least.
class TableMapping
{
public:
    // Fits the camera to the table markers seen (any markers of `seen` whose id is in
    // `tableMarkers`; others are ignored). Invalid, with a message, with fewer than 3 of them
    // seen or seen on one line, or a fit that does not hold (a reprojection error of pixels), or
    // a lens calibrated for photos of another aspect. A `lens` that is null or invalid is none.
    static TableMapping fit(const QList<SeenMarker> &seen,
                            const QList<MarkerPlacement> &tableMarkers, QSize photoSize,
                            double focalPixels = 0.0, const LensCalibration *lens = nullptr);

    bool isValid() const { return mError.isEmpty(); }
    QString error() const { return mError; }

    // The table point (mm) a pixel shows at `height` mm above the table.
    QPointF toTable(QPointF pixel, double height = 0.0) const;

    int tableMarkersSeen() const { return mTableMarkersSeen; }
    double focalPixels() const { return mFocal; }
    bool focalEstimated() const { return mFocalEstimated; }
    // The root mean square distance, in pixels, between the table markers' corners seen and
    // where the fitted camera puts them (both undistorted with a lens calibration).
    double reprojectionError() const { return mReprojectionError; }

private:
    QString mError;
    int mTableMarkersSeen = 0;
    double mFocal = 0.0;
    bool mFocalEstimated = false;
    double mReprojectionError = 0.0;
    QPointF mPrincipal;
    LensCalibration mLens; // at the photo's size; invalid: a pinhole
    std::array<double, 9> mCameraToTable{}; // R^T, row-major: a camera ray in table axes
    std::array<double, 3> mCentre{};        // the camera's centre on the table, mm
};

} // namespace adjutant::capture
