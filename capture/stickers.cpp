// SPDX-License-Identifier: GPL-3.0-or-later
#include "capture/stickers.h"

#include "capture/markers.h"
#include "core/base.h"
#include "core/battle.h"
#include "core/tablemodel.h"
#include "core/unit.h"
#include "geometry/hexfacing.h"
#include "geometry/hexlayout.h"
#include "geometry/orientedrect.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace adjutant::capture {

static_assert(kFirstTableMarker == core::baseMarkerIdCount,
              "the table markers take the ids the battle's bases and trays do not");

namespace {

QPointF forwardOf(double facingDegrees)
{
    const double radians = facingDegrees * std::numbers::pi / 180.0;
    return {std::sin(radians), std::cos(radians)};
}

QString millimetres(double mm)
{
    return QStringLiteral("%1 mm").arg(qRound(mm));
}

// A marker `ahead` of `rear` (the middle of a rear edge) along `facing`: far enough for its
// sticker's back cut edge to lie on that edge, unless the base is shallower than the sticker.
MarkerPlacement onRearEdge(QPointF centre, double facing, double depth, int id,
                           const CaptureSettings &settings)
{
    const double sticker = settings.markerMm + 2.0 * baseMarginMm(settings.markerMm);
    const double behind = depth >= sticker ? depth / 2.0 - sticker / 2.0 : 0.0;
    MarkerPlacement marker;
    marker.id = id;
    marker.centre = centre - forwardOf(facing) * behind;
    marker.facingDegrees = facing;
    marker.size = settings.markerMm;
    marker.height = settings.heightMm;
    return marker;
}

} // namespace

double baseMarginMm(double markerMm)
{
    return std::max(kBaseMarginMm, 1.1 * markerMm / markerModules());
}

geometry::HexLayout hexLayout(const core::TableModel &table, const CaptureSettings &settings)
{
    return geometry::HexLayout(table.hexColumns, table.hexRows,
                               settings.hexAcrossFlatsMm / std::numbers::sqrt3);
}

QList<WornMarker> wornMarkers(const core::Battle &battle)
{
    QList<WornMarker> worn;
    for (int u = 0; u < battle.units.size(); ++u) {
        const core::Unit &unit = battle.units[u];
        if (unit.trayMarker != core::noMarker)
            worn.append({unit.trayMarker, u, -1});
        for (int b = 0; b < unit.bases.size(); ++b) {
            if (unit.bases[b].marker != core::noMarker)
                worn.append({unit.bases[b].marker, u, b});
        }
    }
    return worn;
}

QSizeF playingAreaMm(const core::TableModel &table, const CaptureSettings &settings)
{
    if (table.unit.isHex()) {
        const geometry::HexLayout layout = hexLayout(table, settings);
        return {layout.width(), layout.depth()};
    }
    return {table.width.millimetres(), table.depth.millimetres()};
}

QList<TableMarkerSpot> tableMarkerSpots(const core::TableModel &table,
                                        const CaptureSettings &settings)
{
    const QSizeF size = playingAreaMm(table, settings);
    const double inset = kTableMarginMm + kTableMarkerMm / 2.0;
    const bool hex = table.unit.isHex();
    // The words for the edges: a free-form table's by its sides, a hex map's as it is printed.
    const QString near = hex ? QStringLiteral("Bottom edge of the map") : QStringLiteral("Side A's edge");
    const QString far = hex ? QStringLiteral("Top edge of the map") : QStringLiteral("Side B's edge");
    const QString left = hex ? QStringLiteral("Left edge of the map") : QStringLiteral("Left edge");
    const QString right = hex ? QStringLiteral("Right edge of the map") : QStringLiteral("Right edge");
    const QString fromLeft = QStringLiteral("%1, %2 from the left");
    const QString fromNear = hex ? QStringLiteral("%1, %2 from the bottom")
                                 : QStringLiteral("%1, %2 from side A's edge");

    QList<TableMarkerSpot> spots;
    auto add = [&](double x, double y, const QString &where) {
        MarkerPlacement marker;
        marker.id = kFirstTableMarker + int(spots.size());
        marker.centre = {x, y};
        marker.size = kTableMarkerMm;
        spots.append({marker, where});
    };
    const double w = size.width();
    const double d = size.height();
    add(inset, inset, near + QStringLiteral(", left corner"));
    add(w - inset, inset, near + QStringLiteral(", right corner"));
    add(w - inset, d - inset, far + QStringLiteral(", right corner"));
    add(inset, d - inset, far + QStringLiteral(", left corner"));
    const double sticker = kTableMarkerMm + 2.0 * kTableMarginMm;
    const double longEnough = 4.0 * sticker;
    // Two on each longer edge at its thirds, one in the middle of each shorter one.
    const bool wide = w >= d;
    const int alongWidth = wide ? 2 : 1;
    const int alongDepth = wide ? 1 : 2;
    if (w >= longEnough) {
        for (int k = 1; k <= alongWidth; ++k) {
            const double x = w * k / (alongWidth + 1);
            add(x, inset, fromLeft.arg(near, millimetres(x)));
            add(x, d - inset, fromLeft.arg(far, millimetres(x)));
        }
    }
    if (d >= longEnough) {
        for (int k = 1; k <= alongDepth; ++k) {
            const double y = d * k / (alongDepth + 1);
            add(inset, y, fromNear.arg(left, millimetres(y)));
            add(w - inset, y, fromNear.arg(right, millimetres(y)));
        }
    }
    Q_ASSERT(spots.size() <= kTableMarkerCount);
    return spots;
}

QList<MarkerPlacement> tableMarkers(const core::TableModel &table, const CaptureSettings &settings)
{
    QList<MarkerPlacement> markers;
    for (const TableMarkerSpot &spot : tableMarkerSpots(table, settings))
        markers.append(spot.marker);
    return markers;
}

TablePose basePoseMm(const core::TableModel &table, const core::Base &base,
                     const CaptureSettings &settings)
{
    if (table.unit.isHex()) {
        const geometry::Point centre =
            hexLayout(table, settings).centre({base.hex.column, base.hex.row});
        return {{centre.x, centre.y}, double(geometry::HexFacing(int(base.facing)).compassDegrees())};
    }
    return {{base.x.millimetres(), base.y.millimetres()}, base.facing};
}

MarkerPlacement markerOnBase(const core::TableModel &table, const core::Base &base,
                             const CaptureSettings &settings)
{
    const TablePose pose = basePoseMm(table, base, settings);
    const double depth = table.unit.isHex() ? 0.0 : base.depth.millimetres();
    return onRearEdge(pose.centre, pose.facingDegrees, depth, base.marker, settings);
}

MarkerPlacement markerOnTray(const core::TableModel &table, const core::Unit &unit,
                             const CaptureSettings &settings)
{
    if (unit.bases.isEmpty())
        return {};
    const TablePose first = basePoseMm(table, unit.bases.first(), settings);
    if (table.unit.isHex())
        return onRearEdge(first.centre, first.facingDegrees, 0.0, unit.trayMarker, settings);
    // The rectangle round every base's corners, in the first base's axes.
    const QPointF ahead = forwardOf(first.facingDegrees);
    const QPointF right(ahead.y(), -ahead.x());
    double minAhead = 1e300, maxAhead = -1e300, minRight = 1e300, maxRight = -1e300;
    for (const core::Base &base : unit.bases) {
        const TablePose pose = basePoseMm(table, base, settings);
        const geometry::OrientedRect rect{{pose.centre.x(), pose.centre.y()}, pose.facingDegrees,
                                          base.width.millimetres(), base.depth.millimetres()};
        for (const geometry::Point c : geometry::corners(rect)) {
            const QPointF p(c.x, c.y);
            const double a = QPointF::dotProduct(p, ahead);
            const double r = QPointF::dotProduct(p, right);
            minAhead = std::min(minAhead, a);
            maxAhead = std::max(maxAhead, a);
            minRight = std::min(minRight, r);
            maxRight = std::max(maxRight, r);
        }
    }
    const QPointF middle = ahead * ((minAhead + maxAhead) / 2.0) + right * ((minRight + maxRight) / 2.0);
    return onRearEdge(middle, first.facingDegrees, maxAhead - minAhead, unit.trayMarker, settings);
}

} // namespace adjutant::capture
