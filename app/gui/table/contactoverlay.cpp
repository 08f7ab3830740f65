// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/contactoverlay.h"

#include "app/gui/style/tablestyle.h"
#include "app/gui/table/contacttracker.h"
#include "app/gui/table/tableframe.h"

#include <QPainter>
#include <QStyleOptionGraphicsItem>

namespace adjutant::app {

ContactOverlay::ContactOverlay(const ContactTracker &tracker, const TableFrame &frame)
    : mTracker(tracker), mFrame(frame)
{
    setZValue(20);
    setAcceptedMouseButtons(Qt::NoButton);
}

void ContactOverlay::refresh()
{
    // Cover the table: the marks move anywhere a drag takes them.
    const QRectF table = mFrame.sceneRect().adjusted(-10, -10, 10, 10);
    if (table != mBounds) {
        prepareGeometryChange();
        mBounds = table;
    }
    mMarked = marksRect();
    update();
}

QRectF ContactOverlay::marksRect() const
{
    QRectF area;
    const auto &prints = mTracker.footprints();
    const auto &overlapping = mTracker.overlapping();
    auto add = [&](geometry::Point p) {
        const QPointF s = mFrame.toScene(p);
        area = area.isNull() ? QRectF(s, QSizeF(0.001, 0.001))
                             : area.united(QRectF(s, QSizeF(0.001, 0.001)));
    };
    for (std::size_t i = 0; i < overlapping.size() && i < prints.size(); ++i) {
        if (overlapping[i]) {
            for (const auto &corner : prints[i].corners)
                add(corner);
        }
    }
    for (const ContactMark &mark : mTracker.marks()) {
        add(mark.where.a);
        add(mark.where.b);
    }
    // Pens and dots reach a few pixels beyond the marks.
    const double margin = 8 * mPixel + 1;
    return area.isNull() ? area : area.adjusted(-margin, -margin, margin, margin);
}

void ContactOverlay::marksChanged()
{
    const QRectF now = marksRect();
    if (!mMarked.isNull())
        update(mMarked);
    if (!now.isNull())
        update(now);
    mMarked = now;
}

QRectF ContactOverlay::boundingRect() const
{
    return mBounds;
}

void ContactOverlay::paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *)
{
    const double lod = option->levelOfDetailFromTransform(painter->worldTransform());
    const auto &prints = mTracker.footprints();
    const auto &overlapping = mTracker.overlapping();
    painter->setRenderHint(QPainter::Antialiasing);

    // Overlapping bases: a red wash with a red outline.
    QColor wash = tablestyle::overlap;
    wash.setAlpha(110);
    for (std::size_t i = 0; i < overlapping.size() && i < prints.size(); ++i) {
        if (!overlapping[i])
            continue;
        QPolygonF outline;
        for (const auto &corner : prints[i].corners)
            outline << mFrame.toScene(corner);
        painter->setPen(QPen(tablestyle::overlap, 2.5 / lod));
        painter->setBrush(wash);
        painter->drawPolygon(outline);
    }

    const QPen edgePen(tablestyle::contact, 5.0 / lod, Qt::SolidLine, Qt::RoundCap);
    for (const ContactMark &mark : mTracker.marks()) {
        if (mark.kind == geometry::Contact::Kind::Overlap)
            continue;
        const QPointF a = mFrame.toScene(mark.where.a);
        const QPointF b = mFrame.toScene(mark.where.b);
        if (mark.kind == geometry::Contact::Kind::EdgeToEdge) {
            painter->setPen(edgePen);
            painter->drawLine(a, b);
        } else {
            painter->setPen(QPen(Qt::white, 1.5 / lod));
            painter->setBrush(tablestyle::contact);
            painter->drawEllipse(a, 3.5 / lod, 3.5 / lod);
        }
    }
}

} // namespace adjutant::app
