#pragma once

// Shared by the FoGR procedure tests: run a procedure as the CLI does, JSON in, JSON out.

#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace fogrtesting {

inline const adjutant::rulesets::Ruleset &fogr()
{
    const adjutant::rulesets::Ruleset *ruleset = adjutant::rulesets::findRuleset(QStringLiteral("fogr"));
    if (!ruleset)
        qFatal("no fogr rule set");
    return *ruleset;
}

inline QJsonObject object(const char *json)
{
    return QJsonDocument::fromJson(QByteArray(json)).object();
}

// The procedure's JSON output; `dice` as the CLI takes it ({"cohesion": [5, 1]}), or none.
inline QJsonObject run(const QString &procedure, const QJsonObject &input, const QJsonObject &dice = {})
{
    adjutant::rulesets::DiceSource source = dice.isEmpty()
                                                ? adjutant::rulesets::DiceSource::none()
                                                : adjutant::rulesets::DiceSource::fromJson(dice, QStringLiteral("dice"));
    const adjutant::rulesets::ProcedureResult result = fogr().run(procedure, input, source);
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

} // namespace fogrtesting
