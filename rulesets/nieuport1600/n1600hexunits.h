// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// How Nieuport 1600 reads a unit of the battle on its hex map: its kind from the troop types
// table, its hexes and facing from its bases. Shared by the measurer and the move planner.

#include "core/hexcell.h"
#include "geometry/hex.h"
#include "geometry/hexoffset.h"
#include "geometry/hexunit.h"
#include "geometry/hexunitkind.h"

#include <QString>

#include <optional>

namespace adjutant::core {
struct Unit;
}

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::nieuport1600 {

inline geometry::Hex hexOf(const core::HexCell &cell)
{
    return geometry::toHex({cell.column, cell.row});
}

inline core::HexCell cellOf(geometry::Hex hex)
{
    const geometry::HexOffset offset = geometry::toOffset(hex);
    return {offset.column, offset.row};
}

// A hex as the map prints it ("1305"), or by its column and row where no label fits.
QString hexLabel(geometry::Hex hex);

// N1600 2.2: each unit type's category, cavalry, infantry or (interpreted) artillery
// (troopTypes table); a type the table does not know counts as infantry.
geometry::HexUnitKind unitKind(const RuleBook &book, const QString &troopType);

// A unit of one base is simple, of two a double unit (N1600 2.2, 7.2); one of no base is off the
// map. Throws core::Error naming the unit when its bases cannot stand as a Nieuport 1600 unit.
std::optional<geometry::HexUnit> placedUnit(const core::Unit &unit);

} // namespace adjutant::rulesets::nieuport1600
