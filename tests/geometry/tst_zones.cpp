// SPDX-License-Identifier: GPL-3.0-or-later
// Zones ahead of a base and how other bases lie towards it (geometry/zones.h): FoGR's restricted
// area, zone of interception, arc of fire, ranges and flank/rear charge positions; Old Dessauer's
// 22.5 degree arc of fire and pinning zone, flank/rear attacks and contact angle. Hand-made cases
// quote the rule they check; every relation is then checked unchanged when the whole table is
// moved or turned, and against an independent clipping oracle.

#include "geometry/contact.h"
#include "geometry/polygon.h"
#include "geometry/tolerance.h"
#include "geometry/zones.h"

#include "freeformtesting.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <numbers>
#include <vector>

using namespace adjutant::geometry;
using namespace freeformtesting;

Q_DECLARE_METATYPE(std::vector<adjutant::geometry::OrientedRect>)
Q_DECLARE_METATYPE(std::vector<std::size_t>)

namespace {

// The base the hand-made cases measure against: foot, centre at the origin, facing +y. Its front
// edge runs along y = 10 from x = -20 to 20; its side edges along x = -20 and x = 20.
const OrientedRect a0 = foot(0, 0);

constexpr double exact = 1e-9;
constexpr double restrictedArea = 2 * mu; // FoGR Restricted Area: "within 2 MU"
constexpr double footZoi = 2 * mu;        // FoGR Interception Charges: "2 MUs for foot"
constexpr double mountedZoi = 4 * mu;     // "... and 4 MUs for mounted troops"
constexpr double odArc = 22.5;            // OD 16.12: "22.5 to either side"
constexpr double odPinning = 4 * inch;    // OD 12.4: "4 to the unit's front"

double tanDegrees(double degrees)
{
    return std::tan(degrees * std::numbers::pi / 180.0);
}

// A foot base facing the same way as a0 (so exactly placed), its rear-left corner at (x, y).
OrientedRect footWithRearLeftAt(double x, double y)
{
    return foot(x + baseWidth / 2, y + footDepth / 2);
}

// A base laid along the right-hand 22.5 degree line of a0's arc, 30 mm out along it from the
// front-right corner, `outward` mm off the line (negative: inside the arc).
OrientedRect alongRightArcLine(double outward)
{
    const double r = odArc * std::numbers::pi / 180.0;
    const Point along{std::sin(r), std::cos(r)};
    const Point normal{std::cos(r), -std::sin(r)};
    const Point at = Point{20, 10} + along * 30.0 + normal * outward;
    return withCornerAt(foot(0, 0, odArc), Corner::RearLeft, at);
}

void comparePolygons(const Polygon &actual, const Polygon &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        COMPARE_NEAR(actual[i].x, expected[i].x, exact);
        COMPARE_NEAR(actual[i].y, expected[i].y, exact);
    }
}

// The oracle: the documented definition of a band relation, built from polygon.h rather than
// zones.cpp. Some part of the target, more than the contact tolerance deep, lies inside the box
// |along| <= halfWidth, aheadMin <= ahead <= aheadMax of the base's front edge.
bool clipOracle(const OrientedRect &base, const OrientedRect &target, double halfWidth,
                double aheadMin, double aheadMax)
{
    const Point f = forward(base);
    const Point r = rightward(base);
    const Point frontCentre = base.centre + f * (base.depth / 2);
    const double t = contactTolerance;
    const std::vector<HalfPlane> planes = {
        {frontCentre - r * (halfWidth - t), r},
        {frontCentre + r * (halfWidth - t), r * -1.0},
        {frontCentre + f * (aheadMin + t), f},
        {frontCentre + f * (aheadMax - t), f * -1.0},
    };
    const auto c = corners(target);
    return !clip(Polygon(c.begin(), c.end()), planes).empty();
}

// Least distance from the front edge (its corners included) to the target, by sampling the
// front edge every 0.05 mm.
double sampledRange(const OrientedRect &shooter, const OrientedRect &target)
{
    const Segment front = edge(shooter, Edge::Front);
    double best = std::numeric_limits<double>::max();
    constexpr int samples = 800;
    for (int i = 0; i <= samples; ++i)
        best =
            std::min(best, distance(target, front.a + (front.b - front.a) * (double(i) / samples)));
    return best;
}

// Everything zones.h says about a pair, for comparing before and after a move of the table.
struct Relations
{
    bool inFront;
    bool withinRestrictedArea;
    bool withinMountedZoi;
    bool inArcOne;
    bool inArcTwo;
    bool inOdArc;
    bool entirelyBehind;
    bool partlyBehind;
    double range;
    double frontAngle;
    double rightAngle;

    friend bool operator==(const Relations &, const Relations &) = default;
};

Relations relations(const OrientedRect &a, const OrientedRect &b)
{
    return {directlyInFront(a, b),
            directlyInFrontWithin(a, b, restrictedArea),
            directlyInFrontWithin(a, b, mountedZoi),
            inStraightAheadArc(a, b, 1),
            inStraightAheadArc(a, b, 2),
            inWedge(a, b, odArc, odPinning),
            entirelyBehindFrontLine(b, a),
            partlyBehindFrontLine(b, a),
            rangeFromFrontEdge(a, b),
            contactAngleDegrees(b, a, Edge::Front),
            contactAngleDegrees(b, a, Edge::Right)};
}

QString describe(const Relations &r)
{
    return QStringLiteral("front %1 RA %2 ZOI %3 arc1 %4 arc2 %5 OD %6 behind %7/%8 range %9 "
                          "angles %10/%11")
        .arg(r.inFront)
        .arg(r.withinRestrictedArea)
        .arg(r.withinMountedZoi)
        .arg(r.inArcOne)
        .arg(r.inArcTwo)
        .arg(r.inOdArc)
        .arg(r.entirelyBehind)
        .arg(r.partlyBehind)
        .arg(r.range, 0, 'g', 17)
        .arg(r.frontAngle, 0, 'g', 17)
        .arg(r.rightAngle, 0, 'g', 17);
}

// Booleans equal; measurements equal up to rounding.
bool same(const Relations &x, const Relations &y)
{
    Relations xr = x;
    Relations yr = y;
    const bool near = std::abs(x.range - y.range) <= exact &&
                      std::abs(x.frontAngle - y.frontAngle) <= 1e-3 &&
                      std::abs(x.rightAngle - y.rightAngle) <= 1e-3;
    xr.range = yr.range = 0;
    xr.frontAngle = yr.frontAngle = 0;
    xr.rightAngle = yr.rightAngle = 0;
    return near && xr == yr;
}

// A target somewhere round the base: within 200 mm, any facing, sizes of the books.
Pair randomAround(QRandomGenerator &rng)
{
    const OrientedRect a = randomBase(rng);
    OrientedRect b = randomBase(rng);
    b.centre = a.centre + Point{uniform(rng, -200, 200), uniform(rng, -200, 200)};
    return {a, b};
}

} // namespace

class TestZones : public QObject
{
    Q_OBJECT

private slots:
    void frontBandCorners_data();
    void frontBandCorners();
    void frontWedgeCorners_data();
    void frontWedgeCorners();
    void reachesAZone_data();
    void reachesAZone();

    void directlyInFront_data();
    void directlyInFront();
    void straightAheadArc_data();
    void straightAheadArc();
    void rangeFromFrontEdge_data();
    void rangeFromFrontEdge();
    void oldDessauerWedge_data();
    void oldDessauerWedge();
    void behindTheFrontLine_data();
    void behindTheFrontLine();
    void contactAngle_data();
    void contactAngle();

    void unchangedByMovingTheWholeTable_data();
    void unchangedByMovingTheWholeTable();
    void bandRelationsAgreeWithClipping();
    void rangeAgreesWithSampling();

    void frontRangeZoneIsTheArcWithinRange_data();
    void frontRangeZoneIsTheArcWithinRange();
    void frontRangeZoneAgreesWithTheRelations();
    void frontRankOfAFormation_data();
    void frontRankOfAFormation();
};

void TestZones::frontBandCorners_data()
{
    QTest::addColumn<OrientedRect>("base");
    QTest::addColumn<double>("extraEachSide");
    QTest::addColumn<double>("length");
    QTest::addColumn<Polygon>("corners");

    QTest::newRow("FoGR Restricted Area: 2 MU straight ahead of a foot base")
        << a0 << 0.0 << restrictedArea << Polygon{{-20, 10}, {-20, 60}, {20, 60}, {20, 10}};
    QTest::newRow("FoGR Arc of Fire: 1 base width each side, 6 MU long")
        << a0 << baseWidth << 6 * mu << Polygon{{-60, 10}, {-60, 160}, {60, 160}, {60, 10}};
    QTest::newRow("FoGR zone of interception of cavalry facing +x: 4 MU")
        << cavalry(0, 0, 90) << 0.0 << mountedZoi
        << Polygon{{15, 20}, {115, 20}, {115, -20}, {15, -20}};
    QTest::newRow("foot facing 180 at (100, 50): the band runs towards -y")
        << foot(100, 50, 180) << 0.0 << 10.0 << Polygon{{120, 40}, {120, 30}, {80, 30}, {80, 40}};
}

void TestZones::frontBandCorners()
{
    QFETCH(OrientedRect, base);
    QFETCH(double, extraEachSide);
    QFETCH(double, length);
    QFETCH(Polygon, corners);
    const Polygon band = frontBand(base, extraEachSide, length);
    comparePolygons(band, corners);
    COMPARE_NEAR(area(band), (base.width + 2 * extraEachSide) * length, 1e-6);
}

void TestZones::frontWedgeCorners_data()
{
    QTest::addColumn<OrientedRect>("base");
    QTest::addColumn<double>("halfAngle");
    QTest::addColumn<double>("length");
    QTest::addColumn<Polygon>("corners");

    const double spread = odPinning * tanDegrees(odArc);
    QTest::newRow("OD 12.4 pinning zone: 4 in ahead, 22.5 degrees outward either side")
        << a0 << odArc << odPinning
        << Polygon{
               {-20, 10}, {-20 - spread, 10 + odPinning}, {20 + spread, 10 + odPinning}, {20, 10}};
    QTest::newRow("45 degrees, 10 mm: the far corners 10 mm out")
        << a0 << 45.0 << 10.0 << Polygon{{-20, 10}, {-30, 20}, {30, 20}, {20, 10}};
    QTest::newRow("0 degrees is the straight band") << a0 << 0.0 << 50.0 << frontBand(a0, 0, 50);
    QTest::newRow("cavalry facing +x, 22.5 degrees, 4 in")
        << cavalry(0, 0, 90) << odArc << odPinning
        << Polygon{
               {15, 20}, {15 + odPinning, 20 + spread}, {15 + odPinning, -20 - spread}, {15, -20}};
}

void TestZones::frontWedgeCorners()
{
    QFETCH(OrientedRect, base);
    QFETCH(double, halfAngle);
    QFETCH(double, length);
    QFETCH(Polygon, corners);
    const Polygon wedge = frontWedge(base, halfAngle, length);
    comparePolygons(wedge, corners);
    // A trapezoid: front edge, far edge widened by length * tan on each side.
    const double farWidth = base.width + 2 * length * tanDegrees(halfAngle);
    COMPARE_NEAR(area(wedge), (base.width + farWidth) / 2 * length, 1e-6);
}

void TestZones::reachesAZone_data()
{
    QTest::addColumn<Polygon>("zone");
    QTest::addColumn<OrientedRect>("target");
    QTest::addColumn<bool>("reached");

    const Polygon square{{0, 0}, {0, 100}, {100, 100}, {100, 0}};
    const Polygon anticlockwise{{0, 0}, {100, 0}, {100, 100}, {0, 100}};
    const Polygon pentagon{{0, 0}, {0, 100}, {50, 130}, {100, 100}, {100, 0}};
    QTest::newRow("wholly inside") << square << foot(50, 50) << true;
    QTest::newRow("wholly inside, the zone's corners anticlockwise")
        << anticlockwise << foot(50, 50) << true;
    QTest::newRow("touching the zone's edge from outside: not reached")
        << square << footWithRearLeftAt(100, 40) << false;
    QTest::newRow("0.4 mm over the edge, within the tolerance: not reached")
        << square << footWithRearLeftAt(99.6, 40) << false;
    QTest::newRow("0.6 mm over the edge: reached")
        << square << footWithRearLeftAt(99.4, 40) << true;
    QTest::newRow("0.6 mm over the edge of an anticlockwise zone: reached")
        << anticlockwise << footWithRearLeftAt(99.4, 40) << true;
    QTest::newRow("a corner 2 mm into a zone's corner")
        << square << footWithRearLeftAt(98, 98) << true;
    QTest::newRow("far away") << square << foot(300, 50) << false;
    QTest::newRow("pentagon: inside its apex") << pentagon << foot(50, 110) << true;
    QTest::newRow("pentagon: beside its apex, outside both slopes")
        << pentagon << footWithRearLeftAt(90, 121) << false;
    QTest::newRow("a zone inside the target: reached")
        << Polygon{{-1, -1}, {-1, 1}, {1, 1}, {1, -1}} << a0 << true;
}

void TestZones::reachesAZone()
{
    QFETCH(Polygon, zone);
    QFETCH(OrientedRect, target);
    QFETCH(bool, reached);
    QCOMPARE(reaches(zone, target), reached);
}

void TestZones::directlyInFront_data()
{
    QTest::addColumn<OrientedRect>("base");
    QTest::addColumn<OrientedRect>("target");
    QTest::addColumn<double>("within");
    QTest::addColumn<bool>("inFrontWithin");
    QTest::addColumn<bool>("inFrontAtAll");

    // FoGR Restricted Area: "a battle group within 2 MU directly in front of an enemy battle
    // group is considered to be pinned".
    QTest::newRow("FoGR Restricted Area: 1 MU straight ahead")
        << a0 << foot(0, 10 + mu + 10, 180) << restrictedArea << true << true;
    QTest::newRow("FoGR Restricted Area: exactly 2 MU ahead is within 2 MU")
        << a0 << footWithRearLeftAt(-20, 10 + restrictedArea) << restrictedArea << true << true;
    QTest::newRow("FoGR Restricted Area: 2 MU and 0.1 mm ahead is not within")
        << a0 << footWithRearLeftAt(-20, 10 + restrictedArea + 0.1) << restrictedArea << false
        << true;
    QTest::newRow("FoGR Restricted Area: in front edge contact is directly in front")
        << a0 << foot(0, 20, 180) << restrictedArea << true << true;
    QTest::newRow("FoGR Restricted Area: 'at least partly in front', 10 mm of it")
        << a0 << foot(30, 20, 180) << restrictedArea << true << true;
    QTest::newRow("FoGR: touching only the band's side boundary is not in front")
        << a0 << footWithRearLeftAt(20, 30) << restrictedArea << false << false;
    QTest::newRow("FoGR: 0.4 mm over the band's side, within the tolerance: not in front")
        << a0 << footWithRearLeftAt(19.6, 30) << restrictedArea << false << false;
    QTest::newRow("FoGR: 0.6 mm over the band's side: in front")
        << a0 << footWithRearLeftAt(19.4, 30) << restrictedArea << true << true;
    QTest::newRow("FoGR: beside the base, level, is not in front")
        << a0 << foot(45, 0) << restrictedArea << false << false;
    QTest::newRow("FoGR: behind the base is not in front")
        << a0 << foot(0, -40) << restrictedArea << false << false;
    QTest::newRow("FoGR: far ahead is directly in front, but not within 2 MU")
        << a0 << foot(0, 500, 180) << restrictedArea << false << true;
    QTest::newRow("a corner of a base turned 45 degrees, 2 mm into the band from the side")
        << a0 << withCornerAt(foot(0, 0, 45), Corner::RearLeft, {18, 40}) << restrictedArea << true
        << true;
    QTest::newRow("a corner of a base turned 45 degrees, 1 mm short of the band")
        << a0 << withCornerAt(foot(0, 0, 45), Corner::RearLeft, {21, 40}) << restrictedArea << false
        << false;
    QTest::newRow("FoGR ZOI 4 MU mounted: cavalry 3.6 MU ahead is inside")
        << cavalry(0, 0) << cavalry(0, 15 + 90 + 15, 180) << mountedZoi << true << true;
    QTest::newRow("FoGR ZOI 2 MU foot: cavalry 3.6 MU ahead is outside")
        << a0 << cavalry(0, 10 + 90 + 15, 180) << footZoi << false << true;
    QTest::newRow("FoGR Charging a Flank: a charger off the flank is not directly in front")
        << a0 << cavalry(20 + 15 + 30, 0, 270) << mountedZoi << false << false;
    QTest::newRow("turned 30 degrees about a far point: 1 MU straight ahead")
        << rotated(a0, {-400, 250}, 30) << rotated(foot(0, 10 + mu + 10, 180), {-400, 250}, 30)
        << restrictedArea << true << true;
    QTest::newRow("turned 30 degrees: touching only the band's side")
        << rotated(a0, {-400, 250}, 30) << rotated(footWithRearLeftAt(20, 30), {-400, 250}, 30)
        << restrictedArea << false << false;
}

void TestZones::directlyInFront()
{
    QFETCH(OrientedRect, base);
    QFETCH(OrientedRect, target);
    QFETCH(double, within);
    QFETCH(bool, inFrontWithin);
    QFETCH(bool, inFrontAtAll);
    QCOMPARE(directlyInFrontWithin(base, target, within), inFrontWithin);
    QCOMPARE(adjutant::geometry::directlyInFront(base, target), inFrontAtAll);
}

void TestZones::straightAheadArc_data()
{
    QTest::addColumn<OrientedRect>("shooter");
    QTest::addColumn<OrientedRect>("target");
    QTest::addColumn<bool>("inOneBaseWidth");
    QTest::addColumn<bool>("inTwoBaseWidths");

    // FoGR Shooting, Arc of Fire: "some part of the enemy base is inside a straight line
    // projecting forward parallel to, and at the following distance from, the shooting base's
    // side edge: 2 base widths if no base of the shooting battle group is within short range of
    // that enemy battle group; 1 base width otherwise."
    QTest::newRow("FoGR Arc of Fire: straight ahead at 3 MU")
        << a0 << foot(0, 10 + 3 * mu + 10, 180) << true << true;
    QTest::newRow("FoGR Arc of Fire: 1.5 base widths beyond the side edge")
        << a0 << footWithRearLeftAt(20 + 1.5 * baseWidth, 100) << false << true;
    QTest::newRow("FoGR Arc of Fire: 1 mm inside the 1 base width line")
        << a0 << footWithRearLeftAt(20 + baseWidth - 1, 100) << true << true;
    QTest::newRow("FoGR Arc of Fire: touching the 1 base width line from outside")
        << a0 << footWithRearLeftAt(20 + baseWidth, 100) << false << true;
    QTest::newRow("FoGR Arc of Fire: touching the 2 base widths line from outside")
        << a0 << footWithRearLeftAt(20 + 2 * baseWidth, 100) << false << false;
    QTest::newRow("FoGR Arc of Fire: on the left, 1.5 base widths out")
        << a0 << footWithRearLeftAt(-20 - 1.5 * baseWidth - baseWidth, 100) << false << true;
    QTest::newRow("FoGR Arc of Fire: 'at least part forward of the line extending the front "
                  "edge', beside with 5 mm forward")
        << a0 << footWithRearLeftAt(40, 5) << true << true;
    QTest::newRow("FoGR Arc of Fire: beside, its rear edge on the front edge line")
        << a0 << footWithRearLeftAt(40, 10) << true << true;
    QTest::newRow("FoGR Arc of Fire: beside, 0.6 mm forward of the front edge line")
        << a0 << footWithRearLeftAt(40, 10 - footDepth + 0.6) << true << true;
    QTest::newRow("FoGR Arc of Fire: beside, 0.4 mm forward, within the tolerance: not forward")
        << a0 << footWithRearLeftAt(40, 10 - footDepth + 0.4) << false << false;
    QTest::newRow("FoGR Arc of Fire: beside and level, no part forward of the front edge line")
        << a0 << foot(60, 0) << false << false;
    QTest::newRow("FoGR Arc of Fire: beside and level with a 20 mm deep shooter, cavalry")
        << a0 << cavalry(60, -5) << false << false;
    QTest::newRow("FoGR Arc of Fire: behind the shooter") << a0 << foot(0, -60) << false << false;
    QTest::newRow("FoGR Arc of Fire: turned 30 degrees, 1.5 base widths out")
        << rotated(a0, {80, 80}, 30)
        << rotated(footWithRearLeftAt(20 + 1.5 * baseWidth, 100), {80, 80}, 30) << false << true;
}

void TestZones::straightAheadArc()
{
    QFETCH(OrientedRect, shooter);
    QFETCH(OrientedRect, target);
    QFETCH(bool, inOneBaseWidth);
    QFETCH(bool, inTwoBaseWidths);
    QCOMPARE(inStraightAheadArc(shooter, target, 1), inOneBaseWidth);
    QCOMPARE(inStraightAheadArc(shooter, target, 2), inTwoBaseWidths);
}

void TestZones::rangeFromFrontEdge_data()
{
    QTest::addColumn<OrientedRect>("shooter");
    QTest::addColumn<OrientedRect>("target");
    QTest::addColumn<double>("range");

    // FoGR Shooting, Ranges: "A front rank base is in range if a front corner or any part of its
    // front edge is within range of the target."
    QTest::newRow("FoGR Ranges: straight ahead, 3 MU")
        << a0 << foot(0, 10 + 3 * mu + 10, 180) << 3 * mu;
    QTest::newRow("FoGR Ranges: from the front-right corner, 30 across and 40 up")
        << a0 << footWithRearLeftAt(50, 50) << 50.0;
    QTest::newRow("FoGR Ranges: from the front edge, not the nearer side edge")
        << a0 << footWithRearLeftAt(50, -30) << std::hypot(30.0, 20.0);
    QTest::newRow("FoGR Ranges: behind the shooter, from a front corner")
        << a0 << foot(0, -40) << std::hypot(0.0, 40.0);
    QTest::newRow("in front edge contact: 0") << a0 << foot(0, 20, 180) << 0.0;
    QTest::newRow("the front edge inside the target: 0") << a0 << cavalry(0, 10) << 0.0;
    QTest::newRow("a corner of a base turned 45 degrees, 12 mm ahead")
        << a0 << withCornerAt(foot(0, 0, 45), Corner::RearRight, {0, 22}) << 12.0;
    QTest::newRow("turned 30 degrees about a far point: 3 MU straight ahead")
        << rotated(a0, {300, -200}, 30) << rotated(foot(0, 10 + 3 * mu + 10, 180), {300, -200}, 30)
        << 3 * mu;
}

void TestZones::rangeFromFrontEdge()
{
    QFETCH(OrientedRect, shooter);
    QFETCH(OrientedRect, target);
    QFETCH(double, range);
    COMPARE_NEAR(adjutant::geometry::rangeFromFrontEdge(shooter, target), range, exact);
    // Never nearer than the bases themselves.
    QVERIFY(adjutant::geometry::rangeFromFrontEdge(shooter, target) >=
            distance(shooter, target) - exact);
}

void TestZones::oldDessauerWedge_data()
{
    QTest::addColumn<OrientedRect>("base");
    QTest::addColumn<OrientedRect>("target");
    QTest::addColumn<bool>("inside");

    // OD 16.12: "The arc of fire is 22.5 to either side of each firing figure"; OD 12.4 pinning
    // zone: "4 to the unit's front and 22.5 outward to either side".
    QTest::newRow("OD 12.4: straight ahead, 3 in")
        << a0 << foot(0, 10 + 3 * inch + 10, 180) << true;
    QTest::newRow("OD 12.4: straight ahead, 1 mm short of 4 in")
        << a0 << footWithRearLeftAt(-20, 10 + odPinning - 1) << true;
    QTest::newRow("OD 12.4: straight ahead, exactly 4 in: within, as FoGR's 2 MU")
        << a0 << footWithRearLeftAt(-20, 10 + odPinning) << true;
    QTest::newRow("OD 12.4: straight ahead, 1 mm beyond 4 in")
        << a0 << footWithRearLeftAt(-20, 10 + odPinning + 1) << false;
    QTest::newRow("OD 16.12: 1 mm inside the 22.5 degree line")
        << a0 << alongRightArcLine(-1) << true;
    QTest::newRow("OD 16.12: touching the 22.5 degree line from outside")
        << a0 << alongRightArcLine(0) << false;
    QTest::newRow("OD 16.12: 0.4 mm over the 22.5 degree line, within the tolerance")
        << a0 << alongRightArcLine(-0.4) << false;
    QTest::newRow("OD 16.12: 1 mm outside the 22.5 degree line")
        << a0 << alongRightArcLine(1) << false;
    QTest::newRow("OD 16.12: beside the front, wider than the frontage, inside the arc")
        << a0 << footWithRearLeftAt(30, 100) << true;
    QTest::newRow("OD 16.12: a unit level beside the firer is outside the arc")
        << a0 << foot(60, 0) << false;
    QTest::newRow("OD 16.12: behind the firer") << a0 << foot(0, -40) << false;
    QTest::newRow("OD 16.12: turned 30 degrees, 1 mm inside the line")
        << rotated(a0, {-50, 20}, 30) << rotated(alongRightArcLine(-1), {-50, 20}, 30) << true;
    QTest::newRow("OD 16.12: turned 30 degrees, 1 mm outside the line")
        << rotated(a0, {-50, 20}, 30) << rotated(alongRightArcLine(1), {-50, 20}, 30) << false;
}

void TestZones::oldDessauerWedge()
{
    QFETCH(OrientedRect, base);
    QFETCH(OrientedRect, target);
    QFETCH(bool, inside);
    QCOMPARE(inWedge(base, target, odArc, odPinning), inside);
    // inWedge() is reaches() on the wedge with its far edge out by the tolerance it pulls in.
    QCOMPARE(reaches(frontWedge(base, odArc, odPinning + contactTolerance), target), inside);
}

void TestZones::behindTheFrontLine_data()
{
    QTest::addColumn<OrientedRect>("base");
    QTest::addColumn<OrientedRect>("reference");
    QTest::addColumn<bool>("entirely");
    QTest::addColumn<bool>("partly");

    // FoGR Charging a Flank or Rear: "at least one base entirely behind a straight line
    // extending the front edge of the enemy battle group". OD 14.6: an attacker must "begin the
    // turn at least partly behind the target's frontage". a0's front line is y = 10.
    QTest::newRow("FoGR flank charge: beside the flank, front edges level on the line")
        << cavalry(65, -5) << a0 << true << true;
    QTest::newRow("FoGR flank charge: behind the target's rear")
        << foot(0, -50) << a0 << true << true;
    QTest::newRow("FoGR: far to the side, behind the line extended")
        << foot(400, -30, 90) << a0 << true << true;
    QTest::newRow("FoGR: the front edge 0.4 mm over the line is still entirely behind")
        << footWithRearLeftAt(50, -9.6) << a0 << true << true;
    QTest::newRow("FoGR: the front edge 0.6 mm over the line is not entirely behind")
        << footWithRearLeftAt(50, -9.4) << a0 << false << true;
    QTest::newRow("FoGR / OD 14.6: straddling the line: partly, not entirely")
        << footWithRearLeftAt(50, -5) << a0 << false << true;
    QTest::newRow("OD 14.6: its rear edge on the line, wholly ahead: not behind")
        << footWithRearLeftAt(50, 10) << a0 << false << false;
    QTest::newRow("OD 14.6: only 0.4 mm behind the line, within the tolerance: not behind")
        << footWithRearLeftAt(50, 9.6) << a0 << false << false;
    QTest::newRow("OD 14.6: 0.6 mm behind the line: partly behind")
        << footWithRearLeftAt(50, 9.4) << a0 << false << true;
    QTest::newRow("OD 14.6: directly in front of the target: not behind")
        << foot(0, 60, 180) << a0 << false << false;
    QTest::newRow("turned 45 degrees, one corner across the line")
        << foot(60, 0, 45) << a0 << false << true;
    QTest::newRow("turned 30 degrees about a far point: beside the flank, level")
        << rotated(cavalry(65, -5), {700, 100}, 30) << rotated(a0, {700, 100}, 30) << true << true;
    QTest::newRow("turned 30 degrees about a far point: straddling the line")
        << rotated(footWithRearLeftAt(50, -5), {700, 100}, 30) << rotated(a0, {700, 100}, 30)
        << false << true;
}

void TestZones::behindTheFrontLine()
{
    QFETCH(OrientedRect, base);
    QFETCH(OrientedRect, reference);
    QFETCH(bool, entirely);
    QFETCH(bool, partly);
    QCOMPARE(entirelyBehindFrontLine(base, reference), entirely);
    QCOMPARE(partlyBehindFrontLine(base, reference), partly);
}

void TestZones::contactAngle_data()
{
    QTest::addColumn<OrientedRect>("attacker");
    QTest::addColumn<OrientedRect>("target");
    QTest::addColumn<Edge>("targetEdge");
    QTest::addColumn<double>("angle");

    // OD 14 Restrictions on Attack Moves: "The attacker's contact angle with a target must be
    // <=" (the limit is lost from the transcription): 0 is square on.
    QTest::newRow("OD 14: square on to the front edge: 0")
        << foot(0, 20, 180) << a0 << Edge::Front << 0.0;
    QTest::newRow("OD 14: front corner first, skewed 30 degrees: 30")
        << withCornerAt(foot(0, 0, 210), Corner::FrontLeft, {0, 10}) << a0 << Edge::Front << 30.0;
    QTest::newRow("OD 14: skewed 30 degrees the other way: 30")
        << withCornerAt(foot(0, 0, 150), Corner::FrontRight, {0, 10}) << a0 << Edge::Front << 30.0;
    QTest::newRow("facing away from the edge it touches (from behind): 180")
        << foot(0, 20) << a0 << Edge::Front << 180.0;
    QTest::newRow("OD 14.6 flank attack: square on to the right edge: 0")
        << cavalry(35, 0, 270) << a0 << Edge::Right << 0.0;
    QTest::newRow("OD 14.6 flank attack: square on to the left edge: 0")
        << cavalry(-35, 0, 90) << a0 << Edge::Left << 0.0;
    QTest::newRow("OD 14.6 rear attack: square on to the rear edge: 0")
        << foot(0, -20) << a0 << Edge::Rear << 0.0;
    QTest::newRow("along the front edge, at right angles: 90")
        << foot(40, 20, 90) << a0 << Edge::Front << 90.0;
    QTest::newRow("turned 30 degrees about a far point: skewed 30 degrees")
        << rotated(withCornerAt(foot(0, 0, 210), Corner::FrontLeft, {0, 10}), {-300, 900}, 30)
        << rotated(a0, {-300, 900}, 30) << Edge::Front << 30.0;
}

void TestZones::contactAngle()
{
    QFETCH(OrientedRect, attacker);
    QFETCH(OrientedRect, target);
    QFETCH(Edge, targetEdge);
    QFETCH(double, angle);
    // acos near 0 and 180 turns rounding of 1e-16 into some 1e-6 degrees.
    COMPARE_NEAR(contactAngleDegrees(attacker, target, targetEdge), angle, 1e-5);
}

void TestZones::unchangedByMovingTheWholeTable_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::newRow("seed 21") << 21u;
    QTest::newRow("seed 22") << 22u;
}

void TestZones::unchangedByMovingTheWholeTable()
{
    QFETCH(quint32, seed);
    QRandomGenerator rng(seed);
    constexpr int count = 3000;
    int inFront = 0, inArc = 0, inOdArc = 0, behind = 0, partly = 0;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = randomAround(rng);
        const Relations original = relations(a, b);
        const Point shift{uniform(rng, -900, 900), uniform(rng, -900, 900)};
        const Point pivot{uniform(rng, -900, 900), uniform(rng, -900, 900)};
        const double turn = uniform(rng, -360, 360);
        const Relations moved[] = {relations(translated(a, shift), translated(b, shift)),
                                   relations(rotated(a, pivot, turn), rotated(b, pivot, turn))};
        for (const Relations &m : moved)
            QVERIFY2(same(m, original),
                     qPrintable(describe(original) + QStringLiteral(" <> ") + describe(m)));
        inFront += original.inFront;
        inArc += original.inArcTwo;
        inOdArc += original.inOdArc;
        behind += original.entirelyBehind;
        partly += original.partlyBehind;
    }
    // The placements exercise both answers of each relation.
    for (int n : {inFront, inArc, inOdArc, behind, partly})
        QVERIFY2(n > count / 20 && n < count * 19 / 20, qPrintable(QString::number(n)));
}

void TestZones::bandRelationsAgreeWithClipping()
{
    QRandomGenerator rng(23);
    constexpr int count = 4000;
    int disagreements = 0;
    for (int i = 0; i < count; ++i) {
        const auto [a, b] = randomAround(rng);
        const double half = a.width / 2;
        // FoGR: directly in front counts a base touching the front edge: from the tolerance
        // behind the front edge, out to the distance.
        QCOMPARE(directlyInFrontWithin(a, b, restrictedArea),
                 clipOracle(a, b, half, -2 * contactTolerance, restrictedArea + contactTolerance));
        QCOMPARE(directlyInFrontWithin(a, b, mountedZoi),
                 clipOracle(a, b, half, -2 * contactTolerance, mountedZoi + contactTolerance));
        QCOMPARE(adjutant::geometry::directlyInFront(a, b),
                 clipOracle(a, b, half, -2 * contactTolerance, 1e6));
        // FoGR Arc of Fire: forward of the front edge line, within 1 or 2 base widths outside
        // the side edges.
        QCOMPARE(inStraightAheadArc(a, b, 1), clipOracle(a, b, half + a.width, 0, 1e6));
        QCOMPARE(inStraightAheadArc(a, b, 2), clipOracle(a, b, half + 2 * a.width, 0, 1e6));
        // OD: the wedge, clipped.
        const Polygon wedge = frontWedge(a, odArc, odPinning + contactTolerance);
        std::vector<HalfPlane> planes;
        for (std::size_t k = 0; k < wedge.size(); ++k) {
            const Point d = wedge[(k + 1) % wedge.size()] - wedge[k];
            const Point inward = Point{d.y, -d.x} * (1.0 / length(d)); // clockwise corners
            planes.push_back({wedge[k] + inward * contactTolerance, inward});
        }
        const auto c = corners(b);
        disagreements +=
            inWedge(a, b, odArc, odPinning) != !clip(Polygon(c.begin(), c.end()), planes).empty();
    }
    QCOMPARE(disagreements, 0);
}

void TestZones::rangeAgreesWithSampling()
{
    QRandomGenerator rng(24);
    for (int i = 0; i < 1500; ++i) {
        const auto [a, b] = randomAround(rng);
        const double range = adjutant::geometry::rangeFromFrontEdge(a, b);
        const double sampled = sampledRange(a, b);
        // Exact is never above a sample, and within the sampling step of the best one.
        QVERIFY2(range <= sampled + exact && sampled <= range + a.width / 800,
                 qPrintable(QStringLiteral("range %1, sampled %2").arg(range).arg(sampled)));
    }
}

void TestZones::frontRangeZoneIsTheArcWithinRange_data()
{
    QTest::addColumn<double>("extraEachSide");
    QTest::addColumn<double>("range");
    QTest::addColumn<double>("area");

    const double pi = std::numbers::pi;
    // A foot base 40 mm wide: the band straight ahead, and beside it the part of the quarter
    // circle about each front corner inside the side line.
    QTest::newRow("no widening: just the band, 3 MU deep") << 0.0 << 3 * mu << baseWidth * 3 * mu;
    QTest::newRow("FoGR Arc of Fire, widening of 1 base width, short range 3 MU: segments of the corner circles")
        << baseWidth << 3 * mu
        << baseWidth * 3 * mu +
               2 * (baseWidth * std::sqrt(75.0 * 75.0 - baseWidth * baseWidth) / 2 +
                    75.0 * 75.0 / 2 * std::asin(baseWidth / 75.0));
    QTest::newRow("widening beyond the range: whole quarter circles (2 base widths, 2 MU pistols)")
        << 2 * baseWidth << 2 * mu << baseWidth * 2 * mu + pi * 50.0 * 50.0 / 2;
}

void TestZones::frontRangeZoneIsTheArcWithinRange()
{
    QFETCH(double, extraEachSide);
    QFETCH(double, range);
    QFETCH(double, area);
    const Polygon zone = frontRangeZone(a0, extraEachSide, range, 64);
    QVERIFY(!selfIntersects(zone));
    // The chords fall inside the true curve by well under a percent at 64 pieces a quarter.
    COMPARE_NEAR(adjutant::geometry::area(zone), area, area * 0.002);
    // Straight ahead of the front edge (y = 10) it reaches exactly the range.
    QVERIFY(contains(zone, {0, 10 + range - 0.01}));
    QVERIFY(!contains(zone, {0, 10 + range + 0.01}));
    // Never behind the front edge line, never wider than the arc.
    QVERIFY(!contains(zone, {0, 9.99}));
    QVERIFY(!contains(zone, {20 + extraEachSide + 0.01, 10.5}));
    QVERIFY(contains(zone, {20 + std::min(extraEachSide, range) - 0.01, 10.5}) || extraEachSide == 0.0);
}

void TestZones::frontRangeZoneAgreesWithTheRelations()
{
    // A point well inside the drawn zone is a target in the arc and within range by the
    // relations the measurer uses; a point well outside is not. "Well": by a millimetre more
    // than the probe's size and the chords' error.
    const double range = 3 * mu;
    const OrientedRect shooter = cavalry(100, 50, 37);
    const Polygon inner = frontRangeZone(shooter, baseWidth - 1.0, range - 1.0, 64);
    const Polygon outer = frontRangeZone(shooter, baseWidth + 1.0, range + 1.0, 64);
    QRandomGenerator random(20240611);
    int inside = 0;
    int outside = 0;
    for (int i = 0; i < 4000; ++i) {
        const Point p{random.bounded(400.0) - 100.0, random.bounded(400.0) - 150.0};
        if (std::abs(toLocal(shooter, p).ahead) < 1.0)
            continue; // on the front edge's line: the tolerance decides
        const OrientedRect probe{p, 0.0, 0.2, 0.2};
        const bool byRelations = adjutant::geometry::inStraightAheadArc(shooter, probe, 1.0) &&
                                 adjutant::geometry::rangeFromFrontEdge(shooter, probe) <= range;
        if (contains(inner, p)) {
            QVERIFY2(byRelations, qPrintable(QStringLiteral("(%1, %2) inside").arg(p.x).arg(p.y)));
            ++inside;
        } else if (!contains(outer, p)) {
            QVERIFY2(!byRelations, qPrintable(QStringLiteral("(%1, %2) outside").arg(p.x).arg(p.y)));
            ++outside;
        }
    }
    QVERIFY(inside > 100);
    QVERIFY(outside > 100);
}

void TestZones::frontRankOfAFormation_data()
{
    QTest::addColumn<std::vector<OrientedRect>>("bases");
    QTest::addColumn<std::vector<std::size_t>>("front");
    QTest::addColumn<double>("tolerance");

    QTest::newRow("a line: every base is in the front rank")
        << std::vector<OrientedRect>{foot(0, 0), foot(40, 0), foot(80, 0)}
        << std::vector<std::size_t>{0, 1, 2} << contactTolerance;
    QTest::newRow("two ranks of two, the rear rank listed first")
        << std::vector<OrientedRect>{foot(0, -20), foot(40, -20), foot(0, 0), foot(40, 0)}
        << std::vector<std::size_t>{2, 3} << contactTolerance;
    QTest::newRow("a deeper middle file (the tercio's pike), facing +x")
        << std::vector<OrientedRect>{foot(0, 0, 90), foot(-20, 0, 90), foot(0, 40, 90),
                                     foot(-20, 40, 90), foot(-40, 40, 90)}
        << std::vector<std::size_t>{0, 2} << contactTolerance;
    QTest::newRow("a base turned to face the flank is a front of its own")
        << std::vector<OrientedRect>{foot(0, 0), foot(0, -20, 90)} << std::vector<std::size_t>{0, 1}
        << contactTolerance;
    QTest::newRow("a base a little ahead but not touching leaves the one behind in front")
        << std::vector<OrientedRect>{foot(0, 0), foot(0, 21)} << std::vector<std::size_t>{0, 1}
        << contactTolerance;
    // The battle's tolerance decides what touching is: 1 mm apart is in touch within 1.5 mm.
    QTest::newRow("a base 1 mm ahead, within a tolerance of 1.5 mm: it alone is the front")
        << std::vector<OrientedRect>{foot(0, 0), foot(0, 21)} << std::vector<std::size_t>{1} << 1.5;
}

void TestZones::frontRankOfAFormation()
{
    QFETCH(std::vector<OrientedRect>, bases);
    QFETCH(std::vector<std::size_t>, front);
    QFETCH(double, tolerance);
    QCOMPARE(frontRank(bases, tolerance), front);
    if (tolerance == contactTolerance)
        QCOMPARE(frontRank(bases), front);
}

QTEST_GUILESS_MAIN(TestZones)
#include "tst_zones.moc"
