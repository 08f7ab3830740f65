// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/rulertool.h"

#include "app/gui/style/tablestyle.h"
#include "app/gui/table/tableframe.h"
#include "geometry/hex.h"
#include "geometry/hexlayout.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QStyleOptionGraphicsItem>

#include <cmath>

namespace adjutant::app {

namespace {
const char *const edgeNames[] = {"front edge", "right edge", "rear edge", "left edge"};
const char *const cornerNames[] = {"front-left corner", "front-right corner", "rear-right corner",
                                   "rear-left corner"};
} // namespace

RulerTool::RulerTool(const TableFrame &frame, Namer namer) : mFrame(frame), mNamer(std::move(namer))
{
    setZValue(40);
    setAcceptedMouseButtons(Qt::NoButton);
    setVisible(false);
}

void RulerTool::press(geometry::Point at, const std::vector<geometry::OrientedRect> &bases,
                      double snapRange)
{
    if (mFollowing) {
        // The second click of click, move, click: the far end stays here.
        mTo = targetAt(at, bases, snapRange);
        mFollowing = false;
        remeasure();
        return;
    }
    mFrom = targetAt(at, bases, snapRange);
    mTo = mFrom;
    mPressedAt = at;
    mDragging = true;
    setVisible(true);
    remeasure();
}

void RulerTool::drag(geometry::Point at, const std::vector<geometry::OrientedRect> &bases,
                     double snapRange)
{
    if (!active())
        return;
    mTo = targetAt(at, bases, snapRange);
    remeasure();
}

void RulerTool::release(geometry::Point at, double clickRange)
{
    if (!mDragging)
        return;
    mDragging = false;
    mFollowing = geometry::length(at - mPressedAt) < clickRange;
}

void RulerTool::clear()
{
    mDragging = false;
    mFollowing = false;
    mLine.reset();
    setVisible(false);
    prepareGeometryChange();
}

void RulerTool::remeasure()
{
    prepareGeometryChange();
    if (const geometry::HexLayout *hex = mFrame.hexLayout()) {
        // On a map the ruler counts hexes from centre to centre, as N1600 1.2 counts a distance
        // ("the hex of one unit counts but not that of the other unit": the steps between them).
        const geometry::HexOffset from = hex->hexAt(mFrom.point);
        const geometry::HexOffset to = hex->hexAt(mTo.point);
        mLine = ShortestLine{hex->centre(from), hex->centre(to),
                             double(geometry::hexDistance(geometry::toHex(from),
                                                          geometry::toHex(to)))};
    } else {
        mLine = shortestLine(mFrom, mTo);
    }
    update();
}

QString RulerTool::describe(const MeasureTarget &target) const
{
    if (const geometry::HexLayout *hex = mFrame.hexLayout()) {
        const geometry::HexOffset at = hex->hexAt(target.point);
        return TableFrame::hexLabel(at.column, at.row);
    }
    const QString name = mNamer ? mNamer(target.baseIndex) : QString();
    switch (target.kind) {
    case MeasureTarget::Kind::Point:
        return QStringLiteral("(%1, %2)")
            .arg(mFrame.toUnits(target.point.x), 0, 'f', 1)
            .arg(mFrame.toUnits(target.point.y), 0, 'f', 1);
    case MeasureTarget::Kind::Corner:
        return QStringLiteral("%1, %2").arg(name, QLatin1String(cornerNames[target.part & 3]));
    case MeasureTarget::Kind::Edge:
        return QStringLiteral("%1, %2").arg(name, QLatin1String(edgeNames[target.part & 3]));
    case MeasureTarget::Kind::Base:
        return name;
    }
    return {};
}

QString RulerTool::text() const
{
    if (!mLine)
        return {};
    if (mFrame.hexLayout()) {
        const int hexes = int(mLine->length);
        return hexes == 1 ? QStringLiteral("1 hex") : QStringLiteral("%1 hexes").arg(hexes);
    }
    return QStringLiteral("%1 %2")
        .arg(mFrame.toUnits(mLine->length), 0, 'f', 2)
        .arg(mFrame.unit().symbol());
}

QRectF RulerTool::boundingRect() const
{
    if (!mLine)
        return {};
    // The label is drawn in pixels beside the line, whatever the zoom: cover the table and more.
    const double margin = std::max(mFrame.widthMm(), mFrame.depthMm());
    return mFrame.sceneRect().adjusted(-margin, -margin, margin, margin);
}

void RulerTool::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    if (!mLine)
        return;
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    painter->setRenderHint(QPainter::Antialiasing);
    const QPointF a = mFrame.toScene(mLine->from);
    const QPointF b = mFrame.toScene(mLine->to);

    // A white casing under a dark line: readable on cloth, terrain and bases alike.
    painter->setPen(QPen(QColor(255, 255, 255, 220), 5 / lod, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(a, b);
    painter->setPen(QPen(tablestyle::ruler, 2 / lod, Qt::SolidLine, Qt::RoundCap));
    painter->drawLine(a, b);
    painter->setBrush(Qt::white);
    for (const QPointF &end : {a, b})
        painter->drawEllipse(end, 3.5 / lod, 3.5 / lod);

    // The label, in pixels, beside the middle of the line.
    painter->save();
    painter->translate((a + b) / 2);
    painter->scale(1 / lod, 1 / lod);
    QFont big = painter->font();
    big.setPixelSize(int(tablestyle::sized(15)));
    big.setBold(true);
    QFont small = painter->font();
    small.setPixelSize(int(tablestyle::sized(11)));
    const QString value = text();
    const QString detail = QStringLiteral("%1 → %2").arg(describe(mFrom), describe(mTo));
    const QFontMetricsF bigMetrics(big);
    const QFontMetricsF smallMetrics(small);
    const double width =
        std::max(bigMetrics.horizontalAdvance(value), smallMetrics.horizontalAdvance(detail)) + 12;
    const double height = bigMetrics.height() + smallMetrics.height() + 8;
    const QRectF box(12, -height - 6, width, height);
    painter->setPen(QPen(QColor(0, 0, 0, 140), 1));
    painter->setBrush(QColor(255, 255, 240, 235));
    painter->drawRoundedRect(box, 4, 4);
    painter->setPen(tablestyle::ruler);
    painter->setFont(big);
    painter->drawText(QPointF(box.left() + 6, box.top() + 4 + bigMetrics.ascent()), value);
    painter->setFont(small);
    painter->setPen(QColor(0x40, 0x40, 0x40));
    painter->drawText(
        QPointF(box.left() + 6, box.top() + 4 + bigMetrics.height() + smallMetrics.ascent()),
        detail);
    painter->restore();
}

} // namespace adjutant::app
