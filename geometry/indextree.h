// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Inside geometry: the R-tree BaseIndex keeps and its copy in flat arrays, shared by
// baseindex.cpp (the index, its queries, the self-join) and indextree.cpp (the copying).

#include <boost/geometry.hpp>
#include <boost/geometry/index/rtree.hpp>

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

namespace bg = boost::geometry;
namespace bgi = boost::geometry::index;

namespace adjutant::geometry::indextree {

using BoxPoint = bg::model::point<double, 2, bg::cs::cartesian>;
using Box = bg::model::box<BoxPoint>;
using Entry = std::pair<Box, std::size_t>;

constexpr std::size_t nodeCapacity = 16; // entries or children a node holds at most
using Tree = bgi::rtree<Entry, bgi::rstar<nodeCapacity>>;

// The tree copied into two arrays, for the self-join (baseindex.cpp): nodes (the root first, the
// children of a node next to each other) and the entries of the leaves (those of a leaf next to
// each other), each with its box. Copying takes one walk over the tree; the join then reads plain
// arrays rather than Boost's nodes.
struct FlatBox
{
    double x0, y0, x1, y1;
};

struct FlatTree
{
    struct Node
    {
        FlatBox box;
        std::uint32_t first; // of its children among the nodes, or of its entries
        std::uint32_t count;
        bool leaf;
    };
    struct Item
    {
        FlatBox box;
        std::size_t id;
    };
    std::vector<Node> nodes;
    std::vector<Item> entries;
};

// Copies `tree` into `flat` (indextree.cpp).
void flatten(FlatTree &flat, const Tree &tree);

} // namespace adjutant::geometry::indextree
