// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer's exact odds (rulesets/olddessauer/): fire and a round of close combat, as the
// resolver asks for them at every change of a fact (no dice). `figures` is each unit's striking
// or firing figures: 48 is a very large battalion or regiment in one rank (12 infantry dice, 16
// cavalry dice), 1000 the most the input takes.
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>

#include <benchmark/benchmark.h>

using namespace adjutant::rulesets;

namespace {

const Ruleset &od()
{
    return *findRuleset(QStringLiteral("olddessauer"));
}

void fire(benchmark::State &state)
{
    const QJsonObject input{{QStringLiteral("grade"), QStringLiteral("C")},
                            {QStringLiteral("weapon"), QStringLiteral("Muskets")},
                            {QStringLiteral("figures"), int(state.range(0))},
                            {QStringLiteral("distance"), 3}};
    for (auto _ : state) {
        DiceSource none = DiceSource::none();
        const ProcedureResult result = od().run(QStringLiteral("fire"), input, none);
        benchmark::DoNotOptimize(result.outcomes.size());
    }
}

void closeCombat(benchmark::State &state)
{
    const int figures = int(state.range(0));
    const QJsonObject input{
        {QStringLiteral("sides"),
         QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Cuirassiers")},
                                {QStringLiteral("arm"), QStringLiteral("Heavy cavalry")},
                                {QStringLiteral("grade"), QStringLiteral("B")},
                                {QStringLiteral("figures"), figures}},
                    QJsonObject{{QStringLiteral("name"), QStringLiteral("Musketeers")},
                                {QStringLiteral("arm"), QStringLiteral("Infantry")},
                                {QStringLiteral("grade"), QStringLiteral("C")},
                                {QStringLiteral("figures"), figures},
                                {QStringLiteral("defensiveFire"), true}}}},
        {QStringLiteral("scores"),
         QJsonObject{{QStringLiteral("higher"), 3}, {QStringLiteral("lower"), 5}}}};
    for (auto _ : state) {
        DiceSource none = DiceSource::none();
        const ProcedureResult result = od().run(QStringLiteral("close-combat"), input, none);
        benchmark::DoNotOptimize(result.outcomes.size());
    }
}

} // namespace

BENCHMARK(fire)->ArgName("figures")->Arg(12)->Arg(48)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK(closeCombat)->ArgName("figures")->Arg(12)->Arg(48)->Arg(1000)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
