// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A club table as the server-fault tests see one (tst_clubrestart, tst_clubfailover): a thread
// that appends to one battle without pause, each event until a server has it, and keeps what it
// sent and when it last failed and last succeeded.

#include <QElapsedTimer>
#include <QList>
#include <QString>
#include <QThread>
#include <QUuid>

#include <atomic>
#include <mutex>

namespace appender {

class Appender : public QThread
{
public:
    // `server` and `battle` as PostgresStore::open takes them.
    Appender(QString server, QString battle);
    void stop() { mStop = true; }
    qint64 appended() const { return mAppended; }
    int refused() const { return mRefused; }
    // Every event the server took, in order (acknowledged: its append returned).
    QList<QUuid> sent() const;
    // Why it gave up (a stale append taken, no server within 30 s), or empty.
    QString error() const;
    // Milliseconds on clock() of its last refused append and of its last append, -1 before any.
    qint64 lastRefusedAt() const { return mLastRefusedAt; }
    qint64 lastAppendedAt() const { return mLastAppendedAt; }
    // The clock those are on, started with the appender.
    qint64 now() const { return mClock.elapsed(); }

protected:
    void run() override;

private:
    void fail(const QString &error);
    QString mServer;
    QString mBattle;
    QElapsedTimer mClock;
    std::atomic<bool> mStop = false;
    std::atomic<qint64> mAppended = 0;
    std::atomic<int> mRefused = 0;
    std::atomic<qint64> mLastRefusedAt = -1;
    std::atomic<qint64> mLastAppendedAt = -1;
    mutable std::mutex mLock;
    QList<QUuid> mSent;
    QString mError;
};

} // namespace appender
