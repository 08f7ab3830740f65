// SPDX-License-Identifier: GPL-3.0-or-later
// The club server's windows in the desktop app (docs/club.md, "In the app"), against a real
// PostgreSQL server (tests/core/pgtesting.h): the umpire's club window lists the battles live and
// marks damaged ones, the database decides who writes from it; the standings window shows a
// tournament and exports it; Open from Club; a bad server is named in one line.
#include "../core/pgtesting.h"
#include "clubapptest.h"
#include "app/gui/actions.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/dialogs/clubopendialog.h"
#include "app/gui/docks/clublink.h"
#include "app/gui/docks/clubwindow.h"
#include "app/gui/docks/standingswindow.h"
#include "app/gui/mainwindow.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "core/clubtournament.h"
#include "core/error.h"
#include "core/postgresstore.h"

#include <QComboBox>
#include <QFile>
#include <QLineEdit>
#include <QScopeGuard>
#include <QSettings>
#include <QTest>
#include <QTreeWidget>

using namespace adjutant;
using namespace clubapptesting;

class TestClubWindows : public ClubAppTest
{
    Q_OBJECT

private slots:
    void clubWindowListsTheBattlesLive();
    void theDatabaseDecidesWhoWritesFromTheClubWindow();
    void standingsWindowShowsAndExports();
    void aBadServerIsNamedInOneLine();
    void openFromClubListsTheBattles();
    void damagedBattlesAreListedAndMarked();
};

void TestClubWindows::clubWindowListsTheBattlesLive()
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

void TestClubWindows::theDatabaseDecidesWhoWritesFromTheClubWindow()
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

void TestClubWindows::standingsWindowShowsAndExports()
{
    core::ClubTournament umpire(uri("umpire"));
    beginTournament(umpire, night);
    umpire.recordResult(QStringLiteral("Table 2"), drawByHand());

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
    umpire.recordResult(QStringLiteral("Table 2"), majorVictoryByHand(QStringLiteral("dutch")));
    QTRY_COMPARE(points(QStringLiteral("Dirk")), QStringLiteral("8"));
    QCOMPARE(points(QStringLiteral("Cleo")), QStringLiteral("2"));
}

void TestClubWindows::aBadServerIsNamedInOneLine()
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

void TestClubWindows::openFromClubListsTheBattles()
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
void TestClubWindows::damagedBattlesAreListedAndMarked()
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

QTEST_MAIN(TestClubWindows)
#include "tst_clubwindows.moc"
