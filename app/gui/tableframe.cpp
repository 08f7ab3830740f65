#include "app/gui/tableframe.h"

#include "core/base.h"
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
}

geometry::Point TableFrame::point(const core::TablePoint &point) const
{
    return {point.x.millimetres(), point.y.millimetres()};
}

geometry::OrientedRect TableFrame::rect(const core::Base &base) const
{
    return {{base.x.millimetres(), base.y.millimetres()},
            base.facing,
            base.width.millimetres(),
            base.depth.millimetres()};
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
