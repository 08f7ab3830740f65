#include "app/gui/rotatehandle.h"

#include "app/gui/tablestyle.h"

#include <QPainter>
#include <QPainterPath>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
#include <cmath>
#include <numbers>

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
    QPainterPath arc;
    const QRectF circle(-r, -r, 2 * r, 2 * r);
    arc.arcMoveTo(circle, arcFrom);
    arc.arcTo(circle, arcFrom, arcSpan);
    QPainterPathStroker stroker;
    stroker.setWidth(std::max(1.5, r * 0.3));
    stroker.setCapStyle(Qt::FlatCap);
    // The head: a triangle at the arc's end, pointing on along it (counter-clockwise on screen,
    // as Qt draws arcs; the arrow says "turn", either way).
    const double end = (arcFrom + arcSpan) * std::numbers::pi / 180;
    const QPointF tip(r * std::cos(end), -r * std::sin(end));
    const QPointF along(-std::sin(end), -std::cos(end)); // the arc's direction at its end
    const QPointF out(std::cos(end), -std::sin(end));    // away from the centre
    const double head = r * 0.7;
    QPainterPath triangle;
    triangle.addPolygon(QPolygonF{tip + along * head, tip + out * (head * 0.75),
                                  tip - out * (head * 0.75), tip + along * head});
    return stroker.createStroke(arc).united(triangle).simplified();
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
