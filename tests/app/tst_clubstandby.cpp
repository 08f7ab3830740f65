// SPDX-License-Identifier: GPL-3.0-or-later
// The club window on a hot standby (docs/club.md, Failover; issue 33): a spectator's window reads
// the club from the standby, not from the primary the tables write to; so do the standings window
// and the battle report, which says how far behind the standby was. A standby refuses LISTEN,
// so the window reads what changed every core::standbyPollMs and says how far behind the
// primary the standby is. A primary and a standby of this test's own (tests/core/testcluster.h).
#include "../core/testcluster.h"
#include "app/gui/docks/clubwindow.h"
#include "app/gui/docks/standingswindow.h"
#include "app/gui/report/battlereport.h"
#include "clubapptest.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/clubservercheck.h"
#include "core/clubtournament.h"
#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include <QDir>
#include <QPushButton>
#include <QSignalSpy>
#include <QTest>
#include <QTreeWidget>

using namespace adjutant;

namespace {

// Whether the standby answers `ask` with true yet. Until it has replayed the club's setup, asking
// it is refused ("not an Adjutant club database"): that too is "not yet", not a failure.
template<typename Ask>
bool yet(Ask ask)
{
    try {
        return ask();
    } catch (const core::Error &) {
        return false;
    }
}

} // namespace

class TestClubStandby : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void theClubWindowFollowsAStandby();
    void theStandingsWindowFollowsAStandby();
    void aBattleReadFromAStandby();
};

// The clusters are the test's own, but they follow the club tests' switch.
void TestClubStandby::init()
{
    ADJUTANT_NEED_POSTGRES();
}

void TestClubStandby::theClubWindowFollowsAStandby()
{
    testcluster::Cluster primary, standby;
    QString why;
    QVERIFY2(testcluster::pairUp(primary, standby, why), qPrintable(why));
    core::PostgresStore::initialize(primary.uri());
    const core::Battle start = core::BattleFile::readScenario(clubapptesting::demo());
    auto table = core::BattleSession::create(
        core::PostgresStore::create(primary.uri(), QUuid::createUuid(), QStringLiteral("Table 1")), start);
    const auto caughtUp = [&] {
        return yet([&] {
            core::PgConnection connection(standby.uri());
            return core::standbyReplay(connection).first &&
                   core::PostgresStore::battles(standby.uri()).size() == core::PostgresStore::battles(primary.uri()).size();
        });
    };
    QTRY_VERIFY_WITH_TIMEOUT(caughtUp(), 10'000);

    app::ClubWindow club;
    club.resize(1366, 768);
    club.show();
    QVERIFY2(club.connectTo(standby.uri()), qPrintable(club.error()));
    QVERIFY(club.onStandby());
    QCOMPARE(club.battles()->topLevelItemCount(), 1);
    QVERIFY2(club.message().contains(QStringLiteral("on a standby caught up with its primary; read every 2 s")),
             qPrintable(club.message()));

    // A move on the primary reaches the window through the standby, within a read or two.
    table->record(clubapptesting::basesLost("dutch1", 2));
    const QString line = table->events().last().description;
    QTRY_COMPARE_WITH_TIMEOUT(club.battles()->topLevelItem(0)->text(5), line, 10'000);
    // A battle new to the club is listed too.
    core::BattleSession::create(core::PostgresStore::create(primary.uri(), QUuid::createUuid(), QStringLiteral("Table 2")),
                                start);
    QTRY_COMPARE_WITH_TIMEOUT(club.battles()->topLevelItemCount(), 2, 10'000);
    QVERIFY2(club.message().startsWith(QStringLiteral("2 battles on ")), qPrintable(club.message()));
    if (const QString folder = qEnvironmentVariable("ADJUTANT_SCREENSHOTS"); !folder.isEmpty())
        QVERIFY(club.grab().save(QDir(folder).filePath(QStringLiteral("club-window-standby.png"))));

    // Its replay paused while the primary writes: the window says how far behind it is.
    QVERIFY2(standby.psql(QStringLiteral("SELECT pg_wal_replay_pause()")), qPrintable(standby.error()));
    table->record(clubapptesting::basesLost("dutch1", 1));
    QTRY_VERIFY_WITH_TIMEOUT(club.message().contains(QStringLiteral("s behind its primary")), 10'000);
    QVERIFY(standby.psql(QStringLiteral("SELECT pg_wal_replay_resume()")));
    QTRY_VERIFY_WITH_TIMEOUT(club.message().contains(QStringLiteral("caught up")), 10'000);

    // A standby takes no move and tells of none: a battle is opened from the primary, not here.
    QSignalSpy opened(&club, &app::ClubWindow::openRequested);
    club.battles()->setCurrentItem(club.battles()->topLevelItem(0));
    QPushButton *open = nullptr;
    for (QPushButton *button : club.findChildren<QPushButton *>())
        open = button->text() == QStringLiteral("&Open Battle") ? button : open;
    QVERIFY(open && !open->isEnabled());
    QVERIFY2(open->toolTip().contains(QStringLiteral("connect to the primary")), qPrintable(open->toolTip()));
    emit club.battles()->itemActivated(club.battles()->topLevelItem(0), 0);
    QCOMPARE(opened.count(), 0);
    // On the primary the same window is told of news and opens battles, as before.
    QVERIFY2(club.connectTo(primary.uri()), qPrintable(club.error()));
    QVERIFY(!club.onStandby());
    QVERIFY2(club.message().endsWith(QStringLiteral("updated as the tables play")), qPrintable(club.message()));
    club.battles()->setCurrentItem(club.battles()->topLevelItem(0));
    QVERIFY(open->isEnabled());
}

// The standings window on a standby: the standings as the primary has them, a result recorded
// there shown within a read or two, and how far behind the standby is.
void TestClubStandby::theStandingsWindowFollowsAStandby()
{
    testcluster::Cluster primary, standby;
    QString why;
    QVERIFY2(testcluster::pairUp(primary, standby, why), qPrintable(why));
    core::PostgresStore::initialize(primary.uri());
    const core::Battle start = core::BattleFile::readScenario(clubapptesting::demo());
    const QString night = QStringLiteral("Club night");
    for (const QString &name : {QStringLiteral("Table 1"), QStringLiteral("Table 2")})
        core::BattleSession::create(core::PostgresStore::create(primary.uri(), QUuid::createUuid(), name, night), start);
    core::ClubTournament umpire(primary.uri());
    clubapptesting::beginTournament(umpire, night);
    const auto caughtUp = [&] {
        return yet([&] {
            core::PgConnection connection(standby.uri());
            return core::standbyReplay(connection).first && core::ClubTournament(standby.uri()).rounds().size() == 2;
        });
    };
    QTRY_VERIFY_WITH_TIMEOUT(caughtUp(), 10'000);

    app::StandingsWindow standings;
    standings.resize(800, 420);
    standings.show();
    QVERIFY2(standings.connectTo(standby.uri()), qPrintable(standings.error()));
    QTreeWidget *table = standings.table();
    const auto points = [table](const QString &player) {
        for (int row = 0; row < table->topLevelItemCount(); ++row)
            if (table->topLevelItem(row)->text(1) == player)
                return table->topLevelItem(row)->text(6);
        return QString();
    };
    QCOMPARE(points(QStringLiteral("Anna")), QStringLiteral("8"));
    QCOMPARE(points(QStringLiteral("Cleo")), QStringLiteral("0"));
    QVERIFY2(standings.message().contains(QStringLiteral("on a standby caught up with its primary; read every 2 s")),
             qPrintable(standings.message()));
    // A result recorded on the primary: on the standby's standings within a read or two.
    umpire.recordResult(QStringLiteral("Table 2"), clubapptesting::drawByHand());
    QTRY_COMPARE_WITH_TIMEOUT(points(QStringLiteral("Cleo")), QStringLiteral("5"), 10'000);
}

// A battle read from a standby: its store tells of the primary's moves (asking every
// core::standbyPollMs, as a standby refuses LISTEN), and its report says when it was read and how
// far behind its primary the standby was; one read from the primary says nothing of it.
void TestClubStandby::aBattleReadFromAStandby()
{
    testcluster::Cluster primary, standby;
    QString why;
    QVERIFY2(testcluster::pairUp(primary, standby, why), qPrintable(why));
    core::PostgresStore::initialize(primary.uri());
    auto table = core::BattleSession::create(
        core::PostgresStore::create(primary.uri(), QUuid::createUuid(), QStringLiteral("Table 1")),
        core::BattleFile::readScenario(clubapptesting::demo()));
    table->record(clubapptesting::basesLost("dutch1", 2));
    const auto replay = [&] {
        core::PgConnection connection(standby.uri());
        return core::standbyReplay(connection);
    };
    const auto reportTitle = [](const QString &server) {
        const auto session = core::BattleSession::open(core::PostgresStore::open(server, QStringLiteral("Table 1")));
        return app::BattleReport(*session).blocks().value(0).html;
    };
    QTRY_VERIFY_WITH_TIMEOUT(yet([&] { return replay().first && core::PostgresStore::battles(standby.uri()).value(0).lastSeq == 2; }),
                             10'000);
    // The spectators' service of docs/club.md: both hosts, the primary first, the standby preferred.
    const QString spectators = QStringLiteral("host=%1,%2 user=adjutant_ci dbname=postgres target_session_attrs=prefer-standby")
                                   .arg(primary.socketFolder(), standby.socketFolder());
    QString title = reportTitle(spectators);
    QVERIFY2(title.contains(QStringLiteral("from a standby of the club server, caught up with its primary")),
             qPrintable(title));
    QVERIFY2(!reportTitle(primary.uri()).contains(QStringLiteral("standby")), qPrintable(reportTitle(primary.uri())));

    const std::unique_ptr<core::PostgresStore> watched = core::PostgresStore::open(spectators, QStringLiteral("Table 1"));
    int told = 0;
    watched->watch([&told] { ++told; });
    table->record(clubapptesting::basesLost("dutch1", 1));
    QTRY_VERIFY_WITH_TIMEOUT(told > 0 && watched->lastSeq() == 3, 10'000);

    QVERIFY2(standby.psql(QStringLiteral("SELECT pg_wal_replay_pause()")), qPrintable(standby.error()));
    table->record(clubapptesting::basesLost("dutch1", 1));
    QTRY_VERIFY_WITH_TIMEOUT(!replay().first, 10'000);
    title = reportTitle(standby.uri());
    QVERIFY2(title.contains(QStringLiteral("s behind its primary: its last moves may be missing"))
                 || title.contains(QStringLiteral("still replaying what its primary sent")),
             qPrintable(title));
    QVERIFY(standby.psql(QStringLiteral("SELECT pg_wal_replay_resume()")));
}

QTEST_MAIN(TestClubStandby)
#include "tst_clubstandby.moc"
