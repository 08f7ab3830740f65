// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/nieuport1600/n1600movement.h"

#include "core/battle.h"
#include "core/error.h"
#include "geometry/hexmap.h"
#include "rulesets/nieuport1600/n1600hexunits.h"
#include "rulesets/nieuport1600/n1600movementrules.h"
#include "rulesets/nieuport1600/n1600movesearch.h"
#include "rulesets/nieuport1600/n1600wings.h"
#include "rulesets/rulebook.h"

#include <QJsonValue>

#include <cmath>
#include <stdexcept>

namespace adjutant::rulesets::nieuport1600 {

namespace {

// How far a search looks beyond the unit's allowance (or without one), in MP: a bound of the
// search, not a rule. N1600 1.1: a hex is 150 m and a turn 20 to 30 minutes; 40 MP of clear
// ground is 6 km, more than horse covers at a trot in half an hour, so no move a player makes in
// one turn is cut off. It keeps the answer for a far hex within a fraction of a millisecond.
constexpr int kSearchBound = 40;

using geometry::Hex;
using geometry::HexFacing;
using geometry::HexUnit;
using geometry::HexUnitKind;

QString unitName(const core::Unit &unit)
{
    return QStringLiteral("\"%1\"").arg(unit.name.isEmpty() ? unit.id : unit.name);
}

QString mp(double value)
{
    return QString::number(value, 'g', 4);
}

QString vertices(int count)
{
    return count == 1 ? QStringLiteral("1 vertex") : QStringLiteral("%1 vertices").arg(count);
}

// The hexes of a unit's bases, in the order of its bases: `flipped` when its first base is the
// right half of a double unit.
QList<core::HexCell> cells(const HexUnit &unit, bool flipped)
{
    if (!unit.isDouble())
        return {cellOf(unit.hex())};
    return flipped ? QList<core::HexCell>{cellOf(unit.rightHex()), cellOf(unit.leftHex())}
                   : QList<core::HexCell>{cellOf(unit.leftHex()), cellOf(unit.rightHex())};
}

// Where `bases` stand, as a unit of the map; `problem` says why they cannot.
std::optional<MovePosition> positionOf(const core::Battle &battle, const QList<core::Base> &bases,
                                       QString *problem)
{
    const geometry::HexMap map(battle.table.hexColumns, battle.table.hexRows);
    for (const core::Base &base : bases) {
        if (!map.contains(geometry::HexOffset{base.hex.column, base.hex.row})) {
            *problem = QStringLiteral("%1 is off the map").arg(hexLabel(hexOf(base.hex)));
            return std::nullopt;
        }
        if (base.facing != std::floor(base.facing) || !HexFacing::fromVertex(int(base.facing)) ||
            base.facing != bases[0].facing) {
            *problem = QStringLiteral("a unit faces one hex vertex, 0 to 5, with all its bases "
                                      "(N1600 7)");
            return std::nullopt;
        }
    }
    const HexFacing facing = *HexFacing::fromVertex(int(bases[0].facing));
    if (bases.size() == 1)
        return MovePosition{HexUnit::simple(hexOf(bases[0].hex), facing), false};
    try {
        const HexUnit unit = HexUnit::doubleUnit(hexOf(bases[0].hex), hexOf(bases[1].hex), facing);
        return MovePosition{unit, hexOf(bases[0].hex) != unit.leftHex()};
    } catch (const std::invalid_argument &) {
        *problem = QStringLiteral("a double unit's two halves stand side by side across its "
                                  "facing (N1600 7.2)");
        return std::nullopt;
    }
}

// The unit's movement points this turn (N1600 8.1: "Each unit has a movement allowance per turn
// defined in movement points"), from the value printed on its counter (N1600 2.2) after its
// morale level (Unit State Effects Table), or none with a note saying why.
std::optional<double> allowanceOf(const MovementRules &rules, const core::Unit &unit,
                                  const QString &level, QStringList &notes)
{
    const double factor = rules.allowanceFactor.value(level, 1.0);
    if (factor == 0.0)
        return 0.0; // N1600 12.2, Shaken: "movement equals zero", whatever the counter says
    const QJsonValue printed = unit.properties.value(QStringLiteral("movement"));
    if (printed.isUndefined()) {
        notes << QStringLiteral("The movement value on the counter is not recorded for this "
                                "unit: compare the cost with it (N1600 2.2, 8.1).");
        return std::nullopt;
    }
    const double value = printed.toDouble(-1);
    if (value < 0 || value != std::floor(value)) {
        notes << QStringLiteral("The movement value recorded for the counter is not a whole number "
                                "of MP: compare the cost with the counter (N1600 2.2, 8.1).");
        return std::nullopt;
    }
    if (factor != 1.0)
        notes << QStringLiteral("%1: %2 of the counter's %3 MP (%4; interpreted: %5)")
                     .arg(level, mp(value * factor), mp(value), rules.allowanceSource,
                          rules.halfReason);
    return value * factor;
}

HexMovePlan artilleryPlan(const MovementRules &rules, const MovePosition &from,
                          const MovePosition &to)
{
    HexMovePlan plan;
    plan.path << cells(from.unit, from.flipped);
    plan.facings << from.unit.facing().vertex();
    plan.allowance = std::nullopt;
    if (from.unit.hexes() != to.unit.hexes()) {
        // N1600 7.1: "Artillery may never move."; 8.1: "Exception: Artillery can never move."
        plan.refusal = QStringLiteral("Artillery may never move (N1600 7.1, 8.1).");
        return plan;
    }
    plan.allowed = true;
    const int turn = geometry::vertexTurns(from.unit.facing(), to.unit.facing());
    if (turn == 0)
        return plan;
    // N1600 7.1: "Artillery may change facing any number of vertices instead of firing".
    const bool right = from.unit.facing().turned(turn) == to.unit.facing();
    plan.cost = rules.artilleryFacing.mp;
    plan.path << cells(to.unit, to.flipped);
    plan.facings << to.unit.facing().vertex();
    plan.steps << QStringLiteral("turn %1 %2 instead of firing: %3 MP, %4")
                      .arg(vertices(turn), right ? QStringLiteral("right") : QStringLiteral("left"))
                      .arg(plan.cost)
                      .arg(rules.artilleryFacing.source);
    plan.notes << QStringLiteral("Instead of firing: flip the counter to its Tiré (Fired) side "
                                 "(N1600 7.1).");
    return plan;
}

// Why no way was found to a place the unit may stand in: what closes the way.
QString noWay(const MovePosition &from, const MovePosition &to, const MoveSearch &search)
{
    if (!search.missingCost().isEmpty())
        return QStringLiteral("No way there without entering terrain whose MP the rules text "
                              "lacks: %1")
            .arg(search.missingCost());
    return QStringLiteral("No way from %1 to %2: impassable hexes, other units or the map's edge "
                          "close every path (N1600 8.1, 9.1; Terrain Effects Table).")
        .arg(hexLabel(from.unit.hex()), hexLabel(to.unit.hex()));
}

// N1600 8.52: "A double unit may not pivot backward." The position a backward pivot would give.
bool isBackwardPivot(const MovePosition &from, const MovePosition &to)
{
    if (!from.unit.isDouble())
        return false;
    for (const geometry::HexPivot pivot :
         {geometry::HexPivot::OnLeftHalf, geometry::HexPivot::OnRightHalf}) {
        const HexUnit back =
            geometry::counterMarched(geometry::pivoted(geometry::counterMarched(from.unit), pivot));
        if (back == to.unit && from.flipped == to.flipped)
            return true;
    }
    return false;
}

} // namespace

HexMovePlan planMove(const RuleBook &book, const core::Battle &battle, int unit,
                     const QList<core::Base> &to)
{
    HexMovePlan plan;
    if (unit < 0 || unit >= battle.units.size()) {
        plan.refusal = QStringLiteral("No such unit.");
        return plan;
    }
    const core::Unit &mover = battle.units[unit];
    if (!battle.table.unit.isHex()) {
        plan.refusal = QStringLiteral("Moves are planned on a hex map only.");
        return plan;
    }
    if (mover.bases.isEmpty()) {
        plan.refusal = QStringLiteral("%1 is not on the map.").arg(unitName(mover));
        return plan;
    }
    const MovementRules &rules = movementRules(book);
    const QString level =
        mover.state.cohesion.isEmpty() ? rules.levels.value(0) : mover.state.cohesion;
    if (level == rules.eliminated) {
        plan.refusal = QStringLiteral("%1 is eliminated (N1600 12.1).").arg(unitName(mover));
        return plan;
    }
    if (!rules.levels.contains(level)) {
        plan.refusal = QStringLiteral("%1's morale level \"%2\" is not one of %3 (N1600 12).")
                           .arg(unitName(mover), level, rules.levels.join(QStringLiteral(", ")));
        return plan;
    }
    bool sameBases = to.size() == mover.bases.size();
    for (qsizetype i = 0; sameBases && i < to.size(); ++i)
        sameBases = to[i].id == mover.bases[i].id;
    if (!sameBases) {
        plan.refusal = QStringLiteral("A move takes the unit's own bases, in their order.");
        return plan;
    }
    QString problem;
    std::optional<MovePosition> from = positionOf(battle, mover.bases, &problem);
    if (!from) {
        plan.refusal =
            QStringLiteral("%1 stands where it cannot: %2.").arg(unitName(mover), problem);
        return plan;
    }
    const std::optional<MovePosition> target = positionOf(battle, to, &problem);
    if (!target) {
        plan.refusal = QStringLiteral("It cannot stand there: %1.").arg(problem);
        return plan;
    }

    const HexUnitKind kind = unitKind(book, mover.troopType);
    if (kind == HexUnitKind::Artillery)
        return artilleryPlan(rules, *from, *target);

    const MoveBoard board(rules, book, battle, unit);
    plan.path << cells(from->unit, from->flipped);
    plan.facings << from->unit.facing().vertex();
    // A hex no unit may end in is refused without a search.
    for (const Hex hex : target->unit.hexes()) {
        if (!from->unit.occupies(hex))
            plan.refusal = board.refusalToEnter(hex);
        if (!plan.refusal.isEmpty())
            return plan;
    }
    MoveSearch search(board, rules, kind, from->unit.isDouble());
    // Bounded by the allowance when it is known: the hover of a drag mostly asks for a move the
    // unit can make. Beyond it, or without it, a second search bounded by kSearchBound names the
    // cost, unless a flood of the map shows no way at all.
    const std::optional<double> allowance = allowanceOf(rules, mover, level, plan.notes);
    std::optional<MoveRoute> route;
    bool searched = false;
    if (allowance && *allowance > 0 && !rules.routOnly.contains(level)) {
        route = search.cheapest(*from, *target, int(std::floor(*allowance)));
        searched = !search.cutOff();
    }
    bool beyondBound = false;
    if (!route && !searched && search.connected(*from, *target)) {
        route = search.cheapest(*from, *target, kSearchBound);
        beyondBound = !route && search.cutOff();
    }
    if (!route) {
        if (!beyondBound)
            plan.refusal = noWay(*from, *target, search);
        else if (allowance)
            plan.refusal = QStringLiteral("The move costs more than %1 MP, more than its %2 "
                                          "(N1600 8.1).")
                               .arg(kSearchBound)
                               .arg(mp(*allowance));
        else
            plan.refusal = QStringLiteral("No way within %1 MP, farther than any unit moves in a "
                                          "turn.")
                               .arg(kSearchBound);
        return plan;
    }
    plan.cost = route->cost;
    for (const MoveStep &step : route->steps) {
        plan.path << cells(step.after.unit, step.after.flipped);
        plan.facings << step.after.unit.facing().vertex();
        plan.steps << board.describe(step, kind);
    }
    plan.notes << board.notes(route->steps, kind);
    plan.allowance = allowance;

    if (route->steps.isEmpty()) {
        plan.allowed = true;
        return plan;
    }
    if (rules.routOnly.contains(level)) {
        // N1600 12.2: "Broken: rout movement only"; 13.2: it routs in the rout phase.
        plan.refusal = QStringLiteral("%1 is %2: rout movement only, in the rout phase (%3).")
                           .arg(unitName(mover), level, rules.routSource);
    } else if (rules.allowanceFactor.value(level, 1.0) == 0.0) {
        plan.refusal = QStringLiteral("%1 is %2: its movement equals zero (%3).")
                           .arg(unitName(mover), level, rules.allowanceSource);
    } else if (plan.allowance && plan.cost > *plan.allowance) {
        if (isBackwardPivot(*from, *target))
            plan.refusal = QStringLiteral("A double unit may not pivot backward (N1600 8.52); the "
                                          "way round costs %1 MP, more than its %2.")
                               .arg(plan.cost)
                               .arg(mp(*plan.allowance));
        else
            plan.refusal = QStringLiteral("The move costs %1 MP, more than its %2 (N1600 8.1).")
                               .arg(plan.cost)
                               .arg(mp(*plan.allowance));
    }
    if (plan.refusal.isEmpty())
        checkOrders(book, battle, unit, from->unit, target->unit, plan);
    if (plan.refusal.isEmpty())
        checkTercio(battle, unit, from->unit, target->unit, plan);
    plan.allowed = plan.refusal.isEmpty();
    return plan;
}

RoutPath routPath(const RuleBook &book, const core::Battle &battle, int unit)
{
    RoutPath rout;
    if (unit < 0 || unit >= battle.units.size() || battle.units[unit].bases.isEmpty()) {
        rout.reason = QStringLiteral("Not on the map.");
        return rout;
    }
    const core::Unit &mover = battle.units[unit];
    const MovementRules &rules = movementRules(book);
    const QString level =
        mover.state.cohesion.isEmpty() ? rules.levels.value(0) : mover.state.cohesion;
    if (!rules.routOnly.contains(level)) {
        rout.reason = QStringLiteral("%1 is %2, not Broken: only broken units rout (%3).")
                          .arg(unitName(mover), level.isEmpty() ? QStringLiteral("Normal") : level,
                               rules.routSource);
        return rout;
    }
    const HexUnitKind kind = unitKind(book, mover.troopType);
    if (kind == HexUnitKind::Artillery || kind == HexUnitKind::Commander) {
        rout.reason = QStringLiteral("%1 never moves: artillery has one status and no rout "
                                     "(N1600 7.1, 13.1).")
                          .arg(unitName(mover));
        return rout;
    }
    // N1600 13.2: "toward the edge of the map"; the scenario's Deployment names each side's.
    const QString rout_ = QStringLiteral("rout");
    const QString edgeKey = QStringLiteral("mapEdge.") + mover.side;
    const RuleValue *edgeValue = book.has(rout_, edgeKey) ? &book.value(rout_, edgeKey) : nullptr;
    const QString sideName = [&] {
        for (const core::Side &side : battle.sides) {
            if (side.id == mover.side)
                return side.name.isEmpty() ? side.id : side.name;
        }
        return mover.side;
    }();
    if (!edgeValue || !edgeValue->isAvailable()) {
        rout.reason = QStringLiteral("The map edge of the %1 is not recorded: the scenario's "
                                     "Deployment names it; add it to the rout table in an "
                                     "override file (N1600 13.2).")
                          .arg(sideName);
        return rout;
    }
    static const QHash<QString, MapEdge> edges{{QStringLiteral("west"), MapEdge::West},
                                               {QStringLiteral("east"), MapEdge::East},
                                               {QStringLiteral("north"), MapEdge::North},
                                               {QStringLiteral("south"), MapEdge::South}};
    const QString edgeWord = edgeValue->value.toString();
    if (!edges.contains(edgeWord)) {
        rout.reason = QStringLiteral("The %1's map edge \"%2\" is not west, east, north or south "
                                     "(%3).")
                          .arg(sideName, edgeWord, edgeValue->source);
        return rout;
    }
    QString problem;
    const std::optional<MovePosition> from = positionOf(battle, mover.bases, &problem);
    if (!from) {
        rout.reason =
            QStringLiteral("%1 stands where it cannot: %2.").arg(unitName(mover), problem);
        return rout;
    }
    rout.path << cells(from->unit, from->flipped);
    const MoveBoard board(rules, book, battle, unit);
    MoveSearch search(board, rules, kind, from->unit.isDouble());
    QStringList notes;
    const std::optional<double> allowance = allowanceOf(rules, mover, QString(), notes);
    const std::optional<MoveRoute> route = search.cheapestToEdge(*from, edges.value(edgeWord));
    const QString edgeSource = edgeValue->source;
    const RuleValue &least = book.value(rout_, QStringLiteral("pathOfLeastResistance"));
    if (!route) {
        // N1600 13.2: "If the unit cannot fully move ... it is eliminated".
        rout.caption = QStringLiteral("rout: no way to the %1 edge, eliminated").arg(edgeWord);
        rout.tip = (search.missingCost().isEmpty()
                        ? QStringLiteral("Impassable hexes, other units or the map's edge close "
                                         "every way to the %1 edge (N1600 8.1, 9.1; Terrain "
                                         "Effects Table): the unit cannot move and is eliminated "
                                         "(N1600 13.2).")
                              .arg(edgeWord)
                        : QStringLiteral("Every way to the %1 edge enters terrain whose MP the "
                                         "rules text lacks: %2")
                              .arg(edgeWord, search.missingCost()));
        return rout;
    }
    rout.cost = route->cost;
    QStringList steps;
    int spent = 0;
    for (const MoveStep &step : route->steps) {
        rout.path << cells(step.after.unit, step.after.flipped);
        spent += step.cost;
        if (allowance && spent <= *allowance)
            ++rout.stepsThisTurn;
        steps << board.describe(step, kind);
    }
    const QString mpText = QStringLiteral("%1 MP").arg(rout.cost);
    if (!allowance) {
        rout.stepsThisTurn = int(route->steps.size());
        rout.caption = QStringLiteral("rout: %1 to the %2 edge; compare with the counter's "
                                      "movement value")
                           .arg(mpText, edgeWord);
    } else if (rout.cost <= *allowance) {
        rout.caption = QStringLiteral("rout: %1 to the %2 edge, eliminated on leaving the map")
                           .arg(mpText, edgeWord);
    } else {
        const QList<core::HexCell> &stop = rout.path[rout.stepsThisTurn];
        rout.caption = QStringLiteral("rout: %1 to the %2 edge; its %3 MP take it to %4 this "
                                      "turn")
                           .arg(mpText, edgeWord, mp(*allowance), hexLabel(hexOf(stop[0])));
    }
    rout.tip = QStringLiteral("N1600 13.2: the path of least resistance toward its map edge (the "
                              "%1, %2). Interpreted: %3")
                   .arg(edgeWord, edgeSource, least.reason);
    if (!steps.isEmpty())
        rout.tip += QStringLiteral("\n") + steps.join(QStringLiteral("\n"));
    for (const QString &note : std::as_const(notes))
        rout.tip += QStringLiteral("\n") + note;
    return rout;
}

} // namespace adjutant::rulesets::nieuport1600
