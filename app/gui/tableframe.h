#pragma once

#include "core/measureunit.h"
#include "core/tablemodel.h"
#include "geometry/orientedrect.h"

#include <QJsonArray>
#include <QPointF>
#include <QPolygonF>
#include <QRectF>

namespace adjutant::core {
struct Base;
struct TablePoint;
} // namespace adjutant::core

namespace adjutant::app {

// How the table maps onto the scene. The scene is in millimetres with side A's edge at the
// bottom, as the players see it from side A: scene x = table x, scene y = depth - table y.
// Facing (clockwise from "towards the far edge") is then the item's rotation unchanged.
// Everything that measures works in table millimetres (geometry::Point); only painting and
// mouse events see scene coordinates.
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
    geometry::OrientedRect rect(const core::Base &base) const;
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
};

} // namespace adjutant::app
