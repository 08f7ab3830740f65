// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A club table as the server-fault tests see one (tst_clubrestart, tst_clubfailover): a thread
// that appends to one battle without pause, each event until a server has it, and keeps what it
// sent and when it last failed and last succeeded. And the umpire beside the tables: a thread
// that records results without pause, each until a server has it.

#include <QElapsedTimer>
#include <QHash>
#include <QList>
#include <QStringList>
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

// The umpire of a club night (core::ClubTournament): records a result for each of `battles` in
// turn, each a draw by hand whose verdict is its ruling's number (1, 2, 3 ...), again until a
// server takes it. Recording a result again replaces it, so the server must end with each
// battle's last ruling acknowledged, or the one after it whose answer was lost as it stopped.
class Umpire : public QThread
{
public:
    // The battles must be paired in a round (ClubTournament::pair).
    Umpire(QString server, QStringList battles);
    void stop() { mStop = true; }
    qint64 recorded() const { return mRecorded; }
    // The battle's last ruling the server acknowledged, and the last one sent (0 for none).
    int acknowledged(const QString &battle) const;
    int sent(const QString &battle) const;
    QString error() const;
    qint64 lastRefusedAt() const { return mLastRefusedAt; }
    qint64 lastRecordedAt() const { return mLastRecordedAt; }
    qint64 now() const { return mClock.elapsed(); }

protected:
    void run() override;

private:
    QString mServer;
    QStringList mBattles;
    QElapsedTimer mClock;
    std::atomic<bool> mStop = false;
    std::atomic<qint64> mRecorded = 0;
    std::atomic<qint64> mLastRefusedAt = -1;
    std::atomic<qint64> mLastRecordedAt = -1;
    mutable std::mutex mLock;
    QHash<QString, int> mAcknowledged;
    QHash<QString, int> mSentRuling;
    QString mError;
};

} // namespace appender
