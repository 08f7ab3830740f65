#pragma once

#include "rulesets/hexmoveplan.h"

#include <QList>

namespace adjutant::core {
struct Base;
struct Battle;
} // namespace adjutant::core

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::nieuport1600 {

// N1600 7 (Orientation), 8 (Movement), 9 (Stacking): the cheapest legal sequence of steps that
// takes the unit at index `unit` of `battle` from where it stands to `to` (its bases, same ids
// and order), with the MP it spends against the movement value on its counter (the unit's
// property "movement", N1600 2.2) after its morale level, or why it may not go there
// (docs/rulesets/nieuport1600.md, Movement). Throws core::Error (MissingRuleValue among them)
// only when a value every move needs is missing.
HexMovePlan planMove(const RuleBook &book, const core::Battle &battle, int unit,
                     const QList<core::Base> &to);

} // namespace adjutant::rulesets::nieuport1600
