// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <cmath>

namespace adjutant::geometry {

// A point or a vector on the table, in millimetres. x runs along side A's table edge, y towards
// the far edge.
struct Point
{
    double x = 0.0;
    double y = 0.0;

    friend constexpr Point operator+(Point a, Point b) { return {a.x + b.x, a.y + b.y}; }
    friend constexpr Point operator-(Point a, Point b) { return {a.x - b.x, a.y - b.y}; }
    friend constexpr Point operator*(Point a, double k) { return {a.x * k, a.y * k}; }
    friend constexpr bool operator==(Point a, Point b) { return a.x == b.x && a.y == b.y; }
};

constexpr double dot(Point a, Point b) { return a.x * b.x + a.y * b.y; }
// z of the 3-D cross product: > 0 when b turns counter-clockwise from a.
constexpr double cross(Point a, Point b) { return a.x * b.y - a.y * b.x; }
// Not std::hypot: its overflow guard made it the dearest call of a whole-table pass, and table
// distances are nowhere near overflow.
inline double length(Point a) { return std::sqrt(dot(a, a)); }

struct Segment
{
    Point a;
    Point b;
};

// Shortest distance from p to the segment.
double distance(Point p, const Segment &segment);
// Shortest distance between two segments (zero when they cross).
double distance(const Segment &s, const Segment &t);

} // namespace adjutant::geometry
