// SPDX-License-Identifier: GPL-3.0-or-later
#include "measure/sightblockers.h"

#include "geometry/convexregion.h"

namespace adjutant::measure {

void SightBlockers::boxAll()
{
    baseBoxes.clear();
    terrainBoxes.clear();
    baseAxes.clear();
    baseAxesAt.assign(1, 0);
    for (const geometry::Polygon &base : bases) {
        baseBoxes.push_back(geometry::boxOf(base));
        addAxes(base);
    }
    for (const geometry::Polygon &piece : terrain)
        terrainBoxes.push_back(geometry::boxOf(piece));
}

SightBlockers SightBlockers::narrowedTo(const geometry::Polygon &region) const
{
    SightBlockers result;
    forEachMeeting(
        region,
        [&](std::size_t i) {
            result.bases.push_back(bases[i]);
            result.baseBoxes.push_back(baseBoxes[i]);
            result.addAxes(bases[i]);
        },
        [&](std::size_t i) {
            result.terrain.push_back(terrain[i]);
            result.terrainBoxes.push_back(terrainBoxes[i]);
        });
    return result;
}

void SightBlockers::within(const geometry::Polygon &region, std::vector<geometry::Polygon> &out,
                           std::vector<geometry::Polygon> &spare) const
{
    while (!out.empty()) {
        spare.push_back(std::move(out.back()));
        out.pop_back();
    }
    auto take = [&](const geometry::Polygon &outline) {
        if (spare.empty()) {
            out.push_back(outline);
            return;
        }
        out.push_back(std::move(spare.back()));
        spare.pop_back();
        out.back().assign(outline.begin(), outline.end());
    };
    forEachMeeting(
        region, [&](std::size_t i) { take(bases[i]); }, [&](std::size_t i) { take(terrain[i]); });
}

void SightBlockers::addAxes(const geometry::Polygon &base)
{
    for (std::size_t k = 0; k < base.size(); ++k) {
        if (const auto axis = geometry::edgeNormal(base, k))
            baseAxes.push_back(*axis);
    }
    baseAxesAt.push_back(baseAxes.size());
}

// Calls onBase(i) for each base outline that meets the convex `region`, then onTerrain(i) for
// each terrain piece whose box meets the region's box.
template <typename OnBase, typename OnTerrain>
void SightBlockers::forEachMeeting(const geometry::Polygon &region, OnBase onBase,
                                   OnTerrain onTerrain) const
{
    const geometry::Box box = geometry::boxOf(region);
    const geometry::ConvexRegion convex(region);
    for (std::size_t i = 0; i < bases.size(); ++i) {
        if (!geometry::apart(box, baseBoxes[i], geometry::regionSlack) &&
            !convex.apartFrom(bases[i], baseAxes.data() + baseAxesAt[i],
                              baseAxesAt[i + 1] - baseAxesAt[i]))
            onBase(i);
    }
    for (std::size_t i = 0; i < terrain.size(); ++i) {
        if (!geometry::apart(box, terrainBoxes[i], geometry::regionSlack))
            onTerrain(i);
    }
}

void appendOutlines(std::vector<double> &values, const std::vector<geometry::Polygon> &outlines)
{
    for (const geometry::Polygon &outline : outlines) {
        values.push_back(double(outline.size()));
        for (const geometry::Point &p : outline) {
            values.push_back(p.x);
            values.push_back(p.y);
        }
    }
}

QByteArray bitsOf(const std::vector<double> &values)
{
    return QByteArray(reinterpret_cast<const char *>(values.data()),
                      qsizetype(values.size() * sizeof(double)));
}

} // namespace adjutant::measure
