// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace adjutant::rulesets {

// One adjustment a procedure applied: what it is, by how much, and the rule that says so. A
// value the rules text does not give plainly (an interpretation) says why in `interpreted`.
struct Modifier
{
    QString label;    // "Battle group has lost at least 25% of its original bases"
    int value = 0;    // -1, +1, ...; for points of advantage, the POA (+1 is "+")
    QString citation; // "FoGR: Battle Group Deterioration, The Test"
    QString interpreted;

    bool operator==(const Modifier &) const = default;
};

} // namespace adjutant::rulesets
