// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hexcell.h"
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

// N1600 13.2: a broken unit's rout toward its side's map edge (the rout table's mapEdge), along
// the path of least resistance (the planner's cheapest way to a hex on that edge, interpreted),
// in the players' words.
struct RoutPath
{
    // Where the unit stands, then after each step: its hexes (a double unit's two halves).
    QList<QList<core::HexCell>> path;
    int cost = 0;          // MP to the edge, when a way was found
    int stepsThisTurn = 0; // the entries of path after the first its allowance reaches
    QString caption;       // "rout: 5 MP to the west edge, eliminated on leaving the map"
    QString tip;           // the steps and the rules they rest on
    QString reason;        // nothing to show: why (not Broken, no map edge recorded)
};
// Throws core::Error (MissingRuleValue among them) only when a value every move needs is missing.
RoutPath routPath(const RuleBook &book, const core::Battle &battle, int unit);

} // namespace adjutant::rulesets::nieuport1600
