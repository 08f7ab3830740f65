// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/marginruler.h"

#include "app/gui/table/tableframe.h"

#include <QGraphicsView>
#include <QPaintEvent>
#include <QPainter>

#include <cmath>

namespace adjutant::app {

MarginRuler::MarginRuler(Qt::Orientation orientation, QGraphicsView *view, const TableFrame &frame)
    : QWidget(view), mOrientation(orientation), mView(view), mFrame(frame)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void MarginRuler::setCursorScene(QPointF scene)
{
    if (scene == mCursor)
        return;
    // Only where the pointer's mark was and where it goes: the ticks and labels elsewhere are as
    // they were (a drag moves the pointer on every mouse move, and the labels' text is dear).
    update(cursorStrip());
    mCursor = scene;
    update(cursorStrip());
}

QRect MarginRuler::cursorStrip() const
{
    if (!mCursor)
        return {};
    const QPoint c = mView->mapFromScene(*mCursor) + mView->viewport()->pos() - pos();
    return mOrientation == Qt::Horizontal ? QRect(c.x() - 1, 0, 3, height())
                                          : QRect(0, c.y() - 1, width(), 3);
}

void MarginRuler::paintEvent(QPaintEvent *event)
{
    const QRegion exposed = event->region();
    QPainter painter(this);
    // In the window's colours, light or dark as the palette is.
    painter.fillRect(rect(), palette().color(QPalette::Window));
    painter.setPen(palette().color(QPalette::Mid));
    if (mOrientation == Qt::Horizontal)
        painter.drawLine(0, height() - 1, width(), height() - 1);
    else
        painter.drawLine(width() - 1, 0, width() - 1, height());
    const double scale = mView->transform().m11(); // pixels per mm
    if (scale <= 0 || mFrame.widthMm() <= 0)
        return;
    const QPoint origin = mView->viewport()->pos() - pos(); // viewport's origin in ruler pixels
    QFont font = painter.font();
    font.setPixelSize(10);
    painter.setFont(font);
    if (const geometry::HexLayout *hex = mFrame.hexLayout()) {
        paintHexLabels(painter, *hex, origin, scale);
        paintCursor(painter, origin);
        return;
    }
    const double pixelsPerUnit = mFrame.unitMm() * scale;
    // Label every 1, 2, 6, 12 ... units so that labels stay about 40 pixels apart or more.
    int labelStep = 1;
    for (int step : {1, 2, 6, 12, 24, 48}) {
        labelStep = step;
        if (step * pixelsPerUnit >= 40)
            break;
    }
    const bool minor = pixelsPerUnit >= 5;
    const double limit = mOrientation == Qt::Horizontal ? mFrame.toUnits(mFrame.widthMm())
                                                        : mFrame.toUnits(mFrame.depthMm());
    for (int u = 0; u <= int(std::floor(limit)); ++u) {
        const bool labelled = u % labelStep == 0;
        if (!labelled && !minor)
            continue;
        const geometry::Point table = mOrientation == Qt::Horizontal
                                          ? geometry::Point{mFrame.toMm(u), 0}
                                          : geometry::Point{0, mFrame.toMm(u)};
        const QPoint p = mView->mapFromScene(mFrame.toScene(table)) + origin;
        const int at = mOrientation == Qt::Horizontal ? p.x() : p.y();
        // A tick and its label (a few digits of 10 pixels, to the right of the tick or up from
        // it) drawn only when they may reach the repainted part: the rest is clipped anyway.
        if (!exposed.intersects(mOrientation == Qt::Horizontal ? QRect(at - 2, 0, 48, height())
                                                               : QRect(0, at - 46, width(), 48)))
            continue;
        const int tick = labelled ? 9 : (u % 6 == 0 ? 6 : 3);
        painter.setPen(palette().color(QPalette::WindowText));
        if (mOrientation == Qt::Horizontal) {
            painter.drawLine(at, height() - tick, at, height() - 1);
            if (labelled)
                painter.drawText(at + 2, height() - 10, QString::number(u));
        } else {
            painter.drawLine(width() - tick, at, width() - 1, at);
            if (labelled) {
                painter.save();
                painter.translate(width() - 11, at - 2);
                painter.rotate(-90);
                painter.drawText(0, 0, QString::number(u));
                painter.restore();
            }
        }
    }
    paintCursor(painter, origin);
}

void MarginRuler::paintHexLabels(QPainter &painter, const geometry::HexLayout &hex, QPoint origin,
                                 double scale)
{
    // As a printed map labels its margins: each column's number over its centre, each row's
    // beside the centre of its hexes in the columns that start at the top edge (their first two
    // and last two digits of the hexes' labels), every one while they are at least 18 pixels
    // apart, else every other ...
    const bool columns = mOrientation == Qt::Horizontal;
    const double apart = (columns ? 1.5 : std::sqrt(3.0)) * hex.radius() * scale;
    int step = 1;
    while (step * apart < 18 && step < 64)
        step *= 2;
    const int count = columns ? hex.columns() : hex.rows();
    painter.setPen(palette().color(QPalette::WindowText));
    for (int i = 0; i < count; i += step) {
        const geometry::Point centre = hex.centre(columns ? geometry::HexOffset{i, 0}
                                                          : geometry::HexOffset{0, i});
        const QPoint p = mView->mapFromScene(mFrame.toScene(centre)) + origin;
        const QString label = QStringLiteral("%1").arg(i + 1, 2, 10, QLatin1Char('0'));
        if (columns) {
            painter.drawText(QRect(p.x() - 20, 0, 40, height()), Qt::AlignCenter, label);
        } else {
            painter.save();
            painter.translate(width() / 2, p.y());
            painter.rotate(-90);
            painter.drawText(QRect(-20, -width() / 2, 40, width()), Qt::AlignCenter, label);
            painter.restore();
        }
    }
}

void MarginRuler::paintCursor(QPainter &painter, QPoint origin)
{
    if (!mCursor)
        return;
    const QPoint c = mView->mapFromScene(*mCursor) + origin;
    painter.setPen(QPen(QColor(0xd0, 0x30, 0x30), 1));
    if (mOrientation == Qt::Horizontal)
        painter.drawLine(c.x(), 0, c.x(), height());
    else
        painter.drawLine(0, c.y(), width(), c.y());
}

} // namespace adjutant::app
