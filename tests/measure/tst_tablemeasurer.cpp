// SPDX-License-Identifier: GPL-3.0-or-later
// measureTableUnit and measureTable on the WorkerPool's threads (through rulesets::measureBattleUnit
// and measureBattle, with FoGR's facts): the answers are the same on one thread and on many (child processes started with
// ADJUTANT_MEASURE_THREADS=1, 2 and 4, which the pool reads once per process), with and without
// a cache kept over a drag; and a measurement started from inside a pool's task (its own batch
// nested in the task's) completes with the answers of one made alone.
#include "measure/measurecache.h"
#include "measure/tablemeasurer.h"
#include "measure/workerpool.h"
#include "rulesets/measurebattle.h"

#include "measuretesting.h"

#include <QCoreApplication>
#include <QJsonDocument>
#include <QProcess>
#include <QTest>

#include <cstdio>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

using namespace adjutant;
using measuretesting::crowdedTable;
using measuretesting::finishOrDie;

namespace {

QJsonObject toJson(const measure::UnitMeasurement &m)
{
    return {{QStringLiteral("facts"), m.facts},
            {QStringLiteral("reverse"), m.reverse},
            {QStringLiteral("contacts"), m.contacts},
            {QStringLiteral("overlaps"), m.overlaps}};
}

// Every unit of two crowded tables measured both ways, without a cache and with one kept over a
// drag of a base through the crowd, and the whole tables: all this process's measurements say.
QJsonObject everyAnswer()
{
    QJsonObject answers;
    for (const quint32 seed : {11u, 12u}) {
        core::Battle battle = crowdedTable(seed, 24);
        const QString table = QString::number(seed);
        answers[table + QStringLiteral(" whole")] = rulesets::measureBattle(battle, {}, 1e6);
        for (const core::Unit &unit : battle.units) {
            answers[table + QLatin1Char(' ') + unit.id] =
                toJson(rulesets::measureBattleUnit(battle, unit.id, 1e6));
        }
        measure::MeasureCache cache;
        for (int step = 0; step < 6; ++step) {
            measuretesting::dragStep(battle, 0, step);
            for (qsizetype u = 0; u < 4; ++u) {
                const QString id = battle.units[u].id;
                answers[table + QStringLiteral(" step %1 ").arg(step) + id] =
                    toJson(rulesets::measureBattleUnit(battle, id, 1e6, &cache));
            }
        }
    }
    return answers;
}

} // namespace

class TestTableMeasurer : public QObject
{
    Q_OBJECT

private slots:
    // Every unit measured from inside a task of one batch (each measurement's own batch nested in
    // it), with one cache shared by all and without: the same as measured one after another.
    void measuringInsideAPoolTask()
    {
        const core::Battle battle = crowdedTable(13, 24);
        const std::size_t count = std::size_t(battle.units.size());
        std::vector<QJsonObject> alone(count);
        for (std::size_t u = 0; u < count; ++u)
            alone[u] =
                toJson(rulesets::measureBattleUnit(battle, battle.units[qsizetype(u)].id, 1e6));
        std::vector<QJsonObject> nested(count);
        std::vector<QJsonObject> nestedCached(count);
        measure::MeasureCache cache;
        std::mutex lock;
        std::set<std::thread::id> threads;
        measuretesting::Signal secondThread;
        finishOrDie("measurements inside a pool's task", [&] {
            measure::WorkerPool::run(count, [&](std::size_t u) {
                {
                    const std::lock_guard<std::mutex> locked(lock);
                    threads.insert(std::this_thread::get_id());
                    if (threads.size() > 1)
                        secondThread.raise();
                }
                // The first task waits until another thread has taken one, so that a helper
                // measures from inside the batch too.
                if (u == 0 && measure::WorkerPool::threads() > 1)
                    secondThread.waitUpTo(measuretesting::patience);
                const QString id = battle.units[qsizetype(u)].id;
                nested[u] = toJson(rulesets::measureBattleUnit(battle, id, 1e6));
                nestedCached[u] = toJson(rulesets::measureBattleUnit(battle, id, 1e6, &cache));
            });
        });
        if (measure::WorkerPool::threads() > 1)
            QVERIFY2(threads.size() > 1, "no helper took a task of the batch");
        for (std::size_t u = 0; u < count; ++u) {
            const QByteArray what = battle.units[qsizetype(u)].id.toUtf8();
            QVERIFY2(nested[u] == alone[u], what.constData());
            QVERIFY2(nestedCached[u] == alone[u], what.constData());
        }
    }

    // Last: it starts child processes. Qt starts them with clone(CLONE_VM), the child running on
    // this process's memory until it execs, and ThreadSanitizer counts what the child does there
    // as this process's main thread: a race reported in any later test (docs/building.md).
    void sameAnswersOnOneAndManyThreads()
    {
        const QByteArray here = QJsonDocument(everyAnswer()).toJson(QJsonDocument::Compact);
        // Something to compare: sight lines traced, clear and blocked.
        QVERIFY(here.contains("\"lineOfSight\":true") && here.contains("\"lineOfSight\":false"));
        for (const int threads : {1, 2, 4}) {
            QProcess child;
            QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
            environment.insert(QStringLiteral("ADJUTANT_MEASURE_THREADS"),
                               QString::number(threads));
            child.setProcessEnvironment(environment);
            child.start(QCoreApplication::applicationFilePath(),
                        {QStringLiteral("--every-answer")});
            QVERIFY(child.waitForFinished(int(measuretesting::deadline.count()) * 1000));
            QCOMPARE(child.exitCode(), 0);
            const QByteArray output = child.readAllStandardOutput();
            const qsizetype line = output.indexOf('\n');
            QVERIFY(line > 0);
            QCOMPARE(output.left(line).toInt(), threads); // the pool's threads in the child
            const QByteArray there = output.mid(line + 1).trimmed();
            QVERIFY2(there == here, QByteArray::number(threads).constData());
        }
    }
};

int main(int argc, char **argv)
{
    // The child process of sameAnswersOnOneAndManyThreads: the pool's threads, then the answers.
    if (argc == 2 && qstrcmp(argv[1], "--every-answer") == 0) {
        const QByteArray answers = QJsonDocument(everyAnswer()).toJson(QJsonDocument::Compact);
        std::printf("%zu\n%s\n", measure::WorkerPool::threads(), answers.constData());
        return 0;
    }
    QCoreApplication app(argc, argv);
    TestTableMeasurer test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_tablemeasurer.moc"
