// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Nieuport 1600's wings (N1600 2.1, 5.2: "A commander is the leader of a wing and commands all
// the units of that wing"): a wing is its wing commander and the units whose property "wing"
// names him; his orders (N1600 6) and markers (N1600 2.3, 4.3, 4.4) are the wing's. Shared by the
// move planner, the table rules, the books and the pre-fill.

#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::core {
struct Battle;
struct Commander;
struct Unit;
} // namespace adjutant::core

namespace adjutant::geometry {
class HexUnit;
}

namespace adjutant::rulesets {
class RuleBook;
struct HexMovePlan;
} // namespace adjutant::rulesets

namespace adjutant::rulesets::nieuport1600 {

struct Wing
{
    int commander = -1; // index in battle.commanders
    QList<int> units;   // indexes in battle.units
};

// The wing commander of `unit` (the commander its "wing" property names), or null.
const core::Commander *wingCommanderOf(const core::Battle &battle, const core::Unit &unit);
// Every commander with at least one unit of his wing, in the battle's order of commanders.
QList<Wing> wings(const core::Battle &battle);
// "Vanguard (Francis Vere)": the wing as the players call it, from its commander's name.
QString wingName(const core::Commander &commander);

// The orders of N1600 6.2 by precedence (ordersChange table, "orders"): Chargez!, Marchez!,
// Ralliez!. The markers a commander may carry (turn table, "markers").
QStringList ordersWords(const RuleBook &book);
QStringList markerWords(const RuleBook &book);

// N1600 6.2, Types of orders, for a move of the unit at index `unit` from `from` to `to`:
// under Chargez! a unit adjacent to the enemy cannot move away, and the move must end at least
// one hex closer to the nearest enemy unit (a note: a move made in steps is judged at its end);
// under Marchez! it may not become adjacent to the enemy; under Ralliez! it may not end closer
// to the enemy. Sets plan.refusal or adds to plan.notes; nothing when the wing has no orders.
void checkOrders(const RuleBook &book, const core::Battle &battle, int unit,
                 const geometry::HexUnit &from, const geometry::HexUnit &to, HexMovePlan &plan);

// N1600 8.6, Musketeers manga: an M unit "must remain two hexes or fewer from its double unit"
// (its property "tercio" names that unit): a move that takes it farther is refused; one that
// begins farther and ends no closer, not adjacent to an enemy, is said in the notes ("it must
// move closer"). Nothing for a unit with no tercio recorded.
void checkTercio(const core::Battle &battle, int unit, const geometry::HexUnit &from,
                 const geometry::HexUnit &to, HexMovePlan &plan);

} // namespace adjutant::rulesets::nieuport1600
