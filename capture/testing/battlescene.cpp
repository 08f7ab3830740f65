// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/testing/battlescene.h"

#include "core/battle.h"

#include <cmath>
#include <numbers>

namespace adjutant::capturetesting {

SyntheticScene battleScene(const core::Battle &battle, const capture::CaptureSettings &settings)
{
    SyntheticScene scene;
    scene.table = capture::playingAreaMm(battle.table, settings);
    scene.tableMarkers = capture::tableMarkers(battle.table, settings);
    for (const capture::WornMarker &marker : capture::wornMarkers(battle)) {
        const core::Unit &unit = battle.units[marker.unit];
        scene.baseMarkers.append(marker.base < 0 ? capture::markerOnTray(battle.table, unit, settings)
                                                 : capture::markerOnBase(battle.table, unit.bases[marker.base], settings));
    }
    return scene;
}

SyntheticCamera cameraOver(const core::Battle &battle, const capture::CaptureSettings &settings,
                           double tilt, double turn, QSize imageSize)
{
    const QSizeF table = capture::playingAreaMm(battle.table, settings);
    SyntheticCamera camera;
    camera.imageSize = imageSize;
    camera.focalPixels = 0.8 * std::hypot(imageSize.width(), imageSize.height());
    camera.tiltDegrees = tilt;
    camera.turnDegrees = turn;
    camera.target = QPointF(table.width() / 2.0, table.height() / 2.0);
    // The table turned as the photo sees it, with a margin for the tilt's perspective.
    const double radians = turn * std::numbers::pi / 180.0;
    const double wide = std::abs(table.width() * std::cos(radians)) + std::abs(table.height() * std::sin(radians));
    const double deep = std::abs(table.width() * std::sin(radians)) + std::abs(table.height() * std::cos(radians));
    const double margin = 1.08 + tilt / 100.0;
    const double pixelsPerMm = std::min(imageSize.width() / wide, imageSize.height() / deep) / margin;
    camera.height = camera.focalPixels / pixelsPerMm * std::cos(tilt * std::numbers::pi / 180.0);
    return camera;
}

} // namespace adjutant::capturetesting
