#include "rulesets/measureddata.h"

#include <QFile>
#include <QJsonDocument>

namespace adjutant::rulesets {

QJsonObject measuredData(const QString &ruleset)
{
    QFile file(QStringLiteral(":/rulesets/%1/measurements.json").arg(ruleset));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

QJsonObject measuredValue(const QString &ruleset, const QString &key)
{
    return measuredData(ruleset).value(QStringLiteral("values")).toObject().value(key).toObject();
}

} // namespace adjutant::rulesets
