// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/baseitem.h"

#include "app/gui/style/tablestyle.h"
#include "app/gui/table/tableframe.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace adjutant::app {

BaseItem::BaseItem(QString unitId, QString baseId)
    : mUnitId(std::move(unitId)), mBaseId(std::move(baseId))
{
    setFlag(ItemIsSelectable);
    setZValue(10);
    // Kept as a pixmap at the view's scale: a sight line overlay that moves with a dragged base
    // repaints the whole table on every move, and 300 bases drawn afresh each time cost more
    // than their pixmaps. A moved base keeps its pixmap (a translation); a turn or a zoom
    // draws it again at the new scale, so it never blurs.
    setCacheMode(DeviceCoordinateCache);
}

void BaseItem::setLook(int sideIndex, const QString &word)
{
    if (sideIndex == mSide && word == mWord)
        return;
    mSide = sideIndex;
    mWord = word;
    update();
}

void BaseItem::setPose(const geometry::OrientedRect &rect, const TableFrame &frame)
{
    if (rect.width != mRect.width || rect.depth != mRect.depth)
        prepareGeometryChange();
    mRect = rect;
    setPos(frame.toScene(rect.centre));
    setRotation(rect.facingDegrees);
}

QRectF BaseItem::boundingRect() const
{
    // The front chevron and the selection outline reach a little beyond the base.
    const double margin = std::max(mRect.depth, mRect.width) * 0.08 + 0.5;
    return QRectF(-mRect.width / 2, -mRect.depth / 2, mRect.width, mRect.depth)
        .adjusted(-margin, -margin, margin, margin);
}

QPainterPath BaseItem::shape() const
{
    QPainterPath path;
    path.addRect(QRectF(-mRect.width / 2, -mRect.depth / 2, mRect.width, mRect.depth));
    return path;
}

void BaseItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double w = mRect.width;
    const double d = mRect.depth;
    const QRectF body(-w / 2, -d / 2, w, d);
    const double lod =
        option->levelOfDetailFromTransform(painter->worldTransform()); // pixels per mm
    const QColor side = tablestyle::sideColour(mSide);

    painter->setPen(Qt::NoPen);
    painter->setBrush(tablestyle::baseBody(mSide));
    painter->drawRect(body);
    painter->setBrush(tablestyle::sideHatch(mSide));
    painter->drawRect(body);
    // The front edge: a strong band across the front, so facing reads at a glance.
    const double band = std::max(d * 0.22, std::min(d * 0.45, 2.5 / lod));
    painter->setBrush(side);
    painter->drawRect(QRectF(-w / 2, -d / 2, w, band));
    // A white arrowhead in the band, pointing ahead.
    if (w * lod > 14) {
        const double h = band * 0.7;
        const double top = -d / 2 + band * 0.15;
        const QPolygonF arrow{QPointF(-h * 0.9, top + h), QPointF(0, top),
                              QPointF(h * 0.9, top + h)};
        painter->setBrush(QColor(255, 255, 255, 235));
        painter->drawPolygon(arrow);
    }
    painter->setPen(QPen(QColor(0x20, 0x20, 0x20), 0)); // cosmetic: one pixel at any zoom
    painter->setBrush(Qt::NoBrush);
    painter->drawRect(body);

    // What the base is, when there is room to read it.
    if (!mWord.isEmpty() && w * lod > 46 && d * lod > 18) {
        painter->save();
        painter->scale(1 / lod, 1 / lod);
        // Never upside down: a base facing side A reads from side A's seat too.
        const double facing = geometry::wrappedFacing(mRect.facingDegrees);
        const bool flip = facing > 90.0 && facing < 270.0;
        const double bodyCentre = band / 2 * lod;
        if (flip) {
            painter->translate(0, bodyCentre);
            painter->rotate(180);
            painter->translate(0, -bodyCentre);
        }
        QFont font = painter->font();
        font.setPixelSize(int(std::clamp(d * lod * 0.3, 9.0, 15.0)));
        painter->setFont(font);
        painter->setPen(QColor(0x15, 0x15, 0x15));
        const QRectF text(-w / 2 * lod, (-d / 2 + band) * lod, w * lod, (d - band) * lod);
        painter->drawText(text, Qt::AlignCenter, mWord);
        painter->restore();
    }

    if (isSelected()) {
        painter->setPen(
            QPen(tablestyle::selection, 3.0 / lod, Qt::SolidLine, Qt::SquareCap, Qt::MiterJoin));
        painter->drawRect(body.adjusted(-1.0 / lod, -1.0 / lod, 1.0 / lod, 1.0 / lod));
    }
}

} // namespace adjutant::app
