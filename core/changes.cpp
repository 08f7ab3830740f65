// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/changes.h"

#include "core/changekinds.h"

#include "core/battle.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"

#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <cmath>
#include <functional>
#include <optional>

namespace adjutant::core {

namespace {

using namespace changekinds;

// An entity kept in one of the battle's lists, by id: side, unit, commander, terrain.
template<typename T>
struct EntitySpec
{
    QString noun;
    QList<T> Battle::*list;
    T (ScenarioReader::*read)(const JsonReader &) const;
    QJsonObject (ScenarioWriter::*write)(const T &) const;
    // Refuses removal while something still refers to the entity.
    std::function<void(const Battle &, const T &)> checkRemovable;
    // Refuses a change that leaves other entities referring to it inconsistent.
    std::function<void(const Battle &, const T &)> checkChanged;
};

template<typename T>
int indexOf(const QList<T> &list, const QString &id)
{
    for (qsizetype i = 0; i < list.size(); ++i) {
        if (list[i].id == id)
            return int(i);
    }
    return -1;
}

template<typename T>
int requireIndex(const Battle &battle, const EntitySpec<T> &spec, const JsonReader &json,
                 QStringView key)
{
    const QString id = json.nonEmptyString(key);
    const int index = indexOf(battle.*spec.list, id);
    if (index < 0)
        json.fail(key, QStringLiteral("no %1 with id %2").arg(spec.noun, quoted(id)));
    return index;
}

QString displayName(const QString &name, const QString &id)
{
    return name.isEmpty() ? id : name;
}

template<typename T>
void applyAdded(Battle &battle, const EntitySpec<T> &spec, const JsonReader &json)
{
    json.allowOnly({spec.noun, u"index"});
    const ScenarioReader reader(battle);
    T item = (reader.*spec.read)(json.child(spec.noun));
    QList<T> &list = battle.*spec.list;
    if (indexOf(list, item.id) >= 0)
        JsonReader::failAt(json.pathOf(spec.noun) + QStringLiteral(".id"),
                           QStringLiteral("a %1 with id %2 already exists").arg(spec.noun, quoted(item.id)));
    const int index = json.optionalInteger(u"index", 0, int(list.size()), int(list.size()));
    list.insert(index, item);
}

template<typename T>
void applyRemoved(Battle &battle, const EntitySpec<T> &spec, const JsonReader &json)
{
    json.allowOnly({u"id"});
    const int index = requireIndex(battle, spec, json, u"id");
    if (spec.checkRemovable)
        spec.checkRemovable(battle, (battle.*spec.list)[index]);
    (battle.*spec.list).removeAt(index);
}

template<typename T>
void applyChanged(Battle &battle, const EntitySpec<T> &spec, const JsonReader &json)
{
    json.allowOnly({u"id", u"set"});
    const int index = requireIndex(battle, spec, json, u"id");
    const JsonReader set = json.child(u"set");
    if (set.has(u"id"))
        set.fail(u"id", QStringLiteral("cannot be changed"));
    const ScenarioWriter writer(battle.table);
    QJsonObject merged = (writer.*spec.write)((battle.*spec.list)[index]);
    // A null clears a field the file may leave out (a unit's properties), back to its default.
    for (auto it = set.object().begin(); it != set.object().end(); ++it) {
        if (it.value().isNull())
            merged.remove(it.key());
        else
            merged.insert(it.key(), it.value());
    }
    const ScenarioReader reader(battle);
    T item = (reader.*spec.read)(JsonReader(merged, set.path()));
    if (spec.checkChanged)
        spec.checkChanged(battle, item);
    (battle.*spec.list)[index] = item;
}

template<typename T>
ChangeList inverseOf(const Battle &before, const EntitySpec<T> &spec, const Change &change,
                     const QString &verb)
{
    const JsonReader json(change.payload, payloadPath);
    const ScenarioWriter writer(before.table);
    if (verb == QLatin1String("added")) {
        const QString id = json.child(spec.noun).nonEmptyString(u"id");
        return {Change{spec.noun + QStringLiteral(".removed"), {{QStringLiteral("id"), id}}}};
    }
    const int index = requireIndex(before, spec, json, u"id");
    const T &old = (before.*spec.list)[index];
    const QJsonObject oldJson = (writer.*spec.write)(old);
    if (verb == QLatin1String("removed")) {
        return {Change{spec.noun + QStringLiteral(".added"),
                       {{spec.noun, oldJson}, {QStringLiteral("index"), index}}}};
    }
    QJsonObject restore;
    const QJsonObject set = json.child(u"set").object();
    // A field the writer left out (at its default) comes back as null, which clears it again.
    for (auto it = set.begin(); it != set.end(); ++it) {
        const QJsonValue was = oldJson.value(it.key());
        restore.insert(it.key(), was.isUndefined() ? QJsonValue(QJsonValue::Null) : was);
    }
    return {Change{spec.noun + QStringLiteral(".changed"),
                   {{QStringLiteral("id"), old.id}, {QStringLiteral("set"), restore}}}};
}

// ---- the entity kinds ----------------------------------------------------------------------

const EntitySpec<Side> &sideSpec()
{
    static const EntitySpec<Side> spec{
        QStringLiteral("side"), &Battle::sides, &ScenarioReader::side, &ScenarioWriter::side,
        [](const Battle &battle, const Side &side) {
            if (battle.sides.size() <= 2)
                JsonReader::failAt(QStringLiteral("payload.id"), QStringLiteral("a battle needs at least two sides"));
            for (const Unit &unit : battle.units) {
                if (unit.side == side.id)
                    JsonReader::failAt(QStringLiteral("payload.id"),
                                       QStringLiteral("side %1 still has unit %2").arg(quoted(side.id), quoted(unit.id)));
            }
            for (const Commander &commander : battle.commanders) {
                if (commander.side == side.id)
                    JsonReader::failAt(QStringLiteral("payload.id"),
                                       QStringLiteral("side %1 still has commander %2").arg(quoted(side.id), quoted(commander.id)));
            }
            if (battle.activeSide == side.id)
                JsonReader::failAt(QStringLiteral("payload.id"),
                                   QStringLiteral("side %1 is the active side").arg(quoted(side.id)));
        },
        {}};
    return spec;
}

const EntitySpec<Unit> &unitSpec()
{
    static const EntitySpec<Unit> spec{
        QStringLiteral("unit"), &Battle::units, &ScenarioReader::unit, &ScenarioWriter::unit,
        [](const Battle &battle, const Unit &unit) {
            for (const Commander &commander : battle.commanders) {
                if (commander.attachedTo == unit.id)
                    JsonReader::failAt(QStringLiteral("payload.id"),
                                       QStringLiteral("commander %1 is attached to unit %2; detach him first")
                                           .arg(quoted(commander.id), quoted(unit.id)));
            }
        },
        [](const Battle &battle, const Unit &unit) {
            for (const Commander &commander : battle.commanders) {
                if (commander.attachedTo == unit.id && commander.side != unit.side)
                    JsonReader::failAt(QStringLiteral("payload.set.side"),
                                       QStringLiteral("commander %1 of another side is attached to unit %2")
                                           .arg(quoted(commander.id), quoted(unit.id)));
            }
        }};
    return spec;
}

const EntitySpec<Commander> &commanderSpec()
{
    static const EntitySpec<Commander> spec{QStringLiteral("commander"), &Battle::commanders,
                                            &ScenarioReader::commander,
                                            &ScenarioWriter::commander, {}, {}};
    return spec;
}

const EntitySpec<Terrain> &terrainSpec()
{
    static const EntitySpec<Terrain> spec{QStringLiteral("terrain"), &Battle::terrain,
                                          &ScenarioReader::terrain, &ScenarioWriter::terrain,
                                          {}, {}};
    return spec;
}

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

// Several bases moved as one step (a battle group dragged across the table). Each move is
// validated as a base.moved; a base may appear only once, so the step has one meaning.
void applyBasesMoved(Battle &battle, const JsonReader &json)
{
    json.allowOnly({u"moves"});
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

// The payload of a base.moved that puts the base back where it is now.
QJsonObject basePosition(const Battle &battle, const QString &unit, const Base &base)
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

// The turn from facing `from` to facing `to` in degrees, clockwise positive, in (-180, 180].
double turnedBy(double from, double to)
{
    double by = std::fmod(to - from, 360.0);
    if (by > 180)
        by -= 360;
    else if (by <= -180)
        by += 360;
    return by;
}

// "Moved 4 bases of "Tercio"", "Moved 3 bases of "Tercio" and "Dutch foot"". A step that turned
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
        const double by = move.has(u"facing") ? turnedBy(base.facing, move.number(u"facing")) : 0;
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

void applyTurnChanged(Battle &battle, const JsonReader &json)
{
    json.allowOnly({u"turn", u"phase", u"activeSide"});
    const int turn = json.integer(u"turn", 1, 100'000);
    const QString phase = json.string(u"phase");
    const QString active = json.string(u"activeSide");
    if (!active.isEmpty() && battle.sideIndex(active) < 0)
        json.fail(u"activeSide", QStringLiteral("unknown side %1").arg(quoted(active)));
    battle.turn = turn;
    battle.phase = phase;
    battle.activeSide = active;
}

void applyContactToleranceChanged(Battle &battle, const JsonReader &json)
{
    json.allowOnly({u"millimetres"});
    if (battle.table.unit.isHex())
        json.fail(u"millimetres", QStringLiteral("a hex map has no contact tolerance"));
    battle.table.contactTolerance = ScenarioReader::contactTolerance(json, u"millimetres");
}

void applyScenario(Battle &battle, const JsonReader &json)
{
    json.allowOnly({u"scenario"});
    battle = ScenarioReader::read(json.child(u"scenario"));
}

// ---- dispatch ---------------------------------------------------------------------------------

template<typename T>
void addEntityKinds(QHash<QString, Kind> &kinds, const EntitySpec<T> &spec, const QString &title,
                    std::function<QString(const T &)> label)
{
    auto nameOf = [&spec, label](const Battle &battle, const JsonReader &json) {
        const int index = requireIndex(battle, spec, json, u"id");
        return label((battle.*spec.list)[index]);
    };
    kinds.insert(spec.noun + QStringLiteral(".added"),
                 {[&spec](Battle &b, const JsonReader &j) { applyAdded(b, spec, j); },
                  [&spec](const Battle &b, const Change &c) { return inverseOf(b, spec, c, QStringLiteral("added")); },
                  [&spec, title, label](const Battle &b, const JsonReader &j) {
                      return QStringLiteral("%1 %2 added")
                          .arg(title, label((ScenarioReader(b).*spec.read)(j.child(spec.noun))));
                  }});
    kinds.insert(spec.noun + QStringLiteral(".removed"),
                 {[&spec](Battle &b, const JsonReader &j) { applyRemoved(b, spec, j); },
                  [&spec](const Battle &b, const Change &c) { return inverseOf(b, spec, c, QStringLiteral("removed")); },
                  [title, nameOf](const Battle &b, const JsonReader &j) {
                      return QStringLiteral("%1 %2 removed").arg(title, nameOf(b, j));
                  }});
    kinds.insert(spec.noun + QStringLiteral(".changed"),
                 {[&spec](Battle &b, const JsonReader &j) { applyChanged(b, spec, j); },
                  [&spec](const Battle &b, const Change &c) { return inverseOf(b, spec, c, QStringLiteral("changed")); },
                  [title, nameOf](const Battle &b, const JsonReader &j) {
                      QStringList fields = j.child(u"set").object().keys();
                      for (QString &field : fields)
                          field = keyInWords(field);
                      return QStringLiteral("%1 %2: %3 changed")
                          .arg(title, nameOf(b, j), fields.join(QStringLiteral(", ")));
                  }});
}

// A terrain piece as the players call it: its type and its place among the pieces of that type,
// "Woods (2)" (its id is the program's). `index` is where it stands (or will) in the list.
QString terrainName(const Battle &battle, const QString &type, qsizetype index)
{
    int same = 1;
    for (qsizetype i = 0; i < index && i < battle.terrain.size(); ++i)
        same += battle.terrain[i].type == type ? 1 : 0;
    return QStringLiteral("%1 (%2)").arg(type).arg(same);
}

QString terrainName(const Battle &battle, const JsonReader &json)
{
    const int index = requireIndex(battle, terrainSpec(), json, u"id");
    return terrainName(battle, battle.terrain[index].type, index);
}

// Whether `to` is `from` shifted as a whole (a piece dragged), not reshaped.
bool movedWhole(const QList<TablePoint> &from, const QList<TablePoint> &to)
{
    if (from.size() != to.size() || from.isEmpty())
        return false;
    const double dx = to[0].x.millimetres() - from[0].x.millimetres();
    const double dy = to[0].y.millimetres() - from[0].y.millimetres();
    for (qsizetype i = 1; i < from.size(); ++i) {
        // To the micrometre, as lengths are kept.
        if (std::abs(to[i].x.millimetres() - from[i].x.millimetres() - dx) > 1e-3 ||
            std::abs(to[i].y.millimetres() - from[i].y.millimetres() - dy) > 1e-3)
            return false;
    }
    return true;
}

// The log's words for terrain: "Woods (2) added", "Woods (2) moved", "Woods (2) is now Marsh".
void addTerrainWords(QHash<QString, Kind> &kinds)
{
    kinds[QStringLiteral("terrain.added")].describe = [](const Battle &b, const JsonReader &j) {
        const Terrain piece = ScenarioReader(b).terrain(j.child(u"terrain"));
        const int index = j.optionalInteger(u"index", 0, int(b.terrain.size()), int(b.terrain.size()));
        return QStringLiteral("%1 added").arg(terrainName(b, piece.type, index));
    };
    kinds[QStringLiteral("terrain.removed")].describe = [](const Battle &b, const JsonReader &j) {
        return QStringLiteral("%1 removed").arg(terrainName(b, j));
    };
    kinds[QStringLiteral("terrain.changed")].describe = [](const Battle &b, const JsonReader &j) {
        const int index = requireIndex(b, terrainSpec(), j, u"id");
        const Terrain &piece = b.terrain[index];
        Battle after = b;
        applyChanged(after, terrainSpec(), j);
        const Terrain &changed = after.terrain[index];
        QStringList what;
        if (changed.type != piece.type)
            what << QStringLiteral("is now %1").arg(changed.type);
        if (changed.polygon != piece.polygon)
            what << (movedWhole(piece.polygon, changed.polygon) ? QStringLiteral("moved")
                                                                 : QStringLiteral("reshaped"));
        if (changed.hexes != piece.hexes)
            what << QStringLiteral("moved to other hexes");
        if (what.isEmpty())
            what << QStringLiteral("changed");
        return QStringLiteral("%1 %2").arg(terrainName(b, j), what.join(QStringLiteral(", ")));
    };
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

const QHash<QString, Kind> &kinds()
{
    static const QHash<QString, Kind> table = [] {
        QHash<QString, Kind> k;
        addEntityKinds<Side>(k, sideSpec(), QStringLiteral("Side"),
                             [](const Side &s) { return quoted(displayName(s.name, s.id)); });
        addEntityKinds<Unit>(k, unitSpec(), QStringLiteral("Unit"),
                             [](const Unit &u) { return quoted(displayName(u.name, u.id)); });
        addEntityKinds<Commander>(k, commanderSpec(), QStringLiteral("Commander"),
                                  [](const Commander &c) { return quoted(displayName(c.name, c.id)); });
        addEntityKinds<Terrain>(k, terrainSpec(), QStringLiteral("Terrain"), [](const Terrain &t) {
            return QStringLiteral("%1 (%2)").arg(quoted(t.id), t.type);
        });
        addTerrainWords(k);
        addCommanderKinds(k);
        // A camp sacked or no longer (the attrition dock's box): "Camp of "Spain" sacked".
        Kind &side = k[QStringLiteral("side.changed")];
        side.describe = [generic = side.describe](const Battle &b, const JsonReader &j) {
            const JsonReader set = j.child(u"set");
            if (set.object().keys() != QStringList{QStringLiteral("campSacked")})
                return generic(b, j);
            const Side &s = b.sides[requireIndex(b, sideSpec(), j, u"id")];
            return QStringLiteral("Camp of %1 %2")
                .arg(quoted(displayName(s.name, s.id)),
                     set.optionalBoolean(u"campSacked", false) ? QStringLiteral("sacked")
                                                                : QStringLiteral("no longer sacked"));
        };

        k.insert(QStringLiteral("battle.created"),
                 {applyScenario, {}, [](const Battle &, const JsonReader &j) {
                      return QStringLiteral("Battle %1 created")
                          .arg(quoted(j.child(u"scenario").optionalString(u"name")));
                  }});
        k.insert(QStringLiteral("battle.imported"),
                 {applyScenario,
                  [](const Battle &before, const Change &) {
                      return ChangeList{Change{QStringLiteral("battle.imported"),
                                               {{QStringLiteral("scenario"), ScenarioWriter::write(before)}}}};
                  },
                  [](const Battle &, const JsonReader &j) {
                      const JsonReader scenario = j.child(u"scenario");
                      return QStringLiteral("Scenario %1 imported (%2 units)")
                          .arg(quoted(scenario.optionalString(u"name")))
                          .arg(scenario.optionalArray(u"units").size());
                  }});
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
                      return ChangeList{Change{c.type, basePosition(b, unit.id, unit.bases[ref.base])}};
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
                          back.append(basePosition(b, unit.id, unit.bases[ref.base]));
                      }
                      return ChangeList{Change{c.type, {{QStringLiteral("moves"), back}}}};
                  },
                  describeBasesMoved});
        k.insert(QStringLiteral("turn.changed"),
                 {applyTurnChanged,
                  [](const Battle &b, const Change &c) {
                      return ChangeList{Change{c.type, {{QStringLiteral("turn"), b.turn},
                                                        {QStringLiteral("phase"), b.phase},
                                                        {QStringLiteral("activeSide"), b.activeSide}}}};
                  },
                  [](const Battle &b, const JsonReader &j) {
                      QString text = QStringLiteral("Turn %1").arg(j.integer(u"turn", 1, 100'000));
                      if (!j.string(u"phase").isEmpty())
                          text += QStringLiteral(", %1 phase").arg(j.string(u"phase"));
                      // The side by its name, as the players call it (the id is the file's).
                      const QString active = j.string(u"activeSide");
                      const auto side = std::find_if(b.sides.begin(), b.sides.end(),
                                                     [&](const Side &s) { return s.id == active; });
                      if (!active.isEmpty())
                          text += QStringLiteral(", %1 active").arg(side != b.sides.end() ? side->name : active);
                      return text;
                  }});
        k.insert(QStringLiteral("table.contactToleranceChanged"),
                 {applyContactToleranceChanged,
                  [](const Battle &b, const Change &c) {
                      return ChangeList{Change{
                          c.type, {{QStringLiteral("millimetres"), b.table.contactTolerance}}}};
                  },
                  [](const Battle &b, const JsonReader &j) {
                      return QStringLiteral("Contact tolerance %1 mm → %2 mm")
                          .arg(b.table.contactTolerance)
                          .arg(j.number(u"millimetres"));
                  }});
        k.insert(resultType,
                 {[](Battle &b, const JsonReader &j) { applyParts(b, resultParts(j)); },
                  [](const Battle &b, const Change &c) {
                      return partsInverse(b, resultParts(JsonReader(c.payload, payloadPath)));
                  },
                  [](const Battle &, const JsonReader &j) { return j.string(u"summary"); }});
        k.insert(followedUpType,
                 {[](Battle &b, const JsonReader &j) { applyParts(b, followedUpParts(j)); },
                  [](const Battle &b, const Change &c) {
                      return partsInverse(b, followedUpParts(JsonReader(c.payload, payloadPath)));
                  },
                  describeFollowedUp});
        return k;
    }();
    return table;
}

} // namespace

const changekinds::Kind &changekinds::kindOf(const QString &type)
{
    const auto it = kinds().constFind(type);
    if (it == kinds().constEnd())
        throw Error(QStringLiteral("type: unknown event type %1").arg(quoted(type)));
    return *it;
}

QString changekinds::quoted(const QString &s)
{
    return QLatin1Char('"') + s + QLatin1Char('"');
}

bool Changes::isKnownType(const QString &type) { return kinds().contains(type); }

QStringList Changes::knownTypes()
{
    QStringList types = kinds().keys();
    types.sort();
    return types;
}

bool Changes::isUndoable(const QString &type)
{
    return isKnownType(type) && bool(kinds().value(type).inverse);
}

void Changes::apply(Battle &battle, const Change &change)
{
    kindOf(change.type).apply(battle, JsonReader(change.payload, payloadPath));
}

ChangeList Changes::inverse(const Battle &before, const Change &change)
{
    const Kind &kind = kindOf(change.type);
    if (!kind.inverse)
        throw Error(QStringLiteral("%1 cannot be undone").arg(change.type));
    return kind.inverse(before, change);
}

QString Changes::describe(const Battle &before, const Change &change)
{
    try {
        return kindOf(change.type).describe(before, JsonReader(change.payload, payloadPath));
    } catch (const Error &error) {
        return QStringLiteral("%1 (%2)").arg(change.type, error.message());
    }
}

} // namespace adjutant::core
