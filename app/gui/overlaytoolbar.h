#pragma once

#include "app/gui/measureoverlays.h"

#include <QToolBar>

#include <array>

class QAction;

namespace adjutant::app {

// The switches of the measuring overlays, one checkable action each with a shortcut (Alt+1 to
// Alt+6): shooting arcs at short and long range, restricted area, zone of interception, command
// ranges and line of sight. They draw for the selected battle group.
class OverlayToolBar : public QToolBar
{
    Q_OBJECT

public:
    OverlayToolBar(MeasureOverlays *overlays, QWidget *parent = nullptr);
    QAction *action(MeasureOverlays::Overlay overlay) const
    {
        return mActions[std::size_t(overlay)];
    }
    QList<QAction *> overlayActions() const { return {mActions.begin(), mActions.end()}; }

private:
    std::array<QAction *, MeasureOverlays::overlayCount> mActions{};
};

} // namespace adjutant::app
