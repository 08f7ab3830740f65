// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/gamestore.h"
#include "core/serversync.h"

#include <memory>

namespace adjutant::core {

class SqliteStore;

// A club battle played through network cuts: every append is committed to a local journal (a
// battle file of the same battle) first, so the table keeps playing when the server goes away,
// and the server is then brought level with it (ServerSync): what it lacks is sent in order, each
// event once; what the umpire wrote comes into the journal; when both wrote, the table's waiting
// events are made again on top of the umpire's, those that still apply are sent, and those that
// no longer apply are handed back (takeRefused) and kept in a copy of the journal as it was. The
// journal is the log this store reads.
//
// At first it looks at the server on the calling thread (sync()). Once lookInBackground() is
// called, every look runs on a thread of its own with a connection of its own, and the calling
// thread never waits for the network: a server that stops answering is told as a cut after
// answerSeconds, while play goes on into the journal.
class JournaledStore final : public GameStore
{
public:
    using Status = SyncOutcome::Status;
    // `connect` opens the server's store; it is called again after a failure, on the thread that
    // looks.
    using Connect = ServerSync::Connect;
    // A look that has not answered in this time tells a cut (a look every 5 s then tells one
    // within 10 s).
    static constexpr int answerSeconds = 3;

    // Looks at the server once, on this thread. `rule`: the battle's rule set's state rule, which
    // the table's pending events made again on top of the umpire's must pass (ServerSync).
    JournaledStore(std::unique_ptr<SqliteStore> journal, Connect connect, StateRule rule = {});
    ~JournaledStore() override;

    QString location() const override;
    QUuid battleId() const override;
    QString author() const override;
    qint64 lastSeq() override;
    QList<Event> eventsAfter(qint64 seq) override;
    // Durable once in the journal: a server that cannot be reached does not make it fail. Then
    // looks at the server (in the background once looking there).
    void append(const Event &event) override;
    void watch(std::function<void()> listener) override;

    // Looks at the server now and applies what it found, on this thread; in the background once
    // lookInBackground() was called (then returns the status as it stands).
    Status sync();
    // From now on every look runs on a thread of its own; `landed` is called on this thread after
    // each look was applied, and when a look has not answered within answerSeconds. Called again,
    // it only replaces `landed` (empty: none).
    void lookInBackground(std::function<void()> landed);
    Status status() const { return mStatus; }
    // Whether a look in the background is under way (or asked for).
    bool looking() const;
    // Events in the journal that the server did not have when last reached.
    qint64 pending() const { return qint64(mLog.size()) - mKnown; }
    // Why the server was last out of reach, or how the logs parted; empty when online.
    const QString &problem() const { return mProblem; }
    // Whether the journal's log was rewritten since the last call (the table's events made again
    // on top of the umpire's): a session on this store reads it again (BattleSession::reload).
    bool takeRewritten() { return std::exchange(mRewritten, false); }
    // The table's events the server no longer took since the last call, and why.
    QList<RefusedEvent> takeRefused() { return std::exchange(mRefused, {}); }
    // The battle file that keeps the journal as it was before events were refused; empty if none.
    const QString &partedCopy() const { return mPartedCopy; }

private:
    struct Background;
    void lookAgain();
    void landed(const SyncOutcome &outcome);
    void apply(const SyncOutcome &outcome);
    void rewrite(qint64 keepUpTo, const QList<Event> &tail);
    void answerLate();

    std::unique_ptr<SqliteStore> mJournal;
    Connect mConnect;
    StateRule mRule;
    QList<Event> mLog; // the journal's, as the looks compare it
    std::unique_ptr<ServerSync> mSync; // looking on this thread
    std::unique_ptr<Background> mBackground;
    Status mStatus = Status::Offline;
    qint64 mKnown = 0;
    QString mProblem;
    QString mAuthor;
    bool mRewritten = false;
    QList<RefusedEvent> mRefused;
    QString mPartedCopy;
};

} // namespace adjutant::core
