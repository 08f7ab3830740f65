// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/faultpoint.h"
#include "core/schemamigrator.h"
#include "core/sqlitestore.h"

#include "../schemaonefile.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

#include <functional>

using namespace adjutant::core;

namespace {

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

Battle demoBattle()
{
    static const Battle battle = BattleFile::readScenario(demoPath);
    return battle;
}

Change moveTo(double x, double y, double facing = 0)
{
    return Change{QStringLiteral("base.moved"),
                  {{QStringLiteral("unit"), QStringLiteral("tercio")},
                   {QStringLiteral("id"), QStringLiteral("f1r1")},
                   {QStringLiteral("x"), x},
                   {QStringLiteral("y"), y},
                   {QStringLiteral("facing"), facing}}};
}

// Runs SQL on a file through a connection of its own, as another program would.
void runSql(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("tst_sqlitestore-editor");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s: %s", qPrintable(path), qPrintable(db.lastError().text()));
        QSqlQuery query(db);
        for (const QString &sql : statements) {
            if (!query.exec(sql))
                qFatal("%s failed: %s", qPrintable(sql), qPrintable(query.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// A battle file with the demo battle and `moves` events after its creation, closed.
void makeBattleFile(const QString &path, int moves)
{
    auto session = BattleFile::create(path, demoBattle());
    for (int i = 0; i < moves; ++i)
        session->record(moveTo(10 + i % 40, 10 + i % 20, i % 360));
}

bool copyFile(const QString &from, const QString &to)
{
    QFile::remove(to);
    return QFile::copy(from, to);
}

// What a refusal must leave as it found it: the bytes, the modification time, and the names in
// the folder (no -wal, -shm or -journal file appearing next to it).
struct FileState
{
    QByteArray bytes;
    QDateTime modified;
    bool exists = false;
    QStringList folder;

    bool operator==(const FileState &) const = default;
};

FileState stateOf(const QString &path)
{
    FileState state;
    const QFileInfo info(path);
    state.exists = info.exists();
    state.folder =
        info.dir().entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    if (info.isFile()) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            state.bytes = file.readAll();
        state.modified = info.lastModified();
    }
    return state;
}

// Every sibling of `path` whose name starts with its name, i.e. SQLite's companion files.
QStringList companions(const QString &path)
{
    const QFileInfo info(path);
    return info.dir().entryList({info.fileName() + QLatin1Char('*')}, QDir::Files | QDir::Hidden,
                                QDir::Name);
}

QString errorOf(const std::function<void()> &action)
{
    try {
        action();
    } catch (const Error &error) {
        return error.message();
    }
    return QStringLiteral("(no error)");
}

int schemaVersion(QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT version FROM schema_version")) || !query.next())
        return -1;
    return query.value(0).toInt();
}

QList<int> loggedSteps(QSqlDatabase &db)
{
    QList<int> steps;
    QSqlQuery query(db);
    if (query.exec(QStringLiteral("SELECT step FROM log ORDER BY rowid"))) {
        while (query.next())
            steps << query.value(0).toInt();
    }
    return steps;
}

} // namespace

class TestSqliteStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void roundTrip();
    void reopenAfterTenThousandEvents();
    void refusesWithoutTouchingTheFile_data();
    void refusesWithoutTouchingTheFile();
    void missingFileIsNotCreated();
    void checkpointDuringTheCheckIsNoDamage();
    void awkwardFileNames_data();
    void awkwardFileNames();
    void createRefusesAnExistingFile_data();
    void createRefusesAnExistingFile();
    void anotherWriterIsRefused();
    void saveCopyReplacesAnExistingFile();
    void saveCopyRefusesAFileInUse();
    void migratorAppliesStepsInOrder();
    void failingMigrationKeepsTheLastGoodVersion();
    void missingMigrationIsRefused();
    void builtInMigrationsReachTheCurrentVersion();
    void schemaOneFileIsReadAsItIsAndUpgradedAtTheFirstAppend();
    void statementsSplitOutsideDollarQuotes();

private:
    QTemporaryDir mDir;
    QString path(const QString &name) const { return mDir.filePath(name); }
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

void TestSqliteStore::refusesWithoutTouchingTheFile_data()
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

void TestSqliteStore::refusesWithoutTouchingTheFile()
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

void TestSqliteStore::missingFileIsNotCreated()
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
void TestSqliteStore::checkpointDuringTheCheckIsNoDamage()
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

void TestSqliteStore::createRefusesAnExistingFile_data()
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

void TestSqliteStore::createRefusesAnExistingFile()
{
    QFETCH(QString, file);
    QTest::qWait(20);
    const FileState before = stateOf(file);
    QCOMPARE(errorOf([&] { BattleFile::create(file, demoBattle()); }),
             file + QStringLiteral(": already exists; choose another name"));
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

namespace {

// Migrations of a test schema; each step records that it ran.
const Migration step0{0, 1,
                      QStringLiteral("-- schema 1\n"
                                     "CREATE TABLE schema_version (version INTEGER NOT NULL);\n"
                                     "INSERT INTO schema_version (version) VALUES (0);\n"
                                     "CREATE TABLE log (step INTEGER NOT NULL);\n"
                                     "INSERT INTO log (step) VALUES (1);\n")};
const Migration step1{
    1, 2,
    QStringLiteral("ALTER TABLE log ADD COLUMN note TEXT;\n"
                   "-- a comment between statements\n"
                   "INSERT INTO log (step, note) VALUES (2, 'second; with a semicolon');\n")};
const Migration step2{2, 3, QStringLiteral("INSERT INTO log (step, note) VALUES (3, 'third');\n")};
const Migration failingStep2{2, 3,
                             QStringLiteral("INSERT INTO log (step) VALUES (3);\n"
                                            "INSERT INTO no_such_table VALUES (3);\n")};

class TestDatabase
{
public:
    explicit TestDatabase(const QString &file)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name());
        db.setDatabaseName(file);
        db.open();
    }
    ~TestDatabase()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(name(), false);
            db.close();
        }
        QSqlDatabase::removeDatabase(name());
    }
    QSqlDatabase db() const { return QSqlDatabase::database(name(), false); }

private:
    static QString name() { return QStringLiteral("tst_sqlitestore-migrations"); }
};

} // namespace

void TestSqliteStore::migratorAppliesStepsInOrder()
{
    const QString file = path(QStringLiteral("migrations.sqlite"));
    {
        TestDatabase test(file);
        QSqlDatabase db = test.db();
        QVERIFY(db.isOpen());
        // The list is not in order: the migrator picks each step by its starting version.
        SchemaMigrator::migrate(db, 0, 1, {step2, step0, step1});
        QCOMPARE(schemaVersion(db), 1);
        QCOMPARE(loggedSteps(db), (QList<int>{1}));
        SchemaMigrator::migrate(db, 1, 3, {step2, step0, step1});
        QCOMPARE(schemaVersion(db), 3);
        QCOMPARE(loggedSteps(db), (QList<int>{1, 2, 3}));
        QSqlQuery query(db);
        QVERIFY(query.exec(QStringLiteral("SELECT note FROM log WHERE step = 2")) && query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("second; with a semicolon"));
    }
}

void TestSqliteStore::failingMigrationKeepsTheLastGoodVersion()
{
    const QString file = path(QStringLiteral("failing-migration.sqlite"));
    {
        TestDatabase test(file);
        QSqlDatabase db = test.db();
        const QString error = errorOf([&] {
            SchemaMigrator::migrate(db, 0, 3, {step0, step1, failingStep2});
        });
        QVERIFY2(error.startsWith(QLatin1String("migration 2 to 3 failed: ")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("no_such_table")), qPrintable(error));
        QCOMPARE(schemaVersion(db), 2);
        // The failed step's first statement was rolled back with it.
        QCOMPARE(loggedSteps(db), (QList<int>{1, 2}));
    }
    // Also as the file is read afterwards.
    TestDatabase reopened(file);
    QSqlDatabase db = reopened.db();
    QCOMPARE(schemaVersion(db), 2);
    // A corrected step takes it on from there.
    SchemaMigrator::migrate(db, 2, 3, {step2});
    QCOMPARE(schemaVersion(db), 3);
    QCOMPARE(loggedSteps(db), (QList<int>{1, 2, 3}));
}

void TestSqliteStore::missingMigrationIsRefused()
{
    TestDatabase test(path(QStringLiteral("missing-migration.sqlite")));
    QSqlDatabase db = test.db();
    QCOMPARE(errorOf([&] {
                 SchemaMigrator::migrate(db, 0, 3, {step0, step2});
             }),
             QStringLiteral("no migration from schema 1"));
    QCOMPARE(schemaVersion(db), 1);
}

void TestSqliteStore::builtInMigrationsReachTheCurrentVersion()
{
    const QList<Migration> builtIn = SchemaMigrator::builtIn(SchemaMigrator::Dialect::Sqlite);
    QCOMPARE(builtIn.size(), SchemaMigrator::sqliteVersion);
    for (qsizetype i = 0; i < builtIn.size(); ++i) {
        QCOMPARE(builtIn[i].from, int(i));
        QCOMPARE(builtIn[i].to, int(i + 1));
        QVERIFY(!builtIn[i].sql.trimmed().isEmpty());
    }
    TestDatabase test(path(QStringLiteral("built-in.sqlite")));
    QSqlDatabase db = test.db();
    SchemaMigrator::migrate(db, 0, SchemaMigrator::sqliteVersion, builtIn);
    QCOMPARE(schemaVersion(db), SchemaMigrator::sqliteVersion);
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

void TestSqliteStore::statementsSplitOutsideDollarQuotes()
{
    const QString script = QStringLiteral("-- a comment; with a semicolon\n"
                                          "CREATE TABLE t (a int);\n"
                                          "CREATE FUNCTION f() RETURNS trigger LANGUAGE plpgsql AS $$\n"
                                          "BEGIN\n"
                                          "    -- inside the body; kept\n"
                                          "    PERFORM 1;\n"
                                          "END\n"
                                          "$$;\n"
                                          "INSERT INTO t VALUES (1);\n");
    const QStringList statements = SchemaMigrator::statements(script);
    QCOMPARE(statements.size(), 3);
    QCOMPARE(statements[0].trimmed(), QStringLiteral("CREATE TABLE t (a int);"));
    QVERIFY(statements[1].contains(QLatin1String("PERFORM 1;\nEND\n$$;")));
    QVERIFY(statements[1].contains(QLatin1String("-- inside the body; kept")));
    QCOMPARE(statements[2].trimmed(), QStringLiteral("INSERT INTO t VALUES (1);"));
}

QTEST_GUILESS_MAIN(TestSqliteStore)
#include "tst_sqlitestore.moc"
