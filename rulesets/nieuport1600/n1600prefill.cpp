// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport1600TableRules::prefill: the facts of a procedure about one unit from the battle's
// record of it (its id, name, type letter, morale value and level) and from the hex map: for fire
// its one target in sight and zone, the distance, flank or rear, the terrain; for close combat
// the enemy in its frontal hexes, the units of its side that may join the attack, the flank and
// rear hexes the attack begins from, the defender's terrain; whether a commander stands with a
// unit. What the map leaves open (two enemies in sight, a commander's command value, which the
// battle does not record) is the players' to give.
#include "core/battle.h"
#include "core/commander.h"
#include "core/error.h"
#include "geometry/hexarc.h"
#include "rulesets/nieuport1600/n1600hexunits.h"
#include "rulesets/nieuport1600/n1600wings.h"
#include "rulesets/nieuport1600/nieuport1600tablerules.h"
#include "rulesets/rulebook.h"
#include "rulesets/unitprefill.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QSet>

#include <algorithm>
#include <optional>

namespace adjutant::rulesets::nieuport1600 {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("Prefill", text);
}

QString nameOf(const core::Unit &unit)
{
    return unit.name.isEmpty() ? unit.id : unit.name;
}

// Reads the map for the prefill: the units' places, the terrain of a hex, the commanders in it.
class MapReader
{
public:
    MapReader(const core::Battle &battle, const RuleBook &book) : mBattle(battle), mBook(book)
    {
        for (const core::Unit &unit : battle.units) {
            try {
                mUnits.push_back(placedUnit(unit));
            } catch (const core::Error &) {
                mUnits.push_back(std::nullopt); // it stands where it cannot: the map says nothing
            }
        }
    }

    const std::optional<geometry::HexUnit> &unitAt(int u) const { return mUnits[std::size_t(u)]; }

    // The one terrain of `choices` under every hex of unit `u`: Clear where none covers them
    // (the Terrain Effects Table's default), empty where its hexes differ or a hex has two.
    QString terrainOf(int u, const QStringList &choices) const
    {
        QSet<QString> found;
        for (const geometry::Hex hex : mUnits[std::size_t(u)]->hexes()) {
            QSet<QString> here;
            for (const core::Terrain &terrain : mBattle.terrain) {
                if (!choices.contains(terrain.type))
                    continue; // the line of slack tide has no effect
                for (const core::HexCell &cell : terrain.hexes) {
                    if (hexOf(cell) == hex)
                        here.insert(terrain.type);
                }
            }
            if (here.isEmpty())
                here.insert(choices.value(0));
            found.unite(here);
        }
        return found.size() == 1 ? *found.begin() : QString();
    }

    // The commanders of the unit's side standing in one of its hexes (N1600 5.2: stacked).
    QStringList commandersWith(int u) const
    {
        QStringList names;
        const core::Unit &unit = mBattle.units[u];
        for (const core::Commander &commander : mBattle.commanders) {
            if (commander.side == unit.side &&
                mUnits[std::size_t(u)]->occupies(hexOf(commander.hex)))
                names << (commander.name.isEmpty() ? commander.id : commander.name);
        }
        return names;
    }

    // Another unit of `u`'s side, artillery, in one of its hexes (N1600 9.2).
    bool artilleryWith(int u) const
    {
        const core::Unit &unit = mBattle.units[u];
        for (int o = 0; o < int(mUnits.size()); ++o) {
            const core::Unit &other = mBattle.units[o];
            if (o == u || other.side != unit.side || !mUnits[std::size_t(o)] ||
                unitKind(mBook, other.troopType) != geometry::HexUnitKind::Artillery)
                continue;
            for (const geometry::Hex hex : mUnits[std::size_t(o)]->hexes()) {
                if (mUnits[std::size_t(u)]->occupies(hex))
                    return true;
            }
        }
        return false;
    }

    // The enemies standing in `u`'s frontal hexes; a double unit: in its central frontal hex
    // (N1600 11.2: "The defender must occupy the central frontal hex of the attacking double
    // unit").
    QList<int> enemiesInFront(int u) const
    {
        QList<int> result;
        const geometry::HexUnit &self = *mUnits[std::size_t(u)];
        for (int e = 0; e < int(mUnits.size()); ++e) {
            if (mBattle.units[e].side == mBattle.units[u].side || !mUnits[std::size_t(e)] ||
                unitKind(mBook, mBattle.units[e].troopType) == geometry::HexUnitKind::Commander)
                continue;
            bool inFront = false;
            for (const geometry::Hex hex : mUnits[std::size_t(e)]->hexes()) {
                inFront = inFront || (self.isDouble() ? geometry::centralFrontalHex(self) == hex
                                                      : geometry::arcOf(self, hex) ==
                                                            geometry::HexArc::Frontal);
            }
            if (inFront)
                result << e;
        }
        return result;
    }

private:
    const core::Battle &mBattle;
    const RuleBook &mBook;
    std::vector<std::optional<geometry::HexUnit>> mUnits;
};

} // namespace

// N1600 4.3, 4.4, 6.3: a unit's wing for the activation and orders procedures: its commander,
// his orders and markers, his command value where his counter's is recorded, whether the wing is
// all cavalry, and whether he stands next to an enemy unit that is not broken.
void Nieuport1600TableRules::prefillWing(const core::Battle &battle, int index,
                                         PrefillFiller &fill) const
{
    using Kind = InputField::Kind;
    const core::Commander *commander = wingCommanderOf(battle, battle.units[index]);
    if (!commander)
        return;
    const QString name = wingName(*commander);
    const QString record = tr("the battle's record of %1's wing").arg(name);
    fill.set(QStringLiteral("wingCommander"), Kind::Text, commander->id, record);
    fill.set(QStringLiteral("wing"), Kind::Text, name, record);
    if (!commander->orders.isEmpty()) {
        fill.set(QStringLiteral("order"), Kind::Choice, commander->orders, record);
        fill.set(QStringLiteral("current"), Kind::Choice, commander->orders, record);
    }
    const QJsonValue command = commander->properties.value(QStringLiteral("command"));
    if (command.isDouble()) {
        fill.set(QStringLiteral("wcCommand"), Kind::Integer, command.toInt(),
                 tr("%1's counter").arg(name));
    }
    fill.set(QStringLiteral("noContinuation"), Kind::Boolean,
             commander->markers.contains(markerWords(mBook).value(2)),
             tr("the markers on %1 (N1600 4.4)").arg(name));
    const bool onlyCavalry =
        std::all_of(battle.units.begin(), battle.units.end(), [&](const core::Unit &other) {
            return wingCommanderOf(battle, other) != commander ||
                   unitKind(mBook, other.troopType) == geometry::HexUnitKind::Cavalry;
        });
    const QString ofWing = tr("the battle's record of the units of %1's wing").arg(name);
    fill.set(QStringLiteral("onlyCavalry"), Kind::Boolean, onlyCavalry, ofWing);
    fill.set(QStringLiteral("cavalryWing"), Kind::Boolean, onlyCavalry, ofWing);
    if (!battle.table.unit.isHex())
        return;
    // N1600 13.1: a rally is automatic stacked with the wing commander; adjacent to him, his
    // value helps (and under Marchez! only then may the unit rally, 6.2).
    try {
        if (const std::optional<geometry::HexUnit> placed = placedUnit(battle.units[index])) {
            const int apart = geometry::unitDistance(*placed, hexOf(commander->hex));
            fill.set(QStringLiteral("commander"), Kind::Choice,
                     apart == 0   ? QStringLiteral("stacked")
                     : apart == 1 ? QStringLiteral("adjacent")
                                  : QStringLiteral("neither"),
                     tr("the map: %1's hex and %2's").arg(name, nameOf(battle.units[index])));
            if (command.isDouble() && apart <= 1)
                fill.set(QStringLiteral("commanderValue"), Kind::Integer, command.toInt(),
                         tr("%1's counter").arg(name));
        }
    } catch (const core::Error &) {
        // A unit that cannot stand on the map: the players say where its commander is.
    }
    const QStringList notCounted =
        mBook.strings(QStringLiteral("movement"), QStringLiteral("routOnly"));
    bool adjacent = false;
    for (const core::Unit &other : battle.units) {
        if (other.side == commander->side || notCounted.contains(other.state.cohesion))
            continue;
        try {
            const std::optional<geometry::HexUnit> placed = placedUnit(other);
            adjacent = adjacent ||
                       (placed && geometry::unitDistance(*placed, hexOf(commander->hex)) == 1);
        } catch (const core::Error &) {
            // A unit that cannot stand on the map is next to no one.
        }
    }
    const QString map = tr("the map: the enemy units next to %1's hex").arg(name);
    fill.set(QStringLiteral("wcAdjacentToEnemy"), Kind::Boolean, adjacent, map);
    fill.set(QStringLiteral("commanderAdjacentToEnemy"), Kind::Boolean, adjacent, map);
}

// N1600 4.1: "The player with the most wings of the orders of the higher precedence goes
// first": each side's wings counted under their orders. A wing without orders, or whose units
// are all eliminated (5.2.2: "the wing is not activated anymore"), is not counted. The leaders'
// values are the players' to give.
void Nieuport1600TableRules::prefillInitiative(const core::Battle &battle, Prefill &prefill) const
{
    if (battle.sides.size() != 2)
        return;
    const QString eliminated = mBook.string(QStringLiteral("morale"), QStringLiteral("eliminated"));
    QJsonArray sides;
    for (const core::Side &side : battle.sides) {
        QJsonObject byOrder;
        for (const Wing &wing : wings(battle)) {
            const core::Commander &commander = battle.commanders[wing.commander];
            const bool standing = std::any_of(wing.units.begin(), wing.units.end(), [&](int u) {
                return battle.units[u].state.cohesion != eliminated;
            });
            if (commander.side != side.id || commander.orders.isEmpty() || !standing)
                continue;
            byOrder[commander.orders] = byOrder.value(commander.orders).toInt() + 1;
        }
        sides.append(QJsonObject{{QStringLiteral("name"), side.name.isEmpty() ? side.id : side.name},
                                 {QStringLiteral("wings"), byOrder}});
    }
    prefill.facts.insert(QStringLiteral("sides"), sides);
    prefill.why.insert(QStringLiteral("sides"),
                       tr("the battle's wings: each commander's orders, wings with a unit left"));
}

Prefill Nieuport1600TableRules::prefill(const core::Battle &battle, const ProcedureInfo &procedure,
                                        const QString &unitId, const QHash<QString, qint64> &) const
{
    using Kind = InputField::Kind;
    UnitPrefill start(battle, procedure, unitId, tr("the battle's record of %1"));
    auto &[prefill, fill, index, found, name, record] = start;
    // N1600 4.1: the wings under each order on each side, whichever unit is chosen.
    if (procedure.id == QLatin1String("initiative")) {
        prefillInitiative(battle, prefill);
        return prefill;
    }
    if (!found)
        return prefill;
    const core::Unit &unit = *found;
    // A unit's own facts as an object's entries ("target", "defender"), with their reasons
    // under "target.unit".
    auto record_ = [&](const core::Unit &of, const QString &prefix, QHash<QString, QString> &why) {
        const QString from = tr("the battle's record of %1").arg(nameOf(of));
        QJsonObject json{{QStringLiteral("unit"), of.id},
                         {QStringLiteral("name"), nameOf(of)},
                         {QStringLiteral("type"), of.troopType}};
        for (const char *key : {"unit", "name", "type"})
            why.insert(prefix + QLatin1String(key), from);
        bool isNumber = false;
        const int morale = of.quality.toInt(&isNumber);
        if (isNumber) {
            json.insert(QStringLiteral("morale"), morale);
            why.insert(prefix + QStringLiteral("morale"),
                       tr("%1's counter (its quality)").arg(nameOf(of)));
        }
        if (mBook.strings(QStringLiteral("morale"), QStringLiteral("levels"))
                .contains(of.state.cohesion)) {
            json.insert(QStringLiteral("level"), of.state.cohesion);
            why.insert(prefix + QStringLiteral("level"), from);
        }
        return json;
    };
    fill.set(QStringLiteral("unit"), Kind::Text, unit.id, record);
    fill.set(QStringLiteral("name"), Kind::Text, name, record);
    fill.set(QStringLiteral("type"), Kind::Choice, unit.troopType, record);
    // N1600 2.2: the morale value printed on the counter, kept as the unit's quality.
    bool isNumber = false;
    const int morale = unit.quality.toInt(&isNumber);
    if (isNumber)
        fill.set(QStringLiteral("morale"), Kind::Integer, morale,
                 tr("%1's counter (its quality)").arg(name));
    // N1600 12: the level the players recorded (artillery has one status and none recorded).
    if (mBook.strings(QStringLiteral("morale"), QStringLiteral("levels"))
            .contains(unit.state.cohesion))
        fill.set(QStringLiteral("level"), Kind::Choice, unit.state.cohesion, record);

    prefillWing(battle, index, fill);

    if (!battle.table.unit.isHex())
        return prefill;
    const MapReader map(battle, mBook);
    if (!map.unitAt(index))
        return prefill;
    const QStringList terrains{QStringLiteral("Clear"), QStringLiteral("Rough"),
                               QStringLiteral("Dunes"), QStringLiteral("Village")};
    const QString dunes = QStringLiteral("Dunes");

    // N1600 12.1: "modified by the value of the commander stacked with the unit": none stacked,
    // none off the die. One stacked: his value is not in the battle, the players give it.
    const QStringList commanders = map.commandersWith(index);
    if (commanders.isEmpty())
        fill.set(QStringLiteral("commander"), Kind::Integer, 0,
                 tr("the map: no commander stands in %1's hex").arg(name));

    // N1600 10: the target is the one enemy in the fire zone and in sight; the distance, flank or
    // rear and its terrain follow from where both stand.
    if (fill.field(QStringLiteral("target"), Kind::Object)) {
        if (const QString own = map.terrainOf(index, terrains); !own.isEmpty())
            fill.set(QStringLiteral("firerInDunes"), Kind::Boolean, own == dunes,
                     tr("the map: the terrain of %1's hex").arg(name));
        QJsonObject measured;
        try {
            measured =
                measure(battle, index, 0)[QStringLiteral("units")].toArray().at(0).toObject();
        } catch (const core::Error &) {
            return prefill; // a value the measure needs is missing: the players give the rest
        }
        QList<QJsonObject> targets;
        for (const QJsonValue &enemy : measured[QStringLiteral("enemies")].toArray()) {
            if (enemy[QStringLiteral("inOurFireZone")].toBool() &&
                enemy[QStringLiteral("lineOfSight")].toBool())
                targets << enemy.toObject();
        }
        if (targets.size() != 1)
            return prefill; // none, or several to choose from: the players' choice
        const QJsonObject &facts = targets.front();
        const int t = battle.unitIndex(facts[QStringLiteral("unit")].toString());
        const core::Unit &target = battle.units[t];
        const QString targetName = nameOf(target);
        QHash<QString, QString> why;
        QJsonObject json = record_(target, QStringLiteral("target."), why);
        const QString terrain = map.terrainOf(t, terrains);
        if (!terrain.isEmpty()) {
            json.insert(QStringLiteral("terrain"), terrain);
            why.insert(QStringLiteral("target.terrain"),
                       tr("the map: the terrain of %1's hex").arg(targetName));
        }
        // N1600 5.2.1: a commander in the hex fired at rolls for his life on a hit.
        json.insert(QStringLiteral("commanderInHex"), !map.commandersWith(t).isEmpty());
        why.insert(QStringLiteral("target.commanderInHex"),
                   tr("the map: the commanders in %1's hex").arg(targetName));
        if (map.commandersWith(t).isEmpty()) {
            json.insert(QStringLiteral("commander"), 0);
            why.insert(QStringLiteral("target.commander"),
                       tr("the map: no commander stands in %1's hex").arg(targetName));
        }
        prefill.facts.insert(QStringLiteral("target"), json);
        prefill.why.insert(QStringLiteral("target"),
                           tr("the map: the only enemy in %1's fire zone and line of sight "
                              "(N1600 10.2, 10.4)")
                               .arg(name));
        for (auto it = why.cbegin(); it != why.cend(); ++it)
            prefill.why.insert(it.key(), it.value());
        // N1600 1.2: hexes counted from the firer's to the target's, not the firer's own.
        fill.set(QStringLiteral("distance"), Kind::Integer, facts[QStringLiteral("distance")],
                 tr("the map: the hexes from %1 to %2 (N1600 1.2)").arg(name, targetName));
        // N1600 7: the firer stands in the target's flank or rear hexes; not adjacent, the text
        // gives no flank or rear and the players judge it.
        const QString arc = facts[QStringLiteral("inItsArc")].toString();
        if (arc == QLatin1String("flank") || arc == QLatin1String("rear") ||
            arc == QLatin1String("frontal"))
            fill.set(
                QStringLiteral("flankOrRear"), Kind::Boolean, arc != QLatin1String("frontal"),
                tr("the map: %1 stands in %2's %3 hexes (N1600 7)").arg(name, targetName, arc));
        return prefill;
    }

    // N1600 11.2: the head unit attacks the enemy in its frontal hexes; the units of its side
    // with that enemy in their frontal hexes may support it.
    if (fill.field(QStringLiteral("defender"), Kind::Object)) {
        QHash<QString, QString> why;
        QJsonObject attacker = record_(unit, QStringLiteral("attacker."), why);
        if (const QString own = map.terrainOf(index, terrains); !own.isEmpty()) {
            attacker.insert(QStringLiteral("inDunes"), own == dunes);
            why.insert(QStringLiteral("attacker.inDunes"),
                       tr("the map: the terrain of %1's hex").arg(name));
        }
        // No commander in its hex: none takes part, and none rolls for his life after (5.2.1);
        // the field stays empty (a commander's value may be 0, 2.1).
        prefill.facts.insert(QStringLiteral("attacker"), attacker);
        prefill.why.insert(QStringLiteral("attacker"), record);
        const QList<int> defenders = map.enemiesInFront(index);
        if (defenders.size() != 1) {
            for (auto it = why.cbegin(); it != why.cend(); ++it)
                prefill.why.insert(it.key(), it.value());
            return prefill; // none, or several: the players choose
        }
        const int d = defenders.front();
        const core::Unit &defender = battle.units[d];
        const QString defenderName = nameOf(defender);
        QJsonObject json = record_(defender, QStringLiteral("defender."), why);
        const QString terrain = map.terrainOf(d, terrains);
        if (!terrain.isEmpty()) {
            json.insert(QStringLiteral("terrain"), terrain);
            why.insert(QStringLiteral("defender.terrain"),
                       tr("the map: the terrain of %1's hex (N1600 11.3, Terrain Effects Table)")
                           .arg(defenderName));
        }
        json.insert(QStringLiteral("stackedArtillery"), map.artilleryWith(d));
        why.insert(QStringLiteral("defender.stackedArtillery"),
                   tr("the map: the units in %1's hex (N1600 9.2)").arg(defenderName));
        prefill.facts.insert(QStringLiteral("defender"), json);
        prefill.why.insert(
            QStringLiteral("defender"),
            tr("the map: the only enemy in %1's frontal hexes (N1600 11.2)").arg(name));
        // The attacking units: the head unit and those of its side with the defender in front.
        QList<int> attackers{index};
        QJsonArray supports;
        for (int o = 0; o < battle.units.size(); ++o) {
            const geometry::HexUnitKind kind = unitKind(mBook, battle.units[o].troopType);
            if (o == index || battle.units[o].side != unit.side || !map.unitAt(o) ||
                (kind != geometry::HexUnitKind::Infantry && kind != geometry::HexUnitKind::Cavalry))
                continue;
            // N1600 11.2: "A Broken unit cannot support a close combat."
            if (mBook.strings(QStringLiteral("movement"), QStringLiteral("routOnly"))
                    .contains(battle.units[o].state.cohesion))
                continue;
            if (!map.enemiesInFront(o).contains(d))
                continue;
            attackers << o;
            QJsonObject support =
                record_(battle.units[o], QStringLiteral("supports[%1].").arg(supports.size()), why);
            support.remove(QStringLiteral("morale"));
            why.remove(QStringLiteral("supports[%1].morale").arg(supports.size()));
            supports.append(support);
        }
        if (!supports.isEmpty()) {
            prefill.facts.insert(QStringLiteral("supports"), supports);
            prefill.why.insert(QStringLiteral("supports"),
                               tr("the map: the units of %1's side with %2 in their frontal hexes "
                                  "(N1600 11.2); remove any that does not take part")
                                   .arg(name, defenderName));
        }
        // N1600 11.3: "+1 per hex" the attack begins from in the defender's flank or rear; a
        // double T has only frontal hexes in close combat (N1600 7.2).
        int flankRear = 0;
        const bool onlyFrontal =
            map.unitAt(d)->isDouble() &&
            mBook.strings(QStringLiteral("troopTypes"), QStringLiteral("doubleTypes"))
                .contains(defender.troopType);
        for (const int a : std::as_const(attackers)) {
            for (const geometry::Hex hex : map.unitAt(a)->hexes()) {
                const geometry::HexArc arc = geometry::arcOf(*map.unitAt(d), hex);
                if (!onlyFrontal &&
                    (arc == geometry::HexArc::Flank || arc == geometry::HexArc::Rear))
                    ++flankRear;
            }
        }
        fill.set(QStringLiteral("flankRearHexes"), Kind::Integer, flankRear,
                 onlyFrontal
                     ? tr("the map: a double %1 has only frontal hexes in close combat (N1600 7.2)")
                           .arg(defender.troopType)
                     : tr("the map: the hexes of the attacking units in %1's flank or rear hexes "
                          "(N1600 7, 11.3)")
                           .arg(defenderName));
        for (auto it = why.cbegin(); it != why.cend(); ++it)
            prefill.why.insert(it.key(), it.value());
    }
    return prefill;
}

} // namespace adjutant::rulesets::nieuport1600
