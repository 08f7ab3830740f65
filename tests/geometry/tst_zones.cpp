// SPDX-License-Identifier: GPL-3.0-or-later
// The zones drawn ahead of a base (geometry/zones.h): FoGR's bands and arc of fire within range,
// Old Dessauer's wedge, whether a base reaches a zone, a formation's front rank. How other bases
// lie towards a base: tst_zonerelations.cpp.

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

Q_DECLARE_METATYPE(std::vector<adjutant::geometry::OrientedRect>)
Q_DECLARE_METATYPE(std::vector<std::size_t>)

namespace {

void comparePolygons(const Polygon &actual, const Polygon &expected)
{
    QCOMPARE(actual.size(), expected.size());
    for (std::size_t i = 0; i < actual.size(); ++i) {
        COMPARE_NEAR(actual[i].x, expected[i].x, exact);
        COMPARE_NEAR(actual[i].y, expected[i].y, exact);
    }
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
