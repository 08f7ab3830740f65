// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the sticker sheet prints and where each sticker goes (issue 32): the table markers at the
// playing area's corners and along its edges, and each base's or movement tray's marker at its
// rear edge. The sheet (app/gui/capture) prints from these, and the capture expects the markers
// exactly there, so the two cannot disagree.

#include "capture/calibration.h"
#include "capture/markerplacement.h"

#include <QList>
#include <QSizeF>
#include <QString>

namespace adjutant::core {
struct Base;
struct Battle;
struct TableModel;
struct Unit;
} // namespace adjutant::core

namespace adjutant::geometry {
class HexLayout;
}

namespace adjutant::capture {

// A table marker's black square, and the white margin printed round it: its sticker's cut edges.
// Stuck with two cut edges on a corner's two table edges (or one on an edge), the square's centre
// lies margin + half a square inside.
inline constexpr double kTableMarkerMm = 25.0;
inline constexpr double kTableMarginMm = 5.0;
// A base marker's default square (the sticker), the sizes the sheet offers, and its least
// margin (baseMarginMm).
inline constexpr double kBaseMarkerMm = 10.0;
inline constexpr double kSmallestBaseMarkerMm = 8.0;
inline constexpr double kLargestBaseMarkerMm = 20.0;
inline constexpr double kBaseMarginMm = 2.0;
// The ids the table markers are printed with (core::baseMarkerIdCount on; stickers.cpp checks).
inline constexpr int kFirstTableMarker = 240;
inline constexpr int kTableMarkerCount = 10;

// The white margin round a base marker of `markerMm`: 2 mm, or a little more than one of the 7
// modules its square is drawn on where that is more (from 13 mm up). With 2 mm round a 20 mm
// marker (0.7 of a module) the finder read none of a sheet's base markers (tst_markersheet).
double baseMarginMm(double markerMm);

// What the capture needs to know of the real table beside the battle: the printed size of the
// base markers, how far above the table they sit (a base's thickness; a tray's with its base on
// it), the size of the real hex map's hexes, and the camera's focal length or lens calibration
// when known.
struct CaptureSettings
{
    double markerMm = kBaseMarkerMm;
    double heightMm = 3.0;
    double hexAcrossFlatsMm = 26.0; // geometry::HexLayout's drawn hex
    double focalPixels = 0.0;       // 0: estimated from the table markers
    LensCalibration lens;           // invalid: a pinhole, no distortion (calibration.h)
};

// The playing area in millimetres as the capture sees it: a free-form table's width and depth, a
// hex map's extent at the real map's hex size (geometry::HexLayout's frame: its bottom-left
// corner at 0, 0).
QSizeF playingAreaMm(const core::TableModel &table, const CaptureSettings &settings);

// A table marker and where its sticker goes, in players' words ("Side A's edge, left corner",
// "Far edge of the map, 610 mm from the left").
struct TableMarkerSpot
{
    MarkerPlacement marker;
    QString where;
};
// The four corners, then along the edges of at least 140 mm (two markers on each longer edge at
// its thirds, one in the middle of each shorter edge), so that a photo of part of a large table
// still sees three. Every marker faces +y: its printed top towards side B's edge (a hex map's top
// edge). Ids from kFirstTableMarker.
QList<TableMarkerSpot> tableMarkerSpots(const core::TableModel &table,
                                        const CaptureSettings &settings);
QList<MarkerPlacement> tableMarkers(const core::TableModel &table, const CaptureSettings &settings);

// Where a base's marker lies when its sticker's back cut edge is flush with the middle of the
// base's rear edge, its printed top towards the base's front (a base too shallow for the sticker:
// in its middle). A counter on a hex map wears it in its middle, its top towards the vertex it
// faces. `marker.id` is the base's.
MarkerPlacement markerOnBase(const core::TableModel &table, const core::Base &base,
                             const CaptureSettings &settings);
// A movement tray's marker: as a base's, on the rear edge of the rectangle round the unit's bases
// squared to its first base's facing. `marker.id` is the unit's tray marker.
MarkerPlacement markerOnTray(const core::TableModel &table, const core::Unit &unit,
                             const CaptureSettings &settings);

// A marker the battle puts on a base or a movement tray: its id, its unit's index in the battle
// and its base's (-1: the unit's tray), in the battle's order.
struct WornMarker
{
    int id = -1;
    int unit = -1;
    int base = -1;
};
QList<WornMarker> wornMarkers(const core::Battle &battle);

// A hex map's hexes at the real map's size, in the frame above.
geometry::HexLayout hexLayout(const core::TableModel &table, const CaptureSettings &settings);

// A base's centre (mm, the frame above) and facing (degrees clockwise from +y; a hex map's
// vertex turned into degrees).
struct TablePose
{
    QPointF centre;
    double facingDegrees = 0.0;
};
TablePose basePoseMm(const core::TableModel &table, const core::Base &base,
                     const CaptureSettings &settings);

} // namespace adjutant::capture
