// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/length.h"

#include <QString>

#include <optional>

namespace adjutant::core {

// The unit a table is measured in (DESIGN.md, Set up): movement units (MU) of a size the players
// choose, inches, or a hex map, where lengths are counted in hexes, not measured. Which units and
// MU sizes a rule set plays with is its own rule (rulesets::Setup).
class MeasureUnit
{
public:
    enum class Kind { MovementUnit, Inch, Hex };

    static MeasureUnit movementUnit(Length size) { return MeasureUnit(Kind::MovementUnit, size); }
    static MeasureUnit inch() { return MeasureUnit(Kind::Inch, Length::fromMicrometres(25400)); }
    static MeasureUnit hex() { return MeasureUnit(Kind::Hex, Length()); }

    Kind kind() const { return mKind; }
    // Size of one unit; zero for hex maps.
    Length size() const { return mSize; }
    bool isHex() const { return mKind == Kind::Hex; }

    // Exact for every length that is a whole number of micrometres.
    double toUnits(Length length) const;
    // Rounds to the nearest micrometre; saturates far beyond any table (at 4e18 um).
    Length fromUnits(double units) const;

    // "MU", "in" or "hex"; and a label such as "MU (25 mm)".
    QString symbol() const;
    QString label() const;

    // The scenario-file spelling: "MU", "inch", "hex".
    QString key() const { return keyOf(mKind); }
    static QString keyOf(Kind kind);
    static std::optional<Kind> kindFromKey(const QString &key);

    bool operator==(const MeasureUnit &) const = default;

private:
    MeasureUnit(Kind kind, Length size) : mKind(kind), mSize(size) {}
    Kind mKind;
    Length mSize;
};

} // namespace adjutant::core
