#include "app/measure/measurements.h"

#include "core/error.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace adjutant::measure {

QJsonObject loadMeasurements(const QString &ruleset)
{
    QFile file(QStringLiteral(":/rulesets/%1/measurements.json").arg(ruleset));
    if (!file.open(QIODevice::ReadOnly))
        throw core::Error(QStringLiteral("no measurements for rule set %1").arg(ruleset));
    return QJsonDocument::fromJson(file.readAll()).object();
}

double measurementValue(const QJsonObject &data, const char *key)
{
    return data[QStringLiteral("values")][QLatin1String(key)][QStringLiteral("value")].toDouble();
}

QStringList measurementTypes(const QJsonValue &list)
{
    QStringList types;
    for (const QJsonValue &type : list.toArray())
        types << type.toString();
    return types;
}

} // namespace adjutant::measure
