// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/hexmap/commanderitem.h"

#include "app/gui/style/tablestyle.h"

#include <QFont>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>
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

void CommanderItem::setMarks(const QString &orders, const QStringList &markers)
{
    if (orders == mOrders && markers == mMarkers)
        return;
    prepareGeometryChange();
    mOrders = orders;
    mMarkers = markers;
    update();
}

QString CommanderItem::initialOf(const QString &word)
{
    for (const QChar c : word) {
        if (c.isLetterOrNumber())
            return QString(c.toUpper());
    }
    return QStringLiteral("?");
}

QRectF CommanderItem::boundingRect() const
{
    const double r = mRadius * 1.2;
    const qsizetype flags = qsizetype(mOrders.isEmpty() ? 0 : 1) + mMarkers.size();
    // The flags stand in a row to the right of the disc.
    return QRectF(-r, -r, 2 * r + flags * 2.0 * mRadius, 2 * r);
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

    // The orders on a white flag with a dark rim, each marker on a dark one: told apart in black
    // and white as in colour.
    // The initial in screen pixels, upright, where the flag has room for it at a size read from
    // the chair (tablestyle::sized); a smaller flag shows its colours only, its words in the
    // tooltip.
    double x = mRadius * 1.15;
    const double side = mRadius * 1.8;
    const double letterPixels = std::min(side * lod * 0.72, tablestyle::sized(12));
    const bool lettered = letterPixels >= tablestyle::sized(9);
    QFont font = painter->font();
    font.setPixelSize(std::max(1, int(letterPixels)));
    font.setBold(true);
    auto flag = [&](const QString &word, bool orders) {
        const QRectF box(x, -side / 2, side, side);
        painter->setPen(QPen(Qt::black, 1.0 / lod));
        painter->setBrush(orders ? QColor(Qt::white) : QColor(40, 40, 40));
        painter->drawRect(box);
        if (lettered) {
            painter->save();
            painter->translate(box.center());
            painter->scale(1 / lod, 1 / lod);
            painter->setFont(font);
            painter->setPen(orders ? Qt::black : Qt::white);
            const QRectF pixels(-box.width() * lod / 2, -box.height() * lod / 2, box.width() * lod, box.height() * lod);
            painter->drawText(pixels, Qt::AlignCenter, initialOf(word));
            painter->restore();
        }
        x += side * 1.1;
    };
    if (!mOrders.isEmpty())
        flag(mOrders, true);
    for (const QString &marker : mMarkers)
        flag(marker, false);
}

} // namespace adjutant::app
