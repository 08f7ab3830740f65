// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/scenarioreader.h"

#include "core/error.h"
#include "core/jsonreader.h"
#include "core/markers.h"
#include "core/textlimits.h"
#include "geometry/orientedrect.h"
#include "geometry/polygon.h"

#include <QSet>

namespace adjutant::core {

namespace {

QString quoted(const QString &s) { return QLatin1Char('"') + s + QLatin1Char('"'); }

// Ids are unique within one list; the message names the first holder.
class IdRegistry
{
public:
    void add(const QString &id, const QString &path)
    {
        const auto it = mFirst.constFind(id);
        if (it != mFirst.constEnd())
            JsonReader::failAt(path + QStringLiteral(".id"),
                               QStringLiteral("duplicate id %1 (already used by %2)")
                                   .arg(quoted(id), *it));
        mFirst.insert(id, path);
    }

private:
    QHash<QString, QString> mFirst;
};

template<typename T, typename ReadOne>
QList<T> readList(const JsonReader &json, QStringView key, ReadOne readOne)
{
    QList<T> result;
    IdRegistry ids;
    const QJsonArray items = json.optionalArray(key);
    const QString arrayPath = json.pathOf(key);
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString path = JsonReader::pathOf(arrayPath, i);
        T item = readOne(JsonReader(items[i], path));
        ids.add(item.id, path);
        result << item;
    }
    return result;
}

// A capture marker is one base's or one tray's in the whole battle: the message names the first
// holder, as IdRegistry does.
void requireMarkersUnique(const QList<Unit> &units)
{
    QHash<int, QString> first;
    auto add = [&first](int id, const QString &path) {
        if (id == noMarker)
            return;
        const auto it = first.constFind(id);
        if (it != first.constEnd())
            JsonReader::failAt(path,
                               QStringLiteral("marker %1 is already used by %2").arg(id).arg(*it));
        first.insert(id, path);
    };
    for (qsizetype u = 0; u < units.size(); ++u) {
        const QString unitPath = JsonReader::pathOf(QStringLiteral("units"), u);
        add(units[u].trayMarker, unitPath + QStringLiteral(".trayMarker"));
        for (qsizetype b = 0; b < units[u].bases.size(); ++b) {
            add(units[u].bases[b].marker,
                JsonReader::pathOf(unitPath + QStringLiteral(".bases"), b) +
                    QStringLiteral(".marker"));
        }
    }
}

QString formatUnits(const MeasureUnit &unit, Length length)
{
    return QString::number(unit.toUnits(length), 'g', 6) + QLatin1Char(' ') + unit.symbol();
}

} // namespace

Battle ScenarioReader::readDocument(const QByteArray &json, const QString &source)
{
    const QJsonValue document = JsonReader::parse(json, source);
    if (!document.isObject())
        throw Error(QStringLiteral("%1: a scenario must be a JSON object").arg(source));
    try {
        Battle battle = read(JsonReader(document.toObject(), QString()));
        TextLimits::check(battle); // a scenario is new text: stored battles are read as they are
        return battle;
    } catch (const Error &error) {
        throw Error(QStringLiteral("%1: %2").arg(source, error.message()));
    }
}

Battle ScenarioReader::read(const JsonReader &json)
{
    const QString format = json.string(u"format");
    if (format != QLatin1String("adjutant-scenario"))
        json.fail(u"format", QStringLiteral("must be \"adjutant-scenario\""));
    const int version = json.integer(u"version", 1, 1'000'000);
    if (version > currentVersion) {
        json.fail(u"version", QStringLiteral("%1 is newer than this Adjutant reads (up to %2)")
                                  .arg(version)
                                  .arg(currentVersion));
    }
    // Version 1 is the only one so far; older versions get their own reader here.
    json.allowOnly({u"format", u"version", u"name", u"ruleset", u"optionalRules", u"table", u"turn",
                    u"phase", u"activeSide", u"sides", u"units", u"commanders", u"terrain"});

    Battle battle;
    battle.name = json.optionalString(u"name");
    // The rule set's id as text: core asks no rule set. Whether it is one Adjutant knows is
    // checked where a battle enters the program (rulesets/battlecheck.h).
    battle.ruleset = json.nonEmptyString(u"ruleset");
    battle.optionalRules = json.optionalStringList(u"optionalRules");
    battle.table = readTable(json.child(u"table"));
    const ScenarioReader reader(battle);
    battle.sides = readList<Side>(json, u"sides", [&](const JsonReader &j) { return reader.side(j); });
    if (battle.sides.size() < 2)
        json.fail(u"sides", QStringLiteral("a battle needs at least two sides"));
    battle.units = readList<Unit>(json, u"units", [&](const JsonReader &j) { return reader.unit(j); });
    requireMarkersUnique(battle.units);
    battle.commanders = readList<Commander>(json, u"commanders",
                                            [&](const JsonReader &j) { return reader.commander(j); });
    battle.terrain =
        readList<Terrain>(json, u"terrain", [&](const JsonReader &j) { return reader.terrain(j); });
    battle.turn = json.optionalInteger(u"turn", 1, 100'000, 1);
    battle.phase = json.optionalString(u"phase");
    battle.activeSide = json.optionalString(u"activeSide");
    if (!battle.activeSide.isEmpty() && battle.sideIndex(battle.activeSide) < 0)
        json.fail(u"activeSide", QStringLiteral("unknown side %1").arg(quoted(battle.activeSide)));
    return battle;
}

TableModel ScenarioReader::readTable(const JsonReader &json)
{
    TableModel table;
    const QString unitKey = json.string(u"unit");
    const auto kind = MeasureUnit::kindFromKey(unitKey);
    if (!kind)
        json.fail(u"unit", QStringLiteral("must be \"MU\", \"inch\" or \"hex\""));
    if (*kind == MeasureUnit::Kind::Hex) {
        json.allowOnly({u"unit", u"columns", u"rows"});
        table.unit = MeasureUnit::hex();
        table.hexColumns = json.integer(u"columns", 1, maxHexes);
        table.hexRows = json.integer(u"rows", 1, maxHexes);
        return table;
    }
    if (*kind == MeasureUnit::Kind::MovementUnit) {
        json.allowOnly(
            {u"unit", u"muMillimetres", u"width", u"depth", u"contactToleranceMillimetres"});
        const Length mu = Length::fromMillimetres(json.number(u"muMillimetres"));
        if (mu.micrometres() < minMovementUnitMicrometres ||
            mu.micrometres() > maxMovementUnitMicrometres) {
            json.fail(u"muMillimetres", QStringLiteral("must be between %1 and %2 (mm)")
                                            .arg(minMovementUnitMicrometres / 1000)
                                            .arg(maxMovementUnitMicrometres / 1000));
        }
        table.unit = MeasureUnit::movementUnit(mu);
    } else {
        json.allowOnly({u"unit", u"width", u"depth", u"contactToleranceMillimetres"});
        table.unit = MeasureUnit::inch();
    }
    if (json.has(u"contactToleranceMillimetres"))
        table.contactTolerance = contactTolerance(json, u"contactToleranceMillimetres");
    Battle context;
    context.table = table;
    const ScenarioReader reader(context);
    table.width = reader.positiveLength(json, u"width");
    table.depth = reader.positiveLength(json, u"depth");
    return table;
}

double ScenarioReader::contactTolerance(const JsonReader &json, QStringView key)
{
    const double mm = json.number(key);
    if (mm < geometry::minContactTolerance || mm > geometry::maxContactTolerance) {
        json.fail(key, QStringLiteral("must be between %1 and %2 (mm)")
                           .arg(geometry::minContactTolerance)
                           .arg(geometry::maxContactTolerance));
    }
    return mm;
}

Length ScenarioReader::positiveLength(const JsonReader &json, QStringView key) const
{
    const double value = json.number(key);
    const Length length = mContext.table.unit.fromUnits(value);
    if (value <= 0 || length.micrometres() <= 0)
        json.fail(key, QStringLiteral("must be a positive number"));
    if (length.micrometres() > maxTableMicrometres) {
        json.fail(key, QStringLiteral("must be at most %1 (20 m); no table is larger")
                           .arg(formatUnits(mContext.table.unit,
                                            Length::fromMicrometres(maxTableMicrometres))));
    }
    return length;
}

Length ScenarioReader::coordinate(const JsonReader &json, QStringView key, Length limit) const
{
    const Length length = mContext.table.unit.fromUnits(json.number(key));
    if (length < Length() || length > limit) {
        json.fail(key, QStringLiteral("is off the table (must be between 0 and %1)")
                           .arg(formatUnits(mContext.table.unit, limit)));
    }
    return length;
}

HexCell ScenarioReader::hexCell(const JsonReader &json) const
{
    return HexCell{json.integer(u"column", 0, mContext.table.hexColumns - 1),
                   json.integer(u"row", 0, mContext.table.hexRows - 1)};
}

double ScenarioReader::facing(const JsonReader &json) const
{
    if (mContext.table.unit.isHex())
        return json.optionalInteger(u"facing", 0, 5, 0);
    return geometry::wrappedFacing(json.optionalNumber(u"facing", 0.0));
}

QString ScenarioReader::sideOf(const JsonReader &json) const
{
    const QString side = json.nonEmptyString(u"side");
    if (mContext.sideIndex(side) < 0)
        json.fail(u"side", QStringLiteral("unknown side %1").arg(quoted(side)));
    return side;
}

Side ScenarioReader::side(const JsonReader &json) const
{
    json.allowOnly({u"id", u"name", u"army", u"campSacked"});
    return Side{json.nonEmptyString(u"id"), json.optionalString(u"name"), json.optionalString(u"army"),
                json.optionalBoolean(u"campSacked", false)};
}

UnitState ScenarioReader::unitState(const JsonReader &json) const
{
    json.allowOnly({u"cohesion", u"disordered", u"flags", u"formation"});
    return UnitState{json.optionalString(u"cohesion"), json.optionalBoolean(u"disordered", false),
                     json.optionalStringList(u"flags"), json.optionalString(u"formation")};
}

Unit ScenarioReader::unit(const JsonReader &json) const
{
    json.allowOnly({u"id", u"side", u"name", u"troopType", u"quality", u"armour", u"capabilities",
                    u"strength", u"state", u"bases", u"properties", u"trayMarker"});
    Unit unit;
    unit.id = json.nonEmptyString(u"id");
    unit.side = sideOf(json);
    unit.name = json.optionalString(u"name");
    unit.troopType = json.nonEmptyString(u"troopType");
    unit.quality = json.optionalString(u"quality");
    unit.armour = json.optionalString(u"armour");
    unit.capabilities = json.optionalStringList(u"capabilities");
    const JsonReader strength = json.child(u"strength");
    strength.allowOnly({u"original", u"current"});
    unit.originalStrength = strength.integer(u"original", 1, maxStrength);
    unit.currentStrength =
        strength.optionalInteger(u"current", 0, unit.originalStrength, unit.originalStrength);
    if (json.has(u"state"))
        unit.state = unitState(json.child(u"state"));
    unit.bases = readList<Base>(json, u"bases", [&](const JsonReader &j) { return base(j); });
    unit.properties = json.optionalObject(u"properties");
    if (json.has(u"trayMarker")) {
        unit.trayMarker = markers::read(json, u"trayMarker", false);
        for (const Base &b : unit.bases) {
            if (b.marker != noMarker)
                json.fail(u"trayMarker",
                          QStringLiteral("base %1 has a marker too; mark the tray or the "
                                         "bases, not both")
                              .arg(quoted(b.id)));
        }
    }
    return unit;
}

Base ScenarioReader::base(const JsonReader &json) const
{
    Base base;
    auto readKind = [&] {
        base.id = json.nonEmptyString(u"id");
        base.troopType = json.optionalString(u"troopType");
        base.armour = json.optionalString(u"armour");
        base.capabilities = json.optionalStringList(u"capabilities");
        base.figures = json.optionalInteger(u"figures", 1, maxStrength, 0);
        if (json.has(u"marker"))
            base.marker = markers::read(json, u"marker", false);
    };
    if (mContext.table.unit.isHex()) {
        json.allowOnly({u"id", u"troopType", u"armour", u"capabilities", u"figures", u"marker",
                        u"column", u"row", u"facing"});
        readKind();
        base.hex = hexCell(json);
        base.facing = facing(json);
        return base;
    }
    json.allowOnly({u"id", u"troopType", u"armour", u"capabilities", u"figures", u"marker", u"x",
                    u"y", u"facing", u"width", u"depth"});
    readKind();
    base.width = positiveLength(json, u"width");
    base.depth = positiveLength(json, u"depth");
    base.x = coordinate(json, u"x", mContext.table.width);
    base.y = coordinate(json, u"y", mContext.table.depth);
    base.facing = facing(json);
    requireOnTable(base, json.path());
    return base;
}

void ScenarioReader::requireOnTable(const Base &base, const QString &path) const
{
    const geometry::OrientedRect rect{{base.x.millimetres(), base.y.millimetres()},
                                      base.facing,
                                      base.width.millimetres(),
                                      base.depth.millimetres()};
    const TableModel &table = mContext.table;
    if (!geometry::withinTable(rect, table.width.millimetres(), table.depth.millimetres())) {
        JsonReader::failAt(path, QStringLiteral("lies partly off the %1 x %2 table")
                                     .arg(formatUnits(table.unit, table.width),
                                          formatUnits(table.unit, table.depth)));
    }
}

Commander ScenarioReader::commander(const JsonReader &json) const
{
    Commander commander;
    if (mContext.table.unit.isHex()) {
        json.allowOnly({u"id", u"side", u"name", u"rank", u"column", u"row", u"attachedTo", u"orders",
                        u"markers", u"properties"});
        commander.hex = hexCell(json);
    } else {
        json.allowOnly({u"id", u"side", u"name", u"rank", u"x", u"y", u"attachedTo", u"orders", u"markers",
                        u"properties"});
        commander.x = coordinate(json, u"x", mContext.table.width);
        commander.y = coordinate(json, u"y", mContext.table.depth);
    }
    commander.id = json.nonEmptyString(u"id");
    commander.side = sideOf(json);
    commander.name = json.optionalString(u"name");
    commander.rank = json.nonEmptyString(u"rank");
    commander.attachedTo = json.optionalString(u"attachedTo");
    commander.orders = json.optionalString(u"orders");
    commander.markers = json.optionalStringList(u"markers");
    commander.properties = json.optionalObject(u"properties");
    if (!commander.attachedTo.isEmpty()) {
        const int unit = mContext.unitIndex(commander.attachedTo);
        if (unit < 0)
            json.fail(u"attachedTo", QStringLiteral("unknown unit %1").arg(quoted(commander.attachedTo)));
        if (mContext.units[unit].side != commander.side)
            json.fail(u"attachedTo", QStringLiteral("unit %1 belongs to another side")
                                         .arg(quoted(commander.attachedTo)));
    }
    return commander;
}

Terrain ScenarioReader::terrain(const JsonReader &json) const
{
    Terrain terrain;
    if (mContext.table.unit.isHex())
        json.allowOnly({u"id", u"type", u"hexes", u"properties"});
    else
        json.allowOnly({u"id", u"type", u"polygon", u"properties"});
    terrain.id = json.nonEmptyString(u"id");
    terrain.type = json.nonEmptyString(u"type");
    terrain.properties = json.optionalObject(u"properties");
    const QString key = mContext.table.unit.isHex() ? QStringLiteral("hexes") : QStringLiteral("polygon");
    const QJsonArray items = json.array(key);
    const QString arrayPath = json.pathOf(key);
    for (qsizetype i = 0; i < items.size(); ++i) {
        const QString path = JsonReader::pathOf(arrayPath, i);
        const JsonReader point(items[i], path);
        if (mContext.table.unit.isHex()) {
            point.allowOnly({u"column", u"row"});
            terrain.hexes << hexCell(point);
        } else {
            point.allowOnly({u"x", u"y"});
            terrain.polygon << TablePoint{coordinate(point, u"x", mContext.table.width),
                                          coordinate(point, u"y", mContext.table.depth)};
        }
    }
    if (!mContext.table.unit.isHex() && terrain.polygon.size() < 3)
        json.fail(key, QStringLiteral("a polygon needs at least 3 points"));
    if (!mContext.table.unit.isHex()) {
        geometry::Polygon outline;
        for (const TablePoint &p : terrain.polygon)
            outline.push_back({p.x.millimetres(), p.y.millimetres()});
        // A flat outline (all corners in one line) folds back on itself, so this catches it too.
        if (geometry::selfIntersects(outline))
            json.fail(key, QStringLiteral("the outline crosses itself"));
    }
    if (mContext.table.unit.isHex() && terrain.hexes.isEmpty())
        json.fail(key, QStringLiteral("must list at least one hex"));
    return terrain;
}

} // namespace adjutant::core
