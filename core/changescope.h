// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QSet>
#include <QString>

namespace adjutant::core {

struct Change;
struct Event;

// What one event touched, by id, read from its type and payload alone (the parts of a step, the
// changes an undo or redo carries): which views of the battle must look again. A view refreshes
// what is named here and nothing else (CONVENTIONS.md: typed document signals). The books (a
// unit's losses, each side's standing, the verdict) are reckoned from units, sides and the
// turn: a view of them looks again when any of those is named.
struct ChangeScope
{
    bool battle = false; // the whole battle replaced (battle.created, battle.imported)
    bool table = false;  // the table's settings (its contact tolerance)
    bool turn = false;   // turn, phase or active side
    QSet<QString> sides; // added, removed or changed
    // Units added, removed or changed: their fields, cohesion, disorder, flags or strength.
    QSet<QString> units;
    // Units whose bases were added, removed, moved or changed (with the unit's own fields when
    // unit.changed may have set them).
    QSet<QString> bases;
    QSet<QString> commanders;
    QSet<QString> terrain;

    static ChangeScope of(const Change &change);
    // An event: its change, or the changes an undo or redo carries.
    static ChangeScope of(const Event &event);

    void unite(const ChangeScope &other);

    bool operator==(const ChangeScope &) const = default;
};

} // namespace adjutant::core
