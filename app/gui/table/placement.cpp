// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/placement.h"

#include "geometry/contact.h"

#include <algorithm>
#include <cmath>

namespace adjutant::app {

namespace {

bool onTerrain(const geometry::OrientedRect &base, const geometry::Polygon &piece)
{
    if (piece.size() < 3)
        return false;
    for (const geometry::Segment &edge : geometry::edges(base)) {
        if (geometry::intersects(piece, edge))
            return true;
    }
    // A piece smaller than the base, wholly under it.
    const auto corners = geometry::corners(base);
    return geometry::contains(geometry::Polygon(corners.begin(), corners.end()), piece.front());
}

bool clear(const std::vector<geometry::OrientedRect> &bases, const Obstacles &obstacles,
           double gap, bool ofTerrain)
{
    for (const geometry::OrientedRect &base : bases) {
        if (!geometry::withinTable(base, obstacles.tableWidth, obstacles.tableDepth))
            return false;
        for (const geometry::OrientedRect &other : obstacles.bases) {
            if (geometry::distance(base, other) <= gap)
                return false;
        }
        if (ofTerrain) {
            for (const geometry::Polygon &piece : obstacles.terrain) {
                if (onTerrain(base, piece))
                    return false;
            }
        }
    }
    return true;
}

} // namespace

std::optional<geometry::Point>
clearPlace(const std::function<std::vector<geometry::OrientedRect>(geometry::Point)> &layout,
           geometry::Point wanted, const Obstacles &obstacles, double step, double gap)
{
    if (step <= 0)
        return std::nullopt;
    // Every point of the grid on the table, nearest the wanted point first.
    std::vector<geometry::Point> points;
    const int across = int(std::floor(obstacles.tableWidth / step));
    const int up = int(std::floor(obstacles.tableDepth / step));
    for (int i = -across; i <= across; ++i) {
        for (int j = -up; j <= up; ++j) {
            const geometry::Point p{wanted.x + i * step, wanted.y + j * step};
            if (p.x >= 0 && p.y >= 0 && p.x <= obstacles.tableWidth && p.y <= obstacles.tableDepth)
                points.push_back(p);
        }
    }
    std::stable_sort(points.begin(), points.end(), [wanted](geometry::Point a, geometry::Point b) {
        return geometry::length(a - wanted) < geometry::length(b - wanted);
    });
    for (const bool ofTerrain : {true, false}) {
        for (const geometry::Point &p : points) {
            if (clear(layout(p), obstacles, gap, ofTerrain))
                return p;
        }
    }
    return std::nullopt;
}

} // namespace adjutant::app
