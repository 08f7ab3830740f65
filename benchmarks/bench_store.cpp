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

#include "longbattle.h"

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

constexpr int logLength = 10000;

QTemporaryDir &workDir()
{
    static QTemporaryDir dir(QDir::currentPath() + QStringLiteral("/bench-store-XXXXXX"));
    return dir;
}

// A battle file holding the demo and then `length` - 1 moves, made once.
const QString &longLog(int length = logLength)
{
    static std::map<int, QString> made;
    QString &path = made[length];
    if (path.isEmpty()) {
        path = workDir().filePath(QStringLiteral("long-%1.adjutant").arg(length));
        longbattle::write(path, length - 1);
    }
    return path;
}

void durableAppend(benchmark::State &state)
{
    const QString file = workDir().filePath(QStringLiteral("append-%1.adjutant").arg(state.iterations()));
    QFile::remove(file);
    auto session = BattleFile::create(file, BattleFile::readScenario(longbattle::demoPath));
    std::vector<double> ms;
    int i = 0;
    for (auto _ : state) {
        QElapsedTimer timer;
        timer.start();
        session->record(longbattle::moveChange(++i));
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
