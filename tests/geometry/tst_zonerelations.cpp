// SPDX-License-Identifier: GPL-3.0-or-later
// How other bases lie towards a base (geometry/zones.h): the books' cases, then invariants.

#include "geometry/contact.h"
#include "geometry/polygon.h"
#include "geometry/tolerance.h"
#include "geometry/zones.h"

#include "freeformtesting.h"
#include "zonetesting.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <numbers>
#include <vector>

using namespace adjutant::geometry;
using namespace freeformtesting;
using namespace zonetesting;

namespace {

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

class TestZoneRelations : public QObject
{
    Q_OBJECT

private slots:
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
};

void TestZoneRelations::directlyInFront_data()
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

void TestZoneRelations::directlyInFront()
{
    QFETCH(OrientedRect, base);
    QFETCH(OrientedRect, target);
    QFETCH(double, within);
    QFETCH(bool, inFrontWithin);
    QFETCH(bool, inFrontAtAll);
    QCOMPARE(directlyInFrontWithin(base, target, within), inFrontWithin);
    QCOMPARE(adjutant::geometry::directlyInFront(base, target), inFrontAtAll);
}

void TestZoneRelations::straightAheadArc_data()
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

void TestZoneRelations::straightAheadArc()
{
    QFETCH(OrientedRect, shooter);
    QFETCH(OrientedRect, target);
    QFETCH(bool, inOneBaseWidth);
    QFETCH(bool, inTwoBaseWidths);
    QCOMPARE(inStraightAheadArc(shooter, target, 1), inOneBaseWidth);
    QCOMPARE(inStraightAheadArc(shooter, target, 2), inTwoBaseWidths);
}

void TestZoneRelations::rangeFromFrontEdge_data()
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

void TestZoneRelations::rangeFromFrontEdge()
{
    QFETCH(OrientedRect, shooter);
    QFETCH(OrientedRect, target);
    QFETCH(double, range);
    COMPARE_NEAR(adjutant::geometry::rangeFromFrontEdge(shooter, target), range, exact);
    // Never nearer than the bases themselves.
    QVERIFY(adjutant::geometry::rangeFromFrontEdge(shooter, target) >=
            distance(shooter, target) - exact);
}

void TestZoneRelations::oldDessauerWedge_data()
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

void TestZoneRelations::oldDessauerWedge()
{
    QFETCH(OrientedRect, base);
    QFETCH(OrientedRect, target);
    QFETCH(bool, inside);
    QCOMPARE(inWedge(base, target, odArc, odPinning), inside);
    // inWedge() is reaches() on the wedge with its far edge out by the tolerance it pulls in.
    QCOMPARE(reaches(frontWedge(base, odArc, odPinning + contactTolerance), target), inside);
}

void TestZoneRelations::behindTheFrontLine_data()
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

void TestZoneRelations::behindTheFrontLine()
{
    QFETCH(OrientedRect, base);
    QFETCH(OrientedRect, reference);
    QFETCH(bool, entirely);
    QFETCH(bool, partly);
    QCOMPARE(entirelyBehindFrontLine(base, reference), entirely);
    QCOMPARE(partlyBehindFrontLine(base, reference), partly);
}

void TestZoneRelations::contactAngle_data()
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

void TestZoneRelations::contactAngle()
{
    QFETCH(OrientedRect, attacker);
    QFETCH(OrientedRect, target);
    QFETCH(Edge, targetEdge);
    QFETCH(double, angle);
    // acos near 0 and 180 turns rounding of 1e-16 into some 1e-6 degrees.
    COMPARE_NEAR(contactAngleDegrees(attacker, target, targetEdge), angle, 1e-5);
}

void TestZoneRelations::unchangedByMovingTheWholeTable_data()
{
    QTest::addColumn<quint32>("seed");
    QTest::newRow("seed 21") << 21u;
    QTest::newRow("seed 22") << 22u;
}

void TestZoneRelations::unchangedByMovingTheWholeTable()
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

void TestZoneRelations::bandRelationsAgreeWithClipping()
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

void TestZoneRelations::rangeAgreesWithSampling()
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

QTEST_GUILESS_MAIN(TestZoneRelations)
#include "tst_zonerelations.moc"
