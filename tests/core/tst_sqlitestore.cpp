// SPDX-License-Identifier: GPL-3.0-or-later
// A battle file: written and read back, one writer at a time, copied, and upgraded from schema 1.
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/schemamigrator.h"
#include "core/sqlitestore.h"

#include "sqlitetesting.h"

#include "../schemaonefile.h"

#include <QElapsedTimer>
#include <QFileInfo>
#include <QJsonObject>
#include <QSet>
#include <QSqlDatabase>
#include <QTest>

using namespace adjutant::core;
using namespace sqlitetesting;

class TestSqliteStore : public FolderTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTrip();
    void reopenAfterTenThousandEvents();
    void awkwardFileNames_data();
    void awkwardFileNames();
    void anotherWriterIsRefused();
    void saveCopyReplacesAnExistingFile();
    void saveCopyRefusesAFileInUse();
    void schemaOneFileIsReadAsItIsAndUpgradedAtTheFirstAppend();
};

void TestSqliteStore::initTestCase()
{
    QVERIFY(mDir.isValid());
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
}

void TestSqliteStore::roundTrip()
{
    const QString file = path(QStringLiteral("round-trip.adjutant"));
    QList<Event> events;
    Battle battle;
    {
        auto session = BattleFile::create(file, demoBattle());
        session->record(moveTo(30, 10, 45));
        session->record(Change{QStringLiteral("turn.changed"),
                               {{QStringLiteral("turn"), 2},
                                {QStringLiteral("phase"), QStringLiteral("Manoeuvre")},
                                {QStringLiteral("activeSide"), QStringLiteral("dutch")}}});
        session->record(Change{
            QStringLiteral("unit.basesLost"),
            {{QStringLiteral("id"), QStringLiteral("dutch2")}, {QStringLiteral("count"), 2}}});
        session->record(
            Change{QStringLiteral("commander.changed"),
                   {{QStringLiteral("id"), QStringLiteral("nassau")},
                    {QStringLiteral("set"),
                     QJsonObject{{QStringLiteral("name"),
                                  QStringLiteral("Maurits van Nassau – stadhouder")}}}}});
        session->undo();
        session->undo();
        session->redo();
        events = session->events();
        battle = session->battle();
        QVERIFY(session->canUndo());
        QVERIFY(session->canRedo());
    }
    // Closing checkpoints the log: one file, nothing beside it.
    QCOMPARE(companions(file), QStringList{QFileInfo(file).fileName()});

    auto reopened = BattleFile::open(file);
    QCOMPARE(reopened->battle(), battle);
    QCOMPARE(reopened->events().size(), events.size());
    for (qsizetype i = 0; i < events.size(); ++i) {
        const Event &stored = reopened->events()[i];
        QCOMPARE(stored.seq, events[i].seq);
        QCOMPARE(stored.time, events[i].time);
        QCOMPARE(stored.time.timeSpec(), Qt::UTC);
        QCOMPARE(stored.type, events[i].type);
        QCOMPARE(stored.version, events[i].version);
        QCOMPARE(stored.turn, events[i].turn);
        QCOMPARE(stored.phase, events[i].phase);
        QCOMPARE(stored.payload, events[i].payload);
    }
    QCOMPARE(reopened->events(), events);
    QCOMPARE(reopened->events()[3].turn, 2);
    QCOMPARE(reopened->events()[3].phase, QStringLiteral("Manoeuvre"));
    QVERIFY(reopened->canUndo());
    QVERIFY(reopened->canRedo());
}

void TestSqliteStore::reopenAfterTenThousandEvents()
{
    const QString file = path(QStringLiteral("ten-thousand.adjutant"));
    Battle battle;
    QElapsedTimer timer;
    timer.start();
    {
        auto session = BattleFile::create(file, demoBattle());
        for (int i = 0; i < 10'000; ++i)
            session->record(i % 2 ? moveTo(30, 10, 90) : moveTo(40.25, 20.5, 0));
        battle = session->battle();
        QCOMPARE(session->events().last().seq, qint64(10'001));
    }
    const qint64 recording = timer.restart();
    auto reopened = BattleFile::open(file);
    qInfo("10,000 events recorded in %lld ms, replayed in %lld ms", recording, timer.elapsed());
    QCOMPARE(reopened->events().size(), 10'001);
    QCOMPARE(reopened->events().last().seq, qint64(10'001));
    QCOMPARE(reopened->battle(), battle);
    QVERIFY(reopened->battle() != demoBattle());
}

void TestSqliteStore::awkwardFileNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("spaces") << QStringLiteral("Nieuport 1600.adjutant");
    QTest::newRow("URI punctuation") << QStringLiteral("game #2? yes&no=1.adjutant");
    QTest::newRow("percent escapes") << QStringLiteral("100%20 sure %41.adjutant");
    QTest::newRow("non-ASCII") << QStringLiteral("Schlacht bei Mühlberg – Kurfürst.adjutant");
}

// The checks on opening read a file by URI: every name a user may choose must still open, and
// still be checked.
void TestSqliteStore::awkwardFileNames()
{
    QFETCH(QString, name);
    const QString file = path(name);
    makeBattleFile(file, 3);
    Battle battle;
    {
        auto session = BattleFile::open(file);
        QCOMPARE(session->events().size(), 4);
        session->record(moveTo(20, 20));
        battle = session->battle();
    }
    QCOMPARE(BattleFile::open(file)->battle(), battle);

    runSql(file, {QStringLiteral("UPDATE schema_version SET version = 99")});
    QTest::qWait(20);
    const FileState before = stateOf(file);
    QCOMPARE(errorOf([&] { BattleFile::open(file); }),
             file + QStringLiteral(
                        ": was written by a newer Adjutant (file schema 99; this version reads up "
                        "to 2). The file was not changed."));
    QCOMPARE(stateOf(file), before);
}

void TestSqliteStore::anotherWriterIsRefused()
{
    const QString file = path(QStringLiteral("two-writers.adjutant"));
    makeBattleFile(file, 2);
    auto first = BattleFile::open(file);
    auto second = BattleFile::open(file);
    QCOMPARE(first->events().last().seq, qint64(3));

    first->record(moveTo(50, 30));
    const Battle secondBefore = second->battle();
    const QList<Event> secondEvents = second->events();
    QCOMPARE(errorOf([&] { second->record(moveTo(20, 20)); }),
             file + QStringLiteral(": was changed by another program (its log ends at event 4, "
                                   "expected 3); reopen it"));
    QCOMPARE(second->battle(), secondBefore);
    QCOMPARE(second->events(), secondEvents);
    // Undo is refused the same way: it would interleave two histories just as well.
    QCOMPARE(errorOf([&] { second->undo(); }),
             file + QStringLiteral(": was changed by another program (its log ends at event 4, "
                                   "expected 3); reopen it"));
    QCOMPARE(second->battle(), secondBefore);

    // The first writer goes on; the file holds its history only.
    first->record(moveTo(51, 30));
    const Battle expected = first->battle();
    first.reset();
    second.reset();
    auto reopened = BattleFile::open(file);
    QCOMPARE(reopened->events().size(), 5);
    QCOMPARE(reopened->battle(), expected);
}

// Save As onto a file that is there (the dialog has asked): the copy, the same battle, takes its
// place whole. Before: refused ("already exists"), and the app's own replacement removed the old
// file before renaming the copy over it.
void TestSqliteStore::saveCopyReplacesAnExistingFile()
{
    const QString source = path(QStringLiteral("save-source.adjutant"));
    makeBattleFile(source, 3);
    const QString target = path(QStringLiteral("save-target.adjutant"));
    makeBattleFile(target, 1);
    auto session = BattleFile::open(source);
    BattleFile::saveCopy(*session, target);
    QCOMPARE(companions(target), QStringList{QStringLiteral("save-target.adjutant")});
    auto copy = BattleFile::open(target);
    QCOMPARE(copy->events(), session->events());
    QCOMPARE(copy->store().battleId(), session->store().battleId());
    QCOMPARE(copy->battle(), session->battle());
}

// A file open in another program has its -wal beside it, which SQLite would apply to the copy.
void TestSqliteStore::saveCopyRefusesAFileInUse()
{
    const QString source = path(QStringLiteral("busy-source.adjutant"));
    makeBattleFile(source, 3);
    const QString target = path(QStringLiteral("busy-target.adjutant"));
    makeBattleFile(target, 1);
    auto session = BattleFile::open(source);
    auto other = BattleFile::open(target);
    other->record(moveTo(30, 30));
    QVERIFY(QFile::exists(target + QStringLiteral("-wal")));
    const FileState before = stateOf(target);
    QCOMPARE(errorOf([&] { BattleFile::saveCopy(*session, target); }),
             target + QStringLiteral(": cannot be replaced: it is open in another program, or was not closed "
                                     "since a crash (open it and close it once); nothing was written"));
    QVERIFY(stateOf(target) == before);
    QCOMPARE(BattleFile::open(target)->events(), other->events());
}

// A file of schema 1 (before battle ids, event ids and authors) is read as it is: opening and
// replaying it writes nothing, so a file refused on the way stays as it was, and a read-only one
// can be read. Its first append upgrades it, keeping the ids it was read with.
void TestSqliteStore::schemaOneFileIsReadAsItIsAndUpgradedAtTheFirstAppend()
{
    const QString made = path(QStringLiteral("schema2-source.adjutant"));
    makeBattleFile(made, 3);
    const QList<Event> events = SqliteStore::open(made)->loadEvents();
    const Battle battle = BattleFile::open(made)->battle();

    const QString file = path(QStringLiteral("schema1.adjutant"));
    QCOMPARE(schemaone::makeFile(made, file), QString());
    QTest::qWait(20); // a write would show in the modification time even on a coarse clock
    const FileState before = stateOf(file);

    auto store = SqliteStore::open(file);
    const QUuid battleId = store->battleId();
    QVERIFY(!battleId.isNull());
    QCOMPARE(SqliteStore::open(file)->battleId(), battleId); // the same every time it is read
    const QList<Event> read = store->loadEvents();
    QCOMPARE(read.size(), events.size());
    QSet<QUuid> ids;
    for (qsizetype i = 0; i < read.size(); ++i) {
        QVERIFY(!read[i].id.isNull());
        ids.insert(read[i].id);
        QCOMPARE(read[i].author, QString());
        QCOMPARE(read[i].payload, events[i].payload);
        QCOMPARE(read[i].undo, events[i].undo);
    }
    QCOMPARE(ids.size(), read.size());
    auto session = BattleSession::open(std::move(store));
    QCOMPARE(session->battle(), battle);
    QVERIFY2(stateOf(file) == before, "reading the file changed it");

    session->record(moveTo(20, 20));
    QCOMPARE(session->store().lastSeq(), qint64(5));
    session.reset();
    QVERIFY(stateOf(file).bytes != before.bytes);
    {
        TestDatabase test(file);
        QSqlDatabase db = test.db();
        QCOMPARE(schemaVersion(db), SchemaMigrator::sqliteVersion);
    }
    auto upgraded = SqliteStore::open(file);
    QCOMPARE(upgraded->battleId(), battleId);
    const QList<Event> after = upgraded->loadEvents();
    QCOMPARE(after.size(), read.size() + 1);
    for (qsizetype i = 0; i < read.size(); ++i)
        QCOMPARE(after[i].id, read[i].id);
}

QTEST_GUILESS_MAIN(TestSqliteStore)
#include "tst_sqlitestore.moc"
