// SPDX-License-Identifier: GPL-3.0-or-later
// The club server restarted while a client appends (docs/club.md, Tests): a cluster of this
// test's own (initdb in a temporary folder, a Unix socket there), restarted with pg_ctl again and
// again, "fast" (sessions ended cleanly) and "immediate" (as after a crash), while a client on
// another thread appends without pause. Nothing is lost, nothing is recorded twice, the log stays
// in order, and the client is back at work soon after each restart. A modest count by default, to
// keep the test under a minute; ADJUTANT_TEST_RESTARTS=100 for the count.
#include "core/error.h"
#include "eventtesting.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include <QDir>
#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <atomic>
#include <mutex>
#include <unistd.h>

using namespace adjutant::core;

namespace {

// A PostgreSQL cluster of the test's own, as .ci/pgcluster makes one: as root the server runs as
// the "postgres" user of Debian's package.
class Cluster
{
public:
    Cluster()
    {
        const QStringList versions = QDir(QStringLiteral("/usr/lib/postgresql"))
                                         .entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name);
        for (const QString &version : versions) {
            if (QFileInfo::exists(QStringLiteral("/usr/lib/postgresql/%1/bin/initdb").arg(version)))
                mBin = QStringLiteral("/usr/lib/postgresql/%1/bin").arg(version);
        }
        if (mBin.isEmpty()) {
            mError = QStringLiteral("PostgreSQL is not installed (apt-get install postgresql)");
            return;
        }
        if (!mDir.isValid()) {
            mError = QStringLiteral("no temporary folder");
            return;
        }
        if (geteuid() == 0 &&
            !run({QStringLiteral("chown"), QStringLiteral("postgres:"), mDir.path()}, false))
            return;
        if (!run({mBin + QStringLiteral("/initdb"), QStringLiteral("-D"), data(),
                  QStringLiteral("-U"), QStringLiteral("adjutant_ci"), QStringLiteral("-A"),
                  QStringLiteral("trust"), QStringLiteral("-E"), QStringLiteral("UTF8"),
                  QStringLiteral("--locale=C.UTF-8"), QStringLiteral("--no-sync")}))
            return;
        mStarted = run(
            {mBin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), data(), QStringLiteral("-l"),
             mDir.filePath(QStringLiteral("server.log")), QStringLiteral("-w"),
             QStringLiteral("-o"),
             QStringLiteral("-c listen_addresses='' -c unix_socket_directories='%1' -c fsync=off")
                 .arg(mDir.path()),
             QStringLiteral("start")});
    }
    ~Cluster()
    {
        if (mStarted)
            run({mBin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), data(),
                 QStringLiteral("-m"), QStringLiteral("immediate"), QStringLiteral("-w"),
                 QStringLiteral("stop")});
    }
    bool isValid() const { return mStarted; }
    const QString &error() const { return mError; }
    QString uri() const
    {
        return QStringLiteral("postgresql:///postgres?host=%1&user=adjutant_ci").arg(mDir.path());
    }
    // `mode`: "fast" or "immediate" (pg_ctl's shutdown modes).
    bool restart(const QString &mode)
    {
        return run({mBin + QStringLiteral("/pg_ctl"), QStringLiteral("-D"), data(),
                    QStringLiteral("-m"), mode, QStringLiteral("-w"), QStringLiteral("-l"),
                    mDir.filePath(QStringLiteral("server.log")), QStringLiteral("restart")});
    }

private:
    QString data() const { return mDir.filePath(QStringLiteral("data")); }
    bool run(QStringList command, bool asServer = true)
    {
        if (asServer && geteuid() == 0)
            command = QStringList{QStringLiteral("runuser"), QStringLiteral("-u"),
                                  QStringLiteral("postgres"), QStringLiteral("--")} +
                      command;
        QProcess process;
        process.setProcessChannelMode(QProcess::MergedChannels);
        process.start(command.takeFirst(), command);
        if (!process.waitForFinished(60'000) || process.exitStatus() != QProcess::NormalExit ||
            process.exitCode() != 0) {
            mError = QString::fromLocal8Bit(process.readAll()).trimmed();
            if (mError.isEmpty())
                mError = process.errorString();
            return false;
        }
        return true;
    }
    QTemporaryDir mDir{QDir::tempPath() + QStringLiteral("/adjutant-restart-XXXXXX")};
    QString mBin;
    QString mError;
    bool mStarted = false;
};

// Appends without pause, each event until the server has it, on a thread of its own.
class Client : public QThread
{
public:
    explicit Client(QString server) : mServer(std::move(server)) {}
    void stop() { mStop = true; }
    qint64 appended() const { return mAppended; }
    int refused() const { return mRefused; }
    QList<QUuid> sent() const
    {
        std::lock_guard guard(mLock);
        return mSent;
    }
    QString error() const
    {
        std::lock_guard guard(mLock);
        return mError;
    }

protected:
    void run() override
    {
        std::unique_ptr<PostgresStore> store;
        for (qint64 seq = 1; !mStop; ++seq) {
            const Event event = eventtesting::tercioMoves(seq);
            QElapsedTimer trying;
            trying.start();
            for (;;) {
                try {
                    if (!store)
                        store = PostgresStore::open(mServer, QStringLiteral("restarted"));
                    store->append(event);
                    break;
                } catch (const StaleLogError &error) {
                    fail(QStringLiteral("a retry was taken for a stale append: ") +
                         error.message());
                    return;
                } catch (const Error &error) {
                    // The server is restarting: the client says so and tries again.
                    ++mRefused;
                    if (trying.elapsed() > 30'000) {
                        fail(QStringLiteral("the server was not back within 30 s: ") +
                             error.message());
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
        }
    }

private:
    void fail(const QString &error)
    {
        std::lock_guard guard(mLock);
        mError = error;
    }
    QString mServer;
    std::atomic<bool> mStop = false;
    std::atomic<qint64> mAppended = 0;
    std::atomic<int> mRefused = 0;
    mutable std::mutex mLock;
    QList<QUuid> mSent;
    QString mError;
};

} // namespace

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
    Cluster cluster;
    QVERIFY2(cluster.isValid(), qPrintable(cluster.error()));
    PostgresStore::initialize(cluster.uri());
    PostgresStore::create(cluster.uri(), QUuid::createUuid(), QStringLiteral("restarted"));

    const int restarts = qMax(1, qEnvironmentVariableIntValue("ADJUTANT_TEST_RESTARTS"));
    const int count = qEnvironmentVariableIsSet("ADJUTANT_TEST_RESTARTS") ? restarts : 8;
    Client client(cluster.uri());
    client.start();
    QRandomGenerator random(1600);
    qint64 slowestBack = 0;
    for (int i = 0; i < count; ++i) {
        // Mid-append: the client appends without pause; the restart comes at a random moment.
        const qint64 before = client.appended();
        QTRY_VERIFY_WITH_TIMEOUT(client.appended() >= before + 5 || !client.error().isEmpty(),
                                 30'000);
        QThread::msleep(random.bounded(50));
        QVERIFY2(cluster.restart(i % 2 ? QStringLiteral("immediate") : QStringLiteral("fast")),
                 qPrintable(cluster.error()));
        // The client is back at work once the server is.
        QElapsedTimer back;
        back.start();
        const qint64 atRestart = client.appended();
        QTRY_VERIFY_WITH_TIMEOUT(client.appended() > atRestart || !client.error().isEmpty(),
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
          count, client.appended(), client.refused(), slowestBack);
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
