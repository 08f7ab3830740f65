// SPDX-License-Identifier: GPL-3.0-or-later
// WorkerPool: every task of a batch runs exactly once; a task that calls run() again, and a
// batch started while another thread's batch holds the pool, complete instead of waiting for the
// pool (measuretesting::finishOrDie ends the process with a message if they deadlock); the
// number of threads follows ADJUTANT_MEASURE_THREADS, read once per process (checked in child
// processes started with it set).
#include "measure/workerpool.h"

#include "measuretesting.h"

#include <QCoreApplication>
#include <QProcess>
#include <QTest>

#include <atomic>
#include <cstdio>
#include <memory>
#include <mutex>
#include <set>
#include <thread>
#include <vector>

using adjutant::measure::WorkerPool;
using adjutant::measuretesting::finishOrDie;
using adjutant::measuretesting::patience;
using adjutant::measuretesting::Signal;

namespace {

// Counts how often each task ran.
class Tally
{
public:
    explicit Tally(std::size_t count)
        : mRuns(std::make_unique<std::atomic<int>[]>(count)), mCount(count)
    {
        for (std::size_t t = 0; t < count; ++t)
            mRuns[t] = 0;
    }
    void ran(std::size_t t) { ++mRuns[t]; }
    // How many tasks did not run exactly once.
    std::size_t wrong() const
    {
        std::size_t wrong = 0;
        for (std::size_t t = 0; t < mCount; ++t)
            wrong += mRuns[t] != 1;
        return wrong;
    }

private:
    std::unique_ptr<std::atomic<int>[]> mRuns;
    std::size_t mCount;
};

// The threads a batch of `count` tasks ran on (each task briefly busy, so that helpers can join).
std::size_t threadsUsed(std::size_t count)
{
    std::mutex lock;
    std::set<std::thread::id> seen;
    WorkerPool::run(count, [&](std::size_t) {
        volatile double sink = 0;
        for (int i = 0; i < 20000; ++i)
            sink = sink + i;
        const std::lock_guard<std::mutex> locked(lock);
        seen.insert(std::this_thread::get_id());
    });
    return seen.size();
}

} // namespace

class TestWorkerPool : public QObject
{
    Q_OBJECT

private slots:
    void everyTaskRunsOnce_data()
    {
        QTest::addColumn<int>("count");
        for (const int count : {0, 1, 2, 3, 64, 10000})
            QTest::addRow("%d tasks", count) << count;
    }

    void everyTaskRunsOnce()
    {
        QFETCH(int, count);
        Tally tally{std::size_t(count)};
        finishOrDie("a batch", [&] {
            WorkerPool::run(std::size_t(count), [&](std::size_t t) { tally.ran(t); });
        });
        QCOMPARE(tally.wrong(), std::size_t(0));
    }

    // A task that calls run() again, on the calling thread and on a helper: the nested batch runs
    // on the task's own thread rather than wait for the pool that is running the task.
    void nestedRunCompletes()
    {
        const std::size_t outer = 8;
        const std::size_t inner = 16;
        Tally outerTally(outer);
        Tally innerTally(outer * inner);
        std::mutex lock;
        std::set<std::thread::id> outerThreads;
        Signal secondThread;
        bool waited = true;
        finishOrDie("a task calling WorkerPool::run", [&] {
            WorkerPool::run(outer, [&](std::size_t t) {
                {
                    const std::lock_guard<std::mutex> locked(lock);
                    outerThreads.insert(std::this_thread::get_id());
                    if (outerThreads.size() > 1)
                        secondThread.raise();
                }
                // The first task holds its thread until another thread has taken a task, so that
                // a helper calls run() from inside the batch too.
                if (t == 0 && WorkerPool::threads() > 1)
                    waited = secondThread.waitUpTo(patience);
                WorkerPool::run(inner, [&](std::size_t i) { innerTally.ran(t * inner + i); });
                outerTally.ran(t);
            });
        });
        QCOMPARE(outerTally.wrong(), std::size_t(0));
        QCOMPARE(innerTally.wrong(), std::size_t(0));
        if (WorkerPool::threads() > 1) {
            QVERIFY2(waited && outerThreads.size() > 1, "no helper took a task of the batch");
        }
    }

    // While one thread's batch holds the pool (its first task waiting), another thread's batch
    // runs to the end; both do every task once.
    void batchWhileAnotherHoldsThePoolCompletes()
    {
        const std::size_t count = 64;
        Tally first(count);
        Tally second(count);
        Signal firstHolds;
        Signal secondDone;
        bool secondFinishedMeanwhile = false;
        finishOrDie("two batches at once", [&] {
            std::thread one([&] {
                WorkerPool::run(count, [&](std::size_t t) {
                    if (t == 0) {
                        firstHolds.raise();
                        secondFinishedMeanwhile = secondDone.waitUpTo(patience);
                    }
                    first.ran(t);
                });
            });
            std::thread two([&] {
                firstHolds.waitUpTo(patience);
                WorkerPool::run(count, [&](std::size_t t) { second.ran(t); });
                secondDone.raise();
            });
            one.join();
            two.join();
        });
        QVERIFY2(secondFinishedMeanwhile, "a batch waited for another thread's batch");
        QCOMPARE(first.wrong(), std::size_t(0));
        QCOMPARE(second.wrong(), std::size_t(0));
    }

    // Several threads starting batches of all sizes over and over, some nested: every task of
    // every batch once.
    void manyThreadsManyBatches()
    {
        std::atomic<std::size_t> wrong{0};
        std::atomic<std::size_t> batches{0};
        finishOrDie("batches on four threads", [&] {
            std::vector<std::thread> threads;
            for (int k = 0; k < 4; ++k) {
                threads.emplace_back([&, k] {
                    for (std::size_t round = 0; round < 150; ++round) {
                        const std::size_t count = (round * 7 + std::size_t(k)) % 40;
                        Tally tally(count);
                        WorkerPool::run(count, [&](std::size_t t) {
                            if (t % 9 == 1)
                                WorkerPool::run(3, [](std::size_t) {});
                            tally.ran(t);
                        });
                        wrong += tally.wrong();
                        ++batches;
                    }
                });
            }
            for (std::thread &thread : threads)
                thread.join();
        });
        QCOMPARE(batches.load(), std::size_t(600));
        QCOMPARE(wrong.load(), std::size_t(0));
    }

    // ADJUTANT_MEASURE_THREADS=n: n threads in all (1: every task on the caller's thread), as a
    // process started with it reports; read once, so a later change does not move it.
    // Last: it starts child processes, which ThreadSanitizer takes for this process's main thread
    // (see tst_tablemeasurer).
    void threadsFollowTheEnvironment_data()
    {
        QTest::addColumn<int>("asked");
        QTest::newRow("one thread") << 1;
        QTest::newRow("three threads") << 3;
    }

    void threadsFollowTheEnvironment()
    {
        QFETCH(int, asked);
        QProcess child;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("ADJUTANT_MEASURE_THREADS"), QString::number(asked));
        child.setProcessEnvironment(environment);
        child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("--report-threads")});
        QVERIFY(child.waitForFinished(int(adjutant::measuretesting::deadline.count()) * 1000));
        QCOMPARE(child.exitCode(), 0);
        const QList<QByteArray> words = child.readAllStandardOutput().trimmed().split(' ');
        QCOMPARE(words.size(), 3);
        QCOMPARE(words[0].toInt(), asked); // threads()
        QCOMPARE(words[1].toInt(), asked); // threads() after the variable changed
        QVERIFY(words[2].toInt() >= 1 && words[2].toInt() <= asked); // threads a batch used
    }
};

int main(int argc, char **argv)
{
    // The child process of threadsFollowTheEnvironment.
    if (argc == 2 && qstrcmp(argv[1], "--report-threads") == 0) {
        const std::size_t before = WorkerPool::threads();
        qputenv("ADJUTANT_MEASURE_THREADS", "7");
        const std::size_t after = WorkerPool::threads();
        std::printf("%zu %zu %zu\n", before, after, threadsUsed(256));
        return 0;
    }
    QCoreApplication app(argc, argv);
    TestWorkerPool test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_workerpool.moc"
