// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/event.h"

#include <QList>
#include <QString>
#include <QUuid>

#include <functional>
#include <optional>
#include <utility>

namespace adjutant::core {

// Where a battle's event log lives: in memory (MemoryStore), in a .adjutant file (SqliteStore,
// the embedded default) or on a club server (PostgresStore, one battle among many), so callers
// never know which they hold. The contract, the same for all three (tests/core/
// tst_storecontract.cpp):
// - A store holds one battle, named by battleId() wherever it is copied to.
// - The log is numbered 1, 2, 3 ... without gaps; append() records event.seq == lastSeq() + 1
//   only, and refuses any other seq with StaleLogError (another writer got there first).
// - Every event carries a client-made id: appending an event whose id the log already holds at
//   that seq records nothing and succeeds, so a retry after a lost answer is recorded once.
// - Several stores may be open on one battle (two programs on a file, a table and the umpire on
//   the server); watch() tells each of the others' appends.
// Every call throws core::Error with a message naming the store and the problem.
class GameStore
{
public:
    virtual ~GameStore() = default;

    // A file path, or a server and battle, for messages (never a password).
    virtual QString location() const = 0;
    // The battle's identity, kept when it moves between a file and the club.
    virtual QUuid battleId() const = 0;
    // Whom events appended through this store are recorded as (the server login, the local user).
    virtual QString author() const = 0;
    // The seq of the last event in the store (0 for an empty log), read from the store now.
    virtual qint64 lastSeq() = 0;
    // Every event after `seq`, in seq order.
    virtual QList<Event> eventsAfter(qint64 seq) = 0;
    QList<Event> loadEvents() { return eventsAfter(0); }
    // The whole log handed to `take` in seq order, a part at a time as it is read, so that a caller
    // may replay one part while the store reads the next (SqliteStore); by default in one part.
    // A damaged part throws before it is handed over, after the parts before it.
    virtual void readLog(const std::function<void(QList<Event> &part)> &take)
    {
        QList<Event> all = loadEvents();
        take(all);
    }
    // Records one event durably and returns only once it is committed. Throws StaleLogError when
    // event.seq is not lastSeq() + 1 (unless the log already holds this very event: then it
    // records nothing and returns), core::Error otherwise; after a throw nothing was recorded.
    virtual void append(const Event &event) = 0;
    // Calls `listener` from this thread's event loop after another store on the same battle may
    // have appended (perhaps spuriously: ask lastSeq()). One listener; an empty one stops.
    virtual void watch(std::function<void()> listener) = 0;
    // Whether the log is read from a copy that may be behind the one written to: a club server's
    // hot standby (core/clubservercheck.h, standbyReplay) says whether it has replayed all its
    // primary sent and, while it has not, how many seconds it is behind (-1 unknown). nullopt
    // from every store that is the log itself. Throws core::Error.
    virtual std::optional<std::pair<bool, double>> standbyReplay() { return std::nullopt; }
};

} // namespace adjutant::core
