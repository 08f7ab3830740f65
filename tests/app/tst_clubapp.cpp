// SPDX-License-Identifier: GPL-3.0-or-later
// The club server in the desktop app (docs/club.md, "In the app"), against a real PostgreSQL
// server (tests/core/pgtesting.h): a table plays a club battle from the main window, through a
// cut, an umpire's correction and a silent server; a read-only login's bases do not move (the
// club's windows: tst_clubwindows).
#include "../core/pgtesting.h"
#include "clubapptest.h"
#include "silentproxy.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/docks/clublink.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/tableframe.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "core/postgresstore.h"
#include "core/sqlitestore.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QMouseEvent>
#include <QSignalSpy>
#include <QTimer>
#include <QTest>

#include <algorithm>

using namespace adjutant;
using namespace clubapptesting;

namespace {

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
class TestClubApp : public ClubAppTest
{
    Q_OBJECT

private slots:
    void aTableOpensItsBattleAndMovesReachTheServer();
    void theUmpiresCorrectionReachesTheTable();
    void aCutKeepsTheTablePlaying();
    void theTablesEventsGoOnTopOfTheUmpiresAndWhatNoLongerAppliesIsShown();
    void aSilentServerDoesNotFreezeTheWindow();
    void aReadOnlyBattlesBasesDoNotMove();
};

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

QTEST_MAIN(TestClubApp)
#include "tst_clubapp.moc"
