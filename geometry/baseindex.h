// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/contact.h"
#include "geometry/footprint.h"
#include "geometry/orientedrect.h"

#include <cstddef>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace adjutant::geometry {

// An R-tree of base footprints for whole-table queries (all pairs within a range, everything
// near a base), updated one base at a time as bases move. Ids are the caller's positions of the
// bases (0 .. n-1): the index keeps a slot for every id up to the largest. Boost.Geometry stays
// behind this header.
//
// The tree is built when a query first needs it, not by rebuild(): on a small table, finding
// every pair within a range is cheaper by comparing the bases' boxes one pair after another than
// by building the tree and joining it with itself (see `Plan`). Const queries may run on several
// threads at once (the first to need the tree builds it under a lock).
class BaseIndex
{
public:
    BaseIndex();
    ~BaseIndex();
    BaseIndex(const BaseIndex &) = delete;
    BaseIndex &operator=(const BaseIndex &) = delete;

    // Takes the bases all at once, base i as id i; the tree, when a query needs it, is then packed
    // in one pass (faster than inserting them one by one).
    void rebuild(const std::vector<OrientedRect> &bases);
    void rebuild(const std::vector<Footprint> &bases);
    // Puts a base in the index; an id it already holds has its old entry replaced.
    void insert(std::size_t id, const OrientedRect &base);
    // A base moved or turned: its old entry is replaced (as insert does).
    void update(std::size_t id, const OrientedRect &base);
    void remove(std::size_t id);
    std::size_t size() const;

    // How pairsWithin finds the pairs. `Cheapest` takes what planFor(range) says; the other two
    // force one way (tests and benchmarks compare them). Every plan finds the same pairs.
    enum class Plan
    {
        Cheapest,
        Tree,
        Scan
    };
    // Scan (compare every pair of boxes in turn) or Tree (build the tree if need be and join it
    // with itself), whichever is expected to cost less for this range: scanning costs the square
    // of the bases, the tree its building and the near pairs of boxes it walks, so the scan is
    // cheaper for few bases, or when most pairs are near anyway (docs/benchmarks.md).
    Plan planFor(double range) const;

    // Ids of the bases that may lie within `range` of `base` (bounding boxes within range),
    // excluding `base`'s own id when given. Callers measure exactly on these candidates.
    void candidatesNear(const OrientedRect &base, double range, std::vector<std::size_t> &out) const;
    void candidatesNear(const Footprint &base, double range, std::vector<std::size_t> &out) const;
    // Whether more than `most` other bases lie within `range` of bases[self] (measured exactly):
    // a pile, where copies stand on one spot and every two of them are a pair. It looks at no
    // more than 4 * most of the boxes near the base (more boxes than that within range count as
    // a pile too), so that telling every base of a table costs time linear in the bases.
    bool crowded(const std::vector<Footprint> &bases, std::size_t self, double range,
                 std::size_t most) const;
    // Ids of the bases whose bounding boxes meet the axis-aligned box from `low` to `high`
    // (everything that may cross a region, such as the lines of sight between two groups).
    void candidatesInBox(Point low, Point high, std::vector<std::size_t> &out) const;

    // The base nearest to `base` (measured exactly) among those `accept` takes, or none: the
    // tree is walked in order of box distance until no box could hold a nearer base. Of bases
    // equally near (bases in contact are all at distance 0), the first in the tree's order.
    template<typename Accept>
    std::optional<std::size_t> nearest(const Footprint &base, const std::vector<Footprint> &bases, Accept accept) const
    {
        return nearest(base, bases, accept, [](std::size_t, std::size_t) { return false; });
    }
    // The same, but of bases exactly as near that alike(a, b) says the caller cannot tell apart
    // (the bases of one unit, to a caller that wants the nearest unit), any one.
    template <typename Accept, typename Alike>
    std::optional<std::size_t> nearest(const Footprint &base, const std::vector<Footprint> &bases,
                                       Accept accept, Alike alike) const
    {
        // A walk that stops once no box can hold a base as near as the nearest found answers
        // when one base is nearer than every other not alike to it; on a tie (or what might be
        // one, after rounding), the walk in the tree's order decides, as it always has.
        const Nearest found = nearestUnlessTied(
            base, [&](std::size_t id) { return id < bases.size() && accept(id); },
            [&](std::size_t id) { return exactDistance(base, bases[id]); },
            [&](std::size_t a, std::size_t b) { return a == b || alike(a, b); });
        if (found.decided)
            return found.id;
        return nearestInTreeOrder(base, bases, accept);
    }

    // The same, always by the walk in the tree's order: an incremental nearest query of the
    // tree for every base, whose order decides between bases equally near. (Tests compare.)
    template <typename Accept>
    std::optional<std::size_t> nearestInTreeOrder(const Footprint &base,
                                                  const std::vector<Footprint> &bases,
                                                  Accept accept) const
    {
        std::optional<std::size_t> best;
        double bestDistance = 0;
        walkByBoxDistance(base, [&](std::size_t id, double boxDistance) {
            if (best && boxDistance > bestDistance)
                return false;
            if (id < bases.size() && accept(id)) {
                const double d = exactDistance(base, bases[id]);
                if (!best || d < bestDistance) {
                    best = id;
                    bestDistance = d;
                }
            }
            return true;
        });
        return best;
    }

    struct Pair
    {
        std::size_t a;
        std::size_t b;
        double distance;
    };
    // Every pair a < b whose bases are within `range` of each other, measured exactly, in the
    // tree's or the scan's order (sort them if the order matters), each pair met once. The index
    // must hold these bases (base i as id i).
    std::vector<Pair> pairsWithin(const std::vector<OrientedRect> &bases, double range) const;
    std::vector<Pair> pairsWithin(const std::vector<Footprint> &bases, double range) const;
    // The same into `out` (cleared first): a caller that keeps `out` from one pass to the next
    // allocates nothing once it has grown.
    void pairsWithin(const std::vector<Footprint> &bases, double range, std::vector<Pair> &out,
                     Plan plan = Plan::Cheapest) const;
    // Calls visit(a, b, distance) for the same pairs: when scanning, in order of a then b, as the
    // scan meets them (a whole-table pass measures a pair's facts there and then); from the tree,
    // once the join has filled `scratch`.
    template <typename Visit>
    void forEachPairWithin(const std::vector<Footprint> &bases, double range,
                           std::vector<Pair> &scratch, Visit &&visit,
                           Plan plan = Plan::Cheapest) const
    {
        if (scans(plan, range)) {
            scanPairs(bases, range, visit);
            return;
        }
        pairsWithin(bases, range, scratch, Plan::Tree);
        for (const Pair &pair : scratch)
            visit(pair.a, pair.b, pair.distance);
    }

    // A held base's bounding box; NaN for an id the index does not hold, which no box is near.
    struct Bounds
    {
        double x0 = std::numeric_limits<double>::quiet_NaN();
        double y0 = x0, x1 = x0, y1 = x0;
    };

private:
    static Bounds boundsOf(const Footprint &base);
    // Takes a box into mBounds and the plan's sums; release() lets it go.
    void hold(std::size_t id, const Bounds &b);
    void release(std::size_t id);

    bool scans(Plan plan, double range) const
    {
        return (plan == Plan::Cheapest ? planFor(range) : plan) == Plan::Scan;
    }

    template <typename Visit>
    void scanPairs(const std::vector<Footprint> &bases, double range, Visit &visit) const
    {
        // The boxes compared a little further out than the range, so that their rounding never
        // costs a pair (the exact measure decides), as in the tree's join.
        const double reach = range + 1e-6;
        const std::size_t n = std::min(bases.size(), mBounds.size());
        const Bounds *boxes = mBounds.data();
        const Footprint *prints = bases.data();
        for (std::size_t i = 0; i < n; ++i) {
            // Base i's box grown by the reach (NaN for an id not held: nothing is near it).
            const double x0 = boxes[i].x0 - reach, y0 = boxes[i].y0 - reach;
            const double x1 = boxes[i].x1 + reach, y1 = boxes[i].y1 + reach;
            for (std::size_t j = i + 1; j < n; ++j) {
                const Bounds &b = boxes[j];
                if (!(x0 <= b.x1 && b.x0 <= x1 && y0 <= b.y1 && b.y0 <= y1))
                    continue;
                if (const auto distance = distanceWithin(prints[i], prints[j], range))
                    visit(i, j, *distance);
            }
        }
    }

    struct Nearest
    {
        bool decided = false;          // false: a tie, or no tree to walk this way
        std::optional<std::size_t> id; // when decided: the nearest, or none at all
    };
    // Walks the tree best first (by box distance) while a box may hold a base within a hair of
    // the nearest so far, among the bases accept(id) takes (the others are never queued);
    // distance(id) is the exact distance of an accepted base. Decided when every other accepted
    // base within that hair of the nearest is exactly as near and alike to it (or none is
    // accepted).
    Nearest nearestUnlessTied(const Footprint &base, const std::function<bool(std::size_t)> &accept,
                              const std::function<double(std::size_t)> &distance,
                              const std::function<bool(std::size_t, std::size_t)> &alike) const;
    // Calls visit(id, box distance) in order of box distance while it returns true.
    void walkByBoxDistance(const Footprint &base, const std::function<bool(std::size_t, double)> &visit) const;
    static double exactDistance(const Footprint &a, const Footprint &b);
    // Builds the tree from mBounds if rebuild() left it unbuilt.
    void ensureTree() const;
    std::vector<Bounds> mBounds; // by id: a slot for every id up to the largest
    std::size_t mHeld = 0;
    // For planFor: the sums of the held boxes' widths and heights, and the extent of their
    // centres (grown by inserts, not shrunk by removals: an estimate).
    double mWidths = 0, mHeights = 0;
    static constexpr double infinity = std::numeric_limits<double>::infinity();
    static constexpr Bounds noCentres{infinity, infinity, -infinity, -infinity};
    Bounds mCentres = noCentres;
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace adjutant::geometry
