// SPDX-License-Identifier: GPL-3.0-or-later
// The club server's store (PostgresStore) on a local PostgreSQL: one durable append as a table
// makes it, 50 tables appending at once, a catch-up of 1,000 events, and a big tournament's
// standings (ClubTournament). Needs
// ADJUTANT_TEST_POSTGRES (a URI whose login may create databases; docs/club.md, Tests), e.g.
//   source .ci/pgcluster && pgcluster_start && build/benchmarks/bench_club; pgcluster_stop
// The /replicated/ ones (issue 33) run on a primary and a hot standby of their own
// (tests/core/testcluster.h, Unix sockets on this machine): 50, 200 and 500 tables at one event a
// second each, and a table back after ten minutes cut off sending its 600 events, with
// synchronous replication on (1) and off (0): --benchmark_filter=/replicated/
#include "core/clubtournament.h"
#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"
#include "tests/core/testcluster.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QUrl>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <memory>
#include <mutex>
#include <vector>

using namespace adjutant::core;

namespace {

QString server()
{
    static const QString uri = [] {
        const QString admin = qEnvironmentVariable("ADJUTANT_TEST_POSTGRES");
        if (admin.isEmpty())
            qFatal("bench_club: set ADJUTANT_TEST_POSTGRES to a postgresql:// URI (docs/club.md, Tests)");
        const QString name = QStringLiteral("adjutant_bench_%1").arg(QCoreApplication::applicationPid());
        {
            PgConnection connection(admin);
            QSqlQuery(connection.db()).exec(QStringLiteral("CREATE DATABASE %1").arg(name));
        }
        QUrl url(admin);
        url.setPath(QLatin1Char('/') + name);
        PostgresStore::initialize(url.toString());
        return url.toString();
    }();
    return uri;
}

Event eventAt(qint64 seq)
{
    Event event;
    event.seq = seq;
    event.id = QUuid::createUuid();
    event.time = QDateTime::currentDateTimeUtc();
    event.type = QStringLiteral("base.moved");
    event.payload = {{QStringLiteral("unit"), QStringLiteral("tercio")},
                     {QStringLiteral("id"), QStringLiteral("f1r1")},
                     {QStringLiteral("x"), 10.5 + double(seq % 40)},
                     {QStringLiteral("y"), 20.25},
                     {QStringLiteral("facing"), 90}};
    event.description = QStringLiteral("Tercio (front rank 1) moves to 10.5, 20.25");
    return event;
}

// A primary and its hot standby, made once for the /replicated/ runs.
struct Replicated
{
    testcluster::Cluster primary;
    testcluster::Cluster standby;
};

std::unique_ptr<Replicated> gReplicated; // stopped by main(), while the application lives

Replicated &replicated()
{
    if (!gReplicated) {
        gReplicated = std::make_unique<Replicated>();
        Replicated &made = *gReplicated;
        const QStringList settings{QStringLiteral("max_connections=600")};
        if (!made.primary.init() || !made.primary.start(settings) || !made.standby.copyAsStandby(made.primary)
            || !made.standby.start(settings))
            qFatal("bench_club: %s", qPrintable(made.primary.error() + made.standby.error()));
        PostgresStore::initialize(made.primary.uri());
    }
    return *gReplicated;
}

// Synchronous replication on or off, and the standby streaming as asked before the run.
void synchronous(bool on)
{
    testcluster::Cluster &primary = replicated().primary;
    primary.psql(QStringLiteral("ALTER SYSTEM SET synchronous_standby_names = '%1'").arg(on ? QStringLiteral("*") : QString()));
    primary.psql(QStringLiteral("SELECT pg_reload_conf()"));
    QString state;
    for (int i = 0; i < 1000; ++i) {
        if (primary.psql(QStringLiteral("SELECT sync_state FROM pg_stat_replication"), &state)
            && state == (on ? QLatin1String("sync") : QLatin1String("async")))
            return;
        QThread::msleep(20);
    }
    qFatal("bench_club: the standby is not %s", on ? "synchronous" : "asynchronous");
}

void percentiles(benchmark::State &state, std::vector<double> ms)
{
    std::sort(ms.begin(), ms.end());
    state.counters["p50_ms"] = ms[ms.size() / 2];
    state.counters["p99_ms"] = ms[ms.size() * 99 / 100];
    state.counters["max_ms"] = ms.back();
}

// One table's append: the INSERT with its seq check, committed, NOTIFY sent.
void clubAppend(benchmark::State &state)
{
    auto store = PostgresStore::create(server(), QUuid::createUuid(),
                                       QStringLiteral("append %1").arg(QUuid::createUuid().toString()));
    std::vector<double> ms;
    qint64 seq = 0;
    for (auto _ : state) {
        const Event event = eventAt(++seq);
        QElapsedTimer timer;
        timer.start();
        store->append(event);
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    percentiles(state, ms);
}
BENCHMARK(clubAppend)->Iterations(2000)->Unit(benchmark::kMillisecond);

// `tables` tables on `server`, each appending one event a second for a minute (a busy club
// night: a table records an event every few seconds at most), each at its own moment within the
// second; every append's time.
void tablesAppending(benchmark::State &state, const QString &server, int tables)
{
    constexpr int eachAppends = 60;
    std::vector<double> ms;
    std::mutex lock;
    for (auto _ : state) {
        std::vector<std::unique_ptr<QThread>> threads;
        for (int t = 0; t < tables; ++t) {
            threads.emplace_back(QThread::create([&, t] {
                auto store = PostgresStore::create(server, QUuid::createUuid(),
                                                   QStringLiteral("table %1 run %2").arg(t).arg(QUuid::createUuid().toString()));
                std::vector<double> mine;
                QElapsedTimer clock;
                clock.start();
                for (qint64 seq = 1; seq <= eachAppends; ++seq) {
                    const qint64 due = (seq - 1) * 1000 + t * 1000 / tables;
                    if (clock.elapsed() < due)
                        QThread::msleep(quint64(due - clock.elapsed()));
                    const Event event = eventAt(seq);
                    QElapsedTimer timer;
                    timer.start();
                    store->append(event);
                    mine.push_back(double(timer.nsecsElapsed()) / 1e6);
                }
                std::lock_guard guard(lock);
                ms.insert(ms.end(), mine.begin(), mine.end());
            }));
            threads.back()->start();
        }
        for (auto &thread : threads)
            thread->wait();
    }
    percentiles(state, ms);
}

void fiftyTables(benchmark::State &state)
{
    tablesAppending(state, server(), 50);
}
BENCHMARK(fiftyTables)->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();

// The same on a primary with a hot standby: range(0) tables, synchronous replication range(1).
void replicatedTables(benchmark::State &state)
{
    synchronous(state.range(1) != 0);
    tablesAppending(state, replicated().primary.uri(), int(state.range(0)));
}
BENCHMARK(replicatedTables)
    ->ArgNames({"tables", "sync"})
    ->ArgsProduct({{50, 200, 500}, {1, 0}})
    ->Iterations(1)
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

// A table back after ten minutes cut off, one event a second: its 600 events sent one after the
// other, as its journal sends them (core/serversync.h), while nothing else writes.
void replicatedCatchUpAfterTenMinutes(benchmark::State &state)
{
    synchronous(state.range(0) != 0);
    std::vector<double> ms;
    for (auto _ : state) {
        auto store = PostgresStore::create(replicated().primary.uri(), QUuid::createUuid(),
                                           QStringLiteral("cut %1").arg(QUuid::createUuid().toString()));
        QElapsedTimer timer;
        timer.start();
        for (qint64 seq = 1; seq <= 600; ++seq)
            store->append(eventAt(seq));
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    percentiles(state, ms);
}
BENCHMARK(replicatedCatchUpAfterTenMinutes)->ArgName("sync")->Arg(1)->Arg(0)->Iterations(5)->Unit(benchmark::kMillisecond);

// A laptop back after a cut reads what it missed: 1,000 events.
void catchUpThousand(benchmark::State &state)
{
    const QString name = QStringLiteral("catch-up %1").arg(QUuid::createUuid().toString());
    auto store = PostgresStore::create(server(), QUuid::createUuid(), name);
    for (qint64 seq = 1; seq <= 1000; ++seq)
        store->append(eventAt(seq));
    auto reader = PostgresStore::open(server(), name);
    for (auto _ : state)
        benchmark::DoNotOptimize(reader->eventsAfter(0).size());
}
BENCHMARK(catchUpThousand)->Unit(benchmark::kMillisecond);

// The standings of 200 players after 10 rounds of 100 battles, every result in, with every
// tie-break: what a standings window asks whenever a result comes in.
void standingsOfABigTournament(benchmark::State &state)
{
    {
        PgConnection owner(server());
        const QStringList setup{
            QStringLiteral("INSERT INTO battles (id, name, event) SELECT gen_random_uuid(), 'cup ' || r || '-' || t, "
                           "'Big cup' FROM generate_series(1, 10) r, generate_series(1, 100) t"),
            QStringLiteral("INSERT INTO rounds (event, number) SELECT 'Big cup', r FROM generate_series(1, 10) r"),
            // Two players a battle out of 200, a different pairing each round.
            QStringLiteral("INSERT INTO round_battles (battle, event, round, side1, player1, side2, player2) "
                           "SELECT id, event, r, 'a', 'p' || ((2 * t + 7 * r) % 200), 'b', "
                           "'p' || ((2 * t + 1 + 13 * r) % 200) FROM (SELECT id, event, "
                           "split_part(substr(name, 5), '-', 1)::int AS r, split_part(name, '-', 2)::int AS t "
                           "FROM battles WHERE event = 'Big cup') b WHERE (2 * t + 7 * r) % 200 <> (2 * t + 1 + 13 * r) % 200"),
            QStringLiteral("INSERT INTO tournaments VALUES ('Big cup', '{head-to-head,margin,wins}')"),
            QStringLiteral("INSERT INTO scoring VALUES ('Big cup', 'Major Victory', 8, 2), "
                           "('Big cup', 'Marginal Victory', 6, 4), ('Big cup', 'Draw', 5, 5)"),
            QStringLiteral("INSERT INTO results (battle, event, level, winner, score1, score2, by_hand) "
                           "SELECT battle, event, (ARRAY['Major Victory', 'Marginal Victory', 'Draw'])"
                           "[1 + abs(hashtext(battle::text)) % 3], CASE WHEN abs(hashtext(battle::text)) % 3 = 2 "
                           "THEN NULL ELSE 1 + abs(hashtext(player1)) % 2 END, abs(hashtext(player1)) % 10, "
                           "abs(hashtext(player2)) % 10, true FROM round_battles WHERE event = 'Big cup'"),
            QStringLiteral("ANALYZE")};
        // Fixed statements, run as they are (ANALYZE cannot be prepared).
        for (const QString &sql : setup) {
            QSqlQuery query(owner.db());
            if (!query.exec(sql))
                qFatal("bench_club: %s", qPrintable(query.lastError().text()));
        }
    }
    ClubTournament club(server());
    std::vector<double> ms;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        benchmark::DoNotOptimize(club.standings(QStringLiteral("Big cup")).size());
        ms.push_back(double(timer.nsecsElapsed()) / 1e6);
    }
    state.counters["players"] = double(club.standings(QStringLiteral("Big cup")).size());
    percentiles(state, ms);
}
BENCHMARK(standingsOfABigTournament)->Iterations(50)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    gReplicated.reset();
    const QString uri = server();
    const QString name = QUrl(uri).path().mid(1);
    PgConnection admin(qEnvironmentVariable("ADJUTANT_TEST_POSTGRES"));
    QSqlQuery(admin.db()).exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name));
    return 0;
}
