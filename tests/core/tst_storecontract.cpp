// SPDX-License-Identifier: GPL-3.0-or-later
// The store contract of core/gamestore.h, the same for every engine: in memory, a battle file
// (SQLite) and the club server (PostgreSQL; see pgtesting.h for how the tests reach one).
#include "pgtesting.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "core/memorystore.h"
#include "core/postgresstore.h"
#include "core/sqlitestore.h"

#include <QJsonArray>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <functional>
#include <memory>

using namespace adjutant::core;

namespace {

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

// Two stores open on one new, empty battle, as two programs would hold it.
struct Pair
{
    std::unique_ptr<GameStore> first;
    std::unique_ptr<GameStore> second;
};

Change moveTo(double x, double y)
{
    return Change{QStringLiteral("base.moved"),
                  {{QStringLiteral("unit"), QStringLiteral("tercio")},
                   {QStringLiteral("id"), QStringLiteral("f1r1")},
                   {QStringLiteral("x"), x},
                   {QStringLiteral("y"), y},
                   {QStringLiteral("facing"), 0}}};
}

// An event as a session would make it, with every field filled.
Event eventAt(const GameStore &store, qint64 seq)
{
    Event event;
    event.seq = seq;
    event.id = QUuid::createUuid();
    event.author = store.author();
    event.time = QDateTime::fromMSecsSinceEpoch(1'600'000'000'123 + seq * 1001, Qt::UTC);
    event.type = QStringLiteral("base.moved");
    event.version = 1;
    event.turn = int(seq);
    event.phase = QStringLiteral("Manœuvre – %1").arg(seq);
    event.payload = moveTo(10.25 + double(seq), 20).payload;
    event.description = QStringLiteral("Tercio moves, \"quoted\" and 'single' ; -- %1").arg(seq);
    event.undo = {moveTo(1.5, 2.5)};
    return event;
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

} // namespace

class TestStoreContract : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void newBattleIsEmpty_data() { engines(); }
    void newBattleIsEmpty();
    void appendedEventsReadBackWhole_data() { engines(); }
    void appendedEventsReadBackWhole();
    void staleAppendIsRefusedAndNothingRecorded_data() { engines(); }
    void staleAppendIsRefusedAndNothingRecorded();
    void retriedAppendIsRecordedOnce_data() { engines(); }
    void retriedAppendIsRecordedOnce();
    void watchersHearOfOthersAppends_data() { engines(); }
    void watchersHearOfOthersAppends();
    void sessionsOnOneBattle_data() { engines(); }
    void sessionsOnOneBattle();

private:
    void engines();
    // Two stores on a new battle of the row's engine; null after a skip.
    Pair openPair();

    QTemporaryDir mDir;
    std::unique_ptr<pgtesting::TestDatabase> mPostgres;
    int mCount = 0;
};

void TestStoreContract::initTestCase()
{
    QVERIFY(mDir.isValid());
    if (!pgtesting::serverUri().isEmpty()) {
        mPostgres = std::make_unique<pgtesting::TestDatabase>();
        QVERIFY2(mPostgres->isValid(), qPrintable(mPostgres->error()));
    }
}

void TestStoreContract::engines()
{
    QTest::addColumn<QString>("engine");
    QTest::newRow("memory") << QStringLiteral("memory");
    QTest::newRow("sqlite") << QStringLiteral("sqlite");
    QTest::newRow("postgres") << QStringLiteral("postgres");
}

Pair TestStoreContract::openPair()
{
    QFETCH(QString, engine);
    const QString name = QStringLiteral("battle-%1").arg(++mCount);
    Pair pair;
    if (engine == QLatin1String("memory")) {
        auto first = std::make_unique<MemoryStore>(QList<Event>{}, QStringLiteral("table1"));
        pair.second = first->another(QStringLiteral("umpire"));
        pair.first = std::move(first);
    } else if (engine == QLatin1String("sqlite")) {
        const QString file = mDir.filePath(name + QStringLiteral(".adjutant"));
        pair.first = SqliteStore::create(file);
        pair.second = SqliteStore::open(file);
    } else {
        pair.first = PostgresStore::create(mPostgres->uri(), QUuid::createUuid(), name);
        pair.second = PostgresStore::open(mPostgres->uri(), name);
    }
    return pair;
}

#define OPEN_PAIR(pair)                                                                            \
    QFETCH(QString, engine);                                                                       \
    if (engine == QLatin1String("postgres"))                                                       \
        ADJUTANT_NEED_POSTGRES();                                                                  \
    Pair pair = openPair();

void TestStoreContract::newBattleIsEmpty()
{
    OPEN_PAIR(pair);
    QCOMPARE(pair.first->lastSeq(), qint64(0));
    QCOMPARE(pair.second->lastSeq(), qint64(0));
    QVERIFY(pair.first->eventsAfter(0).isEmpty());
    QVERIFY(!pair.first->battleId().isNull());
    QCOMPARE(pair.second->battleId(), pair.first->battleId());
    QVERIFY(!pair.first->location().isEmpty());
}

void TestStoreContract::appendedEventsReadBackWhole()
{
    OPEN_PAIR(pair);
    QList<Event> events;
    for (qint64 seq = 1; seq <= 3; ++seq) {
        events << eventAt(*pair.first, seq);
        pair.first->append(events.last());
    }
    events[1].undo.clear(); // an event without undo data
    events[2].payload[QStringLiteral("nested")] = QJsonObject{{QStringLiteral("list"), QJsonArray{1, 2.5, true}}};
    {
        // Rewrite two events with their variants, on a fresh battle.
        Pair fresh = openPair();
        for (const Event &event : events)
            fresh.first->append(event);
        QCOMPARE(fresh.second->lastSeq(), qint64(3));
        QCOMPARE(fresh.second->eventsAfter(0), events);
        QCOMPARE(fresh.second->eventsAfter(2), events.mid(2));
        QCOMPARE(fresh.second->eventsAfter(3), QList<Event>{});
        QCOMPARE(fresh.first->loadEvents(), events);
    }
    QCOMPARE(pair.second->lastSeq(), qint64(3));
    QCOMPARE(pair.second->eventsAfter(1).size(), 2);
}

void TestStoreContract::staleAppendIsRefusedAndNothingRecorded()
{
    OPEN_PAIR(pair);
    const Event first = eventAt(*pair.first, 1);
    pair.first->append(first);
    // The second store did not see event 1, and makes an event 1 of its own.
    const Event clash = eventAt(*pair.second, 1);
    try {
        pair.second->append(clash);
        QFAIL("a stale append was recorded");
    } catch (const StaleLogError &error) {
        QCOMPARE(error.lastSeq(), qint64(1));
        QVERIFY2(error.message().startsWith(pair.second->location() + QStringLiteral(": ")), qPrintable(error.message()));
    }
    // A gap is refused the same way.
    try {
        pair.second->append(eventAt(*pair.second, 3));
        QFAIL("an append leaving a gap was recorded");
    } catch (const StaleLogError &error) {
        QCOMPARE(error.lastSeq(), qint64(1));
    }
    QCOMPARE(pair.first->loadEvents(), QList<Event>{first});
    // Caught up, it appends after the other's event.
    QCOMPARE(pair.second->eventsAfter(0), QList<Event>{first});
    const Event second = eventAt(*pair.second, 2);
    pair.second->append(second);
    QCOMPARE(pair.first->loadEvents(), (QList<Event>{first, second}));
}

void TestStoreContract::retriedAppendIsRecordedOnce()
{
    OPEN_PAIR(pair);
    const Event one = eventAt(*pair.first, 1);
    pair.first->append(one);
    pair.first->append(one); // the answer was lost; the client sends it again
    QCOMPARE(pair.first->lastSeq(), qint64(1));
    const Event two = eventAt(*pair.first, 2);
    pair.first->append(two);
    pair.first->append(one); // a late retry of an event since followed by another
    pair.first->append(two);
    QCOMPARE(pair.second->loadEvents(), (QList<Event>{one, two}));
    // The same id at another seq is a different matter: refused, nothing recorded.
    Event reused = one;
    reused.seq = 3;
    QVERIFY(errorOf([&] { pair.first->append(reused); }) != QLatin1String("(no error)"));
    QCOMPARE(pair.second->lastSeq(), qint64(2));
}

void TestStoreContract::watchersHearOfOthersAppends()
{
    OPEN_PAIR(pair);
    int heard = 0;
    pair.second->watch([&] { ++heard; });
    pair.first->append(eventAt(*pair.first, 1));
    QTRY_VERIFY_WITH_TIMEOUT(heard > 0, 10'000);
    QCOMPARE(pair.second->lastSeq(), qint64(1));
    const int before = heard;
    pair.first->append(eventAt(*pair.first, 2));
    QTRY_VERIFY_WITH_TIMEOUT(heard > before, 10'000);
    pair.second->watch({});
}

void TestStoreContract::sessionsOnOneBattle()
{
    OPEN_PAIR(pair);
    const Battle initial = BattleFile::readScenario(demoPath);
    auto table = BattleSession::create(std::move(pair.first), initial);
    table->record(moveTo(30, 10));
    QCOMPARE(table->events().last().author, table->store().author());
    QVERIFY(!table->events().last().id.isNull());

    auto umpire = BattleSession::open(std::move(pair.second));
    QCOMPARE(umpire->battle(), table->battle());
    QCOMPARE(umpire->events(), table->events());
    umpire->record(moveTo(40, 10));
    // The table's next change is refused as stale, and leaves its battle as it was.
    const Battle before = table->battle();
    try {
        table->record(moveTo(50, 10));
        QFAIL("a stale session's change was recorded");
    } catch (const StaleLogError &error) {
        QCOMPARE(error.lastSeq(), qint64(3));
    }
    QCOMPARE(table->battle(), before);
    QCOMPARE(table->store().lastSeq(), qint64(3));

    // Caught up, the table has the umpire's change, and its own goes on top; both sessions agree.
    QCOMPARE(table->catchUp(), qsizetype(1));
    QCOMPARE(table->battle(), umpire->battle());
    QCOMPARE(table->undoText(), umpire->undoText());
    table->record(moveTo(50, 10));
    QCOMPARE(umpire->catchUp(), qsizetype(1));
    QCOMPARE(umpire->battle(), table->battle());
    QCOMPARE(umpire->events(), table->events());
    QCOMPARE(umpire->catchUp(), qsizetype(0));
}

QTEST_GUILESS_MAIN(TestStoreContract)
#include "tst_storecontract.moc"
