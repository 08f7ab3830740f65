// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>
#include <QToolBar>

class QAction;

namespace adjutant::rulesets {
struct OverlayInfo;
}

namespace adjutant::app {

class MeasureOverlays;

// The switches of the measuring overlays the battle's rule set draws (TableRules::overlays),
// one checkable action each with a shortcut (Alt+1, Alt+2 ...), in the rule set's order. They
// draw for the selected unit.
class OverlayToolBar : public QToolBar
{
    Q_OBJECT

public:
    explicit OverlayToolBar(MeasureOverlays *overlays, QWidget *parent = nullptr);

    // The switches for these overlays. The same overlays as before keep their switches (and
    // whether they are on); others replace them, off.
    void setOverlays(const QList<rulesets::OverlayInfo> &overlays);
    // The switch of an overlay (OverlayInfo::key), or nullptr.
    QAction *action(const QString &overlay) const;
    QList<QAction *> overlayActions() const { return mActions; }

signals:
    // The switches were replaced.
    void overlaysChanged();

private:
    MeasureOverlays *mOverlays;
    QList<QAction *> mActions;
    QStringList mKeys;
};

} // namespace adjutant::app
