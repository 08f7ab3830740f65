// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the Nieuport 1600 movement tests: hand-made battles on a hex map, hexes by their
// printed labels, and the hex grid written again from geometry/hexoffset.h's words (not its code)
// for the independent search.

#include "n1600testing.h"

#include "core/battle.h"
#include "core/commander.h"
#include "core/measureunit.h"
#include "rulesets/tablerules.h"

#include <QString>

#include <cstdlib>

namespace n1600movetesting {

using namespace adjutant;
using rulesets::HexMovePlan;

// A hex by its printed label, "0304": column 03, row 04 (0-based: 2, 3).
inline core::HexCell at(const char *label)
{
    const QByteArray text(label);
    return {text.left(2).toInt() - 1, text.mid(2, 2).toInt() - 1};
}

// Flat-topped hexes in columns, odd 0-based columns half a hex lower (geometry/hexoffset.h),
// written again here: axial (q, r) and the six hexsides clockwise from the top.
struct Axial
{
    int q = 0;
    int r = 0;
    bool operator==(const Axial &) const = default;
};
inline constexpr Axial kSides[6] = {{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 1}, {-1, 0}};

inline Axial axial(core::HexCell cell)
{
    return {cell.column, cell.row - (cell.column - (cell.column & 1)) / 2};
}
inline core::HexCell offset(Axial a)
{
    return {a.q, a.r + (a.q - (a.q & 1)) / 2};
}
inline Axial across(Axial a, int side)
{
    const Axial d = kSides[((side % 6) + 6) % 6];
    return {a.q + d.q, a.r + d.r};
}
inline int distance(Axial a, Axial b)
{
    const int dq = a.q - b.q;
    const int dr = a.r - b.r;
    return (std::abs(dq) + std::abs(dr) + std::abs(dq + dr)) / 2;
}

struct Placed
{
    QString id;
    QString side;
    QString type;
    QList<core::HexCell> hexes;
    int facing = 1;
    QString level;
    int movement = -1; // -1: not recorded
};

// A hand-made battle on a map of `columns` x `rows`: two sides, units and terrain.
class MapMaker
{
public:
    MapMaker(int columns = 10, int rows = 10)
    {
        mBattle.ruleset = QStringLiteral("nieuport1600");
        mBattle.table.unit = core::MeasureUnit::hex();
        mBattle.table.hexColumns = columns;
        mBattle.table.hexRows = rows;
        mBattle.sides = {{QStringLiteral("dutch"), QStringLiteral("Dutch"), {}, false},
                         {QStringLiteral("spain"), QStringLiteral("Spanish"), {}, false}};
    }
    MapMaker &unit(const QString &id, const QString &side, const QString &type,
                   const QList<core::HexCell> &hexes, int facing, const QString &level = {},
                   int movement = -1)
    {
        const Placed placed{id, side, type, hexes, facing, level, movement};
        core::Unit unit;
        unit.id = placed.id;
        unit.name = placed.id;
        unit.side = placed.side;
        unit.troopType = placed.type;
        unit.originalStrength = unit.currentStrength = 1;
        unit.state.cohesion = placed.level;
        if (placed.movement >= 0)
            unit.properties = {{QStringLiteral("movement"), placed.movement}};
        for (qsizetype i = 0; i < placed.hexes.size(); ++i) {
            core::Base base;
            base.id = placed.id + QString::number(i + 1);
            base.hex = placed.hexes[i];
            base.facing = placed.facing;
            unit.bases << base;
        }
        mBattle.units << unit;
        return *this;
    }
    MapMaker &terrain(const char *type, const QList<core::HexCell> &hexes)
    {
        core::Terrain piece;
        piece.id = QStringLiteral("t%1").arg(mBattle.terrain.size() + 1);
        piece.type = QString::fromLatin1(type);
        piece.hexes = hexes;
        mBattle.terrain << piece;
        return *this;
    }
    const core::Battle &battle() const { return mBattle; }

private:
    core::Battle mBattle;
};

// Francis Vere, the Dutch wing commander, in `hex` with his wing under `orders`.
inline core::Commander francisVere(core::HexCell hex, const QString &orders)
{
    core::Commander vere;
    vere.id = QStringLiteral("vere");
    vere.side = QStringLiteral("dutch");
    vere.name = QStringLiteral("Francis Vere");
    vere.rank = QStringLiteral("Wing Commander");
    vere.hex = hex;
    vere.orders = orders;
    return vere;
}

inline const rulesets::TableRules &rules()
{
    return *n1600testing::n1600().tableRules();
}

// The plan for unit `id` to stand in `hexes` (its bases in order) facing `facing`.
inline HexMovePlan plan(const core::Battle &battle, const QString &id,
                        const QList<core::HexCell> &hexes, int facing)
{
    const int index = battle.unitIndex(id);
    QList<core::Base> to = battle.units[index].bases;
    for (qsizetype i = 0; i < to.size(); ++i) {
        to[i].hex = hexes.value(i);
        to[i].facing = facing;
    }
    return rules().planHexMove(battle, index, to);
}

inline QString why(const HexMovePlan &plan)
{
    return QStringLiteral("refusal: %1\nsteps: %2\nnotes: %3")
        .arg(plan.refusal, plan.steps.join(QStringLiteral(" | ")),
             plan.notes.join(QStringLiteral(" | ")));
}

} // namespace n1600movetesting
