// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <memory>
#include <mutex>

namespace adjutant::measure {

struct MeasureCacheState;

// What a measurement may keep for the next one of the same table (the app keeps one while a
// base is dragged): answers of line-of-sight tests by their exact inputs, and each unit's bases
// with what was worked out from them, so that only the lines a move changed are traced again.
// Answers are the same with or without it. What it holds (measurecachestate.h) is reached only
// through with(), under its lock, so any number of threads, of one measurement or of several,
// may share it.
class MeasureCache
{
public:
    MeasureCache();
    ~MeasureCache();
    MeasureCache(const MeasureCache &) = delete;
    MeasureCache &operator=(const MeasureCache &) = delete;

    // f(state) under the lock; what f returns. f must not call with() again (the lock is not
    // recursive) nor do long work (tracing a line of sight): other threads wait for it.
    template <typename F>
    decltype(auto) with(F &&f)
    {
        const std::lock_guard<std::mutex> locked(mLock);
        return f(*mState);
    }

private:
    std::mutex mLock;
    std::unique_ptr<MeasureCacheState> mState;
};

} // namespace adjutant::measure
