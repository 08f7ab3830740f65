#pragma once

#include <QJsonObject>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::measure {

// The geometric facts (adjutant-cli measure, the app's inspector) of a battle as JSON (docs/cli.md). On a free-form
// table: every contact and overlap between bases, and for each unit (or only `onlyUnit`) every
// enemy unit within `within` (in the table's unit) with the distance and the rule set's zones,
// arcs and line of sight. On a Nieuport 1600 hex map: for each unit every enemy with the hex
// distance, arcs, fire zone and line of sight, and its line of command. Rule values come from
// resources/rulesets/<id>/measurements.json. Throws core::Error for an unknown unit or a unit
// the hex rules cannot place.
QJsonObject measure(const core::Battle &battle, const QString &onlyUnit, double within);

} // namespace adjutant::measure
