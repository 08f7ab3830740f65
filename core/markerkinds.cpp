// SPDX-License-Identifier: GPL-3.0-or-later
// markers.assigned: capture markers given to bases and trays (or taken off them) as one step, and
// the markers' check on every other change that can bring a marker in.
#include "core/changekinds.h"

#include "core/battle.h"
#include "core/jsonreader.h"
#include "core/markers.h"

#include <QJsonArray>
#include <QSet>

namespace adjutant::core {

namespace {

using namespace changekinds;

// One assignment's target: a unit's tray (base < 0) or one of its bases.
struct Target
{
    int unit;
    int base;
};

Target requireTarget(const Battle &battle, const JsonReader &json)
{
    json.allowOnly({u"unit", u"base", u"marker"});
    const int unit = requireIndex(battle, unitSpec(), json, u"unit");
    if (!json.has(u"base"))
        return {unit, -1};
    const QString id = json.nonEmptyString(u"base");
    const int base = indexOf(battle.units[unit].bases, id);
    if (base < 0)
        json.fail(u"base", QStringLiteral("unit %1 has no base %2")
                               .arg(quoted(battle.units[unit].id), quoted(id)));
    return {unit, base};
}

QList<JsonReader> assignments(const JsonReader &json)
{
    json.allowOnly({u"assignments"});
    const QJsonArray items = json.array(u"assignments");
    if (items.isEmpty())
        json.fail(u"assignments", QStringLiteral("must name at least one base or unit"));
    QList<JsonReader> result;
    for (qsizetype i = 0; i < items.size(); ++i)
        result << JsonReader(items[i], JsonReader::pathOf(json.pathOf(u"assignments"), i));
    return result;
}

// Every assignment is made before the battle's markers are checked, so that one step can move a
// marker from one base to another, or mark a unit's tray instead of its bases.
void applyAssigned(Battle &battle, const JsonReader &json)
{
    QSet<QPair<int, int>> seen;
    for (const JsonReader &one : assignments(json)) {
        const Target target = requireTarget(battle, one);
        const int id = markers::read(one, u"marker", true);
        Unit &unit = battle.units[target.unit];
        if (seen.contains({target.unit, target.base})) {
            one.fail(target.base < 0 ? u"unit" : u"base",
                     target.base < 0
                         ? QStringLiteral("the tray of unit %1 is given a marker twice")
                               .arg(quoted(unit.id))
                         : QStringLiteral("base %1 of unit %2 is given a marker twice")
                               .arg(quoted(unit.bases[target.base].id), quoted(unit.id)));
        }
        seen.insert({target.unit, target.base});
        (target.base < 0 ? unit.trayMarker : unit.bases[target.base].marker) = id;
    }
    const QString problem = markers::problem(battle);
    if (!problem.isEmpty())
        json.fail(u"assignments", problem);
}

ChangeList assignedInverse(const Battle &before, const Change &change)
{
    QJsonArray back;
    for (const JsonReader &one : assignments(JsonReader(change.payload, payloadPath))) {
        const Target target = requireTarget(before, one);
        const Unit &unit = before.units[target.unit];
        QJsonObject restore{{QStringLiteral("unit"), unit.id}};
        if (target.base < 0) {
            restore.insert(QStringLiteral("marker"), unit.trayMarker);
        } else {
            restore.insert(QStringLiteral("base"), unit.bases[target.base].id);
            restore.insert(QStringLiteral("marker"), unit.bases[target.base].marker);
        }
        back.append(restore);
    }
    return {Change{change.type, {{QStringLiteral("assignments"), back}}}};
}

QString counted(int n, const QString &one, const QString &many)
{
    return QStringLiteral("%1 %2").arg(n).arg(n == 1 ? one : many);
}

// "Markers assigned: 12 bases, 1 tray", "Markers assigned to "Tercio": 4 bases; cleared: 1 tray".
QString describeAssigned(const Battle &before, const JsonReader &json)
{
    int bases[2] = {0, 0}; // assigned, cleared
    int trays[2] = {0, 0};
    QSet<int> units;
    for (const JsonReader &one : assignments(json)) {
        const Target target = requireTarget(before, one);
        const int cleared = markers::read(one, u"marker", true) == noMarker ? 1 : 0;
        ++(target.base < 0 ? trays : bases)[cleared];
        units.insert(target.unit);
    }
    auto what = [&](int i) {
        QStringList parts;
        if (bases[i] > 0)
            parts << counted(bases[i], QStringLiteral("base"), QStringLiteral("bases"));
        if (trays[i] > 0)
            parts << counted(trays[i], QStringLiteral("tray"), QStringLiteral("trays"));
        return parts.join(QStringLiteral(", "));
    };
    QString name; // the unit's, when the step marks one unit only
    if (units.size() == 1) {
        const Unit &unit = before.units[*units.begin()];
        name = quoted(displayName(unit.name, unit.id));
    }
    const QString assigned = what(0);
    const QString cleared = what(1);
    if (assigned.isEmpty()) {
        return QStringLiteral("Markers cleared%1: %2")
            .arg(name.isEmpty() ? QString() : QStringLiteral(" on ") + name, cleared);
    }
    QString text = QStringLiteral("Markers assigned%1: %2")
                       .arg(name.isEmpty() ? QString() : QStringLiteral(" to ") + name, assigned);
    if (!cleared.isEmpty())
        text += QStringLiteral("; cleared: %1").arg(cleared);
    return text;
}

// A change that brings in a whole unit or base brings its markers too: refused when one is in use
// elsewhere, or when the unit would be marked both by its tray and on its bases.
void checkMarkersAfter(Kind &kind, QStringView key)
{
    kind.apply = [apply = kind.apply, key = key.toString()](Battle &battle,
                                                            const JsonReader &json) {
        apply(battle, json);
        const QString problem = markers::problem(battle);
        if (!problem.isEmpty())
            json.fail(key, problem);
    };
}

} // namespace

void changekinds::addMarkerKinds(QHash<QString, Kind> &kinds)
{
    kinds.insert(markers::assignedType, {applyAssigned, assignedInverse, describeAssigned});
    checkMarkersAfter(kinds[QStringLiteral("unit.added")], u"unit");
    checkMarkersAfter(kinds[QStringLiteral("unit.changed")], u"set");
    checkMarkersAfter(kinds[QStringLiteral("base.added")], u"base");
}

} // namespace adjutant::core
