// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/baseindex.h"
#include "geometry/footprint.h"
#include "geometry/polygon.h"
#include "measure/unitshape.h"

#include <QByteArray>
#include <QHash>
#include <QStringList>

#include <memory>
#include <mutex>
#include <span>
#include <utility>
#include <vector>

namespace adjutant::core {
struct Battle;
}

namespace adjutant::measure {

class MeasureCache;
struct SightBlockers;

// A free-form table as one measurement sees it, for the rule sets' facts (FactRules): every
// unit's shape, every base's footprint and owner, the R-tree over them, the terrain's outlines,
// and the measuring services the rule sets share (distances between units, outlines of what
// stands in the way, sight from a front rank through friends and terrain). Built once per
// measurement and then only read: any number of threads may ask it at once.
class MeasuredTable
{
public:
    // `within`: in table units. `sightBlockingTerrain`: the terrain types sightFromFrontRank()
    // stops at. With a cache, what the last measurement worked out from the same bases is used
    // again, and sight answers are kept for the next.
    MeasuredTable(const core::Battle &battle, double within, MeasureCache *cache,
                  QStringList sightBlockingTerrain);
    ~MeasuredTable();
    MeasuredTable(const MeasuredTable &) = delete;
    MeasuredTable &operator=(const MeasuredTable &) = delete;

    const core::Battle &battle() const { return mBattle; }
    MeasureCache *cache() const { return mCache; }
    double unitMm() const { return mMm; }          // the table's unit (MU, inch) in mm
    double withinMm() const { return mWithin; }    // how far enemies are measured
    double tolerance() const { return mTolerance; } // mm: the battle's contact tolerance
    // Millimetres in table units, to a thousandth, as adjutant-cli measure gives distances.
    double units(double mm) const;

    int unitCount() const { return int(mShapes.size()); }
    const UnitShape &shape(int u) const { return mShapes[std::size_t(u)]; }
    int indexOf(const UnitShape &shape) const { return int(&shape - mShapes.data()); }
    // Asked for every candidate base of every query (which bases block sight, which is the
    // nearest enemy): the sides are compared as numbers, inline.
    bool enemies(int a, int b) const { return mSide[std::size_t(a)] != mSide[std::size_t(b)]; }
    // Unit u's side as a number from 0, the same for the units of one side.
    int sideOf(int u) const { return mSide[std::size_t(u)]; }
    // Every base on the table, in units' order, and which unit has it.
    const std::vector<geometry::Footprint> &footprints() const { return mFootprints; }
    int ownerOf(std::size_t base) const { return mOwner[base]; }
    std::size_t firstBaseOf(int u) const { return mFirst[std::size_t(u)]; }
    std::span<const geometry::Footprint> footprintsOf(int u) const;
    const geometry::BaseIndex &index() const { return mIndex; }
    // "unit/base", as adjutant-cli measure names a base.
    QString baseName(int u, int base) const;
    const std::vector<geometry::Polygon> &terrainOutlines() const { return mTerrain; }

    // The least distance between a base of each, in mm.
    double distance(int a, int b) const;
    // The units that may have a base within `range` mm of a base of u (the R-tree's candidates:
    // every unit that has, and some that have not), u itself left out, in the table's order.
    std::vector<int> unitsNear(int u, double range) const;
    // Those of them that have (measured).
    std::vector<int> unitsWithin(int u, double range) const;

    // A base's outline, grown by the contact tolerance when `grown`: then no line slips along
    // the join of two bases standing in contact.
    geometry::Polygon outline(OrientedRect base, bool grown) const;
    // The outlines of the bases of every unit `take(u)` accepts.
    template <typename Take>
    std::vector<geometry::Polygon> outlines(Take take, bool grown) const
    {
        std::vector<geometry::Polygon> result;
        for (int u = 0; u < unitCount(); ++u) {
            if (!take(u))
                continue;
            for (const OrientedRect &base : mShapes[std::size_t(u)].bases)
                result.push_back(outline(base, grown));
        }
        return result;
    }
    // Adds the terrain pieces of these types (compared without case), less what the pieces of
    // the `crossings` types cover: a way through them (OD 19.5: rivers at bridges or fords).
    void addTerrain(std::vector<geometry::Polygon> &polygons, const QStringList &types,
                    const QStringList &crossings = {}) const;

    // A yes-or-no fact of one base (numbered as in footprints()) that a rule set asks again for
    // many units, worked out once per measurement by `work`: where many units stand on one spot,
    // every base is beside all of the others', and working the fact out again for each unit
    // that asks would cost the crowd's size each time (250 units stacked on one spot took 54 s
    // to measure). `fact` is the rule set's own number for what is asked: the same fact of the
    // same base has the same `work`. Any thread may ask; two that ask at once may both work it
    // out (the same answer).
    template <typename Work>
    bool baseFact(std::size_t base, int fact, Work work) const
    {
        const std::pair<std::size_t, int> key{base, fact};
        {
            const std::lock_guard<std::mutex> locked(mBaseFactsLock);
            const auto found = mBaseFacts.constFind(key);
            if (found != mBaseFacts.constEnd())
                return *found;
        }
        const bool answer = work(); // unlocked: it may ask the table for more
        const std::lock_guard<std::mutex> locked(mBaseFactsLock);
        mBaseFacts.insert(key, answer);
        return answer;
    }

    // Whether some base of `self`'s front rank sees some base of `enemy`: straight lines from
    // both front corners of the front base to one point of the target pass through no base of
    // self's side but its own and no terrain of the sight-blocking types (geometry::
    // sightFromBothToOnePoint). With a cache, lines answered before through the same blockers are
    // not traced again.
    bool sightFromFrontRank(int self, int enemy) const;
    // The same from the front bases given only (some of self's front rank: the files that
    // shoot).
    bool sightFrom(int self, const std::vector<OrientedRect> &fronts, int enemy) const;

private:
    struct SightPair
    {
        const OrientedRect *from;
        const OrientedRect *to;
    };
    template <typename Take>
    SightBlockers sightBlockers(const geometry::Polygon &region, Take take) const;
    bool sightFromBoth(geometry::Point c1, geometry::Point c2, const OrientedRect &target,
                       const SightBlockers &near) const;
    const QByteArray &sightBlockersKey(int self) const;
    bool traceSight(int self, int enemy, const std::vector<SightPair> &lines) const;

    const core::Battle &mBattle;
    MeasureCache *mCache;
    double mMm;
    double mWithin;
    double mTolerance;
    QStringList mSightTerrain;
    std::vector<UnitShape> mShapes;
    // Each unit's side as a number, the same for units of one side.
    std::vector<int> mSide;
    std::vector<quint64> mSerials; // with a cache: each unit's shape serial
    std::vector<geometry::Polygon> mTerrain;
    // The pieces of mTerrain of the types that block sight, and their boxes: every pair of units
    // asks which meet its sight lines.
    std::vector<std::size_t> mSightTerrainPieces;
    std::vector<geometry::Box> mSightTerrainBoxes;
    std::vector<geometry::Footprint> mFootprints;
    std::vector<int> mOwner;
    std::vector<std::size_t> mFirst; // each unit's first base in mFootprints
    geometry::BaseIndex mIndex;
    // With a cache, each unit's key of what may block its lines of sight: made once, by the
    // first thread that asks (std::call_once), then only read.
    std::unique_ptr<std::once_flag[]> mSightKeyMade;
    mutable std::vector<QByteArray> mSightKeys;
    mutable std::mutex mBaseFactsLock;
    mutable QHash<std::pair<std::size_t, int>, bool> mBaseFacts; // baseFact's answers
};

} // namespace adjutant::measure
