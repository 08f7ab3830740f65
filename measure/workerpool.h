// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cstddef>
#include <functional>

namespace adjutant::measure {

// Threads kept for the life of the program that help the calling thread through a batch of
// tasks: threads() - 1 of them, one for each core up to four (ADJUTANT_MEASURE_THREADS=n sets
// it; 1: every task on the calling thread, as a comparison).
//
// Safe by construction rather than by its callers' care: the pool takes one batch at a time,
// and a call that cannot have it (a task calling run() again, or another thread's batch holding
// the pool) runs its tasks on its own thread. Nested work never waits for the pool it runs on.
class WorkerPool
{
public:
    // Runs task(0) to task(count - 1), each once, and returns when all are done. A task must not
    // throw (catch inside and hand the error back).
    static void run(std::size_t count, const std::function<void(std::size_t)> &task);
    // How many threads a batch runs on, the caller's included.
    static std::size_t threads();
};

} // namespace adjutant::measure
