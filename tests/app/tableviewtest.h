// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the table view's tests share (tst_tableview: drawing, dragging, turning, snapping, the
// ruler; tst_tableviewedits: battle groups and terrain added and edited): for each test the demo
// opened afresh in a window, close enough to the tercio and the Dutch to place a base by hand;
// where a base is on the screen, and a drag with the mouse.
#include "app/gui/mainwindow.h"

#include <QObject>
#include <QPoint>
#include <QString>
#include <QTemporaryDir>

#include <memory>

namespace adjutant::app {
class TableScene;
class TableView;
} // namespace adjutant::app
namespace adjutant::core {
struct Base;
}

namespace tableviewtesting {
// The demo's MU: 25 mm.
inline constexpr double mu = 25.0;
} // namespace tableviewtesting

class TableViewTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

protected:
    const adjutant::core::Base &base(const QString &unit, const QString &id) const;
    QPoint pointAt(double xMu, double yMu) const;
    QPoint pointOf(const QString &unit, const QString &id) const;
    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers = {}, int steps = 12);
    void screenshot(const QString &name);

    QTemporaryDir mDir;
    std::unique_ptr<adjutant::app::MainWindow> mWindow;
    adjutant::app::TableView *mView = nullptr;
    adjutant::app::TableScene *mScene = nullptr;
    int mRun = 0;
};
