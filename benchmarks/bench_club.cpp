// The club server's store (PostgresStore) on a local PostgreSQL: one durable append as a table
// makes it, 50 tables appending at once, and a catch-up of 1,000 events. Needs
// ADJUTANT_TEST_POSTGRES (a URI whose login may create databases; docs/club.md, Tests), e.g.
//   source .ci/pgcluster && pgcluster_start && build/benchmarks/bench_club; pgcluster_stop
#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QSqlQuery>
#include <QThread>
#include <QUrl>

#include <benchmark/benchmark.h>

#include <algorithm>
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

// 50 tables, each appending one event a second for a minute (a busy club night: a table
// records an event every few seconds at most), each at its own moment within the second.
void fiftyTables(benchmark::State &state)
{
    constexpr int tables = 50;
    constexpr int eachAppends = 60;
    std::vector<double> ms;
    std::mutex lock;
    for (auto _ : state) {
        std::vector<std::unique_ptr<QThread>> threads;
        for (int t = 0; t < tables; ++t) {
            threads.emplace_back(QThread::create([&, t] {
                auto store = PostgresStore::create(server(), QUuid::createUuid(),
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
BENCHMARK(fiftyTables)->Iterations(1)->Unit(benchmark::kMillisecond)->UseRealTime();

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

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    const QString uri = server();
    const QString name = QUrl(uri).path().mid(1);
    PgConnection admin(qEnvironmentVariable("ADJUTANT_TEST_POSTGRES"));
    QSqlQuery(admin.db()).exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name));
    return 0;
}
