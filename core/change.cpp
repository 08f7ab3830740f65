#include "core/change.h"

#include "core/jsonreader.h"

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

} // namespace adjutant::core
