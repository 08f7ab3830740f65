// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/resolver/verticalscroll.h"

#include <QEvent>
#include <QSplitter>
#include <QStyle>

#include <algorithm>

namespace adjutant::app {

VerticalScroll::VerticalScroll(QWidget *parent) : QScrollArea(parent)
{
    setWidgetResizable(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
}

QSize VerticalScroll::minimumSizeHint() const
{
    QSize least = QScrollArea::minimumSizeHint();
    if (const QWidget *content = widget()) {
        const int frame = 2 * frameWidth();
        const int bar = style()->pixelMetric(QStyle::PM_ScrollBarExtent, nullptr, this);
        least.setWidth(std::max(least.width(), content->minimumSizeHint().width() + bar + frame));
    }
    return least;
}

bool VerticalScroll::eventFilter(QObject *watched, QEvent *event)
{
    // QScrollArea::setWidget filters its content's events.
    if (watched == widget() && event->type() == QEvent::LayoutRequest) {
        updateGeometry();
        QMetaObject::invokeMethod(this, &VerticalScroll::keepWhole, Qt::QueuedConnection);
    }
    return QScrollArea::eventFilter(watched, event);
}

// A splitter keeps the widths it has when a pane's least width grows: the pane that holds this
// scroll area takes what it now needs from the others, as far as they have it to spare.
void VerticalScroll::keepWhole()
{
    QWidget *pane = this;
    auto *splitter = qobject_cast<QSplitter *>(pane->parentWidget());
    while (pane->parentWidget() && !splitter) {
        pane = pane->parentWidget();
        splitter = qobject_cast<QSplitter *>(pane->parentWidget());
    }
    if (!splitter || splitter->orientation() != Qt::Horizontal)
        return;
    const int at = splitter->indexOf(pane);
    QList<int> sizes = splitter->sizes();
    if (at < 0 || at >= sizes.size())
        return;
    const int need = pane->minimumSizeHint().width() - sizes[at];
    if (need <= 0)
        return;
    int given = 0;
    for (int i = 0; i < sizes.size() && given < need; ++i) {
        if (i == at)
            continue;
        const int spare = sizes[i] - splitter->widget(i)->minimumSizeHint().width();
        const int take = std::clamp(spare, 0, need - given);
        sizes[i] -= take;
        given += take;
    }
    sizes[at] += given;
    splitter->setSizes(sizes);
}

} // namespace adjutant::app
