// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/error.h"
#include "core/gamestore.h"
#include "core/memorystore.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRandomGenerator>
#include <QSet>
#include <QTest>

#include <functional>
#include <optional>

using namespace adjutant::core;

Q_DECLARE_METATYPE(adjutant::core::Battle)
Q_DECLARE_METATYPE(adjutant::core::Change)
Q_DECLARE_METATYPE(adjutant::core::Event)

namespace {

// A store that keeps its log in memory and can be told to refuse the next append, as a full
// disk or a lost server would.
class TestStore final : public MemoryStore
{
public:
    explicit TestStore(QList<Event> events = {}) : MemoryStore(std::move(events)) {}

    void append(const Event &event) override
    {
        if (mFailNext) {
            mFailNext = false;
            throw Error(QStringLiteral("memory: the disk is full"));
        }
        MemoryStore::append(event);
    }

    void failNextAppend() { mFailNext = true; }
    QList<Event> events() { return loadEvents(); }

private:
    bool mFailNext = false;
};

TestStore &storeOf(const BattleSession &session)
{
    return dynamic_cast<TestStore &>(session.store());
}

std::unique_ptr<BattleSession> createSession(const Battle &initial)
{
    return BattleSession::create(std::make_unique<TestStore>(), initial);
}

std::unique_ptr<BattleSession> reopen(const BattleSession &session)
{
    return BattleSession::open(std::make_unique<TestStore>(storeOf(session).events()));
}

QJsonObject object(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("test JSON is broken: %s in %s", qPrintable(error.errorString()), json);
    return document.object();
}

Change change(const char *type, const char *payload)
{
    return Change{QString::fromLatin1(type), object(payload)};
}

QString compact(const QJsonValue &value)
{
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2)).left(1500);
}

// Names the fields in which two battles differ, for a failing comparison.
QString difference(const Battle &actual, const Battle &expected)
{
    const QJsonObject a = ScenarioWriter::write(actual);
    const QJsonObject e = ScenarioWriter::write(expected);
    QStringList keys = a.keys() + e.keys();
    keys.removeDuplicates();
    QStringList lines;
    for (const QString &key : keys) {
        if (a.value(key) != e.value(key))
            lines << key + QStringLiteral(":\n  actual   ") + compact(a.value(key)) +
                         QStringLiteral("\n  expected ") + compact(e.value(key));
    }
    return lines.isEmpty() ? QStringLiteral("the battles differ but write the same scenario")
                           : lines.join(QLatin1Char('\n'));
}

#define COMPARE_BATTLES(actual, expected)                                                          \
    QVERIFY2((actual) == (expected), qPrintable(difference((actual), (expected))))

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

// The FoGR demo with a third side that has no troops yet (so that it can be removed) and a Dutch
// battle group that has lost two of its six bases (so that bases can be restored).
Battle demoBattle()
{
    static const Battle battle = [] {
        Battle b = BattleFile::readScenario(demoPath);
        b.sides << Side{QStringLiteral("swiss"), QStringLiteral("Swiss"),
                        QStringLiteral("Reisläufer")};
        b.units[b.unitIndex(QStringLiteral("dutch1"))].currentStrength -= 2;
        return b;
    }();
    return battle;
}

// A Nieuport 1600 battle on a hex map of 12 x 8.
Battle hexBattle()
{
    static const char *const json = R"({
      "format": "adjutant-scenario", "version": 1, "name": "Hex skirmish", "ruleset": "nieuport1600",
      "table": {"unit": "hex", "columns": 12, "rows": 8},
      "sides": [{"id": "a", "name": "Spain"}, {"id": "b", "name": "States"}],
      "units": [
        {"id": "u1", "side": "a", "name": "Tercio", "troopType": "Tercio", "strength": {"original": 12},
         "bases": [{"id": "h1", "column": 3, "row": 2, "facing": 1}, {"id": "h2", "column": 4, "row": 2}]},
        {"id": "u2", "side": "b", "name": "Horse", "troopType": "Horse", "strength": {"original": 4},
         "bases": [{"id": "h1", "column": 11, "row": 7}]}],
      "commanders": [{"id": "c1", "side": "b", "name": "Maurice", "rank": "General", "column": 10, "row": 7}],
      "terrain": [{"id": "dunes", "type": "Dunes", "hexes": [{"column": 0, "row": 0}]}]
    })";
    static const Battle battle =
        ScenarioReader::readDocument(QByteArray(json), QStringLiteral("hex.json"));
    return battle;
}

// A small Old Dessauer battle in inches, to be imported over another battle.
Battle inchBattle()
{
    static const char *const json = R"({
      "format": "adjutant-scenario", "version": 1, "name": "Inches", "ruleset": "olddessauer",
      "table": {"unit": "inch", "width": 72, "depth": 48},
      "sides": [{"id": "prussia"}, {"id": "austria"}],
      "units": [{"id": "ir15", "side": "prussia", "troopType": "Line Infantry", "strength": {"original": 3},
                 "bases": [{"id": "1", "x": 36.5, "y": 12.25, "facing": 33.3, "width": 3, "depth": 1.5}]}]
    })";
    static const Battle battle =
        ScenarioReader::readDocument(QByteArray(json), QStringLiteral("inch.json"));
    return battle;
}

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

// The log's lines, one per event.
QStringList descriptionsOf(const BattleSession &session)
{
    QStringList lines;
    for (const Event &event : session.events())
        lines << event.description;
    return lines;
}

struct Snapshot
{
    Battle battle;
    QList<Event> events;
    QStringList descriptions;
    QList<Event> stored;
    bool canUndo;
    bool canRedo;
    QString undoText;
    QString redoText;
};

Snapshot snapshot(const BattleSession &session)
{
    return {session.battle(),  session.events(),  descriptionsOf(session), storeOf(session).events(),
            session.canUndo(), session.canRedo(), session.undoText(),     session.redoText()};
}

// Everything a refused operation must leave as it was.
#define COMPARE_UNCHANGED(session, before)                                                         \
    do {                                                                                           \
        const Snapshot after_ = snapshot(session);                                                 \
        COMPARE_BATTLES(after_.battle, (before).battle);                                           \
        QCOMPARE(after_.events, (before).events);                                                  \
        QCOMPARE(after_.descriptions, (before).descriptions);                                      \
        QCOMPARE(after_.stored, (before).stored);                                                  \
        QCOMPARE(after_.canUndo, (before).canUndo);                                                \
        QCOMPARE(after_.canRedo, (before).canRedo);                                                \
        QCOMPARE(after_.undoText, (before).undoText);                                              \
        QCOMPARE(after_.redoText, (before).redoText);                                              \
    } while (false)

// Replays a log as a reader of the file would, with nothing but the events: ordinary events by
// their own change, undo and redo by the changes they carry.
Battle replayByHand(const QList<Event> &events)
{
    Battle battle;
    for (const Event &event : events) {
        if (event.type == QLatin1String("undo") || event.type == QLatin1String("redo")) {
            const QJsonArray changes = event.payload.value(QStringLiteral("changes")).toArray();
            for (const QJsonValue &value : changes)
                Changes::apply(battle, Change::fromJson(value, QStringLiteral("changes")));
        } else {
            Changes::apply(battle, event.change());
        }
    }
    return battle;
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
    void replayEqualsLiveState();
    void newChangeClearsRedo();
    void stateChangeKeepsWhatItLeavesOut();
    void invalidChangeChangesNothing_data();
    void invalidChangeChangesNothing();
    void hexMapRefusesAContactTolerance();
    void nothingToUndoOrRedo();
    void failingStoreChangesNothing();
    void catchUpTakesAllOrNothing();
    void logTellsTheWholeStory();
    void basesMovedDescribesTheGroup();
    void commandersOrdersAndMarkersInWords();
    void openRefuses_data();
    void openRefuses();
    void createRefusesAStoreWithABattle();
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

void TestBattleSession::replayEqualsLiveState()
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

void TestBattleSession::invalidChangeChangesNothing_data()
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
void TestBattleSession::hexMapRefusesAContactTolerance()
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

void TestBattleSession::invalidChangeChangesNothing()
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

void TestBattleSession::nothingToUndoOrRedo()
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

// Events another writer appended come in whole: a log that stops replaying half-way leaves the
// session as it was, and names the event.
void TestBattleSession::catchUpTakesAllOrNothing()
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

void TestBattleSession::failingStoreChangesNothing()
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

void TestBattleSession::openRefuses_data()
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

void TestBattleSession::openRefuses()
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

void TestBattleSession::createRefusesAStoreWithABattle()
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

QTEST_GUILESS_MAIN(TestBattleSession)
#include "tst_battlesession.moc"
