// SPDX-License-Identifier: GPL-3.0-or-later
// The club server's store through faults: its connection killed by the server
// (pg_terminate_backend) at random moments while a client appends. Nothing is lost, nothing is
// recorded twice, and the log stays in order.
#include "eventtesting.h"
#include "pgtesting.h"

#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include <QRandomGenerator>
#include <QSqlQuery>
#include <QTest>
#include <QThread>

#include <atomic>

using namespace adjutant::core;

namespace {

// Ends the victim's connections every few milliseconds, from a connection of its own.
class Killer : public QThread
{
public:
    Killer(QString server, QString victim) : mServer(std::move(server)), mVictim(std::move(victim)) {}
    void stop() { mStop = true; }
    int kills() const { return mKills; }
    QString error() const { return mError; }

protected:
    void run() override
    {
        try {
            PgConnection connection(mServer);
            QRandomGenerator random(1600);
            while (!mStop) {
                QSqlQuery &query = connection.run(
                    QStringLiteral("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                                   "WHERE application_name = ?"),
                    {mVictim});
                if (query.next())
                    mKills += query.value(0).toInt();
                QThread::msleep(5 + random.bounded(20));
            }
        } catch (const Error &error) {
            mError = error.message();
        }
    }

private:
    QString mServer;
    QString mVictim;
    std::atomic<bool> mStop = false;
    std::atomic<int> mKills = 0;
    QString mError;
};

} // namespace

class TestClubFaults : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void killedConnectionsLoseNothingAndDuplicateNothing();

private:
    std::unique_ptr<pgtesting::TestDatabase> mDatabase;
};

void TestClubFaults::initTestCase()
{
    ADJUTANT_NEED_POSTGRES();
    mDatabase = std::make_unique<pgtesting::TestDatabase>();
    QVERIFY2(mDatabase->isValid(), qPrintable(mDatabase->error()));
}

void TestClubFaults::killedConnectionsLoseNothingAndDuplicateNothing()
{
    const QString victim = mDatabase->uri() + QStringLiteral("&application_name=fault-victim");
    auto store = PostgresStore::create(victim, QUuid::createUuid(), QStringLiteral("under fire"));
    auto observer = PostgresStore::open(mDatabase->uri(), QStringLiteral("under fire"));
    Killer killer(mDatabase->uri(), QStringLiteral("fault-victim"));
    killer.start();

    // At least 200 events and 50 cuts, however fast the machine.
    constexpr qint64 atLeast = 200;
    constexpr int cuts = 50;
    QList<QUuid> sent;
    int refused = 0;      // appends that threw: the client could not tell whether they were recorded
    int answerLost = 0;   // ... of which the server had recorded
    qint64 seq = 1;
    for (; seq <= atLeast || (killer.kills() < cuts && seq <= 100'000); ++seq) {
        const Event event = eventtesting::tercioMoves(seq);
        for (int attempt = 0;; ++attempt) {
            QVERIFY2(attempt < 50, "the store never got through");
            try {
                store->append(event);
                break;
            } catch (const StaleLogError &error) {
                QFAIL(qPrintable(QStringLiteral("a retry was taken for a stale append: ") + error.message()));
            } catch (const Error &) {
                ++refused;
                if (observer->lastSeq() == seq)
                    ++answerLost;
            }
        }
        sent << event.id;
    }
    const qint64 count = seq - 1;
    killer.stop();
    killer.wait();
    QVERIFY2(killer.error().isEmpty(), qPrintable(killer.error()));
    qInfo("%lld events, %d connections killed, %d appends refused, %d of them recorded (the answer lost)",
          count, killer.kills(), refused, answerLost);
    QVERIFY2(killer.kills() >= cuts, "the test did not cut the connection often enough to mean anything");

    const QList<Event> stored = observer->loadEvents();
    QCOMPARE(stored.size(), qsizetype(count));
    QList<QUuid> ids;
    for (qsizetype i = 0; i < stored.size(); ++i) {
        QCOMPARE(stored[i].seq, qint64(i + 1));
        ids << stored[i].id;
    }
    QCOMPARE(ids, sent);
}

QTEST_GUILESS_MAIN(TestClubFaults)
#include "tst_clubfaults.moc"
