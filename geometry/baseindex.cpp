// SPDX-License-Identifier: GPL-3.0-or-later
// BaseIndex: bases held by their bounding boxes, the plan (scan or tree), and the queries on them.
#include "geometry/baseindex.h"

#include "geometry/contact.h"
#include "geometry/indextree.h"

#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstdint>
#include <mutex>

namespace adjutant::geometry {

using namespace indextree;

namespace {

Box boxOf(const BaseIndex::Bounds &b, double grow = 0.0)
{
    return Box(BoxPoint(b.x0 - grow, b.y0 - grow), BoxPoint(b.x1 + grow, b.y1 + grow));
}
} // namespace

// An output "iterator" that keeps the ids the tree finds: nothing to allocate per query, and
// faster than the tree's query iterators.
struct Collect
{
    std::vector<std::size_t> *ids;
    Collect &operator=(const Entry &entry)
    {
        ids->push_back(entry.second);
        return *this;
    }
    Collect &operator*() { return *this; }
    Collect &operator++() { return *this; }
    Collect &operator++(int) { return *this; }
};

namespace {

// Boxes no further apart than `range` along either axis (what a query with one box grown by the
// range finds).
bool near(const FlatBox &a, const FlatBox &b, double range)
{
    return a.x0 - range <= b.x1 && b.x0 <= a.x1 + range && a.y0 - range <= b.y1 && b.y0 <= a.y1 + range;
}

// Every pair of entries whose boxes are near, each pair met once. First the pairs of leaves
// whose boxes are near: two nodes of the same level are joined child by child where their boxes
// are near, a node with itself child with child from the first to the last (all leaves of the
// tree are on one level). Then, leaf by leaf and entry by entry, the entry against the near
// entries of its own leaf after it and of the near leaves: one base's pairs come together,
// which is the order in which callers measure them fastest.
template<typename Emit>
struct SelfJoin
{
    const FlatTree &tree;
    double range;
    Emit &emit;
    std::vector<std::pair<std::uint32_t, std::uint32_t>> leafPairs; // (k, l), k < l, leaves near

    void run()
    {
        leafPairs.clear();
        joinNodes(0);
        // The near leaves of each leaf, by counting (the pairs come grouped by subtree, not by leaf).
        const std::size_t nodeCount = tree.nodes.size();
        std::vector<std::uint32_t> start(nodeCount + 1, 0);
        for (const auto &pair : leafPairs)
            ++start[pair.first + 1];
        for (std::size_t k = 0; k < nodeCount; ++k)
            start[k + 1] += start[k];
        std::vector<std::uint32_t> nearLeaves(leafPairs.size());
        std::vector<std::uint32_t> fill(start.begin(), start.end() - 1);
        for (const auto &pair : leafPairs)
            nearLeaves[fill[pair.first]++] = pair.second;
        for (std::size_t k = 0; k < nodeCount; ++k) {
            const FlatTree::Node &leaf = tree.nodes[k];
            if (!leaf.leaf)
                continue;
            const std::size_t end = leaf.first + leaf.count;
            for (std::size_t x = leaf.first; x < end; ++x) {
                const FlatTree::Item &item = tree.entries[x];
                for (std::size_t y = x + 1; y < end; ++y) {
                    if (near(item.box, tree.entries[y].box, range))
                        emit(item.id, tree.entries[y].id);
                }
                for (std::uint32_t m = start[k]; m < start[k + 1]; ++m) {
                    const FlatTree::Node &other = tree.nodes[nearLeaves[m]];
                    if (!near(item.box, other.box, range))
                        continue;
                    for (std::size_t y = other.first; y < other.first + other.count; ++y) {
                        if (near(item.box, tree.entries[y].box, range))
                            emit(item.id, tree.entries[y].id);
                    }
                }
            }
        }
    }

    void joinNodes(std::size_t n)
    {
        const FlatTree::Node &node = tree.nodes[n];
        if (node.leaf)
            return;
        const std::size_t end = node.first + node.count;
        for (std::size_t k = node.first; k < end; ++k) {
            joinNodes(k);
            for (std::size_t l = k + 1; l < end; ++l) {
                if (near(tree.nodes[k].box, tree.nodes[l].box, range))
                    joinNodes(k, l);
            }
        }
    }

    void joinNodes(std::size_t a, std::size_t b)
    {
        const FlatTree::Node &na = tree.nodes[a];
        const FlatTree::Node &nb = tree.nodes[b];
        if (na.leaf) {
            leafPairs.emplace_back(std::uint32_t(a), std::uint32_t(b));
            return;
        }
        // Only the children of one node near the other node's box can be near any of its
        // children: those are picked out first on each side, then paired.
        std::uint32_t nearA[nodeCapacity];
        std::uint32_t nearB[nodeCapacity];
        std::size_t countA = 0, countB = 0;
        for (std::uint32_t k = na.first; k < na.first + na.count; ++k) {
            if (near(tree.nodes[k].box, nb.box, range))
                nearA[countA++] = k;
        }
        if (countA == 0)
            return;
        for (std::uint32_t l = nb.first; l < nb.first + nb.count; ++l) {
            if (near(tree.nodes[l].box, na.box, range))
                nearB[countB++] = l;
        }
        for (std::size_t k = 0; k < countA; ++k) {
            for (std::size_t l = 0; l < countB; ++l) {
                if (near(tree.nodes[nearA[k]].box, tree.nodes[nearB[l]].box, range))
                    joinNodes(nearA[k], nearB[l]);
            }
        }
    }
};

} // namespace

struct BaseIndex::Impl
{
    Tree tree; // of mBounds, once ensureTree() has built it ...
    std::atomic<bool> built{false};
    std::mutex building;        // ... under this lock
    std::vector<Entry> entries; // the last build's, kept for the next
    FlatTree flat;              // the tree as built ...
    bool flatCurrent = false;   // ... until a base is inserted or removed
};

BaseIndex::BaseIndex() : d(std::make_unique<Impl>()) {}
BaseIndex::~BaseIndex() = default;

BaseIndex::Bounds BaseIndex::boundsOf(const Footprint &base)
{
    const auto &c = base.corners;
    Bounds b{c[0].x, c[0].y, c[0].x, c[0].y};
    for (const Point &p : c) {
        b.x0 = std::min(b.x0, p.x);
        b.y0 = std::min(b.y0, p.y);
        b.x1 = std::max(b.x1, p.x);
        b.y1 = std::max(b.y1, p.y);
    }
    return b;
}

void BaseIndex::rebuild(const std::vector<OrientedRect> &bases)
{
    std::vector<Footprint> prints;
    prints.reserve(bases.size());
    for (const OrientedRect &base : bases)
        prints.push_back(footprint(base));
    rebuild(prints);
}

void BaseIndex::rebuild(const std::vector<Footprint> &bases)
{
    mBounds.resize(bases.size());
    mHeld = 0;
    mWidths = mHeights = 0;
    mCentres = noCentres;
    for (std::size_t i = 0; i < bases.size(); ++i)
        hold(i, boundsOf(bases[i]));
    d->built.store(false, std::memory_order_release);
}

void BaseIndex::hold(std::size_t id, const Bounds &b)
{
    mBounds[id] = b;
    ++mHeld;
    mWidths += b.x1 - b.x0;
    mHeights += b.y1 - b.y0;
    const double x = (b.x0 + b.x1) / 2, y = (b.y0 + b.y1) / 2;
    mCentres = {std::min(mCentres.x0, x), std::min(mCentres.y0, y), std::max(mCentres.x1, x),
                std::max(mCentres.y1, y)};
}

namespace {
// The chance that two points thrown evenly on a segment of `length` lie within `reach` of each
// other: 1 - (1 - reach / length)^2.
double withinAlong(double reach, double length)
{
    if (length <= reach)
        return 1.0;
    const double apart = 1.0 - reach / length;
    return 1.0 - apart * apart;
}

// The plan's cost model. Scanning n bases costs about a n^2; the tree about b n to build and
// c p n^2 to join, p being the fraction of pairs of boxes that are near: the two cost the same
// where p = a / c - (b / c) / n. Fitted to bench_geometry's pairsAtRange (100 to 1,000 bases,
// ranges 0.5 mm to 12 MU) on the development machine (docs/benchmarks.md): a / c = 0.26,
// b / c = 33, so that below some 130 bases the scan is always the cheaper.
constexpr double nearAllTheSame = 0.26; // a / c
constexpr double treeBuilding = 33;     // b / c
} // namespace

BaseIndex::Plan BaseIndex::planFor(double range) const
{
    if (mHeld < 2)
        return Plan::Scan;
    // The held boxes taken as thrown evenly over the extent of their centres: a pair is near
    // when its centres are within a mean box size and the range along both axes.
    const double n = double(mHeld);
    const double near = withinAlong(mWidths / n + range, mCentres.x1 - mCentres.x0) *
                        withinAlong(mHeights / n + range, mCentres.y1 - mCentres.y0);
    return near > nearAllTheSame - treeBuilding / n ? Plan::Scan : Plan::Tree;
}

void BaseIndex::ensureTree() const
{
    if (d->built.load(std::memory_order_acquire))
        return;
    const std::lock_guard lock(d->building);
    if (d->built.load(std::memory_order_relaxed))
        return;
    std::vector<Entry> &entries = d->entries;
    entries.clear();
    entries.reserve(mHeld);
    for (std::size_t i = 0; i < mBounds.size(); ++i) {
        const Bounds &b = mBounds[i];
        if (!std::isnan(b.x0))
            entries.emplace_back(boxOf(b), i);
    }
    d->tree = Tree(entries.begin(), entries.end()); // packing algorithm
    flatten(d->flat, d->tree);
    d->flatCurrent = true;
    d->built.store(true, std::memory_order_release);
}

void BaseIndex::insert(std::size_t id, const OrientedRect &base)
{
    remove(id);
    ensureTree();
    const Bounds b = boundsOf(footprint(base));
    d->tree.insert(Entry(boxOf(b), id));
    d->flatCurrent = false;
    if (id >= mBounds.size())
        mBounds.resize(id + 1);
    hold(id, b);
}

void BaseIndex::update(std::size_t id, const OrientedRect &base)
{
    insert(id, base);
}

void BaseIndex::remove(std::size_t id)
{
    if (id >= mBounds.size() || std::isnan(mBounds[id].x0))
        return;
    ensureTree();
    const Bounds &b = mBounds[id];
    d->tree.remove(Entry(boxOf(b), id));
    d->flatCurrent = false;
    release(id);
}

void BaseIndex::release(std::size_t id)
{
    const Bounds &b = mBounds[id];
    mWidths -= b.x1 - b.x0;
    mHeights -= b.y1 - b.y0;
    mBounds[id] = Bounds{};
    --mHeld;
}

std::size_t BaseIndex::size() const
{
    return mHeld;
}

void BaseIndex::candidatesNear(const OrientedRect &base, double range, std::vector<std::size_t> &out) const
{
    candidatesNear(footprint(base), range, out);
}

void BaseIndex::candidatesNear(const Footprint &base, double range, std::vector<std::size_t> &out) const
{
    out.clear();
    ensureTree();
    const Bounds b = boundsOf(base);
    d->tree.query(bgi::intersects(boxOf(b, range)), Collect{&out});
}

bool BaseIndex::crowded(const std::vector<Footprint> &bases, std::size_t self, double range,
                        std::size_t most) const
{
    ensureTree();
    const Footprint &base = bases[self];
    std::size_t boxes = 0;
    std::size_t near = 0;
    // The query's iterator finds the boxes one at a time: it stops with the count.
    for (auto it = d->tree.qbegin(bgi::intersects(boxOf(boundsOf(base), range))); it != d->tree.qend(); ++it) {
        const std::size_t id = it->second;
        if (id == self || id >= bases.size())
            continue;
        if (++boxes > 4 * most)
            return true;
        if (exactDistance(base, bases[id]) <= range && ++near > most)
            return true;
    }
    return false;
}

void BaseIndex::candidatesInBox(Point low, Point high, std::vector<std::size_t> &out) const
{
    out.clear();
    ensureTree();
    d->tree.query(bgi::intersects(boxOf({low.x, low.y, high.x, high.y})), Collect{&out});
}

void BaseIndex::walkByBoxDistance(const Footprint &base, const std::function<bool(std::size_t, double)> &visit) const
{
    ensureTree();
    const Bounds b = boundsOf(base);
    const Box box = boxOf(b);
    for (auto it = d->tree.qbegin(bgi::nearest(box, unsigned(d->tree.size()))); it != d->tree.qend(); ++it) {
        if (!visit(it->second, bg::distance(box, it->first)))
            return;
    }
}

namespace {
// The least distance between two boxes (0 when they meet), as Boost.Geometry measures it.
double boxDistance(const FlatBox &a, const FlatBox &b)
{
    const double dx = std::max({0.0, a.x0 - b.x1, b.x0 - a.x1});
    const double dy = std::max({0.0, a.y0 - b.y1, b.y0 - a.y1});
    return std::sqrt(dx * dx + dy * dy);
}
} // namespace

BaseIndex::Nearest
BaseIndex::nearestUnlessTied(const Footprint &base, const std::function<bool(std::size_t)> &accept,
                             const std::function<double(std::size_t)> &distance,
                             const std::function<bool(std::size_t, std::size_t)> &alike) const
{
    ensureTree();
    if (!d->flatCurrent) // bases inserted or removed since the tree was packed
        return {};
    const FlatTree &flat = d->flat;
    if (flat.nodes.empty())
        return {true, std::nullopt};
    const Bounds b = boundsOf(base);
    const FlatBox box{b.x0, b.y0, b.x1, b.y1};
    // Nodes and entries still to look at, the nearest box first (a heap).
    struct Next
    {
        double distance;
        std::uint32_t index;
        bool entry;
        bool operator<(const Next &other) const { return distance > other.distance; }
    };
    thread_local std::vector<Next> heap;
    heap.clear();
    auto push = [&](const Next &next) {
        heap.push_back(next);
        std::push_heap(heap.begin(), heap.end());
    };
    auto open = [&](const FlatTree::Node &node) {
        if (node.leaf) {
            for (std::uint32_t e = node.first; e < node.first + node.count; ++e) {
                if (accept(flat.entries[e].id))
                    push({boxDistance(box, flat.entries[e].box), e, true});
            }
        } else {
            for (std::uint32_t n = node.first; n < node.first + node.count; ++n)
                push({boxDistance(box, flat.nodes[n].box), n, false});
        }
    };
    // A base within `hair` of the nearest may be as near but for rounding: that is a tie, unless
    // it is exactly as near and alike to it. A box is no further than the base it holds but for
    // rounding, so the walk goes on to two hairs.
    auto hair = [](double d) { return 1e-9 * (1.0 + d); };
    std::optional<std::size_t> best;
    double bestDistance = 0;
    thread_local std::vector<std::pair<std::size_t, double>> close; // within a hair of the best
    close.clear();
    open(flat.nodes[0]);
    while (!heap.empty()) {
        std::pop_heap(heap.begin(), heap.end());
        const Next next = heap.back();
        heap.pop_back();
        if (best && next.distance > bestDistance + 2 * hair(bestDistance))
            break;
        if (!next.entry) {
            open(flat.nodes[next.index]);
            continue;
        }
        const std::size_t id = flat.entries[next.index].id;
        const double d = distance(id);
        if (!best || d < bestDistance) {
            best = id;
            bestDistance = d;
            const double within = bestDistance + hair(bestDistance);
            close.erase(std::remove_if(close.begin(), close.end(),
                                       [&](const auto &c) { return c.second > within; }),
                        close.end());
        } else if (d > bestDistance + hair(bestDistance)) {
            continue;
        }
        close.emplace_back(id, d);
    }
    for (const auto &[id, d] : close) {
        if (id != *best && (d != bestDistance || !alike(id, *best)))
            return {};
    }
    return {true, best};
}

double BaseIndex::exactDistance(const Footprint &a, const Footprint &b)
{
    return geometry::distance(a, b);
}

std::vector<BaseIndex::Pair> BaseIndex::pairsWithin(const std::vector<OrientedRect> &bases, double range) const
{
    std::vector<Footprint> footprints;
    footprints.reserve(bases.size());
    for (const OrientedRect &base : bases)
        footprints.push_back(footprint(base));
    return pairsWithin(footprints, range);
}

std::vector<BaseIndex::Pair> BaseIndex::pairsWithin(const std::vector<Footprint> &bases, double range) const
{
    std::vector<Pair> pairs;
    pairsWithin(bases, range, pairs);
    return pairs;
}

void BaseIndex::pairsWithin(const std::vector<Footprint> &bases, double range,
                            std::vector<Pair> &out, Plan plan) const
{
    out.clear();
    if (scans(plan, range)) {
        auto keep = [&](std::size_t i, std::size_t j, double distance) {
            out.push_back({i, j, distance});
        };
        scanPairs(bases, range, keep);
        return;
    }
    ensureTree();
    if (d->tree.empty())
        return;
    auto emit = [&](std::size_t i, std::size_t j) {
        if (i >= bases.size() || j >= bases.size())
            return;
        if (j < i)
            std::swap(i, j);
        if (const auto distance = distanceWithin(bases[i], bases[j], range))
            out.push_back({i, j, *distance});
    };
    FlatTree moved;
    if (!d->flatCurrent)
        flatten(moved, d->tree);
    const FlatTree &flat = d->flatCurrent ? d->flat : moved;
    // The boxes a little further out than the range, so that their rounding never costs a pair
    // (the exact measure decides).
    SelfJoin<decltype(emit)> join{flat, range + 1e-6, emit, {}};
    join.run();
}

} // namespace adjutant::geometry
