#include "geometry/baseindex.h"

#include "geometry/contact.h"

#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>

#include <algorithm>
#include <unordered_map>

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

struct BaseIndex::Impl
{
    bgi::rtree<Entry, bgi::rstar<16>> tree;
    std::unordered_map<std::size_t, Box> boxes; // what the tree holds for each id, to remove it
};

BaseIndex::BaseIndex() : d(std::make_unique<Impl>()) {}
BaseIndex::~BaseIndex() = default;

void BaseIndex::rebuild(const std::vector<OrientedRect> &bases)
{
    std::vector<Entry> entries;
    entries.reserve(bases.size());
    d->boxes.clear();
    for (std::size_t i = 0; i < bases.size(); ++i) {
        entries.emplace_back(boundingBox(bases[i]), i);
        d->boxes.emplace(i, entries.back().first);
    }
    d->tree = bgi::rtree<Entry, bgi::rstar<16>>(entries); // packing algorithm
}

void BaseIndex::insert(std::size_t id, const OrientedRect &base)
{
    const Box box = boundingBox(base);
    d->tree.insert(Entry(box, id));
    d->boxes[id] = box;
}

void BaseIndex::update(std::size_t id, const OrientedRect &base)
{
    remove(id);
    insert(id, base);
}

void BaseIndex::remove(std::size_t id)
{
    const auto it = d->boxes.find(id);
    if (it == d->boxes.end())
        return;
    d->tree.remove(Entry(it->second, id));
    d->boxes.erase(it);
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

void BaseIndex::candidatesInBox(Point low, Point high, std::vector<std::size_t> &out) const
{
    out.clear();
    d->tree.query(bgi::intersects(Box(BoxPoint(low.x, low.y), BoxPoint(high.x, high.y))), Collect{&out});
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
    std::vector<std::size_t> candidates;
    for (std::size_t i = 0; i < bases.size(); ++i) {
        candidatesNear(bases[i], range, candidates);
        for (std::size_t j : candidates) {
            if (j <= i || j >= bases.size())
                continue;
            const double distance = geometry::distance(bases[i], bases[j]);
            if (distance <= range)
                pairs.push_back({i, j, distance});
        }
    }
    return pairs;
}

} // namespace adjutant::geometry
