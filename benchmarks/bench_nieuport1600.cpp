// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600's exact odds (rulesets/nieuport1600/), as the resolver asks for them at every
// change of a fact (no dice): the biggest fire (artillery at 10 hexes on a hex with a commander,
// the fire die, the target's morale die and the commander's die: 1000 triples) and the biggest
// close combat (a head unit with the 5 supporting units that count and one more, every one's fate).
// And the move planner the hex map asks at every hover of a drag (TableRules::planHexMove) on a
// map of 40 x 30 hexes with 120 units, and the state check every step of the log passes there.
#include "core/battle.h"
#include "core/measureunit.h"
#include "rulesets/battlecheck.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

#include <QJsonArray>
#include <QJsonObject>

#include <utility>

#include <benchmark/benchmark.h>

using namespace adjutant::rulesets;

namespace {

const Ruleset &n1600()
{
    return *findRuleset(QStringLiteral("nieuport1600"));
}

void fire(benchmark::State &state)
{
    const QJsonObject input{{QStringLiteral("type"), QStringLiteral("Artillery")},
                            {QStringLiteral("distance"), 10},
                            {QStringLiteral("target"),
                             QJsonObject{{QStringLiteral("type"), QStringLiteral("T")},
                                         {QStringLiteral("morale"), 8},
                                         {QStringLiteral("level"), QStringLiteral("Disordered")},
                                         {QStringLiteral("commander"), 2}}}};
    for (auto _ : state) {
        DiceSource none = DiceSource::none();
        const ProcedureResult result = n1600().run(QStringLiteral("fire"), input, none);
        benchmark::DoNotOptimize(result.outcomes.size());
    }
}

void closeCombat(benchmark::State &state)
{
    QJsonArray supports;
    for (int i = 0; i < state.range(0); ++i)
        supports.append(
            QJsonObject{{QStringLiteral("name"), QStringLiteral("Support %1").arg(i + 1)},
                        {QStringLiteral("type"), QStringLiteral("C")},
                        {QStringLiteral("level"), QStringLiteral("Disordered")}});
    const QJsonObject input{
        {QStringLiteral("attacker"), QJsonObject{{QStringLiteral("type"), QStringLiteral("G")},
                                                 {QStringLiteral("morale"), 8},
                                                 {QStringLiteral("charge"), true},
                                                 {QStringLiteral("commander"), 2}}},
        {QStringLiteral("supports"), supports},
        {QStringLiteral("defender"), QJsonObject{{QStringLiteral("type"), QStringLiteral("A")},
                                                 {QStringLiteral("morale"), 6},
                                                 {QStringLiteral("commander"), 1}}},
        {QStringLiteral("flankRearHexes"), 2}};
    for (auto _ : state) {
        DiceSource none = DiceSource::none();
        const ProcedureResult result = n1600().run(QStringLiteral("close-combat"), input, none);
        benchmark::DoNotOptimize(result.outcomes.size());
    }
}

// 40 x 30 hexes: two armies of 60 units each in lines of columns 2 hexes apart facing each other
// (every fifth a double unit, every tenth artillery, every third cavalry), patches of rough and
// dunes, an ocean edge along the bottom row.
adjutant::core::Battle bigMap()
{
    using namespace adjutant;
    core::Battle battle;
    battle.ruleset = QStringLiteral("nieuport1600");
    battle.table.unit = core::MeasureUnit::hex();
    battle.table.hexColumns = 40;
    battle.table.hexRows = 30;
    battle.sides.resize(2);
    battle.sides[0].id = QStringLiteral("dutch");
    battle.sides[1].id = QStringLiteral("spain");
    for (int i = 0; i < 120; ++i) {
        core::Unit unit;
        const bool dutch = i < 60;
        const int n = i % 60;
        unit.id = QStringLiteral("u%1").arg(i);
        unit.side = dutch ? QStringLiteral("dutch") : QStringLiteral("spain");
        unit.troopType = n % 10 == 9 ? QStringLiteral("Artillery")
                         : n % 5 == 4 ? QStringLiteral("T")
                         : n % 3 == 0 ? QStringLiteral("C")
                                      : QStringLiteral("N");
        unit.properties = {{QStringLiteral("movement"), 6}};
        const int column = (dutch ? 4 : 33) + (n / 15) * 2 * (dutch ? 1 : -1);
        const int row = 1 + (n % 15) * 2 - (column & 1 ? 1 : 0) + 1;
        const int facing = dutch ? 1 : 4;
        core::Base first;
        first.id = unit.id + QStringLiteral("a");
        first.hex = {column, row};
        first.facing = facing;
        unit.bases << first;
        if (unit.troopType == QLatin1String("T")) {
            // The other half across the facing's right hexside: south facing east, north facing
            // west.
            core::Base second;
            second.id = unit.id + QStringLiteral("b");
            second.hex = {column, dutch ? row + 1 : row - 1};
            second.facing = facing;
            unit.bases << second;
        }
        battle.units << unit;
    }
    core::Terrain rough;
    rough.id = rough.type = QStringLiteral("Rough");
    core::Terrain dunes;
    dunes.id = dunes.type = QStringLiteral("Dunes");
    core::Terrain ocean;
    ocean.id = ocean.type = QStringLiteral("Ocean");
    // A pond of ocean round the clear hex at column 20, row 15: no unit can get there.
    for (const auto &[c, r] : {std::pair{20, 14}, std::pair{20, 16}, std::pair{19, 14},
                               std::pair{19, 15}, std::pair{21, 14}, std::pair{21, 15}})
        ocean.hexes << adjutant::core::HexCell{c, r};
    for (int c = 0; c < 40; ++c) {
        ocean.hexes << adjutant::core::HexCell{c, 29};
        for (int r = 0; r < 29; ++r) {
            if (c >= 19 && c <= 21 && r >= 14 && r <= 16)
                continue;
            if ((c * 7 + r * 3) % 11 == 0)
                rough.hexes << adjutant::core::HexCell{c, r};
            else if ((c * 5 + r) % 13 == 0)
                dunes.hexes << adjutant::core::HexCell{c, r};
        }
    }
    battle.terrain = {rough, dunes, ocean};
    return battle;
}

// range(0): 0 a cavalry unit's move of 3 columns with a turn (a drag's hover), 1 a double unit's
// move of 3 columns, 2 a hex the unit cannot reach (inside a pond), 3 a hex across the map, far
// beyond the unit's 6 MP (searched twice: within its allowance, then to name the cost), 4 the
// same for a double unit, 5 a double unit's move of 5 columns it cannot make (the columns of
// units on its way leave gaps of one hex): every position within 40 MP searched.
void planHexMove(benchmark::State &state)
{
    const adjutant::core::Battle battle = bigMap();
    const TableRules &rules = *n1600().tableRules();
    const bool tercio = state.range(0) == 1 || state.range(0) >= 4;
    const int unit = tercio ? 4 : 0; // u4 is a tercio, u0 cavalry
    QList<adjutant::core::Base> to = battle.units[unit].bases;
    const int column = to[0].hex.column;
    for (adjutant::core::Base &base : to)
        base.hex.column = column + 3; // between the columns of the first line
    to.last().facing = to[0].facing = state.range(0) == 1 || state.range(0) == 5 ? 1 : 2;
    if (state.range(0) == 2) {
        to[0].hex = {20, 15};
        to[0].facing = 1;
    } else if (state.range(0) == 3) {
        to[0].hex = {38, 20};
        to[0].facing = 4;
    } else if (state.range(0) == 5) {
        to[0].hex = {9, 10}; // between two columns of units a hex apart: no way for two hexes
        to[1].hex = {9, 11};
    } else if (state.range(0) == 4) {
        to[0].hex = {38, 21}; // facing west, the other half north of it
        to[1].hex = {38, 20};
        to[0].facing = to[1].facing = 4;
    }
    adjutant::rulesets::HexMovePlan plan;
    for (auto _ : state) {
        plan = rules.planHexMove(battle, unit, to);
        benchmark::DoNotOptimize(plan.cost);
    }
    state.counters["cost"] = plan.cost;
    state.counters["allowed"] = plan.allowed;
    state.counters["steps"] = double(plan.steps.size());
}

// The state check every step of the log passes (rulesets::stateProblems: each unit's level, its
// hexes and facing, one infantry or cavalry unit per hex), on the same map: a step records it for
// the state after, and for the state before only when the one after has a problem.
void stateProblems(benchmark::State &state)
{
    const adjutant::core::Battle battle = bigMap();
    QStringList problems;
    for (auto _ : state) {
        problems = adjutant::rulesets::stateProblems(battle);
        benchmark::DoNotOptimize(problems);
    }
    state.counters["problems"] = double(problems.size());
}

} // namespace

BENCHMARK(stateProblems)->Unit(benchmark::kMicrosecond);
BENCHMARK(planHexMove)->ArgName("case")->DenseRange(0, 5)->Unit(benchmark::kMicrosecond);
BENCHMARK(fire)->Unit(benchmark::kMicrosecond);
BENCHMARK(closeCombat)->ArgName("supports")->Arg(0)->Arg(6)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
