#pragma once

#include "rulesets/nieuport1600/n1600moveboard.h"

#include <QList>
#include <QString>

#include <optional>
#include <vector>

namespace adjutant::rulesets::nieuport1600 {

struct MovementRules;

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
// which no step beats, so the first way found is a cheapest one. At most 12 states per hex of the
// map; one search allocates its tables once.
class MoveSearch
{
public:
    MoveSearch(const MoveBoard &board, const MovementRules &rules, geometry::HexUnitKind kind,
               bool isDouble);

    // A cheapest route, or none when no legal sequence of steps leads there.
    std::optional<MoveRoute> cheapest(const MovePosition &from, const MovePosition &to);
    // What the rules text lacks to price a hex the search could not enter for that reason (the
    // first such), empty when none.
    const QString &missingCost() const { return mMissing; }

private:
    int encode(const MovePosition &at) const;
    MovePosition decode(int state) const;
    int estimate(const MovePosition &at) const;
    template <typename Visit> void forEachStep(const MovePosition &at, Visit &&visit);
    void noteMissing(geometry::Hex hex);

    const MoveBoard &mBoard;
    const MovementRules &mRules;
    bool mDouble;
    int mFacingCost;
    MovePosition mTarget;
    QString mMissing;
    std::vector<int> mBest;
    std::vector<int> mParent;
    std::vector<MoveStep::Kind> mHow;
};

} // namespace adjutant::rulesets::nieuport1600
