#include "app/gui/rotatehandle.h"

#include "app/gui/tablestyle.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

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

void RotateHandle::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0x20, 0x20, 0x20, 160), 1.2 / lod, Qt::DashLine));
    painter->drawLine(QPointF(0, 0), mToCentre);
    painter->setPen(QPen(QColor(0x20, 0x20, 0x20), 1.5 / lod));
    painter->setBrush(tablestyle::selection);
    const double r = radius / lod;
    painter->drawEllipse(QPointF(0, 0), r, r);
    // A turning arrow inside the knob.
    painter->setBrush(Qt::NoBrush);
    const QRectF arc(-r * 0.55, -r * 0.55, r * 1.1, r * 1.1);
    painter->drawArc(arc, 30 * 16, 270 * 16);
}

} // namespace adjutant::app
