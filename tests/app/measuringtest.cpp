// SPDX-License-Identifier: GPL-3.0-or-later
// The measuring tests' demo window, opened afresh for each test, and its helpers (measuringtest.h).
#include "measuringtest.h"

#include "app/gui/docks/inspectordock.h"
#include "guitesting.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/measureoverlays.h"
#include "app/gui/table/overlaytoolbar.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"

#include <QAction>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant;
using namespace measuringtesting;

void MeasuringTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

void MeasuringTest::init()
{
    mWindow = std::make_unique<app::MainWindow>();
    mWindow->resize(1500, 950);
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
    // Shortcuts reach the active window only.
    mWindow->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(mWindow.get()));
    // The demo's battle before the charge, its Dutch front battle group 3 MU off the tercio: the
    // tests measure and drag between them (the demo itself stands at the impact).
    QVERIFY2(guitesting::openScenario(mWindow.get(), QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/fogr-before-the-charge.json"),
                                      mDir.filePath(QString::number(++mRun))),
             qPrintable(mWindow->lastError()));
    mView = mWindow->tableView();
    mScene = mWindow->tableScene();
    mOverlays = mWindow->overlays();
    mInspector = mWindow->inspectorDock();
    QVERIFY(mOverlays && mInspector && mWindow->overlayToolBar());
    // The tercio, both Dutch battle groups and the Spanish commander in view.
    mView->setZoom(1.0 / 0.35);
    mView->centerOn(mScene->frame().toScene({38 * mu, 21 * mu}));
}

void MeasuringTest::cleanup()
{
    mWindow.reset();
}

QPoint MeasuringTest::pointOf(const QString &unit, const QString &base) const
{
    const app::BaseItem *item = mScene->baseItem(unit, base);
    return mView->mapFromScene(item->scenePos());
}

void MeasuringTest::clickUnit(const QString &unit, const QString &base)
{
    QTest::mouseClick(mView->viewport(), Qt::LeftButton, {}, pointOf(unit, base));
    QTRY_COMPARE(mOverlays->unitId(), unit);
}

void MeasuringTest::toggle(const QString &overlay)
{
    QAction *action = mWindow->overlayToolBar()->action(overlay);
    const bool was = action->isChecked();
    QVERIFY2(action, qPrintable(overlay));
    // Its shortcut, Alt+1 to Alt+6, as the player presses it.
    QTest::keySequence(mWindow.get(), action->shortcut());
    QCOMPARE(action->isChecked(), !was);
    QCOMPARE(mOverlays->isShown(overlay), !was);
}

QRectF MeasuringTest::itemRect(Kind kind) const
{
    const QList<app::OverlayItem *> items = mOverlays->items(kind);
    if (items.size() != 1)
        return {};
    return items.first()->path().boundingRect();
}

QPainterPath MeasuringTest::sightLine(Kind kind, const QString &enemy) const
{
    for (const app::OverlayItem *item : mOverlays->items(kind)) {
        if (item->about() == enemy)
            return item->path();
    }
    return {};
}
