// SPDX-License-Identifier: GPL-3.0-or-later
// A counter dragged across a Nieuport 1600 hex map in the desktop app (issue 17): a 40 x 30 map
// with 120 units (60 a side), a cavalry counter dragged hex by hex across the open middle and
// back, each hex asking the rule set for the move's plan (TableRules::planHexMove) and drawing
// its way and cost. Each move is timed from the mouse event to the repainted view (offscreen
// platform); with overlays:1 every overlay of the unit is on and the inspector shows its facts,
// and the move is timed until they are measured and shown. The players expect 60 Hz: 16.7 ms.
// Run: build/benchmarks/bench_hexdrag (ADJUTANT_BENCH_MOVES=n: n moves a drag instead of 400)
#include "app/gui/docks/inspectordock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/table/measureoverlays.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/scenarioreader.h"
#include "geometry/hexlayout.h"
#include "rulesets/measurebattle.h"
#include "rulesets/tablerules.h"

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
#include <memory>
#include <vector>

using namespace adjutant;

namespace {

// Two lines of 60 foot each, the Dutch in columns 3 and 5 facing east, the Spanish in 35 and 37
// facing west, one Dutch horse in 0916 to drag, dunes scattered in the middle.
QByteArray mapOf120Units()
{
    QJsonArray units;
    auto unit = [&](const QString &id, const char *side, const char *type, int column, int row,
                    int facing) {
        units.append(QJsonObject{
            {"id", id},
            {"side", side},
            {"troopType", type},
            {"strength", QJsonObject{{"original", 1}}},
            {"properties", QJsonObject{{"movement", 12}}},
            {"bases", QJsonArray{QJsonObject{
                          {"id", id + QStringLiteral("b")}, {"column", column}, {"row", row}, {"facing", facing}}}}});
    };
    for (int row = 0; row < 30; ++row) {
        for (const int column : {2, 4})
            unit(QStringLiteral("d%1c%2").arg(row).arg(column), "dutch", "N", column, row, 1);
        for (const int column : {34, 36})
            unit(QStringLiteral("s%1c%2").arg(row).arg(column), "spain", "T", column, row, 4);
    }
    unit(QStringLiteral("horse"), "dutch", "C", 8, 15, 1);
    QJsonArray dunes;
    for (int i = 0; i < 40; ++i)
        dunes.append(QJsonObject{{"column", 12 + (i * 7) % 18}, {"row", (i * 11) % 30}});
    const QJsonObject scenario{
        {"format", "adjutant-scenario"},
        {"version", 1},
        {"name", "120 units on 40 x 30 hexes"},
        {"ruleset", "nieuport1600"},
        {"table", QJsonObject{{"unit", "hex"}, {"columns", 40}, {"rows", 30}}},
        {"sides", QJsonArray{QJsonObject{{"id", "dutch"}}, QJsonObject{{"id", "spain"}}}},
        {"terrain", QJsonArray{QJsonObject{{"id", "dunes"}, {"type", "Dunes"}, {"hexes", dunes}}}},
        {"units", units}};
    return QJsonDocument(scenario).toJson();
}

void BM_DragACounterAcrossAHexMap(benchmark::State &state)
{
    QTemporaryDir dir;
    const core::Battle battle =
        core::ScenarioReader::readDocument(mapOf120Units(), QStringLiteral("bench"));
    app::BattleDocument document(
        core::BattleFile::create(dir.filePath(QStringLiteral("bench.adjutant")), battle),
        dir.filePath(QStringLiteral("bench.adjutant")));
    app::TableScene scene;
    app::TableView view(&scene);
    view.resize(1280, 860);
    view.show();
    scene.setDocument(&document);
    view.fitTable();
    const bool overlaysOn = state.range(0) != 0;
    std::unique_ptr<dragbench::Measuring> measuring;
    if (overlaysOn)
        measuring = std::make_unique<dragbench::Measuring>(&scene, document);
    QCoreApplication::processEvents();
    QWidget *port = view.viewport();
    const app::TableFrame &frame = scene.frame();
    auto at = [&](double column, double row) {
        // Between hex centres too: the pointer crosses hexsides as a hand does.
        const geometry::Point a = frame.hexLayout()->centre({int(column), int(row)});
        return view.mapFromScene(frame.toScene(a));
    };
    const int moves = dragbench::movesPerDrag(400);
    std::vector<double> times;
    std::vector<double> plans;
    for (auto _ : state) {
        const QPoint from = at(8, 15);
        QMouseEvent press(QEvent::MouseButtonPress, from, port->mapToGlobal(from), Qt::LeftButton,
                          Qt::LeftButton, {});
        QApplication::sendEvent(port, &press);
        QCoreApplication::processEvents();
        for (int i = 1; i <= moves; ++i) {
            // Out to 3005 and back along another row, past the dunes.
            const double t = double(i) / moves;
            const double there = t < 0.5 ? 2 * t : 2 - 2 * t;
            const QPoint p = at(8 + 22 * there, 15 - 10 * there + (t < 0.5 ? 0 : 3 * there));
            const auto start = std::chrono::steady_clock::now();
            QMouseEvent move(QEvent::MouseMove, p, port->mapToGlobal(p), Qt::NoButton,
                             Qt::LeftButton, {});
            const int before = measuring ? measuring->answers : 0;
            QApplication::sendEvent(port, &move);
            QCoreApplication::processEvents();
            if (overlaysOn) {
                for (int turn = 0; measuring->answers == before && turn < 100; ++turn)
                    QCoreApplication::processEvents();
                QCoreApplication::processEvents();
            }
            times.push_back(std::chrono::duration<double, std::milli>(
                                std::chrono::steady_clock::now() - start)
                                .count());
            if (scene.hexPlan())
                plans.push_back(1);
        }
        QMouseEvent back(QEvent::MouseMove, from, port->mapToGlobal(from), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(port, &back);
        // Escape: the drag ends with nothing recorded, the map as it was for the next round.
        QKeyEvent escape(QEvent::KeyPress, Qt::Key_Escape, Qt::NoModifier);
        QApplication::sendEvent(&scene, &escape);
        QMouseEvent release(QEvent::MouseButtonRelease, from, port->mapToGlobal(from),
                            Qt::LeftButton, Qt::NoButton, {});
        QApplication::sendEvent(port, &release);
        QCoreApplication::processEvents();
    }
    state.counters["units"] = double(document.battle().units.size());
    state.counters["moves"] = double(times.size());
    state.counters["planned"] = double(plans.size());
    state.counters["median_ms"] = dragbench::percentile(times, 0.5);
    state.counters["p95_ms"] = dragbench::percentile(times, 0.95);
    state.counters["max_ms"] = dragbench::percentile(times, 1.0);
}
BENCHMARK(BM_DragACounterAcrossAHexMap)->ArgName("overlays")->Arg(0)->Unit(benchmark::kMillisecond)->Iterations(3);
BENCHMARK(BM_DragACounterAcrossAHexMap)->ArgName("overlays")->Arg(1)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace

int main(int argc, char **argv)
{
    return offscreenBenchmarkMain(argc, argv);
}
