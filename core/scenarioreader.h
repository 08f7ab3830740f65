// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/battle.h"

class QByteArray;

namespace adjutant::core {

class JsonReader;

// Reads scenario files (docs/formats.md) and the entities inside event payloads, validating
// every field: an invalid input throws core::Error naming the path and the problem and yields
// nothing. Lengths in the file are in the table's unit and are stored in micrometres.
class ScenarioReader
{
public:
    static constexpr int currentVersion = 1;
    // No wargames table is larger than this; anything bigger is a typing slip (mm for MU, ...).
    static constexpr qint64 maxTableMicrometres = 20'000'000; // 20 m
    // An MU is any size a table could be measured in: from a millimetre to a metre. Which sizes
    // a rule set allows is its own rule, checked where a battle enters the program
    // (rulesets/battlecheck.h); outside this range is a typing slip (micrometres, or cm for mm).
    static constexpr qint64 minMovementUnitMicrometres = 1'000;     // 1 mm
    static constexpr qint64 maxMovementUnitMicrometres = 1'000'000; // 1 m
    static constexpr int maxHexes = 500;
    static constexpr int maxStrength = 100'000;

    // A whole scenario document. Every message starts with `source` (the file name).
    static Battle readDocument(const QByteArray &json, const QString &source);
    static Battle read(const JsonReader &scenario);
    static TableModel readTable(const JsonReader &table);
    // A contact tolerance in mm, from `key`: between geometry::minContactTolerance and
    // geometry::maxContactTolerance.
    static double contactTolerance(const JsonReader &json, QStringView key);

    // Entity readers against a battle whose table and sides are already known.
    explicit ScenarioReader(const Battle &context) : mContext(context) {}
    Side side(const JsonReader &json) const;
    Unit unit(const JsonReader &json) const;
    Base base(const JsonReader &json) const;
    Commander commander(const JsonReader &json) const;
    Terrain terrain(const JsonReader &json) const;
    UnitState unitState(const JsonReader &json) const;
    // Facing of a base, normalised to [0, 360) on free tables, a vertex 0..5 on hex maps.
    double facing(const JsonReader &json) const;
    Length coordinate(const JsonReader &json, QStringView key, Length limit) const;
    Length positiveLength(const JsonReader &json, QStringView key) const;
    HexCell hexCell(const JsonReader &json) const;
    // The "side" field: the id of a side of the battle.
    QString sideOf(const JsonReader &json) const;
    // Throws unless the whole base lies on the table.
    void requireOnTable(const Base &base, const QString &path) const;

private:
    const Battle &mContext;
};

} // namespace adjutant::core
