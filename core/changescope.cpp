// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/changescope.h"

#include "core/changes.h"
#include "core/event.h"

#include <QJsonArray>

namespace adjutant::core {

namespace {

QString stringAt(const QJsonObject &json, const QString &key)
{
    return json.value(key).toString();
}

// The id an entity change names: `{"unit": {"id": ...}}` when added, `{"id": ...}` otherwise.
QString entityId(const QString &noun, const QString &verb, const QJsonObject &payload)
{
    return verb == QLatin1String("added")
               ? stringAt(payload.value(noun).toObject(), QStringLiteral("id"))
               : stringAt(payload, QStringLiteral("id"));
}

// One ordinary change (not a step of several). docs/formats.md lists every type.
void addPart(ChangeScope &scope, const Change &change)
{
    const QJsonObject &payload = change.payload;
    const QString noun = change.type.section(QLatin1Char('.'), 0, 0);
    const QString verb = change.type.section(QLatin1Char('.'), 1);
    if (noun == QLatin1String("battle")) {
        scope.battle = true;
    } else if (change.type == QLatin1String("turn.changed")) {
        scope.turn = true;
    } else if (noun == QLatin1String("table")) {
        scope.table = true;
    } else if (noun == QLatin1String("base")) {
        scope.bases.insert(stringAt(payload, QStringLiteral("unit")));
    } else if (change.type == QLatin1String("bases.moved")) {
        for (const QJsonValue &move : payload.value(QStringLiteral("moves")).toArray())
            scope.bases.insert(stringAt(move.toObject(), QStringLiteral("unit")));
    } else if (change.type == QLatin1String("markers.assigned")) {
        // A base's marker is the base's; a tray's is its unit's.
        for (const QJsonValue &value : payload.value(QStringLiteral("assignments")).toArray()) {
            const QJsonObject assignment = value.toObject();
            const QString unit = stringAt(assignment, QStringLiteral("unit"));
            if (assignment.contains(QStringLiteral("base")))
                scope.bases.insert(unit);
            else
                scope.units.insert(unit);
        }
    } else if (noun == QLatin1String("unit")) {
        const QString id = entityId(noun, verb, payload);
        scope.units.insert(id);
        // Added, removed or changed as a whole, a unit may bring, take or move its bases;
        // its state and strength leave them where they are.
        if (verb == QLatin1String("added") || verb == QLatin1String("removed") ||
            verb == QLatin1String("changed"))
            scope.bases.insert(id);
    } else if (noun == QLatin1String("side")) {
        scope.sides.insert(entityId(noun, verb, payload));
    } else if (noun == QLatin1String("commander")) {
        scope.commanders.insert(entityId(noun, verb, payload));
    } else if (noun == QLatin1String("terrain")) {
        scope.terrain.insert(entityId(noun, verb, payload));
    } else {
        scope.battle = true; // a type this build does not know: look at everything again
    }
}

} // namespace

ChangeScope ChangeScope::of(const Change &change)
{
    ChangeScope scope;
    for (const Change &part : Changes::parts(change))
        addPart(scope, part);
    return scope;
}

ChangeScope ChangeScope::of(const Event &event)
{
    if (event.type != QLatin1String("undo") && event.type != QLatin1String("redo"))
        return of(event.change());
    ChangeScope scope;
    for (const QJsonValue &change : event.payload.value(QStringLiteral("changes")).toArray()) {
        const QJsonObject json = change.toObject();
        scope.unite(of(Change{stringAt(json, QStringLiteral("type")),
                              json.value(QStringLiteral("payload")).toObject()}));
    }
    return scope;
}

void ChangeScope::unite(const ChangeScope &other)
{
    battle = battle || other.battle;
    table = table || other.table;
    turn = turn || other.turn;
    sides.unite(other.sides);
    units.unite(other.units);
    bases.unite(other.bases);
    commanders.unite(other.commanders);
    terrain.unite(other.terrain);
}

} // namespace adjutant::core
