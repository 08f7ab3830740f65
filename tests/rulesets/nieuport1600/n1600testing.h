// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the Nieuport 1600 procedure tests: run a procedure as the CLI does, and the text's own
// numbers written out again from its tables (not read from the rule data), for brute force.

#include "dicetesting.h"
#include "proceduretesting.h"

#include <QJsonArray>
#include <QStringList>

namespace n1600testing {

inline const adjutant::rulesets::Ruleset &n1600()
{
    return proceduretesting::ruleset("nieuport1600");
}

inline const QJsonObject runN(const char *procedure, const QJsonObject &input,
                              const QJsonObject &dice = {})
{
    return proceduretesting::run(n1600(), QString::fromLatin1(procedure), input, dice);
}

// A procedure whose outcome is certain, run as the resolver applies it: with dice (none typed).
inline const QJsonObject runWithoutRolls(const char *procedure, const QJsonObject &input)
{
    adjutant::rulesets::DiceSource source = adjutant::rulesets::DiceSource::typed({});
    return n1600().run(QString::fromLatin1(procedure), input, source).toJson(source);
}

inline const QJsonObject change(const QJsonObject &output, int index)
{
    return output[QStringLiteral("changes")].toArray().at(index).toObject();
}

inline QString levelSet(const QJsonObject &output, int index)
{
    return change(output, index)[QStringLiteral("payload")][QStringLiteral("state")]
                                [QStringLiteral("cohesion")]
                                    .toString();
}

// The text's numbers, as printed (N1600 Fire Table, Artillery Fire Table, 12.2).
inline int fireValue(const QString &type)
{
    static const QHash<QString, int> values{{"C", 6}, {"A", 5}, {"S", 7}, {"L", 6},
                                            {"T", 5}, {"N", 4}, {"M", 4}};
    return values.value(type);
}
inline int artilleryValue(int distance)
{
    static const int values[] = {0, 2, 3, 4, 5, 5, 6, 6, 7, 7, 8};
    return values[distance];
}
inline const QStringList &levelNames()
{
    static const QStringList names{"Normal", "Disordered", "Shaken", "Broken"};
    return names;
}
inline int levelEffect(int level)
{
    static const int effects[] = {0, -1, -2, -5};
    return effects[level];
}
inline QString after(int level, int lost)
{
    const int index = level + lost;
    return index > 3 ? QStringLiteral("Eliminated") : levelNames()[index];
}

// The exact chances of the outcomes in `group`, label: chance.
inline QStringList group(const QJsonObject &output, const QString &name)
{
    QStringList list;
    for (const QJsonValue &o : output[QStringLiteral("outcomes")].toArray()) {
        if (o[QStringLiteral("group")].toString() == name)
            list << o[QStringLiteral("outcome")].toString() + QStringLiteral(": ") +
                        o[QStringLiteral("exact")].toString();
    }
    return list;
}

inline QString fraction(long long count, long long all)
{
    return dicetesting::text(dicetesting::Fraction(count, all));
}

} // namespace n1600testing
