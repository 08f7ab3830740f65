// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/measurecache.h"

#include "measure/measurecachestate.h"

namespace adjutant::measure {

MeasureCache::MeasureCache() : mState(std::make_unique<MeasureCacheState>()) {}
MeasureCache::~MeasureCache() = default;

} // namespace adjutant::measure
