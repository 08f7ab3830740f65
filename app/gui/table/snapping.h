// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/orientedrect.h"
#include "geometry/tolerance.h"

#include <optional>
#include <vector>

namespace adjutant::app {

// A rigid motion of a group of bases on the table (millimetres): turn by `turnDegrees`
// clockwise about `pivot`, then shift. Bases keep their places in the group.
struct RigidMove
{
    geometry::Point pivot;
    double turnDegrees = 0.0;
    geometry::Point shift;
};

geometry::Point applied(const RigidMove &move, geometry::Point p);
geometry::OrientedRect applied(const RigidMove &move, const geometry::OrientedRect &rect);
// Bearing of a vector, degrees clockwise from +y (the facing convention), in (-180, 180].
double bearingDegrees(geometry::Point v);
double normalisedDegrees(double degrees);

struct SnapOptions
{
    // A base is snapped only to a base within this distance of it (millimetres).
    double range = 10.0;
    // ... and only by turning it (and its group) at most this much. 45 degrees lets a charger
    // that hits an enemy front at an angle wheel into full front contact ("close the door").
    double maxTurnDegrees = 45.0;
    // The battle's contact tolerance (mm): a snap may leave the bases no further apart, nor
    // push one deeper into another.
    double tolerance = geometry::contactTolerance;
};

struct Snap
{
    RigidMove move;         // to apply on top of the group's current placement
    std::size_t movingBase; // index into `moving`
    std::size_t target;     // index into `targets`
    geometry::Edge movingEdge;
    geometry::Edge targetEdge;
    bool cornersAligned; // a corner of each met as well (front edges lined up, etc.)
};

// Where a dragged group should settle so that one of its bases is in edge contact with one of
// `targets`: the edges made parallel and touching (close the door), and lined up corner to
// corner when their corners are within range (line up front edges, form a column). The least
// disturbing snap wins; one that would push any moving base into a target is refused. Nothing
// when no target is within range. Plain C++, no allocation beyond the candidates' own.
std::optional<Snap> snapIntoContact(const std::vector<geometry::OrientedRect> &moving,
                                    const std::vector<geometry::OrientedRect> &targets,
                                    const SnapOptions &options = {});

} // namespace adjutant::app
