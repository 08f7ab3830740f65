// SPDX-License-Identifier: GPL-3.0-or-later
// The table of change types behind Changes; the changes to sides, units, commanders and terrain.
#include "core/changes.h"

#include "core/changekinds.h"

#include "core/battle.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/printable.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>
#include <functional>

namespace adjutant::core {

namespace {

using namespace changekinds;

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

} // namespace

// ---- the entity kinds ----------------------------------------------------------------------

namespace changekinds {

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

} // namespace changekinds

namespace {

// ---- turn, contact tolerance, scenario --------------------------------------------------------

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
        addUnitKinds(k);
        addMarkerKinds(k);
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

// The kind of `type`, or none. A replay asks for the same few types over and over, twice an
// event: the last kind found on this thread is compared first, before the table hashes the type.
// The table never changes once made, so its entries stay where they are.
const changekinds::Kind *findKind(const QString &type)
{
    thread_local const QString *lastType = nullptr;
    thread_local const changekinds::Kind *last = nullptr;
    if (last && *lastType == type)
        return last;
    const auto it = kinds().constFind(type);
    if (it == kinds().constEnd())
        return nullptr;
    lastType = &it.key();
    last = &it.value();
    return last;
}

} // namespace

const changekinds::Kind &changekinds::kindOf(const QString &type)
{
    const Kind *kind = findKind(type);
    if (!kind)
        throw Error(QStringLiteral("type: unknown event type %1").arg(quoted(printableName(type))));
    return *kind;
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
    // One look-up, and no copy of the kind's functions: asked of every event a replay meets.
    const changekinds::Kind *kind = findKind(type);
    return kind && bool(kind->inverse);
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
