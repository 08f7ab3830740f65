// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A battle's real table as the synthetic renderer draws it: the table markers where the sticker
// sheet says (capture/stickers.h), and each marked base's or tray's marker where its sticker
// goes, at the bases' places in `battle` (the truth a photo shows).

#include "capture/stickers.h"
#include "capture/testing/syntheticphoto.h"

namespace adjutant::core {
struct Battle;
}

namespace adjutant::capturetesting {

SyntheticScene battleScene(const core::Battle &battle, const capture::CaptureSettings &settings);

// A phone over the middle of the battle's table, tilted `tilt` degrees and turned `turn`, high
// enough to show the whole table in an `imageSize` photo, with a focal length of 0.8 times the
// photo's diagonal (a 28 mm lens in 35 mm terms).
SyntheticCamera cameraOver(const core::Battle &battle, const capture::CaptureSettings &settings,
                           double tilt, double turn, QSize imageSize);

} // namespace adjutant::capturetesting
