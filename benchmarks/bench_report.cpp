// SPDX-License-Identifier: GPL-3.0-or-later
// The battle report of a long battle (docs/benchmarks.md): the FoGR demo played for 10,000 or
// 100,000 entries (moves, a melee with its cohesion test every 100, a new turn every 1,000), made
// into the report's blocks and written as PDF (A4) and HTML, in memory. Offscreen platform.
// Run: build/benchmarks/bench_report [--benchmark_filter=pdf/10000]
#include "app/gui/report/battlereport.h"
#include "app/gui/report/reportwriter.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/memorystore.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedure.h"
#include "rulesets/ruleset.h"

#include "offscreenmain.h"

#include <QBuffer>
#include <QJsonArray>
#include <QJsonObject>

#include <benchmark/benchmark.h>

#include <functional>
#include <map>
#include <memory>

using namespace adjutant;

namespace {

QJsonObject object(const QJsonValue &value)
{
    return value.toObject();
}

void adjudicate(core::BattleSession &session, const QString &procedure, const std::function<void(QJsonObject &)> &set,
                rulesets::DiceSource dice)
{
    const rulesets::Ruleset &ruleset = *rulesets::findRuleset(session.battle().ruleset);
    QJsonObject input = ruleset.exampleInput(procedure);
    set(input);
    session.record(ruleset.run(procedure, input, dice).toChange(dice));
}

// The FoGR demo, then `entries` more entries in memory.
const core::BattleSession &longBattle(int entries)
{
    static std::map<int, std::unique_ptr<core::BattleSession>> made;
    auto &session = made[entries];
    if (session)
        return *session;
    const rulesets::Ruleset &ruleset = *rulesets::findRuleset(QStringLiteral("fogr"));
    session = core::BattleSession::create(std::make_unique<core::MemoryStore>(),
                                          core::BattleFile::readScenario(ruleset.demoBattle()));
    for (int i = 1; i <= entries; ++i) {
        if (i % 1000 == 0) {
            session->record(core::Change{QStringLiteral("turn.changed"),
                                         {{QStringLiteral("turn"), 2 + i / 1000},
                                          {QStringLiteral("phase"), ruleset.phases().value(0)},
                                          {QStringLiteral("activeSide"), session->battle().sides.first().id}}});
        } else if (i % 100 == 0) {
            adjudicate(*session, QStringLiteral("melee"), [](QJsonObject &input) {
                QJsonArray sides = input[QStringLiteral("sides")].toArray();
                QJsonObject tercio = object(sides[0]), dutch = object(sides[1]);
                tercio[QStringLiteral("battleGroup")] = QStringLiteral("tercio");
                dutch[QStringLiteral("battleGroup")] = QStringLiteral("dutch1");
                input[QStringLiteral("sides")] = QJsonArray{tercio, dutch};
            }, rulesets::DiceSource::seeded(unsigned(i)));
        } else {
            session->record(core::Change{QStringLiteral("base.moved"),
                                         {{QStringLiteral("unit"), QStringLiteral("dutch1")},
                                          {QStringLiteral("id"), QStringLiteral("f1r1")},
                                          {QStringLiteral("x"), 30.0 + (i % 100) * 0.1},
                                          {QStringLiteral("y"), 30.0}}});
        }
    }
    return *session;
}

void pdf(benchmark::State &state)
{
    const core::BattleSession &session = longBattle(int(state.range(0)));
    int pages = 0;
    qsizetype size = 0;
    for (auto _ : state) {
        const app::BattleReport report(session);
        QByteArray bytes;
        QBuffer buffer(&bytes);
        buffer.open(QIODevice::WriteOnly);
        pages = app::writeReportPdf(report, &buffer, QPageSize::A4).pageCount;
        size = bytes.size();
    }
    state.counters["pages"] = pages;
    state.counters["MB"] = double(size) / 1e6;
}
BENCHMARK(pdf)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1);

void html(benchmark::State &state)
{
    const core::BattleSession &session = longBattle(int(state.range(0)));
    for (auto _ : state) {
        const app::BattleReport report(session);
        benchmark::DoNotOptimize(app::reportHtml(report).size());
    }
}
BENCHMARK(html)->Arg(10000)->Arg(100000)->Unit(benchmark::kMillisecond)->Iterations(1);

} // namespace

int main(int argc, char **argv)
{
    return offscreenBenchmarkMain(argc, argv);
}
