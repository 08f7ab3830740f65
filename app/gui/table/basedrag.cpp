// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/basedrag.h"

#include "app/gui/table/baseitem.h"
#include "app/gui/table/contacttracker.h"
#include "app/gui/table/tableframe.h"

#include <QJsonArray>

#include <algorithm>
#include <cmath>

namespace adjutant::app {

core::Change
basesMovedChange(const std::vector<std::pair<const BaseItem *, geometry::OrientedRect>> &moves,
                 const TableFrame &frame)
{
    QJsonArray list;
    for (const auto &[item, rect] : moves) {
        const double facing = geometry::recordedFacing(rect.facingDegrees);
        list.append(QJsonObject{{QStringLiteral("unit"), item->unitId()},
                                {QStringLiteral("id"), item->baseId()},
                                {QStringLiteral("x"), frame.payloadUnits(rect.centre.x)},
                                {QStringLiteral("y"), frame.payloadUnits(rect.centre.y)},
                                {QStringLiteral("facing"), facing}});
    }
    return core::Change{QStringLiteral("bases.moved"), {{QStringLiteral("moves"), list}}};
}

void BaseDrag::begin(const QList<BaseItem *> &items, geometry::Point pressAt, Mode mode,
                     ContactTracker &tracker)
{
    mMoving.clear();
    mIds.clear();
    mIsMoving.assign(tracker.footprints().size(), false);
    geometry::Point sum;
    for (BaseItem *item : items) {
        mMoving.push_back({item, item->pose()});
        mIds.push_back(item->trackerIndex());
        if (item->trackerIndex() < mIsMoving.size())
            mIsMoving[item->trackerIndex()] = true;
        sum = sum + item->pose().centre;
    }
    mPlaced.clear();
    for (const Moving &m : mMoving)
        mPlaced.push_back(m.start);
    mMode = mode;
    mPressAt = pressAt;
    mPivot = items.isEmpty() ? pressAt : sum * (1.0 / double(items.size()));
    mPressBearing = bearingDegrees(pressAt - mPivot);
    mSnap.reset();
    tracker.beginMove(mIds);
}

void BaseDrag::update(geometry::Point at, bool snap, bool coarseTurn, const SnapOptions &options,
                      ContactTracker &tracker, const TableFrame &frame)
{
    if (!active())
        return;
    RigidMove move;
    move.pivot = mPivot;
    if (mMode == Mode::Move) {
        move.shift = at - mPressAt;
    } else {
        double turn = normalisedDegrees(bearingDegrees(at - mPivot) - mPressBearing);
        turn = coarseTurn ? std::round(turn / 15.0) * 15.0 : std::round(turn);
        move.turnDegrees = turn;
    }
    for (std::size_t i = 0; i < mMoving.size(); ++i)
        mPlaced[i] = applied(move, mMoving[i].start);

    mSnap.reset();
    if (snap && mMode == Mode::Move) {
        // Targets: the bases near the group that are not part of it.
        mTargets.clear();
        std::vector<std::size_t> targetIds;
        for (const auto &rect : mPlaced) {
            tracker.index().candidatesNear(geometry::footprint(rect), options.range, mCandidates);
            for (std::size_t id : mCandidates) {
                if (id < mIsMoving.size() && !mIsMoving[id] &&
                    std::find(targetIds.begin(), targetIds.end(), id) == targetIds.end()) {
                    targetIds.push_back(id);
                    mTargets.push_back(tracker.footprints()[id].rect);
                }
            }
        }
        if (!mTargets.empty()) {
            mSnap = snapIntoContact(mPlaced, mTargets, options);
            if (mSnap) {
                for (auto &rect : mPlaced)
                    rect = applied(mSnap->move, rect);
            }
        }
    }
    for (std::size_t i = 0; i < mMoving.size(); ++i)
        mMoving[i].item->setPose(mPlaced[i], frame);
    tracker.move(mPlaced);
}

std::optional<core::Change> BaseDrag::finish(const TableFrame &frame, ContactTracker &tracker)
{
    std::vector<std::pair<const BaseItem *, geometry::OrientedRect>> moves;
    bool moved = false;
    for (std::size_t i = 0; i < mMoving.size(); ++i) {
        const auto &start = mMoving[i].start;
        const auto &end = mPlaced[i];
        if (geometry::length(end.centre - start.centre) > 1e-3 ||
            std::abs(end.facingDegrees - start.facingDegrees) > 1e-6)
            moved = true;
        moves.emplace_back(mMoving[i].item, end);
    }
    tracker.endMove();
    mMoving.clear();
    mSnap.reset();
    if (!moved)
        return std::nullopt;
    return basesMovedChange(moves, frame);
}

void BaseDrag::cancel(ContactTracker &tracker, const TableFrame &frame)
{
    std::vector<geometry::OrientedRect> starts;
    for (const Moving &m : mMoving) {
        m.item->setPose(m.start, frame);
        starts.push_back(m.start);
    }
    tracker.move(starts);
    tracker.endMove();
    mMoving.clear();
    mSnap.reset();
}

} // namespace adjutant::app
