// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scenariowriter.h"

#include "core/scenarioreader.h"

#include <QJsonArray>

namespace adjutant::core {

namespace {

template<typename T, typename WriteOne>
QJsonArray writeList(const QList<T> &items, WriteOne writeOne)
{
    QJsonArray result;
    for (const T &item : items)
        result.append(writeOne(item));
    return result;
}

QJsonObject hexCell(const HexCell &cell)
{
    return {{QStringLiteral("column"), cell.column}, {QStringLiteral("row"), cell.row}};
}

} // namespace

QJsonObject ScenarioWriter::write(const Battle &battle)
{
    const ScenarioWriter writer(battle.table);
    QJsonObject json{
        {QStringLiteral("format"), QStringLiteral("adjutant-scenario")},
        {QStringLiteral("version"), ScenarioReader::currentVersion},
        {QStringLiteral("name"), battle.name},
        {QStringLiteral("ruleset"), battle.ruleset},
        {QStringLiteral("table"), table(battle.table)},
        {QStringLiteral("turn"), battle.turn},
        {QStringLiteral("phase"), battle.phase},
        {QStringLiteral("activeSide"), battle.activeSide},
        {QStringLiteral("sides"), writeList(battle.sides, [&](const Side &s) { return writer.side(s); })},
        {QStringLiteral("units"), writeList(battle.units, [&](const Unit &u) { return writer.unit(u); })},
        {QStringLiteral("commanders"),
         writeList(battle.commanders, [&](const Commander &c) { return writer.commander(c); })},
        {QStringLiteral("terrain"),
         writeList(battle.terrain, [&](const Terrain &t) { return writer.terrain(t); })},
    };
    // Written only when some are in play, so that the other battles' files stay as they were.
    if (!battle.optionalRules.isEmpty())
        json[QStringLiteral("optionalRules")] = QJsonArray::fromStringList(battle.optionalRules);
    return json;
}

QJsonObject ScenarioWriter::table(const TableModel &table)
{
    QJsonObject json{{QStringLiteral("unit"), table.unit.key()}};
    if (table.unit.isHex()) {
        json[QStringLiteral("columns")] = table.hexColumns;
        json[QStringLiteral("rows")] = table.hexRows;
        return json;
    }
    if (table.unit.kind() == MeasureUnit::Kind::MovementUnit)
        json[QStringLiteral("muMillimetres")] = table.unit.size().millimetres();
    json[QStringLiteral("width")] = table.unit.toUnits(table.width);
    json[QStringLiteral("depth")] = table.unit.toUnits(table.depth);
    json[QStringLiteral("contactToleranceMillimetres")] = table.contactTolerance;
    return json;
}

QJsonObject ScenarioWriter::side(const Side &side) const
{
    return {{QStringLiteral("id"), side.id},
            {QStringLiteral("name"), side.name},
            {QStringLiteral("army"), side.army},
            {QStringLiteral("campSacked"), side.campSacked}};
}

QJsonObject ScenarioWriter::unitState(const UnitState &state) const
{
    QJsonObject json{{QStringLiteral("cohesion"), state.cohesion},
                     {QStringLiteral("disordered"), state.disordered},
                     {QStringLiteral("flags"), QJsonArray::fromStringList(state.flags)}};
    // Written only by the rule sets that keep formations, so that the others' files stay as they were.
    if (!state.formation.isEmpty())
        json[QStringLiteral("formation")] = state.formation;
    return json;
}

QJsonObject ScenarioWriter::unit(const Unit &unit) const
{
    QJsonObject json{{QStringLiteral("id"), unit.id},
            {QStringLiteral("side"), unit.side},
            {QStringLiteral("name"), unit.name},
            {QStringLiteral("troopType"), unit.troopType},
            {QStringLiteral("quality"), unit.quality},
            {QStringLiteral("armour"), unit.armour},
            {QStringLiteral("capabilities"), QJsonArray::fromStringList(unit.capabilities)},
            {QStringLiteral("strength"),
             QJsonObject{{QStringLiteral("original"), unit.originalStrength},
                         {QStringLiteral("current"), unit.currentStrength}}},
            {QStringLiteral("state"), unitState(unit.state)},
            {QStringLiteral("bases"), writeList(unit.bases, [&](const Base &b) { return base(b); })}};
    // Written only when a rule set keeps some, so that the others' files stay as they were.
    if (!unit.properties.isEmpty())
        json[QStringLiteral("properties")] = unit.properties;
    // Capture markers are written only where assigned, so that other files stay as they were.
    if (unit.trayMarker != noMarker)
        json[QStringLiteral("trayMarker")] = unit.trayMarker;
    return json;
}

QJsonObject ScenarioWriter::base(const Base &base) const
{
    QJsonObject json;
    if (mTable.unit.isHex()) {
        json = hexCell(base.hex);
        json[QStringLiteral("facing")] = int(base.facing);
    } else {
        json = {{QStringLiteral("x"), units(base.x)},
                {QStringLiteral("y"), units(base.y)},
                {QStringLiteral("facing"), base.facing},
                {QStringLiteral("width"), units(base.width)},
                {QStringLiteral("depth"), units(base.depth)}};
    }
    json[QStringLiteral("id")] = base.id;
    // Overrides are written only where a base differs from its unit.
    if (!base.troopType.isEmpty())
        json[QStringLiteral("troopType")] = base.troopType;
    if (!base.armour.isEmpty())
        json[QStringLiteral("armour")] = base.armour;
    if (!base.capabilities.isEmpty())
        json[QStringLiteral("capabilities")] = QJsonArray::fromStringList(base.capabilities);
    if (base.figures > 0)
        json[QStringLiteral("figures")] = base.figures;
    if (base.marker != noMarker)
        json[QStringLiteral("marker")] = base.marker;
    return json;
}

QJsonObject ScenarioWriter::commander(const Commander &commander) const
{
    QJsonObject json = mTable.unit.isHex()
                           ? hexCell(commander.hex)
                           : QJsonObject{{QStringLiteral("x"), units(commander.x)},
                                         {QStringLiteral("y"), units(commander.y)}};
    json[QStringLiteral("id")] = commander.id;
    json[QStringLiteral("side")] = commander.side;
    json[QStringLiteral("name")] = commander.name;
    json[QStringLiteral("rank")] = commander.rank;
    json[QStringLiteral("attachedTo")] = commander.attachedTo;
    if (!commander.orders.isEmpty())
        json[QStringLiteral("orders")] = commander.orders;
    if (!commander.markers.isEmpty())
        json[QStringLiteral("markers")] = QJsonArray::fromStringList(commander.markers);
    if (!commander.properties.isEmpty())
        json[QStringLiteral("properties")] = commander.properties;
    return json;
}

QJsonObject ScenarioWriter::terrain(const Terrain &terrain) const
{
    QJsonObject json{{QStringLiteral("id"), terrain.id},
                     {QStringLiteral("type"), terrain.type},
                     {QStringLiteral("properties"), terrain.properties}};
    if (mTable.unit.isHex()) {
        json[QStringLiteral("hexes")] = writeList(terrain.hexes, hexCell);
    } else {
        json[QStringLiteral("polygon")] = writeList(terrain.polygon, [&](const TablePoint &p) {
            return QJsonObject{{QStringLiteral("x"), units(p.x)}, {QStringLiteral("y"), units(p.y)}};
        });
    }
    return json;
}

} // namespace adjutant::core
