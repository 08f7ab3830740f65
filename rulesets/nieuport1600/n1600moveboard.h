// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/hexmap.h"
#include "geometry/hexunit.h"
#include "geometry/hexunitkind.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <vector>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::nieuport1600 {

struct MovementRules;

// Where a moving unit stands: its hexes and facing, and whether its first base is the right half
// of a double unit (a counter-march swaps the halves' sides, N1600 8.53).
struct MovePosition
{
    geometry::HexUnit unit;
    bool flipped = false;

    bool operator==(const MovePosition &) const = default;
};

// One step of a move (N1600 7.1, 8.1, 8.5).
struct MoveStep
{
    enum class Kind : std::uint8_t
    {
        AdvanceLeft,  // into the frontal hex across the hexside left of the faced vertex
        AdvanceRight, // ... right of it; a double unit: both halves
        TurnLeft,     // a simple unit, `vertices` vertices anticlockwise
        TurnRight,
        CounterMarch,
        PivotOnLeft, // a double unit: the left half pivots in place, the right one advances
        PivotOnRight
    };
    Kind kind = Kind::AdvanceLeft;
    MovePosition before;
    MovePosition after;
    int cost = 0;
    int vertices = 1; // turns only
};

// The hex map as a move sees it: what each hex costs to enter and who stands in it, for the unit
// at index `mover` of the battle (Terrain Effects Table; N1600 9.1). Built once per plan, read
// without allocating by the search; it words the steps and notes of the plan found.
class MoveBoard
{
public:
    MoveBoard(const MovementRules &rules, const RuleBook &book, const core::Battle &battle,
              int mover);

    static constexpr int kMayNotEnter = -1;
    static constexpr int kCostMissing = -2;

    const geometry::HexMap &map() const { return mMap; }
    int index(geometry::Hex hex) const
    {
        const geometry::HexOffset offset = geometry::toOffset(hex);
        return offset.column * mMap.rows() + offset.row;
    }
    geometry::Hex hexAt(int index) const
    {
        return geometry::toHex({index / mMap.rows(), index % mMap.rows()});
    }
    // The MP to enter `hex`; kMayNotEnter off the map, in impassable terrain or in a hex that
    // holds another infantry or cavalry unit; kCostMissing where the rules text lacks the cost.
    int entryCost(geometry::Hex hex) const
    {
        if (!mMap.contains(hex))
            return kMayNotEnter;
        return mCells[std::size_t(index(hex))].entry;
    }
    // Why the mover may not end in `hex`, with the rule; empty when it may.
    QString refusalToEnter(geometry::Hex hex) const;
    // What the rules text lacks to price `hex`, with how to supply it; empty when nothing.
    QString missingCost(geometry::Hex hex) const;

    // A step in the players' words with its cost and section.
    QString describe(const MoveStep &step, geometry::HexUnitKind kind) const;
    // What the players must still do or know about the move made of `steps`.
    QStringList notes(const QList<MoveStep> &steps, geometry::HexUnitKind kind) const;

private:
    struct Cell
    {
        int entry = 0;       // entryCost()
        int terrain = -1;    // the type whose cost counts, in mTypes; -1: clear
        int impassable = -1; // an impassable type covering it
        int missing = -1;    // a type whose cost the text lacks
        int occupant = -1;   // an infantry or cavalry unit (not the mover), by battle index
        int enemyArtillery = -1;
    };
    struct Enemy
    {
        int index;
        geometry::HexUnit unit;
        geometry::HexUnitKind kind;
        bool mayReact;     // N1600 8.2: a simple unit, Normal or Disordered
        bool mayIntercept; // N1600 8.3: cavalry, not routing
    };

    int typeIndex(const QString &type);
    const Cell &cell(geometry::Hex hex) const { return mCells[std::size_t(index(hex))]; }
    QString terrainWord(geometry::Hex hex) const;
    QString unitName(int index) const;
    // N1600 8.52, 8.53: the morale test a pivot or counter-march in an enemy ZoC needs, or empty.
    QString zoneNote(const MoveStep &step) const;

    const MovementRules &mRules;
    const core::Battle &mBattle;
    geometry::HexMap mMap;
    std::vector<Cell> mCells;
    QStringList mTypes;
    std::vector<Enemy> mEnemies;
};

} // namespace adjutant::rulesets::nieuport1600
