#include "app/measure/hexmeasurer.h"

#include "app/measure/measurements.h"
#include "core/battle.h"
#include "core/error.h"
#include "geometry/hexarc.h"
#include "geometry/hexcontentsgrid.h"
#include "geometry/hexfacing.h"
#include "geometry/hexfirezone.h"
#include "geometry/hexlineofcommand.h"
#include "geometry/hexlineofsight.h"
#include "geometry/hexmap.h"
#include "geometry/hexoffset.h"
#include "geometry/hexunit.h"

#include <QJsonObject>

#include <optional>
#include <span>
#include <stdexcept>

namespace adjutant::measure {

namespace {

class HexMeasurer
{
public:
    explicit HexMeasurer(const core::Battle &battle)
        : mBattle(battle), mData(loadMeasurements(battle.ruleset)),
          mMap(battle.table.hexColumns, battle.table.hexRows), mContents(mMap),
          mArtilleryRange(mData[QStringLiteral("fireRange")][QStringLiteral("artillery")].toInt())
    {
        const QJsonObject types = mData[QStringLiteral("terrain")][QStringLiteral("types")].toObject();
        for (const core::Terrain &terrain : battle.terrain) {
            const QJsonObject type = types.value(terrain.type).toObject();
            for (const core::HexCell &cell : terrain.hexes) {
                geometry::HexContents &contents = mContents.at(hexOf(cell));
                contents.obstacle = contents.obstacle || type[QStringLiteral("obstacle")].toBool();
                contents.level = std::max(contents.level, type[QStringLiteral("level")].toInt());
            }
        }
        for (const core::Unit &unit : battle.units) {
            mUnits.push_back(placed(unit));
            for (const core::Base &base : unit.bases)
                mContents.at(hexOf(base.hex)).add(kindOf(unit));
        }
    }

    QJsonObject unitFacts(int u) const
    {
        const core::Unit &self = mBattle.units[u];
        QJsonObject json{{QStringLiteral("unit"), self.id}, {QStringLiteral("side"), self.side}};
        if (!mUnits[u])
            return json;
        QJsonArray enemies;
        for (int e = 0; e < int(mUnits.size()); ++e) {
            const core::Unit &enemy = mBattle.units[e];
            if (enemy.side == self.side || !mUnits[e])
                continue;
            const geometry::HexUnit &me = *mUnits[u];
            const geometry::HexUnit &them = *mUnits[e];
            QJsonObject facts{{QStringLiteral("unit"), enemy.id},
                              {QStringLiteral("distance"), geometry::unitDistance(me, them)}};
            // Which of the enemy's arcs this unit stands in (the nearest one for a double unit).
            geometry::HexArc arc = geometry::HexArc::NotAdjacent;
            bool ourFireZone = false;
            bool sight = false;
            for (const geometry::Hex mine : me.hexes()) {
                arc = std::min(arc, geometry::arcOf(them, mine));
                for (const geometry::Hex theirs : them.hexes()) {
                    sight = sight || geometry::lineOfSight(mMap, mine, theirs, mContents).clear;
                    if (kindOf(self) != geometry::HexUnitKind::Commander)
                        ourFireZone = ourFireZone || geometry::inFireZone(me, kindOf(self), theirs, mArtilleryRange);
                }
            }
            static const char *arcNames[] = {"own", "frontal", "flank", "rear", "not adjacent"};
            facts[QStringLiteral("inItsArc")] = QLatin1String(arcNames[int(arc)]);
            facts[QStringLiteral("inOurFireZone")] = ourFireZone;
            facts[QStringLiteral("lineOfSight")] = sight;
            enemies.append(facts);
        }
        json[QStringLiteral("enemies")] = enemies;
        json[QStringLiteral("commanders")] = commandFacts(u);
        return json;
    }

private:
    static geometry::Hex hexOf(const core::HexCell &cell) { return geometry::toHex({cell.column, cell.row}); }

    geometry::HexUnitKind kindOf(const core::Unit &unit) const
    {
        const QJsonObject kinds = mData[QStringLiteral("unitKinds")].toObject();
        if (kinds[QStringLiteral("cavalry")].toArray().contains(QJsonValue(unit.troopType)))
            return geometry::HexUnitKind::Cavalry;
        if (kinds[QStringLiteral("artillery")].toArray().contains(QJsonValue(unit.troopType)))
            return geometry::HexUnitKind::Artillery;
        return geometry::HexUnitKind::Infantry;
    }

    // A unit of one base is simple, of two a double unit (N1600 2.2, 7.2); one of no base is
    // off the map.
    std::optional<geometry::HexUnit> placed(const core::Unit &unit) const
    {
        if (unit.bases.isEmpty())
            return std::nullopt;
        const geometry::HexFacing facing(int(unit.bases[0].facing));
        if (unit.bases.size() == 1)
            return geometry::HexUnit::simple(hexOf(unit.bases[0].hex), facing);
        if (unit.bases.size() == 2) {
            try {
                return geometry::HexUnit::doubleUnit(hexOf(unit.bases[0].hex), hexOf(unit.bases[1].hex), facing);
            } catch (const std::invalid_argument &error) {
                throw core::Error(QStringLiteral("unit \"%1\": %2").arg(unit.id, QString::fromStdString(error.what())));
            }
        }
        throw core::Error(QStringLiteral("unit \"%1\": a Nieuport 1600 unit stands in one hex or two (N1600 2.2)").arg(unit.id));
    }

    // N1600 5.1.1, from the rule data: 2 hexes for infantry, 3 for cavalry.
    int lineOfCommandLength(geometry::HexUnitKind kind) const
    {
        const QJsonObject data = mData[QStringLiteral("lineOfCommand")].toObject();
        return data[kind == geometry::HexUnitKind::Cavalry ? QStringLiteral("cavalry") : QStringLiteral("infantry")].toInt();
    }

    QJsonArray commandFacts(int u) const
    {
        const core::Unit &self = mBattle.units[u];
        QJsonArray result;
        const geometry::HexUnitKind kind = kindOf(self);
        // N1600 5.1: "Artillery is always in command."
        if (kind == geometry::HexUnitKind::Artillery)
            return result;
        const QStringList impassable = measurementTypes(mData[QStringLiteral("impassableTerrain")][QStringLiteral("types")]);
        auto blocked = [&](geometry::Hex hex) {
            // N1600 5.1.1: not through a hex containing an enemy unit or impassable terrain.
            for (int e = 0; e < int(mUnits.size()); ++e) {
                if (mBattle.units[e].side != self.side && mUnits[e] && mUnits[e]->occupies(hex))
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
        for (const core::Commander &commander : mBattle.commanders) {
            if (commander.side != self.side)
                continue;
            const geometry::Hex at = hexOf(commander.hex);
            const auto trace = geometry::traceLineOfCommand(mMap, *mUnits[u], std::span<const geometry::Hex>(&at, 1),
                                                            lineOfCommandLength(kind), blocked);
            QJsonObject json{{QStringLiteral("commander"), commander.id},
                             {QStringLiteral("distance"), geometry::unitDistance(*mUnits[u], at)},
                             {QStringLiteral("lineOfCommand"), trace.has_value()}};
            if (trace)
                json[QStringLiteral("length")] = trace->length;
            result.append(json);
        }
        return result;
    }

    const core::Battle &mBattle;
    QJsonObject mData;
    geometry::HexMap mMap;
    geometry::HexContentsGrid mContents;
    int mArtilleryRange; // N1600 10.4, from the rule data
    std::vector<std::optional<geometry::HexUnit>> mUnits;
};

} // namespace

QJsonArray measureHexMap(const core::Battle &battle, int onlyUnit)
{
    const HexMeasurer measurer(battle);
    QJsonArray units;
    for (int u = 0; u < int(battle.units.size()); ++u) {
        if (onlyUnit < 0 || u == onlyUnit)
            units.append(measurer.unitFacts(u));
    }
    return units;
}

} // namespace adjutant::measure
