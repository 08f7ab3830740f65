// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStyledItemDelegate>

namespace adjutant::app {

// Draws a unit's cohesion (morale) as the rule set's ladder, best step first: the current step
// filled in the level's colour and named in full, the others by their initial (their names are
// in the cell's tooltip); a click on a step asks for that step (stepClicked). The cell's display
// text is the current level, its LadderRole the rule set's ladder.
class CohesionLadderDelegate : public QStyledItemDelegate
{
    Q_OBJECT

public:
    static constexpr int LadderRole = Qt::UserRole + 20;

    explicit CohesionLadderDelegate(QObject *parent = nullptr);

    void paint(QPainter *painter, const QStyleOptionViewItem &option,
               const QModelIndex &index) const override;
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    bool editorEvent(QEvent *event, QAbstractItemModel *model, const QStyleOptionViewItem &option,
                     const QModelIndex &index) override;

    // Where step `step` of the ladder is drawn in a cell when the unit is on step `current`, and
    // which step is at `pos` (-1: none). Steps other than the current one are `shortWidth` wide.
    static QRect stepRect(const QRect &cell, int steps, int current, int step, int shortWidth);
    static int stepAt(const QRect &cell, int steps, int current, const QPoint &pos, int shortWidth);
    // The width of a step drawn by its initial, for the font of `option`.
    static int shortWidth(const QFont &font);
    // The step a level is on (compared without case), or -1.
    static int stepOf(const QStringList &ladder, const QString &level);
    // The current step's word on its colour (tablestyle::cohesion): white or black, whichever
    // reads the better (white on the amber step measured 2.5:1).
    static QColor textOn(const QColor &fill);

signals:
    void stepClicked(const QModelIndex &index, int step);
};

} // namespace adjutant::app
