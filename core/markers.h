// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The capture markers a battle records (issue 32): which square marker is stuck on which base, or
// on which unit's movement tray. The ids and their limit are in core/base.h.

#include "core/change.h"

#include <QString>
#include <QStringView>

#include <optional>

namespace adjutant::core {

struct Battle;
class JsonReader;

namespace markers {

// The change type that assigns markers (and clears them) as one step: core/markerkinds.cpp,
// docs/formats.md.
inline const QString assignedType = QStringLiteral("markers.assigned");

// A marker id from `key`: a whole number from 0 to baseMarkerIdCount - 1, or noMarker (-1) where
// `allowNone` (a change that clears a marker). The message says why the ids stop at 239.
int read(const JsonReader &json, QStringView key, bool allowNone);

// The first problem of the battle's markers in players' words, or an empty string: a unit marked
// both by its tray and on its bases, or an id used twice (bases and trays together). A marker out
// of range cannot be in a battle: every way in reads it with read().
QString problem(const Battle &battle);

// Where marker `id` is, in players' words ("base "f1r1" of "Tercio"", "the tray of "Tercio""),
// or an empty string when no base or tray carries it.
QString holder(const Battle &battle, int id);

// A markers.assigned change that gives every base without a marker the lowest free id, in the
// battle's order of units and bases; with `trays`, every unit without a marker its tray marker
// instead (units without bases get none). Ids already assigned are kept, and a unit already
// marked keeps its way (tray or bases) and only has its unmarked bases completed. Nothing when
// everything is marked already. Throws core::Error when more markers are needed than there are.
std::optional<Change> propose(const Battle &battle, bool trays);

} // namespace markers

} // namespace adjutant::core
