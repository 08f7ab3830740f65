// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>

namespace adjutant::app {

class ContactTracker;
class TableFrame;

// Contact and overlap over the whole table, drawn from the scene's ContactTracker: edges in
// contact as thick green strokes, corners touching as green dots, overlapping bases filled red.
// Live while dragging: the scene calls refresh() after each move.
class ContactOverlay : public QGraphicsItem
{
public:
    ContactOverlay(const ContactTracker &tracker, const TableFrame &frame);

    // The table changed (a new battle or a re-sync): repaint all of it.
    void refresh();
    // The marks changed during a drag: repaint only where they were and where they are.
    void marksChanged();
    // Size of a screen pixel in scene mm, so that a repaint covers the marks' pens at any zoom.
    void setPixelSize(double mm) { mPixel = mm; }
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const ContactTracker &mTracker;
    const TableFrame &mFrame;
    QRectF marksRect() const;
    QRectF mBounds;
    QRectF mMarked; // scene area of the marks last painted
    double mPixel = 1;
};

} // namespace adjutant::app
