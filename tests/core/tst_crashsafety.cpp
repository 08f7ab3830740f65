// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"

#include <QDir>
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
    void killedSaveAsLeavesTheOldFileOrTheNew_data();
    void killedSaveAsLeavesTheOldFileOrTheNew();
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

void TestCrashSafety::killedSaveAsLeavesTheOldFileOrTheNew_data()
{
    QTest::addColumn<QString>("killAt");
    QTest::addColumn<bool>("replaced");
    QTest::newRow("copy written, not yet named") << QStringLiteral("atomicfile.written") << false;
    QTest::newRow("copy named beside the old file") << QStringLiteral("atomicfile.linked") << false;
    QTest::newRow("copy in place") << QStringLiteral("sqlitestore.published") << true;
    QTest::newRow("not killed") << QString() << true;
}

// File > Save As onto a file that is there, killed on the way: the old file or the new one,
// whole, and the next Save As to that name works. Before: the app removed the old file before
// renaming its NAME.part copy over it, and a NAME.part left by a kill refused the next Save As.
void TestCrashSafety::killedSaveAsLeavesTheOldFileOrTheNew()
{
    QFETCH(QString, killAt);
    QFETCH(bool, replaced);
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString source = dir.filePath(QStringLiteral("game.adjutant"));
    {
        auto session = BattleFile::create(source, BattleFile::readScenario(demoPath));
        session->record(Change{QStringLiteral("turn.changed"),
                               {{QStringLiteral("turn"), 2}, {QStringLiteral("phase"), QString()},
                                {QStringLiteral("activeSide"), QString()}}});
    }
    const QString target = dir.filePath(QStringLiteral("saved.adjutant"));
    BattleFile::create(target, BattleFile::readScenario(demoPath)).reset();
    const QList<Event> oldEvents = BattleFile::open(target)->events();
    const QList<Event> newEvents = BattleFile::open(source)->events();
    QVERIFY(oldEvents != newEvents);

    QProcess saver;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ADJUTANT_KILL_AT"), killAt);
    saver.setProcessEnvironment(environment);
    saver.start(crashWriter, {QStringLiteral("--save-copy"), source, target});
    QVERIFY(saver.waitForFinished());
    QCOMPARE(saver.exitStatus(), killAt.isEmpty() ? QProcess::NormalExit : QProcess::CrashExit);
    QVERIFY2(saver.readAllStandardError().isEmpty(), "the copy was refused");

    QString error;
    auto saved = openOrFail(target, &error);
    QVERIFY2(saved, qPrintable(error));
    QCOMPARE(saved->events(), replaced ? newEvents : oldEvents);
    saved.reset();
    // Linux cannot give a new file a name over an old one: a kill between the two steps leaves
    // the copy under a temporary name of its own, which blocks nothing. (The killed process's
    // source file keeps its -wal and -shm, as any killed reader's does.)
    const QStringList names =
        QDir(dir.path()).entryList({QStringLiteral("saved.adjutant*")}, QDir::Files | QDir::Hidden, QDir::Name);
    QCOMPARE(names.size(), killAt == QLatin1String("atomicfile.linked") ? 2 : 1);

    BattleFile::saveCopy(*BattleFile::open(source), target);
    QCOMPARE(BattleFile::open(target)->events(), newEvents);
}

QTEST_GUILESS_MAIN(TestCrashSafety)
#include "tst_crashsafety.moc"
