// SPDX-License-Identifier: GPL-3.0-or-later
// The table view tests' demo window, opened afresh for each test, and helpers (tableviewtest.h).
#include "tableviewtest.h"

#include "app/gui/document/battledocument.h"
#include "guitesting.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battle.h"

#include <QApplication>
#include <QMouseEvent>
#include <QStandardPaths>
#include <QTest>

using namespace adjutant;
using namespace tableviewtesting;

void TableViewTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

void TableViewTest::init()
{
    mWindow = std::make_unique<app::MainWindow>();
    mWindow->resize(1400, 900);
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
    // The demo's battle before the charge, its Dutch front battle group 3 MU off the tercio: the
    // tests measure and drag between them (the demo itself stands at the impact).
    QVERIFY2(guitesting::openScenario(mWindow.get(), QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/fogr-before-the-charge.json"),
                                      mDir.filePath(QString::number(++mRun))),
             qPrintable(mWindow->lastError()));
    mView = mWindow->tableView();
    mScene = mWindow->tableScene();
    QVERIFY(mView->isVisible());
    // The docks filled by the battle lay the window out again: let that happen before placing
    // the view, so that the points the tests compute stay under the pointer.
    QCoreApplication::processEvents();
    // Close enough to the tercio and the Dutch to place a base by hand.
    mView->setZoom(1.0 / 0.5);
    mView->centerOn(mScene->frame().toScene({36 * mu, 23 * mu}));
}

void TableViewTest::cleanup()
{
    mWindow.reset();
}

const core::Base &TableViewTest::base(const QString &unit, const QString &id) const
{
    const core::Battle &battle = mWindow->document()->battle();
    const core::Unit &u = battle.units[battle.unitIndex(unit)];
    for (const core::Base &b : u.bases) {
        if (b.id == id)
            return b;
    }
    qFatal("no base %s of %s", qPrintable(id), qPrintable(unit));
}

QPoint TableViewTest::pointAt(double xMu, double yMu) const
{
    return mView->mapFromScene(mScene->frame().toScene({xMu * mu, yMu * mu}));
}

QPoint TableViewTest::pointOf(const QString &unit, const QString &id) const
{
    const core::Base &b = base(unit, id);
    return mView->mapFromScene(mScene->frame().toScene({b.x.millimetres(), b.y.millimetres()}));
}

void TableViewTest::drag(QPoint from, QPoint to, Qt::KeyboardModifiers modifiers, int steps)
{
    QWidget *port = mView->viewport();
    QTest::mousePress(port, Qt::LeftButton, modifiers, from);
    for (int i = 1; i <= steps; ++i) {
        const QPoint at = from + (to - from) * i / steps;
        QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                         modifiers);
        QApplication::sendEvent(port, &move);
    }
    QTest::mouseRelease(port, Qt::LeftButton, modifiers, to);
}

void TableViewTest::screenshot(const QString &name)
{
    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty())
        QVERIFY(mWindow->grab().save(QString::fromLocal8Bit(shots) + QLatin1Char('/') + name));
}
