// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/hexmap/hexdrag.h"

#include "app/gui/table/baseitem.h"
#include "app/gui/table/tableframe.h"
#include "geometry/hex.h"
#include "geometry/hexfacing.h"
#include "geometry/hexoffset.h"

#include <QJsonArray>
#include <QJsonObject>

namespace adjutant::app {

namespace {

geometry::Hex axial(core::HexCell cell)
{
    return geometry::toHex({cell.column, cell.row});
}

core::HexCell cellOf(geometry::Hex hex)
{
    const geometry::HexOffset offset = geometry::toOffset(hex);
    return {offset.column, offset.row};
}

} // namespace

core::Change hexMovedChange(const QString &unitId, const QList<core::Base> &to)
{
    QJsonArray moves;
    for (const core::Base &base : to)
        moves.append(QJsonObject{{QStringLiteral("unit"), unitId},
                                 {QStringLiteral("id"), base.id},
                                 {QStringLiteral("column"), base.hex.column},
                                 {QStringLiteral("row"), base.hex.row},
                                 {QStringLiteral("facing"), int(base.facing)}});
    return core::Change{QStringLiteral("bases.moved"), {{QStringLiteral("moves"), moves}}};
}

QList<core::Base> stepped(QList<core::Base> bases, HexStep step)
{
    if (bases.isEmpty())
        return bases;
    const geometry::HexFacing facing(int(bases.first().facing) % 6);
    const geometry::Hex pivot = axial(bases.first().hex);
    for (core::Base &base : bases) {
        switch (step) {
        case HexStep::FrontLeft:
        case HexStep::FrontRight:
            base.hex = cellOf(geometry::neighbour(axial(base.hex), step == HexStep::FrontLeft
                                                                       ? facing.frontLeftSide()
                                                                       : facing.frontRightSide()));
            break;
        case HexStep::TurnLeft:
        case HexStep::TurnRight: {
            const int by = step == HexStep::TurnLeft ? -1 : 1;
            base.hex = cellOf(geometry::rotatedAbout(axial(base.hex), pivot, by));
            base.facing = double((int(base.facing) + by + 6) % 6);
            break;
        }
        case HexStep::About:
            base.facing = double((int(base.facing) + 3) % 6);
            break;
        }
    }
    return bases;
}

void HexDrag::begin(const QString &unitId, const QList<BaseItem *> &items,
                    const QList<core::Base> &bases, core::HexCell pressed)
{
    mUnitId = unitId;
    mItems = items;
    mStart = bases;
    mTarget = bases;
    mPressed = pressed;
    mHover = pressed;
    mTurn = 0;
}

bool HexDrag::update(core::HexCell hex, int turn, const TableFrame &frame)
{
    if (!active() || (hex == mHover && turn == mTurn))
        return false;
    mHover = hex;
    mTurn = turn;
    // Turned about the first base's hex, then carried by the pointer's hexes.
    const geometry::Hex pivot = axial(mStart.first().hex);
    const geometry::Hex by = axial(hex) - axial(mPressed);
    for (qsizetype i = 0; i < mStart.size(); ++i) {
        core::Base &base = mTarget[i];
        base.hex = cellOf(geometry::rotatedAbout(axial(mStart[i].hex), pivot, turn) + by);
        base.facing = double(((int(mStart[i].facing) + turn) % 6 + 6) % 6);
    }
    for (qsizetype i = 0; i < mItems.size() && i < mTarget.size(); ++i)
        mItems[i]->setPose(frame.counter(mTarget[i].hex, int(mTarget[i].facing)), frame);
    return true;
}

std::optional<core::Change> HexDrag::finish()
{
    std::optional<core::Change> change;
    if (moved())
        change = hexMovedChange(mUnitId, mTarget);
    mItems.clear();
    return change;
}

void HexDrag::cancel(const TableFrame &frame)
{
    for (qsizetype i = 0; i < mItems.size() && i < mStart.size(); ++i)
        mItems[i]->setPose(frame.rect(mStart[i]), frame);
    mItems.clear();
}

} // namespace adjutant::app
