#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"

#include <QElapsedTimer>
#include <QProcess>
#include <QRandomGenerator>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace adjutant::core;

namespace {

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");
const QString crashWriter = QStringLiteral(ADJUTANT_CRASHWRITER);

std::unique_ptr<BattleSession> openOrFail(const QString &path, QString *error)
{
    try {
        return BattleFile::open(path);
    } catch (const Error &e) {
        *error = e.message();
        return nullptr;
    }
}

} // namespace

// An event is recorded once BattleSession::record() returns (GameStore::append: "returns only
// once it is committed"). A writer killed at any moment must leave a file that opens, holds every
// event it reported, and replays the same way every time.
class TestCrashSafety : public QObject
{
    Q_OBJECT

private slots:
    void killedWriterLosesNothingItReported();
};

void TestCrashSafety::killedWriterLosesNothingItReported()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("crash.adjutant"));
    BattleFile::create(path, BattleFile::readScenario(demoPath)).reset();

    QRandomGenerator random(1600);
    QElapsedTimer timer;
    timer.start();
    qint64 lastReported = 1;
    qint64 eventsBefore = 1;
    int roundsWithEvents = 0;
    for (int round = 1; round <= 50; ++round) {
        QProcess writer;
        writer.start(crashWriter, {path});
        QVERIFY2(writer.waitForStarted(), qPrintable(writer.errorString()));
        QThread::msleep(random.bounded(30, 251));
        writer.kill(); // SIGKILL: no destructor, no flush, no checkpoint
        QVERIFY(writer.waitForFinished());
        QCOMPARE(writer.exitStatus(), QProcess::CrashExit);
        const QByteArray errors = writer.readAllStandardError();
        QVERIFY2(errors.isEmpty(), errors.constData());

        // Only complete lines count: the kill may cut the last one short.
        QList<QByteArray> lines = writer.readAllStandardOutput().split('\n');
        lines.removeLast();
        QList<qint64> reported;
        for (const QByteArray &line : lines) {
            bool ok = false;
            reported << line.toLongLong(&ok);
            QVERIFY2(ok, line.constData());
        }
        for (qint64 seq : reported) {
            QCOMPARE(seq, lastReported + 1);
            lastReported = seq;
        }
        roundsWithEvents += reported.isEmpty() ? 0 : 1;

        QString error;
        auto session = openOrFail(path, &error);
        QVERIFY2(session, qPrintable(QStringLiteral("round %1: %2").arg(round).arg(error)));
        const QList<Event> &events = session->events();
        QSet<qint64> stored;
        for (const Event &event : events)
            stored << event.seq;
        for (qint64 seq : reported)
            QVERIFY2(stored.contains(seq),
                     qPrintable(QStringLiteral("round %1: event %2 was reported but is lost")
                                    .arg(round)
                                    .arg(seq)));
        // Nothing recorded in an earlier round went missing either.
        QVERIFY(events.size() >= eventsBefore);
        QVERIFY(events.size() >= lastReported);
        eventsBefore = events.size();
        // An event committed but killed before it was reported is kept; the next round continues
        // after it.
        lastReported = events.last().seq;

        auto again = openOrFail(path, &error);
        QVERIFY2(again, qPrintable(error));
        QCOMPARE(again->events(), events);
        QCOMPARE(again->battle(), session->battle());
    }
    qInfo("50 writers killed in %lld ms; %d of them had reported events; the log holds %lld events",
          timer.elapsed(), roundsWithEvents, eventsBefore);
    // The child must have got to work in most rounds, or the test proved nothing.
    QVERIFY2(roundsWithEvents >= 10, qPrintable(QString::number(roundsWithEvents)));
}

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
