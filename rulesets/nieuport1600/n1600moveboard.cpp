// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/nieuport1600/n1600moveboard.h"

#include "core/battle.h"
#include "geometry/hexarc.h"
#include "rulesets/nieuport1600/n1600hexunits.h"
#include "rulesets/nieuport1600/n1600movementrules.h"

#include <algorithm>
#include <stdexcept>

namespace adjutant::rulesets::nieuport1600 {

namespace {

using geometry::Hex;
using geometry::HexUnitKind;

QString vertices(int count)
{
    return count == 1 ? QStringLiteral("1 vertex") : QStringLiteral("%1 vertices").arg(count);
}

// The hexes a step enters: those of `after` that `before` did not hold.
QList<Hex> entered(const MoveStep &step)
{
    QList<Hex> hexes;
    for (const Hex hex : step.after.unit.hexes()) {
        if (!step.before.unit.occupies(hex))
            hexes << hex;
    }
    return hexes;
}

bool isPivot(MoveStep::Kind kind)
{
    return kind == MoveStep::Kind::PivotOnLeft || kind == MoveStep::Kind::PivotOnRight;
}

} // namespace

MoveBoard::MoveBoard(const MovementRules &rules, const RuleBook &book, const core::Battle &battle,
                     int mover)
    : mRules(rules), mBattle(battle), mMap(battle.table.hexColumns, battle.table.hexRows),
      mCells(std::size_t(battle.table.hexColumns) * std::size_t(battle.table.hexRows))
{
    // Terrain Effects Table: a hex no piece covers is clear.
    const int clear = rules.enterCost.value(rules.clearType).mp;
    std::vector<int> cost(mCells.size(), clear);
    for (const core::Terrain &piece : battle.terrain) {
        const int type = typeIndex(piece.type);
        const bool impassable = rules.impassable.contains(piece.type);
        // Terrain Effects Table, "Line of slack tide: No effect." (movement.noEffectTerrain)
        if (!impassable && rules.noEffect.contains(piece.type))
            continue;
        const auto known = rules.enterCost.constFind(piece.type);
        for (const core::HexCell &at : piece.hexes) {
            const Hex hex = hexOf(at);
            if (!mMap.contains(hex))
                continue;
            const std::size_t i = std::size_t(index(hex));
            Cell &c = mCells[i];
            if (impassable) {
                c.impassable = type;
            } else if (known == rules.enterCost.constEnd()) {
                c.missing = type;
            } else if (c.terrain < 0 || known->mp > cost[i]) {
                // movement.overlappingTerrain (interpreted): the highest cost counts.
                c.terrain = type;
                cost[i] = known->mp;
            }
        }
    }
    const core::Unit &self = battle.units[mover];
    for (int u = 0; u < battle.units.size(); ++u) {
        const core::Unit &other = battle.units[u];
        if (u == mover || other.state.cohesion == rules.eliminated)
            continue;
        const std::optional<geometry::HexUnit> placed = placedUnit(other);
        if (!placed)
            continue;
        const HexUnitKind kind = unitKind(book, other.troopType);
        const bool enemy = other.side != self.side;
        for (const Hex hex : placed->hexes()) {
            if (!mMap.contains(hex))
                continue;
            Cell &c = mCells[std::size_t(index(hex))];
            // N1600 9.1: "stacking is limited to one infantry or cavalry unit per hexagon. There
            // cannot be interpenetration among units except: Artillery: Any unit type can pass
            // through or stack with an artillery unit."
            if (kind == HexUnitKind::Infantry || kind == HexUnitKind::Cavalry)
                c.occupant = u;
            else if (kind == HexUnitKind::Artillery && enemy)
                c.enemyArtillery = u;
        }
        if (enemy) {
            // N1600 8.2: "Only simple units with a normal or disordered status ... can carry out
            // reaction movement" (the first two levels of the ladder).
            const qsizetype level =
                other.state.cohesion.isEmpty() ? 0 : rules.levels.indexOf(other.state.cohesion);
            const bool mayReact =
                !placed->isDouble() && kind != HexUnitKind::Artillery && level >= 0 && level <= 1;
            const bool mayIntercept =
                kind == HexUnitKind::Cavalry && !rules.routOnly.contains(other.state.cohesion);
            mEnemies.push_back({u, *placed, kind, mayReact, mayIntercept});
        }
    }
    for (std::size_t i = 0; i < mCells.size(); ++i) {
        Cell &c = mCells[i];
        c.entry = c.impassable >= 0 || c.occupant >= 0 ? kMayNotEnter
                  : c.missing >= 0                     ? kCostMissing
                                                       : cost[i];
    }
}

int MoveBoard::typeIndex(const QString &type)
{
    qsizetype i = mTypes.indexOf(type);
    if (i < 0) {
        i = mTypes.size();
        mTypes << type;
    }
    return int(i);
}

QString MoveBoard::unitName(int index) const
{
    const core::Unit &unit = mBattle.units[index];
    return QStringLiteral("\"%1\"").arg(unit.name.isEmpty() ? unit.id : unit.name);
}

QString MoveBoard::terrainWord(Hex hex) const
{
    const Cell &c = cell(hex);
    return (c.terrain < 0 ? mRules.clearType : mTypes[c.terrain]).toLower();
}

QString MoveBoard::refusalToEnter(Hex hex) const
{
    if (!mMap.contains(hex))
        return QStringLiteral("The unit would leave the map.");
    const Cell &c = cell(hex);
    if (c.impassable >= 0)
        return QStringLiteral("%1 is %2: no movement nor retreat are allowed through these hexes "
                              "(%3).")
            .arg(hexLabel(hex), mTypes[c.impassable].toLower(), mRules.impassableSource);
    if (c.occupant >= 0)
        return QStringLiteral(
                   "%1 holds %2: at most one infantry or cavalry unit per hex, and units "
                   "pass through none but artillery (N1600 9.1).")
            .arg(hexLabel(hex), unitName(c.occupant));
    return missingCost(hex);
}

QString MoveBoard::missingCost(Hex hex) const
{
    if (!mMap.contains(hex))
        return {};
    const Cell &c = cell(hex);
    if (c.missing < 0)
        return {};
    const QString &type = mTypes[c.missing];
    return mRules.missingEnterCost.value(
        type, QStringLiteral("The rules give no MP to enter %1 terrain (%2).")
                  .arg(type.toLower(), QStringLiteral("N1600 Terrain Effects Table")));
}

QString MoveBoard::describe(const MoveStep &step, HexUnitKind kind) const
{
    const auto costSource = [&](Hex hex) {
        const Cell &c = cell(hex);
        return mRules.enterCost.value(c.terrain < 0 ? mRules.clearType : mTypes[c.terrain]).source;
    };
    const geometry::HexUnit &after = step.after.unit;
    const geometry::HexUnit &before = step.before.unit;
    switch (step.kind) {
    case MoveStep::Kind::AdvanceLeft:
    case MoveStep::Kind::AdvanceRight: {
        if (!after.isDouble())
            return QStringLiteral("enter %1 (%2): %3 MP, %4")
                .arg(hexLabel(after.hex()), terrainWord(after.hex()))
                .arg(step.cost)
                .arg(costSource(after.hex()));
        const Hex left = after.leftHex();
        const Hex right = after.rightHex();
        if (terrainWord(left) == terrainWord(right))
            return QStringLiteral("advance into %1 and %2 (%3): %4 MP, %5")
                .arg(hexLabel(left), hexLabel(right), terrainWord(left))
                .arg(step.cost)
                .arg(costSource(left));
        // N1600 8.51: "it uses the higher cost of the two for movement".
        return QStringLiteral("advance into %1 (%2) and %3 (%4): %5 MP, the higher, %6")
            .arg(hexLabel(left), terrainWord(left), hexLabel(right), terrainWord(right))
            .arg(step.cost)
            .arg(mRules.doubleUnitSource);
    }
    case MoveStep::Kind::TurnLeft:
    case MoveStep::Kind::TurnRight:
        return QStringLiteral("turn %1 %2: %3 MP, %4")
            .arg(vertices(step.vertices), step.kind == MoveStep::Kind::TurnRight
                                              ? QStringLiteral("right")
                                              : QStringLiteral("left"))
            .arg(step.cost)
            .arg(kind == HexUnitKind::Cavalry ? mRules.facingCavalry.source
                                              : mRules.facingInfantry.source);
    case MoveStep::Kind::CounterMarch:
        if (!before.isDouble())
            return QStringLiteral("counter-march: %1 MP, %2")
                .arg(step.cost)
                .arg(mRules.counterMarch.source);
        return QStringLiteral("counter-march in %1 and %2: %3 MP, %4")
            .arg(hexLabel(before.leftHex()), hexLabel(before.rightHex()))
            .arg(step.cost)
            .arg(mRules.doubleCounterMarch.source);
    case MoveStep::Kind::PivotOnLeft:
    case MoveStep::Kind::PivotOnRight: {
        // N1600 8.52: "half of the unit entering the new hex while the other half pivots in
        // place ... for an additional 2 MP".
        const Hex stays =
            step.kind == MoveStep::Kind::PivotOnLeft ? before.leftHex() : before.rightHex();
        const Hex enters = entered(step).value(0);
        return QStringLiteral("pivot on %1, the other half entering %2 (%3): %4 MP (%5 + %6), %7")
            .arg(hexLabel(stays), hexLabel(enters), terrainWord(enters))
            .arg(step.cost)
            .arg(step.cost - mRules.pivot.mp)
            .arg(mRules.pivot.mp)
            .arg(mRules.pivot.source);
    }
    }
    return {};
}

QString MoveBoard::zoneNote(const MoveStep &step) const
{
    if (!step.before.unit.isDouble() ||
        (step.kind != MoveStep::Kind::CounterMarch && !isPivot(step.kind)))
        return {};
    const geometry::HexUnit &unit = step.before.unit;
    for (const Hex half : unit.hexes()) {
        for (const Enemy &enemy : mEnemies) {
            if (geometry::unitDistance(enemy.unit, half) != 1)
                continue;
            const geometry::HexArc arc = geometry::arcOf(enemy.unit, half);
            const QString where = arc == geometry::HexArc::Frontal ? QStringLiteral("frontal")
                                  : arc == geometry::HexArc::Flank ? QStringLiteral("flank")
                                                                   : QStringLiteral("rear");
            const QString next =
                QStringLiteral("its half in %1 stands next to the enemy %2 (in its %3 hexes), in "
                               "its zone of control, so the unit must first pass a morale test")
                    .arg(hexLabel(half), unitName(enemy.index), where);
            if (isPivot(step.kind)) {
                const Hex stays =
                    step.kind == MoveStep::Kind::PivotOnLeft ? unit.leftHex() : unit.rightHex();
                return QStringLiteral("Before the pivot on %1: %2 (N1600 8.52).")
                    .arg(hexLabel(stays), next);
            }
            return QStringLiteral("Before the counter-march in %1 and %2: %3 (N1600 8.53; 7.2 "
                                  "says a frontal zone of control).")
                .arg(hexLabel(unit.leftHex()), hexLabel(unit.rightHex()), next);
        }
    }
    return {};
}

QStringList MoveBoard::notes(const QList<MoveStep> &steps, HexUnitKind kind) const
{
    QStringList notes;
    bool zones = false;
    QList<int> eliminated;
    bool levelLost = false;
    QList<int> reacting;
    const auto mayReactTo = [&](const geometry::HexUnit &at) {
        for (const Enemy &enemy : mEnemies) {
            // Far off by a wide margin first (a double unit is 1 hex across): cheap.
            if (!enemy.mayReact ||
                geometry::hexDistance(enemy.unit.hex(), at.hex()) > mRules.reactionDistance + 2)
                continue;
            if (!reacting.contains(enemy.index) &&
                geometry::unitDistance(enemy.unit, at) <= mRules.reactionDistance)
                reacting << enemy.index;
        }
    };
    for (const MoveStep &step : steps) {
        const QString zone = zoneNote(step);
        if (!zone.isEmpty())
            notes << zone;
        zones = zones || !zone.isEmpty();
        for (const Hex hex : entered(step)) {
            const Cell &c = cell(hex);
            if (c.enemyArtillery >= 0 && !eliminated.contains(c.enemyArtillery)) {
                eliminated << c.enemyArtillery;
                notes << QStringLiteral("Entering %1 eliminates the enemy artillery %2 (%3). "
                                        "Interpreted: %4")
                             .arg(hexLabel(hex), unitName(c.enemyArtillery),
                                  mRules.enemyArtillerySource, mRules.enemyArtilleryReason);
            }
            if (kind == HexUnitKind::Cavalry && !levelLost && c.terrain >= 0 &&
                mRules.cavalryLevelLost.contains(mTypes[c.terrain])) {
                levelLost = true;
                notes << QStringLiteral("Entering %1 (%2): a cavalry unit is reduced 1 morale "
                                        "level and cannot charge (%3).")
                             .arg(hexLabel(hex), terrainWord(hex), mRules.cavalryLevelLostSource);
            }
        }
        if (step.cost > 0) {
            mayReactTo(step.before.unit);
            mayReactTo(step.after.unit);
        }
    }
    if (zones)
        notes << QStringLiteral("Zone of control, interpreted: %1").arg(mRules.zocReason);
    if (!reacting.isEmpty()) {
        QStringList names;
        for (const int index : std::as_const(reacting))
            names << unitName(index);
        notes << QStringLiteral("Within %1 hexes of it as it spends MP, these enemy units may "
                                "react (%2): %3; each needs a line of sight to it and a movement "
                                "allowance, after disorder, at least its own.")
                     .arg(mRules.reactionDistance)
                     .arg(mRules.reactionSource, names.join(QStringLiteral(", ")));
    }
    // N1600 8.3: "If an enemy unit enters a hex in the interception zone of a cavalry unit (see
    // Diagram 3), the unit may attempt to intercept". The zone is the players' to judge while the
    // diagram is missing from the transcription.
    const bool moves = std::any_of(steps.begin(), steps.end(),
                                   [](const MoveStep &step) { return step.cost > 0; });
    QStringList cavalry;
    for (const Enemy &enemy : mEnemies) {
        if (enemy.mayIntercept)
            cavalry << unitName(enemy.index);
    }
    if (moves && !cavalry.isEmpty()) {
        notes << (mRules.interceptionZone.isEmpty()
                      ? QStringLiteral("Enemy cavalry may try to intercept it where it enters their "
                                       "interception zone (%1): %2. Missing: %3")
                            .arg(mRules.interceptionSource, cavalry.join(QStringLiteral(", ")),
                                 mRules.interceptionMissing)
                      : QStringLiteral("Enemy cavalry may try to intercept it where it enters their "
                                       "interception zone, %1 (%2): %3.")
                            .arg(mRules.interceptionZone, mRules.interceptionSource,
                                 cavalry.join(QStringLiteral(", "))));
    }
    return notes;
}

} // namespace adjutant::rulesets::nieuport1600
