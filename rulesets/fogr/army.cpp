// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR procedures for attrition, army rout and victory.
#include "rulesets/fogr/attrition.h"
#include "rulesets/fogr/fogrprocedure.h"

namespace adjutant::rulesets::fogr {

QList<FogrProcedure> armyProcedures()
{
    return {attritionProcedure(), victoryProcedure()};
}

} // namespace adjutant::rulesets::fogr
