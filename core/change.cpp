// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/change.h"

#include "core/event.h"
#include "core/jsonreader.h"

#include <QJsonArray>

#include <optional>

namespace adjutant::core {

QJsonObject Change::toJson() const
{
    return {{QStringLiteral("type"), type}, {QStringLiteral("payload"), payload}};
}

namespace {

// A change as it is well formed, read without a JsonReader (which makes the names of the fields
// it reads); anything else is read again by one, to name the problem.
std::optional<Change> wellFormed(const QJsonValue &value)
{
    if (!value.isObject())
        return std::nullopt;
    const QJsonObject object = value.toObject();
    if (object.size() != 2)
        return std::nullopt;
    const QJsonValue type = object.value(QLatin1StringView("type"));
    const QJsonValue payload = object.value(QLatin1StringView("payload"));
    if (!type.isString() || !payload.isObject())
        return std::nullopt;
    QString name = type.toString().trimmed();
    if (name.isEmpty())
        return std::nullopt;
    return Change{std::move(name), payload.toObject()};
}

} // namespace

Change Change::fromJson(const QJsonValue &value, const QString &arrayPath, qsizetype index)
{
    if (std::optional<Change> change = wellFormed(value))
        return *std::move(change);
    return fromJson(value, JsonReader::pathOf(arrayPath, index));
}

Change Change::fromJson(const QJsonValue &value, const QString &path)
{
    if (std::optional<Change> change = wellFormed(value))
        return *std::move(change);
    const JsonReader json(value, path);
    json.allowOnly({u"type", u"payload"});
    return Change{json.nonEmptyString(u"type"), json.child(u"payload").object()};
}

ChangeList Event::applied() const
{
    if (type != QLatin1String("undo") && type != QLatin1String("redo"))
        return {change()};
    ChangeList list;
    const QJsonArray changes = payload.value(QStringLiteral("changes")).toArray();
    for (qsizetype i = 0; i < changes.size(); ++i)
        list << Change::fromJson(changes[i], QStringLiteral("payload.changes"), i);
    return list;
}

} // namespace adjutant::core
