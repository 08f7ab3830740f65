// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/workerpool.h"

#include <QtGlobal>

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <memory>
#include <mutex>
#include <thread>
#include <vector>

namespace adjutant::measure {

namespace {

// True on a pool's helper threads, and on a caller's thread while it takes tasks of its batch.
thread_local bool tInBatch = false;

// The helpers. The caller takes tasks too, and once every task is taken waits only for the tasks
// helpers are still on: a helper that wakes late (its core busy with another program) finds
// nothing left and touches nothing of the batch, so the caller never waits for it to be
// scheduled.
class Helpers
{
public:
    explicit Helpers(std::size_t threads)
    {
        for (std::size_t i = 0; i < threads; ++i)
            mThreads.emplace_back([this] { help(); });
    }

    ~Helpers()
    {
        {
            const std::lock_guard<std::mutex> locked(mLock);
            mStop = true;
        }
        mWake.notify_all();
        for (std::thread &thread : mThreads)
            thread.join();
    }

    // False, running nothing, when another batch holds the helpers.
    bool tryRun(std::size_t count, const std::function<void(std::size_t)> &task)
    {
        const std::unique_lock<std::mutex> slot(mSlot, std::try_to_lock);
        if (!slot.owns_lock())
            return false;
        auto batch = std::make_shared<Batch>();
        batch->task = &task;
        batch->count = count;
        {
            const std::lock_guard<std::mutex> locked(mLock);
            mBatch = batch;
            ++mBatchSerial;
        }
        mWake.notify_all();
        tInBatch = true;
        for (std::size_t t = batch->next++; t < count; t = batch->next++)
            task(t);
        tInBatch = false;
        // Every task is taken: wait for those still being done, then let the batch go.
        std::unique_lock<std::mutex> locked(mLock);
        mDone.wait(locked, [&] { return mBusy == 0; });
        mBatch.reset();
        return true;
    }

private:
    struct Batch
    {
        const std::function<void(std::size_t)> *task; // used only for a task taken below count
        std::size_t count;
        std::atomic<std::size_t> next{0};
    };

    void help()
    {
        tInBatch = true;
        quint64 seen = 0;
        for (;;) {
            std::shared_ptr<Batch> batch;
            {
                std::unique_lock<std::mutex> locked(mLock);
                mWake.wait(locked, [&] { return mStop || mBatchSerial != seen; });
                if (mStop)
                    return;
                seen = mBatchSerial;
                batch = mBatch;
                if (!batch)
                    continue; // already over
                // Counted busy before taking a task, under the lock the caller waits with: the
                // caller cannot see no helper busy while one holds a task it has not done.
                ++mBusy;
            }
            for (std::size_t t = batch->next++; t < batch->count; t = batch->next++)
                (*batch->task)(t);
            {
                const std::lock_guard<std::mutex> locked(mLock);
                --mBusy;
            }
            mDone.notify_all();
        }
    }

    std::mutex mSlot; // held by the batch in hand
    std::mutex mLock; // guards what follows
    std::condition_variable mWake;
    std::condition_variable mDone;
    std::shared_ptr<Batch> mBatch;
    quint64 mBatchSerial = 0;
    int mBusy = 0;
    bool mStop = false;
    std::vector<std::thread> mThreads;
};

void runHere(std::size_t count, const std::function<void(std::size_t)> &task)
{
    for (std::size_t t = 0; t < count; ++t)
        task(t);
}

} // namespace

std::size_t WorkerPool::threads()
{
    static const std::size_t threads = [] {
        const int asked = qEnvironmentVariableIntValue("ADJUTANT_MEASURE_THREADS");
        if (asked > 0)
            return std::size_t(std::min(asked, 16));
        const unsigned cores = std::thread::hardware_concurrency();
        return std::size_t(std::clamp(cores, 1u, 4u));
    }();
    return threads;
}

void WorkerPool::run(std::size_t count, const std::function<void(std::size_t)> &task)
{
    const std::size_t helpers = std::min(threads() - 1, count / 2);
    if (helpers == 0 || tInBatch) {
        runHere(count, task);
        return;
    }
    static Helpers pool(threads() - 1);
    if (!pool.tryRun(count, task))
        runHere(count, task);
}

} // namespace adjutant::measure
