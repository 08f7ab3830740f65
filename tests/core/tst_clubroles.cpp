// SPDX-License-Identifier: GPL-3.0-or-later
// Roles live in the club database, not in the client (docs/club.md): a table's login appends to
// its own battles only, an umpire to any battle of the events they umpire, a spectator reads.
// Proved through the store and with hand-written SQL, as a table's login. And the database, not
// the client, decides what a valid log is: what a table writes into its own battle, the umpire
// can read.
#include "pgtesting.h"

#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include <QSqlQuery>
#include <QTest>

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

Event nextEvent(GameStore &store)
{
    Event event;
    event.seq = store.lastSeq() + 1;
    event.id = QUuid::createUuid();
    event.author = store.author();
    event.time = QDateTime::currentDateTimeUtc();
    event.type = QStringLiteral("base.moved");
    event.payload = {{QStringLiteral("unit"), QStringLiteral("tercio")}};
    event.description = QStringLiteral("Tercio moves");
    return event;
}

} // namespace

class TestClubRoles : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void tableAppendsToItsOwnBattle();
    void tableCannotAppendToAnotherTablesBattle();
    void handWrittenSqlCannotGetAround_data();
    void handWrittenSqlCannotGetAround();
    void tableCannotWriteALogNobodyCanRead_data();
    void tableCannotWriteALogNobodyCanRead();
    void umpireCorrectsEveryBattleOfTheirEvent();
    void spectatorReadsOnly();
    void tableStartsBattlesOfItsOwnOnly();

private:
    QString login(const char *who) const { return mDatabase->name() + QLatin1Char('_') + QLatin1String(who); }
    QString uri(const char *who) const { return mDatabase->uri(login(who)); }
    // Every event on the server, counted as the owner sees them.
    qint64 allEvents() const;

    std::unique_ptr<pgtesting::TestDatabase> mDatabase;
};

void TestClubRoles::initTestCase()
{
    ADJUTANT_NEED_POSTGRES();
    mDatabase = std::make_unique<pgtesting::TestDatabase>();
    QVERIFY2(mDatabase->isValid(), qPrintable(mDatabase->error()));
    // docs/club.md, "Adding tables and umpires", as the club's secretary does it.
    const QList<std::pair<const char *, const char *>> people{{"table1", "adjutant_table"},
                                                              {"table2", "adjutant_table"},
                                                              {"umpire", "adjutant_umpire"},
                                                              {"spectator", "adjutant_spectator"}};
    for (const auto &[who, group] : people)
        QCOMPARE(mDatabase->addLogin(login(who), QLatin1String(group)), QString());
    QCOMPARE(mDatabase->exec(QStringLiteral("INSERT INTO umpires (login, event) VALUES ('%1', 'club night')")
                                 .arg(login("umpire"))),
             QString());
    // Each table starts its battle of the club night; the owner starts one of another event.
    PostgresStore::create(uri("table1"), QUuid::createUuid(), QStringLiteral("t1"), QStringLiteral("club night"));
    PostgresStore::create(uri("table2"), QUuid::createUuid(), QStringLiteral("t2"), QStringLiteral("club night"));
    PostgresStore::create(mDatabase->uri(), QUuid::createUuid(), QStringLiteral("open day"),
                          QStringLiteral("open day"), login("table2"));
}

void TestClubRoles::cleanupTestCase()
{
    mDatabase.reset(); // and with it the logins it added
}

qint64 TestClubRoles::allEvents() const
{
    PgConnection owner(mDatabase->uri());
    QSqlQuery &query = owner.run(QStringLiteral("SELECT count(*) FROM events"));
    return query.next() ? query.value(0).toLongLong() : -1;
}

void TestClubRoles::tableAppendsToItsOwnBattle()
{
    auto store = PostgresStore::open(uri("table1"), QStringLiteral("t1"));
    QCOMPARE(store->info().tableLogin, login("table1"));
    const Event event = nextEvent(*store);
    store->append(event);
    QCOMPARE(store->loadEvents().last().author, login("table1"));
    QCOMPARE(store->loadEvents().last().id, event.id);
}

void TestClubRoles::tableCannotAppendToAnotherTablesBattle()
{
    auto store = PostgresStore::open(uri("table1"), QStringLiteral("t2"));
    const qint64 before = store->lastSeq();
    const QString error = errorOf([&] { store->append(nextEvent(*store)); });
    QVERIFY2(error.contains(QLatin1String("violates row-level security policy")), qPrintable(error));
    QVERIFY2(error.startsWith(uri("table1") + QLatin1String(": ")), qPrintable(error));
    QCOMPARE(store->lastSeq(), before);
}

void TestClubRoles::handWrittenSqlCannotGetAround_data()
{
    QTest::addColumn<QString>("sql");
    QTest::addColumn<QString>("refusal");
    const QString insert = QStringLiteral(
        "INSERT INTO events (battle, seq, id, author, recorded_at, type, type_version, turn, phase, payload, "
        "description) SELECT id, (SELECT coalesce(max(seq), 0) + 1 FROM events e WHERE e.battle = battles.id), "
        "gen_random_uuid(), %1, now(), 'base.moved', 1, 1, '', '{}', 'forged' FROM battles WHERE name = '%2'");
    const QString rls = QStringLiteral("violates row-level security policy");
    const QString denied = QStringLiteral("permission denied");
    QTest::newRow("insert into another table's battle") << insert.arg(QStringLiteral("session_user"), QStringLiteral("t2")) << rls;
    QTest::newRow("insert in another's name") << insert.arg(QLatin1Char('\'') + login("table2") + QLatin1Char('\''), QStringLiteral("t1")) << rls;
    QTest::newRow("insert after SET ROLE to the group")
        << QStringLiteral("SET ROLE adjutant_table;\n") + insert.arg(QStringLiteral("current_user"), QStringLiteral("t2")) << rls;
    QTest::newRow("insert into another event's battle") << insert.arg(QStringLiteral("session_user"), QStringLiteral("open day")) << rls;
    QTest::newRow("rewrite an event") << QStringLiteral("UPDATE events SET description = 'forged'") << denied;
    QTest::newRow("delete an event") << QStringLiteral("DELETE FROM events") << denied;
    QTest::newRow("truncate the log") << QStringLiteral("TRUNCATE events") << denied;
    QTest::newRow("take over a battle") << QStringLiteral("UPDATE battles SET table_login = session_user") << denied;
    QTest::newRow("make oneself umpire")
        << QStringLiteral("INSERT INTO umpires (login, event) VALUES (session_user, 'club night')") << denied;
    QTest::newRow("start a battle for another table")
        << QStringLiteral("INSERT INTO battles (id, name, event, table_login) VALUES (gen_random_uuid(), 'fake', "
                          "'club night', '%1')").arg(login("table2"))
        << rls;
    QTest::newRow("switch row-level security off")
        << QStringLiteral("ALTER TABLE events DISABLE ROW LEVEL SECURITY") << QStringLiteral("must be owner");
    QTest::newRow("drop the policy")
        << QStringLiteral("DROP POLICY table_appends_to_its_own ON events") << QStringLiteral("must be owner");
}

void TestClubRoles::handWrittenSqlCannotGetAround()
{
    QFETCH(QString, sql);
    QFETCH(QString, refusal);
    const qint64 before = allEvents();
    const QString error = mDatabase->exec(sql, login("table1"));
    QVERIFY2(error.contains(refusal), qPrintable(error));
    QCOMPARE(allEvents(), before);
}

void TestClubRoles::tableCannotWriteALogNobodyCanRead_data()
{
    QTest::addColumn<QString>("values");
    QTest::addColumn<QString>("refusal");
    // seq, type, type_version, payload, undo: one thing wrong in each, in table1's own battle.
    const QString next = QStringLiteral("(SELECT coalesce(max(seq), 0) + 1 FROM events e WHERE e.battle = b.id)");
    const QString move = QStringLiteral("'{\"unit\": \"tercio\"}'");
    QTest::newRow("a gap in the log") << QStringLiteral("%1 + 49, 'base.moved', 1, %2, NULL").arg(next, move)
                                      << QStringLiteral("is not the next of its battle");
    QTest::newRow("an event again at a seq taken")
        << QStringLiteral("%1 - 1, 'base.moved', 1, %2, NULL").arg(next, move) << QStringLiteral("is not the next");
    QTest::newRow("a payload that is a list") << QStringLiteral("%1, 'base.moved', 1, '[1]', NULL").arg(next)
                                              << QStringLiteral("the payload is not a JSON object");
    QTest::newRow("a payload that is a string") << QStringLiteral("%1, 'base.moved', 1, '\"x\"', NULL").arg(next)
                                                << QStringLiteral("the payload is not a JSON object");
    QTest::newRow("a payload that is null") << QStringLiteral("%1, 'base.moved', 1, 'null', NULL").arg(next)
                                            << QStringLiteral("the payload is not a JSON object");
    QTest::newRow("a type the app does not write")
        << QStringLiteral("%1, 'unit.teleported', 1, %2, NULL").arg(next, move)
        << QStringLiteral("\"unit.teleported\" is not an event type");
    QTest::newRow("a payload version from the future")
        << QStringLiteral("%1, 'base.moved', 7, %2, NULL").arg(next, move) << QStringLiteral("at payload version 1, not 7");
    QTest::newRow("undo data that is not a list of changes")
        << QStringLiteral("%1, 'base.moved', 1, %2, '{\"type\": \"base.moved\"}'").arg(next, move)
        << QStringLiteral("its undo is not a list of changes");
    QTest::newRow("undo data with a change without payload")
        << QStringLiteral("%1, 'base.moved', 1, %2, '[{\"type\": \"base.moved\"}]'").arg(next, move)
        << QStringLiteral("its undo is not a list of changes");
    QTest::newRow("an undo without its changes")
        << QStringLiteral("%1, 'undo', 1, '{\"undoes\": 1}', NULL").arg(next)
        << QStringLiteral("an undo without the step it takes back or its changes");
    QTest::newRow("a redo of nothing")
        << QStringLiteral("%1, 'redo', 1, '{\"changes\": []}', NULL").arg(next)
        << QStringLiteral("a redo without the step it takes back or its changes");
}

void TestClubRoles::tableCannotWriteALogNobodyCanRead()
{
    QFETCH(QString, values);
    QFETCH(QString, refusal);
    // A well-formed event first, so that the log has something to skip or repeat.
    auto store = PostgresStore::open(uri("table1"), QStringLiteral("t1"));
    store->append(nextEvent(*store));
    const qint64 before = allEvents();
    const QString error = mDatabase->exec(
        QStringLiteral("INSERT INTO events (battle, seq, id, author, recorded_at, type, type_version, turn, phase, "
                       "payload, description, undo) "
                       "SELECT b.id, s.seq, gen_random_uuid(), session_user, now(), s.type, s.version, 1, '', "
                       "s.payload::jsonb, 'forged', s.undo::jsonb "
                       "FROM battles b, LATERAL (SELECT %1) AS s (seq, type, version, payload, undo) "
                       "WHERE b.name = 't1'")
            .arg(values),
        login("table1"));
    QVERIFY2(error.contains(refusal), qPrintable(error));
    QCOMPARE(allEvents(), before);
    // The umpire reads the battle whole.
    QCOMPARE(PostgresStore::open(uri("umpire"), QStringLiteral("t1"))->loadEvents().size(), qsizetype(store->lastSeq()));
}

void TestClubRoles::umpireCorrectsEveryBattleOfTheirEvent()
{
    for (const QString &battle : {QStringLiteral("t1"), QStringLiteral("t2")}) {
        auto store = PostgresStore::open(uri("umpire"), battle);
        store->append(nextEvent(*store));
        QCOMPARE(store->loadEvents().last().author, login("umpire"));
    }
    auto elsewhere = PostgresStore::open(uri("umpire"), QStringLiteral("open day"));
    const QString error = errorOf([&] { elsewhere->append(nextEvent(*elsewhere)); });
    QVERIFY2(error.contains(QLatin1String("violates row-level security policy")), qPrintable(error));
    // Nor may they start a battle in an event they do not umpire.
    const QString start = errorOf([&] {
        PostgresStore::create(uri("umpire"), QUuid::createUuid(), QStringLiteral("u"), QStringLiteral("open day"));
    });
    QVERIFY2(start.contains(QLatin1String("violates row-level security policy")), qPrintable(start));
}

void TestClubRoles::spectatorReadsOnly()
{
    auto store = PostgresStore::open(uri("spectator"), QStringLiteral("t1"));
    QVERIFY(!store->loadEvents().isEmpty());
    QCOMPARE(PostgresStore::battles(uri("spectator")).size(), 3);
    const QString error = errorOf([&] { store->append(nextEvent(*store)); });
    QVERIFY2(error.contains(QLatin1String("permission denied")), qPrintable(error));
}

void TestClubRoles::tableStartsBattlesOfItsOwnOnly()
{
    const QString error = errorOf([&] {
        PostgresStore::create(uri("table1"), QUuid::createUuid(), QStringLiteral("for t2"),
                              QStringLiteral("club night"), login("table2"));
    });
    QVERIFY2(error.contains(QLatin1String("violates row-level security policy")), qPrintable(error));
    QCOMPARE(PostgresStore::battles(mDatabase->uri()).size(), 3);
}

QTEST_GUILESS_MAIN(TestClubRoles)
#include "tst_clubroles.moc"
