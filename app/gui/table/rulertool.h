// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/table/measuretarget.h"

#include <QGraphicsItem>
#include <QString>

#include <functional>
#include <optional>

namespace adjutant::app {

class TableFrame;

// The ruler: press on any point, corner, edge or base and drag to another, or click one, move
// and click the other. It shows the shortest line between the two in the table's unit, snapping
// to base corners and edges near the pointer, and stays on the table until the next measurement
// or Escape.
class RulerTool : public QGraphicsItem
{
public:
    // Names a base by its index in the scene's list, for the label ("Tercio").
    using Namer = std::function<QString(std::size_t)>;
    RulerTool(const TableFrame &frame, Namer namer);

    void press(geometry::Point at, const std::vector<geometry::OrientedRect> &bases,
               double snapRange);
    void drag(geometry::Point at, const std::vector<geometry::OrientedRect> &bases,
              double snapRange);
    // The button let go at `at`: the measurement ends there, unless the press was a click (the
    // pointer moved less than `clickRange` table mm), after which the far end follows the
    // pointer until the next press.
    void release(geometry::Point at, double clickRange);
    void clear();
    // Measuring: the far end follows the pointer (drag() moves it).
    bool active() const { return mDragging || mFollowing; }
    // Clicked once: the next press ends the measurement there.
    bool following() const { return mFollowing; }

    // The current measurement: the shortest line (table mm) and how it reads.
    std::optional<ShortestLine> line() const { return mLine; }
    QString text() const;

    QRectF boundingRect() const override;
    void paint(QPainter *painter, const QStyleOptionGraphicsItem *option, QWidget *widget) override;

private:
    QString describe(const MeasureTarget &target) const;
    void remeasure();

    const TableFrame &mFrame;
    Namer mNamer;
    MeasureTarget mFrom;
    MeasureTarget mTo;
    std::optional<ShortestLine> mLine;
    geometry::Point mPressedAt{};
    bool mDragging = false;
    bool mFollowing = false;
};

} // namespace adjutant::app
