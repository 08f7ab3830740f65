// SPDX-License-Identifier: GPL-3.0-or-later
// The table's unit labels are placed (issue 31): no card covers another card or a base of another
// battle group, on every demo, on a laptop's and a desktop's screen, read from the screen or from
// the table's side; and table-side mode gives the table the screen, the docks one key away.
#include "guitesting.h"

#include "app/gui/actions.h"
#include "app/gui/dialogs/preferences.h"
#include "app/gui/docks/logdock.h"
#include "app/gui/docks/unitsdock.h"
#include "app/gui/document/logmodel.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "app/gui/table/unitlabelitem.h"
#include "core/battle.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QMouseEvent>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant;

class TestTableLabels : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void labelsReadClear_data();
    void labelsReadClear();
    void labelsStayClearOfAMovedGroup();
    void labelsMakeRoomDuringADrag();
    void tableSideGivesTheTableTheScreen();
    void aStartInTableSideModeKeepsTheDocksForLater();

public:
    enum class Mode
    {
        Normal,
        TableSide,
        TableSideWithDocks // the docks brought back over the table
    };

private:
    std::unique_ptr<app::MainWindow> open(const QString &ruleset, QSize size, Mode mode);
    QTemporaryDir mDir;
    int mRun = 0;
};
Q_DECLARE_METATYPE(TestTableLabels::Mode)

void TestTableLabels::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings().clear();
    QVERIFY(mDir.isValid());
}

void TestTableLabels::cleanup()
{
    QSettings().clear();
    app::Preferences::applyTableSide(false);
}

std::unique_ptr<app::MainWindow> TestTableLabels::open(const QString &ruleset, QSize size,
                                                          Mode mode)
{
    auto window = guitesting::demoWindow(mDir.filePath(QString::number(++mRun)), size, ruleset);
    if (!window)
        return nullptr;
    if (mode != Mode::Normal)
        window->actions()->tableSide->trigger();
    if (mode == Mode::TableSideWithDocks)
        window->actions()->showDocks->trigger();
    // The docks hidden or shown lay the window out again, and the view fits the table anew.
    QCoreApplication::processEvents();
    window->tableView()->fitTable();
    QCoreApplication::processEvents();
    return window;
}

void TestTableLabels::labelsReadClear_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QSize>("size");
    QTest::addColumn<Mode>("mode");
    const QList<QPair<Mode, QString>> modes = {{Mode::Normal, QStringLiteral("normal")},
                                               {Mode::TableSide, QStringLiteral("table-side")},
                                               {Mode::TableSideWithDocks,
                                                QStringLiteral("table-side with docks")}};
    for (const QString &ruleset : {QStringLiteral("fogr"), QStringLiteral("olddessauer")}) {
        for (const QSize size : {QSize(1366, 768), QSize(1920, 1080)}) {
            for (const auto &[mode, word] : modes) {
                const QString name = QStringLiteral("%1 %2x%3 %4")
                                         .arg(ruleset)
                                         .arg(size.width())
                                         .arg(size.height())
                                         .arg(word);
                QTest::newRow(qPrintable(name)) << ruleset << size << mode;
            }
        }
    }
}

// Every label clear of the others and of the other groups' bases, with the table fitted whole,
// zoomed in on it and zoomed back out.
void TestTableLabels::labelsReadClear()
{
    QFETCH(QString, ruleset);
    QFETCH(QSize, size);
    QFETCH(Mode, mode);
    auto window = open(ruleset, size, mode);
    QVERIFY(window);
    app::TableView *view = window->tableView();
    QVERIFY(window->tableScene()->unitLabel(window->document()->battle().units.first().id));
    // Saved as labels-<row>.png when ADJUTANT_SCREENSHOTS names a folder.
    const QString folder = qEnvironmentVariable("ADJUTANT_SCREENSHOTS");
    if (!folder.isEmpty()) {
        QString name = QString::fromLatin1(QTest::currentDataTag());
        name.replace(QLatin1Char(' '), QLatin1Char('-'));
        QVERIFY(window->grab().save(QDir(folder).filePath(QStringLiteral("labels-%1.png").arg(name))));
    }
    QStringList overlaps = view->labelOverlaps();
    QVERIFY2(overlaps.isEmpty(), qPrintable(overlaps.join(QStringLiteral("; "))));
    view->zoomBy(1.6);
    overlaps = view->labelOverlaps();
    QVERIFY2(overlaps.isEmpty(), qPrintable(QStringLiteral("zoomed in: ") + overlaps.join(QStringLiteral("; "))));
    view->zoomBy(1 / 1.6);
    overlaps = view->labelOverlaps();
    QVERIFY2(overlaps.isEmpty(), qPrintable(QStringLiteral("zoomed out: ") + overlaps.join(QStringLiteral("; "))));
}

// A group moved in among the others (a recorded move, as a drag's release records it): the
// labels are placed again round it.
void TestTableLabels::labelsStayClearOfAMovedGroup()
{
    auto window = open(QStringLiteral("olddessauer"), QSize(1366, 768), Mode::TableSide);
    QVERIFY(window);
    app::TableScene *scene = window->tableScene();
    const core::Battle &battle = window->document()->battle();
    const QString mover = battle.units.first().id;
    const QString target = battle.units.last().id;
    scene->selectUnit(mover);
    const QPointF from = scene->selectionBounds().center();
    scene->selectUnit(target);
    const QPointF to = scene->selectionBounds().center();
    scene->selectUnit(mover);
    // Beside the target, a group's depth and a half away (the scene's y runs down the table).
    const QPointF by = to - from + QPointF(0, -60);
    scene->moveSelection({by.x(), -by.y()});
    QCoreApplication::processEvents();
    const QStringList overlaps = window->tableView()->labelOverlaps();
    QVERIFY2(overlaps.isEmpty(), qPrintable(overlaps.join(QStringLiteral("; "))));
}

// While a group is dragged (moved on screen, not yet recorded) its label goes with it and the
// others make room, at every step.
void TestTableLabels::labelsMakeRoomDuringADrag()
{
    auto window = open(QStringLiteral("olddessauer"), QSize(1366, 768), Mode::TableSide);
    QVERIFY(window);
    app::TableView *view = window->tableView();
    app::TableScene *scene = window->tableScene();
    const core::Battle &battle = window->document()->battle();
    const core::Unit &mover = battle.units.first();
    const core::Unit &target = battle.units.last();
    const QPoint from = view->mapFromScene(
        scene->baseItem(mover.id, mover.bases.first().id)->scenePos());
    const QPoint to = view->mapFromScene(
        scene->baseItem(target.id, target.bases.first().id)->scenePos()) + QPoint(0, 40);
    const QPointF labelBefore = scene->unitLabel(mover.id)->pos();
    QWidget *port = view->viewport();
    QTest::mousePress(port, Qt::LeftButton, Qt::ShiftModifier, from);
    constexpr int steps = 8;
    for (int i = 1; i <= steps; ++i) {
        const QPoint at = from + (to - from) * i / steps;
        QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                         Qt::ShiftModifier);
        QApplication::sendEvent(port, &move);
        const QStringList overlaps = view->labelOverlaps();
        QVERIFY2(overlaps.isEmpty(), qPrintable(QStringLiteral("step %1: %2").arg(i).arg(
                                         overlaps.join(QStringLiteral("; ")))));
    }
    QVERIFY(scene->unitLabel(mover.id)->pos() != labelBefore);
    QTest::mouseRelease(port, Qt::LeftButton, Qt::ShiftModifier, to);
    QCoreApplication::processEvents();
    const QStringList overlaps = view->labelOverlaps();
    QVERIFY2(overlaps.isEmpty(), qPrintable(overlaps.join(QStringLiteral("; "))));
}

// Table-side mode hides the docks to give the table the screen, says which key brings them back,
// brings them back on that key, and leaving the mode shows again those that were shown.
void TestTableLabels::tableSideGivesTheTableTheScreen()
{
    auto window = open(QStringLiteral("fogr"), QSize(1366, 768), Mode::Normal);
    QVERIFY(window);
    QList<QDockWidget *> shown;
    QList<QDockWidget *> hidden;
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        (dock->isVisible() ? shown : hidden) << dock;
    QVERIFY(shown.size() >= 2);
    const int tableWidth = window->tableView()->width();

    QAction *showDocks = window->actions()->showDocks;
    QVERIFY(showDocks->isCheckable());
    QVERIFY(showDocks->isChecked());
    QVERIFY(!showDocks->shortcut().isEmpty());
    window->actions()->tableSide->trigger();
    QCoreApplication::processEvents();
    for (QDockWidget *dock : window->findChildren<QDockWidget *>())
        QVERIFY2(!dock->isVisible(), qPrintable(dock->windowTitle()));
    QVERIFY(!showDocks->isChecked());
    QVERIFY(window->tableView()->width() > tableWidth);
    // The status bar names the key.
    const QString key = showDocks->shortcut().toString(QKeySequence::NativeText);
    QVERIFY2(window->statusBar()->currentMessage().contains(key),
             qPrintable(window->statusBar()->currentMessage()));

    // The key brings the docks back over the table, and takes them away again.
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    QTest::keySequence(window.get(), showDocks->shortcut());
    QCoreApplication::processEvents();
    QVERIFY(showDocks->isChecked());
    for (QDockWidget *dock : std::as_const(shown))
        QVERIFY2(dock->isVisible(), qPrintable(dock->windowTitle()));
    // In the larger type, the log's times whole.
    QTableView *log = window->logDock()->view();
    QVERIFY(log->model()->rowCount() > 0);
    const QString time = log->model()->index(0, app::LogModel::Time).data().toString();
    QVERIFY(!time.isEmpty());
    QVERIFY2(log->fontMetrics().horizontalAdvance(time) + 8 <= log->columnWidth(app::LogModel::Time),
             qPrintable(time));
    QTest::keySequence(window.get(), showDocks->shortcut());
    QCoreApplication::processEvents();
    for (QDockWidget *dock : std::as_const(shown))
        QVERIFY2(!dock->isVisible(), qPrintable(dock->windowTitle()));

    // Leaving table-side mode: the docks as they were, no more, no fewer.
    window->actions()->tableSide->trigger();
    QCoreApplication::processEvents();
    QVERIFY(showDocks->isChecked());
    for (QDockWidget *dock : std::as_const(shown))
        QVERIFY2(dock->isVisible(), qPrintable(dock->windowTitle()));
    for (QDockWidget *dock : std::as_const(hidden))
        QVERIFY2(!dock->isVisible(), qPrintable(dock->windowTitle()));
}

// Started in table-side mode (kept from the last time), the window opens with the docks put away;
// closed like that, it keeps the layout they had, so a start out of table-side mode shows them.
void TestTableLabels::aStartInTableSideModeKeepsTheDocksForLater()
{
    app::Preferences::setTableSide(true);
    auto window = open(QStringLiteral("fogr"), QSize(1366, 768), Mode::Normal);
    QVERIFY(window);
    QVERIFY(window->actions()->tableSide->isChecked());
    QVERIFY(!window->actions()->showDocks->isChecked());
    QVERIFY(!window->logDock()->isVisible());
    // The mode's tooltip names the key that brings the docks back.
    QVERIFY(window->actions()->tableSide->toolTip().contains(
        window->actions()->showDocks->shortcut().toString(QKeySequence::NativeText)));
    window->close();
    window.reset();
    app::Preferences::setTableSide(false);
    app::Preferences::applyTableSide(false);
    auto next = open(QStringLiteral("fogr"), QSize(1366, 768), Mode::Normal);
    QVERIFY(next);
    QVERIFY(next->actions()->showDocks->isChecked());
    QVERIFY(next->logDock()->isVisible());
    QVERIFY(next->unitsDock()->isVisible());
}

QTEST_MAIN(TestTableLabels)
#include "tst_tablelabels.moc"
