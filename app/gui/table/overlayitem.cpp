// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/overlayitem.h"

#include "app/gui/style/tablestyle.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace adjutant::app {

OverlayItem::OverlayItem(Kind kind, const QPainterPath &path, QString about)
    : QGraphicsPathItem(path), mKind(kind), mAbout(std::move(about))
{
    setAcceptedMouseButtons(Qt::NoButton);
}

QRectF OverlayItem::boundingRect() const
{
    // QGraphicsPathItem strokes the whole path with the pen (QPainterPathStroker) to find its
    // bounds, once each time the path changes: during a drag a dozen sight lines and the zones
    // change on every move. The path's control points widened by the whole pen width hold that
    // stroke (its round joins and caps reach half the width beyond the path), so every pixel
    // drawn is still inside; the view adds its antialiasing margin as before.
    const QPainterPath &outline = path();
    const qreal width = pen().style() == Qt::NoPen ? 0.0 : pen().widthF();
    if (width != mBoundsPen || !(outline == mBoundsFor)) {
        mBoundsFor = outline;
        mBoundsPen = width;
        mBounds = outline.controlPointRect().adjusted(-width, -width, width, width);
    }
    return mBounds;
}

void OverlayItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget)
{
    const QPainterPath &line = path();
    if ((mKind != Kind::SightClear && mKind != Kind::SightBlocked) || line.elementCount() < 3) {
        QGraphicsPathItem::paint(painter, option, widget);
        return;
    }
    // A sight line: a line and a dot at its end (MeasureOverlays::draw). Drawn as a line and an
    // ellipse rather than one filled path: the fill of the whole path scanned the line's
    // bounding box, most of the table for a long diagonal line, on every repaint.
    QRectF dot;
    for (int i = 2; i < line.elementCount(); ++i) {
        const QPointF p = line.elementAt(i);
        dot = i == 2 ? QRectF(p, p) : dot.united(QRectF(p, p));
    }
    // The line itself as one-pixel lines side by side, as wide as the pen, in device pixels: the
    // raster engine draws a one-pixel antialiased line (dashed too) much faster than it strokes
    // a wider one, and a long sight line reaches across most of the view.
    const QTransform toDevice = painter->worldTransform();
    const QPointF a = toDevice.map(QPointF(line.elementAt(0)));
    const QPointF b = toDevice.map(QPointF(line.elementAt(1)));
    const QPointF along = b - a;
    const double length = std::hypot(along.x(), along.y());
    const QPen wide = pen();
    const int strands = std::max(1, int(std::lround(wide.widthF())));
    if (length > 0) {
        QPen thin = wide;
        thin.setWidthF(1.0);
        thin.setCapStyle(Qt::FlatCap);
        if (wide.style() != Qt::SolidLine && wide.style() != Qt::NoPen) {
            // The dashes as long in pixels as the wide pen's (its pattern is in pen widths).
            QList<qreal> pattern = wide.dashPattern();
            for (qreal &dash : pattern)
                dash *= wide.widthF();
            thin.setDashPattern(pattern);
        }
        const QPointF across(-along.y() / length, along.x() / length);
        painter->save();
        painter->setWorldTransform(QTransform());
        painter->setPen(thin);
        for (int s = 0; s < strands; ++s) {
            const QPointF shift = across * (s - (strands - 1) / 2.0);
            painter->drawLine(a + shift, b + shift);
        }
        painter->restore();
    }
    painter->setPen(wide);
    painter->setBrush(brush());
    painter->drawEllipse(dot);
}

namespace {
constexpr int textFlags = Qt::AlignCenter | Qt::TextWordWrap;

QFont labelFont()
{
    QFont font;
    font.setPixelSize(int(tablestyle::sized(11)));
    font.setBold(true);
    return font;
}
} // namespace

OverlayLabel::OverlayLabel(const QString &text, const QColor &accent) : mText(text), mAccent(accent)
{
    // Pixels, not millimetres: readable whether the whole table or one base fills the view.
    setFlag(ItemIgnoresTransformations);
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(35);
    // A card that never changes: kept as a pixmap, not laid out and drawn on every repaint.
    setCacheMode(DeviceCoordinateCache);
    // A long card (an overlay saying why it draws nothing) wraps onto more lines.
    const QFontMetricsF metrics(labelFont());
    const QSizeF size =
        metrics.boundingRect(QRectF(0, 0, metrics.averageCharWidth() * 48, 1e6), textFlags, mText)
            .size() +
        QSizeF(12, 4);
    mRect = QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height());
}

QRectF OverlayLabel::boundingRect() const
{
    return mRect.adjusted(-1, -1, 1, 1);
}

void OverlayLabel::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(mAccent.darker(130), 1));
    painter->setBrush(QColor(255, 255, 255, 225));
    painter->drawRoundedRect(mRect, 4, 4);
    // A stripe of the zone's colour on the left, so the card names its zone at a glance.
    painter->setPen(Qt::NoPen);
    painter->setBrush(mAccent);
    painter->drawRoundedRect(QRectF(mRect.left() + 1.5, mRect.top() + 3, 3, mRect.height() - 6),
                             1.5, 1.5);
    painter->setFont(labelFont());
    painter->setPen(QColor(0x20, 0x20, 0x20));
    painter->drawText(mRect.adjusted(6, 0, 0, 0), textFlags, mText);
}

} // namespace adjutant::app
