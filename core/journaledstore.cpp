#include "core/journaledstore.h"

#include "core/error.h"
#include "core/sqlitestore.h"
#include "core/storesync.h"

namespace adjutant::core {

JournaledStore::JournaledStore(std::unique_ptr<SqliteStore> journal, Connect connect)
    : mJournal(std::move(journal)), mConnect(std::move(connect))
{
    sync();
}

JournaledStore::~JournaledStore() = default;

QString JournaledStore::location() const
{
    return mJournal->location();
}

QUuid JournaledStore::battleId() const
{
    return mJournal->battleId();
}

QString JournaledStore::author() const
{
    return mServer ? mServer->author() : mJournal->author();
}

qint64 JournaledStore::lastSeq()
{
    return mJournal->lastSeq();
}

QList<Event> JournaledStore::eventsAfter(qint64 seq)
{
    return mJournal->eventsAfter(seq);
}

void JournaledStore::append(const Event &event)
{
    mJournal->append(event);
    ++mPending;
    sync();
}

void JournaledStore::watch(std::function<void()> listener)
{
    mJournal->watch(std::move(listener));
}

JournaledStore::Status JournaledStore::sync()
{
    // A server that grew between our look and our send refuses as stale: look again.
    for (int attempt = 0; attempt < 3; ++attempt) {
        try {
            if (!mServer)
                mServer = mConnect();
            if (mServer->lastSeq() > mJournal->lastSeq())
                StoreSync::sendMissing(*mServer, *mJournal); // the umpire's corrections, say
            else
                StoreSync::sendMissing(*mJournal, *mServer);
            mKnownOnServer = mJournal->lastSeq();
            mStatus = Status::Online;
            mProblem.clear();
            break;
        } catch (const DivergedLogError &error) {
            mStatus = Status::Diverged;
            mProblem = error.message();
            mKnownOnServer = error.seq() - 1;
            break;
        } catch (const StaleLogError &error) {
            mStatus = Status::Diverged;
            mProblem = error.message();
        } catch (const Error &error) {
            mStatus = Status::Offline;
            mProblem = error.message();
            mServer.reset(); // connect afresh next time
            break;
        }
    }
    mPending = mJournal->lastSeq() - mKnownOnServer;
    return mStatus;
}

} // namespace adjutant::core
