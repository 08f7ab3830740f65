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
                               const QString &detail, const QString &shortDetail, int sideIndex)
{
    if (core::TextLimits::shortened(name) == mName && cohesion == mCohesion && level == mLevel &&
        detail == mDetail && shortDetail == mShortDetail && sideIndex == mSide)
        return;
    // A name over the limit (an older file's) shortened: the card is drawn into a pixmap as
    // wide as the name (docs/formats.md, Limits).
    mName = core::TextLimits::shortened(name);
    mShortName = shortNameOf(mName);
    mCohesion = cohesion;
    mLevel = level;
    mDetail = detail;
    mShortDetail = shortDetail;
    mSide = sideIndex;
    layOut();
}

QString UnitLabelItem::shortNameOf(const QString &name)
{
    // Whole words up to a dozen letters ("Karlstadt Croats" -> "Karlstadt…"), or the first dozen.
    constexpr qsizetype most = 12;
    if (name.size() <= most)
        return name;
    QString kept;
    for (const QString &word : name.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        const QString longer = kept.isEmpty() ? word : kept + QLatin1Char(' ') + word;
        if (longer.size() > most)
            break;
        kept = longer;
    }
    return kept.isEmpty() ? core::TextLimits::shortened(name, most) : kept + QChar(0x2026);
}

void UnitLabelItem::layOut()
{
    prepareGeometryChange();
    const QFontMetricsF big(nameFont());
    const QFontMetricsF small(detailFont());
    auto size = [&](const QString &name, const QString &detail) {
        const double second =
            (mCohesion.isEmpty() ? 0 : 2 * pill() + small.horizontalAdvance(mCohesion) + 6 * pad() / 4) +
            small.horizontalAdvance(detail);
        return QSizeF(std::ceil(std::max(big.horizontalAdvance(name), second) + 2 * pad() + stripe()),
                      std::ceil(big.height() + small.height() + 2 * pad()));
    };
    mSizes[std::size_t(Form::Whole)] = size(mName, mDetail);
    mSizes[std::size_t(Form::Short)] = size(mShortName, mShortDetail);
    // The short name alone, after the cohesion mark, on one line.
    const double mark = mCohesion.isEmpty() ? 0 : 2 * pill() + 3 * pad() / 4;
    mSizes[std::size_t(Form::Name)] =
        QSizeF(std::ceil(mark + big.horizontalAdvance(mShortName) + 2 * pad() + stripe()),
               std::ceil(big.height() + 2 * pad()));
    // The cached picture is drawn again only when asked: a card of the same size (a name wider
    // than its cohesion and strength) would show the old text (issue 15).
    update();
}

void UnitLabelItem::setPlace(QPointF sceneCentre, Form form, std::optional<QPointF> leader)
{
    if (form == mForm && leader == mLeader) {
        setPos(sceneCentre);
        return;
    }
    prepareGeometryChange();
    mForm = form;
    mLeader = leader;
    setPos(sceneCentre);
    update();
}

QRectF UnitLabelItem::card() const
{
    const QSizeF size = cardSize(mForm);
    return QRectF(-size.width() / 2, -size.height() / 2, size.width(), size.height());
}

QRectF UnitLabelItem::boundingRect() const
{
    QRectF bounds = card();
    if (mLeader)
        bounds = bounds.united(QRectF(*mLeader, QSizeF(0, 0)).adjusted(-6, -6, 6, 6));
    return bounds.adjusted(-1, -1, 1, 1);
}

void UnitLabelItem::paint(QPainter *painter, const QStyleOptionGraphicsItem *, QWidget *)
{
    const QRectF r = card();
    painter->setRenderHint(QPainter::Antialiasing);
    if (mLeader) {
        // From the card's edge to the group, ending in a dot on it.
        const QPointF to = *mLeader;
        const double tx = to.x() != 0 ? std::abs(r.width() / 2 / to.x()) : 1e9;
        const double ty = to.y() != 0 ? std::abs(r.height() / 2 / to.y()) : 1e9;
        const QPointF from = to * std::min({tx, ty, 1.0});
        painter->setPen(QPen(QColor(0x10, 0x10, 0x10, 200), tablestyle::sized(1.5)));
        painter->drawLine(from, to);
        painter->setPen(Qt::NoPen);
        painter->setBrush(QColor(0x10, 0x10, 0x10, 200));
        painter->drawEllipse(to, tablestyle::sized(2), tablestyle::sized(2));
    }
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
    if (mForm == Form::Name) {
        if (!mCohesion.isEmpty()) {
            painter->setPen(Qt::NoPen);
            painter->setBrush(mLevel);
            painter->drawEllipse(QPointF(x + pill(), y + big.height() / 2), pill(), pill());
            x += 2 * pill() + 3 * pad() / 4;
        }
        painter->setFont(nameFont());
        painter->setPen(QColor(0x10, 0x10, 0x10));
        painter->drawText(QPointF(x, y + big.ascent()), mShortName);
        return;
    }
    painter->setFont(nameFont());
    painter->setPen(QColor(0x10, 0x10, 0x10));
    painter->drawText(QPointF(x, y + big.ascent()), mForm == Form::Whole ? mName : mShortName);
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
    painter->drawText(QPointF(x, y + small.ascent()), mForm == Form::Whole ? mDetail : mShortDetail);
}

} // namespace adjutant::app
