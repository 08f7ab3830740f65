// SPDX-License-Identifier: GPL-3.0-or-later
// The main window on real widgets (offscreen platform): opens the demo battle, shows its units
// and log, and undo/redo act on the event log.
#include "app/gui/actions.h"
#include "app/gui/docks/attritiondock.h"
#include "app/gui/docks/inspectordock.h"
#include "app/gui/docks/logdock.h"
#include "app/gui/docks/unitsdock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/tableframe.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "guitesting.h"

#include <QAction>
#include <QApplication>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QHelpEvent>
#include <QLabel>
#include <QMessageBox>
#include <QPushButton>
#include <QScreen>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QTreeWidget>

using namespace adjutant;

class TestMainWindow : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void opensTheDemoAndShowsItsUnits();
    void undoAndRedoActOnTheLog();
    void refusedFileKeepsTheOpenBattle();
    void saveAsReplacesTheChosenFile();
    void unknownRulesetIsRefusedOnOpen();
    void hexMapBattleOpensOnItsMap();
    void anIdleWindowLaysNothingOut_data();
    void anIdleWindowLaysNothingOut();
    void theUnitsFitALaptop_data();
    void theUnitsFitALaptop();
    void selectingABattleGroupBringsTheInspectorForward();
    void theDemoIsAsShippedEveryTime();
    void eachRulesetsDemo();
    void theWindowHasAnIcon();
    void theFirstWindowFitsTheScreen_data();
    void theFirstWindowFitsTheScreen();
    void theFirstWindowFitsThisScreen();

private:
    QTreeWidgetItem *unitItem(app::MainWindow &window, const QString &name);
    QTemporaryDir mDir;
};

void TestMainWindow::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

QTreeWidgetItem *TestMainWindow::unitItem(app::MainWindow &window, const QString &name)
{
    const auto items = window.unitsDock()->tree()->findItems(name, Qt::MatchExactly | Qt::MatchRecursive);
    return items.size() == 1 ? items.first() : nullptr;
}

void TestMainWindow::opensTheDemoAndShowsItsUnits()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openDemo(mDir.filePath(QStringLiteral("first"))), qPrintable(window.lastError()));

    QTreeWidget *tree = window.unitsDock()->tree();
    QCOMPARE(tree->topLevelItemCount(), 2);
    QCOMPARE(tree->topLevelItem(0)->text(app::UnitsDock::Name), QStringLiteral("Spain  (1)"));
    QCOMPARE(tree->topLevelItem(1)->text(app::UnitsDock::Name), QStringLiteral("Dutch Republic  (2)"));
    QTreeWidgetItem *tercio = unitItem(window, QStringLiteral("Tercio"));
    QVERIFY(tercio);
    QCOMPARE(tercio->text(app::UnitsDock::Strength), QStringLiteral("14 / 14"));
    QCOMPARE(tercio->text(app::UnitsDock::Quality), QStringLiteral("Superior"));
    QCOMPARE(tercio->text(app::UnitsDock::Cohesion), QStringLiteral("Steady"));
    QCOMPARE(tercio->text(app::UnitsDock::State), QStringLiteral("later tercio"));
    QCOMPARE(tercio->text(app::UnitsDock::Commander), QStringLiteral("Spanish commander-in-chief"));
    QVERIFY(unitItem(window, QStringLiteral("Dutch foot (front)")));
    QVERIFY(unitItem(window, QStringLiteral("Dutch foot (flank)")));
    QCOMPARE(window.logDock()->view()->model()->rowCount(), 1);
    QVERIFY(window.windowTitle().startsWith(QStringLiteral("An Example of Combat")));

}

void TestMainWindow::undoAndRedoActOnTheLog()
{
    app::MainWindow window;
    window.show();
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("undo"))));
    app::BattleDocument *document = window.document();
    const core::Battle original = document->battle();
    QVERIFY(!window.actions()->undo->isEnabled());

    document->record(core::Change{QStringLiteral("unit.stateChanged"),
                                  {{QStringLiteral("id"), QStringLiteral("dutch1")},
                                   {QStringLiteral("state"), QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Disrupted")}}}}});
    QTreeWidgetItem *dutch = unitItem(window, QStringLiteral("Dutch foot (front)"));
    QVERIFY(dutch);
    QCOMPARE(dutch->text(app::UnitsDock::Cohesion), QStringLiteral("Disrupted"));
    QVERIFY(window.actions()->undo->isEnabled());
    QCOMPARE(window.actions()->undo->text(), QStringLiteral("&Undo: \"Dutch foot (front)\": Steady → Disrupted"));
    QCOMPARE(window.actions()->undo->iconText(), QStringLiteral("Undo"));

    window.actions()->undo->trigger();
    QCOMPARE(document->battle(), original);
    QCOMPARE(unitItem(window, QStringLiteral("Dutch foot (front)"))->text(app::UnitsDock::Cohesion), QStringLiteral("Steady"));
    QCOMPARE(window.logDock()->view()->model()->rowCount(), 3);
    QVERIFY(!window.actions()->undo->isEnabled());
    QVERIFY(window.actions()->redo->isEnabled());

    window.actions()->redo->trigger();
    QCOMPARE(unitItem(window, QStringLiteral("Dutch foot (front)"))->text(app::UnitsDock::Cohesion), QStringLiteral("Disrupted"));
    QCOMPARE(window.logDock()->view()->model()->rowCount(), 4);
    QCOMPARE(window.logDock()->view()->model()->index(3, 4).data().toString(),
             QStringLiteral("Redo: \"Dutch foot (front)\": Steady → Disrupted"));

    // The picture in docs/screenshots: the demo after a step, its undo and its redo.
    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty())
        QVERIFY(window.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/main-window-demo.png")));

    // Reopening the file gives the same battle: every step was committed as it was shown.
    const core::Battle shown = document->battle();
    QVERIFY(window.openFile(document->path()));
    QCOMPARE(window.document()->battle(), shown);
}

void TestMainWindow::refusedFileKeepsTheOpenBattle()
{
    app::MainWindow window;
    window.show();
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("refused"))));
    const QString openPath = window.document()->path();

    const QString foreign = mDir.filePath(QStringLiteral("notes.adjutant"));
    QFile file(foreign);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("shopping list: pike, shot, dice\n");
    file.close();

    QVERIFY(!window.openFile(foreign));
    QCOMPARE(window.lastError(), foreign + QStringLiteral(": is not an Adjutant battle file"));
    QCOMPARE(window.document()->path(), openPath);
    QCOMPARE(window.unitsDock()->tree()->topLevelItemCount(), 2);
}

// File > Save As onto a battle file that is there: the dialog asks, then the copy takes the old
// file's place in one step and opens. Before: the old file was removed before the copy
// (NAME.part) was renamed over it, and a NAME.part left by a kill refused the next Save As.
void TestMainWindow::saveAsReplacesTheChosenFile()
{
    const QString folder = mDir.filePath(QStringLiteral("save-as"));
    QVERIFY(QDir().mkpath(folder));
    app::MainWindow window;
    window.show();
    QVERIFY(window.openDemo(folder));
    const QList<core::Event> events = window.document()->session().events();
    const QString target = QDir(folder).filePath(QStringLiteral("kept.adjutant"));
    core::BattleFile::create(target, window.document()->battle()).reset();
    QFile::copy(target, target + QStringLiteral(".part")); // what a kill left before

    bool asked = false;
    QTimer::singleShot(0, &window, [&] {
        auto *dialog = qobject_cast<QFileDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        // The dialog asks before it replaces a file.
        QTimer::singleShot(0, &window, [&] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            QVERIFY(box);
            asked = true;
            box->button(QMessageBox::Yes)->click();
        });
        dialog->selectFile(target);
        static_cast<QDialog *>(dialog)->accept();
    });
    window.actions()->saveAs->trigger();
    QVERIFY(asked);
    QCOMPARE(window.lastError(), QString());
    QCOMPARE(window.document()->path(), target);
    QCOMPARE(window.document()->session().events(), events);
    QCOMPARE(QDir(folder).entryList(QDir::Files | QDir::Hidden, QDir::Name),
             (QStringList{QStringLiteral("demo.adjutant"), QStringLiteral("kept.adjutant"),
                          QStringLiteral("kept.adjutant.part")}));
}

// Core keeps any rule set's id; the app checks it against the registry when a battle comes in,
// names the file and the field, and keeps the battle it had open.
void TestMainWindow::unknownRulesetIsRefusedOnOpen()
{
    core::Battle battle = core::BattleFile::readScenario(
        QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"));
    battle.ruleset = QStringLiteral("dba");
    const QString path = mDir.filePath(QStringLiteral("dba.adjutant"));
    core::BattleFile::create(path, battle).reset();
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("before-dba"))));
    const QString openPath = window.document()->path();
    QVERIFY(!window.openFile(path));
    QCOMPARE(window.lastError(),
             path + QStringLiteral(": ruleset: unknown rule set \"dba\" (expected one of: fogr, "
                                   "olddessauer, nieuport1600)"));
    QCOMPARE(window.document()->path(), openPath);
}

// A Nieuport 1600 battle opens on its hex map; a table battle opened next is on its cloth again.
void TestMainWindow::hexMapBattleOpensOnItsMap()
{
    const QString path = mDir.filePath(QStringLiteral("hex.adjutant"));
    const QString map = QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/rulesets/nieuport1600/example.json");
    core::BattleFile::create(path, core::BattleFile::readScenario(map)).reset();
    app::MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
    QVERIFY(window.tableScene()->frame().hexLayout());
    QCOMPARE(window.unitsDock()->tree()->topLevelItemCount(), 2);

    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("after-hex"))));
    QVERIFY(!window.tableScene()->frame().hexLayout());
    QVERIFY(window.actions()->newUnit->isEnabled());
}

namespace {
// Counts the resizes and layout requests of every widget in a window.
class LayoutCounter : public QObject
{
public:
    explicit LayoutCounter(QWidget *window) : mWindow(window) { qApp->installEventFilter(this); }
    int passes = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        const QEvent::Type type = event->type();
        if ((type == QEvent::Resize || type == QEvent::LayoutRequest) && watched->isWidgetType() &&
            (watched == mWindow || mWindow->isAncestorOf(static_cast<QWidget *>(watched))))
            ++passes;
        return false;
    }

private:
    QWidget *mWindow;
};
} // namespace

void TestMainWindow::anIdleWindowLaysNothingOut_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("first run on a 1366 x 768 screen")
        << app::MainWindow::firstSize({0, 27, 1366, 741});
    // Maximised on common laptop and desktop screens, and sizes at which the table's fit once
    // toggled its scroll bars for ever (tst_tableview tries every proportion).
    QTest::newRow("1366 x 768 screen") << QSize(1366, 705);
    QTest::newRow("1920 x 1080 screen") << QSize(1920, 1017);
    QTest::newRow("1400 x 700") << QSize(1400, 700);
    QTest::newRow("1600 x 740") << QSize(1600, 740);
    QTest::newRow("1680 x 1050") << QSize(1680, 1050);
}

// Idle means idle: once shown, the window lays nothing out again until something changes (the
// table's fit once toggled its scroll bars forever, a core busy and menus slow to answer).
void TestMainWindow::anIdleWindowLaysNothingOut()
{
    QFETCH(QSize, size);
    app::MainWindow window;
    if (size.isValid())
        window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("idle"))));
    // The window lays itself out once the battle is in (a busy machine takes longer): it must
    // come to rest, a stretch of 50 ms with no layout, within 2 s, and then stay at rest.
    LayoutCounter counter(&window);
    for (int stretch = 0; stretch < 40; ++stretch) {
        counter.passes = 0;
        QTest::qWait(50);
        if (counter.passes == 0)
            break;
    }
    QVERIFY2(counter.passes == 0, "the window never comes to rest");
    QTest::qWait(200);
    QCOMPARE(counter.passes, 0);
}

void TestMainWindow::theUnitsFitALaptop_data()
{
    QTest::addColumn<QSize>("size");
    QTest::addColumn<bool>("rout");
    // The first run's size and maximised on a 1366 x 768 laptop screen (a panel of 27 px); with
    // an army routed too, its banner shown in the books below the units.
    const QList<QPair<const char *, QSize>> sizes{
        {"first run", app::MainWindow::firstSize({0, 27, 1366, 741})},
        {"1200 x 810", QSize(1200, 810)},
        {"1366 x 768 screen", QSize(1366, 705)}};
    for (const auto &[name, size] : sizes) {
        QTest::newRow(name) << size << false;
        QTest::newRow(qPrintable(QStringLiteral("%1, army rout").arg(QLatin1String(name))))
            << size << true;
    }
}

// Every row of the demo's units in view (both sides, three battle groups) with its whole name,
// ladder, bases and losses (Autobreak): the other columns are whole, or elided with the whole
// text in the cell's tooltip, or hidden with their words in the name's tooltip.
void TestMainWindow::theUnitsFitALaptop()
{
    QFETCH(QSize, size);
    QFETCH(bool, rout);
    app::MainWindow window;
    if (size.isValid())
        window.resize(size);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("laptop"))));
    if (rout) {
        window.document()->record(core::Change{
            QStringLiteral("unit.stateChanged"),
            {{QStringLiteral("id"), QStringLiteral("dutch1")},
             {QStringLiteral("state"),
              QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Broken")}}}}});
        QVERIFY(window.attritionDock()->findChild<QLabel *>(QStringLiteral("rout:dutch"))->isVisible());
    }
    QTest::qWait(50); // the layout settles
    QTreeWidget *tree = window.unitsDock()->tree();
    const QRect port = tree->viewport()->rect();
    const auto elided = [tree](QTreeWidgetItem *item, int column) {
        return guitesting::isElided(tree, item, column);
    };
    // The cell's tooltip.
    const auto tip = [tree](QTreeWidgetItem *item, int column) {
        return guitesting::toolTipOf(tree, item, column);
    };
    int rows = 0;
    for (int s = 0; s < tree->topLevelItemCount(); ++s) {
        QTreeWidgetItem *side = tree->topLevelItem(s);
        QVERIFY2(side->isFirstColumnSpanned() || !elided(side, app::UnitsDock::Name),
                 qPrintable(side->text(0)));
        QList<QTreeWidgetItem *> items{side};
        for (int u = 0; u < side->childCount(); ++u)
            items << side->child(u);
        for (QTreeWidgetItem *item : items) {
            const QRect row = tree->visualItemRect(item);
            rows += port.top() <= row.top() && row.bottom() <= port.bottom() ? 1 : 0;
            if (item == side)
                continue;
            for (int column = 0; column < app::UnitsDock::ColumnCount; ++column) {
                const QString where = QStringLiteral("%1, column %2: %3")
                                          .arg(item->text(0))
                                          .arg(column)
                                          .arg(item->text(column));
                if (column == app::UnitsDock::Name) // no program id for a tooltip
                    QVERIFY2(!tip(item, column)
                                  .split(QLatin1Char('\n'))
                                  .contains(item->data(0, app::UnitsDock::IdRole)
                                                .toString()
                                                .section(QLatin1Char(':'), 1)),
                             qPrintable(tip(item, column)));
                if (tree->isColumnHidden(column)) {
                    QVERIFY2(column != app::UnitsDock::Name && column != app::UnitsDock::Cohesion &&
                                 column != app::UnitsDock::Strength && column != app::UnitsDock::Losses,
                             qPrintable(where + QStringLiteral(", hidden")));
                    QVERIFY2(item->text(column).isEmpty() ||
                                 tip(item, app::UnitsDock::Name).contains(item->text(column)),
                             qPrintable(where + QStringLiteral(", hidden and not in the name's tooltip")));
                    continue;
                }
                const QRect cell = tree->visualRect(tree->indexFromItem(item, column));
                QVERIFY2(cell.left() >= port.left() && cell.right() <= port.right(),
                         qPrintable(where + QStringLiteral(", outside the dock")));
                if (column == app::UnitsDock::Cohesion || item->text(column).isEmpty() ||
                    !elided(item, column))
                    continue;
                QVERIFY2(column != app::UnitsDock::Name && column != app::UnitsDock::Strength &&
                             column != app::UnitsDock::Losses,
                         qPrintable(where + QStringLiteral(", cut")));
                QVERIFY2(tip(item, column).startsWith(item->text(column)),
                         qPrintable(where + QStringLiteral(", elided without its tooltip")));
            }
        }
    }
    QCOMPARE(rows, 5);
}

// The inspector shares its place with the books: a battle group selected on the table brings it
// forward, with its facts against every enemy.
void TestMainWindow::selectingABattleGroupBringsTheInspectorForward()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("inspector"))));
    QVERIFY(window.inspectorDock()->visibleRegion().isEmpty()); // the books in front at first
    app::TableView *view = window.tableView();
    view->fitTable();
    const core::Base &base = window.document()->battle().units[0].bases[5];
    const QPoint at =
        view->mapFromScene(window.tableScene()->frame().toScene(window.tableScene()->frame().rect(base).centre));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QCOMPARE(window.tableScene()->selectedBases().size(), 14);
    QTRY_VERIFY(!window.inspectorDock()->visibleRegion().isEmpty());
    QVERIFY(window.attritionDock()->visibleRegion().isEmpty());
}

// --demo (Help > Open the Demo Battle) opens the demo as shipped each time: what was played in it
// before is gone.
void TestMainWindow::theDemoIsAsShippedEveryTime()
{
    const QString folder = mDir.filePath(QStringLiteral("pristine"));
    {
        app::MainWindow window;
        QVERIFY(window.openDemo(folder));
        window.document()->record(core::Change{QStringLiteral("unit.basesLost"),
                                               {{QStringLiteral("id"), QStringLiteral("dutch1")},
                                                {QStringLiteral("count"), 2}}});
        QCOMPARE(window.document()->session().events().size(), 2);
        // Again in the same window.
        QVERIFY(window.openDemo(folder));
        QCOMPARE(window.document()->session().events().size(), 1);
        window.document()->record(core::Change{QStringLiteral("unit.basesLost"),
                                               {{QStringLiteral("id"), QStringLiteral("dutch1")},
                                                {QStringLiteral("count"), 1}}});
    }
    app::MainWindow window; // the next run
    QVERIFY(window.openDemo(folder));
    QCOMPARE(window.document()->session().events().size(), 1);
    QCOMPARE(window.document()->battle(),
             core::BattleFile::readScenario(
                 QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json")));
}

// `adjutant --demo olddessauer`: a rule set's own demo, set up as its rules know it (troop
// types, grades, terrain), its books reckoned; a rule set without one is named with those that
// have one.
void TestMainWindow::eachRulesetsDemo()
{
    const QString folder = mDir.filePath(QStringLiteral("demos"));
    app::MainWindow window;
    QVERIFY2(window.openDemo(folder, QStringLiteral("olddessauer")), qPrintable(window.lastError()));
    const core::Battle &battle = window.document()->battle();
    QCOMPARE(battle.ruleset, QStringLiteral("olddessauer"));
    QCOMPARE(battle, core::BattleFile::readScenario(QStringLiteral(
                         ADJUTANT_SOURCE_DIR "/resources/rulesets/olddessauer/demo.json")));
    QStringList arms;
    for (const core::Unit &unit : battle.units)
        arms << unit.troopType;
    for (const char *arm : {"Line infantry", "Medium artillery", "Light cavalry", "Heavy cavalry"})
        QVERIFY2(arms.contains(QLatin1String(arm)), arm);
    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty()) {
        window.resize(1366, 768);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        window.unitsDock()->setCurrentUnit(QStringLiteral("ir3"));
        QTest::qWait(300);
        QVERIFY(window.grab().save(QString::fromLocal8Bit(shots) +
                                   QStringLiteral("/olddessauer-demo-1366.png")));
        // The inspector: the unit's own move and changes of formation above its enemies.
        window.inspectorDock()->raise();
        window.tableScene()->selectUnit(QStringLiteral("ir3"));
        QTest::qWait(300);
        QVERIFY(window.grab().save(QString::fromLocal8Bit(shots) +
                                   QStringLiteral("/olddessauer-inspector-1366.png")));
    }
    // The table's words are the rule set's: a new unit, not a battle group.
    QCOMPARE(window.actions()->newUnit->text(), QStringLiteral("New &Unit…"));
    QVERIFY(!window.openDemo(folder, QStringLiteral("dba")));
    QCOMPARE(window.lastError(),
             QStringLiteral("no demo battle for the rule set \"dba\" (demos: fogr, "
                            "olddessauer, nieuport1600)"));
    // The battle open stays.
    QCOMPARE(window.document()->battle().ruleset, QStringLiteral("olddessauer"));
}

void TestMainWindow::theWindowHasAnIcon()
{
    app::MainWindow window;
    const QIcon icon = window.windowIcon();
    QVERIFY(!icon.isNull());
    for (const int size : {16, 32, 64, 256})
        QVERIFY(icon.availableSizes().contains(QSize(size, size)));
    // Its ground is the packaging icon's green.
    const QImage image = icon.pixmap(64, 64).toImage();
    QCOMPARE(image.pixelColor(32, 10), QColor(0x3b, 0x5a, 0x2e));
}

void TestMainWindow::theFirstWindowFitsTheScreen_data()
{
    QTest::addColumn<QRect>("available");
    QTest::addColumn<QSize>("expected");
    // A screen's geometry less its panels; the window's frame (a title bar of up to 40 px and
    // borders) must fit in it too. The window takes 95 % of a screen, never less than the
    // 1200 x 760 its layout was drawn for where there is room: on 1920 x 1080 every dock's words
    // are whole (tst_legibility).
    QTest::newRow("1366 x 768, a panel of 27 px") << QRect(0, 27, 1366, 741) << QSize(1298, 693);
    QTest::newRow("1366 x 768, no panel") << QRect(0, 0, 1366, 768) << QSize(1298, 720);
    QTest::newRow("1280 x 720, a dock on the left") << QRect(64, 0, 1216, 720) << QSize(1200, 672);
    QTest::newRow("1024 x 600") << QRect(0, 0, 1024, 600) << QSize(1008, 552);
    QTest::newRow("1920 x 1080") << QRect(0, 32, 1920, 1048) << QSize(1824, 996);
    QTest::newRow("a second screen right of the first")
        << QRect(1920, 0, 1366, 768) << QSize(1298, 720);
}

// The first window was 1200 x 760, which with a title bar is 785 px on a 768 px screen: the status
// bar was half off the screen (issue 31). It is sized from the screen's available geometry,
// leaving room for the window's frame.
void TestMainWindow::theFirstWindowFitsTheScreen()
{
    QFETCH(QRect, available);
    QFETCH(QSize, expected);
    const QSize size = app::MainWindow::firstSize(available);
    QCOMPARE(size, expected);
    QVERIFY(size.width() + 16 <= available.width());
    QVERIFY(size.height() + 40 + 8 <= available.height());
}

// On the screen it opens on (the offscreen platform's), with no saved settings.
void TestMainWindow::theFirstWindowFitsThisScreen()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    const QRect available = window.screen()->availableGeometry();
    QCOMPARE(window.size(),
             app::MainWindow::firstSize(available).expandedTo(window.minimumSizeHint()));
    // The window with its frame (the offscreen platform's is 2 px) on the screen.
    QVERIFY2(available.contains(window.frameGeometry()),
             qPrintable(QStringLiteral("%1 x %2 on %3 x %4")
                            .arg(window.frameGeometry().width())
                            .arg(window.frameGeometry().height())
                            .arg(available.width())
                            .arg(available.height())));
}

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
