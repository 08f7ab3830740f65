// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QScrollArea>

namespace adjutant::app {

// A scroll area that scrolls up and down only, its content as wide as it is: so it is never
// narrower than its content at its narrowest, or what stands at the content's right is cut (the
// shooting resolver's "from the ta" chips and "Remov" button, a roll's re-rolls box). It asks
// again when the content's rows change, and the horizontal splitter it stands in gives its pane
// the room from the other panes' spare width.
class VerticalScroll : public QScrollArea
{
public:
    explicit VerticalScroll(QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void keepWhole();
};

} // namespace adjutant::app
