#pragma once

#include <QJsonObject>
#include <QStringList>

namespace adjutant::measure {

// A rule set's measured values, resources/rulesets/<id>/measurements.json: each value with its
// section, and what the transcription lacks marked missing. Throws core::Error when the rule set
// has none.
QJsonObject loadMeasurements(const QString &ruleset);
// values.<key>.value
double measurementValue(const QJsonObject &data, const char *key);
// A list of type names (terrain types, troop types) as the data gives it.
QStringList measurementTypes(const QJsonValue &list);

} // namespace adjutant::measure
