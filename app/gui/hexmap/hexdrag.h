// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/base.h"
#include "core/change.h"

#include <QList>

#include <optional>

namespace adjutant::app {

class BaseItem;
class TableFrame;

// One move of a unit on a hex map: its counters follow the pointer hex by hex, and turn a vertex
// at a time about its first counter's hex, on screen only; finish() gives the one bases.moved
// change the move becomes (one undo step). The whole unit moves: a double unit's two halves
// keep their places towards each other.
class HexDrag
{
public:
    // `items`: every counter of the unit, as the model has them in `bases` (same order).
    void begin(const QString &unitId, const QList<BaseItem *> &items,
               const QList<core::Base> &bases, core::HexCell pressed);
    bool active() const { return !mItems.isEmpty(); }
    const QString &unitId() const { return mUnitId; }

    // The pressed hex brought to `hex`, the unit turned `turn` vertices clockwise: the items
    // posed there. False when that is where they already are.
    bool update(core::HexCell hex, int turn, const TableFrame &frame);
    core::HexCell hover() const { return mHover; }
    int turn() const { return mTurn; }
    // The unit's bases where the move ends.
    const QList<core::Base> &target() const { return mTarget; }
    bool moved() const { return mTarget != mStart; }

    // The move as one change, or nothing when the unit ends where it began. Ends the drag.
    std::optional<core::Change> finish();
    // Puts the items back. Ends the drag.
    void cancel(const TableFrame &frame);

private:
    QString mUnitId;
    QList<BaseItem *> mItems;
    QList<core::Base> mStart;
    QList<core::Base> mTarget;
    core::HexCell mPressed;
    core::HexCell mHover;
    int mTurn = 0;
};

// One step of a unit by the keys: into the hex across its front-left or front-right hexside, a
// vertex turned anticlockwise or clockwise (about its first base's hex), or counter-marched
// (N1600 7.1: facing changed 180 degrees in the same hexes).
enum class HexStep
{
    FrontLeft,
    FrontRight,
    TurnLeft,
    TurnRight,
    About
};
// The unit's bases after `step`.
QList<core::Base> stepped(QList<core::Base> bases, HexStep step);

// A unit's bases put at `to` (their hexes and facings), as one bases.moved change.
core::Change hexMovedChange(const QString &unitId, const QList<core::Base> &to);

} // namespace adjutant::app
