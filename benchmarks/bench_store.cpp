// SPDX-License-Identifier: GPL-3.0-or-later
// Benchmarks of the embedded store (docs/benchmarks.md): durable appends, and reopening and
// replaying a log of 10,000 events. Run: build/benchmarks/bench_store [--benchmark_filter=...]
// The battle files are written under the current directory, so that fsync hits a real disk.
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/gamestore.h"
#include "core/memorystore.h"
#include "core/sqlitestore.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <map>
#include <memory>
#include <vector>

using namespace adjutant::core;

namespace {

const QString demoPath = QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");
constexpr int logLength = 10000;

QTemporaryDir &workDir()
{
    static QTemporaryDir dir(QDir::currentPath() + QStringLiteral("/bench-store-XXXXXX"));
    return dir;
}

Change moveChange(int i)
{
    return Change{QStringLiteral("base.moved"),
                  {{QStringLiteral("unit"), QStringLiteral("dutch1")},
                   {QStringLiteral("id"), QStringLiteral("f1r1")},
                   {QStringLiteral("x"), 30.0 + (i % 100) * 0.1},
                   {QStringLiteral("y"), 30.0}}};
}

// A battle file holding the demo and then `length` - 1 moves, made once: recorded in memory and
// saved as a copy, which writes the same events as recording them in the file one by one would.
const QString &longLog(int length = logLength)
{
    static std::map<int, QString> made;
    QString &path = made[length];
    if (path.isEmpty()) {
        auto session = BattleSession::create(std::make_unique<MemoryStore>(), BattleFile::readScenario(demoPath));
        for (int i = 1; i < length; ++i)
            session->record(moveChange(i));
        path = workDir().filePath(QStringLiteral("long-%1.adjutant").arg(length));
        BattleFile::saveCopy(*session, path);
    }
    return path;
}

void durableAppend(benchmark::State &state)
{
    const QString file = workDir().filePath(QStringLiteral("append-%1.adjutant").arg(state.iterations()));
    QFile::remove(file);
    auto session = BattleFile::create(file, BattleFile::readScenario(demoPath));
    std::vector<double> ms;
    int i = 0;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        session->record(moveChange(++i));
        ms.push_back(timer.nsecsElapsed() / 1e6);
    }
    std::sort(ms.begin(), ms.end());
    state.counters["median_ms"] = ms[ms.size() / 2];
    state.counters["p95_ms"] = ms[ms.size() * 95 / 100];
    state.counters["max_ms"] = ms.back();
}
BENCHMARK(durableAppend)->Iterations(logLength)->Unit(benchmark::kMillisecond);

// Opening a battle file as the app and the CLI do: its checks, reading the log and replaying it.
// Closing the session opened before (destroying its events) is not timed.
void reopenAndReplay(benchmark::State &state)
{
    const QString &file = longLog(int(state.range(0)));
    std::unique_ptr<BattleSession> session;
    for (auto _ : state) {
        session = BattleFile::open(file);
        benchmark::DoNotOptimize(session->battle().units.size());
        state.PauseTiming();
        session.reset();
        state.ResumeTiming();
    }
    state.counters["events"] = double(state.range(0));
}
BENCHMARK(reopenAndReplay)->Arg(logLength)->Arg(100000)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void replayOnly(benchmark::State &state)
{
    const QList<Event> events = SqliteStore::open(longLog())->loadEvents();
    for (auto _ : state) {
        auto session = BattleSession::open(std::make_unique<MemoryStore>(events));
        benchmark::DoNotOptimize(session->battle().units.size());
    }
    state.counters["events"] = double(events.size());
}
BENCHMARK(replayOnly)->Unit(benchmark::kMillisecond)->MinTime(2.0);

void loadOnly(benchmark::State &state)
{
    auto store = SqliteStore::open(longLog());
    for (auto _ : state)
        benchmark::DoNotOptimize(store->loadEvents().size());
}
BENCHMARK(loadOnly)->Unit(benchmark::kMillisecond)->MinTime(2.0);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
