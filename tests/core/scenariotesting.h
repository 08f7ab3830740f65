// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the scenario reader tests (tst_scenarioreader, tst_scenarioreaderrefusals): small valid
// scenarios, and the same with one field changed or removed.

#include "core/battle.h"
#include "core/scenariowriter.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

#include <initializer_list>

namespace scenariotesting {

using namespace adjutant::core;

// The scenarios are raw string literals; moc misreads an apostrophe inside one and then finds no
// test class, so the JSON in this file has none.

// A small valid FoGR scenario on a table of 48 x 32 MU of 25 mm. Each bad-file row changes one
// thing in it. Both units have a base "b1": base ids are unique within a unit only.
const char *const minimalScenario = R"({
  "format": "adjutant-scenario",
  "version": 1,
  "name": "Minimal",
  "ruleset": "fogr",
  "table": {"unit": "MU", "muMillimetres": 25, "width": 48, "depth": 32},
  "activeSide": "a",
  "sides": [{"id": "a", "name": "Side A"}, {"id": "b", "name": "Side B"}],
  "units": [
    {"id": "u1", "side": "a", "troopType": "Heavy Foot", "capabilities": ["Pike"],
     "strength": {"original": 4, "current": 4},
     "state": {"cohesion": "Steady", "disordered": false, "flags": []},
     "bases": [{"id": "b1", "x": 10, "y": 5, "width": 1.6, "depth": 0.8},
               {"id": "b2", "x": 11.6, "y": 5, "width": 1.6, "depth": 0.8}]},
    {"id": "u2", "side": "b", "troopType": "Medium Foot", "strength": {"original": 2},
     "bases": [{"id": "b1", "x": 20, "y": 25, "facing": 180, "width": 1.6, "depth": 0.8}]}
  ],
  "commanders": [{"id": "c1", "side": "a", "rank": "General", "x": 12, "y": 3, "attachedTo": "u1"}],
  "terrain": [{"id": "t1", "type": "Woods",
               "polygon": [{"x": 1, "y": 1}, {"x": 5, "y": 1}, {"x": 5, "y": 4}]}]
})";

// The same on a Nieuport 1600 hex map of 12 columns and 8 rows.
const char *const hexScenario = R"({
  "format": "adjutant-scenario",
  "version": 1,
  "name": "Hex skirmish",
  "ruleset": "nieuport1600",
  "table": {"unit": "hex", "columns": 12, "rows": 8},
  "turn": 3,
  "phase": "Movement",
  "activeSide": "b",
  "sides": [{"id": "a", "name": "Spain", "army": "Army of Flanders"},
            {"id": "b", "name": "States", "army": "States army"}],
  "units": [
    {"id": "u1", "side": "a", "name": "Tercio viejo", "troopType": "Tercio", "quality": "Veteran",
     "strength": {"original": 12, "current": 9},
     "state": {"cohesion": "Shaken", "disordered": true, "flags": ["ammunition low"]},
     "bases": [{"id": "h1", "column": 3, "row": 2, "facing": 1},
               {"id": "h2", "column": 4, "row": 2, "facing": 5, "troopType": "Shot"}]},
    {"id": "u2", "side": "b", "troopType": "Horse", "strength": {"original": 4},
     "bases": [{"id": "h1", "column": 11, "row": 7}]}
  ],
  "commanders": [{"id": "c1", "side": "b", "name": "Maurice", "rank": "General",
                  "column": 10, "row": 7, "attachedTo": "u2"}],
  "terrain": [{"id": "dunes", "type": "Dunes", "hexes": [{"column": 0, "row": 0},
                                                      {"column": 0, "row": 1}],
               "properties": {"height": 1}}]
})";

// Old Dessauer on a 6 x 4 foot table measured in inches, a base turned at an odd angle.
const char *const inchScenario = R"({
  "format": "adjutant-scenario",
  "version": 1,
  "name": "Inches",
  "ruleset": "olddessauer",
  "table": {"unit": "inch", "width": 72, "depth": 48},
  "phase": "",
  "sides": [{"id": "prussia"}, {"id": "austria"}],
  "units": [
    {"id": "ir15", "side": "prussia", "name": "IR 15", "troopType": "Line Infantry",
     "armour": "", "strength": {"original": 3, "current": 1},
     "bases": [{"id": "1", "x": 36.5, "y": 12.25, "facing": 33.3, "width": 3, "depth": 1.5},
               {"id": "2", "x": 39.5, "y": 12.25, "facing": 359.9, "width": 3, "depth": 1.5}]}
  ],
  "terrain": [{"id": "village", "type": "Village",
               "polygon": [{"x": 0, "y": 0}, {"x": 72, "y": 0}, {"x": 72, "y": 48},
                           {"x": 0, "y": 48}, {"x": 30.125, "y": 20.5}]}]
})";

inline QJsonObject parse(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("test scenario is not JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

inline QByteArray bytes(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// One step of a path such as "units[0].bases[1].width": a field name or an array index.
struct PathStep
{
    QString key;
    qsizetype index = -1;
};

inline QList<PathStep> parsePath(const QString &path)
{
    static const QRegularExpression step(QStringLiteral(R"(([^.\[\]]+)|\[(\d+)\])"));
    QList<PathStep> steps;
    for (auto it = step.globalMatch(path); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (match.capturedLength(1) > 0)
            steps << PathStep{match.captured(1)};
        else
            steps << PathStep{QString(), match.captured(2).toLongLong()};
    }
    return steps;
}

// Returns `node` with the value at `steps` replaced by `value`, or removed when it is undefined.
inline QJsonValue replaced(const QJsonValue &node, QList<PathStep> steps, const QJsonValue &value)
{
    if (steps.isEmpty())
        return value;
    const PathStep step = steps.takeFirst();
    const bool remove = steps.isEmpty() && value.isUndefined();
    if (step.index >= 0) {
        QJsonArray array = node.toArray();
        if (remove)
            array.removeAt(step.index);
        else if (step.index == array.size())
            array.append(replaced(QJsonValue(), steps, value));
        else
            array[step.index] = replaced(array.at(step.index), steps, value);
        return array;
    }
    QJsonObject object = node.toObject();
    if (remove)
        object.remove(step.key);
    else
        object[step.key] = replaced(object.value(step.key), steps, value);
    return object;
}

using Edits = std::initializer_list<std::pair<const char *, QJsonValue>>;

inline QJsonObject edited(const char *base, Edits edits)
{
    QJsonValue result = parse(base);
    for (const auto &[path, value] : edits)
        result = replaced(result, parsePath(QString::fromLatin1(path)), value);
    return result.toObject();
}

// The minimal scenario with the given fields replaced; an undefined value removes the field.
inline QByteArray minimalWith(Edits edits)
{
    return bytes(edited(minimalScenario, edits));
}
inline QByteArray hexWith(Edits edits)
{
    return bytes(edited(hexScenario, edits));
}
inline QByteArray minimalWithout(const char *path)
{
    return minimalWith({{path, QJsonValue::Undefined}});
}

// The minimal scenario with a number JSON can spell but QJsonValue cannot hold.
inline QByteArray minimalWithRawNumber(const char *path, const char *number)
{
    QByteArray json = minimalWith({{path, QStringLiteral("@number@")}});
    json.replace("\"@number@\"", number);
    return json;
}

inline QString describe(const Battle &battle)
{
    return QString::fromUtf8(bytes(ScenarioWriter::write(battle)));
}

} // namespace scenariotesting
