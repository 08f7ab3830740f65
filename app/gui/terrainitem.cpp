#include "app/gui/terrainitem.h"

#include "app/gui/tablestyle.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace adjutant::app {

TerrainItem::TerrainItem(QString terrainId) : mId(std::move(terrainId))
{
    setZValue(1);
    setFlag(ItemIsSelectable);
}

void TerrainItem::setContent(const QString &type, const QPolygonF &outline)
{
    prepareGeometryChange();
    mType = type;
    mOutline = outline;
    update();
}

QRectF TerrainItem::boundingRect() const
{
    return mOutline.boundingRect().adjusted(-2, -2, 2, 2);
}

QPainterPath TerrainItem::shape() const
{
    QPainterPath path;
    path.addPolygon(mOutline);
    path.closeSubpath();
    return path;
}

void TerrainItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const tablestyle::TerrainLook look = tablestyle::terrain(mType);
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(look.edge, (isSelected() ? 3.0 : 1.5) / lod));
    QColor fill = look.fill;
    fill.setAlpha(215);
    painter->setBrush(fill);
    painter->drawPolygon(mOutline);
    if (look.pattern != Qt::NoBrush) {
        QBrush pattern(look.edge, look.pattern);
        // Patterns are in device pixels; keep them fine at any zoom.
        pattern.setTransform(QTransform::fromScale(1 / lod, 1 / lod));
        painter->setPen(Qt::NoPen);
        painter->setBrush(pattern);
        painter->setOpacity(0.35);
        painter->drawPolygon(mOutline);
        painter->setOpacity(1);
    }
    // The type, written in the middle, in pixels whatever the zoom.
    const QRectF box = mOutline.boundingRect();
    if (box.width() * lod > 60) {
        painter->save();
        painter->scale(1 / lod, 1 / lod);
        QFont font = painter->font();
        font.setPixelSize(12);
        font.setItalic(true);
        painter->setFont(font);
        painter->setPen(look.edge.darker(150));
        const QRectF text(box.left() * lod, box.top() * lod, box.width() * lod, box.height() * lod);
        painter->drawText(text, Qt::AlignCenter, mType);
        painter->restore();
    }
}

} // namespace adjutant::app
