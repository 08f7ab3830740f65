// SPDX-License-Identifier: GPL-3.0-or-later
#include "geometry/polygon.h"

// GCC 12 warns that a variable of Boost.Geometry's rescale policy "may be used uninitialized"
// where difference() is inlined here, in Boost's own code; -Werror would stop the build on it.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <boost/geometry/algorithms/correct.hpp>
#include <boost/geometry/algorithms/difference.hpp>
#include <boost/geometry/geometries/multi_polygon.hpp>
#include <boost/geometry/geometries/point_xy.hpp>
#include <boost/geometry/geometries/polygon.hpp>

namespace adjutant::geometry {

namespace {

namespace bg = boost::geometry;
using BgPoint = bg::model::d2::point_xy<double>;
using BgPolygon = bg::model::polygon<BgPoint>;
using BgPolygons = bg::model::multi_polygon<BgPolygon>;

BgPolygon toBoost(const Polygon &polygon)
{
    BgPolygon out;
    for (const Point &p : polygon)
        out.outer().emplace_back(p.x, p.y);
    if (!polygon.empty())
        out.outer().emplace_back(polygon.front().x, polygon.front().y);
    bg::correct(out); // either winding, closed
    return out;
}

} // namespace

std::vector<Polygon> cutAway(const Polygon &piece, const std::vector<Polygon> &cuts)
{
    const Box pieceBox = boxOf(piece);
    BgPolygons rest{toBoost(piece)};
    bool cut = false;
    for (const Polygon &c : cuts) {
        if (apart(pieceBox, boxOf(c), 0.0))
            continue;
        BgPolygons next;
        bg::difference(rest, toBoost(c), next);
        rest = std::move(next);
        cut = true;
    }
    if (!cut)
        return {piece};
    std::vector<Polygon> parts;
    for (const BgPolygon &part : rest) {
        Polygon outline;
        for (std::size_t i = 0; i + 1 < part.outer().size(); ++i)
            outline.push_back({part.outer()[i].x(), part.outer()[i].y()});
        parts.push_back(std::move(outline));
    }
    return parts;
}

} // namespace adjutant::geometry

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
