// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

#include <optional>

class QGraphicsView;
class QPainter;

namespace adjutant::geometry {
class HexLayout;
}

namespace adjutant::app {

class TableFrame;

// A ruler along the top or left margin of the table view, in the table's unit (MU or inches),
// with the pointer's position marked. Side A's edge is y = 0, at the bottom. On a hex map it
// numbers the columns and rows as a printed map's margins do (01, 02 ...).
class MarginRuler : public QWidget
{
    Q_OBJECT

public:
    static constexpr int thickness = 22;

    MarginRuler(Qt::Orientation orientation, QGraphicsView *view, const TableFrame &frame);
    void setCursorScene(QPointF scene);

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    // The strip of the ruler the pointer's mark takes (empty without a mark).
    QRect cursorStrip() const;
    void paintHexLabels(QPainter &painter, const geometry::HexLayout &hex, QPoint origin,
                        double scale);
    void paintCursor(QPainter &painter, QPoint origin);

    Qt::Orientation mOrientation;
    QGraphicsView *mView;
    const TableFrame &mFrame;
    std::optional<QPointF> mCursor; // none until the pointer is over the table
};

} // namespace adjutant::app
