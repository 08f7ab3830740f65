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
#include <functional>
#include <mutex>

namespace appender {

// What a table and the umpire share: a thread that sends each write until a server takes it, and
// keeps how many were taken, when it last failed and last succeeded, and why it gave up.
class Writer : public QThread
{
public:
    void stop() { mStop = true; }
    // Writes the server took (acknowledged: the call returned), and attempts refused.
    qint64 written() const { return mWritten; }
    int refused() const { return mRefused; }
    // Why it gave up (a stale append taken, no server within 30 s), or empty.
    QString error() const;
    // Milliseconds on now()'s clock of its last refused write and of its last write, -1 before any.
    qint64 lastRefusedAt() const { return mLastRefusedAt; }
    qint64 lastWrittenAt() const { return mLastWrittenAt; }
    // The clock those are on, started with the writer.
    qint64 now() const { return mClock.elapsed(); }

protected:
    Writer() { mClock.start(); }
    // Calls `write` until it returns: the server is away (restarting, or its standby not
    // promoted yet), so it is sent again, the same. True once taken; false when the test stops
    // meanwhile (never acknowledged) or it gives up (error() says why).
    bool send(const std::function<void()> &write);
    bool stopping() const { return mStop; }
    mutable std::mutex mLock; // over error() and the subclasses' lists

private:
    QElapsedTimer mClock;
    std::atomic<bool> mStop = false;
    std::atomic<qint64> mWritten = 0;
    std::atomic<int> mRefused = 0;
    std::atomic<qint64> mLastRefusedAt = -1;
    std::atomic<qint64> mLastWrittenAt = -1;
    QString mError;
};

// A table: appends to one battle without pause.
class Appender : public Writer
{
public:
    // `server` and `battle` as PostgresStore::open takes them.
    Appender(QString server, QString battle);
    // Every event the server took, in order.
    QList<QUuid> sent() const;

protected:
    void run() override;

private:
    QString mServer;
    QString mBattle;
    QList<QUuid> mSent;
};

// The umpire of a club night (core::ClubTournament): records a result for each of `battles` in
// turn, each a draw by hand whose verdict is its ruling's number (1, 2, 3 ...), again until a
// server takes it. Recording a result again replaces it, so the server must end with each
// battle's last ruling acknowledged, or the one after it whose answer was lost as it stopped.
class Umpire : public Writer
{
public:
    // The battles must be paired in a round (ClubTournament::pair).
    Umpire(QString server, QStringList battles);
    // The battle's last ruling the server acknowledged, and the last one sent (0 for none).
    int acknowledged(const QString &battle) const;
    int sent(const QString &battle) const;

protected:
    void run() override;

private:
    QString mServer;
    QStringList mBattles;
    QHash<QString, int> mAcknowledged;
    QHash<QString, int> mSentRuling;
};

} // namespace appender
