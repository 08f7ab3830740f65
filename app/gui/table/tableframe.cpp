// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/tableframe.h"

#include "core/base.h"
#include "core/hexcell.h"
#include "core/terrain.h"

#include <QJsonObject>

#include <cmath>

namespace adjutant::app {

TableFrame::TableFrame(const core::TableModel &table)
    : mUnit(table.unit), mWidth(table.width.millimetres()), mDepth(table.depth.millimetres()),
      mUnitMm(table.unit.isHex() || table.unit.size().micrometres() == 0
                  ? core::MeasureUnit::inch().size().millimetres()
                  : table.unit.size().millimetres())
{
    if (table.unit.isHex() && table.hexColumns > 0 && table.hexRows > 0) {
        mHex.emplace(table.hexColumns, table.hexRows);
        mWidth = mHex->width();
        mDepth = mHex->depth();
    }
}

geometry::Point TableFrame::point(const core::TablePoint &point) const
{
    return {point.x.millimetres(), point.y.millimetres()};
}

geometry::OrientedRect TableFrame::rect(const core::Base &base) const
{
    if (mHex)
        return counter(base.hex, int(base.facing));
    return {{base.x.millimetres(), base.y.millimetres()},
            base.facing,
            base.width.millimetres(),
            base.depth.millimetres()};
}

geometry::Point TableFrame::hexCentre(const core::HexCell &hex) const
{
    return mHex ? mHex->centre({hex.column, hex.row}) : geometry::Point{};
}

QString TableFrame::hexLabel(int column, int row)
{
    // interpreted in geometry/hexoffset.h: labels count from 01.
    return QStringLiteral("%1%2")
        .arg(column + 1, 2, 10, QLatin1Char('0'))
        .arg(row + 1, 2, 10, QLatin1Char('0'));
}

geometry::OrientedRect TableFrame::counter(const core::HexCell &hex, int vertex) const
{
    // The square fits the hex whatever vertex it faces: its half diagonal (0.78 radii) stays
    // inside the hex's inner circle (0.87 radii).
    const double side = mHex ? mHex->radius() * 1.1 : 0;
    return {hexCentre(hex), 30.0 + 60.0 * vertex, side, side};
}

double TableFrame::payloadUnits(double mm) const
{
    // Whole micrometres, as core::Length holds them, so that the payload says what is stored.
    return mUnit.toUnits(core::Length::fromMicrometres(std::llround(mm * 1000.0)));
}

QJsonArray TableFrame::payloadPolygon(const QPolygonF &scenePolygon) const
{
    QJsonArray points;
    for (const QPointF &p : scenePolygon) {
        const geometry::Point t = toTable(p);
        points.append(QJsonObject{{QStringLiteral("x"), payloadUnits(t.x)},
                                  {QStringLiteral("y"), payloadUnits(t.y)}});
    }
    return points;
}

} // namespace adjutant::app
