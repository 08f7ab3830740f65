// SPDX-License-Identifier: GPL-3.0-or-later
// The club server restarted while a client appends (docs/club.md, Tests): a cluster of this
// test's own (initdb in a temporary folder, a Unix socket there), restarted with pg_ctl again and
// again, "fast" (sessions ended cleanly) and "immediate" (as after a crash), while a client on
// another thread appends without pause. Nothing is lost, nothing is recorded twice, the log stays
// in order, and the client is back at work soon after each restart. A modest count by default, to
// keep the test under a minute; ADJUTANT_TEST_RESTARTS=100 for the count.
#include "appender.h"
#include "core/postgresstore.h"
#include "testcluster.h"

#include <QElapsedTimer>
#include <QRandomGenerator>
#include <QTest>
#include <QThread>

using namespace adjutant::core;

class TestClubRestart : public QObject
{
    Q_OBJECT

private slots:
    void restartsLoseNothingAndDuplicateNothing();
};

void TestClubRestart::restartsLoseNothingAndDuplicateNothing()
{
    if (qEnvironmentVariable("ADJUTANT_TEST_POSTGRES").isEmpty() &&
        qEnvironmentVariableIntValue("ADJUTANT_TEST_POSTGRES_REQUIRED") == 0)
        QSKIP("the club tests are off (no ADJUTANT_TEST_POSTGRES; docs/club.md, Tests)");
    testcluster::Cluster cluster;
    QVERIFY2(cluster.init() && cluster.start(), qPrintable(cluster.error()));
    PostgresStore::initialize(cluster.uri());
    PostgresStore::create(cluster.uri(), QUuid::createUuid(), QStringLiteral("restarted"));

    const int restarts = qMax(1, qEnvironmentVariableIntValue("ADJUTANT_TEST_RESTARTS"));
    const int count = qEnvironmentVariableIsSet("ADJUTANT_TEST_RESTARTS") ? restarts : 8;
    appender::Appender client(cluster.uri(), QStringLiteral("restarted"));
    client.start();
    QRandomGenerator random(1600);
    qint64 slowestBack = 0;
    for (int i = 0; i < count; ++i) {
        // Mid-append: the client appends without pause; the restart comes at a random moment.
        const qint64 before = client.written();
        QTRY_VERIFY_WITH_TIMEOUT(client.written() >= before + 5 || !client.error().isEmpty(),
                                 30'000);
        QThread::msleep(random.bounded(50));
        QVERIFY2(cluster.restart(i % 2 ? QStringLiteral("immediate") : QStringLiteral("fast")),
                 qPrintable(cluster.error()));
        // The client is back at work once the server is.
        QElapsedTimer back;
        back.start();
        const qint64 atRestart = client.written();
        QTRY_VERIFY_WITH_TIMEOUT(client.written() > atRestart || !client.error().isEmpty(),
                                 30'000);
        slowestBack = qMax(slowestBack, back.elapsed());
        QVERIFY2(client.error().isEmpty(), qPrintable(client.error()));
    }
    client.stop();
    client.wait();
    QVERIFY2(client.error().isEmpty(), qPrintable(client.error()));
    qInfo("%d restarts, %lld events appended, %d appends refused while the server was away; the "
          "client "
          "was appending again at most %lld ms after a restart",
          count, client.written(), client.refused(), slowestBack);
    QVERIFY2(slowestBack < 10'000, "the client was not back within 10 s of a restart");

    // Every event once, in order, as the client sent them.
    const QList<Event> stored =
        PostgresStore::open(cluster.uri(), QStringLiteral("restarted"))->loadEvents();
    QList<QUuid> ids;
    for (qsizetype i = 0; i < stored.size(); ++i) {
        QCOMPARE(stored[i].seq, qint64(i + 1));
        ids << stored[i].id;
    }
    QCOMPARE(ids, client.sent());
}

QTEST_GUILESS_MAIN(TestClubRestart)
#include "tst_clubrestart.moc"
