// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/orientedrect.h"
#include "geometry/polygon.h"

#include <vector>

namespace adjutant::geometry {

// Line of sight on a free-form table. Which terrain and which bases block is the rule set's
// business: the caller passes the blocking outlines (terrain polygons, base footprints).
// A line is blocked when it passes through the inside of an outline; touching an outline's
// boundary, or starting or ending on it (a shooter's neighbour in line), does not block.

// The open segment from `from` to `to` crosses no outline's interior.
bool clearLine(Point from, Point to, const std::vector<Polygon> &blockers);

// FoGR Line of Sight and Visibility: "straight lines from both front corners of its front rank
// base to a single point on the target base" not passing through blockers. Exact: the points
// of the target's boundary where visibility can change are where a line from either corner
// grazes a blocker's corner; every stretch between them is tried once.
bool sightFromBothToOnePoint(Point corner1, Point corner2, const OrientedRect &target,
                             const std::vector<Polygon> &blockers);

// The length of the shortest path from `from` to any point of `target` that crosses no
// blocker's inside (it may run along their edges), or infinity when there is none. OD 8.2: "The
// CD may trace any path but may not cross impassable terrain or enemy units." The path bends
// only at blockers' corners; it ends at a target corner or at the nearest point of the target
// seen from its last bend.
double shortestPathLength(Point from, const OrientedRect &target, const std::vector<Polygon> &blockers);

} // namespace adjutant::geometry
