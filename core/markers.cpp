// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/markers.h"

#include "core/battle.h"
#include "core/error.h"
#include "core/jsonreader.h"

#include <QHash>
#include <QJsonArray>
#include <QSet>

#include <cmath>

namespace adjutant::core::markers {

namespace {

QString unitName(const Unit &unit)
{
    return QLatin1Char('"') + (unit.name.isEmpty() ? unit.id : unit.name) + QLatin1Char('"');
}

QString baseName(const Unit &unit, const Base &base)
{
    return QStringLiteral("base \"%1\" of %2").arg(base.id, unitName(unit));
}

QString trayName(const Unit &unit)
{
    return QStringLiteral("the tray of %1").arg(unitName(unit));
}

bool hasBaseMarkers(const Unit &unit)
{
    for (const Base &base : unit.bases) {
        if (base.marker != noMarker)
            return true;
    }
    return false;
}

} // namespace

int read(const JsonReader &json, QStringView key, bool allowNone)
{
    const double id = json.number(key);
    if (id != std::floor(id))
        json.fail(key, QStringLiteral("must be a whole number"));
    if (allowNone && id == noMarker)
        return noMarker;
    if (id < 0 || id >= baseMarkerIdCount) {
        json.fail(key, QStringLiteral("must be between 0 and %1%2 (%3 to 249 mark the table)")
                           .arg(baseMarkerIdCount - 1)
                           .arg(allowNone ? QStringLiteral(", or -1 for none") : QString())
                           .arg(baseMarkerIdCount));
    }
    return int(id);
}

QString problem(const Battle &battle)
{
    QHash<int, QString> used;
    auto use = [&used](int id, const QString &where) -> QString {
        if (id == noMarker)
            return {};
        const auto it = used.constFind(id);
        if (it != used.constEnd())
            return QStringLiteral("marker %1 is on %2 and on %3; each needs its own")
                .arg(id)
                .arg(*it, where);
        used.insert(id, where);
        return {};
    };
    for (const Unit &unit : battle.units) {
        if (unit.trayMarker != noMarker && hasBaseMarkers(unit)) {
            return QStringLiteral(
                       "unit %1 has a tray marker and markers on its bases; mark the tray or "
                       "the bases, not both")
                .arg(unitName(unit));
        }
        QString clash = use(unit.trayMarker, trayName(unit));
        for (qsizetype b = 0; clash.isEmpty() && b < unit.bases.size(); ++b)
            clash = use(unit.bases[b].marker, baseName(unit, unit.bases[b]));
        if (!clash.isEmpty())
            return clash;
    }
    return {};
}

QString holder(const Battle &battle, int id)
{
    if (id == noMarker)
        return {};
    for (const Unit &unit : battle.units) {
        if (unit.trayMarker == id)
            return trayName(unit);
        for (const Base &base : unit.bases) {
            if (base.marker == id)
                return baseName(unit, base);
        }
    }
    return {};
}

std::optional<Change> propose(const Battle &battle, bool trays)
{
    QSet<int> used;
    for (const Unit &unit : battle.units) {
        if (unit.trayMarker != noMarker)
            used.insert(unit.trayMarker);
        for (const Base &base : unit.bases) {
            if (base.marker != noMarker)
                used.insert(base.marker);
        }
    }
    struct Wanted
    {
        QString unit;
        QString base; // empty: the unit's tray
    };
    QList<Wanted> wanted;
    for (const Unit &unit : battle.units) {
        if (unit.trayMarker != noMarker || unit.bases.isEmpty())
            continue;
        // A unit marked already keeps its way; an unmarked one is marked the way asked for.
        if (trays && !hasBaseMarkers(unit)) {
            wanted.append({unit.id, QString()});
            continue;
        }
        for (const Base &base : unit.bases) {
            if (base.marker == noMarker)
                wanted.append({unit.id, base.id});
        }
    }
    if (wanted.isEmpty())
        return std::nullopt;
    const qsizetype needed = used.size() + wanted.size();
    if (needed > baseMarkerIdCount) {
        throw Error(
            QStringLiteral("the battle needs %1 markers but there are only %2 (ids 0 to %3)%4")
                .arg(needed)
                .arg(baseMarkerIdCount)
                .arg(baseMarkerIdCount - 1)
                .arg(trays ? QString()
                           : QStringLiteral("; mark whole units on their trays instead")));
    }
    QJsonArray assignments;
    int next = 0;
    for (const Wanted &w : wanted) {
        while (used.contains(next))
            ++next;
        QJsonObject one{{QStringLiteral("unit"), w.unit}, {QStringLiteral("marker"), next}};
        if (!w.base.isEmpty())
            one.insert(QStringLiteral("base"), w.base);
        assignments.append(one);
        ++next;
    }
    return Change{assignedType, {{QStringLiteral("assignments"), assignments}}};
}

} // namespace adjutant::core::markers
