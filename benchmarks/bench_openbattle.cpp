// SPDX-License-Identifier: GPL-3.0-or-later
// Opening a long battle in the app (docs/benchmarks.md): MainWindow::openFile on a file of the
// FoGR demo and 10,000 or 100,000 moves, until the window has painted it whole (offscreen
// platform): the file's checks, reading and replaying the log, the table, the docks and the log's
// model, and the first paint. Each time in a new window with nothing open, as the app starts.
// Run: build/benchmarks/bench_openbattle
#include "app/gui/mainwindow.h"

#include "longbattle.h"
#include "offscreenmain.h"

#include <QApplication>
#include <QDir>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <map>
#include <memory>

using namespace adjutant;

namespace {

QTemporaryDir &workDir()
{
    static QTemporaryDir dir(QDir::currentPath() + QStringLiteral("/bench-openbattle-XXXXXX"));
    return dir;
}

// The demo and `moves` moves of one base in a battle file, made once.
const QString &longBattle(int moves)
{
    static std::map<int, QString> made;
    QString &path = made[moves];
    if (path.isEmpty()) {
        path = workDir().filePath(QStringLiteral("long-%1.adjutant").arg(moves));
        longbattle::write(path, moves);
    }
    return path;
}

void openBattle(benchmark::State &state)
{
    const QString &path = longBattle(int(state.range(0)));
    for (auto _ : state) {
        // A window as the app starts with, shown with nothing open; made and closed untimed.
        state.PauseTiming();
        auto window = std::make_unique<app::MainWindow>();
        window->resize(1366, 768);
        window->show();
        QApplication::processEvents();
        state.ResumeTiming();
        if (!window->openFile(path))
            state.SkipWithError("the battle did not open");
        window->repaint(); // the first paint, now rather than at the next turn of the event loop
        state.PauseTiming();
        window.reset();
        QApplication::processEvents();
        state.ResumeTiming();
    }
    state.counters["events"] = double(state.range(0) + 1);
}
BENCHMARK(openBattle)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->MinTime(2.0);

} // namespace

int main(int argc, char **argv)
{
    return offscreenBenchmarkMain(argc, argv);
}
