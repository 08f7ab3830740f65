// SPDX-License-Identifier: GPL-3.0-or-later
// The schema migrator: steps in order, a failing step rolled back, the built-in steps, SQL split.
#include "core/schemamigrator.h"

#include "sqlitetesting.h"

#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTest>

using namespace adjutant::core;
using namespace sqlitetesting;

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

class TestSchemaMigrator : public FolderTest
{
    Q_OBJECT

private slots:
    void initTestCase();
    void migratorAppliesStepsInOrder();
    void failingMigrationKeepsTheLastGoodVersion();
    void missingMigrationIsRefused();
    void builtInMigrationsReachTheCurrentVersion();
    void statementsSplitOutsideDollarQuotes();
};

void TestSchemaMigrator::initTestCase()
{
    QVERIFY(mDir.isValid());
    QVERIFY(QSqlDatabase::isDriverAvailable(QStringLiteral("QSQLITE")));
}

void TestSchemaMigrator::migratorAppliesStepsInOrder()
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

void TestSchemaMigrator::failingMigrationKeepsTheLastGoodVersion()
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

void TestSchemaMigrator::missingMigrationIsRefused()
{
    TestDatabase test(path(QStringLiteral("missing-migration.sqlite")));
    QSqlDatabase db = test.db();
    QCOMPARE(errorOf([&] {
                 SchemaMigrator::migrate(db, 0, 3, {step0, step2});
             }),
             QStringLiteral("no migration from schema 1"));
    QCOMPARE(schemaVersion(db), 1);
}

void TestSchemaMigrator::builtInMigrationsReachTheCurrentVersion()
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

void TestSchemaMigrator::statementsSplitOutsideDollarQuotes()
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

QTEST_GUILESS_MAIN(TestSchemaMigrator)
#include "tst_schemamigrator.moc"
