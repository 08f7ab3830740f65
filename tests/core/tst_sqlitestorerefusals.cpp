// SPDX-License-Identifier: GPL-3.0-or-later
// Battle files refused on opening or creating, left untouched; a busy file is not called damaged.
#include "core/battlefile.h"
#include "core/error.h"
#include "core/faultpoint.h"
#include "core/memorystore.h"
#include "core/sqlitestore.h"

#include "sqlitetesting.h"

#include "../schemaonefile.h"

#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>

#include <functional>

using namespace adjutant::core;
using namespace sqlitetesting;

namespace {

bool copyFile(const QString &from, const QString &to)
{
    QFile::remove(to);
    return QFile::copy(from, to);
}

} // namespace

class TestSqliteStoreRefusals : public FolderTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void refusesWithoutTouchingTheFile_data();
    void refusesWithoutTouchingTheFile();
    void missingFileIsNotCreated();
    void checkpointDuringTheCheckIsNoDamage();
    void damageFoundWhileReadingTheLogRefusesIt();
    void createRefusesAnExistingFile_data();
    void createRefusesAnExistingFile();
};

void TestSqliteStoreRefusals::initTestCase()
{
    QVERIFY(mDir.isValid());
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
}

void TestSqliteStoreRefusals::refusesWithoutTouchingTheFile_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("message");

    const QString good = path(QStringLiteral("good.adjutant"));
    makeBattleFile(good, 600);
    QVERIFY(QFile::exists(good));
    QCOMPARE(companions(good).size(), 1);

    {
        const QString made = path(QStringLiteral("newer-made.adjutant"));
        makeBattleFile(made, 0);
        runSql(made, {QStringLiteral("UPDATE schema_version SET version = 99")});
        const QString file = path(QStringLiteral("newer.adjutant"));
        QVERIFY(copyFile(made, file));
        QTest::newRow("file from a newer schema")
            << file
            << file +
                   QStringLiteral(": was written by a newer Adjutant (file schema 99; this version "
                                  "reads up to 2). The file was not changed.");
    }
    {
        const QString file = path(QStringLiteral("damaged.adjutant"));
        QVERIFY(copyFile(good, file));
        QFile damaged(file);
        QVERIFY(damaged.open(QIODevice::ReadWrite));
        const qint64 size = damaged.size();
        QVERIFY(size > 16 * 4096);
        QRandomGenerator random(1585);
        QByteArray garbage(3 * 4096, Qt::Uninitialized);
        for (char &c : garbage)
            c = char(random.bounded(256));
        const qint64 offset = (size / 4096 / 2) * 4096 + 100;
        QVERIFY(damaged.seek(offset));
        QCOMPARE(damaged.write(garbage), qint64(garbage.size()));
        damaged.close();
        // The first finding of SQLite's quick_check: the first garbled page it met, one of the
        // four the garbage touched (which one depends on the order of the random event ids in
        // their index, so the test names all four).
        const qint64 firstPage = offset / 4096 + 1;
        QStringList pages;
        for (qint64 page = firstPage; page < firstPage + 4; ++page)
            pages << QString::number(page);
        QTest::newRow("pages overwritten with garbage")
            << file
            << file + QStringLiteral(": is damaged: Page (%1): btreeInitPage\\(\\) returns error code 11")
                          .arg(pages.join(QLatin1Char('|')));
    }
    {
        const QString file = path(QStringLiteral("foreign.sqlite"));
        runSql(file, {QStringLiteral("CREATE TABLE contacts (name TEXT, phone TEXT)"),
                      QStringLiteral("INSERT INTO contacts VALUES ('Alva', '1567')")});
        QTest::newRow("SQLite database of another program")
            << file
            << file + QStringLiteral(
                          ": is not an Adjutant battle file (it is a database of another program)");
    }
    {
        const QString file = path(QStringLiteral("foreign-wal.sqlite"));
        runSql(file, {QStringLiteral("PRAGMA journal_mode=WAL"),
                      QStringLiteral("CREATE TABLE contacts (name TEXT, phone TEXT)")});
        QTest::newRow("SQLite database of another program in WAL mode")
            << file
            << file + QStringLiteral(
                          ": is not an Adjutant battle file (it is a database of another program)");
    }
    {
        const QString file = path(QStringLiteral("notes.adjutant"));
        QFile text(file);
        QVERIFY(text.open(QIODevice::WriteOnly));
        text.write(
            "Battle of Nieuport, 2 July 1600: Maurice of Nassau against the Archduke Albert.\n");
        text.close();
        QTest::newRow("text file")
            << file << file + QStringLiteral(": is not an Adjutant battle file");
    }
    {
        const QString file = path(QStringLiteral("empty.adjutant"));
        QFile empty(file);
        QVERIFY(empty.open(QIODevice::WriteOnly));
        empty.close();
        QTest::newRow("empty file")
            << file << file + QStringLiteral(": is not an Adjutant battle file");
    }
    {
        const QString file = path(QStringLiteral("truncated.adjutant"));
        QVERIFY(copyFile(good, file));
        QVERIFY(QFile::resize(file, 4096 * 3));
        QTest::newRow("truncated file")
            << file << file + QStringLiteral(": is damaged: database disk image is malformed");
    }
    {
        const QString file = path(QStringLiteral("payload.adjutant"));
        makeBattleFile(file, 3);
        runSql(file, {QStringLiteral("UPDATE events SET payload = '{\"unit\": ' WHERE seq = 3")});
        QTest::newRow("event with an unreadable payload")
            << file << file + QStringLiteral(": is damaged: event 3 has an unreadable payload");
    }
    {
        const QString file = path(QStringLiteral("undo.adjutant"));
        makeBattleFile(file, 3);
        runSql(file, {QStringLiteral("UPDATE events SET undo = '[{\"type\": 7}]' WHERE seq = 2")});
        QTest::newRow("event with unreadable undo data")
            << file << file + QStringLiteral(": is damaged: event 2: undo[0].type: must be a string");
    }
    {
        const QString file = path(QStringLiteral("undo-empty.adjutant"));
        makeBattleFile(file, 3);
        runSql(file, {QStringLiteral("UPDATE events SET undo = '' WHERE seq = 2")});
        QTest::newRow("event with empty undo data")
            << file << file + QStringLiteral(": is damaged: event 2 has unreadable undo data");
    }
    {
        // A long log is parsed a batch at a time on two threads: the refusal still names the first
        // damaged event of the log, whichever thread found it and whenever.
        const QString file = path(QStringLiteral("long-damaged.adjutant"));
        makeBattleFile(file, 2999);
        runSql(file, {QStringLiteral("UPDATE events SET payload = '{' WHERE seq IN (3000, 1500)"),
                      QStringLiteral("UPDATE events SET undo = '[{\"type\": 7}]' WHERE seq = 2600")});
        QTest::newRow("long log damaged in three places")
            << file << file + QStringLiteral(": is damaged: event 1500 has an unreadable payload");
        const QString last = path(QStringLiteral("long-damaged-last.adjutant"));
        makeBattleFile(last, 2999);
        runSql(last, {QStringLiteral("UPDATE events SET undo = '[{\"type\": 7}]' WHERE seq = 3000")});
        QTest::newRow("long log damaged in its last event")
            << last << last + QStringLiteral(": is damaged: event 3000: undo[0].type: must be a string");
        // The log is replayed a batch at a time as it is parsed: the first problem in the log's
        // order is the one told, here an event that cannot be replayed before a damaged one.
        const QString both = path(QStringLiteral("long-replay-then-damaged.adjutant"));
        makeBattleFile(both, 2999);
        runSql(both, {QStringLiteral("UPDATE events SET payload = json_set(payload, '$.x', 500) WHERE seq = 100"),
                      QStringLiteral("UPDATE events SET payload = '{' WHERE seq = 2000")});
        QTest::newRow("long log that cannot be replayed before its damage")
            << both << both + QStringLiteral(": event 100 (base.moved) cannot be replayed: payload.x: is off the table "
                                             "(must be between 0 and 72 MU)");
    }
    {
        // A damaged file's type is named in one short line: shortened, its control characters
        // escaped. Before: the whole type, twice (a 50 MB type made a 100 MB line).
        const QString file = path(QStringLiteral("long-type.adjutant"));
        makeBattleFile(file, 3);
        runSql(file, {QStringLiteral("UPDATE events SET type = printf('%.*c', 100000, 'x') || char(27) WHERE seq = 2")});
        const QString shown = QString(200, QLatin1Char('x')) + QChar(0x2026);
        QTest::newRow("event of a type 100,000 characters long")
            << file << file + QStringLiteral(": event 2 (%1) cannot be replayed: type: unknown event type \"%1\"").arg(shown);
        const QString control = path(QStringLiteral("control-type.adjutant"));
        makeBattleFile(control, 3);
        runSql(control, {QStringLiteral("UPDATE events SET type = 'base.moved' || char(9) || char(27) || '[31m' WHERE seq = 2")});
        QTest::newRow("event of a type with control characters")
            << control << control + QStringLiteral(": event 2 (base.moved\\t\\u001b[31m) cannot be replayed: type: unknown "
                                                   "event type \"base.moved\\t\\u001b[31m\"");
    }
    {
        const QString file = path(QStringLiteral("replay.adjutant"));
        makeBattleFile(file, 3);
        runSql(file,
               {QStringLiteral(
                   "UPDATE events SET payload = json_set(payload, '$.x', 500) WHERE seq = 2")});
        QTest::newRow("event that cannot be replayed")
            << file
            << file + QStringLiteral(
                          ": event 2 (base.moved) cannot be replayed: payload.x: is off the table "
                          "(must be between 0 and 72 MU)");
    }
    {
        // Before: read as a number, 'abc' became "schema version 0".
        const QString file = path(QStringLiteral("schema-text.adjutant"));
        makeBattleFile(file, 0);
        runSql(file, {QStringLiteral("UPDATE schema_version SET version = 'abc'")});
        QTest::newRow("schema version not a number")
            << file << file + QStringLiteral(": is damaged: its schema version is 'abc', not a whole number");
    }
    {
        // Another tool left the file in rollback-journal mode. Before: switched to WAL (the
        // header rewritten) before the replay refused it.
        const QString file = path(QStringLiteral("rollback.adjutant"));
        makeBattleFile(file, 3);
        runSql(file, {QStringLiteral("PRAGMA journal_mode=DELETE"),
                      QStringLiteral("UPDATE events SET payload = json_set(payload, '$.x', 500) WHERE seq = 3")});
        QTest::newRow("rollback-journal file that cannot be replayed")
            << file
            << file + QStringLiteral(": event 3 (base.moved) cannot be replayed: payload.x: is off the table "
                                     "(must be between 0 and 72 MU)");
    }
    {
        // Before: upgraded to schema 2 (WAL mode, new tables) before the replay refused it.
        const QString source = path(QStringLiteral("schema1-replay-source.adjutant"));
        makeBattleFile(source, 3);
        runSql(source,
               {QStringLiteral("UPDATE events SET payload = json_set(payload, '$.x', 500) WHERE seq = 2")});
        const QString file = path(QStringLiteral("schema1-replay.adjutant"));
        QCOMPARE(schemaone::makeFile(source, file), QString());
        QTest::newRow("schema 1 file that cannot be replayed")
            << file
            << file + QStringLiteral(": event 2 (base.moved) cannot be replayed: payload.x: is off the table "
                                     "(must be between 0 and 72 MU)");
    }
    {
        const QString source = path(QStringLiteral("schema1-payload-source.adjutant"));
        makeBattleFile(source, 3);
        runSql(source, {QStringLiteral("UPDATE events SET payload = '{\"unit\": ' WHERE seq = 3")});
        const QString file = path(QStringLiteral("schema1-payload.adjutant"));
        QCOMPARE(schemaone::makeFile(source, file), QString());
        QTest::newRow("schema 1 file with an unreadable payload")
            << file << file + QStringLiteral(": is damaged: event 3 has an unreadable payload");
    }
    {
        const QString file = path(QStringLiteral("folder.adjutant"));
        QVERIFY(QDir(mDir.path()).mkdir(QStringLiteral("folder.adjutant")));
        QTest::newRow("folder") << file << file + QStringLiteral(": is not a file");
    }
}

void TestSqliteStoreRefusals::refusesWithoutTouchingTheFile()
{
    QFETCH(QString, file);
    QFETCH(QString, message);

    // Let the modification time tell a write apart even on a coarse clock.
    QTest::qWait(20);
    const FileState before = stateOf(file);
    const QString error = errorOf([&] { BattleFile::open(file); });
    if (message.contains(QLatin1String("\\(\\)"))) { // a pattern, for the garbled pages
        const QRegularExpression pattern(QRegularExpression::anchoredPattern(QRegularExpression::escape(file) +
                                                                             message.mid(file.size())));
        QVERIFY2(pattern.match(error).hasMatch(), qPrintable(error));
    } else {
        QCOMPARE(error, message);
    }
    const FileState after = stateOf(file);
    QCOMPARE(after.bytes.size(), before.bytes.size());
    QVERIFY2(after.bytes == before.bytes, "the file's contents changed");
    QCOMPARE(after.modified, before.modified);
    QCOMPARE(after.folder, before.folder);
}

void TestSqliteStoreRefusals::missingFileIsNotCreated()
{
    const QString file = path(QStringLiteral("missing.adjutant"));
    const FileState before = stateOf(file);
    QCOMPARE(errorOf([&] { BattleFile::open(file); }), file + QStringLiteral(": no such file"));
    QVERIFY(!QFile::exists(file));
    QCOMPARE(stateOf(file), before);
}

// Another program appends and checkpoints while the file is being checked. Before: the check's
// immutable look mixed pages from before and after ("On tree page 3 cell 0: invalid page number
// 16") and called a healthy file damaged.
void TestSqliteStoreRefusals::checkpointDuringTheCheckIsNoDamage()
{
    const QString file = path(QStringLiteral("busy.adjutant"));
    makeBattleFile(file, 3);
    bool wrote = false;
    setFaultHook([&](const char *name) {
        if (wrote || qstrcmp(name, "sqlitestore.inspecting") != 0)
            return;
        wrote = true;
        auto other = BattleFile::open(file);
        for (int i = 0; i < 300; ++i)
            other->record(moveTo(10 + i % 40, 10 + i % 20, i % 360));
        // Closing the last connection checkpoints the log into the file and removes the -wal.
    });
    auto reset = qScopeGuard([] { setFaultHook({}); });
    std::unique_ptr<BattleSession> session;
    const QString error = errorOf([&] { session = BattleFile::open(file); });
    QVERIFY(wrote);
    QCOMPARE(error, QStringLiteral("(no error)"));
    QCOMPARE(session->events().size(), qsizetype(304));
}

// Damage the checks on opening could not see, because it came after them (the file cut short
// under an open store), refuses the log as it is read. Before: reading stopped at the damage and
// handed over the events before it as if they were the whole log.
void TestSqliteStoreRefusals::damageFoundWhileReadingTheLogRefusesIt()
{
    const QString file = path(QStringLiteral("cut-while-open.adjutant"));
    {
        // Larger than SQLite's page cache, so that reading the log reads the file again.
        auto session = BattleSession::create(std::make_unique<MemoryStore>(), demoBattle());
        for (int i = 0; i < 20000; ++i)
            session->record(moveTo(10 + i % 40, 10 + i % 20, i % 360));
        BattleFile::saveCopy(*session, file);
    }
    const auto store = SqliteStore::open(file);
    QVERIFY(QFile::resize(file, QFileInfo(file).size() / 2));
    qsizetype read = 0;
    const QString error = errorOf([&] { read = store->loadEvents().size(); });
    QCOMPARE(error, file + QStringLiteral(": is damaged: database disk image is malformed"));
    QCOMPARE(read, qsizetype(0));
}

void TestSqliteStoreRefusals::createRefusesAnExistingFile_data()
{
    QTest::addColumn<QString>("file");

    const QString battle = path(QStringLiteral("existing.adjutant"));
    makeBattleFile(battle, 2);
    QTest::newRow("battle file") << battle;

    const QString text = path(QStringLiteral("existing.txt"));
    QFile file(text);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("the only copy of the club's army lists\n");
    file.close();
    QTest::newRow("text file") << text;

    const QString empty = path(QStringLiteral("existing-empty"));
    QVERIFY(QFile(empty).open(QIODevice::WriteOnly));
    QTest::newRow("empty file") << empty;
}

void TestSqliteStoreRefusals::createRefusesAnExistingFile()
{
    QFETCH(QString, file);
    QTest::qWait(20);
    const FileState before = stateOf(file);
    QCOMPARE(errorOf([&] { BattleFile::create(file, demoBattle()); }),
             file + QStringLiteral(": already exists; choose another name"));
    QCOMPARE(stateOf(file), before);
}

QTEST_GUILESS_MAIN(TestSqliteStoreRefusals)
#include "tst_sqlitestorerefusals.moc"
