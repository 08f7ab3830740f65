// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/table/snapping.h"

#include "geometry/contact.h"
#include "geometry/footprint.h"

#include <cmath>
#include <limits>
#include <numbers>

namespace adjutant::app {

using geometry::Point;

namespace {
constexpr double degree = std::numbers::pi / 180.0;

Point rotated(Point v, double degrees)
{
    // Clockwise in the table's frame (y towards the far edge), as facings turn.
    const double c = std::cos(degrees * degree);
    const double s = std::sin(degrees * degree);
    return {v.x * c + v.y * s, -v.x * s + v.y * c};
}

Point unit(Point v)
{
    return v * (1.0 / geometry::length(v));
}
} // namespace

double normalisedDegrees(double degrees)
{
    double d = std::fmod(degrees, 360.0);
    if (d <= -180.0)
        d += 360.0;
    else if (d > 180.0)
        d -= 360.0;
    return d;
}

double bearingDegrees(Point v)
{
    return std::atan2(v.x, v.y) / degree;
}

Point applied(const RigidMove &move, Point p)
{
    return move.pivot + rotated(p - move.pivot, move.turnDegrees) + move.shift;
}

geometry::OrientedRect applied(const RigidMove &move, const geometry::OrientedRect &rect)
{
    geometry::OrientedRect out = rect;
    out.centre = applied(move, rect.centre);
    out.facingDegrees = rect.facingDegrees + move.turnDegrees;
    return out;
}

std::optional<Snap> snapIntoContact(const std::vector<geometry::OrientedRect> &moving,
                                    const std::vector<geometry::OrientedRect> &targets,
                                    const SnapOptions &options)
{
    std::optional<Snap> best;
    double bestCost = std::numeric_limits<double>::max();
    std::vector<geometry::Footprint> targetPrints;
    targetPrints.reserve(targets.size());
    for (const auto &t : targets)
        targetPrints.push_back(geometry::footprint(t));

    auto clearOfTargets = [&](const RigidMove &move) {
        for (const auto &m : moving) {
            const geometry::Footprint placed = geometry::footprint(applied(move, m));
            for (const auto &t : targetPrints) {
                if (geometry::length(placed.rect.centre - t.rect.centre) > placed.radius + t.radius)
                    continue;
                if (geometry::penetration(placed, t) > options.tolerance)
                    return false;
            }
        }
        return true;
    };

    for (std::size_t i = 0; i < moving.size(); ++i) {
        const geometry::OrientedRect &m = moving[i];
        const auto mEdges = geometry::edges(m);
        const double radius = std::sqrt(m.width * m.width + m.depth * m.depth) / 2.0;
        for (std::size_t j = 0; j < targets.size(); ++j) {
            const geometry::OrientedRect &t = targets[j];
            if (geometry::distance(m, t) > options.range ||
                geometry::penetration(m, t) > options.range)
                continue;
            const auto tEdges = geometry::edges(t);
            for (int em = 0; em < 4; ++em) {
                for (int et = 0; et < 4; ++et) {
                    const geometry::Segment &s = tEdges[et];
                    const Point along = unit(s.b - s.a);
                    // Edges run clockwise round each base, so two touching edges run opposite ways.
                    const double turn = normalisedDegrees(
                        bearingDegrees(s.a - s.b) - bearingDegrees(mEdges[em].b - mEdges[em].a));
                    if (std::abs(turn) > options.maxTurnDegrees)
                        continue;
                    // The moving base must come at this edge from outside the target.
                    // Corners run clockwise, so the inside is on each edge's right and outward is
                    // its left.
                    const Point out{-along.y, along.x};
                    if (geometry::dot(m.centre - s.a, out) <= 0)
                        continue;
                    const Point mid = (mEdges[em].a + mEdges[em].b) * 0.5;
                    RigidMove move{mid, turn, {0, 0}};
                    const geometry::Segment e{applied(move, mEdges[em].a),
                                              applied(move, mEdges[em].b)};
                    // Onto the target edge's line.
                    Point shift = out * geometry::dot(s.a - e.a, out);
                    // Corner to corner when near: e.b meets s.a, or e.a meets s.b.
                    const double offsetB = geometry::dot(s.a - e.b, along);
                    const double offsetA = geometry::dot(s.b - e.a, along);
                    const double offset =
                        std::abs(offsetB) <= std::abs(offsetA) ? offsetB : offsetA;
                    const bool aligned = std::abs(offset) <= options.range;
                    if (aligned) {
                        shift = shift + along * offset;
                    } else {
                        // Edge contact needs the edges side by side for some length.
                        const double lo = geometry::dot(e.b - s.a, along);
                        const double hi = geometry::dot(e.a - s.a, along);
                        if (hi <= options.tolerance ||
                            lo >= geometry::length(s.b - s.a) - options.tolerance)
                            continue;
                    }
                    move.shift = shift;
                    // Lined up corner to corner is what players mean when they drop a base near
                    // another: it beats a mere edge contact whenever both are in range.
                    const double cost = geometry::length(shift) + std::abs(turn) * degree * radius +
                                        (aligned ? 0.0 : options.range);
                    if (cost >= bestCost || !clearOfTargets(move))
                        continue;
                    bestCost = cost;
                    best = Snap{move, i, j, geometry::Edge(em), geometry::Edge(et), aligned};
                }
            }
        }
    }
    return best;
}

} // namespace adjutant::app
