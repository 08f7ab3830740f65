#pragma once

#include <array>

namespace adjutant::geometry {

struct Point
{
    double x = 0.0;
    double y = 0.0;
};

// A base on a free-form table: centre, facing and size, in millimetres.
// Facing is the compass direction the front edge looks towards, in degrees clockwise from the
// table's "up" (+y towards the far edge as seen from side A): 0 faces the far edge.
struct OrientedRect
{
    Point centre;
    double facingDegrees = 0.0;
    double width = 0.0; // frontage
    double depth = 0.0;
};

// Corners in the order front-left, front-right, rear-right, rear-left.
std::array<Point, 4> corners(const OrientedRect &rect);

// True when every corner lies inside the axis-aligned box [0, width] x [0, depth]
// (boundary included: a base flush with the table edge is on the table).
bool withinTable(const OrientedRect &rect, double tableWidth, double tableDepth);

} // namespace adjutant::geometry
