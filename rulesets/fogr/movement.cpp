// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR procedures for complex move tests, variable moves, interception, evades, break-offs and
// camps.
#include "rulesets/fogr/complexmovetest.h"
#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/fogr/responses.h"

namespace adjutant::rulesets::fogr {

QList<FogrProcedure> movementProcedures()
{
    return {complexMoveTestProcedure(), variableMoveProcedure(), interceptionProcedure(),
            evadeProcedure(),           breakOffProcedure(),     campSackProcedure()};
}

} // namespace adjutant::rulesets::fogr
