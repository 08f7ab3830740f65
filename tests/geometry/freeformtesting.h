// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Helpers shared by the free-form table geometry tests: readable failure messages, doubles
// compared with a tolerance (as QGIS does), the bases of the rule books, rigid motions of a
// whole configuration, and seeded random configurations.

#include "geometry/contact.h"
#include "geometry/orientedrect.h"
#include "geometry/point.h"
#include "geometry/polygon.h"

#include <QMetaType>
#include <QRandomGenerator>
#include <QString>
#include <QTest>

#include <cmath>
#include <numbers>

// Fails unless |actual - expected| <= epsilon, naming both values (QGIS: QGSCOMPARENEAR).
#define COMPARE_NEAR(actual, expected, epsilon)                                                    \
    do {                                                                                           \
        const double actualValue_ = (actual);                                                      \
        const double expectedValue_ = (expected);                                                  \
        if (!(std::abs(actualValue_ - expectedValue_) <= (epsilon))) {                             \
            QFAIL(qPrintable(QStringLiteral("%1 is %2, expected %3 (within %4)")                   \
                                 .arg(QStringLiteral(#actual))                                     \
                                 .arg(actualValue_, 0, 'g', 17)                                    \
                                 .arg(expectedValue_, 0, 'g', 17)                                  \
                                 .arg(double(epsilon))));                                          \
        }                                                                                          \
    } while (false)

namespace adjutant::geometry {

inline char *toString(const Point &p)
{
    return QTest::toString(QStringLiteral("(%1, %2)").arg(p.x, 0, 'g', 17).arg(p.y, 0, 'g', 17));
}

inline char *toString(const OrientedRect &r)
{
    return QTest::toString(QStringLiteral("centre (%1, %2) facing %3 size %4 x %5")
                               .arg(r.centre.x, 0, 'g', 17)
                               .arg(r.centre.y, 0, 'g', 17)
                               .arg(r.facingDegrees, 0, 'g', 17)
                               .arg(r.width)
                               .arg(r.depth));
}

inline char *toString(const Contact::Kind &kind)
{
    static const char *const names[] = {"None",         "EdgeToEdge",     "CornerToEdge",
                                        "EdgeToCorner", "CornerToCorner", "Overlap"};
    return qstrdup(names[static_cast<int>(kind)]);
}

inline char *toString(const Edge &edge)
{
    static const char *const names[] = {"Front", "Right", "Rear", "Left"};
    return qstrdup(names[static_cast<int>(edge)]);
}

inline char *toString(const Corner &corner)
{
    static const char *const names[] = {"FrontLeft", "FrontRight", "RearRight", "RearLeft"};
    return qstrdup(names[static_cast<int>(corner)]);
}

} // namespace adjutant::geometry

Q_DECLARE_METATYPE(adjutant::geometry::Point)
Q_DECLARE_METATYPE(adjutant::geometry::Segment)
Q_DECLARE_METATYPE(adjutant::geometry::OrientedRect)
Q_DECLARE_METATYPE(adjutant::geometry::Contact::Kind)
Q_DECLARE_METATYPE(adjutant::geometry::Edge)
Q_DECLARE_METATYPE(adjutant::geometry::Corner)
Q_DECLARE_METATYPE(adjutant::geometry::Polygon)

namespace freeformtesting {

using adjutant::geometry::OrientedRect;
using adjutant::geometry::Point;

// FoGR base sizes for 15 mm figures: foot 40 x 20 mm, cavalry 40 x 30 mm.
inline constexpr double baseWidth = 40.0;
inline constexpr double footDepth = 20.0;
inline constexpr double cavalryDepth = 30.0;
// FoGR: 1 MU is 25 mm at 15 mm scale; Old Dessauer measures in inches.
inline constexpr double mu = 25.0;
inline constexpr double inch = 25.4;

inline OrientedRect foot(double x, double y, double facingDegrees = 0.0)
{
    return {{x, y}, facingDegrees, baseWidth, footDepth};
}

inline OrientedRect cavalry(double x, double y, double facingDegrees = 0.0)
{
    return {{x, y}, facingDegrees, baseWidth, cavalryDepth};
}

// The table turned clockwise (as facings turn) by `degrees` about `pivot`.
inline Point rotated(Point p, Point pivot, double degrees)
{
    const double radians = degrees * std::numbers::pi / 180.0;
    const double c = std::cos(radians);
    const double s = std::sin(radians);
    const Point d = p - pivot;
    return pivot + Point{d.x * c + d.y * s, -d.x * s + d.y * c};
}

inline OrientedRect rotated(OrientedRect r, Point pivot, double degrees)
{
    r.centre = rotated(r.centre, pivot, degrees);
    r.facingDegrees += degrees;
    return r;
}

inline OrientedRect translated(OrientedRect r, Point by)
{
    r.centre = r.centre + by;
    return r;
}

// The base moved (not turned) so that its corner `which` lies at p.
inline OrientedRect withCornerAt(OrientedRect r, adjutant::geometry::Corner which, Point p)
{
    r.centre = r.centre + (p - adjutant::geometry::corner(r, which));
    return r;
}

// The base moved (not turned) so that the middle of its edge `which` lies at p.
inline OrientedRect withEdgeMiddleAt(OrientedRect r, adjutant::geometry::Edge which, Point p)
{
    const adjutant::geometry::Segment e = adjutant::geometry::edge(r, which);
    r.centre = r.centre + (p - (e.a + e.b) * 0.5);
    return r;
}

inline double uniform(QRandomGenerator &rng, double lo, double hi)
{
    return lo + (hi - lo) * rng.generateDouble();
}

// A base of one of the sizes the rule books use, anywhere in a 300 mm box, any facing.
inline OrientedRect randomBase(QRandomGenerator &rng)
{
    static constexpr double sizes[][2] = {{40, 20}, {40, 30}, {40, 15},
                                          {60, 30}, {80, 40}, {20, 40}};
    const auto &size = sizes[rng.bounded(int(std::size(sizes)))];
    return {
        {uniform(rng, -150, 150), uniform(rng, -150, 150)}, uniform(rng, 0, 360), size[0], size[1]};
}

// The compass bearing (clockwise from +y) of a direction.
inline double bearingDegrees(Point d)
{
    return std::atan2(d.x, d.y) * 180.0 / std::numbers::pi;
}

// A pair of bases near contact, which random placement almost never produces: `b` laid against
// an edge of `a` edge to edge (perhaps skewed) or corner first, at a small gap or overlap.
struct Pair
{
    OrientedRect a;
    OrientedRect b;
};

inline Pair randomNearContact(QRandomGenerator &rng)
{
    using namespace adjutant::geometry;
    const OrientedRect a = randomBase(rng);
    OrientedRect b = randomBase(rng);
    const int i = rng.bounded(4);
    const Segment e = edges(a)[i];
    const Point along = (e.b - e.a) * (1.0 / length(e.b - e.a));
    const Point outward{-along.y, along.x}; // edges run clockwise: outward is to their left
    // Gaps and overlaps on both sides of the contact tolerance, and exactly nothing.
    const int gapKind = rng.bounded(4);
    const double gap = gapKind == 0   ? 0.0
                       : gapKind == 1 ? uniform(rng, -0.45, 0.45)
                                      : uniform(rng, -3.0, 3.0);
    const double t = rng.bounded(5) == 0 ? double(rng.bounded(2)) : uniform(rng, -0.3, 1.3);
    const Point target = e.a + (e.b - e.a) * t + outward * gap;

    if (rng.bounded(2) == 0) {
        // Edge j of b facing edge i of a, skewed by up to 3 degrees either way (often not at all).
        const int j = rng.bounded(4);
        const double skew = rng.bounded(3) == 0 ? 0.0 : uniform(rng, -3.0, 3.0);
        // b's edge j looks into a: its outward normal is -outward.
        const double normalBearing = bearingDegrees(outward * -1.0) + skew;
        static constexpr double edgeOffset[] = {0.0, 90.0, 180.0, 270.0};
        b.facingDegrees = normalBearing - edgeOffset[j];
        b.centre = {0, 0};
        const Segment f = edges(b)[j];
        const Point mid = (f.a + f.b) * 0.5;
        b.centre = target - mid;
    } else {
        // The corner of b nearest a's edge placed at the target: b lies beyond a's edge line.
        b.facingDegrees = uniform(rng, 0, 360);
        b.centre = {0, 0};
        const auto c = corners(b);
        Point nearest = c[0];
        for (const Point &p : c) {
            if (dot(p, outward) < dot(nearest, outward))
                nearest = p;
        }
        b.centre = target - nearest;
    }
    return {a, b};
}

} // namespace freeformtesting
