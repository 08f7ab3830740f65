// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Inside core: what one change type does, shared by changes.cpp (the ordinary changes),
// unitkinds.cpp (a unit's bases, state and strength) and changesteps.cpp (the changes made of
// other changes).

#include "core/battle.h"
#include "core/change.h"
#include "core/jsonreader.h"

#include <QHash>
#include <QList>
#include <QString>

#include <functional>

namespace adjutant::core {

class ScenarioReader;
class ScenarioWriter;

namespace changekinds {

inline const QString payloadPath = QStringLiteral("payload");
inline const QString resultType = QStringLiteral("adjudication.applied");
inline const QString followedUpType = QStringLiteral("change.followedUp");

struct Kind
{
    std::function<void(Battle &, const JsonReader &)> apply;
    std::function<ChangeList(const Battle &, const Change &)> inverse; // empty: not undoable
    std::function<QString(const Battle &, const JsonReader &)> describe;
};

// The kind of a known change type; throws core::Error naming an unknown one.
const Kind &kindOf(const QString &type);
QString quoted(const QString &s);
// A field's key in the words of the log: "originalStrength" -> "original strength"
// (changewords.cpp).
QString keyInWords(const QString &key);

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

inline QString displayName(const QString &name, const QString &id)
{
    return name.isEmpty() ? id : name;
}

// The entities' kinds (changes.cpp).
const EntitySpec<Side> &sideSpec();
const EntitySpec<Unit> &unitSpec();
const EntitySpec<Commander> &commanderSpec();
const EntitySpec<Terrain> &terrainSpec();

// A unit's bases, state and strength: base.added, base.removed, base.moved, bases.moved,
// unit.stateChanged, unit.basesLost and unit.basesRestored (core/unitkinds.cpp).
void addUnitKinds(QHash<QString, Kind> &kinds);

// commander.marked (a marker put on a commander or taken off) and the log's words for a
// commander's changes: attached to a unit, his orders (core/commanderkinds.cpp). `kinds` holds
// commander.changed already.
void addCommanderKinds(QHash<QString, Kind> &kinds);

// markers.assigned (capture markers given to bases and trays, core/markers.h), and the markers'
// check after unit.added, unit.changed and base.added (core/markerkinds.cpp). `kinds` holds those
// three already.
void addMarkerKinds(QHash<QString, Kind> &kinds);

// One of the ordinary changes a step is made of, with the path of its payload for messages.
struct Part
{
    Change change;
    QString path; // "payload.changes[1].payload"
};

// adjudication.applied: a rule-set result applied as one step. Its changes are ordinary
// changes, applied in order; they cannot be whole battles or other steps.
QList<Part> resultParts(const JsonReader &json);
// change.followedUp: a change and the changes the battle's rule set called for after it, each
// with its reason, applied in order as one step (core/followup.h).
QList<Part> followedUpParts(const JsonReader &json);
void applyParts(Battle &battle, const QList<Part> &parts);
// The inverse of each part as the battle stands just before it, last part first.
ChangeList partsInverse(const Battle &before, const QList<Part> &parts);
// "<the change's line>; <each follow-up's reason>".
QString describeFollowedUp(const Battle &before, const JsonReader &json);

} // namespace changekinds

} // namespace adjutant::core
