// SPDX-License-Identifier: GPL-3.0-or-later
// The club server's store beyond the common contract (tst_storecontract): how a server is named,
// what an unprepared or newer database says, what the schema holds, a lost connection.
#include "pgtesting.h"

#include "core/changes.h"
#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"
#include "core/schemamigrator.h"

#include <QFile>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QUrlQuery>

#include <functional>

using namespace adjutant::core;

namespace {

QString errorOf(const std::function<void()> &action)
{
    try {
        action();
    } catch (const Error &error) {
        return error.message();
    }
    return QStringLiteral("(no error)");
}

Event eventAt(qint64 seq)
{
    Event event;
    event.seq = seq;
    event.id = QUuid::createUuid();
    event.time = QDateTime::fromMSecsSinceEpoch(1'600'000'000'000 + seq, Qt::UTC);
    event.type = QStringLiteral("base.moved");
    event.phase = QStringLiteral("Manoeuvre");
    event.payload = {{QStringLiteral("unit"), QStringLiteral("tercio")}, {QStringLiteral("x"), 12.5}};
    event.description = QStringLiteral("Tercio moves");
    return event;
}

const QString defaults = QStringLiteral(" connect_timeout=10 keepalives_idle=5 keepalives_interval=2 "
                                        "keepalives_count=2 application_name=adjutant");

} // namespace

class TestPostgresStore : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void connectionStrings_data();
    void connectionStrings();
    void refusedServerNames_data();
    void refusedServerNames();
    void passwordsStayOutOfMessages_data();
    void passwordsStayOutOfMessages();
    void unreachableServerIsNamed();
    void serviceFileNamesTheServer();
    void sslmodeReachesLibpq();
    void unpreparedDatabaseIsRefused();
    void newerSchemaIsRefused();
    void initIsRepeatable();
    void schemaKeepsTheLogWhole();
    void serverKnowsEveryEventTypeTheAppWrites();
    void upgradeKeepsWhatTheServerHeld();
    void unknownBattleIsNamed();
    void lostConnectionIsMadeAgain();
    void aFailedStatementInATransactionIsNotTakenForACut();
    void aTransactionIsAllOrNothing();
    void aTransactionCutShortRunsAgainWhole();

private:
    std::unique_ptr<pgtesting::TestDatabase> mDatabase;
};

void TestPostgresStore::initTestCase()
{
    if (!pgtesting::serverUri().isEmpty()) {
        mDatabase = std::make_unique<pgtesting::TestDatabase>();
        QVERIFY2(mDatabase->isValid(), qPrintable(mDatabase->error()));
    }
}

void TestPostgresStore::connectionStrings_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<QString>("options");
    QTest::newRow("URI with everything")
        << QStringLiteral("postgresql://table7:s%27cret@club.example.org:5433/adjutant?sslmode=verify-full")
        << QStringLiteral("host='club.example.org' port=5433 user='table7' password='s\\'cret' "
                          "dbname='adjutant' sslmode='verify-full'") + defaults;
    QTest::newRow("URI with a socket folder")
        << QStringLiteral("postgres:///club?host=/var/run/postgresql")
        << QStringLiteral("dbname='club' host='/var/run/postgresql'") + defaults;
    // libpq's multi-host URI: a table's primary and its standby, the first that takes writes.
    QTest::newRow("URI with two hosts")
        << QStringLiteral("postgresql://t7@primary.club:5433,standby.club:5434/club?target_session_attrs=read-write")
        << QStringLiteral("host='primary.club,standby.club' port=5433,5434 user='t7' dbname='club' "
                          "target_session_attrs='read-write'") + defaults;
    QTest::newRow("URI with IPv6 hosts, one on the default port")
        << QStringLiteral("postgresql://[::1]:5433,[2001:db8::2]/club")
        << QStringLiteral("host='::1,2001:db8::2' port=5433, dbname='club'") + defaults;
    QTest::newRow("URI with a socket folder as its host")
        << QStringLiteral("postgresql://%2Fvar%2Frun%2Fpostgresql/club")
        << QStringLiteral("host='/var/run/postgresql' dbname='club'") + defaults;
    QTest::newRow("service name") << QStringLiteral("service=club") << QStringLiteral("service=club") + defaults;
    QTest::newRow("connection string keeps its own timeout")
        << QStringLiteral("host=club dbname=adjutant connect_timeout=3 sslmode=require")
        << QStringLiteral("host=club dbname=adjutant connect_timeout=3 sslmode=require keepalives_idle=5 "
                          "keepalives_interval=2 keepalives_count=2 application_name=adjutant");
}

void TestPostgresStore::connectionStrings()
{
    QFETCH(QString, server);
    QFETCH(QString, options);
    QCOMPARE(PgConnection::connectionString(server), options);
}

void TestPostgresStore::refusedServerNames_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<QString>("message");
    QTest::newRow("a bare word") << QStringLiteral("club")
                                 << QStringLiteral("club: not a PostgreSQL URI (postgresql://host/database) or "
                                                   "connection string (service=club)");
    QTest::newRow("empty") << QStringLiteral("")
                           << QStringLiteral("(empty server): not a PostgreSQL URI (postgresql://host/database) or "
                                             "connection string (service=club)");
    QTest::newRow("a port that is not a number")
        << QStringLiteral("postgresql://t7:secret@primary.club:54x3,standby.club/club")
        << QStringLiteral("postgresql://t7@primary.club:54x3,standby.club/club: not a valid PostgreSQL URI: the "
                          "port \"54x3\" of the host \"primary.club\" is not a number from 1 to 65535");
    QTest::newRow("a port out of range")
        << QStringLiteral("postgresql://club:70000/adjutant")
        << QStringLiteral("postgresql://club:70000/adjutant: not a valid PostgreSQL URI: the port \"70000\" of the "
                          "host \"club\" is not a number from 1 to 65535");
    QTest::newRow("a broken percent sign")
        << QStringLiteral("postgresql://club/ad%zzjutant")
        << QStringLiteral("postgresql://club/ad%zzjutant: not a valid PostgreSQL URI: the database name has a % not "
                          "followed by two hexadecimal digits");
    QTest::newRow("an unclosed IPv6 bracket")
        << QStringLiteral("postgresql://[::1/club")
        << QStringLiteral("postgresql://[::1/club: not a valid PostgreSQL URI: the host \"[::1\" opens a [ it does "
                          "not close");
    QTest::newRow("a parameter without a value")
        << QStringLiteral("postgresql://club/adjutant?sslmode")
        << QStringLiteral("postgresql://club/adjutant?sslmode: not a valid PostgreSQL URI: the parameter "
                          "\"sslmode\" is not name=value");
    QTest::newRow("a file name") << QStringLiteral("battle.adjutant")
                                 << QStringLiteral("battle.adjutant: not a PostgreSQL URI "
                                                   "(postgresql://host/database) or connection string "
                                                   "(service=club)");
}

void TestPostgresStore::refusedServerNames()
{
    QFETCH(QString, server);
    QFETCH(QString, message);
    QCOMPARE(errorOf([&] { PgConnection::connectionString(server); }), message);
}

void TestPostgresStore::passwordsStayOutOfMessages_data()
{
    QTest::addColumn<QString>("server");
    QTest::addColumn<QString>("shown");
    QTest::newRow("URI") << QStringLiteral("postgresql://table7:Tercio1600@club/adjutant")
                         << QStringLiteral("postgresql://table7@club/adjutant");
    QTest::newRow("URI parameter") << QStringLiteral("postgresql://club/adjutant?user=t7&password=Tercio1600")
                                   << QStringLiteral("postgresql://club/adjutant?user=t7");
    QTest::newRow("URI with two hosts")
        << QStringLiteral("postgresql://t7:Tercio1600@primary.club:5433,standby.club:5434/club?password=x&sslmode=require")
        << QStringLiteral("postgresql://t7@primary.club:5433,standby.club:5434/club?sslmode=require");
    QTest::newRow("connection string") << QStringLiteral("host=club password='Ter cio\\'1600' user=t7")
                                       << QStringLiteral("host=club user=t7");
}

void TestPostgresStore::passwordsStayOutOfMessages()
{
    QFETCH(QString, server);
    QFETCH(QString, shown);
    QCOMPARE(PgConnection::withoutPassword(server), shown);
}

void TestPostgresStore::unreachableServerIsNamed()
{
    const QString server = QStringLiteral("postgresql://t7:Tercio1600@/adjutant?host=/nonexistent/socket/folder");
    const QString error = errorOf([&] { PostgresStore::open(server, QStringLiteral("battle")); });
    QVERIFY2(error.startsWith(QStringLiteral("postgresql://t7@/adjutant?host=/nonexistent/socket/folder: cannot "
                                             "connect: ")),
             qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("No such file or directory")), qPrintable(error));
    QVERIFY2(!error.contains(QLatin1String("Tercio1600")), qPrintable(error));
    QVERIFY2(!error.contains(QLatin1Char('\n')), qPrintable(error));
}

// As libpq users keep their servers: a pg_service.conf entry (here through PGSERVICEFILE).
void TestPostgresStore::serviceFileNamesTheServer()
{
    ADJUTANT_NEED_POSTGRES();
    PostgresStore::create(mDatabase->uri(), QUuid::createUuid(), QStringLiteral("by service"));
    const QUrl url(mDatabase->uri());
    const QUrlQuery query(url);
    QTemporaryDir dir;
    QFile services(dir.filePath(QStringLiteral("pg_service.conf")));
    QVERIFY(services.open(QIODevice::WriteOnly));
    services.write(QStringLiteral("[club]\nhost=%1\ndbname=%2\nuser=%3\n")
                       .arg(query.queryItemValue(QStringLiteral("host")), url.path().mid(1),
                            query.queryItemValue(QStringLiteral("user")))
                       .toUtf8());
    services.close();
    qputenv("PGSERVICEFILE", services.fileName().toLocal8Bit());
    auto store = PostgresStore::open(QStringLiteral("service=club"), QStringLiteral("by service"));
    QCOMPARE(store->location(), QStringLiteral("service=club, battle \"by service\""));
    QCOMPARE(store->lastSeq(), qint64(0));
    QCOMPARE(errorOf([] { PostgresStore::open(QStringLiteral("service=nosuch"), QStringLiteral("x")); }),
             QStringLiteral("service=nosuch: cannot connect: definition of service \"nosuch\" not found"));
    qunsetenv("PGSERVICEFILE");
}

// sslmode goes to libpq as given (on a Unix socket libpq ignores it, so a bad value shows it).
void TestPostgresStore::sslmodeReachesLibpq()
{
    ADJUTANT_NEED_POSTGRES();
    const QString server = mDatabase->uri() + QStringLiteral("&sslmode=sometimes");
    QCOMPARE(errorOf([&] { PostgresStore::open(server, QStringLiteral("x")); }),
             server + QStringLiteral(": cannot connect: invalid sslmode value: \"sometimes\""));
}

void TestPostgresStore::unpreparedDatabaseIsRefused()
{
    ADJUTANT_NEED_POSTGRES();
    const QString uri = mDatabase->uri().replace(mDatabase->name(), QStringLiteral("postgres"));
    QCOMPARE(errorOf([&] { PostgresStore::open(uri, QStringLiteral("battle")); }),
             uri + QStringLiteral(": is not an Adjutant club database (set it up with: adjutant-cli club init)"));
}

void TestPostgresStore::newerSchemaIsRefused()
{
    ADJUTANT_NEED_POSTGRES();
    pgtesting::TestDatabase newer;
    QVERIFY2(newer.isValid(), qPrintable(newer.error()));
    QCOMPARE(newer.exec(QStringLiteral("UPDATE schema_version SET version = 99")), QString());
    const QString expected = newer.uri() + QStringLiteral(": was set up by a newer Adjutant (club schema 99; this "
                                                          "version reads up to %1)")
                                               .arg(SchemaMigrator::postgresVersion);
    QCOMPARE(errorOf([&] { PostgresStore::open(newer.uri(), QStringLiteral("battle")); }), expected);
    QCOMPARE(errorOf([&] { PostgresStore::initialize(newer.uri()); }), expected);
}

void TestPostgresStore::initIsRepeatable()
{
    ADJUTANT_NEED_POSTGRES();
    auto store = PostgresStore::create(mDatabase->uri(), QUuid::createUuid(), QStringLiteral("kept through init"));
    store->append(eventAt(1));
    QCOMPARE(PostgresStore::initialize(mDatabase->uri()), SchemaMigrator::postgresVersion);
    QCOMPARE(PostgresStore::open(mDatabase->uri(), QStringLiteral("kept through init"))->lastSeq(), qint64(1));
}

void TestPostgresStore::schemaKeepsTheLogWhole()
{
    ADJUTANT_NEED_POSTGRES();
    auto store = PostgresStore::create(mDatabase->uri(), QUuid::createUuid(), QStringLiteral("schema"),
                                       QStringLiteral("club night"));
    QCOMPARE(store->info().event, QStringLiteral("club night"));
    store->append(eventAt(1));
    const QString battle = store->battleId().toString(QUuid::WithoutBraces);
    // Payloads are jsonb: the club's own queries can look inside.
    {
        PgConnection connection(mDatabase->uri());
        QSqlQuery &query = connection.run(
            QStringLiteral("SELECT payload->>'unit', jsonb_typeof(payload->'x') FROM events WHERE battle = ?::uuid"),
            {battle});
        QVERIFY(query.next());
        QCOMPARE(query.value(0).toString(), QStringLiteral("tercio"));
        QCOMPARE(query.value(1).toString(), QStringLiteral("number"));
    }
    // Hand-written SQL cannot put a second event 1 into the battle, nor reuse an event's id.
    const QString insert = QStringLiteral(
        "INSERT INTO events (battle, seq, id, recorded_at, type, type_version, turn, phase, payload, description) "
        "VALUES ('%1', %2, '%3', now(), 'base.moved', 1, 1, '', '{}', '')");
    QVERIFY(mDatabase->exec(insert.arg(battle).arg(1).arg(QUuid::createUuid().toString(QUuid::WithoutBraces)))
                .contains(QLatin1String("event 1 is not the next of its battle")));
    const QString firstId = store->loadEvents().first().id.toString(QUuid::WithoutBraces);
    QVERIFY(mDatabase->exec(insert.arg(battle).arg(2).arg(firstId)).contains(QLatin1String("duplicate key")));
    QVERIFY(mDatabase->exec(insert.arg(battle).arg(0).arg(QUuid::createUuid().toString(QUuid::WithoutBraces)))
                .contains(QLatin1String("event 0 is not the next of its battle (the log ends at event 1)")));
    QCOMPARE(store->lastSeq(), qint64(1));

    // The owner may change anything; a payload that is no longer an object is named, not guessed.
    QCOMPARE(mDatabase->exec(QStringLiteral("UPDATE events SET payload = '[1]' WHERE battle = '%1'").arg(battle)),
             QString());
    QCOMPARE(errorOf([&] { store->loadEvents(); }),
             store->location() + QStringLiteral(": is damaged: event 1 has an unreadable payload"));
}

// The server refuses an event type it does not know (core/migrations/postgres/0002_to_0003.sql):
// every type the app writes must be in its list, at the app's payload version.
void TestPostgresStore::serverKnowsEveryEventTypeTheAppWrites()
{
    ADJUTANT_NEED_POSTGRES();
    PgConnection connection(mDatabase->uri());
    QSqlQuery &query = connection.run(QStringLiteral("SELECT type, version FROM event_types ORDER BY type"));
    QStringList server;
    while (query.next()) {
        server << query.value(0).toString();
        QCOMPARE(query.value(1).toInt(), 1); // docs/formats.md: every type is at payload version 1
    }
    QStringList app = Changes::knownTypes() + QStringList{QStringLiteral("undo"), QStringLiteral("redo")};
    app.sort();
    QCOMPARE(server, app);
}

// A club server of schema 2 whose log a table already damaged (a gap, a payload that is not an
// object) still upgrades: its battles are kept as they were, and from then on the server refuses
// what would damage one.
void TestPostgresStore::upgradeKeepsWhatTheServerHeld()
{
    ADJUTANT_NEED_POSTGRES();
    pgtesting::TestDatabase old(false);
    QVERIFY2(old.isValid(), qPrintable(old.error()));
    {
        PgConnection connection(old.uri());
        QSqlDatabase db = connection.db();
        SchemaMigrator::migrate(db, 0, 2, SchemaMigrator::builtIn(SchemaMigrator::Dialect::Postgres).first(2));
    }
    const QString battle = QStringLiteral("INSERT INTO battles (id, name) VALUES ('%1', '%2')");
    const QString insert = QStringLiteral(
        "INSERT INTO events (battle, seq, id, recorded_at, type, type_version, turn, phase, payload, description) "
        "VALUES ('%1', %2, gen_random_uuid(), now(), 'base.moved', 1, 1, '', '%3', '')");
    const QString healthy = QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString damaged = QUuid::createUuid().toString(QUuid::WithoutBraces);
    QCOMPARE(old.exec(battle.arg(healthy, QStringLiteral("healthy")) + QStringLiteral(";\n") +
                      battle.arg(damaged, QStringLiteral("damaged")) + QStringLiteral(";\n") +
                      insert.arg(healthy).arg(1).arg(QStringLiteral("{}")) + QStringLiteral(";\n") +
                      insert.arg(damaged).arg(1).arg(QStringLiteral("[1]")) + QStringLiteral(";\n") +
                      insert.arg(damaged).arg(50).arg(QStringLiteral("{}"))),
             QString());

    QCOMPARE(PostgresStore::initialize(old.uri()), 2);
    PgConnection connection(old.uri());
    QSqlQuery &query = connection.run(QStringLiteral("SELECT count(*) FROM events"));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toInt(), 3);
    auto store = PostgresStore::open(old.uri(), QStringLiteral("healthy"));
    store->append(eventAt(2));
    QCOMPARE(store->lastSeq(), qint64(2));
    QVERIFY(old.exec(insert.arg(damaged).arg(51).arg(QStringLiteral("[2]"))).contains(QLatin1String("payload is not a JSON object")));
    QVERIFY(old.exec(insert.arg(healthy).arg(9).arg(QStringLiteral("{}"))).contains(QLatin1String("is not the next")));
}

void TestPostgresStore::unknownBattleIsNamed()
{
    ADJUTANT_NEED_POSTGRES();
    QCOMPARE(errorOf([&] { PostgresStore::open(mDatabase->uri(), QStringLiteral("Nieuport, table 9")); }),
             mDatabase->uri() + QStringLiteral(": has no battle \"Nieuport, table 9\""));
    PostgresStore::create(mDatabase->uri(), QUuid::createUuid(), QStringLiteral("taken"));
    QCOMPARE(errorOf([&] { PostgresStore::create(mDatabase->uri(), QUuid::createUuid(), QStringLiteral("taken")); }),
             mDatabase->uri() + QStringLiteral(": already has a battle \"taken\""));
}

// The server ends the store's connection (a restart, an administrator, a cut): the next call
// connects again and goes through, and a notification watch is renewed.
void TestPostgresStore::lostConnectionIsMadeAgain()
{
    ADJUTANT_NEED_POSTGRES();
    auto store = PostgresStore::create(mDatabase->uri(), QUuid::createUuid(), QStringLiteral("cut"));
    auto watcher = PostgresStore::open(mDatabase->uri(), QStringLiteral("cut"));
    int heard = 0;
    watcher->watch([&] { ++heard; });
    store->append(eventAt(1));
    QTRY_VERIFY_WITH_TIMEOUT(heard == 1, 10'000);
    const QString terminate = QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                                             "WHERE datname = current_database() AND pid <> pg_backend_pid()");
    QCOMPARE(mDatabase->exec(terminate), QString());
    store->append(eventAt(2));
    QCOMPARE(store->lastSeq(), qint64(2));
    // The watcher hears of the next events once it has noticed the cut and connected again.
    QCOMPARE(watcher->lastSeq(), qint64(2));
    store->append(eventAt(3));
    QTRY_VERIFY_WITH_TIMEOUT(heard >= 2, 10'000);
    QCOMPARE(watcher->eventsAfter(0).size(), 3);
}

namespace {

// The numbers in the scratch table, in order (made by the first caller).
QList<int> scratch(pgtesting::TestDatabase &database)
{
    database.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS scratch (n integer PRIMARY KEY)"));
    PgConnection connection(database.uri());
    QSqlQuery &query = connection.run(QStringLiteral("SELECT n FROM scratch ORDER BY n"));
    QList<int> numbers;
    while (query.next())
        numbers << query.value(0).toInt();
    return numbers;
}

} // namespace

void TestPostgresStore::aFailedStatementInATransactionIsNotTakenForACut()
{
    ADJUTANT_NEED_POSTGRES();
    QCOMPARE(scratch(*mDatabase), QList<int>{});
    PgConnection connection(mDatabase->uri());
    QVERIFY(connection.db().transaction());
    connection.run(QStringLiteral("INSERT INTO scratch VALUES (1)"));
    QVERIFY_THROWS_EXCEPTION(Error, connection.run(QStringLiteral("SELECT 1 / 0")));
    // The transaction is aborted: the next statement fails in it too, rather than being run again
    // outside it (on a new connection) as if the connection had been lost.
    const QString refused = errorOf([&] { connection.run(QStringLiteral("INSERT INTO scratch VALUES (2)")); });
    QVERIFY2(refused.contains(QStringLiteral("aborted")), qPrintable(refused));
    connection.db().rollback();
    QCOMPARE(scratch(*mDatabase), QList<int>{});
}

void TestPostgresStore::aTransactionIsAllOrNothing()
{
    ADJUTANT_NEED_POSTGRES();
    QCOMPARE(scratch(*mDatabase), QList<int>{});
    PgConnection connection(mDatabase->uri());
    int runs = 0;
    const QString refused = errorOf([&] {
        connection.transaction([&] {
            ++runs;
            connection.run(QStringLiteral("INSERT INTO scratch VALUES (10)"));
            connection.run(QStringLiteral("INSERT INTO scratch VALUES (10)"));
        });
    });
    QVERIFY2(refused.contains(QStringLiteral("duplicate key")), qPrintable(refused));
    QVERIFY(!refused.contains(QLatin1Char('\n')));
    QCOMPARE(runs, 1);
    QCOMPARE(scratch(*mDatabase), QList<int>{});
    // The connection serves the next statement.
    connection.transaction([&] { connection.run(QStringLiteral("INSERT INTO scratch VALUES (11)")); });
    QCOMPARE(scratch(*mDatabase), QList<int>{11});
    mDatabase->exec(QStringLiteral("DELETE FROM scratch"));
}

void TestPostgresStore::aTransactionCutShortRunsAgainWhole()
{
    ADJUTANT_NEED_POSTGRES();
    QCOMPARE(scratch(*mDatabase), QList<int>{});
    PgConnection connection(mDatabase->uri());
    int runs = 0;
    connection.transaction([&] {
        ++runs;
        connection.run(QStringLiteral("INSERT INTO scratch VALUES (20)"));
        if (runs == 1) // the server ends the connection in the middle of the transaction
            connection.run(QStringLiteral("SELECT pg_terminate_backend(pg_backend_pid())"));
        connection.run(QStringLiteral("INSERT INTO scratch VALUES (21)"));
    });
    QCOMPARE(runs, 2);
    QCOMPARE(scratch(*mDatabase), (QList<int>{20, 21}));
    mDatabase->exec(QStringLiteral("DELETE FROM scratch"));
}

QTEST_GUILESS_MAIN(TestPostgresStore)
#include "tst_postgresstore.moc"
