#pragma once

#include "core/change.h"

#include <QDateTime>

namespace adjutant::core {

// One entry of a battle's log, as stored. `seq` is given by the store (1, 2, 3 ...). The turn
// and phase are those in force when the event was recorded. Undo and redo are events too
// (types "undo" and "redo", see docs/formats.md).
struct Event
{
    qint64 seq = 0;
    QDateTime time; // UTC
    QString type;
    int version = 1; // schema version of this event type's payload
    int turn = 1;
    QString phase;
    QJsonObject payload;

    bool operator==(const Event &) const = default;
    Change change() const { return Change{type, payload}; }
};

} // namespace adjutant::core
