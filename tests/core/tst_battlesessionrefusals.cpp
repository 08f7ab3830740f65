// SPDX-License-Identifier: GPL-3.0-or-later
// A battle session's refusals (a change, an undo, a redo, a failing store) leave it as it was.
#include "battlesessiontesting.h"

#include <QTest>

using namespace adjutant::core;
using namespace battlesessiontesting;

class TestBattleSessionRefusals : public QObject
{
    Q_OBJECT

private slots:
    void invalidChangeChangesNothing_data();
    void invalidChangeChangesNothing();
    void hexMapRefusesAContactTolerance();
    void nothingToUndoOrRedo();
    void failingStoreChangesNothing();
};

void TestBattleSessionRefusals::invalidChangeChangesNothing_data()
{
    QTest::addColumn<Change>("change");
    QTest::addColumn<QString>("message");

    QTest::newRow("base moved off the table")
        << change("base.moved", R"({"unit": "tercio", "id": "f1r1", "x": 100, "y": 10})")
        << "payload.x: is off the table (must be between 0 and 72 MU)";
    QTest::newRow("base moved partly off the table")
        << change("base.moved", R"({"unit": "tercio", "id": "f1r1", "x": 0.5, "y": 10})")
        << "payload: lies partly off the 72 MU x 48 MU table";
    QTest::newRow("base turned partly off the table")
        << change("base.moved",
                  R"({"unit": "tercio", "id": "f1r1", "x": 10, "y": 0.4, "facing": 90})")
        << "payload: lies partly off the 72 MU x 48 MU table";
    QTest::newRow("base of an unknown unit")
        << change("base.moved", R"({"unit": "ghost", "id": "f1r1", "x": 10, "y": 10})")
        << "payload.unit: no unit with id \"ghost\"";
    QTest::newRow("unknown base") << change("base.moved",
                                            R"({"unit": "tercio", "id": "zz", "x": 10, "y": 10})")
                                  << "payload.id: unit \"tercio\" has no base \"zz\"";
    QTest::newRow("base moved without y")
        << change("base.moved", R"({"unit": "tercio", "id": "f1r1", "x": 10})")
        << "payload.y: is required";
    QTest::newRow("base moved with a misspelt field")
        << change("base.moved",
                  R"({"unit": "tercio", "id": "f1r1", "x": 10, "y": 10, "facnig": 90})")
        << "payload.facnig: unknown field (expected one of: unit, id, x, y, facing)";
    QTest::newRow("base moved to a hex on a free table")
        << change("base.moved", R"({"unit": "tercio", "id": "f1r1", "column": 1, "row": 1})")
        << "payload.column: unknown field (expected one of: unit, id, x, y, facing)";
    QTest::newRow("result with a bad inner change")
        << change("adjudication.applied", R"({"ruleset": "fogr", "procedure": "death-roll", "summary": "x",
                      "changes": [{"type": "unit.basesLost", "payload": {"id": "tercio", "count": 1}},
                                  {"type": "unit.basesLost", "payload": {"id": "ghost", "count": 1}}]})")
        << "payload.changes[1].payload.id: no unit with id \"ghost\"";
    QTest::newRow("result holding a whole battle")
        << change("adjudication.applied", R"({"ruleset": "fogr", "procedure": "x", "summary": "x",
                      "changes": [{"type": "battle.imported", "payload": {}}]})")
        << "payload.changes[0].type: \"battle.imported\" cannot be part of a result";
    QTest::newRow("bases moved: none")
        << change("bases.moved", R"({"moves": []})") << "payload.moves: must name at least one base";
    QTest::newRow("bases moved: one of them off the table")
        << change("bases.moved", R"({"moves": [{"unit": "tercio", "id": "f1r1", "x": 10, "y": 10},
                                               {"unit": "tercio", "id": "f1r2", "x": 71.5, "y": 10}]})")
        << "payload.moves[1]: lies partly off the 72 MU x 48 MU table";
    QTest::newRow("bases moved: one base twice")
        << change("bases.moved", R"({"moves": [{"unit": "tercio", "id": "f1r1", "x": 10, "y": 10},
                                               {"unit": "tercio", "id": "f1r1", "x": 20, "y": 10}]})")
        << "payload.moves[1].id: base \"f1r1\" of unit \"tercio\" is moved twice";
    QTest::newRow("bases moved: unknown base")
        << change("bases.moved", R"({"moves": [{"unit": "tercio", "id": "zz", "x": 10, "y": 10}]})")
        << "payload.moves[0].id: unit \"tercio\" has no base \"zz\"";
    QTest::newRow("bases moved: misspelt field")
        << change("bases.moved", R"({"moves": [{"unit": "tercio", "id": "f1r1", "x": 10, "y": 10, "facnig": 9}]})")
        << "payload.moves[0].facnig: unknown field (expected one of: unit, id, x, y, facing)";
    QTest::newRow("bases moved: not a list")
        << change("bases.moved", R"({"moves": {"unit": "tercio"}})") << "payload.moves: must be an array";
    QTest::newRow("unknown type") << change("unit.teleported", R"({"id": "tercio"})")
                                  << "type: unknown event type \"unit.teleported\"";
    QTest::newRow("empty type") << change("", "{}") << "type: unknown event type \"\"";
    QTest::newRow("undo recorded as a change") << change("undo", R"({"undoes": 1, "changes": []})")
                                               << "type: undo cannot be recorded as a change";
    QTest::newRow("redo recorded as a change") << change("redo", R"({"redoes": 1, "changes": []})")
                                               << "type: redo cannot be recorded as a change";
    QTest::newRow("unit removed with its commander attached")
        << change("unit.removed", R"({"id": "tercio"})")
        << "payload.id: commander \"parma\" is attached to unit \"tercio\"; detach him first";
    QTest::newRow("unknown unit removed")
        << change("unit.removed", R"({"id": "ghost"})") << "payload.id: no unit with id \"ghost\"";
    QTest::newRow("side removed with troops")
        << change("side.removed", R"({"id": "dutch"})")
        << "payload.id: side \"dutch\" still has unit \"dutch1\"";
    QTest::newRow("more bases lost than left")
        << change("unit.basesLost", R"({"id": "tercio", "count": 15})")
        << "payload.count: must be between 1 and 14";
    QTest::newRow("no bases lost") << change("unit.basesLost", R"({"id": "tercio", "count": 0})")
                                   << "payload.count: must be between 1 and 14";
    QTest::newRow("bases restored at full strength")
        << change("unit.basesRestored", R"({"id": "tercio", "count": 1})")
        << "payload.count: unit \"tercio\" is at full strength";
    QTest::newRow("more bases restored than lost")
        << change("unit.basesRestored", R"({"id": "dutch1", "count": 3})")
        << "payload.count: must be between 1 and 2";
    QTest::newRow("unit added twice")
        << change("unit.added", R"({"unit": {"id": "tercio", "side": "spain",
                                             "troopType": "Heavy Foot", "strength": {"original": 1}}})")
        << "payload.unit.id: a unit with id \"tercio\" already exists";
    QTest::newRow("unit added to an unknown side")
        << change("unit.added", R"({"unit": {"id": "new", "side": "france",
                                                          "troopType": "Heavy Foot", "strength": {"original": 1}}})")
        << "payload.unit.side: unknown side \"france\"";
    QTest::newRow("unit added beyond the end")
        << change("unit.added", R"({"unit": {"id": "new", "side": "spain",
                                                      "troopType": "Heavy Foot", "strength": {"original": 1}}, "index": 4})")
        << "payload.index: must be between 0 and 3";
    QTest::newRow("unit id changed")
        << change("unit.changed", R"({"id": "tercio", "set": {"id": "t2"}})")
        << "payload.set.id: cannot be changed";
    QTest::newRow("unit changed to a bad strength")
        << change("unit.changed",
                  R"({"id": "tercio", "set": {"strength": {"original": 2, "current": 3}}})")
        << "payload.set.strength.current: must be between 0 and 2";
    QTest::newRow("unit changes side under its commander")
        << change("unit.changed", R"({"id": "tercio", "set": {"side": "dutch"}})")
        << "payload.set.side: commander \"parma\" of another side is attached to unit \"tercio\"";
    QTest::newRow("commander attached to the enemy")
        << change("commander.changed", R"({"id": "parma", "set": {"attachedTo": "dutch1"}})")
        << "payload.set.attachedTo: unit \"dutch1\" belongs to another side";
    QTest::newRow("base added twice")
        << change("base.added", R"({"unit": "tercio", "base": {"id": "f1r1", "x": 50,
                                             "y": 30, "width": 1.6, "depth": 0.8}})")
        << "payload.base.id: unit \"tercio\" already has a base \"f1r1\"";
    QTest::newRow("base added off the table")
        << change("base.added", R"({"unit": "tercio", "base": {"id": "new", "x": 50,
                                                     "y": 48, "width": 1.6, "depth": 0.8}})")
        << "payload.base: lies partly off the 72 MU x 48 MU table";
    QTest::newRow("terrain with two points")
        << change("terrain.added", R"({"terrain": {"id": "river", "type": "River",
                                                    "polygon": [{"x": 0, "y": 24}, {"x": 72, "y": 24}]}})")
        << "payload.terrain.polygon: a polygon needs at least 3 points";
    QTest::newRow("turn for an unknown side")
        << change("turn.changed", R"({"turn": 2, "phase": "", "activeSide": "france"})")
        << "payload.activeSide: unknown side \"france\"";
    QTest::newRow("contact tolerance beyond 2 mm")
        << change("table.contactToleranceChanged", R"({"millimetres": 3})")
        << "payload.millimetres: must be between 0.1 and 2 (mm)";
    QTest::newRow("contact tolerance without millimetres")
        << change("table.contactToleranceChanged", R"({"mm": 1})")
        << "payload.mm: unknown field (expected one of: millimetres)";
    QTest::newRow("turn 0") << change("turn.changed",
                                      R"({"turn": 0, "phase": "", "activeSide": ""})")
                            << "payload.turn: must be between 1 and 100000";
    QTest::newRow("import of a one-sided battle")
        << change("battle.imported", R"({"scenario": {"format": "adjutant-scenario",
                                                         "version": 1, "ruleset": "fogr", "table": {"unit": "inch", "width": 48, "depth": 48},
                                                         "sides": [{"id": "alone"}]}})")
        << "payload.scenario.sides: a battle needs at least two sides";
}

// A hex map has no contact tolerance: units stand in hexes.
void TestBattleSessionRefusals::hexMapRefusesAContactTolerance()
{
    auto session = createSession(hexBattle());
    const Snapshot before = snapshot(*session);
    try {
        session->record(::change("table.contactToleranceChanged", R"({"millimetres": 1})"));
        QFAIL("the change was accepted");
    } catch (const Error &error) {
        QCOMPARE(error.message(),
                 QStringLiteral("payload.millimetres: a hex map has no contact tolerance"));
    }
    COMPARE_UNCHANGED(*session, before);
}

void TestBattleSessionRefusals::invalidChangeChangesNothing()
{
    QFETCH(Change, change);
    QFETCH(QString, message);

    auto session = createSession(demoBattle());
    // One step done and one undone, so that a refusal could disturb either stack.
    session->record(
        ::change("unit.stateChanged", R"({"id": "dutch2", "state": {"cohesion": "Disrupted"}})"));
    session->record(
        ::change("turn.changed", R"({"turn": 2, "phase": "Impact", "activeSide": "dutch"})"));
    session->undo();
    const Snapshot before = snapshot(*session);
    try {
        session->record(change);
        QFAIL("the change was accepted");
    } catch (const Error &error) {
        QCOMPARE(error.message(), message);
    }
    COMPARE_UNCHANGED(*session, before);

    // The session goes on as if nothing had been tried.
    session->redo();
    session->record(::change("unit.basesLost", R"({"id": "tercio", "count": 1})"));
    QCOMPARE(session->events().last().seq, qint64(6));
    COMPARE_BATTLES(reopen(*session)->battle(), session->battle());
}

void TestBattleSessionRefusals::nothingToUndoOrRedo()
{
    auto session = createSession(demoBattle());
    const Snapshot before = snapshot(*session);
    try {
        session->undo();
        QFAIL("undo of battle.created");
    } catch (const Error &error) {
        QCOMPARE(error.message(), QStringLiteral("nothing to undo"));
    }
    try {
        session->redo();
        QFAIL("redo of nothing");
    } catch (const Error &error) {
        QCOMPARE(error.message(), QStringLiteral("nothing to redo"));
    }
    COMPARE_UNCHANGED(*session, before);
}

void TestBattleSessionRefusals::failingStoreChangesNothing()
{
    const Battle initial = demoBattle();
    auto session = createSession(initial);
    const Change move =
        change("base.moved", R"({"unit": "tercio", "id": "f1r1", "x": 30, "y": 10})");

    Snapshot before = snapshot(*session);
    storeOf(*session).failNextAppend();
    try {
        session->record(move);
        QFAIL("recorded although the store failed");
    } catch (const Error &error) {
        QCOMPARE(error.message(), QStringLiteral("memory: the disk is full"));
    }
    COMPARE_UNCHANGED(*session, before);

    // The next attempt takes the seq the failed one would have had.
    QCOMPARE(session->record(move).seq, qint64(2));
    const Battle moved = session->battle();
    QVERIFY(moved != initial);

    before = snapshot(*session);
    storeOf(*session).failNextAppend();
    QVERIFY_THROWS_EXCEPTION(Error, session->undo());
    COMPARE_UNCHANGED(*session, before);

    session->undo();
    COMPARE_BATTLES(session->battle(), initial);
    before = snapshot(*session);
    storeOf(*session).failNextAppend();
    QVERIFY_THROWS_EXCEPTION(Error, session->redo());
    COMPARE_UNCHANGED(*session, before);

    session->redo();
    COMPARE_BATTLES(session->battle(), moved);
    QCOMPARE(session->events().size(), 4);
    auto reopened = reopen(*session);
    COMPARE_BATTLES(reopened->battle(), moved);
    QCOMPARE(reopened->events(), session->events());
}

QTEST_GUILESS_MAIN(TestBattleSessionRefusals)
#include "tst_battlesessionrefusals.moc"
