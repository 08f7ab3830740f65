// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-table measuring (docs/benchmarks.md): rulesets::measureBattle, what adjutant-cli measure
// answers, on generated FoGR tables as dense as a real one, for every unit its enemies within
// 12 MU (the CLI's default) with FoGR's facts, its nearest enemy, its commanders, and every
// contact and overlap. The cost should grow about linearly with the bases. And the whole
// adjutant-cli process on such a table (measureProcess): start-up, reading, measuring, writing.
// Run: build/benchmarks/bench_measure (--benchmark_filter=/2000 for the smallest alone)
#include "core/battle.h"
#include "core/error.h"
#include "core/scenariowriter.h"
#include "rulesets/measurebattle.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <numbers>
#include <random>
#include <tuple>
#include <vector>

#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace adjutant;

namespace {

constexpr double mu = 25.0;     // mm
constexpr double within = 12.0; // MU, adjutant-cli measure's default

core::Length mm(double millimetres)
{
    return core::Length::fromMillimetres(millimetres);
}

// A FoGR battle of about `count` bases (15 mm foot: 40 x 20 mm) at the density of a real 6 x 4 ft
// table (some 300 bases), scaled up in area. The table is cut into bands 24 MU deep; in each,
// side "a" stands in the near 12 MU facing the far edge and side "b" in the far 12 MU facing it,
// as two lines of battle once the armies have closed: every battle group has enemies ahead
// within 12 MU or a little beyond, and friends beside and behind. Battle groups of 2 to 6
// files in two ranks, most square to the table, hardly any overlapping another; two pieces of
// terrain for every 300 bases, as on a real table; `commanders` commanders of each side.
core::Battle fogrTable(std::size_t count, std::size_t commanders)
{
    std::mt19937 random(2026 + unsigned(count));
    const double scale = std::sqrt(double(count) / 300.0);
    const double width = 1800.0 * scale;
    const double depth = 1200.0 * scale;
    const double band = 24 * mu;
    core::Battle battle;
    battle.name = QStringLiteral("generated");
    battle.ruleset = QStringLiteral("fogr");
    battle.table.unit = core::MeasureUnit::movementUnit(mm(mu));
    battle.table.width = mm(width);
    battle.table.depth = mm(depth);
    battle.sides = {core::Side{QStringLiteral("a"), {}, {}, false},
                    core::Side{QStringLiteral("b"), {}, {}, false}};
    const QStringList types{QStringLiteral("Heavy Foot"), QStringLiteral("Medium Foot"),
                            QStringLiteral("Horse"), QStringLiteral("Light Horse")};
    const QStringList weapons{QStringLiteral("Pike"), QStringLiteral("Musket"),
                              QStringLiteral("Arquebus"), QStringLiteral("Pistol"),
                              QStringLiteral("Bow")};
    std::uniform_real_distribution<double> unit(0.0, 1.0);
    // Which 40 mm cells a battle group's bases cover, roughly: no two groups share one.
    const int columns = int(width / 40.0) + 1;
    std::vector<bool> taken(std::size_t(columns) * std::size_t(depth / 40.0 + 1), false);
    auto cell = [&](double x, double y) {
        return std::size_t(int(y / 40.0)) * std::size_t(columns) + std::size_t(int(x / 40.0));
    };
    std::size_t bases = 0;
    while (bases < count) {
        const int files = 2 + int(random() % 5);
        const double x = 60.0 + unit(random) * (width - 120.0);
        const double y = 60.0 + unit(random) * (depth - 120.0);
        const bool sideA = std::fmod(y, band) < band / 2;
        const double facing =
            (sideA ? 0.0 : 180.0) + (random() % 10 < 7 ? 0.0 : (unit(random) - 0.5) * 40.0);
        const double radians = facing * std::numbers::pi / 180.0;
        // As geometry::forward and rightward: files to the right, the second rank behind.
        const double rx = std::cos(radians), ry = -std::sin(radians);
        const double bx = -std::sin(radians), by = -std::cos(radians);
        core::Unit group;
        std::vector<std::size_t> cells;
        bool fits = true;
        for (int file = 0; file < files && fits; ++file) {
            for (int rank = 0; rank < 2 && fits; ++rank) {
                const double cx = x + rx * 40.0 * file + bx * 20.0 * rank;
                const double cy = y + ry * 40.0 * file + by * 20.0 * rank;
                if (cx < 40 || cy < 40 || cx > width - 40 || cy > depth - 40) {
                    fits = false;
                    break;
                }
                for (const double dx : {-20.0, 0.0, 20.0}) {
                    const std::size_t c = cell(cx + dx, cy);
                    fits = fits && !taken[c];
                    cells.push_back(c);
                }
                core::Base base;
                base.id = QStringLiteral("f%1r%2").arg(file + 1).arg(rank + 1);
                base.x = mm(cx);
                base.y = mm(cy);
                base.facing = facing;
                base.width = mm(40);
                base.depth = mm(20);
                group.bases.append(base);
            }
        }
        if (!fits)
            continue;
        for (const std::size_t c : cells)
            taken[c] = true;
        group.id = QStringLiteral("u%1").arg(battle.units.size());
        group.side = sideA ? QStringLiteral("a") : QStringLiteral("b");
        group.troopType = types[qsizetype(random() % types.size())];
        if (random() % 3 > 0)
            group.capabilities = {weapons[qsizetype(random() % weapons.size())]};
        group.originalStrength = group.currentStrength = int(group.bases.size());
        group.state.cohesion = QStringLiteral("Steady");
        bases += std::size_t(group.bases.size());
        battle.units.append(group);
    }
    const QStringList ranks{QStringLiteral("Great commander"), QStringLiteral("Field commander"),
                            QStringLiteral("Troop commander")};
    for (std::size_t c = 0; c < 2 * commanders; ++c) {
        // Behind one of his side's battle groups.
        const core::Unit *near = nullptr;
        while (!near || near->side != (c % 2 ? QLatin1String("b") : QLatin1String("a")))
            near = &battle.units[qsizetype(random() % battle.units.size())];
        core::Commander commander;
        commander.id = QStringLiteral("c%1").arg(c);
        commander.side = near->side;
        commander.rank = ranks[qsizetype(random() % ranks.size())];
        commander.x = near->bases.front().x;
        commander.y = near->bases.front().y + mm(near->side == QLatin1String("a") ? -60 : 60);
        battle.commanders.append(commander);
    }
    for (std::size_t t = 0; t < 2 * std::max<std::size_t>(1, count / 300); ++t) {
        core::Terrain piece;
        piece.id = QStringLiteral("t%1").arg(t);
        piece.type = t % 2 ? QStringLiteral("Woods") : QStringLiteral("Gentle hill");
        const double x = unit(random) * (width - 300.0);
        const double y = unit(random) * (depth - 250.0);
        for (const auto &[px, py] :
             {std::pair{0.0, 20.0}, {220.0, 0.0}, {300.0, 180.0}, {60.0, 250.0}})
            piece.polygon.append({mm(x + px), mm(y + py)});
        battle.terrain.append(piece);
    }
    return battle;
}

// state.range(0) bases; state.range(1) commanders a side, or 0 for two for every 300 bases.
void measureWholeTable(benchmark::State &state)
{
    const std::size_t count = std::size_t(state.range(0));
    const std::size_t commanders =
        state.range(1) > 0 ? std::size_t(state.range(1)) : std::max<std::size_t>(1, count / 150);
    const core::Battle battle = fogrTable(count, commanders);
    QJsonObject json;
    for (auto _ : state) {
        json = rulesets::measureBattle(battle, {}, within);
        benchmark::DoNotOptimize(json);
    }
    std::size_t bases = 0;
    for (const core::Unit &unit : battle.units)
        bases += std::size_t(unit.bases.size());
    std::size_t enemies = 0;
    for (const QJsonValue &unit : json[QStringLiteral("units")].toArray())
        enemies += std::size_t(unit[QStringLiteral("enemies")].toArray().size());
    state.counters["bases"] = double(bases);
    state.counters["units"] = double(battle.units.size());
    state.counters["enemyPairs"] = double(enemies);
    state.counters["contacts"] = double(json[QStringLiteral("contacts")].toArray().size());
    state.counters["perBase"] = benchmark::Counter(
        double(bases), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
// Four commanders a side, two armies' command, whatever the table: each unit's entry lists every
// commander of its side, so with commanders in proportion to the bases (the second series) the
// answer itself grows as the units times the commanders.
BENCHMARK(measureWholeTable)
    ->ArgNames({"bases", "commanders"})
    ->Args({2000, 4})
    ->Args({20000, 4})
    ->Args({100000, 4})
    ->Args({2000, 0})
    ->Args({20000, 0})
    ->Unit(benchmark::kMillisecond);

// A battle group of `files` files in two ranks, its front rank's middle at (x, y) mm, facing
// `facing` degrees (0: towards the far edge), as fogrTable lays them out.
core::Unit battleGroup(const QString &id, const QString &side, double x, double y, double facing,
                       int files)
{
    const double radians = facing * std::numbers::pi / 180.0;
    const double rx = std::cos(radians), ry = -std::sin(radians);
    const double bx = -std::sin(radians), by = -std::cos(radians);
    core::Unit group;
    group.id = id;
    group.side = side;
    group.troopType = QStringLiteral("Medium Foot");
    group.capabilities = {QStringLiteral("Musket")};
    for (int file = 0; file < files; ++file) {
        for (int rank = 0; rank < 2; ++rank) {
            const double along = 40.0 * (file - (files - 1) / 2.0);
            core::Base base;
            base.id = QStringLiteral("f%1r%2").arg(file + 1).arg(rank + 1);
            base.x = mm(x + rx * along + bx * (10.0 + 20.0 * rank));
            base.y = mm(y + ry * along + by * (10.0 + 20.0 * rank));
            base.facing = facing;
            base.width = mm(40);
            base.depth = mm(20);
            group.bases.append(base);
        }
    }
    group.originalStrength = group.currentStrength = int(group.bases.size());
    group.state.cohesion = QStringLiteral("Steady");
    return group;
}

// A hostile table the validator takes (issue 28): `copies` copies of one battle group of three
// files in two ranks stacked on one spot, an enemy group in front edge contact with them, another
// 6 MU away and a friend beside them, a commander of each side and a wood. Every base of the
// stack overlaps its copies and stands beside their neighbours: up to 10 copies the answer holds
// some copies^2 x 9 overlaps and each copy's friends within 3 MU, and the time should grow as the
// answer does, not faster; from 11 copies on the stack is a pile, refused in time linear in it.
core::Battle stackedTable(int copies)
{
    core::Battle battle;
    battle.name = QStringLiteral("stacked");
    battle.ruleset = QStringLiteral("fogr");
    battle.table.unit = core::MeasureUnit::movementUnit(mm(mu));
    battle.table.width = mm(1800);
    battle.table.depth = mm(1200);
    battle.sides = {core::Side{QStringLiteral("a"), {}, {}, false},
                    core::Side{QStringLiteral("b"), {}, {}, false}};
    const QString a = QStringLiteral("a"), b = QStringLiteral("b");
    for (int k = 0; k < copies; ++k)
        battle.units.append(battleGroup(QStringLiteral("stack%1").arg(k), a, 900, 600, 0, 3));
    battle.units.append(battleGroup(QStringLiteral("friend"), a, 1020, 600, 0, 3));
    battle.units.append(battleGroup(QStringLiteral("contact"), b, 900, 600, 180, 3));
    battle.units.append(battleGroup(QStringLiteral("ahead"), b, 780, 600 - 6 * mu, 180, 2));
    for (const auto &[id, side, y] : {std::tuple{QStringLiteral("ca"), a, 700.0},
                                      std::tuple{QStringLiteral("cb"), b, 450.0}}) {
        core::Commander commander;
        commander.id = id;
        commander.side = side;
        commander.rank = QStringLiteral("Field commander");
        commander.x = mm(900);
        commander.y = mm(y);
        battle.commanders.append(commander);
    }
    core::Terrain wood;
    wood.id = QStringLiteral("wood");
    wood.type = QStringLiteral("Woods");
    for (const auto &[px, py] : {std::pair{1000.0, 400.0}, {1200.0, 400.0}, {1200.0, 520.0}})
        wood.polygon.append({mm(px), mm(py)});
    battle.terrain.append(wood);
    return battle;
}

// state.range(0) copies stacked on one spot.
void measureStackedTable(benchmark::State &state)
{
    const core::Battle battle = stackedTable(int(state.range(0)));
    QJsonObject json;
    for (auto _ : state) {
        json = rulesets::measureBattle(battle, {}, within);
        benchmark::DoNotOptimize(json);
    }
    std::size_t friends = 0;
    for (const QJsonValue &unit : json[QStringLiteral("units")].toArray())
        friends += std::size_t(unit[QStringLiteral("friendsWithinBreakTestRange")].toArray().size());
    state.counters["units"] = double(battle.units.size());
    state.counters["overlaps"] = double(json[QStringLiteral("overlaps")].toArray().size());
    state.counters["friendPairs"] = double(friends);
}
BENCHMARK(measureStackedTable)
    ->ArgName("copies")
    ->Arg(2)
    ->Arg(5)
    ->Arg(10)
    ->Unit(benchmark::kMillisecond);

// state.range(0) copies stacked on one spot: a pile, refused naming a base of it.
void refuseStackedTable(benchmark::State &state)
{
    const core::Battle battle = stackedTable(int(state.range(0)));
    for (auto _ : state) {
        try {
            benchmark::DoNotOptimize(rulesets::measureBattle(battle, {}, within));
            state.SkipWithError("the pile was measured");
        } catch (const core::Error &) {
        }
    }
    state.counters["bases"] = double(6 * state.range(0));
}
BENCHMARK(refuseStackedTable)
    ->ArgName("copies")
    ->Arg(50)
    ->Arg(500)
    ->Arg(5000)
    ->Unit(benchmark::kMillisecond);

// The whole process, as a script pays for it (issue 34): `adjutant-cli measure FILE` on a
// generated table of state.range(0) bases written as a scenario (0: `adjutant-cli --version`,
// the start-up alone), spawned and waited for, its output thrown away. state.range(1) 1: the
// drawing program instead (adjutant-cli-draw), which loads Qt's GUI libraries and OpenCV as
// adjutant-cli did before it left them to it.
void measureProcess(benchmark::State &state)
{
    const QString program =
        state.range(1) ? QStringLiteral(ADJUTANT_CLI_DRAW) : QStringLiteral(ADJUTANT_CLI);
    QTemporaryDir folder;
    const QString scenario = folder.filePath(QStringLiteral("table.json"));
    QStringList arguments{program, QStringLiteral("--version")};
    if (state.range(0) > 0) {
        QFile file(scenario);
        if (!file.open(QIODevice::WriteOnly)
            || file.write(QJsonDocument(core::ScenarioWriter::write(fogrTable(std::size_t(state.range(0)), 2)))
                              .toJson(QJsonDocument::Compact)) < 0) {
            state.SkipWithError("cannot write the scenario");
            return;
        }
        arguments = {program, QStringLiteral("measure"), scenario};
    }
    std::vector<QByteArray> bytes;
    for (const QString &argument : arguments)
        bytes.push_back(argument.toLocal8Bit());
    std::vector<char *> argv;
    for (QByteArray &argument : bytes)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0);
    for (auto _ : state) {
        pid_t child = 0;
        int status = 0;
        if (posix_spawn(&child, argv[0], &actions, nullptr, argv.data(), environ) != 0
            || waitpid(child, &status, 0) != child || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
            state.SkipWithError("the program failed");
            break;
        }
    }
    posix_spawn_file_actions_destroy(&actions);
}
BENCHMARK(measureProcess)
    ->ArgNames({"bases", "drawing"})
    ->Args({0, 0})
    ->Args({300, 0})
    ->Args({2000, 0})
    ->Args({0, 1})
    ->Args({300, 1})
    ->Args({2000, 1})
    ->Unit(benchmark::kMillisecond)
    ->UseRealTime();

} // namespace

BENCHMARK_MAIN();
