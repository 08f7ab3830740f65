// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/nieuport1600/n1600moveboard.h"

#include <QList>
#include <QString>

#include <climits>
#include <optional>
#include <vector>

namespace adjutant::rulesets::nieuport1600 {

struct MovementRules;

// The edge of the map a side's broken units rout toward (N1600 13.2), by compass point: west is
// the first column of the map, north its first row.
enum class MapEdge
{
    West,
    East,
    North,
    South
};

// The steps of a move and the MP they spend, consecutive turns of a simple unit counted as one
// step of several vertices.
struct MoveRoute
{
    int cost = 0;
    QList<MoveStep> steps;
};

// The cheapest sequence of legal steps between two positions of one unit on a MoveBoard: an A*
// search over (hexes, facing, which half is which) states, each step priced as N1600 7 and 8 say
// (see n1600movement.h). The estimate is the hexes still to cover times the cheapest entry cost,
// which no step beats, so the first way found is a cheapest one. Costs are small whole numbers:
// the open states wait in one bucket per estimated total. At most 12 states per hex of the map;
// one search allocates its tables once.
class MoveSearch
{
public:
    MoveSearch(const MoveBoard &board, const MovementRules &rules, geometry::HexUnitKind kind,
               bool isDouble);

    // Whether every hex of `to` joins the hexes of `from` through hexes a unit may enter: a
    // simple unit can then reach it (it turns to face any neighbour), a double unit may. Cheap:
    // one pass over the map, to refuse what no search would find.
    bool connected(const MovePosition &from, const MovePosition &to);
    // A cheapest route, or none when no legal sequence of steps leads there, or (`limit` given)
    // none costs `limit` MP or less.
    std::optional<MoveRoute> cheapest(const MovePosition &from, const MovePosition &to,
                                      std::optional<int> limit = std::nullopt);
    // N1600 13.2: a cheapest route from `from` to any position with a hex on `edge` (the "path of
    // least resistance toward the edge of the map"), the same steps at the same prices, or none.
    std::optional<MoveRoute> cheapestToEdge(const MovePosition &from, MapEdge edge);
    // The last search left states dearer than its limit unexplored.
    bool cutOff() const { return mCutOff; }
    // What the rules text lacks to price a hex the search could not enter for that reason (the
    // first such), empty when none.
    const QString &missingCost() const { return mMissing; }

private:
    int encode(const MovePosition &at) const;
    MovePosition decode(int state) const;
    int estimate(const MovePosition &at) const;
    // The hexes between the nearest of the unit's and mEdge.
    int hexesToEdge(const MovePosition &at) const;
    std::optional<MoveRoute> search(const MovePosition &from, std::optional<int> limit);
    template <typename Visit> void forEachStep(const MovePosition &at, Visit &&visit);
    void noteMissing(geometry::Hex hex);
    void resize(std::size_t states);
    void nextEpoch();

    const MoveBoard &mBoard;
    const MovementRules &mRules;
    bool mDouble;
    int mFacingCost;
    MovePosition mTarget;
    std::optional<MapEdge> mEdge; // searching toward an edge, not mTarget
    int best(int state) const
    {
        return mT.stamp[std::size_t(state)] == mT.epoch ? mT.best[std::size_t(state)] : INT_MAX;
    }

    // What a search writes per state, kept from one search to the next on the same thread so that
    // the hover of a drag does not clear a table per hex of the map: a state's entries count only
    // when its stamp is the search's epoch.
    struct Tables
    {
        std::vector<int> best;
        std::vector<int> parent;
        std::vector<MoveStep::Kind> how;
        std::vector<unsigned> stamp;
        unsigned epoch = 0;
        std::vector<std::vector<int>> open; // by estimated total
        std::vector<int> flood;
    };
    static thread_local Tables mTables;
    Tables &mT = mTables; // this thread's

    QString mMissing;
    bool mCutOff = false;
};

} // namespace adjutant::rulesets::nieuport1600
