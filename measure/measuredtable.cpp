// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/measuredtable.h"

#include "core/battle.h"
#include "geometry/convexregion.h"
#include "geometry/lineofsight.h"
#include "geometry/zones.h"
#include "measure/measurecache.h"
#include "measure/measurecachestate.h"
#include "measure/sightblockers.h"

#include <QHash>

#include <algorithm>
#include <cmath>
#include <cstring>

namespace adjutant::measure {

MeasuredTable::MeasuredTable(const core::Battle &battle, double within, MeasureCache *cache,
                             QStringList sightBlockingTerrain)
    : mBattle(battle), mCache(cache), mMm(battle.table.unit.size().millimetres()),
      mWithin(within * mMm), mTolerance(battle.table.contactTolerance),
      mSightTerrain(std::move(sightBlockingTerrain))
{
    const std::size_t count = battle.units.size();
    std::vector<OrientedRect> all;
    if (mCache) {
        // The same front rank and footprints as shapeOf and geometry::footprint give, kept from
        // the last measurement when the unit's bases are the same to the bit.
        mCache->with([&](MeasureCacheState &state) {
            state.useTolerance(mTolerance);
            if (state.shapes.size() < count)
                state.shapes.resize(count);
            for (std::size_t u = 0; u < count; ++u) {
                const core::Unit &unit = battle.units[u];
                UnitShape shape{&unit, {}, {}};
                for (const core::Base &base : unit.bases)
                    shape.bases.push_back(rectOf(base));
                MeasureCacheState::Shape &known = state.shapes[u];
                const bool same = known.bases.size() == shape.bases.size() &&
                                  (shape.bases.empty() ||
                                   std::memcmp(known.bases.data(), shape.bases.data(),
                                               shape.bases.size() * sizeof(OrientedRect)) == 0);
                if (!same || known.serial == 0) {
                    known.serial = ++state.nextSerial;
                    known.bases = shape.bases;
                    known.frontRank = geometry::frontRank(shape.bases, mTolerance);
                    known.footprints.clear();
                    for (const OrientedRect &base : shape.bases)
                        known.footprints.push_back(geometry::footprint(base));
                }
                for (const std::size_t i : known.frontRank)
                    shape.frontRank.push_back(shape.bases[i]);
                mSerials.push_back(known.serial);
                mFootprints.insert(mFootprints.end(), known.footprints.begin(),
                                   known.footprints.end());
                mShapes.push_back(std::move(shape));
            }
        });
    } else {
        for (const core::Unit &unit : battle.units) {
            mShapes.push_back(shapeOf(unit, mTolerance));
            for (const OrientedRect &base : mShapes.back().bases)
                mFootprints.push_back(geometry::footprint(base));
        }
    }
    QStringList sides;
    for (const UnitShape &shape : mShapes) {
        qsizetype side = sides.indexOf(shape.unit->side);
        if (side < 0) {
            side = sides.size();
            sides.append(shape.unit->side);
        }
        mSide.push_back(int(side));
    }
    for (std::size_t u = 0; u < count; ++u) {
        mFirst.push_back(all.size());
        for (const OrientedRect &base : mShapes[u].bases) {
            all.push_back(base);
            mOwner.push_back(int(u));
        }
    }
    mIndex.rebuild(all);
    for (const core::Terrain &terrain : battle.terrain) {
        geometry::Polygon outline;
        for (const core::TablePoint &p : terrain.polygon)
            outline.push_back({p.x.millimetres(), p.y.millimetres()});
        if (mSightTerrain.contains(terrain.type, Qt::CaseInsensitive)) {
            mSightTerrainPieces.push_back(mTerrain.size());
            mSightTerrainBoxes.push_back(geometry::boxOf(outline));
        }
        mTerrain.push_back(outline);
    }
    if (mCache) {
        mSightKeyMade = std::make_unique<std::once_flag[]>(count);
        mSightKeys.resize(count);
    }
}

MeasuredTable::~MeasuredTable() = default;

double MeasuredTable::units(double mm) const
{
    return std::round(mm / mMm * 1000.0) / 1000.0;
}

std::span<const geometry::Footprint> MeasuredTable::footprintsOf(int u) const
{
    return {mFootprints.data() + mFirst[std::size_t(u)], mShapes[std::size_t(u)].bases.size()};
}

QString MeasuredTable::baseName(int u, int base) const
{
    const core::Unit &unit = *mShapes[std::size_t(u)].unit;
    return unit.id + QLatin1Char('/') + unit.bases[base].id;
}

double MeasuredTable::distance(int a, int b) const
{
    return measure::distance(mShapes[std::size_t(a)].bases, mShapes[std::size_t(b)].bases);
}

std::vector<int> MeasuredTable::unitsNear(int u, double range) const
{
    // Only units with a base whose box is near the box of u's bases can be within range (the
    // R-tree's candidates): a whole-table measurement asks this for every unit, and so never
    // walks every unit for each. One query for the unit's box, rather than one per base, whose
    // answers would mostly be the same bases.
    std::vector<int> result;
    const std::span<const geometry::Footprint> bases = footprintsOf(u);
    if (bases.empty())
        return result;
    geometry::Point low = bases.front().corners[0];
    geometry::Point high = low;
    for (const geometry::Footprint &base : bases) {
        for (const geometry::Point &c : base.corners) {
            low = {std::min(low.x, c.x), std::min(low.y, c.y)};
            high = {std::max(high.x, c.x), std::max(high.y, c.y)};
        }
    }
    std::vector<std::size_t> candidates;
    mIndex.candidatesInBox({low.x - range, low.y - range}, {high.x + range, high.y + range},
                           candidates);
    for (const std::size_t j : candidates) {
        // The tree gives a unit's bases mostly one after another: each unit is kept about once.
        if (mOwner[j] != u && (result.empty() || result.back() != mOwner[j]))
            result.push_back(mOwner[j]);
    }
    std::sort(result.begin(), result.end());
    result.erase(std::unique(result.begin(), result.end()), result.end());
    return result;
}

std::vector<int> MeasuredTable::unitsWithin(int u, double range) const
{
    std::vector<int> result = unitsNear(u, range);
    std::erase_if(result, [&](int o) { return distance(u, o) > range; });
    return result;
}

geometry::Polygon MeasuredTable::outline(OrientedRect base, bool grown) const
{
    if (grown) {
        base.width += 2 * mTolerance;
        base.depth += 2 * mTolerance;
    }
    const auto c = geometry::corners(base);
    return {c.begin(), c.end()};
}

void MeasuredTable::addTerrain(std::vector<geometry::Polygon> &polygons, const QStringList &types,
                               const QStringList &crossings) const
{
    std::vector<geometry::Polygon> ways;
    for (std::size_t t = 0; t < mTerrain.size(); ++t) {
        if (crossings.contains(mBattle.terrain[t].type, Qt::CaseInsensitive))
            ways.push_back(mTerrain[t]);
    }
    for (std::size_t t = 0; t < mTerrain.size(); ++t) {
        if (!types.contains(mBattle.terrain[t].type, Qt::CaseInsensitive))
            continue;
        if (ways.empty()) {
            polygons.push_back(mTerrain[t]);
            continue;
        }
        for (geometry::Polygon &part : geometry::cutAway(mTerrain[t], ways))
            polygons.push_back(std::move(part));
    }
}

// The bases of the units `take` accepts and the sight-blocking terrain that meet the convex
// `region`, found through the R-tree: a line of sight inside the region crosses no other.
template <typename Take>
SightBlockers MeasuredTable::sightBlockers(const geometry::Polygon &region, Take take) const
{
    SightBlockers blockers;
    const geometry::Box box = geometry::boxOf(region);
    std::vector<std::size_t> candidates;
    const double slack = geometry::regionSlack;
    mIndex.candidatesInBox({box.low.x - slack, box.low.y - slack},
                           {box.high.x + slack, box.high.y + slack}, candidates);
    std::sort(candidates.begin(), candidates.end());
    const geometry::ConvexRegion convex(region);
    for (const std::size_t id : candidates) {
        if (!take(mOwner[id]))
            continue;
        const auto &c = mFootprints[id].corners;
        geometry::Polygon outline(c.begin(), c.end());
        if (!convex.apartFrom(outline))
            blockers.bases.push_back(std::move(outline));
    }
    for (std::size_t k = 0; k < mSightTerrainPieces.size(); ++k) {
        if (!geometry::apart(box, mSightTerrainBoxes[k], slack))
            blockers.terrain.push_back(mTerrain[mSightTerrainPieces[k]]);
    }
    blockers.boxAll();
    return blockers;
}

// Line of sight from both front corners to one point of the target, through the blockers of
// `near` that meet the sight lines' hull. With a cache, answered from it when the same corners
// and target were traced before through exactly the same blockers (those that meet the hull,
// which is all the tracing looks at): the answer is the one tracing would give. Keyed by the
// pair's own blockers, a line whose hull a dragged base does not enter is answered from the
// cache however the rest of the table moved.
bool MeasuredTable::sightFromBoth(geometry::Point c1, geometry::Point c2,
                                  const OrientedRect &target, const SightBlockers &near) const
{
    const auto t = geometry::corners(target);
    const geometry::Polygon region = geometry::convexHull({c1, c2, t[0], t[1], t[2], t[3]});
    thread_local std::vector<geometry::Polygon> blockers;
    thread_local std::vector<geometry::Polygon> spare;
    near.within(region, blockers, spare);
    if (!mCache)
        return geometry::sightFromBothToOnePoint(c1, c2, target, blockers);
    thread_local std::vector<double> values;
    values.assign({c1.x, c1.y, c2.x, c2.y, target.centre.x, target.centre.y,
                   target.facingDegrees, target.width, target.depth});
    appendOutlines(values, blockers);
    const QByteArray key = bitsOf(values);
    const std::optional<bool> known = mCache->with([&](MeasureCacheState &state) {
        const auto found = std::as_const(state.sight).constFind(key);
        return found != state.sight.constEnd() ? std::optional<bool>(*found) : std::nullopt;
    });
    if (known)
        return *known;
    const bool seen = geometry::sightFromBothToOnePoint(c1, c2, target, blockers);
    mCache->with([&](MeasureCacheState &state) {
        if (state.sight.size() > 200000)
            state.sight.clear(); // a long session: start afresh rather than grow
        state.sight.insert(key, seen);
    });
    return seen;
}

// With a cache, the key in sightByBlockers of what may block the lines of sight from the bases
// of `self` (its side's other units, as sightBlockers takes them, and the terrain of the types
// that block sight, with those types).
const QByteArray &MeasuredTable::sightBlockersKey(int self) const
{
    std::call_once(mSightKeyMade[std::size_t(self)], [&] {
        std::vector<double> values;
        for (int o = 0; o < unitCount(); ++o) {
            if (!enemies(o, self) && o != self) {
                values.push_back(double(o));
                values.push_back(double(mSerials[std::size_t(o)]));
            }
        }
        values.push_back(-1);
        for (const std::size_t t : mSightTerrainPieces) {
            values.push_back(double(t));
            appendOutlines(values, {mTerrain[t]});
        }
        QByteArray key = bitsOf(values);
        key += mSightTerrain.join(QLatin1Char('\n')).toUtf8();
        mSightKeys[std::size_t(self)] = std::move(key);
    });
    return mSightKeys[std::size_t(self)];
}

// Whether any of these lines (in order, from self's front rank to the enemy's bases) is clear,
// tracing them until one is; with a cache, each traced answer is kept for the next measurement.
// Every such line lies in the convex hull of the two front corners and the target base, so only
// what meets that hull can block it: the blockers are gathered once in the hull of the lines to
// trace (the front corners they start from and the bases they end on), then narrowed for each
// front base to the hull of its front corners and the whole enemy group, then for each line.
// With a cache the lines left to trace are mostly those from or to a dragged base: their hull
// is a small part of the pair of groups' (a group's base dragged away from it spreads that over
// the table), and the blockers each line keeps are the same from either (its own hull lies in
// both).
bool MeasuredTable::traceSight(int self, int enemy, const std::vector<SightPair> &lines) const
{
    std::vector<geometry::Point> points;
    const OrientedRect *lastFrom = nullptr;
    std::vector<const OrientedRect *> targets;
    for (const SightPair &line : lines) {
        if (line.from != lastFrom) {
            lastFrom = line.from;
            const auto c = geometry::corners(*line.from);
            points.push_back(c[0]);
            points.push_back(c[1]);
        }
        targets.push_back(line.to);
    }
    std::sort(targets.begin(), targets.end());
    targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
    for (const OrientedRect *y : targets) {
        const auto c = geometry::corners(*y);
        points.insert(points.end(), c.begin(), c.end());
    }
    std::vector<geometry::Point> enemyCorners;
    for (const OrientedRect &y : mShapes[std::size_t(enemy)].bases) {
        const auto c = geometry::corners(y);
        enemyCorners.insert(enemyCorners.end(), c.begin(), c.end());
    }
    const SightBlockers near =
        sightBlockers(geometry::convexHull(std::move(points)),
                      [&](int owner) { return !enemies(owner, self) && owner != self; });
    // With a cache, each answer is kept under what may block the line.
    const QByteArray blockersKey = mCache ? sightBlockersKey(self) : QByteArray();
    // Narrowing pays when a front base has several lines to trace (with a cache, often one: the
    // line to the dragged base); the blockers a line's hull picks are the same either way.
    const OrientedRect *narrowedFor = nullptr;
    SightBlockers nearThis;
    const SightBlockers *blockers = &near;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const SightPair &line = lines[i];
        const auto c = geometry::corners(*line.from);
        if (narrowedFor != line.from) {
            narrowedFor = line.from;
            std::size_t same = 1;
            while (i + same < lines.size() && lines[i + same].from == line.from && same < 3)
                ++same;
            if (same < 3) {
                blockers = &near;
            } else {
                std::vector<geometry::Point> hull = enemyCorners;
                hull.push_back(c[0]);
                hull.push_back(c[1]);
                nearThis = near.narrowedTo(geometry::convexHull(std::move(hull)));
                blockers = &nearThis;
            }
        }
        const bool seen = sightFromBoth(c[0], c[1], *line.to, *blockers);
        if (mCache) {
            mCache->with([&](MeasureCacheState &state) {
                if (state.sightLines > 200000) {
                    state.sightByBlockers.clear(); // a long session: start afresh, not grow
                    state.sightLines = 0;
                }
                state.sightByBlockers[blockersKey].insert(SightLine{*line.from, *line.to}, seen);
                ++state.sightLines;
            });
        }
        if (seen)
            return true;
    }
    return false;
}

bool MeasuredTable::sightFromFrontRank(int self, int enemy) const
{
    return sightFrom(self, mShapes[std::size_t(self)].frontRank, enemy);
}

bool MeasuredTable::sightFrom(int self, const std::vector<OrientedRect> &fronts, int enemy) const
{
    const UnitShape &theirs = mShapes[std::size_t(enemy)];
    if (fronts.empty() || theirs.bases.empty())
        return false;
    // With a cache, the lines answered before through the same blockers are looked up first:
    // sight is there when any line is clear, whichever is looked at first. Only when none of
    // them is clear are the others traced, in the same order as without a cache; when every
    // line is known, no blocker is gathered.
    bool sight = false;
    std::vector<SightPair> untraced;
    if (mCache) {
        const QByteArray &blockersKey = sightBlockersKey(self);
        mCache->with([&](MeasureCacheState &state) {
            const auto &byBlockers = std::as_const(state.sightByBlockers);
            const auto found = byBlockers.constFind(blockersKey);
            const QHash<SightLine, bool> *known =
                found != byBlockers.constEnd() ? &*found : nullptr;
            for (const OrientedRect &x : fronts) {
                for (const OrientedRect &y : theirs.bases) {
                    const auto answer = known ? known->constFind(SightLine{x, y})
                                              : QHash<SightLine, bool>::const_iterator();
                    if (!known || answer == known->constEnd())
                        untraced.push_back({&x, &y});
                    else if (*answer)
                        sight = true;
                    if (sight)
                        return;
                }
            }
        });
    } else {
        for (const OrientedRect &x : fronts) {
            for (const OrientedRect &y : theirs.bases)
                untraced.push_back({&x, &y});
        }
    }
    if (!sight && !untraced.empty())
        sight = traceSight(self, enemy, untraced);
    return sight;
}

} // namespace adjutant::measure
