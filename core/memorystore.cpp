#include "core/memorystore.h"

#include "core/error.h"

#include <QObject>

namespace adjutant::core {

struct MemoryStore::Log
{
    QUuid battle = QUuid::createUuid();
    QList<Event> events;
    QList<MemoryStore *> handles;
};

MemoryStore::MemoryStore(QList<Event> events, QString author)
    : MemoryStore(std::make_shared<Log>(), std::move(author))
{
    mLog->events = std::move(events);
}

MemoryStore::MemoryStore(std::shared_ptr<Log> log, QString author)
    : mLog(std::move(log)), mAuthor(std::move(author)), mContext(std::make_unique<QObject>())
{
    mLog->handles << this;
}

MemoryStore::~MemoryStore()
{
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
    return mLog->events.isEmpty() ? 0 : mLog->events.last().seq;
}

QList<Event> MemoryStore::eventsAfter(qint64 seq)
{
    // As stored, even a log out of order (tests of replay hand such logs to a session).
    QList<Event> after;
    for (const Event &event : std::as_const(mLog->events)) {
        if (event.seq > seq)
            after << event;
    }
    return after;
}

void MemoryStore::append(const Event &event)
{
    const qint64 last = lastSeq();
    if (!event.id.isNull()) {
        for (const Event &stored : std::as_const(mLog->events)) {
            if (stored.id == event.id && stored.seq == event.seq)
                return; // a retry of an append that was recorded
            if (stored.id == event.id)
                throw Error(QStringLiteral("%1: holds this event already, as event %2").arg(location()).arg(stored.seq));
        }
    }
    if (event.seq != last + 1)
        throw StaleLogError(location(), last, event.seq - 1);
    mLog->events << event;
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
    mListener = std::move(listener);
}

} // namespace adjutant::core
