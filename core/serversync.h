// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/event.h"
#include "core/staterule.h"

#include <QList>
#include <QString>

#include <functional>
#include <memory>

namespace adjutant::core {

class GameStore;

// A table's event the server no longer takes: made while the table was cut off, it does not
// apply on top of what someone else (the umpire) wrote meanwhile.
struct RefusedEvent
{
    Event event;
    QString reason;
};

// What one look at the server found and did, for the journal's owner to apply (JournaledStore).
struct SyncOutcome
{
    enum class Status
    {
        Online,
        Offline,
        Diverged
    };
    Status status = Status::Offline;
    QString problem;        // why offline or diverged; empty when online
    qint64 journalLast = 0; // the journal's last seq the look was made for
    // The journal keeps its events up to `keepUpTo` and then takes `tail` (the server's events
    // after it): a catch-up (keepUpTo == journalLast) or, after the table's events were made
    // again on top of the umpire's, a rewrite (keepUpTo < journalLast).
    qint64 keepUpTo = 0;
    QList<Event> tail;
    qint64 known = 0; // the journal and the server hold the same events up to this seq
    QList<RefusedEvent> refused;
    QString author; // the login the server records events as; empty when not reached
};

// The server's side of a journaled club battle (JournaledStore): compares the journal's log
// with the server's and brings them together. What the server lacks is sent in order, each event
// once (its id makes a retry harmless); what the journal lacks comes back in the outcome; when
// someone else wrote to the server meanwhile, the journal's pending events are made again on top
// of the server's log (BattleSession::reapply): those that still apply are sent, those that no
// longer apply come back as refused, never dropped. Not thread-safe: one thread uses it (its
// connection is made and used on that thread, as Qt SQL requires).
class ServerSync
{
public:
    using Connect = std::function<std::unique_ptr<GameStore>()>;
    // `rule`: the battle's rule set's state rule (core/staterule.h); a pending event made again
    // on top of the umpire's that leaves a state it refuses comes back as refused, with why.
    explicit ServerSync(Connect connect, StateRule rule = {});
    ~ServerSync();

    // One look: `journal` is the journal's whole log, the same as the server's up to `known`
    // when last seen. Never throws: a server out of reach is an outcome.
    SyncOutcome look(const QList<Event> &journal, qint64 known);

private:
    SyncOutcome lookOnce(const QList<Event> &journal, qint64 known);
    SyncOutcome remake(const QList<Event> &journal, qint64 parted, const QList<Event> &others);
    Connect mConnect;
    StateRule mRule;
    std::unique_ptr<GameStore> mServer;
};

} // namespace adjutant::core
