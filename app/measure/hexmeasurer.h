#pragma once

#include <QJsonArray>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::measure {

// The facts of a Nieuport 1600 hex map for adjutant-cli measure: for each unit (every unit, or
// only `onlyUnit` when it is 0 or more) its enemies with hex distance, arcs, fire zone and line
// of sight, and its line of command. Throws core::Error for a unit the hex rules cannot place.
QJsonArray measureHexMap(const core::Battle &battle, int onlyUnit);

} // namespace adjutant::measure
