// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR combat odds (rulesets/fogr/closecombat.cpp): the exact distribution of a full melee, two
// battle groups with 20 dice each in two POA groups, superior re-rolls, through the losers'
// cohesion test and every death roll, against a 1,000,000-sample simulation of the same combat.
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/closecombat.h"
#include "rulesets/fogr/combatfollowup.h"
#include "rulesets/ruleset.h"

#include <QCoreApplication>

#include <benchmark/benchmark.h>

#include <array>
#include <map>
#include <random>

using namespace adjutant::rulesets;
using namespace adjutant::rulesets::fogr;

namespace {

const RuleBook &book()
{
    return findRuleset(QStringLiteral("fogr"))->ruleBook();
}

// Each side: 5 front and 5 rear bases at one POA, 5 and 5 at another: 20 dice, superior.
CloseCombatInput fullMelee()
{
    auto side = [](const char *key, const char *enemy, int firstPoa) {
        CombatSide s;
        s.key = QString::fromLatin1(key);
        s.name = s.key;
        s.quality = FogrQuality::Superior;
        s.battleGroupBases = 12;
        for (int poa : {firstPoa, 0}) {
            CombatGroup g;
            g.enemy = QString::fromLatin1(enemy);
            g.frontBases = 5;
            g.rearBases = 5;
            g.poa = poa;
            g.facts.troopType = QStringLiteral("Medium Foot");
            g.facing.troopType = QStringLiteral("Medium Foot");
            s.groups.push_back(g);
        }
        return s;
    };
    CloseCombatInput input;
    input.kind = CombatKind::Melee;
    input.sides = {side("a", "b", 1), side("b", "a", -1)};
    return input;
}

// Cold: every cohesion test and death roll worked out afresh (the first odds of a combat).
void exactMeleeCold(benchmark::State &state)
{
    const CloseCombatInput input = fullMelee();
    const RuleBook &rules = book();
    for (auto _ : state) {
        DiceSource none = DiceSource::none();
        const ProcedureResult result = closeCombat(input, none, rules);
        benchmark::DoNotOptimize(result.outcomes.size());
    }
}
BENCHMARK(exactMeleeCold)->Unit(benchmark::kMicrosecond);

// What the resolver reads at every change of the input to draw the odds: every outcome's chance
// as a double (the exact fractions are kept; their text is written when read).
double chartValues(const ProcedureResult &result)
{
    double sum = 0;
    for (const Outcome &o : result.outcomes)
        sum += o.probability;
    return sum;
}

// The full melee again and again with the procedure's cache kept, each result then read by
// `read`.
template <typename Read> void warmMelee(benchmark::State &state, Read read)
{
    const CloseCombatInput input = fullMelee();
    const RuleBook &rules = book();
    FollowUpCache cache;
    for (auto _ : state) {
        DiceSource none = DiceSource::none();
        const ProcedureResult result = closeCombat(input, none, rules, &cache);
        read(result);
    }
}

// Warm: the procedure's cache already holds the cohesion test and death roll chances, as when
// the odds are recomputed while the players change an input.
void exactMeleeWarm(benchmark::State &state)
{
    warmMelee(state,
              [](const ProcedureResult &result) { benchmark::DoNotOptimize(chartValues(result)); });
}
BENCHMARK(exactMeleeWarm)->Unit(benchmark::kMicrosecond);

// Warm, and everything the procedure defers read too: every exact fraction written as text and
// the facts as JSON (what `adjutant-cli adjudicate` prints, without writing the JSON document).
void exactMeleeWarmAllRead(benchmark::State &state)
{
    warmMelee(state, [](const ProcedureResult &result) {
        benchmark::DoNotOptimize(chartValues(result));
        qsizetype characters = 0;
        for (const Outcome &o : result.outcomes)
            characters += o.exact.text().size();
        benchmark::DoNotOptimize(characters);
        benchmark::DoNotOptimize(result.facts.json().size());
    });
}
BENCHMARK(exactMeleeWarmAllRead)->Unit(benchmark::kMicrosecond);

// Only the hits: four pools of 10 superior dice, each side's total and the exact chance that the
// first loses, with no follow-up and no result building.
void exactHitsOnly(benchmark::State &state)
{
    const RerollPolicy superior = fogrQualityRerolls(FogrQuality::Superior);
    for (auto _ : state) {
        const Distribution a =
            convolve(hits(Pool{10, 4, kD6, superior}), hits(Pool{10, 4, kD6, superior}));
        const Distribution b =
            convolve(hits(Pool{10, 5, kD6, superior}), hits(Pool{10, 4, kD6, superior}));
        const Contest contest = compareHits(a, b);
        benchmark::DoNotOptimize(probabilityAtMost(contest.difference, -1));
    }
}
BENCHMARK(exactHitsOnly)->Unit(benchmark::kMicrosecond);

// Only the follow-up of both sides (cohesion test and death roll chances from the cache), the hit
// distributions given.
void exactFollowUpWarm(benchmark::State &state)
{
    const CloseCombatInput input = fullMelee();
    const RuleBook &rules = book();
    const RerollPolicy superior = fogrQualityRerolls(FogrQuality::Superior);
    const Distribution a =
        convolve(hits(Pool{10, 4, kD6, superior}), hits(Pool{10, 4, kD6, superior}));
    const Distribution b =
        convolve(hits(Pool{10, 5, kD6, superior}), hits(Pool{10, 4, kD6, superior}));
    FollowUpCache cache;
    for (auto _ : state) {
        benchmark::DoNotOptimize(closeCombatFollowUp(input.sides[0], a, b, rules, &cache).size());
        benchmark::DoNotOptimize(closeCombatFollowUp(input.sides[1], b, a, rules, &cache).size());
    }
}
BENCHMARK(exactFollowUpWarm)->Unit(benchmark::kMicrosecond);

// The same combat by sampling: the 40 to-hit dice (superior: a missed 1 is re-rolled), who lost,
// the loser's cohesion test (2 dice, superior re-roll 1s; -1 HP3B, -1 two more hits received;
// 7 to pass, below 3 drops two when two more hits received) and each death roll (1 die, +2 if won
// or drew; a base is lost unless it exceeds the hits; again for hits beyond 6).
void simulatedMelee(benchmark::State &state)
{
    std::mt19937 generator(1600);
    std::uniform_int_distribution<int> d6(1, 6);
    auto die = [&] { return d6(generator); };
    auto superiorHit = [&](int score) {
        int f = die();
        if (f == 1)
            f = die();
        return f >= score;
    };
    const int samples = int(state.range(0));
    for (auto _ : state) {
        std::map<std::array<int, 3>, int> counts; // side, levels dropped, bases lost
        for (int n = 0; n < samples; ++n) {
            int hitsBy[2] = {0, 0};
            const int scores[2][2] = {{4, 4},
                                      {5, 4}}; // + and 0 for a, - and 0 for b (close combat table)
            for (int s = 0; s < 2; ++s) {
                for (int g = 0; g < 2; ++g) {
                    for (int k = 0; k < 10; ++k)
                        hitsBy[s] += superiorHit(scores[s][g]);
                }
            }
            for (int s = 0; s < 2; ++s) {
                const int received = hitsBy[1 - s], inflicted = hitsBy[s];
                const bool lost = received > inflicted;
                int drop = 0;
                if (lost) {
                    const bool twoMore = received - inflicted >= 2;
                    const int modifier = -(received * 3 >= 12 ? 1 : 0) - (twoMore ? 1 : 0);
                    int a = die(), b = die();
                    a = a == 1 ? die() : a;
                    b = b == 1 ? die() : b;
                    const int score = a + b + modifier;
                    drop = score >= 7 ? 0 : (twoMore && score < 3 ? 2 : 1);
                }
                int basesLost = 0;
                for (int hits = received; hits > 0 && basesLost < 12; hits -= 6) {
                    if (die() + (lost ? 0 : 2) > hits)
                        break;
                    ++basesLost;
                    if (hits <= 6)
                        break;
                }
                ++counts[{s, drop, basesLost}];
            }
        }
        benchmark::DoNotOptimize(counts.size());
    }
}
BENCHMARK(simulatedMelee)->Arg(1000000)->Unit(benchmark::kMillisecond);

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    benchmark::Initialize(&argc, argv);
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
