// SPDX-License-Identifier: GPL-3.0-or-later
// The club server's machine dies mid-append and its hot standby takes over (docs/club.md,
// Failover; issue 33): two clusters of this test's own on Unix sockets, a primary and a standby
// streaming from it with synchronous replication, three tables appending to their battles and an
// umpire recording their results, all without pause, through one connection string naming both
// (target_session_attrs=read-write). The
// primary's postmaster is killed at a random moment, the standby promoted, synchronous
// replication paused on it (no standby is left to wait for) and a new standby made from it in the
// dead one's folder; again and again, the two folders taking turns. Every battle on the last
// primary is exactly its table's log: in order, each event once, nothing the server acknowledged
// lost; each result is the umpire's last acknowledged one (or the one after, sent as the test
// stopped). Each table and the umpire notice the loss within 10 s and are writing to the new
// primary within 10 s of the promotion. 20 failovers by default (about a minute); ADJUTANT_TEST_FAILOVERS=100 for more.
// A one-shot client's append whose answer the failover lost waits the promotion out and is
// recorded once, or says it may or may not have been recorded: never a false "failed". A table as
// the app keeps one (its journal first) plays on through a failover and sends what the new primary
// lacks, once. And `club check`'s view of the pair.
#include "appender.h"
#include "pgtesting.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/clubservercheck.h"
#include "core/clubtournament.h"
#include "core/error.h"
#include "core/journaledstore.h"
#include "core/postgresstore.h"
#include "core/sqlitestore.h"
#include "eventtesting.h"
#include "testcluster.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <array>
#include <memory>
#include <vector>

using namespace adjutant::core;
using adjutant::core::ClubServerState;
using testcluster::Cluster;

namespace {

const QStringList tables{QStringLiteral("Table 1"), QStringLiteral("Table 2"), QStringLiteral("Table 3")};

// The standby streaming from `primary` and counted on for every commit; false after 20 s.
bool synchronous(Cluster &primary)
{
    if (!primary.psql(QStringLiteral("ALTER SYSTEM SET synchronous_standby_names = '*'"))
        || !primary.psql(QStringLiteral("SELECT pg_reload_conf()")))
        return false;
    QElapsedTimer waiting;
    waiting.start();
    QString state;
    while (waiting.elapsed() < 20'000) {
        if (primary.psql(QStringLiteral("SELECT sync_state FROM pg_stat_replication"), &state)
            && state == QLatin1String("sync"))
            return true;
        QThread::msleep(20);
    }
    return false;
}

// Writes go on without a standby to wait for: what the recipe's organiser does after a promotion.
bool alone(Cluster &primary)
{
    return primary.psql(QStringLiteral("ALTER SYSTEM SET synchronous_standby_names = ''"))
        && primary.psql(QStringLiteral("SELECT pg_reload_conf()"));
}

// The club on a primary in `a` and its synchronous standby in `b`: the schema, and a battle for
// each of `names` (the first's id `id` when given), each paired in round 1 of one club night;
// false with the reason in `why`.
bool club(Cluster &a, Cluster &b, const QStringList &names, QString &why, const QUuid &id = {})
{
    if (!testcluster::pairUp(a, b, why))
        return false;
    PostgresStore::initialize(a.uri());
    ClubTournament umpire(a.uri());
    for (const QString &name : names) {
        PostgresStore::create(a.uri(), name == names.first() && !id.isNull() ? id : QUuid::createUuid(), name,
                              QStringLiteral("Club night"));
        umpire.pair(name, 1, {QStringLiteral("spain"), QStringLiteral("dutch")},
                    {name + QStringLiteral(" Spain"), name + QStringLiteral(" Dutch")});
    }
    if (!synchronous(a)) {
        why = QStringLiteral("the standby did not become synchronous");
        return false;
    }
    return true;
}

// Both servers in one connection string, libpq taking the one that takes writes.
QString bothHosts(const Cluster &a, const Cluster &b)
{
    return QStringLiteral("host=%1,%2 user=adjutant_ci dbname=postgres target_session_attrs=read-write")
        .arg(a.socketFolder(), b.socketFolder());
}

// The tables appending and the umpire recording, stopped (each after the write under way) when
// they go.
struct Tables : std::vector<std::unique_ptr<appender::Appender>>
{
    Tables() = default;
    Tables(const Tables &) = delete;
    Tables &operator=(const Tables &) = delete;
    ~Tables() { stop(); }
    void stop()
    {
        for (const auto &client : *this)
            client->stop();
        if (umpire)
            umpire->stop();
        for (const auto &client : *this)
            client->wait();
        if (umpire)
            umpire->wait();
    }
    std::unique_ptr<appender::Umpire> umpire;
};

} // namespace

class TestClubFailover : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void failoversLoseNothingAndDuplicateNothing();
    void aLostAnswerIsSettled();
    void aTablePlaysOnThroughAFailover();
    void theCheckTellsRolesLagAndTwoPrimaries();
};

// The clusters are the tests' own, but they follow the club tests' switch.
void TestClubFailover::init()
{
    ADJUTANT_NEED_POSTGRES();
}

void TestClubFailover::failoversLoseNothingAndDuplicateNothing()
{
    std::array<Cluster, 2> clusters;
    QString why;
    QVERIFY2(club(clusters[0], clusters[1], tables, why), qPrintable(why));
    const QString server = bothHosts(clusters[0], clusters[1]);
    Tables clients; // however the test ends, its tables stop first
    for (const QString &table : tables) {
        clients.push_back(std::make_unique<appender::Appender>(server, table));
        clients.back()->start();
    }
    clients.umpire = std::make_unique<appender::Umpire>(server, tables);
    appender::Umpire &umpire = *clients.umpire;
    umpire.start();
    const auto failed = [&] {
        for (const auto &client : clients) {
            if (!client->error().isEmpty())
                return client->error();
        }
        return umpire.error();
    };

    const int count = qEnvironmentVariableIsSet("ADJUTANT_TEST_FAILOVERS")
        ? qMax(1, qEnvironmentVariableIntValue("ADJUTANT_TEST_FAILOVERS"))
        : 20;
    QRandomGenerator random(1600);
    qint64 slowestNotice = 0, slowestBack = 0;
    for (int i = 0; i < count; ++i) {
        Cluster &primary = clusters[size_t(i % 2)];
        Cluster &standby = clusters[size_t((i + 1) % 2)];
        // Mid-append: every table appends without pause; the kill comes at a random moment.
        std::vector<qint64> before;
        for (const auto &client : clients)
            before.push_back(client->written());
        const qint64 rulings = umpire.written();
        for (size_t c = 0; c < clients.size(); ++c)
            QTRY_VERIFY_WITH_TIMEOUT(clients[c]->written() >= before[c] + 5 || !failed().isEmpty(), 30'000);
        QTRY_VERIFY_WITH_TIMEOUT(umpire.written() >= rulings + 3 || !failed().isEmpty(), 30'000);
        QVERIFY2(failed().isEmpty(), qPrintable(failed()));
        QThread::msleep(random.bounded(30));
        const qint64 killedAt = clients.front()->now();
        QVERIFY2(primary.kill(), qPrintable(primary.error()));
        // Every table notices: an append refused after the kill.
        for (const auto &client : clients) {
            QTRY_VERIFY_WITH_TIMEOUT(client->lastRefusedAt() > killedAt || !failed().isEmpty(), 10'000);
            slowestNotice = qMax(slowestNotice, client->lastRefusedAt() - killedAt);
        }
        QTRY_VERIFY_WITH_TIMEOUT(umpire.lastRefusedAt() > killedAt || !failed().isEmpty(), 10'000);
        slowestNotice = qMax(slowestNotice, umpire.lastRefusedAt() - killedAt);
        QVERIFY2(standby.promote(), qPrintable(standby.error()));
        const qint64 promotedAt = clients.front()->now();
        QVERIFY2(alone(standby), qPrintable(standby.error()));
        for (const auto &client : clients) {
            QTRY_VERIFY_WITH_TIMEOUT(client->lastWrittenAt() > promotedAt || !failed().isEmpty(), 10'000);
            slowestBack = qMax(slowestBack, client->lastWrittenAt() - promotedAt);
        }
        QTRY_VERIFY_WITH_TIMEOUT(umpire.lastWrittenAt() > promotedAt || !failed().isEmpty(), 10'000);
        slowestBack = qMax(slowestBack, umpire.lastWrittenAt() - promotedAt);
        QVERIFY2(failed().isEmpty(), qPrintable(failed()));
        // A new standby where the dead primary was, synchronous again before the next kill.
        QVERIFY2(primary.copyAsStandby(standby) && primary.start(), qPrintable(primary.error()));
        QVERIFY2(synchronous(standby), "the new standby did not become synchronous");
    }
    clients.stop();
    QVERIFY2(failed().isEmpty(), qPrintable(failed()));
    qint64 appended = 0;
    int refused = 0;
    for (const auto &client : clients) {
        appended += client->written();
        refused += client->refused();
    }
    qInfo("%d failovers, 3 tables and an umpire, %lld events appended and %lld results recorded, %d appends "
          "refused while no primary took writes; every table and the umpire noticed within %lld ms of the kill "
          "and wrote to the new primary within %lld ms of the promotion",
          count, appended, qint64(umpire.written()), refused, slowestNotice, slowestBack);

    // Every battle on the last primary: its table's log, each event once, in order.
    const QString last = clusters[size_t(count % 2)].uri();
    for (size_t c = 0; c < clients.size(); ++c) {
        const QList<Event> stored = PostgresStore::open(last, tables[qsizetype(c)])->loadEvents();
        QList<QUuid> ids;
        for (qsizetype i = 0; i < stored.size(); ++i) {
            QCOMPARE(stored[i].seq, qint64(i + 1));
            ids << stored[i].id;
        }
        QCOMPARE(ids, clients[c]->sent());
    }
    // Every result: the umpire's last acknowledged ruling, or the one after it that was sent as
    // the umpire stopped (its answer never came).
    for (const RoundBattle &round : ClubTournament(last).rounds()) {
        QVERIFY2(round.result, qPrintable(round.battleName));
        const int stored = round.result->verdict.toInt();
        const int acknowledged = umpire.acknowledged(round.battleName);
        QVERIFY2(acknowledged > 0 && stored >= acknowledged && stored <= umpire.sent(round.battleName),
                 qPrintable(QStringLiteral("%1: ruling %2 stored, %3 acknowledged, %4 sent")
                                .arg(round.battleName).arg(stored).arg(acknowledged).arg(umpire.sent(round.battleName))));
    }
}

// A one-shot client (the CLI) appending while the primary is gone: with time to settle, the
// append waits for the promotion and its event is recorded once; without, it says the event may
// or may not have been recorded.
void TestClubFailover::aLostAnswerIsSettled()
{
    Cluster primary, standby;
    QString why;
    QVERIFY2(club(primary, standby, {tables.first()}, why), qPrintable(why));
    const QString server = bothHosts(primary, standby);
    std::unique_ptr<PostgresStore> store = PostgresStore::open(server, tables.first());
    store->append(eventtesting::tercioMoves(1));
    QVERIFY(primary.kill());

    // No time to settle, no primary: "may or may not", never "failed".
    try {
        store->append(eventtesting::tercioMoves(2));
        QFAIL("an append with no primary to take it returned");
    } catch (const ConnectionLostError &error) {
        QVERIFY2(error.message().contains(QStringLiteral("event 2 may or may not have been recorded")),
                 qPrintable(error.message()));
    }

    // Time to settle: the standby promoted 1.5 s later takes it, once.
    store->setSettleSeconds(20);
    const Event third = eventtesting::tercioMoves(2);
    const std::unique_ptr<QThread> promoting(QThread::create([&] {
        QThread::msleep(1500);
        if (standby.promote())
            alone(standby);
    }));
    promoting->start();
    QElapsedTimer appending;
    appending.start();
    store->append(third);
    promoting->wait();
    QVERIFY2(appending.elapsed() >= 1000, "the append returned before any primary could take it");
    const QList<Event> stored = PostgresStore::open(standby.uri(), tables.first())->loadEvents();
    QCOMPARE(stored.size(), 2);
    QCOMPARE(stored.last().id, third.id);
}

// A table as the app keeps one (core/JournaledStore: every move into its journal first, then to
// the server), through a failover: it plays on while no server takes writes, and once the standby
// is promoted the new primary holds exactly the table's log, each event once, in order.
void TestClubFailover::aTablePlaysOnThroughAFailover()
{
    Cluster primary, standby;
    QString why;
    const QUuid id = QUuid::createUuid();
    QVERIFY2(club(primary, standby, {tables.first()}, why, id), qPrintable(why));
    const QString server = bothHosts(primary, standby);
    QTemporaryDir folder;
    auto journaled = std::make_unique<JournaledStore>(
        SqliteStore::create(folder.filePath(QStringLiteral("journal.adjutant")), id),
        [server] { return PostgresStore::open(server, tables.first()); });
    JournaledStore *store = journaled.get();
    auto session = BattleSession::create(
        std::move(journaled),
        BattleFile::readScenario(QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json")));
    for (int i = 0; i < 10; ++i)
        session->record(eventtesting::moveTo(20 + i));
    QCOMPARE(store->status(), JournaledStore::Status::Online);

    QVERIFY(primary.kill());
    for (int i = 0; i < 5; ++i)
        session->record(eventtesting::moveTo(40 + i)); // the table plays on, into its journal
    QCOMPARE(store->status(), JournaledStore::Status::Offline);
    QVERIFY(store->pending() >= 5);

    QVERIFY2(standby.promote() && alone(standby), qPrintable(standby.error()));
    QCOMPARE(store->sync(), JournaledStore::Status::Online);
    QCOMPARE(store->pending(), qint64(0));
    QCOMPARE(eventtesting::idsOf(PostgresStore::open(standby.uri(), tables.first())->loadEvents()),
             eventtesting::idsOf(session->events()));
}

// `club check` (core/clubservercheck.h) on a primary and its standby named in one string: each
// host looked at, the standby caught up and synchronous; its replay paused while the primary
// writes, it is behind; a failover whose old primary comes back as a primary is two primaries.
void TestClubFailover::theCheckTellsRolesLagAndTwoPrimaries()
{
    Cluster primary, standby;
    QString why;
    QVERIFY2(club(primary, standby, {tables.first()}, why), qPrintable(why));
    const QString both = QStringLiteral("postgresql:///postgres?host=%1,%2&user=adjutant_ci&target_session_attrs=read-write")
                             .arg(primary.socketFolder(), standby.socketFolder());
    const QStringList each = adjutant::core::servers(both);
    QCOMPARE(each.size(), 2);
    QVERIFY2(!each.first().contains(QStringLiteral("target_session_attrs")), qPrintable(each.first()));
    const auto look = [&] {
        QList<ClubServerState> states;
        for (const QString &server : each)
            states << clubServerState(server);
        return states;
    };
    QList<ClubServerState> states = look();
    QVERIFY2(states[0].error.isEmpty() && states[1].error.isEmpty(), qPrintable(states[0].error + states[1].error));
    QVERIFY(!states[0].standby);
    QVERIFY(states[1].standby);
    QCOMPARE(states[0].schema, states[1].schema);
    QVERIFY(states[0].schema > 0);
    QCOMPARE(states[0].policies, states[1].policies);
    QCOMPARE(states[0].standbys.size(), 1);
    QCOMPARE(states[0].standbys.first().sync, QStringLiteral("sync"));
    QTRY_VERIFY_WITH_TIMEOUT((states = look())[1].caughtUp, 10'000);
    QCOMPARE(clubServerProblems(states), QStringList());
    // Not synchronous: said, as what it risks.
    QVERIFY(primary.psql(QStringLiteral("ALTER SYSTEM SET synchronous_standby_names = ''"))
            && primary.psql(QStringLiteral("SELECT pg_reload_conf()")));
    QTRY_VERIFY_WITH_TIMEOUT(clubServerProblems(look()).join(u'\n').contains(QStringLiteral("no standby is synchronous")),
                             10'000);
    QVERIFY2(synchronous(primary), "the standby did not become synchronous again");

    // Its replay paused (the WAL still received, so synchronous commits go on): behind.
    QVERIFY2(standby.psql(QStringLiteral("SELECT pg_wal_replay_pause()")), qPrintable(standby.error()));
    PostgresStore::open(primary.uri(), tables.first())->append(eventtesting::tercioMoves(1));
    QThread::msleep(300);
    states = look();
    QVERIFY(!states[1].caughtUp);
    QVERIFY2(states[1].replayLagSeconds >= 0.2, qPrintable(QString::number(states[1].replayLagSeconds)));
    QVERIFY2(clubServerProblems(states).join(u'\n').contains(QStringLiteral("s behind its primary")),
             qPrintable(clubServerProblems(states).join(u'\n')));
    QVERIFY(standby.psql(QStringLiteral("SELECT pg_wal_replay_resume()")));

    // A failover, and the old primary started again as it was: two primaries, said.
    QVERIFY(primary.kill());
    QVERIFY2(standby.promote() && alone(standby), qPrintable(standby.error()));
    QVERIFY2(primary.start(), qPrintable(primary.error()));
    const QStringList problems = clubServerProblems(look());
    QVERIFY2(problems.join(u'\n').contains(QStringLiteral("more than one primary")), qPrintable(problems.join(u'\n')));
    // One gone: named, with libpq's reason.
    QVERIFY(primary.kill());
    const QList<ClubServerState> one = look();
    QVERIFY2(one[0].error.contains(QStringLiteral("cannot connect")), qPrintable(one[0].error));
    QCOMPARE(clubServerProblems(one).first(), one[0].error);
}

QTEST_GUILESS_MAIN(TestClubFailover)
#include "tst_clubfailover.moc"
