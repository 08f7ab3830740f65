#pragma once

#include "geometry/footprint.h"
#include "geometry/orientedrect.h"

#include <cstddef>
#include <functional>
#include <optional>
#include <memory>
#include <vector>

namespace adjutant::geometry {

// An R-tree of base footprints for whole-table queries (all pairs within a range, everything
// near a base), updated one base at a time as bases move. Ids are the caller's positions of the
// bases (0 .. n-1): the index keeps a slot for every id up to the largest. Boost.Geometry stays
// behind this header.
class BaseIndex
{
public:
    BaseIndex();
    ~BaseIndex();
    BaseIndex(const BaseIndex &) = delete;
    BaseIndex &operator=(const BaseIndex &) = delete;

    // Builds the tree in one pass (faster than inserting one by one); base i gets id i.
    void rebuild(const std::vector<OrientedRect> &bases);
    void rebuild(const std::vector<Footprint> &bases);
    void insert(std::size_t id, const OrientedRect &base);
    // A base moved or turned: its old entry is replaced.
    void update(std::size_t id, const OrientedRect &base);
    void remove(std::size_t id);
    std::size_t size() const;

    // Ids of the bases that may lie within `range` of `base` (bounding boxes within range),
    // excluding `base`'s own id when given. Callers measure exactly on these candidates.
    void candidatesNear(const OrientedRect &base, double range, std::vector<std::size_t> &out) const;
    void candidatesNear(const Footprint &base, double range, std::vector<std::size_t> &out) const;
    // Ids of the bases whose bounding boxes meet the axis-aligned box from `low` to `high`
    // (everything that may cross a region, such as the lines of sight between two groups).
    void candidatesInBox(Point low, Point high, std::vector<std::size_t> &out) const;

    // The base nearest to `base` (measured exactly) among those `accept` takes, or none: the
    // tree is walked in order of box distance until no box could hold a nearer base.
    template<typename Accept>
    std::optional<std::size_t> nearest(const Footprint &base, const std::vector<Footprint> &bases, Accept accept) const
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
    // tree's order (sort them if the order matters). The index must hold these bases (base i as
    // id i): the tree is joined with itself, each pair met once.
    std::vector<Pair> pairsWithin(const std::vector<OrientedRect> &bases, double range) const;
    std::vector<Pair> pairsWithin(const std::vector<Footprint> &bases, double range) const;
    // The same into `out` (cleared first): a caller that keeps `out` from one pass to the next
    // allocates nothing once it has grown.
    void pairsWithin(const std::vector<Footprint> &bases, double range, std::vector<Pair> &out) const;

private:
    // Calls visit(id, box distance) in order of box distance while it returns true.
    void walkByBoxDistance(const Footprint &base, const std::function<bool(std::size_t, double)> &visit) const;
    static double exactDistance(const Footprint &a, const Footprint &b);
    struct Impl;
    std::unique_ptr<Impl> d;
};

} // namespace adjutant::geometry
