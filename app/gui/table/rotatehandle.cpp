// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/rotatehandle.h"

#include "app/gui/style/tablestyle.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <utility>

namespace adjutant::app {

RotateHandle::RotateHandle()
{
    setZValue(50);
    setCursor(Qt::CrossCursor);
    setToolTip(QObject::tr(
        "Drag to turn the selection about its centre (Shift: 15° steps; keys [ and ])"));
    setVisible(false);
}

void RotateHandle::place(QPointF knob, QPointF centre, double pixel)
{
    prepareGeometryChange();
    mPixel = pixel;
    setPos(knob);
    mToCentre = centre - knob;
}

QRectF RotateHandle::boundingRect() const
{
    const double r = (radius + 2) * mPixel;
    return QRectF(-r, -r, 2 * r, 2 * r).united(QRectF(QPointF(0, 0), mToCentre).normalized());
}

QPainterPath RotateHandle::shape() const
{
    QPainterPath path;
    const double r = (radius + 2) * mPixel;
    path.addEllipse(QPointF(0, 0), r, r);
    return path;
}

QPainterPath RotateHandle::arrow(double r)
{
    // The arc over the knob's middle, round it.
    const QRectF circle(-r, -r, 2 * r, 2 * r);
    QPainterPath arc;
    arc.arcMoveTo(circle, arcFrom);
    arc.arcTo(circle, arcFrom, arcSpan);
    QPainterPathStroker stroker;
    stroker.setWidth(std::max(1.5, r * 0.28));
    stroker.setCapStyle(Qt::FlatCap);
    QPainterPath glyph = stroker.createStroke(arc);
    // A head at each end, pointing on along the arc: the group turns either way.
    const double head = r * 0.75;
    for (const auto &[degrees, sense] : {std::pair{arcFrom + arcSpan, 1.0}, std::pair{arcFrom, -1.0}}) {
        const double at = degrees * std::numbers::pi / 180;
        const QPointF tip = circle.center() + QPointF(r * std::cos(at), -r * std::sin(at));
        // The arc's direction at that end, counter-clockwise on screen as Qt draws arcs, and away
        // from its centre.
        const QPointF along = QPointF(-std::sin(at), -std::cos(at)) * sense;
        const QPointF out(std::cos(at), -std::sin(at));
        QPainterPath triangle;
        triangle.addPolygon(QPolygonF{tip + along * head, tip + out * (head * 0.7),
                                      tip - out * (head * 0.7), tip + along * head});
        glyph = glyph.united(triangle);
    }
    return glyph.simplified();
}

void RotateHandle::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x20, 0x20, 0x20, 160), 1.2 / lod, Qt::DashLine));
    painter->drawLine(QPointF(0, 0), mToCentre);
    // A turning arrow, dark on a halo in the selection's colour: readable on cloth, terrain and
    // bases alike.
    painter->save();
    painter->scale(1 / lod, 1 / lod);
    const QPainterPath glyph = arrow(radius * 0.85);
    painter->setPen(QPen(tablestyle::selection, 4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(tablestyle::selection);
    painter->drawPath(glyph);
    painter->setPen(Qt::NoPen);
    painter->setBrush(QColor(0x20, 0x20, 0x20));
    painter->drawPath(glyph);
    painter->restore();
}

} // namespace adjutant::app
