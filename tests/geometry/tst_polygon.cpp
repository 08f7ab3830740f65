// SPDX-License-Identifier: GPL-3.0-or-later
// Polygons (geometry/polygon.h): area, containment with the boundary included (as Qt's
// QPolygonF::containsPoint, unlike Boost.Geometry's within), distance to a point, crossing a
// segment, clipping a convex polygon by half-planes, and cutting pieces out of a polygon. Hand-made
// cases, then invariants over
// seeded random star-shaped polygons checked against independent oracles.

#include "geometry/polygon.h"

#include "freeformtesting.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numbers>
#include <vector>

using namespace adjutant::geometry;
using namespace freeformtesting;

namespace {

constexpr double exact = 1e-9;

// Corners listed clockwise (as bases list theirs) and anticlockwise.
const Polygon square{{0, 0}, {0, 10}, {10, 10}, {10, 0}};
const Polygon squareAnticlockwise{{0, 0}, {10, 0}, {10, 10}, {0, 10}};
const Polygon triangle{{0, 0}, {10, 0}, {0, 10}};
// An L: the 20 x 20 square without its upper-right 10 x 10 quarter (a concave terrain piece).
const Polygon ell{{0, 0}, {20, 0}, {20, 10}, {10, 10}, {10, 20}, {0, 20}};
const Polygon diamond{{0, -10}, {10, 0}, {0, 10}, {-10, 0}};

Polygon asPolygon(const OrientedRect &r)
{
    const auto c = corners(r);
    return {c.begin(), c.end()};
}

// Independent oracles.
double pointToSegment(Point p, Point s, Point t)
{
    const Point d = t - s;
    const double dd = dot(d, d);
    const double u = dd > 0 ? std::clamp(dot(p - s, d) / dd, 0.0, 1.0) : 0.0;
    const Point q = s + d * u - p;
    return std::sqrt(dot(q, q));
}

double boundaryDistance(const Polygon &polygon, Point p)
{
    double best = std::numeric_limits<double>::max();
    for (std::size_t i = 0; i < polygon.size(); ++i)
        best = std::min(best, pointToSegment(p, polygon[i], polygon[(i + 1) % polygon.size()]));
    return best;
}

// Winding number: non-zero inside a simple polygon.
bool windingInside(const Polygon &polygon, Point p)
{
    double turned = 0.0;
    for (std::size_t i = 0; i < polygon.size(); ++i) {
        const Point a = polygon[i] - p;
        const Point b = polygon[(i + 1) % polygon.size()] - p;
        turned += std::atan2(cross(a, b), dot(a, b));
    }
    return std::abs(turned) > std::numbers::pi;
}

// A simple polygon: corners at increasing angles round a centre, at random radii (star-shaped
// about the centre, so a fan from the centre triangulates it).
Polygon randomStar(QRandomGenerator &rng, Point &centre)
{
    centre = {uniform(rng, -100, 100), uniform(rng, -100, 100)};
    const int n = 3 + rng.bounded(8);
    std::vector<double> angles;
    for (int i = 0; i < n; ++i)
        angles.push_back(uniform(rng, 0, 2 * std::numbers::pi));
    std::sort(angles.begin(), angles.end());
    Polygon polygon;
    for (double angle : angles) {
        const double r = uniform(rng, 5, 80);
        polygon.push_back(centre + Point{r * std::cos(angle), r * std::sin(angle)});
    }
    if (rng.bounded(2) == 0)
        std::reverse(polygon.begin(), polygon.end());
    return polygon;
}

// A convex polygon: a regular n-gon, scaled, turned and moved.
Polygon randomConvex(QRandomGenerator &rng)
{
    const int n = 3 + rng.bounded(6);
    const double r = uniform(rng, 5, 80);
    const double turn = uniform(rng, 0, 2 * std::numbers::pi);
    const Point centre{uniform(rng, -100, 100), uniform(rng, -100, 100)};
    Polygon polygon;
    for (int i = 0; i < n; ++i) {
        const double angle = turn + 2 * std::numbers::pi * i / n;
        polygon.push_back(centre + Point{r * std::cos(angle), r * std::sin(angle)});
    }
    if (rng.bounded(2) == 0)
        std::reverse(polygon.begin(), polygon.end());
    return polygon;
}

HalfPlane randomHalfPlane(QRandomGenerator &rng)
{
    const double angle = uniform(rng, 0, 2 * std::numbers::pi);
    return {{uniform(rng, -120, 120), uniform(rng, -120, 120)}, {std::cos(angle), std::sin(angle)}};
}

bool keeps(const HalfPlane &plane, Point p, double slack)
{
    return dot(p - plane.origin, plane.normal) >= -slack;
}

// The polygon without corners repeated one after the other (clipping at a plane through a
// corner may list that corner twice: the same shape).
Polygon withoutRepeats(const Polygon &polygon)
{
    Polygon result;
    for (const Point &p : polygon) {
        const Point d = result.empty() ? Point{1, 1} : p - result.back();
        if (std::abs(d.x) > exact || std::abs(d.y) > exact)
            result.push_back(p);
    }
    while (result.size() > 1 && std::abs(result.front().x - result.back().x) <= exact &&
           std::abs(result.front().y - result.back().y) <= exact)
        result.pop_back();
    return result;
}

// Same corners, in any order and from any starting corner.
void compareCornerSets(const Polygon &clipped, const Polygon &expected)
{
    const Polygon actual = withoutRepeats(clipped);
    QCOMPARE(actual.size(), expected.size());
    for (const Point &e : expected) {
        const bool found = std::any_of(actual.begin(), actual.end(), [&](const Point &a) {
            return std::abs(a.x - e.x) <= exact && std::abs(a.y - e.y) <= exact;
        });
        QVERIFY2(found, QTest::toString(e));
    }
}

} // namespace

Q_DECLARE_METATYPE(std::vector<adjutant::geometry::HalfPlane>)

class TestPolygon : public QObject
{
    Q_OBJECT

private slots:
    void polygonArea_data();
    void polygonArea();
    void containsBoundaryIncluded_data();
    void containsBoundaryIncluded();
    void boxesAndTheGapBetweenThem();
    void distanceToPoint_data();
    void distanceToPoint();
    void intersectsSegment_data();
    void intersectsSegment();
    void clipByHalfPlanes_data();
    void clipByHalfPlanes();
    void selfIntersecting_data();
    void selfIntersecting();
    void cutAwayLeavesTheParts_data();
    void cutAwayLeavesTheParts();

    void areaAgreesWithAFan();
    void containsAndDistanceAgreeWithOracles();
    void intersectsAgreesWithSampling();
    void clipKeepsExactlyTheHalfPlanes();
};

void TestPolygon::selfIntersecting_data()
{
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<bool>("crosses");
    QTest::newRow("square") << square << false;
    QTest::newRow("square, anticlockwise") << squareAnticlockwise << false;
    QTest::newRow("concave L") << ell << false;
    QTest::newRow("triangle") << triangle << false;
    QTest::newRow("bow tie: two edges cross") << Polygon{{0, 0}, {10, 0}, {0, 10}, {10, 10}} << true;
    QTest::newRow("all corners in a line: the outline folds back") << Polygon{{0, 0}, {5, 0}, {10, 0}} << true;
    QTest::newRow("a spike running back along its own edge") << Polygon{{0, 0}, {10, 0}, {10, 10}, {10, 5}} << true;
    QTest::newRow("a corner touching a far edge") << Polygon{{0, 0}, {10, 0}, {10, 10}, {5, 0}, {0, 10}} << true;
}

void TestPolygon::selfIntersecting()
{
    QFETCH(Polygon, polygon);
    QFETCH(bool, crosses);
    QCOMPARE(adjutant::geometry::selfIntersects(polygon), crosses);
    std::reverse(polygon.begin(), polygon.end());
    QCOMPARE(adjutant::geometry::selfIntersects(polygon), crosses);
}

// A river 40 long and 2 wide, and what is left of it by each cut: a bridge across it leaves two
// banks' worth of river; a patch inside it leaves its outline whole (no way through); a piece
// away from it or none leaves it as it was; a cut over all of it leaves nothing.
void TestPolygon::cutAwayLeavesTheParts_data()
{
    QTest::addColumn<Polygon>("piece");
    QTest::addColumn<std::vector<Polygon>>("cuts");
    QTest::addColumn<std::vector<double>>("areas"); // of the parts left, smallest first
    const Polygon river{{0, 0}, {40, 0}, {40, 2}, {0, 2}};
    const Polygon riverAnticlockwise{{0, 0}, {0, 2}, {40, 2}, {40, 0}};
    const Polygon bridge{{9, -1}, {11, -1}, {11, 3}, {9, 3}};
    QTest::newRow("a bridge across") << river << std::vector<Polygon>{bridge} << std::vector<double>{18, 58};
    QTest::newRow("either winding") << riverAnticlockwise << std::vector<Polygon>{bridge}
                                    << std::vector<double>{18, 58};
    QTest::newRow("a patch inside: the outline stays")
        << river << std::vector<Polygon>{{{20, 0.5}, {21, 0.5}, {21, 1.5}, {20, 1.5}}} << std::vector<double>{80};
    QTest::newRow("two crossings") << river
                                   << std::vector<Polygon>{bridge, {{29, -1}, {31, -1}, {31, 3}, {29, 3}}}
                                   << std::vector<double>{18, 18, 36};
    QTest::newRow("a cut away from it") << river << std::vector<Polygon>{{{50, 50}, {51, 50}, {51, 51}}}
                                        << std::vector<double>{80};
    QTest::newRow("no cut") << river << std::vector<Polygon>{} << std::vector<double>{80};
    QTest::newRow("a cut over all of it") << river << std::vector<Polygon>{{{-1, -1}, {41, -1}, {41, 3}, {-1, 3}}}
                                          << std::vector<double>{};
}

void TestPolygon::cutAwayLeavesTheParts()
{
    QFETCH(Polygon, piece);
    QFETCH(std::vector<Polygon>, cuts);
    QFETCH(std::vector<double>, areas);
    std::vector<double> left;
    for (const Polygon &part : cutAway(piece, cuts))
        left.push_back(area(part));
    std::sort(left.begin(), left.end());
    QCOMPARE(left.size(), areas.size());
    for (std::size_t i = 0; i < areas.size(); ++i)
        QVERIFY2(std::abs(left[i] - areas[i]) < exact, qPrintable(QString::number(left[i])));
}

void TestPolygon::polygonArea_data()
{
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<double>("area");

    QTest::newRow("10 x 10 square, clockwise") << square << 100.0;
    QTest::newRow("10 x 10 square, anticlockwise: area is unsigned")
        << squareAnticlockwise << 100.0;
    QTest::newRow("right triangle 10 x 10") << triangle << 50.0;
    QTest::newRow("concave L") << ell << 300.0;
    QTest::newRow("diamond") << diamond << 200.0;
    QTest::newRow("a 40 x 20 mm foot base turned 30 degrees")
        << asPolygon(foot(17, -3, 30)) << 800.0;
    QTest::newRow("collinear corners: 0") << Polygon{{0, 0}, {5, 5}, {10, 10}} << 0.0;
    QTest::newRow("two corners: 0") << Polygon{{0, 0}, {5, 5}} << 0.0;
    QTest::newRow("no corners: 0") << Polygon{} << 0.0;
}

void TestPolygon::polygonArea()
{
    QFETCH(Polygon, polygon);
    QFETCH(double, area);
    COMPARE_NEAR(adjutant::geometry::area(polygon), area, 1e-9);
    // The same whichever corner comes first.
    if (!polygon.empty()) {
        std::rotate(polygon.begin(), polygon.begin() + 1, polygon.end());
        COMPARE_NEAR(adjutant::geometry::area(polygon), area, 1e-9);
    }
}

void TestPolygon::containsBoundaryIncluded_data()
{
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<Point>("point");
    QTest::addColumn<bool>("inside");

    // polygon.h: "boundary included" (as QPolygonF::containsPoint, not Boost.Geometry's within).
    QTest::newRow("square: centre") << square << Point{5, 5} << true;
    QTest::newRow("square: a corner (boundary included)") << square << Point{10, 0} << true;
    QTest::newRow("square: the middle of an edge (boundary included)")
        << square << Point{10, 5} << true;
    QTest::newRow("square: on the bottom edge") << square << Point{3, 0} << true;
    QTest::newRow("square: just outside an edge") << square << Point{10.001, 5} << false;
    QTest::newRow("square: on an edge's line, beyond the corner")
        << square << Point{15, 0} << false;
    QTest::newRow("anticlockwise square: on an edge") << squareAnticlockwise << Point{0, 7} << true;
    QTest::newRow("triangle: on the slanted edge") << triangle << Point{5, 5} << true;
    QTest::newRow("triangle: just beyond the slanted edge") << triangle << Point{5, 5.001} << false;
    QTest::newRow("L: inside the foot") << ell << Point{15, 5} << true;
    QTest::newRow("L: in the missing quarter") << ell << Point{15, 15} << false;
    QTest::newRow("L: the inner (reflex) corner") << ell << Point{10, 10} << true;
    QTest::newRow("L: on an inner edge") << ell << Point{15, 10} << true;
    QTest::newRow("L: level with the inner corner, left of it") << ell << Point{5, 10} << true;
    QTest::newRow("L: level with the inner corner, outside on the left")
        << ell << Point{-5, 10} << false;
    QTest::newRow("diamond: level with its side corner, outside")
        << diamond << Point{-20, 0} << false;
    QTest::newRow("diamond: level with its side corners, inside")
        << diamond << Point{-5, 0} << true;
    QTest::newRow("diamond: its top corner") << diamond << Point{0, 10} << true;
    QTest::newRow("empty polygon: nothing is inside") << Polygon{} << Point{0, 0} << false;
}

void TestPolygon::containsBoundaryIncluded()
{
    QFETCH(Polygon, polygon);
    QFETCH(Point, point);
    QFETCH(bool, inside);
    QCOMPARE(adjutant::geometry::contains(polygon, point), inside);
    // Off the boundary, the crossings alone say the same.
    if (!polygon.empty() && adjutant::geometry::distance(polygon, point) > 0)
        QCOMPARE(insideByCrossings(polygon, point), inside);
    if (!polygon.empty()) {
        std::reverse(polygon.begin(), polygon.end());
        QCOMPARE(adjutant::geometry::contains(polygon, point), inside);
    }
}

void TestPolygon::boxesAndTheGapBetweenThem()
{
    const Box box = boxOf(ell);
    QCOMPARE(box.low, (Point{0, 0}));
    QCOMPARE(box.high, (Point{20, 20}));
    const Box segment = boxOf(Point{30, 5}, Point{25, 15});
    QCOMPARE(segment.low, (Point{25, 5}));
    QCOMPARE(segment.high, (Point{30, 15}));
    // 5 apart along x: apart unless the slack is wider than the gap; boxes that touch never are.
    QVERIFY(apart(box, segment, 1e-6));
    QVERIFY(apart(segment, box, 4.9));
    QVERIFY(!apart(box, segment, 5.1));
    QVERIFY(!apart(box, boxOf(Point{20, 20}, Point{40, 40}), 0.0));
    QVERIFY(apart(box, boxOf(Point{0, 20.5}, Point{5, 30}), 0.1)); // apart along y only
}

void TestPolygon::distanceToPoint_data()
{
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<Point>("point");
    QTest::addColumn<double>("distance");

    QTest::newRow("inside: 0") << square << Point{2, 3} << 0.0;
    QTest::newRow("on the boundary: 0") << square << Point{0, 3} << 0.0;
    QTest::newRow("straight out from an edge") << square << Point{4, -7} << 7.0;
    QTest::newRow("off a corner, 3 across and 4 up") << square << Point{13, 14} << 5.0;
    QTest::newRow("L: in the missing quarter, 3 from the inner edge x = 10")
        << ell << Point{13, 14} << 3.0;
    QTest::newRow("L: in the missing quarter, near an inner edge") << ell << Point{18, 12} << 2.0;
    QTest::newRow("triangle: off the slanted edge")
        << triangle << Point{10, 10} << 5 * std::sqrt(2.0);
    QTest::newRow("empty polygon: infinitely far")
        << Polygon{} << Point{0, 0} << std::numeric_limits<double>::infinity();
}

void TestPolygon::distanceToPoint()
{
    QFETCH(Polygon, polygon);
    QFETCH(Point, point);
    QFETCH(double, distance);
    const double actual = adjutant::geometry::distance(polygon, point);
    if (std::isinf(distance))
        QVERIFY(std::isinf(actual));
    else
        COMPARE_NEAR(actual, distance, exact);
}

void TestPolygon::intersectsSegment_data()
{
    QTest::addColumn<Polygon>("polygon");
    QTest::addColumn<Segment>("segment");
    QTest::addColumn<bool>("intersects");

    QTest::newRow("crossing right through") << square << Segment{{-5, 5}, {15, 5}} << true;
    QTest::newRow("wholly inside") << square << Segment{{2, 2}, {8, 3}} << true;
    QTest::newRow("from inside to outside") << square << Segment{{5, 5}, {25, 5}} << true;
    QTest::newRow("wholly outside") << square << Segment{{-5, -5}, {-1, 20}} << false;
    QTest::newRow("touching a corner only (boundary included)")
        << square << Segment{{-5, 5}, {5, 15}} << true;
    QTest::newRow("ending on an edge") << square << Segment{{5, -5}, {5, 0}} << true;
    QTest::newRow("along an edge") << square << Segment{{-5, 10}, {15, 10}} << true;
    QTest::newRow("on an edge's line, beyond the corner")
        << square << Segment{{12, 0}, {20, 0}} << false;
    QTest::newRow("L: inside the missing quarter only")
        << ell << Segment{{12, 18}, {18, 12}} << false;
    QTest::newRow("L: across the missing quarter, grazing both outer corners")
        << ell << Segment{{5, 25}, {25, 5}} << true;
    QTest::newRow("L: across the missing quarter, 1 mm clear of both outer corners")
        << ell << Segment{{6, 26}, {26, 6}} << false;
    QTest::newRow("empty polygon") << Polygon{} << Segment{{0, 0}, {1, 1}} << false;
}

void TestPolygon::intersectsSegment()
{
    QFETCH(Polygon, polygon);
    QFETCH(Segment, segment);
    QFETCH(bool, intersects);
    QCOMPARE(adjutant::geometry::intersects(polygon, segment), intersects);
    QCOMPARE(adjutant::geometry::intersects(polygon, Segment{segment.b, segment.a}), intersects);
}

void TestPolygon::clipByHalfPlanes_data()
{
    QTest::addColumn<Polygon>("convex");
    QTest::addColumn<std::vector<HalfPlane>>("planes");
    QTest::addColumn<Polygon>("expected");

    const HalfPlane rightOfFive{{5, 0}, {1, 0}};
    const HalfPlane belowFour{{0, 4}, {0, -1}};
    QTest::newRow("square, keep x >= 5")
        << square << std::vector{rightOfFive} << Polygon{{5, 0}, {5, 10}, {10, 10}, {10, 0}};
    QTest::newRow("square, keep x >= 5 and y <= 4") << square << std::vector{rightOfFive, belowFour}
                                                    << Polygon{{5, 0}, {5, 4}, {10, 4}, {10, 0}};
    QTest::newRow("anticlockwise square, keep x >= 5 and y <= 4")
        << squareAnticlockwise << std::vector{belowFour, rightOfFive}
        << Polygon{{5, 0}, {5, 4}, {10, 4}, {10, 0}};
    QTest::newRow("square, keep x + y >= 10: a triangle")
        << square << std::vector{HalfPlane{{10, 0}, {1, 1}}} << Polygon{{10, 0}, {10, 10}, {0, 10}};
    QTest::newRow("a plane keeping everything")
        << square << std::vector{HalfPlane{{-5, 0}, {1, 0}}} << square;
    QTest::newRow("a plane through an edge, keeping the square (boundary kept)")
        << square << std::vector{HalfPlane{{0, 0}, {1, 0}}} << square;
    QTest::newRow("a plane keeping nothing")
        << square << std::vector{HalfPlane{{20, 0}, {1, 0}}} << Polygon{};
    QTest::newRow("two planes with no common part inside")
        << square << std::vector{HalfPlane{{8, 0}, {1, 0}}, HalfPlane{{2, 0}, {-1, 0}}}
        << Polygon{};
    QTest::newRow("no planes: unchanged") << triangle << std::vector<HalfPlane>{} << triangle;
    QTest::newRow("a foot base facing 90, cut along its centre line: the front half")
        << asPolygon(foot(0, 0, 90)) << std::vector{HalfPlane{{0, 0}, {1, 0}}}
        << Polygon{{0, 20}, {10, 20}, {10, -20}, {0, -20}};
}

void TestPolygon::clipByHalfPlanes()
{
    QFETCH(Polygon, convex);
    QFETCH(std::vector<HalfPlane>, planes);
    QFETCH(Polygon, expected);
    const Polygon clipped = adjutant::geometry::clip(convex, planes);
    compareCornerSets(clipped, expected);
    COMPARE_NEAR(adjutant::geometry::area(clipped), adjutant::geometry::area(expected), exact);
}

void TestPolygon::areaAgreesWithAFan()
{
    QRandomGenerator rng(31);
    for (int i = 0; i < 3000; ++i) {
        Point centre;
        const Polygon star = randomStar(rng, centre);
        double fan = 0.0;
        for (std::size_t k = 0; k < star.size(); ++k)
            fan += cross(star[k] - centre, star[(k + 1) % star.size()] - centre) / 2;
        COMPARE_NEAR(adjutant::geometry::area(star), std::abs(fan), 1e-6);
    }
}

void TestPolygon::containsAndDistanceAgreeWithOracles()
{
    QRandomGenerator rng(32);
    int inside = 0;
    int outside = 0;
    for (int i = 0; i < 1000; ++i) {
        Point centre;
        const Polygon star = randomStar(rng, centre);
        for (int k = 0; k < 20; ++k) {
            const Point p = centre + Point{uniform(rng, -90, 90), uniform(rng, -90, 90)};
            const double edgeDistance = boundaryDistance(star, p);
            if (edgeDistance < 1e-6)
                continue; // on the boundary up to rounding: either answer is right
            const bool expected = windingInside(star, p);
            QCOMPARE(adjutant::geometry::contains(star, p), expected);
            COMPARE_NEAR(adjutant::geometry::distance(star, p), expected ? 0.0 : edgeDistance,
                         exact);
            (expected ? inside : outside) += 1;
        }
        // The corners are on the boundary.
        for (std::size_t k = 0; k < star.size(); ++k) {
            QVERIFY(adjutant::geometry::contains(star, star[k]));
            QCOMPARE(adjutant::geometry::distance(star, star[k]), 0.0);
        }
    }
    QVERIFY(inside > 1000 && outside > 1000);
}

void TestPolygon::intersectsAgreesWithSampling()
{
    QRandomGenerator rng(33);
    int hits = 0;
    int misses = 0;
    for (int i = 0; i < 1000; ++i) {
        Point centre;
        const Polygon star = randomStar(rng, centre);
        const Segment s{centre + Point{uniform(rng, -120, 120), uniform(rng, -120, 120)},
                        centre + Point{uniform(rng, -120, 120), uniform(rng, -120, 120)}};
        // Sample along the segment: a sample inside proves a hit; samples all well clear of the
        // boundary (farther than the sampling step) prove a miss.
        constexpr int samples = 2000;
        const double step = length(s.b - s.a) / samples;
        bool sampledInside = false;
        double nearest = std::numeric_limits<double>::max();
        for (int k = 0; k <= samples; ++k) {
            const Point p = s.a + (s.b - s.a) * (double(k) / samples);
            const double d = boundaryDistance(star, p);
            nearest = std::min(nearest, d);
            sampledInside = sampledInside || (d > 1e-6 && windingInside(star, p));
        }
        if (sampledInside) {
            QVERIFY(intersects(star, s));
            ++hits;
        } else if (nearest > step) {
            QVERIFY(!intersects(star, s));
            ++misses;
        }
    }
    QVERIFY(hits > 100 && misses > 100);
}

void TestPolygon::clipKeepsExactlyTheHalfPlanes()
{
    QRandomGenerator rng(34);
    for (int i = 0; i < 3000; ++i) {
        const Polygon convex = randomConvex(rng);
        const HalfPlane h = randomHalfPlane(rng);
        const HalfPlane g = randomHalfPlane(rng);
        const HalfPlane opposite{h.origin, h.normal * -1.0};

        // One plane and its opposite split the polygon's area between them.
        const Polygon kept = adjutant::geometry::clip(convex, {h});
        const Polygon rest = adjutant::geometry::clip(convex, {opposite});
        COMPARE_NEAR(area(kept) + area(rest), area(convex), 1e-6);

        // Every corner of the result is in the polygon and on the kept side of every plane.
        const Polygon both = adjutant::geometry::clip(convex, {h, g});
        for (const Point &p : both) {
            QVERIFY(keeps(h, p, 1e-9) && keeps(g, p, 1e-9));
            QVERIFY(distance(convex, p) <= 1e-9);
        }
        // The order of the planes does not matter.
        COMPARE_NEAR(area(both), area(adjutant::geometry::clip(convex, {g, h})), 1e-6);

        // A point is in the result exactly when it is in the polygon and kept by both planes
        // (away from all boundaries, where rounding may go either way).
        for (int k = 0; k < 10; ++k) {
            const Point p{uniform(rng, -200, 200), uniform(rng, -200, 200)};
            const double margin = 1e-6;
            if (boundaryDistance(convex, p) < margin ||
                std::abs(dot(p - h.origin, h.normal)) < margin ||
                std::abs(dot(p - g.origin, g.normal)) < margin)
                continue;
            const bool expected = contains(convex, p) && keeps(h, p, 0) && keeps(g, p, 0);
            QCOMPARE(!both.empty() && contains(both, p), expected);
        }
    }
}

QTEST_GUILESS_MAIN(TestPolygon)
#include "tst_polygon.moc"
