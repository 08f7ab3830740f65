// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/docks/cohesionladderdelegate.h"

#include "app/gui/style/tablestyle.h"
#include "app/gui/style/themecolours.h"

#include <QApplication>
#include <QMouseEvent>
#include <QPainter>

#include <algorithm>

namespace adjutant::app {

namespace {
// The ladder's words are drawn in capitals, as FoGR writes them (STEADY, DISRUPTED ...), a
// little smaller than the tree's text so that the four fit beside the other columns.
QFont stepFont(const QFont &base)
{
    QFont font = base;
    font.setPointSizeF(base.pointSizeF() * 0.85);
    font.setCapitalization(QFont::AllUppercase);
    return font;
}
constexpr int margin = 2; // logical pixels: scaled with the screen's device pixel ratio
} // namespace

CohesionLadderDelegate::CohesionLadderDelegate(QObject *parent) : QStyledItemDelegate(parent) {}

int CohesionLadderDelegate::shortWidth(const QFont &font)
{
    const QFontMetrics metrics(stepFont(font));
    return std::max(metrics.height() * 3 / 2, metrics.horizontalAdvance(QStringLiteral("WW")));
}

QRect CohesionLadderDelegate::stepRect(const QRect &cell, int steps, int current, int step,
                                       int shortWidth)
{
    const QRect inner = cell.adjusted(margin, margin, -margin, -margin);
    if (steps < 1 || step < 0 || step >= steps)
        return {};
    // The current step takes what the short ones leave; with no current step all are equal.
    const int shorts = current >= 0 && current < steps ? steps - 1 : steps;
    const int small = std::min(shortWidth, inner.width() / steps);
    const int wide = shorts == steps ? small : inner.width() - shorts * small;
    int left = inner.left();
    for (int i = 0; i < step; ++i)
        left += i == current ? wide : small;
    return QRect(left, inner.top(), step == current ? wide : small, inner.height());
}

int CohesionLadderDelegate::stepAt(const QRect &cell, int steps, int current, const QPoint &pos,
                                   int shortWidth)
{
    for (int step = 0; step < steps; ++step) {
        if (stepRect(cell, steps, current, step, shortWidth).contains(pos))
            return step;
    }
    return -1;
}

int CohesionLadderDelegate::stepOf(const QStringList &ladder, const QString &level)
{
    for (int i = 0; i < ladder.size(); ++i) {
        if (ladder[i].compare(level, Qt::CaseInsensitive) == 0)
            return i;
    }
    return -1;
}

QColor CohesionLadderDelegate::textOn(const QColor &fill)
{
    const QColor white(Qt::white);
    const QColor black(Qt::black);
    return themecolours::contrastRatio(white, fill) >= themecolours::contrastRatio(black, fill)
               ? white
               : black;
}

void CohesionLadderDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option,
                                   const QModelIndex &index) const
{
    const QStringList ladder = index.data(LadderRole).toStringList();
    if (ladder.isEmpty()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    // The row's background (selection, alternating colours) as the style draws it, without text.
    QStyleOptionViewItem background = option;
    initStyleOption(&background, index);
    background.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &background, painter, widget);

    const int current = stepOf(ladder, index.data(Qt::DisplayRole).toString());
    const QFont font = stepFont(option.font);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setFont(font);
    const QPalette &palette = option.palette;
    const int small = shortWidth(option.font);
    for (int step = 0; step < ladder.size(); ++step) {
        const QRectF box = QRectF(stepRect(option.rect, int(ladder.size()), current, step, small))
                               .adjusted(1, 0.5, -1, -0.5);
        const QColor colour = tablestyle::cohesion(ladder, ladder[step]);
        const bool on = step == current;
        QColor fill = on ? colour : palette.color(QPalette::Base);
        QColor edge = on ? colour.darker(130) : palette.color(QPalette::Mid);
        painter->setPen(QPen(edge, 1));
        painter->setBrush(fill);
        painter->drawRoundedRect(box, 3, 3);
        // The steps not taken in the quieter colour that still reads (4.5:1) on either palette.
        const QColor text = on ? textOn(colour) : themecolours::muted();
        QFont stepFace = font;
        stepFace.setBold(on);
        painter->setFont(stepFace);
        painter->setPen(text);
        const QString label = on ? QFontMetrics(stepFace).elidedText(ladder[step], Qt::ElideRight,
                                                                     int(box.width()) - 4)
                                 : ladder[step].left(1);
        painter->drawText(box, Qt::AlignCenter, label);
    }
    // No step is current (none recorded, and the rules start a unit nowhere): say so in words
    // beside the steps, which stay there to be clicked.
    const QString words = index.data(Qt::DisplayRole).toString();
    if (current < 0 && !words.isEmpty()) {
        const QRect last =
            stepRect(option.rect, int(ladder.size()), current, int(ladder.size()) - 1, small);
        const QRect room(last.right() + 1 + 2 * margin, last.top(),
                         option.rect.right() - margin - last.right() - 2 * margin, last.height());
        QFont face = option.font;
        face.setItalic(true);
        painter->setFont(face);
        painter->setPen(themecolours::muted());
        painter->drawText(room, Qt::AlignLeft | Qt::AlignVCenter,
                          QFontMetrics(face).elidedText(words, Qt::ElideRight, room.width()));
    }
    painter->restore();
}

QSize CohesionLadderDelegate::sizeHint(const QStyleOptionViewItem &option,
                                       const QModelIndex &index) const
{
    const QStringList ladder = index.data(LadderRole).toStringList();
    if (ladder.isEmpty())
        return QStyledItemDelegate::sizeHint(option, index);
    QFont font = stepFont(option.font);
    font.setBold(true);
    const QFontMetrics metrics(font);
    // The longest word in full, the other steps by their initials.
    int widest = 0;
    for (const QString &step : ladder)
        widest = std::max(widest, metrics.horizontalAdvance(step));
    return QSize(widest + 12 + int(ladder.size() - 1) * shortWidth(option.font) + 2 * margin,
                 metrics.height() + 4 + 2 * margin);
}

bool CohesionLadderDelegate::editorEvent(QEvent *event, QAbstractItemModel *model,
                                         const QStyleOptionViewItem &option,
                                         const QModelIndex &index)
{
    const QStringList ladder = index.data(LadderRole).toStringList();
    if (!ladder.isEmpty() && event->type() == QEvent::MouseButtonRelease) {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (mouse->button() == Qt::LeftButton) {
            const int current = stepOf(ladder, index.data(Qt::DisplayRole).toString());
            const int step = stepAt(option.rect, int(ladder.size()), current,
                                    mouse->position().toPoint(), shortWidth(option.font));
            if (step >= 0) {
                emit stepClicked(index, step);
                return true;
            }
        }
    }
    return QStyledItemDelegate::editorEvent(event, model, option, index);
}

} // namespace adjutant::app
