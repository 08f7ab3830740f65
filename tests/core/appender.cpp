// SPDX-License-Identifier: GPL-3.0-or-later
#include "appender.h"

#include "core/clubtournament.h"
#include "core/error.h"
#include "core/postgresstore.h"
#include "eventtesting.h"

#include <memory>

using namespace adjutant::core;

namespace appender {

QString Writer::error() const
{
    std::lock_guard guard(mLock);
    return mError;
}

bool Writer::send(const std::function<void()> &write)
{
    QElapsedTimer trying;
    trying.start();
    for (;;) {
        try {
            write();
            ++mWritten;
            mLastWrittenAt = mClock.elapsed();
            return true;
        } catch (const StaleLogError &error) {
            std::lock_guard guard(mLock);
            mError = QStringLiteral("a retry was taken for a stale append: ") + error.message();
            return false;
        } catch (const Error &error) {
            ++mRefused;
            mLastRefusedAt = mClock.elapsed();
            if (mStop)
                return false; // the test is over (or failed): never acknowledged
            if (trying.elapsed() > 30'000) {
                std::lock_guard guard(mLock);
                mError = QStringLiteral("no server took it within 30 s: ") + error.message();
                return false;
            }
            QThread::msleep(20);
        }
    }
}

Appender::Appender(QString server, QString battle) : mServer(std::move(server)), mBattle(std::move(battle))
{
}

QList<QUuid> Appender::sent() const
{
    std::lock_guard guard(mLock);
    return mSent;
}

void Appender::run()
{
    std::unique_ptr<PostgresStore> store;
    for (qint64 seq = 1; !stopping(); ++seq) {
        const Event event = eventtesting::tercioMoves(seq);
        const bool taken = send([&] {
            if (!store)
                store = PostgresStore::open(mServer, mBattle);
            store->append(event);
        });
        if (!taken)
            return;
        std::lock_guard guard(mLock);
        mSent << event.id;
    }
}

Umpire::Umpire(QString server, QStringList battles) : mServer(std::move(server)), mBattles(std::move(battles))
{
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

void Umpire::run()
{
    std::unique_ptr<ClubTournament> club;
    for (int ruling = 1; !stopping(); ++ruling) {
        const QString battle = mBattles[(ruling - 1) % mBattles.size()];
        BattleResult result;
        result.level = QStringLiteral("Draw");
        result.byHand = true;
        result.verdict = QString::number(ruling);
        {
            std::lock_guard guard(mLock);
            mSentRuling[battle] = ruling;
        }
        const bool taken = send([&] {
            if (!club)
                club = std::make_unique<ClubTournament>(mServer);
            club->recordResult(battle, result);
        });
        if (!taken)
            return;
        std::lock_guard guard(mLock);
        mAcknowledged[battle] = ruling;
    }
}

} // namespace appender
