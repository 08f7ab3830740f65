// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/troopprofile.h"

#include "core/jsonreader.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

namespace adjutant::rulesets::fogr {

namespace {

TroopProfile profileOf(const core::JsonReader &json, QStringView key, const QStringList &types,
                       const RuleBook &book, QStringView shockKey)
{
    const QJsonArray catalogue =
        book.json(QStringLiteral("troopTypes"), QStringLiteral("types")).toArray();
    QStringList names;
    TroopProfile profile;
    profile.types = types;
    profile.mounted = profile.elephants = profile.foot = profile.light = profile.artillery = true;
    for (const QString &type : types) {
        QJsonObject entry;
        for (const QJsonValue &candidate : catalogue) {
            if (candidate.toObject().value(QStringLiteral("name")).toString() == type)
                entry = candidate.toObject();
        }
        if (entry.isEmpty()) {
            for (const QJsonValue &candidate : catalogue)
                names.append(candidate.toObject().value(QStringLiteral("name")).toString());
            json.fail(key, QStringLiteral("\"%1\" is not a troop type (%2)")
                               .arg(type, names.join(QStringLiteral(", "))));
        }
        const QString category = entry.value(QStringLiteral("category")).toString();
        profile.mounted = profile.mounted && category == QStringLiteral("Mounted");
        profile.elephants = profile.elephants && category == QStringLiteral("Elephants");
        profile.foot = profile.foot && category == QStringLiteral("Foot");
        profile.light = profile.light && entry.value(QStringLiteral("light")).toBool();
        profile.shock = profile.shock || entry.value(QStringLiteral("shock")).toBool();
        profile.artillery = profile.artillery && type.endsWith(QStringLiteral(" Artillery"));
        profile.battleWagons = profile.battleWagons || type == QStringLiteral("Battle Wagons");
        profile.warriors = profile.warriors || type == QStringLiteral("Warriors");
    }
    if (!shockKey.isEmpty() && json.has(shockKey))
        profile.shock = json.optionalBoolean(shockKey, profile.shock);
    return profile;
}

} // namespace

QString TroopProfile::category() const
{
    if (mounted)
        return QStringLiteral("Mounted");
    if (elephants)
        return QStringLiteral("Elephants");
    if (foot)
        return QStringLiteral("Foot");
    return QStringLiteral("mounted and foot");
}

TroopProfile readTroops(const core::JsonReader &json, QStringView key, const RuleBook &book,
                        QStringView shockKey)
{
    QStringList types;
    const QJsonArray array = json.array(key);
    if (array.isEmpty())
        json.fail(key, QStringLiteral("name at least one troop type"));
    for (const QJsonValue &value : array) {
        if (!value.isString())
            json.fail(key, QStringLiteral("must be an array of troop type names"));
        if (!types.contains(value.toString()))
            types.append(value.toString());
    }
    return profileOf(json, key, types, book, shockKey);
}

TroopProfile readTroopType(const core::JsonReader &json, QStringView key, const RuleBook &book,
                           QStringView shockKey)
{
    return profileOf(json, key, {json.nonEmptyString(key)}, book, shockKey);
}

QJsonObject ruleReason(const RuleBook &book, const QString &table, const QString &key,
                       const QString &effect)
{
    const RuleValue &cell = book.value(table, key);
    QJsonObject reason{
        {QStringLiteral("rule"), cell.text.isEmpty() ? key : cell.text},
        {QStringLiteral("citation"), cell.source.isEmpty() ? book.tableSource(table) : cell.source},
        {QStringLiteral("effect"), effect}};
    if (cell.status == RuleValue::Status::Interpreted)
        reason.insert(QStringLiteral("interpreted"), cell.reason);
    return reason;
}

} // namespace adjutant::rulesets::fogr
