// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/fogr/fogrprocedure.h"

namespace adjutant::rulesets::fogr {

// Eligibility procedures: the facts in, every rule that decides them out, cited (facts.reasons:
// {"rule", "citation", "effect"}), and no state changed.
FogrProcedure interceptionProcedure(); // responses.cpp: FoGR, Impact Phase, Interception Charges
FogrProcedure
evadeProcedure(); // responses.cpp: FoGR, Impact Phase, Evade Moves (+ the VMD roll "vmd")
FogrProcedure breakOffProcedure(); // responses.cpp: FoGR, Joint Action Phase, Voluntary Break Offs
FogrProcedure
campSackProcedure(); // camp.cpp: FoGR, Melee Phase, Sacking Camps (rolls "sack.1", "sack.2", ...)

} // namespace adjutant::rulesets::fogr
