// FoGR procedures for complex move tests, variable moves, interception, evades, break-offs and camps: in progress.
#include "rulesets/fogr/fogrprocedure.h"

namespace adjutant::rulesets::fogr {

QList<FogrProcedure> movementProcedures() { return {}; }

} // namespace adjutant::rulesets::fogr
