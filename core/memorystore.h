// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/gamestore.h"

#include <memory>

class QObject;

namespace adjutant::core {

// A store that keeps its log in memory: for tests, benchmarks and a battle not yet saved. Handles
// made by another() share one log, as two programs share a file or a server.
class MemoryStore : public GameStore
{
public:
    explicit MemoryStore(QList<Event> events = {}, QString author = QStringLiteral("memory"));
    ~MemoryStore() override;
    MemoryStore(const MemoryStore &) = delete;
    MemoryStore &operator=(const MemoryStore &) = delete;

    // Another handle on the same log, appending as `author`.
    std::unique_ptr<MemoryStore> another(QString author) const;

    QString location() const override { return QStringLiteral("memory"); }
    QUuid battleId() const override;
    QString author() const override { return mAuthor; }
    qint64 lastSeq() override;
    QList<Event> eventsAfter(qint64 seq) override;
    void append(const Event &event) override;
    void watch(std::function<void()> listener) override;

private:
    struct Log;
    MemoryStore(std::shared_ptr<Log> log, QString author);
    std::shared_ptr<Log> mLog;
    QString mAuthor;
    // Receives the queued calls of other handles' appends; goes with this handle.
    std::unique_ptr<QObject> mContext;
    std::function<void()> mListener;
};

} // namespace adjutant::core
