#include "app/gui/hexmap/commanderitem.h"

#include "app/gui/tablestyle.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>
#include <numbers>

namespace adjutant::app {

CommanderItem::CommanderItem(double radius) : mRadius(radius)
{
    setZValue(20);
    setAcceptedMouseButtons(Qt::NoButton);
}

void CommanderItem::setSide(int sideIndex)
{
    if (sideIndex == mSide)
        return;
    mSide = sideIndex;
    update();
}

QRectF CommanderItem::boundingRect() const
{
    const double r = mRadius * 1.2;
    return QRectF(-r, -r, 2 * r, 2 * r);
}

void CommanderItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(Qt::white, 1.5 / lod));
    painter->setBrush(tablestyle::sideColour(mSide).darker(125));
    painter->drawEllipse(QPointF(0, 0), mRadius, mRadius);
    // A five-pointed star.
    QPolygonF star;
    for (int i = 0; i < 10; ++i) {
        const double angle = i * std::numbers::pi / 5;
        const double r = (i % 2 == 0 ? 0.62 : 0.26) * mRadius;
        star << QPointF(r * std::sin(angle), -r * std::cos(angle));
    }
    painter->setPen(Qt::NoPen);
    painter->setBrush(Qt::white);
    painter->drawPolygon(star);
}

} // namespace adjutant::app
