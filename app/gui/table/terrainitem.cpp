// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/terrainitem.h"

#include "app/gui/style/tablestyle.h"

#include "geometry/polygon.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QLineF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <algorithm>

namespace adjutant::app {

TerrainItem::TerrainItem(QString terrainId) : mId(std::move(terrainId))
{
    setZValue(1);
    setFlag(ItemIsSelectable);
}

namespace {

// Pixels: a piece narrower on screen carries no caption.
constexpr double captionRoom = 60;

// The type's caption, in pixels as drawn now (larger in table-side mode).
QFont captionFont(QFont font)
{
    font.setPixelSize(int(tablestyle::sized(12)));
    font.setItalic(true);
    return font;
}

bool crosses(const QPolygonF &outline)
{
    geometry::Polygon polygon;
    polygon.reserve(std::size_t(outline.size()));
    for (const QPointF &p : outline)
        polygon.push_back({p.x(), p.y()});
    return geometry::selfIntersects(polygon);
}

} // namespace

void TerrainItem::setContent(const QString &type, const QPolygonF &outline)
{
    prepareGeometryChange();
    mType = type;
    mOutline = outline;
    mCrossing = crosses(mOutline);
    update();
}

void TerrainItem::setPixelSize(double pixel)
{
    prepareGeometryChange();
    mPixel = pixel;
}

int TerrainItem::cornerAt(QPointF scenePos) const
{
    if (!isSelected())
        return -1;
    const QPointF at = mapFromScene(scenePos);
    const double reach = (cornerPixels + 1) * mPixel;
    int best = -1;
    double bestDistance = reach;
    for (int i = 0; i < mOutline.size(); ++i) {
        const QPointF d = mOutline[i] - at;
        const double distance = std::max(std::abs(d.x()), std::abs(d.y()));
        if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
        }
    }
    return best;
}

int TerrainItem::edgeAt(QPointF scenePos, QPointF *nearest) const
{
    if (!isSelected())
        return -1;
    const QPointF at = mapFromScene(scenePos);
    int best = -1;
    double bestDistance = (cornerPixels + 1) * mPixel;
    for (int i = 0; i < mOutline.size(); ++i) {
        const QPointF a = mOutline[i];
        const QPointF ab = mOutline[(i + 1) % mOutline.size()] - a;
        const double length2 = QPointF::dotProduct(ab, ab);
        if (length2 == 0)
            continue;
        const double t = std::clamp(QPointF::dotProduct(at - a, ab) / length2, 0.0, 1.0);
        const QPointF on = a + ab * t;
        const double distance = QLineF(on, at).length();
        if (distance <= bestDistance) {
            best = i;
            bestDistance = distance;
            if (nearest)
                *nearest = mapToScene(on);
        }
    }
    return best;
}

void TerrainItem::moveCorner(int index, QPointF scenePos)
{
    if (index < 0 || index >= mOutline.size())
        return;
    prepareGeometryChange();
    mOutline[index] = mapFromScene(scenePos);
    mCrossing = crosses(mOutline);
    update();
}

QRectF TerrainItem::boundingRect() const
{
    const double margin = std::max(2.0, (cornerPixels + 2) * mPixel);
    return mOutline.boundingRect().adjusted(-margin, -margin, margin, margin);
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
    if (mCrossing)
        painter->setPen(QPen(tablestyle::overlap, 3.0 / lod, Qt::DashLine));
    else
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
    if (box.width() * lod > captionRoom) {
        painter->save();
        painter->scale(1 / lod, 1 / lod);
        painter->setFont(captionFont(painter->font()));
        // On the fill as drawn over the cloth: dark on light ground, light on dark.
        const double a = fill.alphaF();
        const QColor ground = QColor::fromRgbF(float(a * fill.redF() + (1 - a) * tablestyle::tableCloth.redF()),
                                               float(a * fill.greenF() + (1 - a) * tablestyle::tableCloth.greenF()),
                                               float(a * fill.blueF() + (1 - a) * tablestyle::tableCloth.blueF()));
        painter->setPen(tablestyle::inkOn(ground));
        const QRectF text(box.left() * lod, box.top() * lod, box.width() * lod, box.height() * lod);
        painter->drawText(text, Qt::AlignCenter, mType);
        painter->restore();
    }
    if (isSelected()) {
        // A handle on each corner, to drag it.
        painter->setPen(QPen(QColor(0x20, 0x20, 0x20), 1.2 / lod));
        painter->setBrush(tablestyle::selection);
        const double r = cornerPixels / lod;
        for (const QPointF &corner : mOutline)
            painter->drawRect(QRectF(corner.x() - r, corner.y() - r, 2 * r, 2 * r));
    }
}

QRectF TerrainItem::captionRect(double pixelMm) const
{
    const QRectF box = mOutline.boundingRect();
    if (pixelMm <= 0 || box.width() / pixelMm <= captionRoom)
        return {};
    const QFontMetricsF metrics(captionFont(QGuiApplication::font()));
    const QSizeF size = QSizeF(metrics.horizontalAdvance(mType), metrics.height()) * pixelMm;
    return QRectF(box.center() - QPointF(size.width(), size.height()) / 2, size);
}

} // namespace adjutant::app
