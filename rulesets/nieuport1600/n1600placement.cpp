// Nieuport 1600 at the door: a unit's bases as the measurer reads them (n1600hexunits.h).

#include "rulesets/nieuport1600/n1600hexunits.h"
#include "rulesets/nieuport1600/nieuport1600tablerules.h"

#include "core/battle.h"

namespace adjutant::rulesets::nieuport1600 {

// N1600 2.2, 7.2: a simple unit stands in one hex, a double unit in two adjacent hexes; a third
// base or a second one apart from the first is refused here as measure() would refuse it.
void Nieuport1600TableRules::checkPlacement(const core::Battle &battle) const
{
    for (const core::Unit &unit : battle.units)
        placedUnit(unit);
}

} // namespace adjutant::rulesets::nieuport1600
