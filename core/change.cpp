// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/change.h"

#include "core/event.h"
#include "core/jsonreader.h"

#include <QJsonArray>

namespace adjutant::core {

QJsonObject Change::toJson() const
{
    return {{QStringLiteral("type"), type}, {QStringLiteral("payload"), payload}};
}

Change Change::fromJson(const QJsonValue &value, const QString &path)
{
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
        list << Change::fromJson(changes[i], QStringLiteral("payload.changes[%1]").arg(i));
    return list;
}

} // namespace adjutant::core
