// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/change.h"

#include <QDateTime>
#include <QUuid>

namespace adjutant::core {

// One entry of a battle's log, as stored. `seq` numbers the log 1, 2, 3 ... The turn and phase
// are those in force when the event was recorded. Undo and redo are events too (types "undo"
// and "redo", see docs/formats.md).
//
// Two fields are fixed when the event is recorded, from the battle as it was then, and stored
// with it: the log line, and for an undoable change the changes that take it back. Replaying a
// log then only applies payloads (fast: docs/benchmarks.md), and the log reads as it did at the
// table even after later versions reword their descriptions.
//
// Each event also carries a client-made id, so that an append retried after a lost answer is
// recorded once (GameStore::append), and its author: the store's login when it was recorded.
struct Event
{
    qint64 seq = 0;
    QUuid id;
    QString author;
    QDateTime time; // UTC
    QString type;
    int version = 1; // schema version of this event type's payload
    int turn = 1;
    QString phase;
    QJsonObject payload;
    QString description;
    ChangeList undo; // an undoable change's compensating changes; empty for other events

    bool operator==(const Event &) const = default;
    Change change() const { return Change{type, payload}; }
    // The changes it applies: its own, or for an undo or redo the ones it carries. Throws
    // core::Error naming a carried change that is not one.
    ChangeList applied() const;
};

} // namespace adjutant::core
