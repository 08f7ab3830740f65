#include "geometry/baseindex.h"

#include "geometry/contact.h"

#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>
#include <boost/geometry/index/detail/rtree/utilities/view.hpp>

#include <algorithm>

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;

namespace adjutant::geometry {

namespace {
using BoxPoint = bg::model::point<double, 2, bg::cs::cartesian>;
using Box = bg::model::box<BoxPoint>;
using Entry = std::pair<Box, std::size_t>;

Box boundingBox(const std::array<Point, 4> &c, double grow = 0.0)
{
    double minX = c[0].x, maxX = c[0].x, minY = c[0].y, maxY = c[0].y;
    for (const Point &p : c) {
        minX = std::min(minX, p.x);
        maxX = std::max(maxX, p.x);
        minY = std::min(minY, p.y);
        maxY = std::max(maxY, p.y);
    }
    return Box(BoxPoint(minX - grow, minY - grow), BoxPoint(maxX + grow, maxY + grow));
}

Box boundingBox(const OrientedRect &base, double grow = 0.0)
{
    return boundingBox(corners(base), grow);
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

constexpr std::size_t nodeCapacity = 16; // entries or children a node holds at most
using Tree = bgi::rtree<Entry, bgi::rstar<nodeCapacity>>;

namespace {

// The tree's own nodes, for the self-join below: Boost.Geometry's public queries look for one
// box at a time, and finding every pair that way meets each pair twice and walks the top of the
// tree once per base. These are detail headers of Boost.Geometry (1.74), kept to this file.
using Members = bgi::detail::rtree::utilities::view<Tree>::members_holder;
using InternalNode = Members::internal_node;
using Leaf = Members::leaf;

// Which of the two kinds of node a node is (Boost keeps them in a variant).
struct NodeKind : Members::visitor_const
{
    const InternalNode *internal = nullptr;
    const Leaf *leaf = nullptr;
    void operator()(const InternalNode &node)
    {
        internal = &node;
        leaf = nullptr;
    }
    void operator()(const Leaf &node)
    {
        leaf = &node;
        internal = nullptr;
    }
};

template<typename NodePointer>
NodeKind kindOf(NodePointer node)
{
    NodeKind kind;
    bgi::detail::rtree::apply_visitor(kind, *node);
    return kind;
}

// Boxes no further apart than `range` along either axis (what a query with one box grown by the
// range finds).
bool near(const Box &a, const Box &b, double range)
{
    return a.min_corner().get<0>() - range <= b.max_corner().get<0>() &&
           b.min_corner().get<0>() <= a.max_corner().get<0>() + range &&
           a.min_corner().get<1>() - range <= b.max_corner().get<1>() &&
           b.min_corner().get<1>() <= a.max_corner().get<1>() + range;
}

// Every pair of entries whose boxes are near, each pair met once: two nodes of the same level
// are joined child by child where their boxes are near, a node with itself child with child
// from the first to the last (all leaves of the tree are on one level).
template<typename Emit>
struct SelfJoin
{
    double range;
    Emit &emit;

    void join(const NodeKind &node)
    {
        if (node.leaf) {
            const auto &entries = bgi::detail::rtree::elements(*node.leaf);
            for (std::size_t k = 0; k < entries.size(); ++k) {
                for (std::size_t l = k + 1; l < entries.size(); ++l) {
                    if (near(entries[k].first, entries[l].first, range))
                        emit(entries[k].second, entries[l].second);
                }
            }
            return;
        }
        const auto &children = bgi::detail::rtree::elements(*node.internal);
        for (std::size_t k = 0; k < children.size(); ++k) {
            const NodeKind first = kindOf(children[k].second);
            join(first);
            for (std::size_t l = k + 1; l < children.size(); ++l) {
                if (near(children[k].first, children[l].first, range))
                    join(first, children[k].first, kindOf(children[l].second), children[l].first);
            }
        }
    }

    void join(const NodeKind &a, const Box &boxA, const NodeKind &b, const Box &boxB)
    {
        if (a.leaf)
            joinElements(bgi::detail::rtree::elements(*a.leaf), boxA, bgi::detail::rtree::elements(*b.leaf), boxB,
                         [&](const Entry &x, const Entry &y) { emit(x.second, y.second); });
        else
            joinElements(bgi::detail::rtree::elements(*a.internal), boxA, bgi::detail::rtree::elements(*b.internal), boxB,
                         [&](const auto &x, const auto &y) { join(kindOf(x.second), x.first, kindOf(y.second), y.first); });
    }

    // Only the elements of one node near the other node's box can be near any of its elements:
    // those are picked out first on each side, then paired.
    template<typename Elements, typename Pair>
    void joinElements(const Elements &as, const Box &boxA, const Elements &bs, const Box &boxB, Pair pair)
    {
        const typename Elements::value_type *nearA[nodeCapacity];
        const typename Elements::value_type *nearB[nodeCapacity];
        std::size_t countA = 0, countB = 0;
        for (const auto &x : as) {
            if (near(x.first, boxB, range))
                nearA[countA++] = &x;
        }
        if (countA == 0)
            return;
        for (const auto &y : bs) {
            if (near(y.first, boxA, range))
                nearB[countB++] = &y;
        }
        for (std::size_t k = 0; k < countA; ++k) {
            for (std::size_t l = 0; l < countB; ++l) {
                if (near(nearA[k]->first, nearB[l]->first, range))
                    pair(*nearA[k], *nearB[l]);
            }
        }
    }
};

} // namespace

struct BaseIndex::Impl
{
    Tree tree;
    // What the tree holds for each id, to remove it: a slot for every id up to the largest
    // (ids are positions in the caller's list of bases).
    std::vector<Box> boxes;
    std::vector<bool> held;
    std::vector<Entry> entries; // rebuild()'s, kept for the next
};

BaseIndex::BaseIndex() : d(std::make_unique<Impl>()) {}
BaseIndex::~BaseIndex() = default;

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
    std::vector<Entry> &entries = d->entries;
    entries.clear();
    entries.reserve(bases.size());
    d->boxes.resize(bases.size());
    d->held.assign(bases.size(), true);
    for (std::size_t i = 0; i < bases.size(); ++i) {
        entries.emplace_back(boundingBox(bases[i].corners), i);
        d->boxes[i] = entries.back().first;
    }
    d->tree = Tree(entries.begin(), entries.end()); // packing algorithm
}

void BaseIndex::insert(std::size_t id, const OrientedRect &base)
{
    const Box box = boundingBox(base);
    d->tree.insert(Entry(box, id));
    if (id >= d->boxes.size()) {
        d->boxes.resize(id + 1);
        d->held.resize(id + 1, false);
    }
    d->boxes[id] = box;
    d->held[id] = true;
}

void BaseIndex::update(std::size_t id, const OrientedRect &base)
{
    remove(id);
    insert(id, base);
}

void BaseIndex::remove(std::size_t id)
{
    if (id >= d->held.size() || !d->held[id])
        return;
    d->tree.remove(Entry(d->boxes[id], id));
    d->held[id] = false;
}

std::size_t BaseIndex::size() const { return d->tree.size(); }

void BaseIndex::candidatesNear(const OrientedRect &base, double range, std::vector<std::size_t> &out) const
{
    candidatesNear(footprint(base), range, out);
}

void BaseIndex::candidatesNear(const Footprint &base, double range, std::vector<std::size_t> &out) const
{
    out.clear();
    d->tree.query(bgi::intersects(boundingBox(base.corners, range)), Collect{&out});
}

void BaseIndex::walkByBoxDistance(const Footprint &base, const std::function<bool(std::size_t, double)> &visit) const
{
    const Box box = boundingBox(base.corners);
    for (auto it = d->tree.qbegin(bgi::nearest(box, unsigned(d->tree.size()))); it != d->tree.qend(); ++it) {
        if (!visit(it->second, bg::distance(box, it->first)))
            return;
    }
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

void BaseIndex::pairsWithin(const std::vector<Footprint> &bases, double range, std::vector<Pair> &out) const
{
    out.clear();
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
    // The boxes a little further out than the range, so that their rounding never costs a pair
    // (the exact measure decides).
    SelfJoin<decltype(emit)> join{range + 1e-6, emit};
    bgi::detail::rtree::utilities::view<Tree> view(d->tree);
    struct Root : Members::visitor_const
    {
        NodeKind kind;
        void operator()(const InternalNode &node) { kind(node); }
        void operator()(const Leaf &node) { kind(node); }
    } root;
    view.apply_visitor(root);
    join.join(root.kind);
}

} // namespace adjutant::geometry
