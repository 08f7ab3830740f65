#include "app/measure/measurements.h"

#include "core/error.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>

namespace adjutant::measure {

QJsonObject loadMeasurements(const QString &ruleset)
{
    // Compiled into the resources, so never different: parsed once a rule set (the overlays
    // measure on every move of a drag).
    thread_local QHash<QString, QJsonObject> loaded;
    const auto found = loaded.constFind(ruleset);
    if (found != loaded.constEnd())
        return *found;
    QFile file(QStringLiteral(":/rulesets/%1/measurements.json").arg(ruleset));
    if (!file.open(QIODevice::ReadOnly))
        throw core::Error(QStringLiteral("no measurements for rule set %1").arg(ruleset));
    const QJsonObject data = QJsonDocument::fromJson(file.readAll()).object();
    loaded.insert(ruleset, data);
    return data;
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
