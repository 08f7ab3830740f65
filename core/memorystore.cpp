// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/memorystore.h"

#include "core/error.h"

#include <QHash>
#include <QObject>

#include <mutex>

namespace adjutant::core {

// Shared by every handle; handles may live on different threads (a table's background look
// and the test's umpire on one club log), so each reach into it holds the lock.
struct MemoryStore::Log
{
    const QUuid battle = QUuid::createUuid();
    std::mutex lock;
    QList<Event> events;
    QHash<QUuid, qint64> seqOf; // an event's seq by its id: a log of 100,000 is not searched
    QList<MemoryStore *> handles;
};

MemoryStore::MemoryStore(QList<Event> events, QString author)
    : MemoryStore(std::make_shared<Log>(), std::move(author))
{
    std::lock_guard guard(mLog->lock);
    mLog->events = std::move(events);
    for (const Event &event : std::as_const(mLog->events)) {
        if (!event.id.isNull())
            mLog->seqOf.insert(event.id, event.seq);
    }
}

MemoryStore::MemoryStore(std::shared_ptr<Log> log, QString author)
    : mLog(std::move(log)), mAuthor(std::move(author)), mContext(std::make_unique<QObject>())
{
    std::lock_guard guard(mLog->lock);
    mLog->handles << this;
}

MemoryStore::~MemoryStore()
{
    std::lock_guard guard(mLog->lock);
    mLog->handles.removeOne(this);
}

std::unique_ptr<MemoryStore> MemoryStore::another(QString author) const
{
    return std::unique_ptr<MemoryStore>(new MemoryStore(mLog, std::move(author)));
}

QUuid MemoryStore::battleId() const
{
    return mLog->battle;
}

qint64 MemoryStore::lastSeq()
{
    std::lock_guard guard(mLog->lock);
    return mLog->events.isEmpty() ? 0 : mLog->events.last().seq;
}

QList<Event> MemoryStore::eventsAfter(qint64 seq)
{
    // As stored, even a log out of order (tests of replay hand such logs to a session).
    QList<Event> after;
    std::lock_guard guard(mLog->lock);
    for (const Event &event : std::as_const(mLog->events)) {
        if (event.seq > seq)
            after << event;
    }
    return after;
}

void MemoryStore::append(const Event &event)
{
    std::lock_guard guard(mLog->lock);
    const qint64 last = mLog->events.isEmpty() ? 0 : mLog->events.last().seq;
    if (!event.id.isNull()) {
        if (const auto stored = mLog->seqOf.constFind(event.id); stored != mLog->seqOf.constEnd()) {
            if (*stored == event.seq)
                return; // a retry of an append that was recorded
            throw Error(QStringLiteral("%1: holds this event already, as event %2").arg(location()).arg(*stored));
        }
    }
    if (event.seq != last + 1)
        throw StaleLogError(location(), last, event.seq - 1);
    mLog->events << event;
    if (!event.id.isNull())
        mLog->seqOf.insert(event.id, event.seq);
    for (MemoryStore *other : std::as_const(mLog->handles)) {
        if (other != this && other->mListener) {
            QMetaObject::invokeMethod(
                other->mContext.get(), [other] { if (other->mListener) other->mListener(); },
                Qt::QueuedConnection);
        }
    }
}

void MemoryStore::watch(std::function<void()> listener)
{
    std::lock_guard guard(mLog->lock); // another handle's append reads it
    mListener = std::move(listener);
}

} // namespace adjutant::core
