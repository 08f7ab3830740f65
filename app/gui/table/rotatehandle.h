// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QGraphicsItem>

namespace adjutant::app {

// The handle that turns the selected bases: a turning arrow ahead of the selection's front,
// joined to its centre. Drag it round to turn the group about its centre (Shift: 15 degree
// steps). Pixel-sized at any zoom.
class RotateHandle : public QGraphicsItem
{
public:
    enum
    {
        Type = UserType + 4
    };
    static constexpr double radius = 8; // pixels

    RotateHandle();
    int type() const override { return Type; }
    // `centre` is the group's centre in scene coordinates; the knob sits at pos(). `pixel` is
    // the size of a screen pixel in scene units.
    void place(QPointF knob, QPointF centre, double pixel);

    QRectF boundingRect() const override;
    QPainterPath shape() const override; // the knob only: the line to the centre takes no clicks
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

    // The arrow drawn on the knob, about (0, 0), `r` pixels in radius: an open arc over it with a
    // head at each end (no ring round it, which read as a copyright sign, nor a three-quarter
    // circle, which read as a "G").
    static QPainterPath arrow(double r);
    static constexpr double arcFrom = 25;  // degrees, counter-clockwise from 3 o'clock (Qt's arcs)
    static constexpr double arcSpan = 130;

private:
    QPointF mToCentre; // from the knob to the group's centre, in scene units
    double mPixel = 1;
};

} // namespace adjutant::app
