#pragma once

#include <QJsonObject>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::cli {

// adjutant-cli measure: the geometric facts of a free-form table as JSON (docs/cli.md): every
// contact and overlap between bases, and for each unit (or only `onlyUnit`) every enemy unit
// within `within` (in the table's unit) with the distance and the rule set's zones, arcs and
// line of sight. Rule values come from resources/rulesets/<id>/measurements.json.
// Throws core::Error for a hex map or an unknown unit.
QJsonObject measure(const core::Battle &battle, const QString &onlyUnit, double within);

} // namespace adjutant::cli
