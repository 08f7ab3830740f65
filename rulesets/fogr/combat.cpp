// FoGR procedures for shooting, impact and melee: in progress.
#include "rulesets/fogr/fogrprocedure.h"

namespace adjutant::rulesets::fogr {

QList<FogrProcedure> combatProcedures() { return {}; }

} // namespace adjutant::rulesets::fogr
