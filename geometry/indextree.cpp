// SPDX-License-Identifier: GPL-3.0-or-later
// Boost's R-tree copied into flat arrays: the one file that reads Boost.Geometry's detail headers.
#include "geometry/indextree.h"

#include <boost/geometry/index/detail/rtree/utilities/view.hpp>

#include <algorithm>

namespace adjutant::geometry::indextree {

namespace {

// The tree's own nodes, for the self-join (baseindex.cpp): Boost.Geometry's public queries look
// for one box at a time, and finding every pair that way meets each pair twice and walks the top
// of the tree once per base. These are detail headers of Boost.Geometry (1.74), kept to this file.
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

FlatBox flatBox(const Box &box)
{
    return {box.min_corner().get<0>(), box.min_corner().get<1>(), box.max_corner().get<0>(), box.max_corner().get<1>()};
}

void flatten(FlatTree &flat, std::size_t slot, const NodeKind &kind)
{
    if (kind.leaf) {
        const auto &entries = bgi::detail::rtree::elements(*kind.leaf);
        flat.nodes[slot].leaf = true;
        flat.nodes[slot].first = std::uint32_t(flat.entries.size());
        flat.nodes[slot].count = std::uint32_t(entries.size());
        for (const Entry &entry : entries)
            flat.entries.push_back({flatBox(entry.first), entry.second});
        // By id within the leaf: the bases of a battle group, listed together by the caller, then
        // come one after another (see SelfJoin).
        std::sort(flat.entries.end() - std::ptrdiff_t(entries.size()), flat.entries.end(),
                  [](const FlatTree::Item &x, const FlatTree::Item &y) { return x.id < y.id; });
        return;
    }
    const auto &children = bgi::detail::rtree::elements(*kind.internal);
    const std::size_t first = flat.nodes.size();
    flat.nodes[slot].leaf = false;
    flat.nodes[slot].first = std::uint32_t(first);
    flat.nodes[slot].count = std::uint32_t(children.size());
    flat.nodes.resize(first + children.size());
    for (std::size_t k = 0; k < children.size(); ++k)
        flat.nodes[first + k].box = flatBox(children[k].first);
    for (std::size_t k = 0; k < children.size(); ++k)
        flatten(flat, first + k, kindOf(children[k].second));
}

} // namespace

void flatten(FlatTree &flat, const Tree &tree)
{
    flat.nodes.clear();
    flat.entries.clear();
    if (tree.empty())
        return;
    struct Root : Members::visitor_const
    {
        NodeKind kind;
        void operator()(const InternalNode &node) { kind(node); }
        void operator()(const Leaf &node) { kind(node); }
    } root;
    bgi::detail::rtree::utilities::view<Tree>(tree).apply_visitor(root);
    flat.nodes.push_back({{0, 0, 0, 0}, 0, 0, false}); // the root's own box is never asked
    flatten(flat, 0, root.kind);
}

} // namespace adjutant::geometry::indextree
