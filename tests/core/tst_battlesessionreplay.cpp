// SPDX-License-Identifier: GPL-3.0-or-later
// A battle session rebuilt from its log: random play, a tampered log, another writer's events.
#include "battlesessiontesting.h"

#include <QHash>
#include <QJsonArray>
#include <QRandomGenerator>
#include <QTest>

#include <functional>
#include <optional>

using namespace adjutant::core;
using namespace battlesessiontesting;

namespace {

double randomIn(QRandomGenerator &random, double low, double high)
{
    return low + random.generateDouble() * (high - low);
}

template <typename T> const T &pick(QRandomGenerator &random, const QList<T> &list)
{
    return list[random.bounded(int(list.size()))];
}

bool hasCommanderAttached(const Battle &battle, const QString &unit)
{
    for (const Commander &commander : battle.commanders) {
        if (commander.attachedTo == unit)
            return true;
    }
    return false;
}

// A random valid change to a free-form battle, of the kind `kind` names; nothing when the battle
// offers nothing to change that way.
std::optional<Change> randomChange(const Battle &battle, QRandomGenerator &random,
                                   const QString &kind, int &serial)
{
    const MeasureUnit &unit = battle.table.unit;
    const double width = unit.toUnits(battle.table.width);
    const double depth = unit.toUnits(battle.table.depth);
    // Two MU from every edge a 1.6 x 0.8 base fits at any angle.
    auto position = [&](QJsonObject json) {
        json[QStringLiteral("x")] = randomIn(random, 2, width - 2);
        json[QStringLiteral("y")] = randomIn(random, 2, depth - 2);
        if (random.bounded(2))
            json[QStringLiteral("facing")] = randomIn(random, -360, 720);
        return json;
    };
    QList<const Unit *> withBases, canLose, canRegain, removable;
    for (const Unit &u : battle.units) {
        if (!u.bases.isEmpty())
            withBases << &u;
        if (u.currentStrength > 0)
            canLose << &u;
        if (u.currentStrength < u.originalStrength)
            canRegain << &u;
        if (!hasCommanderAttached(battle, u.id))
            removable << &u;
    }

    if (kind == QLatin1String("base.moved") && !withBases.isEmpty()) {
        const Unit *u = pick(random, withBases);
        return Change{kind, position({{QStringLiteral("unit"), u->id},
                                      {QStringLiteral("id"), pick(random, u->bases).id}})};
    }
    if (kind == QLatin1String("unit.stateChanged") && !battle.units.isEmpty()) {
        static const QStringList levels{QStringLiteral("Steady"), QStringLiteral("Disrupted"),
                                        QStringLiteral("Fragmented"), QStringLiteral("Broken"),
                                        QString()};
        static const QStringList formations{QStringLiteral("Line"), QStringLiteral("Column"), QString()};
        QJsonArray flags;
        if (random.bounded(3) == 0)
            flags.append(QStringLiteral("flag %1").arg(random.bounded(5)));
        return Change{kind,
                      {{QStringLiteral("id"), pick(random, battle.units).id},
                       {QStringLiteral("state"),
                        QJsonObject{{QStringLiteral("cohesion"), pick(random, levels)},
                                    {QStringLiteral("disordered"), bool(random.bounded(2))},
                                    {QStringLiteral("flags"), flags},
                                    {QStringLiteral("formation"), pick(random, formations)}}}}};
    }
    if (kind == QLatin1String("unit.basesLost") && !canLose.isEmpty()) {
        const Unit *u = pick(random, canLose);
        return Change{kind,
                      {{QStringLiteral("id"), u->id},
                       {QStringLiteral("count"), 1 + random.bounded(u->currentStrength)}}};
    }
    if (kind == QLatin1String("unit.basesRestored") && !canRegain.isEmpty()) {
        const Unit *u = pick(random, canRegain);
        return Change{kind,
                      {{QStringLiteral("id"), u->id},
                       {QStringLiteral("count"),
                        1 + random.bounded(u->originalStrength - u->currentStrength)}}};
    }
    if (kind == QLatin1String("unit.added")) {
        const QString id = QStringLiteral("r%1").arg(++serial);
        QJsonArray bases;
        for (int i = random.bounded(4); i > 0; --i) {
            bases.append(position({{QStringLiteral("id"), QStringLiteral("b%1").arg(i)},
                                   {QStringLiteral("width"), 1.6},
                                   {QStringLiteral("depth"), 0.8}}));
        }
        const int strength = 1 + random.bounded(8);
        QJsonObject json{
            {QStringLiteral("unit"),
             QJsonObject{{QStringLiteral("id"), id},
                         {QStringLiteral("side"), pick(random, battle.sides).id},
                         {QStringLiteral("name"), QStringLiteral("Reinforcement %1").arg(serial)},
                         {QStringLiteral("troopType"), QStringLiteral("Medium Foot")},
                         {QStringLiteral("strength"),
                          QJsonObject{{QStringLiteral("original"), strength},
                                      {QStringLiteral("current"), random.bounded(strength + 1)}}},
                         {QStringLiteral("bases"), bases}}}};
        if (random.bounded(2))
            json[QStringLiteral("index")] = random.bounded(int(battle.units.size()) + 1);
        return Change{kind, json};
    }
    if (kind == QLatin1String("unit.removed") && !removable.isEmpty())
        return Change{kind, {{QStringLiteral("id"), pick(random, removable)->id}}};
    if (kind == QLatin1String("unit.changed") && !battle.units.isEmpty()) {
        QJsonObject set;
        set[QStringLiteral("name")] = QStringLiteral("Renamed %1").arg(random.bounded(1000));
        if (random.bounded(2))
            set[QStringLiteral("quality")] =
                random.bounded(2) ? QStringLiteral("Superior") : QStringLiteral("Poor");
        const Unit &u = pick(random, battle.units);
        // A unit with a commander attached keeps its side.
        if (!hasCommanderAttached(battle, u.id) && random.bounded(2))
            set[QStringLiteral("side")] = pick(random, battle.sides).id;
        return Change{kind, {{QStringLiteral("id"), u.id}, {QStringLiteral("set"), set}}};
    }
    if (kind == QLatin1String("commander.changed") && !battle.commanders.isEmpty()) {
        const Commander &commander = pick(random, battle.commanders);
        QJsonObject set;
        if (random.bounded(2)) {
            QStringList ownSide{QString()};
            for (const Unit &u : battle.units) {
                if (u.side == commander.side)
                    ownSide << u.id;
            }
            set[QStringLiteral("attachedTo")] = pick(random, ownSide);
        } else {
            set[QStringLiteral("x")] = randomIn(random, 0, width);
            set[QStringLiteral("y")] = randomIn(random, 0, depth);
        }
        return Change{kind, {{QStringLiteral("id"), commander.id}, {QStringLiteral("set"), set}}};
    }
    if (kind == QLatin1String("turn.changed")) {
        static const QStringList phases{QStringLiteral("Impact"), QStringLiteral("Manoeuvre"),
                                        QStringLiteral("Shooting"), QStringLiteral("Melee"),
                                        QString()};
        QStringList sides{QString()};
        for (const Side &side : battle.sides)
            sides << side.id;
        return Change{kind,
                      {{QStringLiteral("turn"), battle.turn + random.bounded(2)},
                       {QStringLiteral("phase"), pick(random, phases)},
                       {QStringLiteral("activeSide"), pick(random, sides)}}};
    }
    return std::nullopt;
}

} // namespace

class TestBattleSessionReplay : public QObject
{
    Q_OBJECT

private slots:
    void replayEqualsLiveState();
    void catchUpTakesAllOrNothing();
    void openRefuses_data();
    void openRefuses();
    void createRefusesAStoreWithABattle();
};

void TestBattleSessionReplay::replayEqualsLiveState()
{
    const Battle initial = demoBattle();
    auto session = createSession(initial);
    QRandomGenerator random(1600);
    const QStringList kinds{QStringLiteral("base.moved"),     QStringLiteral("base.moved"),
                            QStringLiteral("base.moved"),     QStringLiteral("unit.stateChanged"),
                            QStringLiteral("unit.basesLost"), QStringLiteral("unit.basesRestored"),
                            QStringLiteral("unit.added"),     QStringLiteral("unit.removed"),
                            QStringLiteral("unit.changed"),   QStringLiteral("commander.changed"),
                            QStringLiteral("turn.changed")};
    QHash<QString, int> done;
    int serial = 0;

    auto compareWithReplay = [&](int step) {
        auto replayed = reopen(*session);
        QVERIFY2(replayed->battle() == session->battle(),
                 qPrintable(QStringLiteral("after step %1: ").arg(step) +
                            difference(replayed->battle(), session->battle())));
        QCOMPARE(replayed->events(), session->events());
        QCOMPARE(descriptionsOf(*replayed), descriptionsOf(*session));
        QCOMPARE(replayed->canUndo(), session->canUndo());
        QCOMPARE(replayed->canRedo(), session->canRedo());
        QCOMPARE(replayed->undoText(), session->undoText());
        QCOMPARE(replayed->redoText(), session->redoText());
    };

    for (int step = 1; step <= 500; ++step) {
        const int roll = random.bounded(100);
        if (roll < 15 && session->canUndo()) {
            session->undo();
            ++done[QStringLiteral("undo")];
        } else if (roll < 25 && session->canRedo()) {
            session->redo();
            ++done[QStringLiteral("redo")];
        } else if (roll < 28 && !session->battle().units.isEmpty()) {
            // A slip of the hand: a base dropped off the table is refused and changes nothing.
            const Snapshot before = snapshot(*session);
            const Unit &unit = pick(random, session->battle().units);
            if (unit.bases.isEmpty())
                continue;
            try {
                session->record(Change{QStringLiteral("base.moved"),
                                       {{QStringLiteral("unit"), unit.id},
                                        {QStringLiteral("id"), unit.bases.first().id},
                                        {QStringLiteral("x"), -1},
                                        {QStringLiteral("y"), 10}}});
                QFAIL("a base off the table was accepted");
            } catch (const Error &error) {
                QCOMPARE(
                    error.message(),
                    QStringLiteral("payload.x: is off the table (must be between 0 and 72 MU)"));
            }
            COMPARE_UNCHANGED(*session, before);
            ++done[QStringLiteral("refused")];
        } else {
            const QString kind = pick(random, kinds);
            const std::optional<Change> next =
                randomChange(session->battle(), random, kind, serial);
            if (!next)
                continue;
            try {
                session->record(*next);
            } catch (const Error &error) {
                QFAIL(qPrintable(QStringLiteral("step %1: %2 %3 refused: %4")
                                     .arg(step)
                                     .arg(next->type, compact(next->payload), error.message())));
            }
            ++done[kind];
        }
        if (step % 50 == 0) {
            compareWithReplay(step);
            if (QTest::currentTestFailed())
                return;
        }
    }

    // Every kind of step happened often enough for the comparison to mean something.
    for (const QString &kind : kinds + QStringList{QStringLiteral("undo"), QStringLiteral("redo"),
                                                   QStringLiteral("refused")})
        QVERIFY2(
            done.value(kind) >= 5,
            qPrintable(QStringLiteral("%1 happened %2 times").arg(kind).arg(done.value(kind))));
    QCOMPARE(replayByHand(session->events()), session->battle());

    // Undoing everything, live and replayed in step, goes back to the battle as it was created.
    auto replayed = reopen(*session);
    int undone = 0;
    while (session->canUndo()) {
        QVERIFY(replayed->canUndo());
        QCOMPARE(replayed->undoText(), session->undoText());
        session->undo();
        replayed->undo();
        COMPARE_BATTLES(replayed->battle(), session->battle());
        ++undone;
    }
    QVERIFY(!replayed->canUndo());
    QVERIFY(undone > 10);
    COMPARE_BATTLES(session->battle(), initial);
    compareWithReplay(-1);
}

// Events another writer appended come in whole: a log that stops replaying half-way leaves the
// session as it was, and names the event.
void TestBattleSessionReplay::catchUpTakesAllOrNothing()
{
    auto session = createSession(demoBattle());
    auto umpire = BattleSession::open(storeOf(*session).another(QStringLiteral("umpire")));
    umpire->record(change("base.moved", R"({"unit": "tercio", "id": "f1r1", "x": 30, "y": 10})"));
    Event offTable = umpire->events().last();
    offTable.seq = 3;
    offTable.id = QUuid::createUuid();
    offTable.payload[QStringLiteral("x")] = 500;
    umpire->store().append(offTable);

    const Snapshot before = snapshot(*session);
    try {
        session->catchUp();
        QFAIL("caught up with an event that cannot be replayed");
    } catch (const Error &error) {
        QCOMPARE(error.message(), QStringLiteral("memory: event 3 (base.moved) cannot be replayed: payload.x: is "
                                                 "off the table (must be between 0 and 72 MU)"));
    }
    COMPARE_UNCHANGED(*session, before);
}

void TestBattleSessionReplay::openRefuses_data()
{
    QTest::addColumn<QList<Event>>("events");
    QTest::addColumn<QString>("message");

    // A good log: created, a move, a loss, its undo and redo.
    auto session = createSession(demoBattle());
    session->record(change("base.moved", R"({"unit": "tercio", "id": "f1r1", "x": 30, "y": 10})"));
    session->record(change("unit.basesLost", R"({"id": "dutch2", "count": 2})"));
    session->undo();
    session->redo();
    const QList<Event> good = session->events();
    auto tampered = [&](const std::function<void(QList<Event> &)> &edit) {
        QList<Event> events = good;
        edit(events);
        return events;
    };

    QTest::newRow("empty log") << QList<Event>() << "memory: holds no battle (its log is empty)";
    QTest::newRow("first event not battle.created")
        << tampered([](QList<Event> &e) {
               e.removeFirst();
               for (Event &event : e)
                   --event.seq;
           })
        << "memory: event 1 (base.moved) cannot be replayed: a log starts with battle.created, and "
           "only there";
    QTest::newRow("seq skips one")
        << tampered([](QList<Event> &e) { e.removeAt(1); })
        << "memory: event 3 (unit.basesLost) cannot be replayed: the log skips from event 1 to 3";
    QTest::newRow("log starts at 2") << tampered([](QList<Event> &e) {
        for (Event &event : e)
            ++event.seq;
    })
                                     << "memory: event 2 (battle.created) cannot be replayed: the "
                                        "log starts at event 2 instead of 1";
    QTest::newRow("seq repeated") << tampered([](QList<Event> &e) {
        e[2].seq = 2;
    }) << "memory: event 2 (unit.basesLost) cannot be replayed: the log has event 2 twice";
    QTest::newRow("seq goes back")
        << tampered([](QList<Event> &e) { e[3].seq = 2; })
        << "memory: event 2 (undo) cannot be replayed: the log goes back from event 3 to 2";
    QTest::newRow("second battle.created")
        << tampered([&](QList<Event> &e) {
               e[1].type = QStringLiteral("battle.created");
               e[1].payload = good[0].payload;
           })
        << "memory: event 2 (battle.created) cannot be replayed: a log starts with battle.created, "
           "and only there";
    QTest::newRow("event from a newer Adjutant")
        << tampered([](QList<Event> &e) { e[2].version = 2; })
        << "memory: event 3 (unit.basesLost) cannot be replayed: written by a newer Adjutant "
           "(event version 2; this one reads up to 1)";
    QTest::newRow("unknown event type")
        << tampered([](QList<Event> &e) { e[1].type = QStringLiteral("unit.teleported"); })
        << "memory: event 2 (unit.teleported) cannot be replayed: type: unknown event type "
           "\"unit.teleported\"";
    QTest::newRow("undoable change without its undo data")
        << tampered([](QList<Event> &e) { e[1].undo.clear(); })
        << "memory: event 2 (base.moved) cannot be replayed: the event has no undo data";
    QTest::newRow("base moved off the table")
        << tampered([](QList<Event> &e) { e[1].payload[QStringLiteral("x")] = 80; })
        << "memory: event 2 (base.moved) cannot be replayed: payload.x: is off the table (must be "
           "between 0 and 72 MU)";
    QTest::newRow("undo of a step that is not the last")
        << tampered([](QList<Event> &e) { e[3].payload[QStringLiteral("undoes")] = 2; })
        << "memory: event 4 (undo) cannot be replayed: payload.undoes: event 2 is not the next "
           "step to undo";
    QTest::newRow("redo with nothing undone")
        << tampered([](QList<Event> &e) {
               e.removeAt(3);
               e[3].seq = 4;
           })
        << "memory: event 4 (redo) cannot be replayed: payload.redoes: event 3 is not the next "
           "step to redo";
    QTest::newRow("undo with a broken change") << tampered([](QList<Event> &e) {
        e[3].payload[QStringLiteral("changes")] =
            QJsonArray{QJsonObject{{QStringLiteral("type"), QStringLiteral("unit.basesRestored")}}};
    }) << "memory: event 4 (undo) cannot be replayed: payload.changes[0].payload: is required";
}

void TestBattleSessionReplay::openRefuses()
{
    QFETCH(QList<Event>, events);
    QFETCH(QString, message);
    try {
        BattleSession::open(std::make_unique<TestStore>(events));
        QFAIL("the log was accepted");
    } catch (const Error &error) {
        QCOMPARE(error.message(), message);
    }
}

void TestBattleSessionReplay::createRefusesAStoreWithABattle()
{
    auto session = createSession(demoBattle());
    const QList<Event> events = storeOf(*session).events();
    try {
        BattleSession::create(std::make_unique<TestStore>(events), inchBattle());
        QFAIL("a second battle was created in the same store");
    } catch (const Error &error) {
        QCOMPARE(error.message(), QStringLiteral("memory: already holds a battle"));
    }
    QCOMPARE(BattleSession::open(std::make_unique<TestStore>(events))->battle(), demoBattle());
}

QTEST_GUILESS_MAIN(TestBattleSessionReplay)
#include "tst_battlesessionreplay.moc"
