// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/baseindex.h"
#include "geometry/contact.h"
#include "geometry/footprint.h"

#include <cstddef>
#include <vector>

namespace adjutant::app {

// One relation worth showing on the table: two bases of different battle groups in contact, or
// any two bases overlapping. Where: the shared part of two edges, or the touching corner.
struct ContactMark
{
    std::size_t a;
    std::size_t b;
    geometry::Contact::Kind kind;
    geometry::Segment where; // a == b for a corner touch
};

// Contact and overlap across the whole table, kept up to date while a group of bases is
// dragged: only the moving bases are measured again on each move (DESIGN.md: whole-table
// geometry well inside one frame). Plain C++ over geometry/: bases are numbered 0 .. n-1 by the
// caller, each with the number of its battle group.
class ContactTracker
{
public:
    // `tolerance`: the battle's contact tolerance in mm (core::TableModel::contactTolerance).
    void reset(const std::vector<geometry::OrientedRect> &bases, const std::vector<int> &groups,
               double tolerance);

    const std::vector<geometry::Footprint> &footprints() const { return mPrints; }
    const std::vector<ContactMark> &marks() const { return mMarks; }
    // Per base: overlaps another base (an illegal placement), or stands in a pile (more than
    // measure::mostBasesAtOneBase others touch or overlap it), whose pairs are not marked.
    const std::vector<bool> &overlapping() const { return mOverlapping; }
    // Per base: stands in a pile (set by reset()).
    const std::vector<bool> &piled() const { return mPiled; }
    const geometry::BaseIndex &index() const { return mIndex; }

    // A drag begins: the marks between bases that stay put are kept; those of `moving` bases are
    // measured again by each move().
    void beginMove(const std::vector<std::size_t> &moving);
    void move(const std::vector<geometry::OrientedRect> &placed); // same order as beginMove's
    void endMove();

private:
    void measurePair(std::size_t a, std::size_t b);
    void rebuildOverlapping();

    std::vector<geometry::Footprint> mPrints;
    std::vector<int> mGroups;
    double mTolerance = 0.0;
    geometry::BaseIndex mIndex;
    std::vector<ContactMark> mMarks;
    std::vector<ContactMark> mStill; // marks among bases that stay put, during a drag
    std::vector<bool> mOverlapping;
    std::vector<bool> mPiled;
    std::vector<std::size_t> mMoving;
    std::vector<bool> mIsMoving;
    std::vector<std::size_t> mCandidates;
};

// The part of edge `s` that edge `t` lies against (the contact between them), as a segment.
geometry::Segment sharedPart(const geometry::Segment &s, const geometry::Segment &t);

} // namespace adjutant::app
