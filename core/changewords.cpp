// SPDX-License-Identifier: GPL-3.0-or-later
// The log's words for what is not one change's line: each change type's name, and a field's key
// in words.
#include "core/changekinds.h"
#include "core/changes.h"

namespace adjutant::core {

using namespace changekinds;

QString Changes::label(const QString &type)
{
    static const QHash<QString, QString> labels{
        {QStringLiteral("battle.created"), QStringLiteral("Battle created")},
        {QStringLiteral("battle.imported"), QStringLiteral("Scenario imported")},
        {QStringLiteral("side.added"), QStringLiteral("Side added")},
        {QStringLiteral("side.removed"), QStringLiteral("Side removed")},
        {QStringLiteral("side.changed"), QStringLiteral("Side changed")},
        {QStringLiteral("unit.added"), QStringLiteral("Unit added")},
        {QStringLiteral("unit.removed"), QStringLiteral("Unit removed")},
        {QStringLiteral("unit.changed"), QStringLiteral("Unit changed")},
        {QStringLiteral("unit.stateChanged"), QStringLiteral("Unit's state changed")},
        {QStringLiteral("unit.basesLost"), QStringLiteral("Strength lost")},
        {QStringLiteral("unit.basesRestored"), QStringLiteral("Strength regained")},
        {QStringLiteral("base.added"), QStringLiteral("Base added")},
        {QStringLiteral("base.removed"), QStringLiteral("Base removed")},
        {QStringLiteral("base.moved"), QStringLiteral("Base moved")},
        {QStringLiteral("bases.moved"), QStringLiteral("Bases moved")},
        {QStringLiteral("commander.added"), QStringLiteral("Commander added")},
        {QStringLiteral("commander.removed"), QStringLiteral("Commander removed")},
        {QStringLiteral("commander.changed"), QStringLiteral("Commander changed")},
        {QStringLiteral("commander.marked"), QStringLiteral("Commander marked")},
        {QStringLiteral("terrain.added"), QStringLiteral("Terrain added")},
        {QStringLiteral("terrain.removed"), QStringLiteral("Terrain removed")},
        {QStringLiteral("terrain.changed"), QStringLiteral("Terrain changed")},
        {QStringLiteral("markers.assigned"), QStringLiteral("Markers assigned")},
        {QStringLiteral("turn.changed"), QStringLiteral("Turn changed")},
        {QStringLiteral("table.contactToleranceChanged"),
         QStringLiteral("Contact tolerance changed")},
        {resultType, QStringLiteral("Result applied")},
        {followedUpType, QStringLiteral("Change and its follow-ups")},
    };
    return labels.value(type, type);
}

QString changekinds::keyInWords(const QString &key)
{
    QString words;
    for (const QChar c : key) {
        if (c.isUpper()) {
            words += QLatin1Char(' ');
            words += c.toLower();
        } else {
            words += c;
        }
    }
    return words;
}

} // namespace adjutant::core
