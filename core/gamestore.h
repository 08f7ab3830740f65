#pragma once

#include "core/event.h"

#include <QList>
#include <QString>

namespace adjutant::core {

// Where a battle's event log lives. The embedded implementation is SqliteStore (one battle per
// .adjutant file); a club or tournament server implements the same calls on PostgreSQL, one
// battle per row of a battles table, so callers never know which they hold.
class GameStore
{
public:
    virtual ~GameStore() = default;

    // A file path, or a server and battle id, for messages.
    virtual QString location() const = 0;
    // Every event in seq order.
    virtual QList<Event> loadEvents() = 0;
    // Records one event durably in its own transaction and returns only once it is committed.
    // event.seq must be the next number (last seq + 1): a store changed meanwhile by another
    // program refuses the append rather than interleave two histories. Throws core::Error; after
    // a throw nothing was recorded.
    virtual void append(const Event &event) = 0;
};

} // namespace adjutant::core
