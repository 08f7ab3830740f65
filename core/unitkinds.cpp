// SPDX-License-Identifier: GPL-3.0-or-later
// A unit's changes: its bases added, removed and moved, its state changed, bases lost and regained.
#include "core/changekinds.h"

#include "core/battle.h"
#include "core/changes.h"
#include "core/jsonreader.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"
#include "geometry/orientedrect.h"

#include <QJsonArray>
#include <QSet>

#include <cmath>
#include <optional>

namespace adjutant::core {

namespace {

using namespace changekinds;

QString unitName(const Battle &battle, const JsonReader &json, QStringView key);

// ---- bases, unit state and strength ----------------------------------------------------------

struct BaseRef
{
    int unit;
    int base;
};

BaseRef requireBase(const Battle &battle, const JsonReader &json)
{
    const int unit = requireIndex(battle, unitSpec(), json, u"unit");
    const QString id = json.nonEmptyString(u"id");
    const int base = indexOf(battle.units[unit].bases, id);
    if (base < 0)
        json.fail(u"id", QStringLiteral("unit %1 has no base %2").arg(quoted(battle.units[unit].id), quoted(id)));
    return {unit, base};
}

void applyBaseAdded(Battle &battle, const JsonReader &json)
{
    json.allowOnly({u"unit", u"base", u"index"});
    const int unit = requireIndex(battle, unitSpec(), json, u"unit");
    const Base base = ScenarioReader(battle).base(json.child(u"base"));
    QList<Base> &bases = battle.units[unit].bases;
    if (indexOf(bases, base.id) >= 0)
        JsonReader::failAt(json.pathOf(u"base") + QStringLiteral(".id"),
                           QStringLiteral("unit %1 already has a base %2").arg(quoted(battle.units[unit].id), quoted(base.id)));
    bases.insert(json.optionalInteger(u"index", 0, int(bases.size()), int(bases.size())), base);
}

void applyBaseRemoved(Battle &battle, const JsonReader &json)
{
    json.allowOnly({u"unit", u"id"});
    const BaseRef ref = requireBase(battle, json);
    battle.units[ref.unit].bases.removeAt(ref.base);
}

void applyBaseMoved(Battle &battle, const JsonReader &json)
{
    const ScenarioReader reader(battle);
    const bool hex = battle.table.unit.isHex();
    if (hex)
        json.allowOnly({u"unit", u"id", u"column", u"row", u"facing"});
    else
        json.allowOnly({u"unit", u"id", u"x", u"y", u"facing"});
    const BaseRef ref = requireBase(battle, json);
    Base moved = battle.units[ref.unit].bases[ref.base];
    if (json.has(u"facing"))
        moved.facing = reader.facing(json);
    if (hex) {
        moved.hex = reader.hexCell(json);
    } else {
        moved.x = reader.coordinate(json, u"x", battle.table.width);
        moved.y = reader.coordinate(json, u"y", battle.table.depth);
        reader.requireOnTable(moved, json.path());
    }
    battle.units[ref.unit].bases[ref.base] = moved;
}

// Several bases moved as one step (a battle group dragged across the table, or the units a photo
// of the table moved: "captured", capture/proposal.h). Each move is validated as a base.moved; a
// base may appear only once, so the step has one meaning.
void applyBasesMoved(Battle &battle, const JsonReader &json)
{
    json.allowOnly({u"moves", u"captured"});
    json.optionalBoolean(u"captured", false);
    const QJsonArray moves = json.array(u"moves");
    if (moves.isEmpty())
        json.fail(u"moves", QStringLiteral("must name at least one base"));
    QSet<QPair<QString, QString>> seen;
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const JsonReader move(moves[i], JsonReader::pathOf(json.pathOf(u"moves"), i));
        applyBaseMoved(battle, move);
        const QPair<QString, QString> key{move.nonEmptyString(u"unit"), move.nonEmptyString(u"id")};
        if (seen.contains(key))
            move.fail(u"id", QStringLiteral("base %1 of unit %2 is moved twice").arg(quoted(key.second), quoted(key.first)));
        seen.insert(key);
    }
}

// "Moved 4 bases of "Tercio"", "Moved 3 bases of "Tercio" and "Dutch foot"" ("From a photo: moved
// 12 bases of ..." when a photo of the table moved them, and nothing of turns). A step that turned
// every base it moves by the same angle (the keys [ and ], the turn handle) says by how much and
// which way: ""Tercio" turned 15° left", or "Moved 4 bases of "Tercio", turned 5° right" when
// the bases went somewhere else as well.
QString describeBasesMoved(const Battle &battle, const JsonReader &json)
{
    const QJsonArray moves = json.array(u"moves");
    QStringList units;
    std::optional<double> turn;
    bool oneTurn = !battle.table.unit.isHex();
    double fromX = 0, fromY = 0, toX = 0, toY = 0;
    for (qsizetype i = 0; i < moves.size(); ++i) {
        const JsonReader move(moves[i], JsonReader::pathOf(json.pathOf(u"moves"), i));
        const QString name = quoted(unitName(battle, move, u"unit"));
        if (!units.contains(name))
            units << name;
        if (!oneTurn)
            continue;
        const BaseRef ref = requireBase(battle, move);
        const Base &base = battle.units[ref.unit].bases[ref.base];
        const double by = move.has(u"facing") ? geometry::turnBetween(base.facing, move.number(u"facing")) : 0;
        oneTurn = !turn || std::abs(*turn - by) < 1e-6;
        turn = by;
        fromX += battle.table.unit.toUnits(base.x);
        fromY += battle.table.unit.toUnits(base.y);
        toX += move.number(u"x");
        toY += move.number(u"y");
    }
    const QString last = units.size() > 1 ? units.takeLast() : QString();
    QString names = units.join(QStringLiteral(", "));
    if (!last.isEmpty())
        names += QStringLiteral(" and ") + last;
    const QString moved = QStringLiteral("Moved %1 %2 of %3")
                              .arg(moves.size())
                              .arg(moves.size() == 1 ? QStringLiteral("base") : QStringLiteral("bases"), names);
    if (json.optionalBoolean(u"captured", false))
        return QStringLiteral("From a photo: m") + moved.mid(1);
    if (!oneTurn || !turn || std::abs(*turn) < 1e-6)
        return moved;
    // Facings turn clockwise: a positive turn is to the right.
    const QString turned = QStringLiteral("turned %1° %2")
                               .arg(std::abs(*turn), 0, 'g', 4)
                               .arg(*turn > 0 ? QStringLiteral("right") : QStringLiteral("left"));
    // A turn about the bases' middle leaves it where it was (to a hundredth of the table's unit).
    const double n = double(moves.size());
    if (std::hypot(toX - fromX, toY - fromY) / n < 0.01)
        return names + QLatin1Char(' ') + turned;
    return moved + QStringLiteral(", ") + turned;
}

// unit.stateChanged: the fields given replace the unit's; those left out stay as they are (a
// cohesion test changes the cohesion level, not the disorder or the flags).
UnitState changedState(const Battle &battle, const UnitState &old, const JsonReader &state)
{
    const UnitState given = ScenarioReader(battle).unitState(state);
    UnitState result = old;
    if (state.has(u"cohesion"))
        result.cohesion = given.cohesion;
    if (state.has(u"disordered"))
        result.disordered = given.disordered;
    if (state.has(u"flags"))
        result.flags = given.flags;
    if (state.has(u"formation"))
        result.formation = given.formation;
    return result;
}

void applyStateChanged(Battle &battle, const JsonReader &json)
{
    json.allowOnly({u"id", u"state"});
    const int unit = requireIndex(battle, unitSpec(), json, u"id");
    battle.units[unit].state = changedState(battle, battle.units[unit].state, json.child(u"state"));
}

void applyStrength(Battle &battle, const JsonReader &json, int sign)
{
    json.allowOnly({u"id", u"count"});
    const int index = requireIndex(battle, unitSpec(), json, u"id");
    Unit &unit = battle.units[index];
    const int most = sign < 0 ? unit.currentStrength : unit.originalStrength - unit.currentStrength;
    if (most < 1) {
        json.fail(u"count", sign < 0 ? QStringLiteral("unit %1 has nothing left to lose").arg(quoted(unit.id))
                                     : QStringLiteral("unit %1 is at full strength").arg(quoted(unit.id)));
    }
    unit.currentStrength += sign * json.integer(u"count", 1, most);
}

QString unitName(const Battle &battle, const JsonReader &json, QStringView key)
{
    const Unit &unit = battle.units[requireIndex(battle, unitSpec(), json, key)];
    return displayName(unit.name, unit.id);
}

QString stateText(const UnitState &state)
{
    QStringList parts;
    parts << (state.cohesion.isEmpty() ? QStringLiteral("(no level)") : state.cohesion);
    if (state.disordered)
        parts << QStringLiteral("disordered");
    if (!state.formation.isEmpty())
        parts << QStringLiteral("in %1").arg(state.formation.toLower());
    parts << state.flags;
    return parts.join(QStringLiteral(", "));
}

} // namespace

void changekinds::addUnitKinds(QHash<QString, Kind> &k)
{
    k.insert(QStringLiteral("unit.stateChanged"),
             {applyStateChanged,
              [](const Battle &before, const Change &c) {
                  const JsonReader json(c.payload, payloadPath);
                  const Unit &unit = before.units[requireIndex(before, unitSpec(), json, u"id")];
                  QJsonObject state = ScenarioWriter(before.table).unitState(unit.state);
                  // The whole old state, an empty formation too (the writer leaves it out).
                  state[QStringLiteral("formation")] = unit.state.formation;
                  return ChangeList{Change{c.type, {{QStringLiteral("id"), unit.id},
                                                    {QStringLiteral("state"), state}}}};
              },
              [](const Battle &before, const JsonReader &j) {
                  const Unit &unit = before.units[requireIndex(before, unitSpec(), j, u"id")];
                  return QStringLiteral("%1: %2 → %3")
                      .arg(quoted(displayName(unit.name, unit.id)), stateText(unit.state),
                           stateText(changedState(before, unit.state, j.child(u"state"))));
              }});
    auto strengthKind = [](int sign, const QString &inverseType, const QString &verb) {
        return Kind{[sign](Battle &b, const JsonReader &j) { applyStrength(b, j, sign); },
                    [inverseType](const Battle &, const Change &c) { return ChangeList{Change{inverseType, c.payload}}; },
                    [sign, verb](const Battle &b, const JsonReader &j) {
                        const Unit &unit = b.units[requireIndex(b, unitSpec(), j, u"id")];
                        const int count = j.integer(u"count", 1, ScenarioReader::maxStrength);
                        return QStringLiteral("%1 %2 %3: strength %4 → %5 of %6")
                            .arg(quoted(displayName(unit.name, unit.id)), verb)
                            .arg(count)
                            .arg(unit.currentStrength)
                            .arg(unit.currentStrength + sign * count)
                            .arg(unit.originalStrength);
                    }};
    };
    k.insert(QStringLiteral("unit.basesLost"),
             strengthKind(-1, QStringLiteral("unit.basesRestored"), QStringLiteral("loses")));
    k.insert(QStringLiteral("unit.basesRestored"),
             strengthKind(+1, QStringLiteral("unit.basesLost"), QStringLiteral("regains")));
    k.insert(QStringLiteral("base.added"),
             {applyBaseAdded,
              [](const Battle &, const Change &c) {
                  const JsonReader json(c.payload, payloadPath);
                  return ChangeList{Change{QStringLiteral("base.removed"),
                                           {{QStringLiteral("unit"), json.nonEmptyString(u"unit")},
                                            {QStringLiteral("id"), json.child(u"base").nonEmptyString(u"id")}}}};
              },
              [](const Battle &b, const JsonReader &j) {
                  return QStringLiteral("%1: base %2 added")
                      .arg(quoted(unitName(b, j, u"unit")), quoted(j.child(u"base").optionalString(u"id")));
              }});
    k.insert(QStringLiteral("base.removed"),
             {applyBaseRemoved,
              [](const Battle &b, const Change &c) {
                  const BaseRef ref = requireBase(b, JsonReader(c.payload, payloadPath));
                  const Unit &unit = b.units[ref.unit];
                  return ChangeList{Change{QStringLiteral("base.added"),
                                           {{QStringLiteral("unit"), unit.id},
                                            {QStringLiteral("base"), ScenarioWriter(b.table).base(unit.bases[ref.base])},
                                            {QStringLiteral("index"), ref.base}}}};
              },
              [](const Battle &b, const JsonReader &j) {
                  return QStringLiteral("%1: base %2 removed")
                      .arg(quoted(unitName(b, j, u"unit")), quoted(j.optionalString(u"id")));
              }});
    k.insert(QStringLiteral("base.moved"),
             {applyBaseMoved,
              [](const Battle &b, const Change &c) {
                  const BaseRef ref = requireBase(b, JsonReader(c.payload, payloadPath));
                  const Unit &unit = b.units[ref.unit];
                  return ChangeList{Change{c.type, baseMovePayload(b, unit.id, unit.bases[ref.base])}};
              },
              [](const Battle &b, const JsonReader &j) {
                  // The payload holds the new position in the table's unit already.
                  const QString where =
                      b.table.unit.isHex()
                          ? QStringLiteral("hex %1,%2").arg(j.integer(u"column", 0, ScenarioReader::maxHexes))
                                .arg(j.integer(u"row", 0, ScenarioReader::maxHexes))
                          : QStringLiteral("(%1, %2) %3")
                                .arg(j.number(u"x"), 0, 'g', 6)
                                .arg(j.number(u"y"), 0, 'g', 6)
                                .arg(b.table.unit.symbol());
                  const QString facing = j.has(u"facing")
                      ? QStringLiteral(", facing %1%2").arg(j.number(u"facing"), 0, 'g', 6)
                            .arg(b.table.unit.isHex() ? QString() : QStringLiteral("°"))
                      : QString();
                  return QStringLiteral("%1: base %2 moved to %3%4")
                      .arg(quoted(unitName(b, j, u"unit")), quoted(j.optionalString(u"id")), where, facing);
              }});
    k.insert(QStringLiteral("bases.moved"),
             {applyBasesMoved,
              [](const Battle &b, const Change &c) {
                  const JsonReader json(c.payload, payloadPath);
                  QJsonArray back;
                  const QJsonArray moves = json.array(u"moves");
                  for (qsizetype i = 0; i < moves.size(); ++i) {
                      const BaseRef ref = requireBase(b, JsonReader(moves[i], JsonReader::pathOf(json.pathOf(u"moves"), i)));
                      const Unit &unit = b.units[ref.unit];
                      back.append(baseMovePayload(b, unit.id, unit.bases[ref.base]));
                  }
                  return ChangeList{Change{c.type, {{QStringLiteral("moves"), back}}}};
              },
              describeBasesMoved});
}

QJsonObject baseMovePayload(const Battle &battle, const QString &unit, const Base &base)
{
    QJsonObject json{{QStringLiteral("unit"), unit}, {QStringLiteral("id"), base.id}};
    if (battle.table.unit.isHex()) {
        json.insert(QStringLiteral("column"), base.hex.column);
        json.insert(QStringLiteral("row"), base.hex.row);
        json.insert(QStringLiteral("facing"), int(base.facing));
    } else {
        json.insert(QStringLiteral("x"), battle.table.unit.toUnits(base.x));
        json.insert(QStringLiteral("y"), battle.table.unit.toUnits(base.y));
        json.insert(QStringLiteral("facing"), base.facing);
    }
    return json;
}

} // namespace adjutant::core
