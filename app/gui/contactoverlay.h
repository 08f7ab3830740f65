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

    void refresh();
    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    const ContactTracker &mTracker;
    const TableFrame &mFrame;
    QRectF mBounds;
};

} // namespace adjutant::app
