// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "capture/testing/syntheticphoto.h"

#include <QImage>
#include <QList>
#include <QRectF>

namespace adjutant::capturetesting {

// Eight photos of the calibration board lying on the table over `board` (mm), as a player takes
// them with `phone` (its focal length, photo size and lens; its pose is replaced): from 340 to
// 400 mm above it, so that the board fills most of the photo and reaches its distorted edges,
// straight down twice, then tilted 15 to 35 degrees from all sides. Photo k has seed
// `degradation.seed + k`.
QList<QImage> boardPhotos(const SyntheticCamera &phone, QRectF board,
                          const Degradation &degradation);

} // namespace adjutant::capturetesting
