// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the procedure tests of every rule set: run a procedure as the CLI does, JSON in, JSON
// out, and read its outcomes and modifiers.

#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace proceduretesting {

inline const adjutant::rulesets::Ruleset &ruleset(const char *id)
{
    const adjutant::rulesets::Ruleset *found =
        adjutant::rulesets::findRuleset(QString::fromLatin1(id));
    if (!found)
        qFatal("no %s rule set", id);
    return *found;
}

inline QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

// The procedure's JSON output; `dice` as the CLI takes it ({"cohesion": [5, 1]}), or none.
inline QJsonObject run(const adjutant::rulesets::Ruleset &ruleset, const QString &procedure,
                       const QJsonObject &input, const QJsonObject &dice = {})
{
    adjutant::rulesets::DiceSource source = dice.isEmpty()
                                                ? adjutant::rulesets::DiceSource::none()
                                                : adjutant::rulesets::DiceSource::fromJson(dice, QStringLiteral("dice"));
    const adjutant::rulesets::ProcedureResult result = ruleset.run(procedure, input, source);
    return result.toJson(source);
}

// The exact probability of the outcome whose label starts with `label`, or "absent".
inline QString exact(const QJsonObject &output, const QString &label)
{
    for (const QJsonValue &outcome : output.value(QStringLiteral("outcomes")).toArray()) {
        if (outcome.toObject().value(QStringLiteral("outcome")).toString().startsWith(label))
            return outcome.toObject().value(QStringLiteral("exact")).toString();
    }
    return QStringLiteral("absent");
}

// The labels of the modifiers applied, with their values: "Battle group ...:-1".
inline QStringList modifiers(const QJsonObject &output)
{
    QStringList list;
    for (const QJsonValue &m : output.value(QStringLiteral("modifiers")).toArray())
        list.append(QStringLiteral("%1:%2").arg(m.toObject().value(QStringLiteral("label")).toString()).arg(m.toObject().value(QStringLiteral("value")).toInt()));
    return list;
}

inline int modifierTotal(const QJsonObject &output)
{
    int total = 0;
    for (const QJsonValue &m : output.value(QStringLiteral("modifiers")).toArray())
        total += m.toObject().value(QStringLiteral("value")).toInt();
    return total;
}

} // namespace proceduretesting
