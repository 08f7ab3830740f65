// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "geometry/point.h"

#include <array>

namespace adjutant::geometry {

// The named parts of a base. Edges and corners are numbered as the arrays below return them.
enum class Edge { Front, Right, Rear, Left };
enum class Corner { FrontLeft, FrontRight, RearRight, RearLeft };

// A base on a free-form table: centre, facing and size, in millimetres.
// Facing is the direction the front edge looks towards, in degrees clockwise from the table's
// "up" (+y, towards the far edge as seen from side A): 0 faces the far edge, 90 faces +x.
struct OrientedRect
{
    Point centre;
    double facingDegrees = 0.0;
    double width = 0.0; // frontage
    double depth = 0.0;
};

// Unit vectors: towards the front, and along the front edge from left to right.
Point forward(const OrientedRect &rect);
Point rightward(const OrientedRect &rect);

// Corners in the order front-left, front-right, rear-right, rear-left (clockwise).
std::array<Point, 4> corners(const OrientedRect &rect);
Point corner(const OrientedRect &rect, Corner which);
// Edges in the order front, right, rear, left; each runs clockwise round the base (the front
// edge from front-left to front-right).
std::array<Segment, 4> edges(const OrientedRect &rect);
Segment edge(const OrientedRect &rect, Edge which);

// A point in the base's own frame: `along` the front edge (right positive) from the centre line,
// `ahead` of the front edge (negative: behind it).
struct LocalPoint
{
    double along;
    double ahead;
};
LocalPoint toLocal(const OrientedRect &rect, Point p);

// Facings in degrees clockwise: `facing` brought into [0, 360); the turn from facing `from` to
// facing `to`, clockwise positive, in (-180, 180]; and a facing as a battle records it, in
// [0, 360) to a hundredth of a degree (finer means nothing on the real table: 0 rather than
// 359.996).
double wrappedFacing(double facing);
double turnBetween(double from, double to);
double recordedFacing(double facing);

// True when every corner lies inside the axis-aligned box [0, width] x [0, depth]
// (boundary included: a base flush with the table edge is on the table).
bool withinTable(const OrientedRect &rect, double tableWidth, double tableDepth);

} // namespace adjutant::geometry
