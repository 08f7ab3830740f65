// SPDX-License-Identifier: GPL-3.0-or-later
// The table while dragging (issue 5): one base dragged across a table of 300 bases with contact
// and overlap highlighting and snapping on, 600 mouse moves, each timed from the event to the
// repainted view (offscreen platform). Reports the median and 95th percentile per move.
// BM_DragOneBaseAcross300/overlays:1 drags with every measuring overlay of the dragged battle
// group on and the inspector showing its facts: each move is timed until the facts it asked for
// are measured and shown (the event loop runs until the overlays have answered), then repainted.
// Run: build/benchmarks/bench_tabledrag (ADJUTANT_BENCH_MOVES=n: n moves a drag instead of 600;
// ADJUTANT_BENCH_DUMP=1: every move's times on stderr)
#include "app/gui/document/battledocument.h"
#include "app/gui/docks/inspectordock.h"
#include "app/gui/table/measureoverlays.h"
#include "rulesets/measurebattle.h"
#include "rulesets/tablerules.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/scenarioreader.h"

#include "offscreenmain.h"

#include <QApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMouseEvent>
#include <QTemporaryDir>

#include "dragbench.h"

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <memory>
#include <vector>

using namespace adjutant;

namespace {

// Counts the repaints of a widget.
class PaintCounter : public QObject
{
public:
    int paints = 0;
    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Paint)
            ++paints;
        return false;
    }
};

// 30 battle groups of 10 bases (5 files, 2 ranks), 6 across and 5 deep, on a 72 x 48 MU table;
// the two sides face each other across the middle.
QByteArray battleOf300Bases()
{
    QJsonArray units;
    for (int row = 0; row < 5; ++row) {
        for (int col = 0; col < 6; ++col) {
            const bool sideA = row < 3;
            QJsonArray bases;
            for (int file = 0; file < 5; ++file) {
                for (int rank = 0; rank < 2; ++rank) {
                    const double y = 4.0 + row * 9.0 + (sideA ? -rank * 0.8 : rank * 0.8);
                    bases.append(
                        QJsonObject{{"id", QStringLiteral("f%1r%2").arg(file + 1).arg(rank + 1)},
                                    {"x", 2.8 + col * 12.0 + file * 1.6},
                                    {"y", y + 1.0},
                                    {"facing", sideA ? 0 : 180},
                                    {"width", 1.6},
                                    {"depth", 0.8}});
                }
            }
            units.append(QJsonObject{{"id", QStringLiteral("u%1").arg(row * 6 + col)},
                                     {"side", sideA ? "a" : "b"},
                                     {"name", QStringLiteral("Battle group %1").arg(row * 6 + col)},
                                     {"troopType", "Heavy Foot"},
                                     {"strength", QJsonObject{{"original", 10}}},
                                     {"state", QJsonObject{{"cohesion", "Steady"}}},
                                     {"bases", bases}});
        }
    }
    const QJsonObject scenario{
        {"format", "adjutant-scenario"},
        {"version", 1},
        {"name", "300 bases"},
        {"ruleset", "fogr"},
        {"table", QJsonObject{{"unit", "MU"}, {"muMillimetres", 25}, {"width", 72}, {"depth", 48}}},
        {"sides", QJsonArray{QJsonObject{{"id", "a"}}, QJsonObject{{"id", "b"}}}},
        {"units", units}};
    return QJsonDocument(scenario).toJson();
}

void BM_DragOneBaseAcross300(benchmark::State &state)
{
    QTemporaryDir dir;
    const core::Battle battle =
        core::ScenarioReader::readDocument(battleOf300Bases(), QStringLiteral("bench"));
    app::BattleDocument document(
        core::BattleFile::create(dir.filePath(QStringLiteral("bench.adjutant")), battle),
        dir.filePath(QStringLiteral("bench.adjutant")));
    app::TableScene scene;
    app::TableView view(&scene);
    view.resize(1280, 860);
    view.show();
    scene.setDocument(&document);
    view.fitTable();
    // Every overlay of the selected battle group, and the inspector listing its facts.
    const bool overlaysOn = state.range(0) != 0;
    std::unique_ptr<dragbench::Measuring> measuring;
    if (overlaysOn)
        measuring = std::make_unique<dragbench::Measuring>(&scene, document);
    QCoreApplication::processEvents();
    QWidget *port = view.viewport();
    PaintCounter painted;
    port->installEventFilter(&painted);
    const app::TableFrame &frame = scene.frame();
    auto at = [&](double x, double y) {
        return view.mapFromScene(frame.toScene({x * 25.0, y * 25.0}));
    };

    const int moves = dragbench::movesPerDrag(600);
    // ADJUTANT_BENCH_DUMP=1: each move's time, measuring and refresh on stderr, to see which
    // moves are the slow ones.
    const bool dump = qEnvironmentVariableIntValue("ADJUTANT_BENCH_DUMP") != 0;
    std::vector<double> times;
    std::vector<double> refreshes; // the overlays' own account: measuring and drawing
    std::vector<double> measures;  // measuring alone
    int drag = 0;
    for (auto _ : state) {
        // A base of the first group, dragged on a long diagonal across the table and back
        // over every row of battle groups.
        const QPoint from = at(2.8, 5.0);
        QMouseEvent press(QEvent::MouseButtonPress, from, port->mapToGlobal(from), Qt::LeftButton,
                          Qt::LeftButton, Qt::AltModifier);
        QApplication::sendEvent(port, &press);
        QCoreApplication::processEvents();
        for (int i = 1; i <= moves; ++i) {
            const double t = double(i) / moves;
            const double x = 2.8 + 66.0 * t;
            const double y = 5.0 + 38.0 * (t < 0.5 ? 2 * t : 2 - 2 * t) + (drag % 2) * 0.3;
            const QPoint p = at(x, y);
            const auto start = std::chrono::steady_clock::now();
            QMouseEvent move(QEvent::MouseMove, p, port->mapToGlobal(p), Qt::NoButton,
                             Qt::LeftButton, Qt::AltModifier);
            const int before = measuring ? measuring->answers : 0;
            QApplication::sendEvent(port, &move);
            QCoreApplication::processEvents(); // the repaint the move asked for
            if (overlaysOn) {
                // The facts the move asked for, as the event loop answers them, and their repaint.
                for (int turn = 0; measuring->answers == before && turn < 100; ++turn)
                    QCoreApplication::processEvents();
                QCoreApplication::processEvents();
                refreshes.push_back(double(measuring->overlays->lastRefreshMicroseconds()) / 1000.0);
                measures.push_back(double(measuring->overlays->lastMeasureMicroseconds()) / 1000.0);
            }
            times.push_back(
                std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start)
                    .count());
            if (dump)
                std::fprintf(stderr, "move %d %.3f %.3f %.3f\n", i, times.back(),
                             overlaysOn ? measures.back() : 0.0,
                             overlaysOn ? refreshes.back() : 0.0);
        }
        // Let go where it started: the battle stays as it was for the next round.
        QMouseEvent release(QEvent::MouseButtonRelease, from, port->mapToGlobal(from),
                            Qt::LeftButton, Qt::NoButton, Qt::AltModifier);
        QMouseEvent back(QEvent::MouseMove, from, port->mapToGlobal(from), Qt::NoButton,
                         Qt::LeftButton, Qt::AltModifier);
        QApplication::sendEvent(port, &back);
        QApplication::sendEvent(port, &release);
        QCoreApplication::processEvents();
        ++drag;
    }
    state.counters["bases"] = double(scene.contacts().footprints().size());
    state.counters["moves"] = double(times.size());
    state.counters["paints"] = double(painted.paints);
    state.counters["median_ms"] = dragbench::percentile(times, 0.5);
    state.counters["p95_ms"] = dragbench::percentile(times, 0.95);
    state.counters["max_ms"] = dragbench::percentile(times, 1.0);
    if (overlaysOn) {
        state.counters["answers"] = double(measuring->answers);
        state.counters["refresh_median_ms"] = dragbench::percentile(refreshes, 0.5);
        state.counters["measure_median_ms"] = dragbench::percentile(measures, 0.5);
        state.counters["enemies"] =
            double(measuring->overlays->facts().value(QStringLiteral("enemies")).toArray().size());
    }
}
// Without overlays: 5 drags. With every overlay and the inspector: 1 drag of 600 moves.
BENCHMARK(BM_DragOneBaseAcross300)->ArgName("overlays")->Arg(0)->Unit(benchmark::kMillisecond)->Iterations(5);
BENCHMARK(BM_DragOneBaseAcross300)->ArgName("overlays")->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace

int main(int argc, char **argv)
{
    return offscreenBenchmarkMain(argc, argv);
}
