// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "capture/markerplacement.h"

#include <QImage>
#include <QList>
#include <QPointF>
#include <QRectF>
#include <QSize>
#include <QSizeF>

#include <array>

namespace adjutant::capturetesting {

using capture::MarkerPlacement;

// A phone over the table: a pinhole camera `height` mm above the table, its optical axis
// through `target` and tilted `tiltDegrees` from vertical towards the far edge (+y), the whole
// turned `turnDegrees` about the vertical. The photo's top is towards the far edge.
struct SyntheticCamera
{
    double height = 1500.0;
    double tiltDegrees = 0.0;
    double turnDegrees = 0.0;
    QPointF target;
    double focalPixels = 2000.0;
    QSize imageSize{1600, 1200};
    double k1 = 0.0; // radial distortion: x_d = x_u (1 + k1 r^2), normalised coordinates
};

// Where the camera shows the table point (x, y) at `height` mm, in photo pixels (pixel centres
// at integers), the lens's distortion included.
QPointF project(const SyntheticCamera &camera, QPointF table, double height);

// What the phone and the room do to the photo.
struct Degradation
{
    double blurSigma = 0.0;  // Gaussian, photo pixels
    double noiseSigma = 0.0; // Gaussian sensor noise, grey levels of 255
    int jpegQuality = 0;     // 0: no JPEG round trip
    double vignetting = 0.0; // how much darker the corners are, 0.3 for 30 %
    double lightRatio = 1.0; // bright to dark across the photo, 3 for 3 : 1
    double occluded = 0.0;   // the fraction of base markers partly covered by a figure
    quint32 seed = 1;
};

struct SyntheticScene
{
    QSizeF table{600.0, 400.0}; // mm, from (0, 0)
    QList<MarkerPlacement> tableMarkers;
    QList<MarkerPlacement> baseMarkers; // each `height` on its base's top
    // The printed calibration board (capture/calibration.h) lying on the table over this
    // rectangle (mm), its printed top towards the far edge, on a sheet 10 mm wider each side.
    // Empty: none.
    QRectF board;
};

// The rendered photo and what is true of it.
struct SyntheticPhoto
{
    QImage image;         // Grayscale8
    QList<int> occluded;  // ids of the base markers a figure partly covers
    QList<int> outOfView; // ids of markers not wholly inside the photo
};

// Renders by true 3D projection: the board (a plane, so its homography is exact) and each
// marker's square (and its white margin) projected from its corners at its height, on a supersampled canvas, then the light, the lens, the blur, the
// noise and the JPEG. The same scene, camera and seed give the same photo.
SyntheticPhoto render(const SyntheticScene &scene, const SyntheticCamera &camera,
                      const Degradation &degradation);

} // namespace adjutant::capturetesting
