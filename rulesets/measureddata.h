#pragma once

#include <QJsonObject>
#include <QString>

namespace adjutant::rulesets {

// A rule set's measured values, resources/rulesets/<id>/measurements.json (the measurer reads the
// same file), for the set-up values kept there: command ranges. The whole document, or an empty
// object when the rule set has none. When these values move into the rule tables, the set-up reads
// them from the RuleBook instead.
QJsonObject measuredData(const QString &ruleset);
// values.<key> of that document: {"value": ..., "source": ...}.
QJsonObject measuredValue(const QString &ruleset, const QString &key);

} // namespace adjutant::rulesets
