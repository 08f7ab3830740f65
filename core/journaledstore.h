#pragma once

#include "core/gamestore.h"

#include <memory>

namespace adjutant::core {

class SqliteStore;

// A club battle played through network cuts: every append is committed to a local journal (a
// battle file of the same battle) first, so the table keeps playing when the server goes away,
// and then sent to the server; what the server lacks is sent on the next append or sync(), in
// order, each event once (the server keeps an event's id). The journal is the log this store
// reads. If someone else (the umpire) appended to the server meanwhile, nothing more is sent:
// status() says so and the table decides (docs/club.md); nothing is dropped.
class JournaledStore final : public GameStore
{
public:
    enum class Status { Online, Offline, Diverged };
    // `connect` opens the server's store; it is called again after a failure.
    using Connect = std::function<std::unique_ptr<GameStore>()>;

    JournaledStore(std::unique_ptr<SqliteStore> journal, Connect connect);
    ~JournaledStore() override;

    QString location() const override;
    QUuid battleId() const override;
    QString author() const override;
    qint64 lastSeq() override;
    QList<Event> eventsAfter(qint64 seq) override;
    // Durable once in the journal: a server that cannot be reached does not make it fail.
    void append(const Event &event) override;
    void watch(std::function<void()> listener) override;

    // Sends what the server lacks, or brings into the journal what the server has that the
    // journal lacks when nothing is pending. Returns the status it leaves.
    Status sync();
    Status status() const { return mStatus; }
    // Events in the journal that the server did not have when last reached.
    qint64 pending() const { return mPending; }
    // Why the server was last out of reach, or how the logs parted; empty when online.
    const QString &problem() const { return mProblem; }

private:
    std::unique_ptr<SqliteStore> mJournal;
    Connect mConnect;
    std::unique_ptr<GameStore> mServer;
    Status mStatus = Status::Offline;
    qint64 mPending = 0;
    qint64 mKnownOnServer = 0;
    QString mProblem;
};

} // namespace adjutant::core
