// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/measureunit.h"
#include "core/tablemodel.h"
#include "geometry/hexlayout.h"
#include "geometry/orientedrect.h"

#include <QJsonArray>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

#include <optional>

namespace adjutant::core {
struct Base;
struct HexCell;
struct TablePoint;
} // namespace adjutant::core

namespace adjutant::app {

// How the table maps onto the scene. The scene is in millimetres with side A's edge at the
// bottom, as the players see it from side A: scene x = table x, scene y = depth - table y.
// Facing (clockwise from "towards the far edge") is then the item's rotation unchanged.
// Everything that measures works in table millimetres (geometry::Point); only painting and
// mouse events see scene coordinates.
// A hex map is drawn at geometry::HexLayout's size with its top row at the scene's top: a base
// stands in its hex as a counter, turned to the vertex it faces.
class TableFrame
{
public:
    TableFrame() = default;
    explicit TableFrame(const core::TableModel &table);

    const core::MeasureUnit &unit() const { return mUnit; }
    double widthMm() const { return mWidth; }
    double depthMm() const { return mDepth; }
    QRectF sceneRect() const { return QRectF(0, 0, mWidth, mDepth); }
    // Millimetres in one table unit (MU or inch).
    double unitMm() const { return mUnitMm; }

    QPointF toScene(geometry::Point table) const { return QPointF(table.x, mDepth - table.y); }
    geometry::Point toTable(QPointF scene) const { return {scene.x(), mDepth - scene.y()}; }
    double toUnits(double mm) const { return mm / mUnitMm; }
    double toMm(double units) const { return units * mUnitMm; }

    geometry::Point point(const core::TablePoint &point) const;
    // Where a base stands: its rectangle on a free-form table, its counter in its hex on a map.
    geometry::OrientedRect rect(const core::Base &base) const;

    // The hex map's layout, or null on a free-form table.
    const geometry::HexLayout *hexLayout() const { return mHex ? &*mHex : nullptr; }
    geometry::Point hexCentre(const core::HexCell &hex) const;
    // A hex as the printed map labels it: "1408" for column 14, row 08 (0-based 13, 7).
    static QString hexLabel(int column, int row);
    // The counter of a unit in a hex facing `vertex` (0 to 5): a square a little smaller than
    // the hex.
    geometry::OrientedRect counter(const core::HexCell &hex, int vertex) const;
    // A base placed at `rect` in the table's unit, as an event payload writes it (rounded to the
    // micrometre, as the model holds it).
    double payloadUnits(double mm) const;
    // A polygon in scene coordinates as an event payload writes it: [{"x": ..., "y": ...}, ...]
    // in the table's unit.
    QJsonArray payloadPolygon(const QPolygonF &scenePolygon) const;

private:
    core::MeasureUnit mUnit = core::MeasureUnit::inch();
    double mWidth = 0;
    double mDepth = 0;
    double mUnitMm = core::MeasureUnit::inch().size().millimetres();
    std::optional<geometry::HexLayout> mHex;
};

} // namespace adjutant::app
