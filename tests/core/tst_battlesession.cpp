// SPDX-License-Identifier: GPL-3.0-or-later
// A battle session's steps: every undoable change done, undone and redone, and the log's words.
#include "battlesessiontesting.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

#include <functional>

using namespace adjutant::core;
using namespace battlesessiontesting;

namespace {

struct ChangeRow
{
    const char *name;
    Battle initial;
    Change change;
};

// At least one valid change of every undoable type, most against the FoGR demo.
QList<ChangeRow> changeRows()
{
    const Battle demo = demoBattle();
    const Battle hex = hexBattle();
    Battle counted = hex; // the horse's counter values recorded (N1600 2.2)
    Battle marked = hex; // the commander's preemption failed (N1600 4.4)
    marked.commanders[0].markers = {QStringLiteral("Bypassed"), QStringLiteral("No continuation")};
    counted.units[1].properties = {{QStringLiteral("movement"), 4}, {QStringLiteral("fire"), 6}};
    Battle stickered = demo; // capture markers on the tercio's first two bases and the Dutch tray
    stickered.units[0].bases[0].marker = 0;
    stickered.units[0].bases[1].marker = 1;
    stickered.units[1].trayMarker = 2;
    return {
        {"side.added", demo,
         change("side.added",
                R"({"side": {"id": "venice", "name": "Venice", "army": "Venetian"}})")},
        {"side.added in front", demo,
         change("side.added", R"({"side": {"id": "venice"}, "index": 0})")},
        {"side.removed", demo, change("side.removed", R"({"id": "swiss"})")},
        {"side.changed", demo,
         change("side.changed", R"({"id": "spain", "set": {"name": "Spain under Parma"}})")},
        {"side.changed: its camp sacked", demo,
         change("side.changed", R"({"id": "dutch", "set": {"campSacked": true}})")},
        {"unit.added", demo,
         change("unit.added", R"({"unit": {"id": "reserve", "side": "dutch", "troopType": "Horse",
            "strength": {"original": 2}, "bases": [{"id": "r1", "x": 60, "y": 40, "width": 1.6, "depth": 0.8}]}})")},
        {"unit.added second in the list", demo,
         change("unit.added", R"({"unit": {"id": "guard", "side": "swiss",
            "troopType": "Heavy Foot", "strength": {"original": 1}}, "index": 1})")},
        {"unit.removed from the middle of the list", demo,
         change("unit.removed", R"({"id": "dutch1"})")},
        {"unit.changed name and quality", demo,
         change("unit.changed",
                R"({"id": "tercio", "set": {"name": "Tercio viejo", "quality": "Average"}})")},
        {"unit.changed side", demo,
         change("unit.changed", R"({"id": "dutch2", "set": {"side": "swiss"}})")},
        {"unit.changed bases", demo, change("unit.changed", R"({"id": "dutch2", "set": {"bases": [
            {"id": "only", "x": 10, "y": 10, "facing": 270, "width": 1.6, "depth": 0.8}]}})")},
        {"commander.added", demo,
         change("commander.added", R"({"commander": {"id": "maurice", "side": "dutch",
            "rank": "General", "x": 40, "y": 30, "attachedTo": "dutch1"}})")},
        {"commander.removed", demo, change("commander.removed", R"({"id": "parma"})")},
        {"commander.changed", demo,
         change("commander.changed",
                R"({"id": "nassau", "set": {"attachedTo": "dutch1", "x": 41}})")},
        {"terrain.added", demo,
         change("terrain.added", R"({"terrain": {"id": "river", "type": "River",
            "polygon": [{"x": 0, "y": 24}, {"x": 72, "y": 24}, {"x": 72, "y": 25}]}})")},
        {"terrain.removed", demo, change("terrain.removed", R"({"id": "wood1"})")},
        {"terrain.changed", demo,
         change("terrain.changed", R"({"id": "hill1", "set": {"properties": {"height": 2}}})")},
        {"battle.imported", demo,
         Change{QStringLiteral("battle.imported"),
                {{QStringLiteral("scenario"), ScenarioWriter::write(inchBattle())}}}},
        {"unit.stateChanged", demo,
         change("unit.stateChanged", R"({"id": "tercio", "state": {"cohesion": "Disrupted",
            "disordered": true, "flags": ["lost pikes"]}})")},
        // A formation taken where the unit had none: its undo gives the empty formation back.
        {"unit.stateChanged: a formation", demo,
         change("unit.stateChanged", R"({"id": "tercio", "state": {"formation": "Column"}})")},
        {"unit.basesLost", demo, change("unit.basesLost", R"({"id": "tercio", "count": 2})")},
        {"unit.basesLost all", demo, change("unit.basesLost", R"({"id": "dutch1", "count": 4})")},
        // A FoGR result applied as one step: the Dutch fail their cohesion test and lose a base,
        // the tercio loses one on its death roll (FoGR, An Example of Combat, melee).
        {"adjudication.applied", demo,
         change("adjudication.applied", R"({"ruleset": "fogr", "procedure": "melee",
             "summary": "Dutch foot lose the melee 3 to 5: FRAGMENTED",
             "changes": [
                 {"type": "unit.stateChanged", "payload": {"id": "dutch1", "state": {"cohesion": "Fragmented"}}},
                 {"type": "unit.basesLost", "payload": {"id": "tercio", "count": 1}},
                 {"type": "unit.stateChanged", "payload": {"id": "dutch1", "state": {"cohesion": "Broken"}}}],
             "record": {"dice": [{"roll": "dutch.0", "faces": [5, 5]}]}})")},
        // A result that changes nothing (FoGR, Cohesion Tests: passed, the level stays) is still
        // a step of the log, undone and redone like any other.
        {"adjudication.applied changing nothing", demo,
         change("adjudication.applied", R"({"ruleset": "fogr", "procedure": "cohesion-test",
             "summary": "Dutch foot: cohesion test 11 - 2 = 9, passes", "changes": [],
             "record": {"units": ["dutch1"]}})")},
        // A change and the follow-up a rule set called for, as one step: the loss that takes
        // the Dutch foot to their autobreak point and their drop to BROKEN.
        {"change.followedUp", demo,
         change("change.followedUp", R"({
             "change": {"type": "unit.basesLost", "payload": {"id": "dutch1", "count": 3}},
             "followUps": [{"change": {"type": "unit.stateChanged",
                                       "payload": {"id": "dutch1", "state": {"cohesion": "Broken"}}},
                            "reason": "autobroken"}]})")},
        {"unit.basesRestored", demo,
         change("unit.basesRestored", R"({"id": "dutch1", "count": 2})")},
        {"base.added", demo,
         change("base.added", R"({"unit": "dutch1", "base": {"id": "extra", "x": 50, "y": 30,
            "width": 1.6, "depth": 0.8}})")},
        {"base.added first", demo,
         change("base.added", R"({"unit": "dutch1", "base": {"id": "extra", "x": 50, "y": 30,
            "width": 1.6, "depth": 0.8}, "index": 0})")},
        {"base.removed", demo, change("base.removed", R"({"unit": "tercio", "id": "f2r2"})")},
        {"base.moved and turned", demo,
         change("base.moved",
                R"({"unit": "tercio", "id": "f1r1", "x": 30, "y": 10, "facing": 45})")},
        {"base.moved without turning", demo,
         change("base.moved", R"({"unit": "tercio", "id": "f1r1", "x": 30.05, "y": 10.5})")},
        {"bases.moved: a battle group dragged", demo, change("bases.moved", R"({"moves": [
            {"unit": "dutch1", "id": "f1r1", "x": 40.4, "y": 35.4, "facing": 180},
            {"unit": "dutch1", "id": "f1r2", "x": 40.4, "y": 36.2, "facing": 180},
            {"unit": "dutch1", "id": "f2r1", "x": 42, "y": 35.4, "facing": 180}]})")},
        {"bases.moved: bases of two units turned", demo, change("bases.moved", R"({"moves": [
            {"unit": "tercio", "id": "f1r1", "x": 30, "y": 10, "facing": 90},
            {"unit": "dutch2", "id": "f1r1", "x": 50, "y": 30}]})")},
        {"turn.changed", demo,
         change("turn.changed", R"({"turn": 2, "phase": "Manoeuvre", "activeSide": "dutch"})")},
        {"turn.changed clearing phase and side", demo,
         change("turn.changed", R"({"turn": 1, "phase": "", "activeSide": ""})")},
        {"table.contactToleranceChanged", demo,
         change("table.contactToleranceChanged", R"({"millimetres": 1.5})")},
        {"markers.assigned: bases and a tray", demo,
         change("markers.assigned",
                R"({"assignments": [{"unit": "tercio", "base": "f1r1", "marker": 0},
            {"unit": "tercio", "base": "f1r2", "marker": 7}, {"unit": "dutch1", "marker": 239}]})")},
        // One step takes a marker off one base and puts it on another, and marks the Dutch foot
        // base by base instead of by their tray: the undo gives back each id as it was.
        {"markers.assigned: moved and swapped to bases", stickered,
         change("markers.assigned", R"({"assignments": [
            {"unit": "tercio", "base": "f1r1", "marker": -1}, {"unit": "tercio", "base": "f1r3", "marker": 0},
            {"unit": "dutch1", "marker": -1}, {"unit": "dutch1", "base": "f1r1", "marker": 2}]})")},
        {"unit.changed: a tray marker", demo,
         change("unit.changed", R"({"id": "dutch2", "set": {"trayMarker": 12}})")},
        {"unit.changed: a tray marker taken off", stickered,
         change("unit.changed", R"({"id": "dutch1", "set": {"trayMarker": null}})")},
        {"hex base.moved", hex,
         change("base.moved", R"({"unit": "u1", "id": "h1", "column": 5, "row": 3, "facing": 2})")},
        {"hex base.moved without turning", hex,
         change("base.moved", R"({"unit": "u2", "id": "h1", "column": 0, "row": 0})")},
        {"hex bases.moved", hex,
         change("bases.moved",
                R"({"moves": [{"unit": "u1", "id": "h1", "column": 5, "row": 3, "facing": 2},
            {"unit": "u2", "id": "h1", "column": 0, "row": 0}]})")},
        {"hex base.added", hex,
         change("base.added",
                R"({"unit": "u2", "base": {"id": "h2", "column": 10, "row": 6, "facing": 3}})")},
        {"hex commander.changed", hex,
         change("commander.changed", R"({"id": "c1", "set": {"column": 9, "attachedTo": "u2"}})")},
        // A wing's orders and its commander's values (N1600 2.1, 6.3), where he had none.
        {"hex commander.changed: orders", hex,
         change("commander.changed", R"({"id": "c1", "set": {"orders": "Chargez!"}})")},
        {"hex commander.changed: properties", hex,
         change("commander.changed", R"({"id": "c1", "set": {"properties": {"command": 1}}})")},
        // A marker put on (N1600 4.4, a bypassed wing) and one taken off.
        {"hex commander.marked", hex,
         change("commander.marked", R"({"id": "c1", "marker": "Bypassed", "on": true})")},
        {"hex commander.marked off", marked,
         change("commander.marked", R"({"id": "c1", "marker": "No continuation", "on": false})")},
        {"hex terrain.added", hex,
         change("terrain.added", R"({"terrain": {"id": "bog", "type": "Marsh",
            "hexes": [{"column": 5, "row": 5}, {"column": 6, "row": 5}]}})")},
        {"hex unit.removed", hex, change("unit.removed", R"({"id": "u1"})")},
        // A unit's free properties where it had none: the undo takes them away again.
        {"hex unit.changed: properties where there were none", hex,
         change("unit.changed", R"({"id": "u2", "set": {"properties": {"movement": 4}}})")},
        {"hex unit.changed: properties changed", counted,
         change("unit.changed", R"({"id": "u2", "set": {"properties": {"movement": 2, "fire": 6}}})")},
        {"hex unit.changed: properties cleared", counted,
         change("unit.changed", R"({"id": "u2", "set": {"properties": null}})")},
    };
}

} // namespace

class TestBattleSession : public QObject
{
    Q_OBJECT

private slots:
    void everyUndoableTypeHasARow();
    void battleCreatedStartsTheLogOnly();
    void doUndoRedo_data();
    void doUndoRedo();
    void newChangeClearsRedo();
    void stateChangeKeepsWhatItLeavesOut();
    void logTellsTheWholeStory();
    void basesMovedDescribesTheGroup();
    void commandersOrdersAndMarkersInWords();
};

void TestBattleSession::everyUndoableTypeHasARow()
{
    QSet<QString> covered;
    for (const ChangeRow &row : changeRows())
        covered << row.change.type;
    QStringList undoable;
    for (const QString &type : Changes::knownTypes()) {
        if (Changes::isUndoable(type))
            undoable << type;
        else
            QCOMPARE(type, QStringLiteral("battle.created")); // the only type that cannot be undone
    }
    QStringList coveredList = covered.values();
    coveredList.sort();
    QCOMPARE(coveredList, undoable);
    QVERIFY(undoable.size() >= 20);
}

void TestBattleSession::battleCreatedStartsTheLogOnly()
{
    const Battle demo = demoBattle();
    auto session = createSession(demo);
    QCOMPARE(session->events().size(), 1);
    const Event &created = session->events().first();
    QCOMPARE(created.seq, qint64(1));
    QCOMPARE(created.type, QStringLiteral("battle.created"));
    QCOMPARE(created.version, Changes::currentVersion);
    QCOMPARE(created.time.timeSpec(), Qt::UTC);
    QVERIFY(qAbs(created.time.secsTo(QDateTime::currentDateTimeUtc())) < 60);
    COMPARE_BATTLES(session->battle(), demo);
    QVERIFY(!session->canUndo());
    QVERIFY(!session->canRedo());

    const Snapshot before = snapshot(*session);
    try {
        session->record(
            Change{QStringLiteral("battle.created"),
                   {{QStringLiteral("scenario"), ScenarioWriter::write(inchBattle())}}});
        QFAIL("a second battle.created was recorded");
    } catch (const Error &error) {
        QCOMPARE(error.message(),
                 QStringLiteral("type: battle.created cannot be recorded as a change"));
    }
    COMPARE_UNCHANGED(*session, before);
}

void TestBattleSession::doUndoRedo_data()
{
    QTest::addColumn<Battle>("initial");
    QTest::addColumn<Change>("change");
    for (const ChangeRow &row : changeRows())
        QTest::newRow(row.name) << row.initial << row.change;
}

void TestBattleSession::doUndoRedo()
{
    QFETCH(Battle, initial);
    QFETCH(Change, change);

    auto session = createSession(initial);
    const Event &recorded = session->record(change);
    QCOMPARE(recorded.seq, qint64(2));
    QCOMPARE(recorded.type, change.type);
    QCOMPARE(recorded.payload, change.payload);
    QCOMPARE(storeOf(*session).events().last(), recorded);

    const Battle changed = session->battle();
    // Only a result with no changes leaves the battle as it was.
    const bool changesNothing = change.type == QStringLiteral("adjudication.applied") &&
                                change.payload.value(QStringLiteral("changes")).toArray().isEmpty();
    QVERIFY2((changed != initial) != changesNothing, "the change changed nothing");
    Battle expected = initial;
    Changes::apply(expected, change);
    COMPARE_BATTLES(changed, expected);
    QVERIFY(session->canUndo());
    QVERIFY(!session->canRedo());

    session->undo();
    COMPARE_BATTLES(session->battle(), initial);
    QVERIFY(!session->canUndo());
    QVERIFY(session->canRedo());

    session->redo();
    COMPARE_BATTLES(session->battle(), changed);
    QVERIFY(session->canUndo());
    QVERIFY(!session->canRedo());

    session->undo();
    COMPARE_BATTLES(session->battle(), initial);
    QCOMPARE(session->events().size(), 5);

    // The saved log replays to the same state, with the same step left to redo.
    auto reopened = reopen(*session);
    COMPARE_BATTLES(reopened->battle(), initial);
    QCOMPARE(reopened->events(), session->events());
    QCOMPARE(descriptionsOf(*reopened), descriptionsOf(*session));
    QVERIFY(!reopened->canUndo());
    QVERIFY(reopened->canRedo());
    QCOMPARE(reopened->redoText(), session->redoText());
    reopened->redo();
    COMPARE_BATTLES(reopened->battle(), changed);
}

// A cohesion test changes the cohesion level only: the disorder and the flags stay.
void TestBattleSession::stateChangeKeepsWhatItLeavesOut()
{
    auto session = createSession(demoBattle());
    session->record(change("unit.stateChanged", R"({"id": "tercio", "state": {"cohesion": "Steady", "disordered": true,
        "flags": ["later tercio"]}})"));
    session->record(change("unit.stateChanged", R"({"id": "tercio", "state": {"cohesion": "Disrupted"}})"));
    const Unit &tercio = session->battle().units[session->battle().unitIndex(QStringLiteral("tercio"))];
    QCOMPARE(tercio.state.cohesion, QStringLiteral("Disrupted"));
    QVERIFY(tercio.state.disordered);
    QCOMPARE(tercio.state.flags, QStringList{QStringLiteral("later tercio")});
    QVERIFY(session->events().last().description.contains(QStringLiteral("Disrupted")));
    session->undo();
    const Unit &back = session->battle().units[session->battle().unitIndex(QStringLiteral("tercio"))];
    QCOMPARE(back.state.cohesion, QStringLiteral("Steady"));
    QCOMPARE(back.state.flags, QStringList{QStringLiteral("later tercio")});
}

void TestBattleSession::newChangeClearsRedo()
{
    const Battle initial = demoBattle();
    auto session = createSession(initial);
    session->record(change("base.moved", R"({"unit": "tercio", "id": "f1r1", "x": 30, "y": 10})"));
    const Battle afterA = session->battle();
    session->record(change("unit.basesLost", R"({"id": "tercio", "count": 1})"));
    session->undo();
    COMPARE_BATTLES(session->battle(), afterA);
    QVERIFY(session->canRedo());

    session->record(
        change("turn.changed", R"({"turn": 2, "phase": "Impact", "activeSide": "dutch"})"));
    QVERIFY(!session->canRedo());
    QCOMPARE(session->redoText(), QString());
    try {
        session->redo();
        QFAIL("redo after a new change");
    } catch (const Error &error) {
        QCOMPARE(error.message(), QStringLiteral("nothing to redo"));
    }

    // The lost step is gone from the undo history too: two undos take back the turn and the move.
    session->undo();
    COMPARE_BATTLES(session->battle(), afterA);
    session->undo();
    COMPARE_BATTLES(session->battle(), initial);
    QVERIFY(!session->canUndo());

    auto reopened = reopen(*session);
    COMPARE_BATTLES(reopened->battle(), initial);
    QVERIFY(!reopened->canUndo());
    QVERIFY(reopened->canRedo());
    reopened->redo();
    COMPARE_BATTLES(reopened->battle(), afterA);
}

void TestBattleSession::logTellsTheWholeStory()
{
    const Battle initial = demoBattle();
    auto session = createSession(initial);
    QList<Battle> states{initial};
    auto step = [&](const std::function<void()> &action) {
        action();
        states << session->battle();
    };
    const Change move =
        change("base.moved", R"({"unit": "tercio", "id": "f1r1", "x": 30, "y": 10, "facing": 45})");
    step([&] { session->record(move); }); // 2
    step(
        [&] { session->record(change("unit.basesLost", R"({"id": "dutch2", "count": 2})")); }); // 3
    step([&] { session->undo(); }); // 4 undoes 3
    step([&] { session->undo(); }); // 5 undoes 2
    step([&] { session->redo(); }); // 6 redoes 2
    step([&] {
        session->record(
            change("turn.changed", R"({"turn": 2, "phase": "Manoeuvre", "activeSide": "dutch"})"));
    });                             // 7
    step([&] { session->undo(); }); // 8 undoes 7

    const QList<Event> &events = session->events();
    QCOMPARE(events.size(), 8);
    QCOMPARE(storeOf(*session).events(), events);
    for (qsizetype i = 0; i < events.size(); ++i)
        QCOMPARE(events[i].seq, qint64(i + 1));

    // Undo carries the compensating change: the base back where the demo put it.
    QCOMPARE(events[4].type, QStringLiteral("undo"));
    QCOMPARE(events[4].payload, object(R"({"undoes": 2, "changes": [{"type": "base.moved",
        "payload": {"unit": "tercio", "id": "f1r1", "x": 33.6, "y": 21.6, "facing": 0}}]})"));
    QCOMPARE(events[3].payload, object(R"({"undoes": 3, "changes": [{"type": "unit.basesRestored",
        "payload": {"id": "dutch2", "count": 2}}]})"));
    // Redo carries the change again.
    QCOMPARE(events[5].type, QStringLiteral("redo"));
    QCOMPARE(events[5].payload,
             QJsonObject({{QStringLiteral("redoes"), 2},
                          {QStringLiteral("changes"), QJsonArray{move.toJson()}}}));
    // The turn and phase of an event are those in force when it was recorded.
    QCOMPARE(events[6].turn, 1);
    QCOMPARE(events[6].phase, QStringLiteral("Impact"));
    QCOMPARE(events[7].turn, 2);
    QCOMPARE(events[7].phase, QStringLiteral("Manoeuvre"));

    // Nothing but the events is needed to know the state after each of them.
    for (qsizetype i = 0; i < events.size(); ++i)
        COMPARE_BATTLES(replayByHand(events.mid(0, i + 1)), states[i]);

    const QString moveText =
        QStringLiteral("\"Tercio\": base \"f1r1\" moved to (30, 10) MU, facing 45°");
    const QString lossText = QStringLiteral("\"Dutch foot (flank)\" loses 2: strength 6 → 4 of 6");
    const QStringList expected{
        QStringLiteral(
            "Battle \"An Example of Combat: Spanish tercio against Dutch foot\" created"),
        moveText,
        lossText,
        QStringLiteral("Undo: ") + lossText,
        QStringLiteral("Undo: ") + moveText,
        QStringLiteral("Redo: ") + moveText,
        QStringLiteral("Turn 2, Manoeuvre phase, Dutch Republic active"),
        QStringLiteral("Undo: Turn 2, Manoeuvre phase, Dutch Republic active"),
    };
    QCOMPARE(descriptionsOf(*session), expected);
    QCOMPARE(session->undoText(), moveText);
    QCOMPARE(session->redoText(), QStringLiteral("Turn 2, Manoeuvre phase, Dutch Republic active"));
    QCOMPARE(descriptionsOf(*reopen(*session)), expected);
}

void TestBattleSession::basesMovedDescribesTheGroup()
{
    auto session = createSession(demoBattle());
    session->record(change("bases.moved", R"({"moves": [
        {"unit": "tercio", "id": "f1r1", "x": 30, "y": 10}, {"unit": "tercio", "id": "f1r2", "x": 30, "y": 9.2},
        {"unit": "tercio", "id": "f2r1", "x": 31.6, "y": 10}, {"unit": "tercio", "id": "f2r2", "x": 31.6, "y": 9.2}]})"));
    QCOMPARE(session->events().last().description, QStringLiteral("Moved 4 bases of \"Tercio\""));
    // The undo puts every base back in one step, with one event.
    QCOMPARE(session->events().last().undo.size(), 1);
    QCOMPARE(session->events().last().undo.first().payload.value(QStringLiteral("moves")).toArray().size(), 4);
    session->record(change("bases.moved", R"({"moves": [{"unit": "tercio", "id": "f1r1", "x": 20, "y": 10},
        {"unit": "dutch1", "id": "f1r1", "x": 50, "y": 30}, {"unit": "dutch2", "id": "f1r1", "x": 60, "y": 30}]})"));
    QCOMPARE(session->events().last().description,
             QStringLiteral("Moved 3 bases of \"Tercio\", \"Dutch foot (front)\" and \"Dutch foot (flank)\""));
    session->record(change("bases.moved", R"({"moves": [{"unit": "tercio", "id": "f1r1", "x": 25, "y": 10}]})"));
    QCOMPARE(session->events().last().description, QStringLiteral("Moved 1 base of \"Tercio\""));
    session->undo();
    session->undo();
    session->undo();
    COMPARE_BATTLES(session->battle(), demoBattle());
}

void TestBattleSession::commandersOrdersAndMarkersInWords()
{
    auto session = createSession(hexBattle());
    session->record(change("commander.changed", R"({"id": "c1", "set": {"orders": "Marchez!"}})"));
    session->record(change("commander.changed", R"({"id": "c1", "set": {"orders": "Chargez!"}})"));
    session->record(change("commander.marked", R"({"id": "c1", "marker": "Bypassed"})"));
    session->record(change("commander.marked", R"({"id": "c1", "marker": "Bypassed", "on": false})"));
    session->undo();
    const QStringList expected{
        QStringLiteral("\"Maurice\": orders none → Marchez!"),
        QStringLiteral("\"Maurice\": orders Marchez! → Chargez!"),
        QStringLiteral("\"Maurice\" marked Bypassed"),
        QStringLiteral("\"Maurice\": Bypassed marker removed"),
        QStringLiteral("Undo: \"Maurice\": Bypassed marker removed"),
    };
    QCOMPARE(descriptionsOf(*session).mid(1), expected);
    QCOMPARE(session->battle().commanders[0].orders, QStringLiteral("Chargez!"));
    QCOMPARE(session->battle().commanders[0].markers, QStringList{QStringLiteral("Bypassed")});
    COMPARE_BATTLES(reopen(*session)->battle(), session->battle());
    // A marker he has cannot be put on again, nor one he lacks taken off: the undo of each
    // would not give back what was.
    QVERIFY_THROWS_EXCEPTION(Error, session->record(change("commander.marked", R"({"id": "c1", "marker": "Bypassed"})")));
    QVERIFY_THROWS_EXCEPTION(Error, session->record(change("commander.marked", R"({"id": "c1", "marker": "Finished", "on": false})")));
    QCOMPARE(session->battle().commanders[0].markers, QStringList{QStringLiteral("Bypassed")});
}

QTEST_GUILESS_MAIN(TestBattleSession)
#include "tst_battlesession.moc"
