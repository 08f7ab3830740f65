// The main window on real widgets (offscreen platform): opens the demo battle, shows its units
// and log, and undo/redo act on the event log.
#include "app/gui/actions.h"
#include "app/gui/battledocument.h"
#include "app/gui/logdock.h"
#include "app/gui/mainwindow.h"
#include "app/gui/tableview.h"
#include "app/gui/unitsdock.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"

#include <QAction>
#include <QFile>
#include <QLabel>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
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
    void unknownRulesetIsRefusedOnOpen();
    void hexMapBattleSaysItsMapIsNotDrawn();
    void anIdleWindowLaysNothingOut_data();
    void anIdleWindowLaysNothingOut();

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

// Nieuport 1600 battles are on a hex map, which the table does not draw: the view says so and
// battle groups cannot be placed on it; a table battle opened next hides the notice again.
void TestMainWindow::hexMapBattleSaysItsMapIsNotDrawn()
{
    const QString path = mDir.filePath(QStringLiteral("hex.adjutant"));
    const QString map = QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/rulesets/nieuport1600/example.json");
    core::BattleFile::create(path, core::BattleFile::readScenario(map)).reset();
    app::MainWindow window;
    window.resize(1200, 800);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));

    QLabel *notice = window.tableView()->hexNotice();
    QVERIFY(notice->isVisible());
    QVERIFY(notice->text().contains(QStringLiteral("does not draw hex maps yet")));
    QVERIFY(notice->text().contains(QStringLiteral("adjutant-cli measure")));
    QVERIFY(window.tableView()->viewport()->rect().contains(notice->geometry()));
    QVERIFY(!window.actions()->newUnit->isEnabled());
    QCOMPARE(window.unitsDock()->tree()->topLevelItemCount(), 2);

    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty())
        QVERIFY(window.grab().save(QString::fromLocal8Bit(shots) +
                                   QStringLiteral("/hex-map-battle.png")));

    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("after-hex"))));
    QVERIFY(!notice->isVisible());
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
    QTest::newRow("first run") << QSize();
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

QTEST_MAIN(TestMainWindow)
#include "tst_mainwindow.moc"
