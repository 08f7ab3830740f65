// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <functional>

namespace adjutant::core {

// A named moment at which a test may step in: to have this process killed there (SIGKILL: no
// destructor, no flush), proving that a kill leaves nothing half-written, or to run something of
// its own there (another program's write, in the middle of a check). Only tests set
// ADJUTANT_KILL_AT (to the point's name) or a hook; otherwise a fault point does nothing.
void faultPoint(const char *name);

// Called with the point's name at every fault point of this process until reset (an empty one).
void setFaultHook(std::function<void(const char *name)> hook);

} // namespace adjutant::core
