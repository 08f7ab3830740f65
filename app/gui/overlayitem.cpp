#include "app/gui/overlayitem.h"

#include <QFont>
#include <QFontMetricsF>
#include <QPainter>

namespace adjutant::app {

OverlayItem::OverlayItem(Kind kind, const QPainterPath &path, QString about)
    : QGraphicsPathItem(path), mKind(kind), mAbout(std::move(about))
{
    setAcceptedMouseButtons(Qt::NoButton);
}

namespace {
QFont labelFont()
{
    QFont font;
    font.setPixelSize(11);
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
    const QFontMetricsF metrics(labelFont());
    const QSizeF size(metrics.horizontalAdvance(mText) + 12, metrics.height() + 4);
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
    painter->drawText(mRect.adjusted(6, 0, 0, 0), Qt::AlignCenter, mText);
}

} // namespace adjutant::app
