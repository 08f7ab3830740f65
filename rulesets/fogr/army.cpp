// FoGR procedures for attrition, army rout and victory: in progress.
#include "rulesets/fogr/fogrprocedure.h"

namespace adjutant::rulesets::fogr {

QList<FogrProcedure> armyProcedures() { return {}; }

} // namespace adjutant::rulesets::fogr
