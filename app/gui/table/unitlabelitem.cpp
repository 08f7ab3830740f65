// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/unitlabelitem.h"

#include "app/gui/style/tablestyle.h"
#include "core/textlimits.h"

#include <QFontMetricsF>
#include <QGuiApplication>
#include <QPainter>

#include <cmath>

namespace adjutant::app {

namespace {
// In pixels, as tablestyle::sized() draws them (table-side mode doubles them).
double pad()
{
    return tablestyle::sized(4);
}
double stripe()
{
    return tablestyle::sized(4);
}
// The cohesion mark's radius.
double pill()
{
    return UnitLabelItem::cohesionMark() / 2;
}

QFont detailFont()
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(int(tablestyle::sized(11)));
    return font;
}
} // namespace

double UnitLabelItem::cohesionMark()
{
    return tablestyle::sized(8);
}

QFont UnitLabelItem::nameFont()
{
    QFont font = QGuiApplication::font();
    font.setPixelSize(int(tablestyle::sized(12)));
    font.setBold(true);
    return font;
}

UnitLabelItem::UnitLabelItem(QString unitId) : mUnitId(std::move(unitId))
{
    setFlag(ItemIgnoresTransformations);
    setAcceptedMouseButtons(Qt::NoButton);
    setZValue(30);
    // Kept as a pixmap at the view's scale: a label is laid out and drawn again only when its
    // text changes, not on every repaint of the table around it (a moving sight line overlay).
    setCacheMode(DeviceCoordinateCache);
}

void UnitLabelItem::setContent(const QString &name, const QString &cohesion, const QColor &level,
                               const QString &detail, int sideIndex)
{
    if (core::TextLimits::shortened(name) == mName && cohesion == mCohesion && level == mLevel && detail == mDetail &&
        sideIndex == mSide)
        return;
    // A name over the limit (an older file's) shortened: the card is drawn into a pixmap as
    // wide as the name (docs/formats.md, Limits).
    mName = core::TextLimits::shortened(name);
    mCohesion = cohesion;
    mLevel = level;
    mDetail = detail;
    mSide = sideIndex;
    layOut();
}

void UnitLabelItem::layOut()
{
    prepareGeometryChange();
    const QFontMetricsF big(nameFont());
    const QFontMetricsF small(detailFont());
    const double second =
        (mCohesion.isEmpty() ? 0 : 2 * pill() + small.horizontalAdvance(mCohesion) + 6 * pad() / 4) +
        small.horizontalAdvance(mDetail);
    mSize = QSizeF(std::max(big.horizontalAdvance(mName), second) + 2 * pad() + stripe(),
                   big.height() + small.height() + 2 * pad());
    // The cached picture is drawn again only when asked: a card of the same size (a name wider
    // than its cohesion and strength) would show the old text (issue 15).
    update();
}

void UnitLabelItem::setAnchor(QPointF scenePoint, QPointF away)
{
    prepareGeometryChange();
    mAway = away;
    setPos(scenePoint);
}

QRectF UnitLabelItem::card() const
{
    // The card's centre goes out along `away` until the card clears the anchor, plus a gap.
    const double reach =
        std::abs(mAway.x()) * mSize.width() / 2 + std::abs(mAway.y()) * mSize.height() / 2 + 3;
    const QPointF centre = mAway * reach;
    return QRectF(centre.x() - mSize.width() / 2, centre.y() - mSize.height() / 2, mSize.width(),
                  mSize.height());
}

QRectF UnitLabelItem::boundingRect() const
{
    return card().adjusted(-1, -1, 1, 1);
}

void UnitLabelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF r = card();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setPen(QPen(QColor(0, 0, 0, 110), 1));
    painter->setBrush(QColor(255, 255, 255, 225));
    painter->drawRoundedRect(r, 3, 3);
    painter->setPen(Qt::NoPen);
    painter->setBrush(tablestyle::sideColour(mSide));
    painter->drawRoundedRect(QRectF(r.left(), r.top(), stripe() + 2, r.height()), 2, 2);

    const QFontMetricsF big(nameFont());
    const QFontMetricsF small(detailFont());
    double x = r.left() + stripe() + pad();
    double y = r.top() + pad();
    painter->setFont(nameFont());
    painter->setPen(QColor(0x10, 0x10, 0x10));
    painter->drawText(QPointF(x, y + big.ascent()), mName);
    y += big.height();
    painter->setFont(detailFont());
    if (!mCohesion.isEmpty()) {
        const QColor level = mLevel;
        painter->setPen(Qt::NoPen);
        painter->setBrush(level);
        painter->drawEllipse(QPointF(x + pill(), y + small.height() / 2), pill(), pill());
        x += 2 * pill() + 3 * pad() / 4;
        painter->setPen(level.darker(140));
        painter->drawText(QPointF(x, y + small.ascent()), mCohesion);
        x += small.horizontalAdvance(mCohesion) + 3 * pad() / 4;
    }
    painter->setPen(QColor(0x40, 0x40, 0x40));
    painter->drawText(QPointF(x, y + small.ascent()), mDetail);
}

} // namespace adjutant::app
