// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/overlaytoolbar.h"

#include "app/gui/table/measureoverlays.h"
#include "rulesets/zone.h"

#include <QAction>
#include <QKeySequence>

namespace adjutant::app {

OverlayToolBar::OverlayToolBar(MeasureOverlays *overlays, QWidget *parent)
    : QToolBar(tr("Overlays"), parent), mOverlays(overlays)
{
    setObjectName(QStringLiteral("overlayToolBar"));
    setToolButtonStyle(Qt::ToolButtonTextOnly);
}

void OverlayToolBar::setOverlays(const QList<rulesets::OverlayInfo> &overlays)
{
    QStringList keys;
    for (const rulesets::OverlayInfo &overlay : overlays)
        keys << overlay.key;
    if (keys == mKeys)
        return;
    for (QAction *action : std::as_const(mActions)) {
        action->setChecked(false); // the overlay goes with its switch
        delete action;
    }
    mActions.clear();
    mKeys = keys;
    int key = Qt::Key_1;
    for (const rulesets::OverlayInfo &overlay : overlays) {
        auto *action = new QAction(overlay.title, this);
        action->setCheckable(true);
        if (key <= Qt::Key_9)
            action->setShortcut(QKeySequence(Qt::ALT | Qt::Key(key++)));
        action->setStatusTip(overlay.tip);
        action->setToolTip(action->shortcut().isEmpty()
                               ? overlay.tip
                               : QStringLiteral("%1 (%2)").arg(
                                     overlay.tip,
                                     action->shortcut().toString(QKeySequence::NativeText)));
        const QString id = overlay.key;
        connect(action, &QAction::toggled, mOverlays,
                [this, id](bool on) { mOverlays->setShown(id, on); });
        mActions << action;
        addAction(action);
    }
    emit overlaysChanged();
}

QAction *OverlayToolBar::action(const QString &overlay) const
{
    const qsizetype i = mKeys.indexOf(overlay);
    return i < 0 ? nullptr : mActions[i];
}

} // namespace adjutant::app
