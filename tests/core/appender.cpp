// SPDX-License-Identifier: GPL-3.0-or-later
#include "appender.h"

#include "core/clubtournament.h"
#include "core/error.h"
#include "core/postgresstore.h"
#include "eventtesting.h"

#include <memory>

using namespace adjutant::core;

namespace appender {

Appender::Appender(QString server, QString battle) : mServer(std::move(server)), mBattle(std::move(battle))
{
    mClock.start();
}

QList<QUuid> Appender::sent() const
{
    std::lock_guard guard(mLock);
    return mSent;
}

QString Appender::error() const
{
    std::lock_guard guard(mLock);
    return mError;
}

void Appender::run()
{
    std::unique_ptr<PostgresStore> store;
    for (qint64 seq = 1; !mStop; ++seq) {
        const Event event = eventtesting::tercioMoves(seq);
        QElapsedTimer trying;
        trying.start();
        for (;;) {
            try {
                if (!store)
                    store = PostgresStore::open(mServer, mBattle);
                store->append(event);
                break;
            } catch (const StaleLogError &error) {
                fail(QStringLiteral("a retry was taken for a stale append: ") + error.message());
                return;
            } catch (const Error &error) {
                // The server is away (restarting, or its standby not promoted yet): the client
                // says so and tries again, the same event.
                ++mRefused;
                mLastRefusedAt = mClock.elapsed();
                if (mStop)
                    return; // the test is over (or failed): this event was never acknowledged
                if (trying.elapsed() > 30'000) {
                    fail(QStringLiteral("no server took it within 30 s: ") + error.message());
                    return;
                }
                QThread::msleep(20);
            }
        }
        {
            std::lock_guard guard(mLock);
            mSent << event.id;
        }
        ++mAppended;
        mLastAppendedAt = mClock.elapsed();
    }
}

void Appender::fail(const QString &error)
{
    std::lock_guard guard(mLock);
    mError = error;
}

Umpire::Umpire(QString server, QStringList battles) : mServer(std::move(server)), mBattles(std::move(battles))
{
    mClock.start();
}

int Umpire::acknowledged(const QString &battle) const
{
    std::lock_guard guard(mLock);
    return mAcknowledged.value(battle);
}

int Umpire::sent(const QString &battle) const
{
    std::lock_guard guard(mLock);
    return mSentRuling.value(battle);
}

QString Umpire::error() const
{
    std::lock_guard guard(mLock);
    return mError;
}

void Umpire::run()
{
    std::unique_ptr<ClubTournament> club;
    for (int ruling = 1; !mStop; ++ruling) {
        const QString battle = mBattles[(ruling - 1) % mBattles.size()];
        BattleResult result;
        result.level = QStringLiteral("Draw");
        result.byHand = true;
        result.verdict = QString::number(ruling);
        QElapsedTimer trying;
        trying.start();
        for (;;) {
            {
                std::lock_guard guard(mLock);
                mSentRuling[battle] = ruling;
            }
            try {
                if (!club)
                    club = std::make_unique<ClubTournament>(mServer);
                club->recordResult(battle, result);
                break;
            } catch (const Error &error) {
                mLastRefusedAt = mClock.elapsed();
                if (mStop)
                    return; // the test is over: this ruling was never acknowledged
                if (trying.elapsed() > 30'000) {
                    std::lock_guard guard(mLock);
                    mError = QStringLiteral("no server took a result within 30 s: ") + error.message();
                    return;
                }
                QThread::msleep(20);
            }
        }
        {
            std::lock_guard guard(mLock);
            mAcknowledged[battle] = ruling;
        }
        ++mRecorded;
        mLastRecordedAt = mClock.elapsed();
    }
}

} // namespace appender
