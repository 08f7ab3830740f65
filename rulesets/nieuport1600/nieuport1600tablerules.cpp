// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/nieuport1600/nieuport1600tablerules.h"

#include "core/battle.h"
#include "core/error.h"
#include "geometry/hexarc.h"
#include "geometry/hexcontentsgrid.h"
#include "geometry/hexfacing.h"
#include "geometry/hexfirezone.h"
#include "geometry/hexlayout.h"
#include "geometry/hexlineofcommand.h"
#include "geometry/hexlineofsight.h"
#include "geometry/hexmap.h"
#include "geometry/hexoffset.h"
#include "geometry/hexunit.h"
#include "measure/tablemeasurer.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/nieuport1600/n1600hexunits.h"
#include "rulesets/nieuport1600/n1600wings.h"
#include "rulesets/nieuport1600/n1600movement.h"
#include "rulesets/rulebook.h"

#include <QHash>
#include <QJsonArray>

#include <optional>
#include <span>
#include <stdexcept>
#include <vector>

namespace adjutant::rulesets::nieuport1600 {

namespace {

const QString measuring = QStringLiteral("measuring");

class HexMeasurer
{
public:
    HexMeasurer(const core::Battle &battle, const RuleBook &book)
        : mBattle(battle), mBook(book), mMap(battle.table.hexColumns, battle.table.hexRows),
          mContents(mMap), mArtilleryRange(book.integer(measuring, QStringLiteral("artilleryFireRange")))
    {
        for (const core::Terrain &terrain : battle.terrain) {
            if (!book.has(QStringLiteral("terrainEffects"), terrain.type))
                continue; // a type the table does not know changes neither sight nor level
            const QJsonObject type = book.json(QStringLiteral("terrainEffects"), terrain.type).toObject();
            // A type the table gives no level (a village: the Terrain Effects Table has no row
            // for it) has it under "<type>.level", missing until the players supply it.
            const QString levelKey = terrain.type + QStringLiteral(".level");
            std::optional<int> level;
            if (type.contains(QStringLiteral("level")))
                level = type[QStringLiteral("level")].toInt();
            else if (book.has(QStringLiteral("terrainEffects"), levelKey) &&
                     book.value(QStringLiteral("terrainEffects"), levelKey).isAvailable())
                level = book.integer(QStringLiteral("terrainEffects"), levelKey, 0, 1);
            for (const core::HexCell &cell : terrain.hexes) {
                geometry::HexContents &contents = mContents.at(hexOf(cell));
                contents.obstacle = contents.obstacle || type[QStringLiteral("obstacle")].toBool();
                if (level)
                    contents.level = std::max(contents.level, *level);
                else
                    mUnknownLevel.insert(keyOf(hexOf(cell)), levelKey);
            }
        }
        for (const core::Unit &unit : battle.units) {
            mUnits.push_back(placedUnit(unit));
            for (const core::Base &base : unit.bases)
                mContents.at(hexOf(base.hex)).add(kindOf(unit));
        }
    }

    QJsonObject unitFacts(int u) const
    {
        const core::Unit &self = mBattle.units[u];
        QJsonObject json{{QStringLiteral("unit"), self.id}, {QStringLiteral("side"), self.side}};
        if (!mUnits[std::size_t(u)])
            return json;
        QJsonArray enemies;
        for (int e = 0; e < int(mUnits.size()); ++e) {
            const core::Unit &enemy = mBattle.units[e];
            if (enemy.side == self.side || !mUnits[std::size_t(e)])
                continue;
            enemies.append(pairFacts(u, e));
        }
        json[QStringLiteral("enemies")] = enemies;
        json[QStringLiteral("commanders")] = commandFacts(u);
        return json;
    }

    QJsonObject pairFacts(int u, int e) const
    {
        const geometry::HexUnit &me = *mUnits[std::size_t(u)];
        const geometry::HexUnit &them = *mUnits[std::size_t(e)];
        const bool commander = kindOf(mBattle.units[u]) == geometry::HexUnitKind::Commander;
        QJsonObject facts{{QStringLiteral("unit"), mBattle.units[e].id},
                          {QStringLiteral("distance"), geometry::unitDistance(me, them)}};
        // Which of the enemy's arcs this unit stands in (the nearest one for a double unit).
        geometry::HexArc arc = geometry::HexArc::NotAdjacent;
        bool ourFireZone = false;
        bool sight = false;
        for (const geometry::Hex mine : me.hexes()) {
            arc = std::min(arc, geometry::arcOf(them, mine));
            for (const geometry::Hex theirs : them.hexes()) {
                requireLevels(mine, theirs);
                sight = sight || geometry::lineOfSight(mMap, mine, theirs, mContents).clear;
                if (!commander)
                    ourFireZone = ourFireZone || geometry::inFireZone(me, kindOf(mBattle.units[u]),
                                                                      theirs, mArtilleryRange);
            }
        }
        static const char *arcNames[] = {"own", "frontal", "flank", "rear", "not adjacent"};
        facts[QStringLiteral("inItsArc")] = QLatin1String(arcNames[int(arc)]);
        facts[QStringLiteral("inOurFireZone")] = ourFireZone;
        facts[QStringLiteral("lineOfSight")] = sight;
        // N1600 10.2: the hex that stands in the way, named as the map prints it.
        if (!sight) {
            const geometry::Hex blocker = sightBetween(u, e).sight.blocker;
            if (mMap.contains(blocker))
                facts[QStringLiteral("sightBlockedBy")] = hexLabel(blocker);
        }
        return facts;
    }

    // The unit at index `u` on the map, or none when it has no base.
    const std::optional<geometry::HexUnit> &unitAt(int u) const { return mUnits[std::size_t(u)]; }
    const geometry::HexMap &map() const { return mMap; }
    int artilleryRange() const { return mArtilleryRange; }

    // The sight between two units: clear from any hex of one to any of the other (N1600 10.2),
    // else the first blocked line, with the hexes it runs between.
    struct Sight
    {
        geometry::HexSight sight;
        geometry::Hex from;
        geometry::Hex to;
    };
    Sight sightBetween(int u, int e) const
    {
        std::optional<Sight> blocked;
        for (const geometry::Hex mine : mUnits[std::size_t(u)]->hexes()) {
            for (const geometry::Hex theirs : mUnits[std::size_t(e)]->hexes()) {
                requireLevels(mine, theirs);
                const geometry::HexSight sight = geometry::lineOfSight(mMap, mine, theirs, mContents);
                if (sight.clear)
                    return {sight, mine, theirs};
                if (!blocked)
                    blocked = Sight{sight, mine, theirs};
            }
        }
        return *blocked;
    }

    // N1600 10.2: "If both units are at elevation: the LoS between these units is always clear."
    // A unit in a hex of unknown level (a village) is at elevation or not as the players' copy
    // says; the sight from it depends on that only when the other end is at elevation or of
    // unknown level too. Then the missing level is asked for (MissingRuleValue), never taken as 0.
    void requireLevels(geometry::Hex a, geometry::Hex b) const
    {
        const auto unknownA = mUnknownLevel.constFind(keyOf(a));
        const auto unknownB = mUnknownLevel.constFind(keyOf(b));
        if (unknownA == mUnknownLevel.constEnd() && unknownB == mUnknownLevel.constEnd())
            return;
        const bool otherUp = unknownA != mUnknownLevel.constEnd()
                                 ? (unknownB != mUnknownLevel.constEnd() || mContents.at(b).atElevation())
                                 : mContents.at(a).atElevation();
        if (otherUp)
            mBook.integer(QStringLiteral("terrainEffects"),
                          unknownA != mUnknownLevel.constEnd() ? *unknownA : *unknownB); // throws
    }

    geometry::HexUnitKind kindOf(const core::Unit &unit) const
    {
        return unitKind(mBook, unit.troopType);
    }

    QJsonArray commandFacts(int u) const
    {
        const core::Unit &self = mBattle.units[u];
        QJsonArray result;
        const geometry::HexUnitKind kind = kindOf(self);
        // N1600 5.1: "Artillery is always in command."
        if (kind == geometry::HexUnitKind::Artillery)
            return result;
        // N1600 5.1.1: 2 hexes for infantry, 3 for cavalry.
        const auto lengthOf = [&](geometry::HexUnitKind k) {
            return mBook.integer(measuring, k == geometry::HexUnitKind::Cavalry
                                                ? QStringLiteral("lineOfCommandCavalry")
                                                : QStringLiteral("lineOfCommandInfantry"));
        };
        const int length = lengthOf(kind);
        // N1600 5.1.1: no line of command through impassable terrain (measuring.impassableTerrain,
        // interpreted; an override may mark it missing, and then none is).
        QStringList impassable;
        const RuleValue &types = mBook.value(measuring, QStringLiteral("impassableTerrain"));
        if (types.isAvailable())
            impassable = mBook.strings(measuring, QStringLiteral("impassableTerrain"));
        auto blocked = [&](geometry::Hex hex) {
            // N1600 5.1.1: not through a hex containing an enemy unit or impassable terrain.
            for (int e = 0; e < int(mUnits.size()); ++e) {
                if (mBattle.units[e].side != self.side && mUnits[std::size_t(e)] &&
                    mUnits[std::size_t(e)]->occupies(hex))
                    return true;
            }
            for (const core::Terrain &terrain : mBattle.terrain) {
                if (!impassable.contains(terrain.type))
                    continue;
                for (const core::HexCell &cell : terrain.hexes) {
                    if (hexOf(cell) == hex)
                        return true;
                }
            }
            return false;
        };
        // N1600 5.1.1: "a unit must be able to trace a LoC to its wing commander"; a unit of no
        // recorded wing, to each commander of its side.
        const core::Commander *wing = wingCommanderOf(mBattle, self);
        for (const core::Commander &commander : mBattle.commanders) {
            if (commander.side != self.side || (wing && commander.id != wing->id))
                continue;
            const geometry::Hex at = hexOf(commander.hex);
            const auto trace =
                geometry::traceLineOfCommand(mMap, *mUnits[std::size_t(u)],
                                             std::span<const geometry::Hex>(&at, 1), length, blocked);
            QJsonObject json{{QStringLiteral("commander"), commander.id},
                             {QStringLiteral("distance"),
                              geometry::unitDistance(*mUnits[std::size_t(u)], at)},
                             {QStringLiteral("lineOfCommand"), trace.has_value()}};
            if (trace)
                json[QStringLiteral("length")] = trace->length;
            else if (wing)
                addChainedCommand(json, u, at, lengthOf, blocked);
            result.append(json);
        }
        return result;
    }

    // N1600 5.1.1: "A unit unable to trace a LoC to its commander but able to trace a LoC to a
    // unit in command (except artillery) is considered in command." The units of its wing in
    // command, grown from those that trace to the commander in `at` until none joins; the unit
    // `u` is in command when it traces to one of them, each tracing its own length.
    template<typename LengthOf, typename Blocked>
    void addChainedCommand(QJsonObject &json, int u, geometry::Hex at, const LengthOf &lengthOf,
                           const Blocked &blocked) const
    {
        const QString wing = mBattle.units[u].properties.value(QStringLiteral("wing")).toString();
        QList<int> others;
        for (int o = 0; o < int(mUnits.size()); ++o) {
            if (o != u && mUnits[std::size_t(o)] &&
                mBattle.units[o].properties.value(QStringLiteral("wing")).toString() == wing &&
                kindOf(mBattle.units[o]) != geometry::HexUnitKind::Artillery)
                others << o;
        }
        auto traces = [&](int o, const std::vector<geometry::Hex> &to) {
            return geometry::traceLineOfCommand(mMap, *mUnits[std::size_t(o)],
                                                std::span<const geometry::Hex>(to),
                                                lengthOf(kindOf(mBattle.units[o])), blocked)
                .has_value();
        };
        auto hexesOf = [&](int o) {
            const auto list = mUnits[std::size_t(o)]->hexes();
            return std::vector<geometry::Hex>(list.begin(), list.end());
        };
        // The commander's hex, then the hexes of each unit of the wing found in command.
        std::vector<geometry::Hex> reach{at};
        QList<int> inCommand;
        for (bool grew = true; grew;) {
            grew = false;
            for (const int o : std::as_const(others)) {
                if (inCommand.contains(o) || !traces(o, reach))
                    continue;
                inCommand << o;
                for (const geometry::Hex hex : hexesOf(o))
                    reach.push_back(hex);
                grew = true;
            }
        }
        for (const int o : std::as_const(inCommand)) {
            if (traces(u, hexesOf(o))) {
                json[QStringLiteral("lineOfCommand")] = true;
                json[QStringLiteral("through")] = mBattle.units[o].id;
                return;
            }
        }
    }

    const core::Battle &mBattle;
    const RuleBook &mBook;
    geometry::HexMap mMap;
    geometry::HexContentsGrid mContents;
    int mArtilleryRange; // N1600 10.4
    static QPair<int, int> keyOf(geometry::Hex hex) { return {hex.q, hex.r}; }
    QHash<QPair<int, int>, QString> mUnknownLevel; // hex (q, r) -> the missing level's key
    std::vector<std::optional<geometry::HexUnit>> mUnits;
};

} // namespace

Nieuport1600TableRules::Nieuport1600TableRules(const RuleBook &book) : mBook(book) {}

QJsonObject Nieuport1600TableRules::measure(const core::Battle &battle, int onlyUnit,
                                            double within) const
{
    (void)within; // a hex map is small: every enemy
    const HexMeasurer measurer(battle, mBook);
    QJsonArray units;
    for (int u = 0; u < int(battle.units.size()); ++u) {
        if (onlyUnit < 0 || u == onlyUnit)
            units.append(measurer.unitFacts(u));
    }
    return {{QStringLiteral("units"), units}};
}

measure::UnitMeasurement Nieuport1600TableRules::measureUnit(const core::Battle &battle, int unit,
                                                             double within,
                                                             measure::MeasureCache *cache) const
{
    (void)within;
    (void)cache;
    const HexMeasurer measurer(battle, mBook);
    measure::UnitMeasurement result;
    result.facts = measurer.unitFacts(unit);
    for (const QJsonValue &value : result.facts.value(QStringLiteral("enemies")).toArray()) {
        const int e = battle.unitIndex(value[QStringLiteral("unit")].toString());
        if (e >= 0)
            result.reverse[battle.units[e].id] = measurer.pairFacts(e, unit);
    }
    return result;
}

QList<FactView> Nieuport1600TableRules::describe(const core::Battle &battle,
                                                 const QJsonObject &ours,
                                                 const QJsonObject &theirs) const
{
    (void)battle;
    (void)theirs;
    using Tone = FactView::Tone;
    QList<FactView> rows;
    if (ours.contains(QStringLiteral("inItsArc"))) {
        const QString arc = ours[QStringLiteral("inItsArc")].toString();
        rows.append({QStringLiteral("arc"), QStringLiteral("We stand in its arc"), arc,
                     arc == QLatin1String("frontal") ? Tone::Bad : Tone::Neutral,
                     QStringLiteral("N1600 7: the frontal, flank and rear hexes of a unit")});
    }
    if (ours.contains(QStringLiteral("inOurFireZone"))) {
        const bool in = ours[QStringLiteral("inOurFireZone")].toBool();
        const RuleValue &range = mBook.value(measuring, QStringLiteral("fireRange"));
        rows.append({QStringLiteral("fireZone"), QStringLiteral("In our fire zone"),
                     in ? QStringLiteral("yes") : QStringLiteral("no"),
                     in ? Tone::Good : Tone::Neutral,
                     QStringLiteral("%1: \"%2\"").arg(range.source, range.text)});
    }
    if (ours.contains(QStringLiteral("lineOfSight"))) {
        const bool clear = ours[QStringLiteral("lineOfSight")].toBool();
        rows.append({QStringLiteral("lineOfSight"), QStringLiteral("Line of sight"),
                     clear ? QStringLiteral("clear")
                     : ours.contains(QStringLiteral("sightBlockedBy"))
                         ? QStringLiteral("blocked at %1")
                               .arg(ours[QStringLiteral("sightBlockedBy")].toString())
                         : QStringLiteral("blocked"),
                     clear ? Tone::Good : Tone::Bad,
                     mBook.tableSource(QStringLiteral("terrainEffects"))});
    }
    return rows;
}

QList<OverlayInfo> Nieuport1600TableRules::overlays() const
{
    return {{QStringLiteral("arcs"), QStringLiteral("Arcs"),
             QStringLiteral("The selected unit's frontal, flank and rear hexes (N1600 7)")},
            {QStringLiteral("fireZone"), QStringLiteral("Fire Zone"),
             QStringLiteral("The hexes the selected unit may fire into (N1600 10.4)")},
            {QStringLiteral("command"), QStringLiteral("Command"),
             QStringLiteral("The line of command to each commander of its side (N1600 5.1.1)")},
            {QStringLiteral("lineOfSight"), QStringLiteral("Sight"),
             QStringLiteral("Line of sight to each enemy (N1600 10.2): solid white clear, dashed "
                            "black blocked at the hex named")},
            {QStringLiteral("rout"), QStringLiteral("Rout"),
             QStringLiteral("A broken unit's path of least resistance to its map edge, with its "
                            "MP (N1600 13.2)")}};
}

QList<Zone> Nieuport1600TableRules::zones(const core::Battle &battle, int unit,
                                          const QJsonObject &facts,
                                          const QSet<QString> &shown) const
{
    QList<Zone> zones;
    const HexMeasurer measurer(battle, mBook);
    const std::optional<geometry::HexUnit> &self = measurer.unitAt(unit);
    if (!self)
        return zones;
    const geometry::HexLayout layout(battle.table.hexColumns, battle.table.hexRows);
    auto centre = [&](geometry::Hex hex) { return layout.centre(geometry::toOffset(hex)); };
    auto area = [&](const QString &overlay, Zone::Style style, auto hexes, const QString &caption,
                    const QString &tip) {
        Zone zone;
        zone.overlay = overlay;
        zone.style = style;
        geometry::Point sum;
        int count = 0;
        for (const geometry::Hex hex : hexes) {
            if (!measurer.map().contains(hex))
                continue;
            const auto corners = layout.corners(geometry::toOffset(hex));
            zone.area.emplace_back(corners.begin(), corners.end());
            sum = sum + centre(hex);
            ++count;
        }
        if (count == 0)
            return;
        zone.caption = caption;
        zone.captionAt = sum * (1.0 / count);
        zone.tip = tip;
        zones.append(zone);
    };
    const geometry::HexUnitKind kind = measurer.kindOf(battle.units[unit]);
    const geometry::Point here = centre(self->hexes()[0]);
    // An overlay switched on with nothing to draw for this unit says why, at the unit.
    auto nothing = [&](const QString &overlay, const QString &why) {
        Zone zone;
        zone.overlay = overlay;
        zone.captionAt = here;
        zone.reason = why;
        zones.append(zone);
    };
    if (shown.contains(QStringLiteral("arcs"))) {
        const QString tip = QStringLiteral(
            "N1600 7: a simple unit has 2 frontal hexes, 2 flank and 2 rear; a double unit 3 "
            "frontal, 2 flank and 3 rear");
        // Captioned by their tips: six captions round one counter would hide the map.
        area(QStringLiteral("arcs"), Zone::Style::RestrictedArea, geometry::frontalHexes(*self),
             {}, QStringLiteral("Frontal hexes. ") + tip);
        area(QStringLiteral("arcs"), Zone::Style::Interception, geometry::flankHexes(*self), {},
             QStringLiteral("Flank hexes. ") + tip);
        area(QStringLiteral("arcs"), Zone::Style::LongArc, geometry::rearHexes(*self), {},
             QStringLiteral("Rear hexes. ") + tip);
    }
    if (shown.contains(QStringLiteral("fireZone"))) {
        const RuleValue &range = mBook.value(measuring, QStringLiteral("fireRange"));
        const QString tip = QStringLiteral("%1: \"%2\"").arg(range.source, range.text);
        if (kind == geometry::HexUnitKind::Commander) {
            nothing(QStringLiteral("fireZone"), QStringLiteral("Commanders do not fire (N1600 2.1)"));
        } else {
            std::vector<geometry::Hex> hexes;
            geometry::forEachFireZoneHex(measurer.map(), *self, kind, measurer.artilleryRange(),
                                         [&](geometry::Hex hex) { hexes.push_back(hex); });
            const int reach = kind == geometry::HexUnitKind::Artillery ? measurer.artilleryRange()
                                                                      : 1;
            area(QStringLiteral("fireZone"), Zone::Style::ShortArc, hexes,
                 reach == 1 ? QStringLiteral("Fire zone · 1 hex")
                            : QStringLiteral("Fire zone · %1 hexes").arg(reach),
                 tip);
        }
    }
    if (shown.contains(QStringLiteral("command"))) {
        const QJsonArray lines = facts.value(QStringLiteral("commanders")).toArray();
        if (kind == geometry::HexUnitKind::Artillery)
            nothing(QStringLiteral("command"),
                    QStringLiteral("Artillery is always in command (N1600 5.1)"));
        for (const QJsonValue &line : lines) {
            const QString id = line[QStringLiteral("commander")].toString();
            for (const core::Commander &commander : battle.commanders) {
                if (commander.id != id)
                    continue;
                const geometry::Point at =
                    layout.centre({commander.hex.column, commander.hex.row});
                const QString name = commander.name.isEmpty() ? commander.id : commander.name;
                const bool in = line[QStringLiteral("lineOfCommand")].toBool();
                Zone link;
                link.overlay = QStringLiteral("command");
                link.style = Zone::Style::CommandRange;
                link.about = commander.id;
                link.line = {here, at};
                link.dashed = !in;
                link.tip = commandTip();
                zones.append(link);
                Zone marker;
                marker.overlay = QStringLiteral("command");
                marker.style = Zone::Style::Commander;
                marker.about = commander.id;
                marker.centre = at;
                const int length = line[QStringLiteral("length")].toInt();
                const int through = battle.unitIndex(line[QStringLiteral("through")].toString());
                marker.caption = !in          ? QStringLiteral("%1 · no line of command").arg(name)
                                 : through >= 0
                                     ? QStringLiteral("%1 · in command through %2")
                                           .arg(name, battle.units[through].name.isEmpty()
                                                          ? battle.units[through].id
                                                          : battle.units[through].name)
                                 : length == 0 ? QStringLiteral("%1 · stacked with it").arg(name)
                                 : QStringLiteral("%1 · line of command %2 hex%3")
                                       .arg(name)
                                       .arg(length)
                                       .arg(length == 1 ? QString() : QStringLiteral("es"));
                marker.captionAt = at;
                marker.tip = commandTip();
                zones.append(marker);
            }
        }
    }
    if (shown.contains(QStringLiteral("lineOfSight"))) {
        for (const QJsonValue &enemy : facts.value(QStringLiteral("enemies")).toArray()) {
            const int e = battle.unitIndex(enemy[QStringLiteral("unit")].toString());
            if (e < 0 || !measurer.unitAt(e))
                continue;
            const auto sight = measurer.sightBetween(unit, e);
            Zone zone;
            zone.overlay = QStringLiteral("lineOfSight");
            zone.style = sight.sight.clear ? Zone::Style::SightClear : Zone::Style::SightBlocked;
            zone.about = battle.units[e].id;
            zone.line = {centre(sight.from), centre(sight.to)};
            zone.tip = sight.sight.clear
                           ? QStringLiteral("Clear (N1600 10.2)")
                           : QStringLiteral("Blocked at %1 (N1600 10.2)")
                                 .arg(hexLabel(sight.sight.blocker));
            zones.append(zone);
        }
    }
    if (shown.contains(QStringLiteral("rout")))
        zones.append(routZone(battle, unit));
    return zones;
}

// N1600 13.2: the rout path through the centres of the hexes it crosses (a double unit: between
// its halves), the caption at its end, or why there is none.
Zone Nieuport1600TableRules::routZone(const core::Battle &battle, int unit) const
{
    const geometry::HexLayout layout(battle.table.hexColumns, battle.table.hexRows);
    auto centreOf = [&](const QList<core::HexCell> &cells) {
        geometry::Point sum;
        for (const core::HexCell &cell : cells)
            sum = sum + layout.centre({cell.column, cell.row});
        return sum * (1.0 / double(cells.size()));
    };
    Zone zone;
    zone.overlay = QStringLiteral("rout");
    zone.style = Zone::Style::SightClear;
    RoutPath rout;
    try {
        rout = routPath(mBook, battle, unit);
    } catch (const core::Error &error) {
        rout.reason = error.message();
    }
    if (!rout.reason.isEmpty() || rout.path.isEmpty()) {
        zone.captionAt = centreOf(battle.units[unit].bases.isEmpty()
                                      ? QList<core::HexCell>{core::HexCell{}}
                                      : QList<core::HexCell>{battle.units[unit].bases[0].hex});
        zone.reason = rout.reason;
        return zone;
    }
    for (const QList<core::HexCell> &cells : std::as_const(rout.path)) {
        const geometry::Point at = centreOf(cells);
        if (zone.line.empty() || zone.line.back().x != at.x || zone.line.back().y != at.y)
            zone.line.push_back(at); // a turn in place adds no point
    }
    if (zone.line.size() < 2) {
        // Already on its edge, or no way out: a mark where it stands.
        zone.line.push_back(zone.line.front());
    }
    zone.caption = rout.caption;
    zone.captionAt = zone.line.back();
    zone.tip = rout.tip;
    return zone;
}

HexMovePlan Nieuport1600TableRules::planHexMove(const core::Battle &battle, int unit,
                                                const QList<core::Base> &to) const
{
    try {
        return planMove(mBook, battle, unit, to);
    } catch (const core::Error &error) {
        // A value every move needs is missing, or another unit stands where none can.
        HexMovePlan plan;
        plan.refusal = error.message();
        return plan;
    }
}

QString Nieuport1600TableRules::commandTip() const
{
    const RuleValue &length = mBook.value(measuring, QStringLiteral("lineOfCommandInfantry"));
    return QStringLiteral("%1: \"%2\"").arg(length.source, length.text);
}

} // namespace adjutant::rulesets::nieuport1600
