// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "app/gui/table/snapping.h"
#include "core/change.h"

#include <QList>

#include <optional>
#include <vector>

namespace adjutant::app {

class BaseItem;
class ContactTracker;
class TableFrame;

// One drag of a group of bases: moved by the pointer, or turned about the group's centre by the
// rotate handle. While it lasts the items move visually only and the contact tracker follows
// them; finish() gives the one bases.moved change that the whole drag becomes (one undo step).
class BaseDrag
{
public:
    enum class Mode
    {
        Move,
        Turn
    };

    void begin(const QList<BaseItem *> &items, geometry::Point pressAt, Mode mode,
               ContactTracker &tracker);
    bool active() const { return !mMoving.empty(); }
    Mode mode() const { return mMode; }

    // Follows the pointer. With `snap`, the group settles into contact with a base within
    // `options.range`; `fine` turns in whole degrees, else in steps of 15 (Turn only).
    void update(geometry::Point at, bool snap, bool coarseTurn, const SnapOptions &options,
                ContactTracker &tracker, const TableFrame &frame);
    // The drag as one change, or nothing when the bases end where they began. Ends the drag.
    std::optional<core::Change> finish(const TableFrame &frame, ContactTracker &tracker);
    // Puts the items back (Escape). Ends the drag.
    void cancel(ContactTracker &tracker, const TableFrame &frame);

    const std::optional<Snap> &snap() const { return mSnap; }
    const std::vector<geometry::OrientedRect> &placed() const { return mPlaced; }
    geometry::Point pivot() const { return mPivot; }

private:
    struct Moving
    {
        BaseItem *item;
        geometry::OrientedRect start;
    };
    std::vector<Moving> mMoving;
    std::vector<std::size_t> mIds;
    std::vector<bool> mIsMoving;
    std::vector<geometry::OrientedRect> mPlaced;
    std::vector<geometry::OrientedRect> mTargets;
    std::vector<std::size_t> mCandidates;
    Mode mMode = Mode::Move;
    geometry::Point mPressAt;
    geometry::Point mPivot;
    double mPressBearing = 0;
    std::optional<Snap> mSnap;
};

// The change that moves bases to where the items now say, as one event (core: bases.moved).
core::Change
basesMovedChange(const std::vector<std::pair<const BaseItem *, geometry::OrientedRect>> &moves,
                 const TableFrame &frame);

} // namespace adjutant::app
