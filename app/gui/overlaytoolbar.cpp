#include "app/gui/overlaytoolbar.h"

#include <QAction>
#include <QKeySequence>

namespace adjutant::app {

OverlayToolBar::OverlayToolBar(MeasureOverlays *overlays, QWidget *parent)
    : QToolBar(tr("Overlays"), parent)
{
    setObjectName(QStringLiteral("overlayToolBar"));
    setToolButtonStyle(Qt::ToolButtonTextOnly);
    using Overlay = MeasureOverlays::Overlay;
    struct Entry
    {
        Overlay overlay;
        QString text;
        QString tip;
    };
    const Entry entries[] = {
        {Overlay::ShortArc, tr("Short Range"),
         tr("The selected battle group's arc of fire at short range (FoGR Shooting Phase: 1 base "
            "width each side)")},
        {Overlay::LongArc, tr("Long Range"),
         tr("The arc of fire beyond short range, where the weapon has a long range (2 base widths "
            "each side)")},
        {Overlay::RestrictedArea, tr("Restricted Area"),
         tr("The restricted area straight ahead of the selected battle group (FoGR Restricted "
            "Area)")},
        {Overlay::Interception, tr("ZOI"),
         tr("The zone of interception straight ahead of the selected battle group (FoGR "
            "Interception Charges)")},
        {Overlay::CommandRanges, tr("Command"),
         tr("The command ranges of the selected battle group's commanders, and where they stand")},
        {Overlay::LineOfSight, tr("Sight"),
         tr("Line of sight from the selected battle group to each enemy: solid white clear, dashed "
            "black blocked")},
    };
    int key = Qt::Key_1;
    for (const Entry &entry : entries) {
        auto *action = new QAction(entry.text, this);
        action->setCheckable(true);
        action->setShortcut(QKeySequence(Qt::ALT | Qt::Key(key++)));
        action->setStatusTip(entry.tip);
        action->setToolTip(QStringLiteral("%1 (%2)").arg(
            entry.tip, action->shortcut().toString(QKeySequence::NativeText)));
        const Overlay overlay = entry.overlay;
        connect(action, &QAction::toggled, overlays,
                [overlays, overlay](bool on) { overlays->setShown(overlay, on); });
        mActions[std::size_t(overlay)] = action;
        addAction(action);
    }
}

} // namespace adjutant::app
