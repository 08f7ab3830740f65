// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/hexcell.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

namespace adjutant::rulesets {

// A unit's move on a hex map as its rule set counts it: the app draws `path` and shows `steps`,
// the cost against the allowance, and refuses the move with `refusal` (TableRules::planHexMove).
struct HexMovePlan
{
    // The move may be made as planned.
    bool allowed = false;
    // Movement points the whole move spends.
    int cost = 0;
    // The unit's movement points this turn after its state (a half point where the rule set halves
    // an odd allowance), or none when the counter's value is not recorded.
    std::optional<double> allowance;
    // The hexes of the unit's bases after each step, in the order of its bases; the first entry is
    // where it stands (the only one when no way was found). Empty only when the unit or `to` is
    // not a unit on the map.
    QList<QList<core::HexCell>> path;
    // The vertex the unit faces after each step, as Base::facing counts them; same length as path.
    QList<int> facings;
    // Each step in a player's words with its cost and section, one per entry of path after the
    // first: "enter 1305 (clear): 1 MP, N1600 8.1".
    QStringList steps;
    // One line, why the move may not be made, with the section; empty when allowed.
    QString refusal;
    // What the players must still do or know: a morale test before a pivot, a unit the move
    // eliminates, a value the battle does not record.
    QStringList notes;
};

} // namespace adjutant::rulesets
