// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/polygon.h"

#include <QByteArray>

#include <vector>

namespace adjutant::measure {

// What may block a line of sight within a convex region: base outlines (convex) and terrain
// pieces (any shape, kept when their boxes meet the region's box).
struct SightBlockers
{
    std::vector<geometry::Polygon> bases;
    std::vector<geometry::Polygon> terrain;
    // Their boxes, made once for the many regions of a pair of groups.
    std::vector<geometry::Box> baseBoxes;
    std::vector<geometry::Box> terrainBoxes;
    // The bases' edge normals (ConvexRegion::apartFrom's axes), base i's from baseAxesAt[i].
    std::vector<geometry::Point> baseAxes;
    std::vector<std::size_t> baseAxesAt{0};

    // Works the boxes and axes out for the bases and terrain held.
    void boxAll();

    // Those that meet the convex `region`, as blockers (in the same order): for the regions
    // inside it, within() then gives what it gives on the whole set.
    SightBlockers narrowedTo(const geometry::Polygon &region) const;

    // Those that meet the convex `region`, into `out` (a line inside the region crosses no
    // other). The outlines `out` held are moved to `spare` first and their storage used again:
    // a measurement asks this for every line it traces.
    void within(const geometry::Polygon &region, std::vector<geometry::Polygon> &out,
                std::vector<geometry::Polygon> &spare) const;

private:
    void addAxes(const geometry::Polygon &base);
    template <typename OnBase, typename OnTerrain>
    void forEachMeeting(const geometry::Polygon &region, OnBase onBase, OnTerrain onTerrain) const;
};

// A sight cache's key: the exact bits of the numbers an answer depends on.
void appendOutlines(std::vector<double> &values, const std::vector<geometry::Polygon> &outlines);
QByteArray bitsOf(const std::vector<double> &values);

} // namespace adjutant::measure
