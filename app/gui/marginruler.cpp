#include "app/gui/marginruler.h"

#include "app/gui/tableframe.h"

#include <QGraphicsView>
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
    mCursor = scene;
    update();
}

void MarginRuler::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.fillRect(rect(), QColor(0xf2, 0xf0, 0xea));
    painter.setPen(QColor(0x90, 0x90, 0x90));
    if (mOrientation == Qt::Horizontal)
        painter.drawLine(0, height() - 1, width(), height() - 1);
    else
        painter.drawLine(width() - 1, 0, width() - 1, height());
    const double scale = mView->transform().m11(); // pixels per mm
    if (scale <= 0 || mFrame.widthMm() <= 0)
        return;
    const double pixelsPerUnit = mFrame.unitMm() * scale;
    // Label every 1, 2, 6, 12 ... units so that labels stay about 40 pixels apart or more.
    int labelStep = 1;
    for (int step : {1, 2, 6, 12, 24, 48}) {
        labelStep = step;
        if (step * pixelsPerUnit >= 40)
            break;
    }
    const bool minor = pixelsPerUnit >= 5;
    const QPoint origin = mView->viewport()->pos() - pos(); // viewport's origin in ruler pixels
    QFont font = painter.font();
    font.setPixelSize(10);
    painter.setFont(font);
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
        const int tick = labelled ? 9 : (u % 6 == 0 ? 6 : 3);
        painter.setPen(QColor(0x50, 0x50, 0x50));
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
    // The pointer.
    const QPoint c = mView->mapFromScene(mCursor) + origin;
    painter.setPen(QPen(QColor(0xd0, 0x30, 0x30), 1));
    if (mOrientation == Qt::Horizontal)
        painter.drawLine(c.x(), 0, c.x(), height());
    else
        painter.drawLine(0, c.y(), width(), c.y());
}

} // namespace adjutant::app
