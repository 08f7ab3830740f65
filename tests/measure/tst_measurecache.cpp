// SPDX-License-Identifier: GPL-3.0-or-later
// MeasureCache shared by measurements running at once on two threads (each of them on the
// WorkerPool's threads too, or on its own when the other holds the pool): every answer equals a
// fresh measurement's, without a cache (rulesets::measureBattleUnit with FoGR's facts). The two
// threads measure different units of one table, drag different bases, or measure tables of
// different contact tolerances, whose answers the cache must keep apart.
#include "measure/measurecache.h"
#include "measure/tablemeasurer.h"
#include "rulesets/measurebattle.h"

#include "geometry/tolerance.h"
#include "measuretesting.h"

#include <QTest>

#include <thread>
#include <vector>

using namespace adjutant;
using measuretesting::crowdedTable;
using measuretesting::finishOrDie;

namespace {

bool same(const measure::UnitMeasurement &a, const measure::UnitMeasurement &b)
{
    return a.facts == b.facts && a.reverse == b.reverse && a.contacts == b.contacts &&
           a.overlaps == b.overlaps;
}

// One thread's share: measures `units` of its battle with the shared cache, at each step of a
// drag of `dragged`'s first base (none: the table as it is, twice round), and compares each
// answer with a fresh one. What differs is listed, to be reported on the test's thread.
struct Share
{
    core::Battle battle;
    std::vector<qsizetype> units;
    qsizetype dragged = -1;
    int steps = 2;
    QStringList differences;
    int compared = 0;

    void run(measure::MeasureCache &cache)
    {
        for (int step = 0; step < steps; ++step) {
            if (dragged >= 0)
                measuretesting::dragStep(battle, dragged, step);
            for (const qsizetype u : units) {
                const QString id = battle.units[u].id;
                const measure::UnitMeasurement cached =
                    rulesets::measureBattleUnit(battle, id, 1e6, &cache);
                const measure::UnitMeasurement fresh = rulesets::measureBattleUnit(battle, id, 1e6);
                if (!same(cached, fresh))
                    differences << QStringLiteral("step %1, %2").arg(step).arg(id);
                compared += int(fresh.reverse.size());
            }
        }
    }
};

std::vector<qsizetype> range(qsizetype from, qsizetype to)
{
    std::vector<qsizetype> units;
    for (qsizetype u = from; u < to; ++u)
        units.push_back(u);
    return units;
}

} // namespace

class TestMeasureCache : public QObject
{
    Q_OBJECT

private slots:
    void sharedByTwoMeasurementsAtOnce_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("seed");
        QTest::newRow("one table, each thread its own units") << QStringLiteral("units") << 21;
        QTest::newRow("one table, each thread dragging a base of its own")
            << QStringLiteral("drags") << 22;
        QTest::newRow("one table at two contact tolerances") << QStringLiteral("tolerances") << 23;
    }

    void sharedByTwoMeasurementsAtOnce()
    {
        QFETCH(QString, kind);
        QFETCH(int, seed);
        const core::Battle battle = crowdedTable(quint32(seed), 24);
        Share one{battle, {}, -1, 2, {}, 0};
        Share two{battle, {}, -1, 2, {}, 0};
        if (kind == QLatin1String("units")) {
            one.units = range(0, 12);
            two.units = range(12, 24);
        } else if (kind == QLatin1String("drags")) {
            // Each drags a base of its own table copy and measures the unit dragged and some
            // near it: the cache keeps one unit's shapes for both, which differ at every step.
            one.dragged = 0;
            one.units = range(0, 4);
            one.steps = 6;
            two.dragged = 1;
            two.units = range(0, 4);
            two.steps = 6;
        } else {
            one.units = range(0, 24);
            one.steps = 1;
            two.units = range(0, 24);
            two.steps = 1;
            two.battle.table.contactTolerance = geometry::maxContactTolerance;
        }
        measure::MeasureCache cache;
        finishOrDie("two measurements sharing a cache", [&] {
            std::thread first([&] { one.run(cache); });
            std::thread second([&] { two.run(cache); });
            first.join();
            second.join();
        });
        QVERIFY2(one.differences.isEmpty(), qPrintable(one.differences.join(QLatin1Char('\n'))));
        QVERIFY2(two.differences.isEmpty(), qPrintable(two.differences.join(QLatin1Char('\n'))));
        QVERIFY(one.compared > 0 && two.compared > 0);
    }
};

QTEST_GUILESS_MAIN(TestMeasureCache)
#include "tst_measurecache.moc"
