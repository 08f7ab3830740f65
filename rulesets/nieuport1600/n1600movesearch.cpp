// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/nieuport1600/n1600movesearch.h"

#include "geometry/hexoffset.h"
#include "rulesets/nieuport1600/n1600movementrules.h"

#include <algorithm>
#include <climits>

namespace adjutant::rulesets::nieuport1600 {

using geometry::Hex;
using geometry::HexFacing;
using geometry::HexUnit;
using Kind = MoveStep::Kind;

MoveSearch::MoveSearch(const MoveBoard &board, const MovementRules &rules,
                       geometry::HexUnitKind kind, bool isDouble)
    : mBoard(board), mRules(rules), mDouble(isDouble),
      // N1600 7.1: "Cavalry may change facing at a cost of 1 movement point (MP) per vertex.
      // Infantry may change facing at a cost of 2 MPs per vertex."
      mFacingCost(kind == geometry::HexUnitKind::Cavalry ? rules.facingCavalry.mp
                                                         : rules.facingInfantry.mp)
{
}

int MoveSearch::encode(const MovePosition &at) const
{
    return (mBoard.index(at.unit.leftHex()) * geometry::kHexSides + at.unit.facing().vertex()) * 2 +
           (at.flipped ? 1 : 0);
}

MovePosition MoveSearch::decode(int state) const
{
    const bool flipped = (state & 1) != 0;
    const int rest = state >> 1;
    const HexFacing facing = *HexFacing::fromVertex(rest % geometry::kHexSides);
    const Hex left = mBoard.hexAt(rest / geometry::kHexSides);
    return {mDouble ? HexUnit::doubleUnit(left, facing) : HexUnit::simple(left, facing), flipped};
}

// Every step moves each hex of the unit one hex at most, and a step that moves one costs at least
// the cheapest entry; turns and counter-marches move none. For a double unit: the farthest hex
// of the target from the nearer of the unit's own.
int MoveSearch::estimate(const MovePosition &at) const
{
    if (mEdge)
        return hexesToEdge(at) * mRules.cheapestEntry;
    if (!mDouble)
        return geometry::hexDistance(at.unit.hex(), mTarget.unit.hex()) * mRules.cheapestEntry;
    int hexes = 0;
    for (const Hex goal : mTarget.unit.hexes()) {
        int nearest = INT_MAX;
        for (const Hex own : at.unit.hexes())
            nearest = std::min(nearest, geometry::hexDistance(own, goal));
        hexes = std::max(hexes, nearest);
    }
    return hexes * mRules.cheapestEntry;
}

// A step to a neighbour changes a hex's column, and its row, by one at most: the column (or row)
// count to the edge is never more than the hexes a route to it crosses.
int MoveSearch::hexesToEdge(const MovePosition &at) const
{
    int nearest = INT_MAX;
    for (const Hex hex : at.unit.hexes()) {
        const geometry::HexOffset o = geometry::toOffset(hex);
        const int columns = mBoard.map().columns();
        const int rows = mBoard.map().rows();
        const int hexes = *mEdge == MapEdge::West    ? o.column
                          : *mEdge == MapEdge::East  ? columns - 1 - o.column
                          : *mEdge == MapEdge::North ? o.row
                                                     : rows - 1 - o.row;
        nearest = std::min(nearest, hexes);
    }
    return nearest;
}

void MoveSearch::noteMissing(Hex hex)
{
    if (mMissing.isEmpty())
        mMissing = mBoard.missingCost(hex);
}

template <typename Visit> void MoveSearch::forEachStep(const MovePosition &at, Visit &&visit)
{
    const HexUnit &unit = at.unit;
    const HexFacing facing = unit.facing();
    const auto price = [&](Hex hex) {
        const int cost = mBoard.entryCost(hex);
        if (cost == MoveBoard::kCostMissing)
            noteMissing(hex);
        return cost;
    };
    if (!mDouble) {
        // N1600 7.1: "When moving, units may only enter a front hex"; 8.1: "To enter a hex, a
        // unit spends the MP indicated by the terrain".
        const Hex hex = unit.hex();
        const Hex left = geometry::neighbour(hex, facing.frontLeftSide());
        const Hex right = geometry::neighbour(hex, facing.frontRightSide());
        if (const int cost = price(left); cost >= 0)
            visit(Kind::AdvanceLeft, MovePosition{HexUnit::simple(left, facing), false}, cost);
        if (const int cost = price(right); cost >= 0)
            visit(Kind::AdvanceRight, MovePosition{HexUnit::simple(right, facing), false}, cost);
        visit(Kind::TurnLeft, MovePosition{HexUnit::simple(hex, facing.turned(-1)), false},
              mFacingCost);
        visit(Kind::TurnRight, MovePosition{HexUnit::simple(hex, facing.turned(1)), false},
              mFacingCost);
        // N1600 7.1, 8.1: "Simple units can counter-march (change facing by 180 degrees) at a
        // cost of 2 MP."
        visit(Kind::CounterMarch, MovePosition{HexUnit::simple(hex, facing.opposite()), false},
              mRules.counterMarch.mp);
        return;
    }
    // N1600 8.51, 8.52: both halves advance, each into one of its frontal hexes, paying the
    // higher cost of the two hexes entered.
    for (const auto &[side, kind] : {std::pair{facing.frontLeftSide(), Kind::AdvanceLeft},
                                     std::pair{facing.frontRightSide(), Kind::AdvanceRight}}) {
        const Hex left = geometry::neighbour(unit.leftHex(), side);
        const int leftCost = mBoard.entryCost(left);
        const int rightCost = mBoard.entryCost(geometry::neighbour(unit.rightHex(), side));
        if (leftCost == MoveBoard::kMayNotEnter || rightCost == MoveBoard::kMayNotEnter)
            continue;
        if (leftCost == MoveBoard::kCostMissing || rightCost == MoveBoard::kCostMissing) {
            noteMissing(leftCost == MoveBoard::kCostMissing
                            ? left
                            : geometry::neighbour(unit.rightHex(), side));
            continue;
        }
        visit(kind, MovePosition{HexUnit::doubleUnit(left, facing), at.flipped},
              std::max(leftCost, rightCost));
    }
    // N1600 8.52: one half enters the central frontal hex while the other pivots in place, "for
    // an additional 2 MP"; "A double unit may not pivot backward": no step does.
    const Hex central = geometry::neighbour(unit.leftHex(), facing.frontRightSide());
    if (const int cost = price(central); cost >= 0) {
        visit(Kind::PivotOnRight,
              MovePosition{geometry::pivoted(unit, geometry::HexPivot::OnRightHalf), at.flipped},
              cost + mRules.pivot.mp);
        visit(Kind::PivotOnLeft,
              MovePosition{geometry::pivoted(unit, geometry::HexPivot::OnLeftHalf), at.flipped},
              cost + mRules.pivot.mp);
    }
    // N1600 8.53: "For a cost of 2 MP, a double unit can change facing to the opposite direction
    // (180 degrees) in the same two hexes": the halves swap sides.
    visit(Kind::CounterMarch, MovePosition{geometry::counterMarched(unit), !at.flipped},
          mRules.doubleCounterMarch.mp);
}

thread_local MoveSearch::Tables MoveSearch::mTables;

bool MoveSearch::connected(const MovePosition &from, const MovePosition &to)
{
    // A flood from the unit's hexes through the hexes it may enter, stopped once it holds every
    // hex of `to` (stamps as in cheapest(), one per hex).
    Tables &t = mT;
    const std::size_t hexes =
        std::size_t(mBoard.map().columns()) * std::size_t(mBoard.map().rows());
    if (t.stamp.size() < hexes * geometry::kHexSides * 2)
        resize(hexes * geometry::kHexSides * 2);
    nextEpoch();
    int missing = 0;
    for (const Hex hex : to.unit.hexes()) {
        if (!mBoard.map().contains(hex))
            return false;
        missing += from.unit.occupies(hex) ? 0 : 1;
    }
    t.flood.clear();
    for (const Hex hex : from.unit.hexes()) {
        t.stamp[std::size_t(mBoard.index(hex))] = t.epoch;
        t.flood.push_back(mBoard.index(hex));
    }
    for (std::size_t next = 0; next < t.flood.size() && missing > 0; ++next) {
        for (const Hex hex : geometry::neighbours(mBoard.hexAt(t.flood[next]))) {
            const int cost = mBoard.entryCost(hex);
            if (cost == MoveBoard::kCostMissing)
                noteMissing(hex);
            if (cost < 0 || t.stamp[std::size_t(mBoard.index(hex))] == t.epoch)
                continue;
            t.stamp[std::size_t(mBoard.index(hex))] = t.epoch;
            t.flood.push_back(mBoard.index(hex));
            if (to.unit.occupies(hex))
                --missing;
        }
    }
    return missing == 0;
}

void MoveSearch::resize(std::size_t states)
{
    mT.best.resize(states);
    mT.parent.resize(states);
    mT.how.resize(states);
    mT.stamp.assign(states, 0);
    mT.epoch = 0;
}

void MoveSearch::nextEpoch()
{
    if (++mT.epoch == 0) { // wrapped: no stale stamp may match
        std::fill(mT.stamp.begin(), mT.stamp.end(), 0u);
        mT.epoch = 1;
    }
}

std::optional<MoveRoute> MoveSearch::cheapest(const MovePosition &from, const MovePosition &to,
                                              std::optional<int> limit)
{
    mTarget = to;
    mEdge.reset();
    return search(from, limit);
}

std::optional<MoveRoute> MoveSearch::cheapestToEdge(const MovePosition &from, MapEdge edge)
{
    mTarget = from;
    mEdge = edge;
    return search(from, std::nullopt);
}

std::optional<MoveRoute> MoveSearch::search(const MovePosition &from, std::optional<int> limit)
{
    mCutOff = false;
    Tables &t = mT;
    const std::size_t states = std::size_t(mBoard.map().columns()) *
                               std::size_t(mBoard.map().rows()) * geometry::kHexSides * 2;
    if (t.stamp.size() < states)
        resize(states);
    nextEpoch();
    const int start = encode(from);
    int goal = mEdge ? -1 : encode(mTarget);
    // The open states by estimated total (cost so far + estimate): costs are small whole
    // numbers, so a bucket per total replaces a heap. A state is taken from the lowest bucket;
    // one reached again more cheaply is skipped where it was first put.
    for (std::vector<int> &bucket : t.open)
        bucket.clear();
    std::size_t used = 0;
    const auto push = [&](int total, int state) {
        if (std::size_t(total) >= t.open.size())
            t.open.resize(std::size_t(total) + 1);
        used = std::max(used, std::size_t(total) + 1);
        t.open[std::size_t(total)].push_back(state);
    };
    const auto reach = [&](int state, int cost, int parent, Kind how) {
        t.stamp[std::size_t(state)] = t.epoch;
        t.best[std::size_t(state)] = cost;
        t.parent[std::size_t(state)] = parent;
        t.how[std::size_t(state)] = how;
    };
    reach(start, 0, -1, Kind::AdvanceLeft);
    push(estimate(from), start);
    bool found = false;
    for (std::size_t total = 0; total < used && !found; ++total) {
        // Taken by index: expanding a state may add to this very bucket (a step costing no more
        // than the estimate falls).
        for (std::size_t i = 0; i < t.open[total].size(); ++i) {
            const int state = t.open[total][i];
            const int cost = best(state);
            const MovePosition at = decode(state);
            if (cost + estimate(at) != int(total))
                continue; // reached more cheaply since, and taken from a lower bucket
            if (mEdge ? hexesToEdge(at) == 0 : state == goal) {
                goal = state;
                found = true;
                break;
            }
            forEachStep(at, [&](Kind how, const MovePosition &next, int price) {
                const int reachedState = encode(next);
                const int reached = cost + price;
                if (reached >= best(reachedState))
                    return;
                const int nextTotal = reached + estimate(next);
                if (limit && nextTotal > *limit) {
                    mCutOff = true;
                    return;
                }
                reach(reachedState, reached, state, how);
                push(nextTotal, reachedState);
            });
        }
    }
    if (!found)
        return std::nullopt;

    MoveRoute route;
    route.cost = best(goal);
    QList<int> chain;
    for (int state = goal; state != start; state = t.parent[std::size_t(state)])
        chain.prepend(state);
    int previous = start;
    for (const int state : std::as_const(chain)) {
        MoveStep step{t.how[std::size_t(state)], decode(previous), decode(state),
                      best(state) - best(previous), 1};
        const bool turn = step.kind == Kind::TurnLeft || step.kind == Kind::TurnRight;
        if (turn && !route.steps.isEmpty() && route.steps.last().kind == step.kind) {
            MoveStep &last = route.steps.last();
            last.after = step.after;
            last.cost += step.cost;
            ++last.vertices;
        } else {
            route.steps << step;
        }
        previous = state;
    }
    return route;
}

} // namespace adjutant::rulesets::nieuport1600
