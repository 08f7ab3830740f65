// SPDX-License-Identifier: GPL-3.0-or-later
// The club server in the desktop app (docs/club.md, "In the app"), against a real PostgreSQL
// server (tests/core/pgtesting.h): a table plays a club battle from the main window, through a
// cut and an umpire's correction; the umpire's club window lists the battles live; the
// standings window shows a tournament and exports it; a bad server is named in one line.
#include "../core/pgtesting.h"
#include "silentproxy.h"
#include "app/gui/actions.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/dialogs/clubopendialog.h"
#include "app/gui/docks/clublink.h"
#include "app/gui/docks/clubwindow.h"
#include "app/gui/docks/standingswindow.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/tableframe.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "core/clubtournament.h"
#include "core/error.h"
#include "core/postgresstore.h"
#include "core/sqlitestore.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QLineEdit>
#include <QMouseEvent>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTimer>
#include <QTest>
#include <QTreeWidget>

#include <algorithm>

using namespace adjutant;

namespace {

const QString night = QStringLiteral("Club night");

core::Change basesLost(const char *unit, int count = 1)
{
    return core::Change{QStringLiteral("unit.basesLost"),
                        {{QStringLiteral("id"), QLatin1String(unit)}, {QStringLiteral("count"), count}}};
}

QString demo()
{
    return QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");
}

QList<QUuid> idsOf(const QList<core::Event> &events)
{
    QList<QUuid> ids;
    for (const core::Event &event : events)
        ids << event.id;
    return ids;
}

// The table's link looks at the server on a thread of its own: asks for a look and waits until
// every look asked for has landed (a server that cannot be reached lands in libpq's 10 s).
bool looked(app::MainWindow &window)
{
    window.clubLink()->check();
    QTest::qWait(0);
    for (int i = 0; i < 300 && window.clubLink()->looking(); ++i)
        QTest::qWait(100);
    return !window.clubLink()->looking();
}

} // namespace

class TestClubApp : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void aTableOpensItsBattleAndMovesReachTheServer();
    void theUmpiresCorrectionReachesTheTable();
    void aCutKeepsTheTablePlaying();
    void theTablesEventsGoOnTopOfTheUmpiresAndWhatNoLongerAppliesIsShown();
    void aSilentServerDoesNotFreezeTheWindow();
    void clubWindowListsTheBattlesLive();
    void theDatabaseDecidesWhoWritesFromTheClubWindow();
    void aReadOnlyBattlesBasesDoNotMove();
    void standingsWindowShowsAndExports();
    void aBadServerIsNamedInOneLine();
    void openFromClubListsTheBattles();
    void damagedBattlesAreListedAndMarked();

private:
    // Short logins, as a club names them (the screenshots show them); dropped when the test ends.
    QString login(const char *who) const { return QStringLiteral("clubapp_") + QLatin1String(who); }
    // The test database as a pg_service.conf entry logging in as `who`: the way docs/club.md
    // tells laptops to name the server.
    QString service(const char *who) const { return mDatabase->service(QLatin1String(who), login(who), mDir.path()); }
    QString uri(const char *who = nullptr) const { return mDatabase->uri(who ? login(who) : QString()); }
    // Keeps `who` from logging in and ends its connections (a cut, as the table sees it), or lets it in again.
    void cut(const char *who, bool off) { QCOMPARE(mDatabase->cut(login(who), off), QString()); }
    // What the server holds of `battle` now.
    QList<core::Event> onServer(const QString &battle) const
    {
        return core::PostgresStore::open(uri(), battle)->loadEvents();
    }
    void screenshot(QWidget *widget, const QString &name);

    std::unique_ptr<pgtesting::TestDatabase> mDatabase;
    QTemporaryDir mDir;
};

void TestClubApp::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
    ADJUTANT_NEED_POSTGRES();
    mDatabase = std::make_unique<pgtesting::TestDatabase>();
    QVERIFY2(mDatabase->isValid(), qPrintable(mDatabase->error()));
    const QList<std::pair<const char *, const char *>> people{{"table1", "adjutant_table"},
                                                              {"umpire", "adjutant_umpire"},
                                                              {"spectator", "adjutant_spectator"}};
    for (const auto &[who, group] : people)
        QCOMPARE(mDatabase->addLogin(login(who), QLatin1String(group)), QString());
    QCOMPARE(mDatabase->exec(QStringLiteral("INSERT INTO umpires (login, event) VALUES ('%1', '%2')")
                                 .arg(login("umpire"), night)),
             QString());
    // Two battles of the club night, set up from the FoGR demo, played by table1.
    const core::Battle start = core::BattleFile::readScenario(demo());
    for (const char *name : {"Table 1", "Table 2"})
        core::BattleSession::create(core::PostgresStore::create(uri(), QUuid::createUuid(), QLatin1String(name),
                                                                night, login("table1")),
                                    start);
}

void TestClubApp::cleanupTestCase()
{
    mDatabase.reset(); // and with it the logins it added
}

void TestClubApp::screenshot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("ADJUTANT_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    QTest::qWait(100);
    QVERIFY(widget->grab().save(QDir(folder).filePath(name)));
}

void TestClubApp::aTableOpensItsBattleAndMovesReachTheServer()
{
    app::MainWindow window;
    window.show();
    QVERIFY2(window.openClub(uri("table1"), QStringLiteral("Table 1")), qPrintable(window.lastError()));
    QVERIFY(window.windowTitle().contains(QStringLiteral("club battle")));
    QVERIFY(window.clubState().endsWith(QStringLiteral(": connected")));
    QVERIFY(window.clubLink()->journaled());
    QCOMPARE(window.document()->session().events().size(), 1);

    window.document()->record(basesLost("dutch1"));
    QVERIFY(looked(window));
    const QList<core::Event> events = onServer(QStringLiteral("Table 1"));
    QCOMPARE(events.size(), 2);
    QCOMPARE(events.last().type, QStringLiteral("unit.basesLost"));
    QCOMPARE(events.last().author, login("table1"));
    QVERIFY(window.clubState().endsWith(QStringLiteral(": connected")));
}

void TestClubApp::theUmpiresCorrectionReachesTheTable()
{
    app::MainWindow window;
    QVERIFY2(window.openClub(uri("table1"), QStringLiteral("Table 1")), qPrintable(window.lastError()));
    const qsizetype before = window.document()->session().events().size();
    {
        auto umpire = core::BattleSession::open(core::PostgresStore::open(uri("umpire"), QStringLiteral("Table 1")));
        umpire->record(basesLost("tercio"));
    }
    QSignalSpy changed(window.document(), &app::BattleDocument::changed);
    QVERIFY(looked(window)); // what the timer does every few seconds
    QCOMPARE(window.document()->session().events().size(), before + 1);
    QCOMPARE(window.document()->session().events().last().author, login("umpire"));
    QCOMPARE(changed.size(), 1);
    // The table plays on on top of it.
    window.document()->record(basesLost("dutch1"));
    QVERIFY(looked(window));
    QCOMPARE(onServer(QStringLiteral("Table 1")).size(), before + 2);
    // A correction the table has not looked for yet: its next move is made again on top of it,
    // the logs stay one.
    {
        auto umpire = core::BattleSession::open(core::PostgresStore::open(uri("umpire"), QStringLiteral("Table 1")));
        umpire->record(basesLost("tercio"));
    }
    window.document()->record(basesLost("tercio"));
    const QUuid move = window.document()->session().events().last().id;
    QVERIFY(looked(window));
    QVERIFY2(window.clubState().endsWith(QStringLiteral(": connected")), qPrintable(window.clubState()));
    const QList<core::Event> events = onServer(QStringLiteral("Table 1"));
    QCOMPARE(events.size(), before + 4);
    QCOMPARE(events.at(events.size() - 2).author, login("umpire"));
    QCOMPARE(events.last().author, login("table1"));
    QCOMPARE(events.last().id, move);
    QCOMPARE(idsOf(window.document()->session().events()), idsOf(events));
}

void TestClubApp::aCutKeepsTheTablePlaying()
{
    app::MainWindow window;
    QVERIFY2(window.openClub(uri("table1"), QStringLiteral("Table 1")), qPrintable(window.lastError()));
    const qsizetype before = onServer(QStringLiteral("Table 1")).size();
    cut("table1", true);
    QVERIFY(looked(window));
    QVERIFY2(window.clubState().contains(QStringLiteral(": cut off since ")), qPrintable(window.clubState()));
    QVERIFY(window.clubState().endsWith(QStringLiteral("recording locally, 0 events waiting")));
    // Played on through the cut: recorded locally.
    window.document()->record(basesLost("dutch1"));
    window.document()->record(basesLost("dutch1"));
    QVERIFY(looked(window));
    QVERIFY2(window.clubState().endsWith(QStringLiteral("recording locally, 2 events waiting")),
             qPrintable(window.clubState()));
    QCOMPARE(onServer(QStringLiteral("Table 1")).size(), before);
    // Back: sent once, in order.
    cut("table1", false);
    QVERIFY(looked(window));
    QVERIFY2(window.clubState().endsWith(QStringLiteral(": connected")), qPrintable(window.clubState()));
    const QList<core::Event> events = onServer(QStringLiteral("Table 1"));
    QCOMPARE(events.size(), before + 2);
    QCOMPARE(events.last().id, window.document()->session().events().last().id);
    QVERIFY(looked(window));
    QCOMPARE(onServer(QStringLiteral("Table 1")).size(), before + 2);
}

void TestClubApp::theTablesEventsGoOnTopOfTheUmpiresAndWhatNoLongerAppliesIsShown()
{
    // Two clients on one battle: the table (the window, journaled) and the umpire (on the server).
    app::MainWindow window;
    QVERIFY2(window.openClub(uri("table1"), QStringLiteral("Table 1")), qPrintable(window.lastError()));
    QSignalSpy refused(window.clubLink(), &app::ClubLink::refused);
    QSignalSpy diverged(window.clubLink(), &app::ClubLink::diverged);
    window.document()->record(basesLost("dutch2"));
    QVERIFY(looked(window));
    cut("table1", true);
    QVERIFY(looked(window));
    // Cut off, the table takes its last step back, and plays on.
    window.document()->undo();
    const core::Event undone = window.document()->session().events().last();
    window.document()->record(basesLost("tercio"));
    const core::Event played = window.document()->session().events().last();
    {
        // Meanwhile the umpire's correction becomes the battle's last step.
        auto umpire = core::BattleSession::open(core::PostgresStore::open(uri("umpire"), QStringLiteral("Table 1")));
        umpire->record(basesLost("dutch2"));
    }
    cut("table1", false);
    QVERIFY(looked(window));
    // What still applies went on top of the umpire's, once; the undo that no longer takes back
    // the last step was shown to the players, not sent, and kept.
    const QList<core::Event> events = onServer(QStringLiteral("Table 1"));
    QCOMPARE(events.last().id, played.id);
    QCOMPARE(events.at(events.size() - 2).author, login("umpire"));
    QCOMPARE(std::count_if(events.begin(), events.end(), [&](const core::Event &e) { return e.id == played.id; }), 1);
    QVERIFY(std::none_of(events.begin(), events.end(), [&](const core::Event &e) { return e.id == undone.id; }));
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused.first().at(0).toStringList(), QStringList{undone.description});
    const QString keptIn = refused.first().at(1).toString();
    QCOMPARE(core::SqliteStore::open(keptIn)->loadEvents().last().id, played.id);
    QVERIFY(window.lastError().contains(undone.description));
    QCOMPARE(diverged.size(), 0);
    QVERIFY2(window.clubState().endsWith(QStringLiteral(": connected")), qPrintable(window.clubState()));
    // The window holds the server's battle, and the table plays on on top of it.
    QCOMPARE(idsOf(window.document()->session().events()), idsOf(events));
    window.document()->record(basesLost("dutch2"));
    QVERIFY(looked(window));
    QCOMPARE(onServer(QStringLiteral("Table 1")).size(), events.size() + 1);
    QCOMPARE(refused.size(), 1);
}

void TestClubApp::aSilentServerDoesNotFreezeTheWindow()
{
    clubtesting::SilentProxy proxy(pgtesting::serverUri());
    QVERIFY(proxy.port() > 0);
    const QString through = QStringLiteral("postgresql://127.0.0.1:%1/%2?user=%3&sslmode=disable")
                                .arg(proxy.port())
                                .arg(mDatabase->name(), login("table1"));
    app::MainWindow window;
    QVERIFY2(window.openClub(through, QStringLiteral("Table 2")), qPrintable(window.lastError()));
    QVERIFY2(window.clubState().endsWith(QStringLiteral(": connected")), qPrintable(window.clubState()));
    const qsizetype before = onServer(QStringLiteral("Table 2")).size();

    // The window's own timer: it keeps firing while the server is silent, or the window froze.
    QTimer ticker;
    ticker.setInterval(20);
    QElapsedTimer sinceTick;
    qint64 longestGap = 0;
    int ticks = 0;
    QObject::connect(&ticker, &QTimer::timeout, [&] {
        longestGap = qMax(longestGap, sinceTick.restart());
        ++ticks;
    });
    sinceTick.start();
    ticker.start();

    // The server stops answering (rather than refusing): the periodic look tells it.
    proxy.setSilent(true);
    QElapsedTimer silence;
    silence.start();
    QTRY_VERIFY_WITH_TIMEOUT(window.clubState().contains(QStringLiteral(": cut off since ")), 20000);
    const qint64 detected = silence.elapsed();
    // Play goes on, into the journal, without waiting for the server.
    window.document()->record(basesLost("dutch1"));
    window.document()->record(basesLost("tercio"));
    QTRY_VERIFY(window.clubState().endsWith(QStringLiteral("2 events waiting")));
    const int ticksWhileSilent = ticks;
    const qint64 gapWhileSilent = longestGap;
    qInfo("a silent server told as a cut after %lld ms; the window's timer fired %d times, its longest "
          "gap %lld ms",
          detected, ticksWhileSilent, gapWhileSilent);
    // Bounds far from what a frozen window shows (libpq's 10 s): the window went on.
    QVERIFY2(gapWhileSilent < 3000, qPrintable(QStringLiteral("the window stopped for %1 ms").arg(gapWhileSilent)));
    QVERIFY(detected < 15000);

    // The server speaks again: what waited is sent, once, in order.
    proxy.setSilent(false);
    QTRY_VERIFY_WITH_TIMEOUT(window.clubState().endsWith(QStringLiteral(": connected")), 30000);
    QVERIFY(looked(window));
    const QList<core::Event> events = onServer(QStringLiteral("Table 2"));
    QCOMPARE(events.size(), before + 2);
    QCOMPARE(idsOf(events), idsOf(window.document()->session().events()));
}

void TestClubApp::clubWindowListsTheBattlesLive()
{
    app::ClubWindow club;
    club.resize(1366, 768);
    club.show();
    QVERIFY2(club.connectTo(service("umpire")), qPrintable(club.error()));
    QTreeWidget *battles = club.battles();
    QCOMPARE(battles->topLevelItemCount(), 2);
    QTreeWidgetItem *second = battles->topLevelItem(1);
    QCOMPARE(second->text(0), QStringLiteral("Table 2"));
    QCOMPARE(second->text(1), night);
    QCOMPARE(second->text(2), login("table1"));
    QCOMPARE(second->text(3), QStringLiteral("1"));
    // FoGR's books: each side's attrition points against its break point.
    QVERIFY2(second->text(4).contains(QLatin1Char('/')), qPrintable(second->text(4)));
    // Another connection (the table) appends: the window hears of it from the server.
    auto table = core::BattleSession::open(core::PostgresStore::open(uri("table1"), QStringLiteral("Table 2")));
    table->record(basesLost("dutch1", 2));
    const QString line = table->events().last().description;
    QTRY_COMPARE(second->text(5), line);
    screenshot(&club, QStringLiteral("club-window.png"));
}

void TestClubApp::theDatabaseDecidesWhoWritesFromTheClubWindow()
{
    app::MainWindow window;
    app::ClubWindow *club = window.showClubWindow(uri("spectator"));
    QVERIFY2(club->error().isEmpty(), qPrintable(club->error()));
    club->battles()->setCurrentItem(club->battles()->topLevelItem(1));
    emit club->openRequested(club->server(), club->battles()->topLevelItem(1)->data(0, Qt::UserRole).toUuid().toString(QUuid::WithoutBraces));
    QVERIFY(window.document());
    QVERIFY(!window.clubLink()->journaled());
    QVERIFY2(window.clubState().endsWith(QStringLiteral("read-only for this login")), qPrintable(window.clubState()));
    const qsizetype before = window.document()->session().events().size();
    // A spectator reads only: the window offers nothing that would change the battle, and a move
    // tried all the same is refused with why, before the database is asked; nothing changes.
    app::Actions *actions = window.actions();
    QVERIFY(!actions->importScenario->isEnabled());
    QVERIFY(!actions->newUnit->isEnabled());
    QVERIFY(!actions->newTerrain->isEnabled());
    QString refused;
    try {
        window.document()->record(basesLost("dutch1"));
    } catch (const core::Error &error) {
        refused = error.message();
    }
    QVERIFY2(refused.contains(QStringLiteral("read-only")), qPrintable(refused));
    QVERIFY2(!refused.contains(QStringLiteral("row-level security")), qPrintable(refused));
    QCOMPARE(window.document()->session().events().size(), before);
    QCOMPARE(onServer(QStringLiteral("Table 2")).size(), before);
    // The umpire may correct it.
    QVERIFY(window.openClub(uri("umpire"), QStringLiteral("Table 2"), true));
    QVERIFY2(window.clubState().endsWith(QStringLiteral("this login may write to it")), qPrintable(window.clubState()));
    QVERIFY(actions->importScenario->isEnabled());
    QVERIFY(actions->newUnit->isEnabled());
    window.document()->record(basesLost("tercio"));
    QCOMPARE(onServer(QStringLiteral("Table 2")).size(), before + 1);
    // The battle's own table may too; the umpire of no event may not.
    QVERIFY(window.openClub(uri("table1"), QStringLiteral("Table 2"), true));
    QVERIFY(window.clubState().endsWith(QStringLiteral("this login may write to it")));
    QCOMPARE(mDatabase->exec(QStringLiteral("DELETE FROM umpires WHERE login = '%1'").arg(login("umpire"))), QString());
    QVERIFY(window.openClub(uri("umpire"), QStringLiteral("Table 2"), true));
    QVERIFY(window.clubState().endsWith(QStringLiteral("read-only for this login")));
    QVERIFY(!actions->importScenario->isEnabled());
    QVERIFY_THROWS_EXCEPTION(core::Error, window.document()->record(basesLost("tercio")));
    QCOMPARE(mDatabase->exec(QStringLiteral("INSERT INTO umpires (login, event) VALUES ('%1', '%2')")
                                 .arg(login("umpire"), night)),
             QString());
}

void TestClubApp::aReadOnlyBattlesBasesDoNotMove()
{
    // A base dragged across the table: moved for a login that may write to the battle, left where
    // it is (and nothing sent) for a spectator's.
    const auto drag = [](app::MainWindow &window) {
        app::TableView *view = window.tableView();
        const core::Battle &battle = window.document()->battle();
        const core::Base &base = battle.units[battle.unitIndex(QStringLiteral("dutch2"))].bases.first();
        const QPoint from = view->mapFromScene(
            view->tableScene()->frame().toScene({base.x.millimetres(), base.y.millimetres()}));
        const QPoint to = from + QPoint(40, 0);
        QWidget *port = view->viewport();
        QTest::mousePress(port, Qt::LeftButton, {}, from);
        for (int i = 1; i <= 8; ++i) {
            const QPoint at = from + (to - from) * i / 8;
            QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, Qt::NoModifier);
            QApplication::sendEvent(port, &move);
        }
        QTest::mouseRelease(port, Qt::LeftButton, {}, to);
    };
    for (const char *who : {"umpire", "spectator"}) {
        app::MainWindow window;
        window.resize(1200, 800);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QVERIFY2(window.openClub(uri(who), QStringLiteral("Table 2"), true), qPrintable(window.lastError()));
        const qsizetype before = onServer(QStringLiteral("Table 2")).size();
        const core::Battle was = window.document()->battle();
        QSignalSpy said(window.tableView()->tableScene(), &app::TableScene::statusMessage);
        drag(window);
        if (QLatin1String(who) == QLatin1String("umpire")) {
            QCOMPARE(onServer(QStringLiteral("Table 2")).size(), before + 1);
            QCOMPARE(window.document()->session().events().last().type, QStringLiteral("bases.moved"));
        } else {
            QCOMPARE(window.document()->battle(), was);
            QCOMPARE(onServer(QStringLiteral("Table 2")).size(), before);
            // Not moved and then refused (by the database or the window): never moved at all.
            for (const QList<QVariant> &message : std::as_const(said)) {
                const QString text = message.first().toString();
                QVERIFY2(!text.contains(QStringLiteral("row-level security")) && !text.contains(QStringLiteral("read-only")),
                         qPrintable(text));
            }
        }
    }
}

void TestClubApp::standingsWindowShowsAndExports()
{
    core::ClubTournament umpire(uri("umpire"));
    umpire.pair(QStringLiteral("Table 1"), 1, {QStringLiteral("spain"), QStringLiteral("dutch")},
                {QStringLiteral("Anna"), QStringLiteral("Bert")});
    umpire.pair(QStringLiteral("Table 2"), 1, {QStringLiteral("spain"), QStringLiteral("dutch")},
                {QStringLiteral("Cleo"), QStringLiteral("Dirk")});
    core::Scoring scoring;
    scoring.levels = {{QStringLiteral("Major Victory"), 8, 2}, {QStringLiteral("Draw"), 5, 5}};
    umpire.setScoring(night, scoring);
    core::BattleResult won;
    won.level = QStringLiteral("Major Victory");
    won.winner = QStringLiteral("spain");
    won.byHand = true;
    umpire.recordResult(QStringLiteral("Table 1"), won);
    core::BattleResult draw;
    draw.level = QStringLiteral("Draw");
    draw.byHand = true;
    umpire.recordResult(QStringLiteral("Table 2"), draw);

    app::StandingsWindow standings;
    standings.resize(800, 420);
    standings.show();
    QVERIFY2(standings.connectTo(service("spectator")), qPrintable(standings.error()));
    QCOMPARE(standings.events()->currentText(), night);
    QTreeWidget *table = standings.table();
    QCOMPARE(table->topLevelItemCount(), 4);
    const auto points = [table](const QString &player) {
        for (int row = 0; row < table->topLevelItemCount(); ++row)
            if (table->topLevelItem(row)->text(1) == player)
                return table->topLevelItem(row)->text(6);
        return QString();
    };
    QCOMPARE(table->topLevelItem(0)->text(0), QStringLiteral("1"));
    QCOMPARE(table->topLevelItem(0)->text(1), QStringLiteral("Anna"));
    QCOMPARE(points(QStringLiteral("Anna")), QStringLiteral("8"));
    QCOMPARE(points(QStringLiteral("Cleo")), QStringLiteral("5"));
    QCOMPARE(points(QStringLiteral("Bert")), QStringLiteral("2"));
    screenshot(&standings, QStringLiteral("standings-window.png"));

    const QString csv = mDir.filePath(QStringLiteral("standings.csv"));
    QVERIFY(standings.exportCsv(csv));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 5);
    QCOMPARE(lines.first(), QStringLiteral("event,rank,player,played,wins,draws,losses,points,head_to_head,margin,by_hand"));
    QCOMPARE(lines.at(1), QStringLiteral("Club night,1,Anna,1,1,0,0,8,0,0,1"));

    // Live: the umpire records again and the window follows.
    core::BattleResult dirkWins = won;
    dirkWins.winner = QStringLiteral("dutch");
    umpire.recordResult(QStringLiteral("Table 2"), dirkWins);
    QTRY_COMPARE(points(QStringLiteral("Dirk")), QStringLiteral("8"));
    QCOMPARE(points(QStringLiteral("Cleo")), QStringLiteral("2"));
}

void TestClubApp::aBadServerIsNamedInOneLine()
{
    QSettings().setValue(QStringLiteral("club/server"), QStringLiteral("service=kept"));
    const QString unreachable = QStringLiteral("postgresql://table9:secret@127.0.0.1:1/adjutant?connect_timeout=2");
    app::MainWindow window;
    QVERIFY(!window.openClub(unreachable, QStringLiteral("Table 1")));
    QVERIFY2(window.lastError().contains(QStringLiteral("127.0.0.1")), qPrintable(window.lastError()));
    QVERIFY(!window.lastError().contains(QLatin1Char('\n')));
    QVERIFY(!window.lastError().contains(QStringLiteral("secret")));
    QVERIFY(!window.document());
    QCOMPARE(QSettings().value(QStringLiteral("club/server")).toString(), QStringLiteral("service=kept"));
    // A battle the club does not have.
    QVERIFY(!window.openClub(uri("table1"), QStringLiteral("Table 99")));
    QVERIFY2(window.lastError().contains(QStringLiteral("Table 99")), qPrintable(window.lastError()));

    app::ClubWindow club;
    QVERIFY(!club.connectTo(unreachable));
    QVERIFY(club.error().contains(QStringLiteral("127.0.0.1")));
    QVERIFY(!club.error().contains(QStringLiteral("secret")));
    app::StandingsWindow standings;
    QVERIFY(!standings.connectTo(QStringLiteral("neither a URI nor a connection string")));
    QVERIFY(!standings.error().isEmpty());
    QVERIFY(!standings.error().contains(QLatin1Char('\n')));
}

void TestClubApp::openFromClubListsTheBattles()
{
    app::ClubOpenDialog dialog(uri("table1"));
    QVERIFY2(dialog.list(), qPrintable(dialog.error()));
    QCOMPARE(dialog.battles()->topLevelItemCount(), 2);
    QCOMPARE(dialog.battles()->topLevelItem(0)->text(0), QStringLiteral("Table 1"));
    QCOMPARE(dialog.battles()->topLevelItem(0)->text(2), login("table1"));
    QVERIFY(!dialog.battles()->topLevelItem(0)->text(3).isEmpty()); // its turn
    QVERIFY(dialog.battle().isEmpty());
    dialog.battles()->setCurrentItem(dialog.battles()->topLevelItem(1));
    QVERIFY(!dialog.battle().isEmpty());
    dialog.serverEdit()->setText(QStringLiteral("postgresql://127.0.0.1:1/adjutant?connect_timeout=2"));
    QVERIFY(!dialog.list());
    QVERIFY(dialog.error().contains(QStringLiteral("127.0.0.1")));
    QCOMPARE(dialog.battles()->topLevelItemCount(), 0);
    QVERIFY(dialog.battle().isEmpty());
}

// Battles damaged before the server checked what it is sent (club schema 2), as the database's
// owner can still damage one by hand: the umpire's window lists every battle and marks the
// damaged ones, instead of listing none.
void TestClubApp::damagedBattlesAreListedAndMarked()
{
    const core::Battle start = core::BattleFile::readScenario(demo());
    for (const char *name : {"Table 3", "Table 4"}) {
        auto session = core::BattleSession::create(
            core::PostgresStore::create(uri(), QUuid::createUuid(), QLatin1String(name), night, login("table1")), start);
        session->record(basesLost("dutch1"));
    }
    const auto removed = qScopeGuard([this] {
        mDatabase->exec(QStringLiteral("DELETE FROM events WHERE battle IN (SELECT id FROM battles WHERE name LIKE 'Table _' "
                                       "AND name NOT IN ('Table 1', 'Table 2'));\n"
                                       "DELETE FROM battles WHERE name IN ('Table 3', 'Table 4')"));
    });
    const QString second = QStringLiteral("seq = 2 AND battle = (SELECT id FROM battles WHERE name = '%1')");
    QCOMPARE(mDatabase->exec(QStringLiteral("UPDATE events SET payload = '[1]' WHERE ") + second.arg(QStringLiteral("Table 3"))),
             QString());
    QCOMPARE(mDatabase->exec(QStringLiteral("UPDATE events SET seq = 50 WHERE ") + second.arg(QStringLiteral("Table 4"))),
             QString());

    app::ClubWindow club;
    QVERIFY2(club.connectTo(uri("umpire")), qPrintable(club.error()));
    QTreeWidget *battles = club.battles();
    QCOMPARE(battles->topLevelItemCount(), 4);
    for (int row : {0, 1}) {
        QCOMPARE(battles->topLevelItem(row)->text(0), QStringLiteral("Table %1").arg(row + 1));
        QVERIFY2(battles->topLevelItem(row)->text(4).contains(QLatin1Char('/')), qPrintable(battles->topLevelItem(row)->text(4)));
    }
    QTreeWidgetItem *unreadable = battles->topLevelItem(2);
    QCOMPARE(unreadable->text(0), QStringLiteral("Table 3"));
    QCOMPARE(unreadable->text(3), QStringLiteral("damaged"));
    QCOMPARE(unreadable->text(4), QStringLiteral("damaged on the server from event 2 on: it cannot be shown"));
    QVERIFY2(unreadable->toolTip(4).contains(QStringLiteral("event 2 has an unreadable payload")), qPrintable(unreadable->toolTip(4)));
    QVERIFY(!unreadable->icon(0).isNull());
    QTreeWidgetItem *gapped = battles->topLevelItem(3);
    QCOMPARE(gapped->text(0), QStringLiteral("Table 4"));
    QCOMPARE(gapped->text(3), QStringLiteral("damaged"));
    QCOMPARE(gapped->text(4), QStringLiteral("damaged on the server from event 50 on: it cannot be shown"));
    QVERIFY2(gapped->toolTip(4).contains(QStringLiteral("skips from event 1 to 50")), qPrintable(gapped->toolTip(4)));
    QVERIFY2(!gapped->toolTip(4).contains(QStringLiteral("memory")), qPrintable(gapped->toolTip(4)));
    QVERIFY(club.error().isEmpty());
    // A table's move in a sound battle still reaches the window.
    auto table = core::BattleSession::open(core::PostgresStore::open(uri("table1"), QStringLiteral("Table 1")));
    table->record(basesLost("tercio"));
    QTRY_COMPARE(battles->topLevelItem(0)->text(5), table->events().last().description);

    // File > Open from Club lists them too.
    app::ClubOpenDialog dialog(uri("table1"));
    QVERIFY2(dialog.list(), qPrintable(dialog.error()));
    QCOMPARE(dialog.battles()->topLevelItemCount(), 4);
    QCOMPARE(dialog.battles()->topLevelItem(3)->text(3), QStringLiteral("damaged"));
}

QTEST_MAIN(TestClubApp)
#include "tst_clubapp.moc"
