// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the battle session tests (tst_battlesession, tst_battlesessionreplay,
// tst_battlesessionrefusals): a store that can be told to fail, the battles the changes are made
// to, and comparisons that name what differs.

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
#include <QStringList>
#include <QTest>

#include <memory>

Q_DECLARE_METATYPE(adjutant::core::Battle)
Q_DECLARE_METATYPE(adjutant::core::Change)
Q_DECLARE_METATYPE(adjutant::core::Event)

namespace battlesessiontesting {

using namespace adjutant::core;

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

inline TestStore &storeOf(const BattleSession &session)
{
    return dynamic_cast<TestStore &>(session.store());
}

inline std::unique_ptr<BattleSession> createSession(const Battle &initial)
{
    return BattleSession::create(std::make_unique<TestStore>(), initial);
}

inline std::unique_ptr<BattleSession> reopen(const BattleSession &session)
{
    return BattleSession::open(std::make_unique<TestStore>(storeOf(session).events()));
}

inline QJsonObject object(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        qFatal("test JSON is broken: %s in %s", qPrintable(error.errorString()), json);
    return document.object();
}

inline Change change(const char *type, const char *payload)
{
    return Change{QString::fromLatin1(type), object(payload)};
}

inline QString compact(const QJsonValue &value)
{
    const QByteArray json = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    return QString::fromUtf8(json.mid(1, json.size() - 2)).left(1500);
}

// Names the fields in which two battles differ, for a failing comparison.
inline QString difference(const Battle &actual, const Battle &expected)
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
inline Battle demoBattle()
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
inline Battle hexBattle()
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
inline Battle inchBattle()
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

// The log's lines, one per event.
inline QStringList descriptionsOf(const BattleSession &session)
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

inline Snapshot snapshot(const BattleSession &session)
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
inline Battle replayByHand(const QList<Event> &events)
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

} // namespace battlesessiontesting
