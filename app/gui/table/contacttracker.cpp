// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/contacttracker.h"

#include "measure/tablemeasurer.h"

#include <algorithm>

namespace adjutant::app {

using geometry::Point;
using geometry::Segment;

Segment sharedPart(const Segment &s, const Segment &t)
{
    const Point d = s.b - s.a;
    const double len2 = geometry::dot(d, d);
    if (len2 <= 0)
        return s;
    const double t0 = geometry::dot(t.a - s.a, d) / len2;
    const double t1 = geometry::dot(t.b - s.a, d) / len2;
    const double lo = std::clamp(std::min(t0, t1), 0.0, 1.0);
    const double hi = std::clamp(std::max(t0, t1), 0.0, 1.0);
    return {s.a + d * lo, s.a + d * hi};
}

void ContactTracker::reset(const std::vector<geometry::OrientedRect> &bases,
                           const std::vector<int> &groups, double tolerance)
{
    mTolerance = tolerance;
    mPrints.clear();
    mPrints.reserve(bases.size());
    for (const auto &rect : bases)
        mPrints.push_back(geometry::footprint(rect));
    mGroups = groups;
    mGroups.resize(bases.size(), -1);
    mIndex.rebuild(bases);
    mMarks.clear();
    mMoving.clear();
    mIsMoving.assign(bases.size(), false);
    // Each base's pairs found around it, so that a pile costs no more than its bases: the pairs
    // of two piled bases are not marked (every two of them would be), those of a piled base and
    // another are found from the other's side, and every other pair from its lower id.
    mPiled.assign(mPrints.size(), false);
    for (std::size_t i = 0; i < mPrints.size(); ++i)
        mPiled[i] = mIndex.crowded(mPrints, i, mTolerance, measure::mostBasesAtOneBase);
    for (std::size_t i = 0; i < mPrints.size(); ++i) {
        if (mPiled[i])
            continue;
        mIndex.candidatesNear(mPrints[i], mTolerance, mCandidates);
        for (std::size_t other : mCandidates) {
            if (other != i && (mPiled[other] || other > i))
                measurePair(std::min(i, other), std::max(i, other));
        }
    }
    rebuildOverlapping();
}

void ContactTracker::measurePair(std::size_t a, std::size_t b)
{
    const geometry::Contact contact = geometry::classifyContact(mPrints[a], mPrints[b], mTolerance);
    const auto kind = contact.kind();
    if (kind == geometry::Contact::Kind::None)
        return;
    // A battle group's own bases touch by design: only their overlaps are news.
    if (kind != geometry::Contact::Kind::Overlap && mGroups[a] == mGroups[b])
        return;
    if (kind == geometry::Contact::Kind::Overlap) {
        mMarks.push_back({a, b, kind, {mPrints[a].rect.centre, mPrints[b].rect.centre}});
        return;
    }
    for (int i = 0; i < contact.edgeCount; ++i) {
        const auto &edges = contact.edgeContacts[std::size_t(i)];
        const Segment s = geometry::edge(mPrints[a].rect, edges.a);
        const Segment t = geometry::edge(mPrints[b].rect, edges.b);
        mMarks.push_back({a, b, geometry::Contact::Kind::EdgeToEdge, sharedPart(s, t)});
    }
    if (contact.edgeCount > 0)
        return;
    for (int i = 0; i < contact.cornerCount; ++i) {
        const auto &corner = contact.cornerContacts[std::size_t(i)];
        const Point p = mPrints[corner.ofA ? a : b].corners[std::size_t(corner.corner)];
        mMarks.push_back({a, b, kind, {p, p}});
    }
}

void ContactTracker::rebuildOverlapping()
{
    mOverlapping = mPiled;
    for (const ContactMark &mark : mMarks) {
        if (mark.kind == geometry::Contact::Kind::Overlap)
            mOverlapping[mark.a] = mOverlapping[mark.b] = true;
    }
}

void ContactTracker::beginMove(const std::vector<std::size_t> &moving)
{
    mMoving = moving;
    mIsMoving.assign(mPrints.size(), false);
    for (std::size_t id : moving)
        mIsMoving[id] = true;
    mStill.clear();
    for (const ContactMark &mark : mMarks) {
        if (!mIsMoving[mark.a] && !mIsMoving[mark.b])
            mStill.push_back(mark);
    }
}

void ContactTracker::move(const std::vector<geometry::OrientedRect> &placed)
{
    for (std::size_t i = 0; i < mMoving.size() && i < placed.size(); ++i) {
        mPrints[mMoving[i]] = geometry::footprint(placed[i]);
        mIndex.update(mMoving[i], placed[i]);
    }
    mMarks = mStill;
    for (std::size_t id : mMoving) {
        mCandidates.clear();
        mIndex.candidatesNear(mPrints[id], mTolerance, mCandidates);
        for (std::size_t other : mCandidates) {
            // A pair of moving bases is measured once, from its lower id.
            if (other == id || (mIsMoving[other] && other < id))
                continue;
            measurePair(std::min(id, other), std::max(id, other));
        }
    }
    rebuildOverlapping();
}

void ContactTracker::endMove()
{
    mMoving.clear();
    mIsMoving.assign(mPrints.size(), false);
    mStill.clear();
}

} // namespace adjutant::app
