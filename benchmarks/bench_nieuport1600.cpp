// Nieuport 1600's exact odds (rulesets/nieuport1600/), as the resolver asks for them at every
// change of a fact (no dice): the biggest fire (artillery at 10 hexes on a hex with a commander,
// the fire die, the target's morale die and the commander's die: 1000 triples) and the biggest
// close combat (a head unit with the 5 supporting units that count and one more, every one's fate).
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QJsonArray>
#include <QJsonObject>

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

} // namespace

BENCHMARK(fire)->Unit(benchmark::kMicrosecond);
BENCHMARK(closeCombat)->ArgName("supports")->Arg(0)->Arg(6)->Unit(benchmark::kMicrosecond);
BENCHMARK_MAIN();
