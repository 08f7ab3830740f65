// SPDX-License-Identifier: GPL-3.0-or-later
// The umpire's club window (app::ClubWindow, offscreen) on a club of 50 battles of 60 events each
// (the FoGR demo, its tercio moved about): opening it (every battle listed with its turn and its
// standing against break point), reading every battle again, and one table's move reaching the
// window (NOTIFY, then that battle read again). Needs ADJUTANT_TEST_POSTGRES (docs/club.md,
// Tests); makes and drops a database of its own.
//   source .ci/pgcluster && pgcluster_start && build/benchmarks/bench_clubwindow; pgcluster_stop
#include "app/gui/docks/clubwindow.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include "offscreenmain.h"

#include <QElapsedTimer>
#include <QSqlQuery>
#include <QTreeWidget>
#include <QUrl>

#include <benchmark/benchmark.h>

using namespace adjutant;

namespace {

constexpr int battles = 50;
constexpr int eventsEach = 60;

core::Change moveTo(double x)
{
    return core::Change{QStringLiteral("base.moved"),
                        {{QStringLiteral("unit"), QStringLiteral("tercio")},
                         {QStringLiteral("id"), QStringLiteral("f1r1")},
                         {QStringLiteral("x"), x},
                         {QStringLiteral("y"), 10},
                         {QStringLiteral("facing"), 0}}};
}

QString server()
{
    static const QString uri = [] {
        const QString admin = qEnvironmentVariable("ADJUTANT_TEST_POSTGRES");
        if (admin.isEmpty())
            qFatal("bench_clubwindow: set ADJUTANT_TEST_POSTGRES to a postgresql:// URI "
                   "(docs/club.md, Tests)");
        const QString name =
            QStringLiteral("adjutant_benchwindow_%1").arg(QCoreApplication::applicationPid());
        {
            core::PgConnection connection(admin);
            QSqlQuery(connection.db()).exec(QStringLiteral("CREATE DATABASE %1").arg(name));
        }
        QUrl url(admin);
        url.setPath(QLatin1Char('/') + name);
        core::PostgresStore::initialize(url.toString());
        const core::Battle start = core::BattleFile::readScenario(
            QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"));
        for (int b = 0; b < battles; ++b) {
            auto session = core::BattleSession::create(
                core::PostgresStore::create(url.toString(), QUuid::createUuid(),
                                            QStringLiteral("Table %1").arg(b + 1),
                                            QStringLiteral("Club night")),
                start);
            for (int e = 1; e < eventsEach; ++e)
                session->record(moveTo(10 + e % 20));
        }
        return url.toString();
    }();
    return uri;
}

void clubWindowOpens(benchmark::State &state)
{
    const QString uri = server();
    for (auto _ : state) {
        app::ClubWindow window;
        if (!window.connectTo(uri) || window.battles()->topLevelItemCount() != battles)
            state.SkipWithError(qPrintable(window.error()));
    }
}
BENCHMARK(clubWindowOpens)->Unit(benchmark::kMillisecond)->Iterations(5);

void clubWindowReadsEveryBattleAgain(benchmark::State &state)
{
    app::ClubWindow window;
    window.connectTo(server());
    for (auto _ : state)
        window.refresh();
}
BENCHMARK(clubWindowReadsEveryBattleAgain)->Unit(benchmark::kMillisecond)->Iterations(5);

// For comparison, how the window read a club before it kept one connection: a connection of its
// own and a whole replay for each battle (the standings from the books left out).
void perBattleConnectionAndReplay(benchmark::State &state)
{
    const QString uri = server();
    for (auto _ : state) {
        for (const core::PostgresStore::BattleInfo &info : core::PostgresStore::battles(uri)) {
            auto session = core::BattleSession::open(
                core::PostgresStore::open(uri, info.id.toString(QUuid::WithoutBraces)));
            benchmark::DoNotOptimize(session->battle().turn);
        }
    }
}
BENCHMARK(perBattleConnectionAndReplay)->Unit(benchmark::kMillisecond)->Iterations(5);

// From a table's append to the window's line showing it.
void aMoveReachesTheClubWindow(benchmark::State &state)
{
    app::ClubWindow window;
    window.connectTo(server());
    auto table =
        core::BattleSession::open(core::PostgresStore::open(server(), QStringLiteral("Table 7")));
    QTreeWidgetItem *line = nullptr;
    for (int row = 0; row < window.battles()->topLevelItemCount(); ++row)
        if (window.battles()->topLevelItem(row)->text(0) == QLatin1String("Table 7"))
            line = window.battles()->topLevelItem(row);
    int step = 0;
    for (auto _ : state) {
        const double x = 30 + (++step % 30); // on the table, never where the base stands
        const QString shown = line->text(5);
        table->record(moveTo(x));
        QElapsedTimer waited;
        waited.start();
        while (line->text(5) == shown && waited.elapsed() < 10'000)
            QCoreApplication::processEvents(QEventLoop::WaitForMoreEvents, 5);
    }
}
BENCHMARK(aMoveReachesTheClubWindow)->Unit(benchmark::kMillisecond)->Iterations(20)->UseRealTime();

} // namespace

int main(int argc, char **argv)
{
    return offscreenBenchmarkMain(argc, argv, [] {
        const QString name = QUrl(server()).path().mid(1);
        core::PgConnection admin(qEnvironmentVariable("ADJUTANT_TEST_POSTGRES"));
        QSqlQuery(admin.db()).exec(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(name));
    });
}
