// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/battle.h"

#include <QJsonObject>

namespace adjutant::core {

// Writes the newest scenario format (docs/formats.md); ScenarioReader reads it back to an equal
// Battle. Lengths are written in the table's unit.
class ScenarioWriter
{
public:
    explicit ScenarioWriter(const TableModel &table) : mTable(table) {}

    static QJsonObject write(const Battle &battle);
    static QJsonObject table(const TableModel &table);

    QJsonObject side(const Side &side) const;
    QJsonObject unit(const Unit &unit) const;
    QJsonObject base(const Base &base) const;
    QJsonObject unitState(const UnitState &state) const;
    QJsonObject commander(const Commander &commander) const;
    QJsonObject terrain(const Terrain &terrain) const;
    double units(Length length) const { return mTable.unit.toUnits(length); }

private:
    const TableModel &mTable;
};

} // namespace adjutant::core
