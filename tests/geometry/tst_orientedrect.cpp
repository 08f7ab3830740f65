// SPDX-License-Identifier: GPL-3.0-or-later
// A base on a free-form table (geometry/orientedrect.h): facing, corners and edges in their
// documented order, the base's own frame, and lying on the table. Hand-made cases, then
// invariants over seeded random bases and rigid motions of the table.

#include "geometry/orientedrect.h"

#include "freeformtesting.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>
#include <numbers>

using namespace adjutant::geometry;
using namespace freeformtesting;

namespace {

constexpr double exact = 1e-9;

void compareNear(Point actual, Point expected)
{
    COMPARE_NEAR(actual.x, expected.x, exact);
    COMPARE_NEAR(actual.y, expected.y, exact);
}

} // namespace

class TestOrientedRect : public QObject
{
    Q_OBJECT

private slots:
    void facing_data();
    void facing();
    void corners_data();
    void corners();
    void edgesRunClockwise_data();
    void edgesRunClockwise();
    void localFrame_data();
    void localFrame();
    void withinTable_data();
    void withinTable();
    void facingArithmetic_data();
    void facingArithmetic();

    void cornersFormTheBase();
    void localFrameFollowsTheTable();
};

void TestOrientedRect::facing_data()
{
    QTest::addColumn<double>("facingDegrees");
    QTest::addColumn<Point>("forward");
    QTest::addColumn<Point>("rightward");

    // orientedrect.h: degrees clockwise from +y: "0 faces the far edge, 90 faces +x".
    const double h = std::sqrt(0.5);
    QTest::newRow("0 faces the far edge (+y)") << 0.0 << Point{0, 1} << Point{1, 0};
    QTest::newRow("90 faces +x") << 90.0 << Point{1, 0} << Point{0, -1};
    QTest::newRow("180 faces side A's edge (-y)") << 180.0 << Point{0, -1} << Point{-1, 0};
    QTest::newRow("270 faces -x") << 270.0 << Point{-1, 0} << Point{0, 1};
    QTest::newRow("-90 is 270") << -90.0 << Point{-1, 0} << Point{0, 1};
    QTest::newRow("450 is 90") << 450.0 << Point{1, 0} << Point{0, -1};
    QTest::newRow("45") << 45.0 << Point{h, h} << Point{h, -h};
    QTest::newRow("30") << 30.0 << Point{0.5, std::sqrt(3.0) / 2}
                        << Point{std::sqrt(3.0) / 2, -0.5};
}

void TestOrientedRect::facing()
{
    QFETCH(double, facingDegrees);
    QFETCH(Point, forward);
    QFETCH(Point, rightward);
    const OrientedRect base{{12, -7}, facingDegrees, 40, 20};
    compareNear(adjutant::geometry::forward(base), forward);
    compareNear(adjutant::geometry::rightward(base), rightward);
}

void TestOrientedRect::corners_data()
{
    QTest::addColumn<OrientedRect>("base");
    QTest::addColumn<Point>("frontLeft");
    QTest::addColumn<Point>("frontRight");
    QTest::addColumn<Point>("rearRight");
    QTest::addColumn<Point>("rearLeft");

    QTest::newRow("FoGR foot 40 x 20 facing 0 at the origin")
        << foot(0, 0) << Point{-20, 10} << Point{20, 10} << Point{20, -10} << Point{-20, -10};
    QTest::newRow("FoGR cavalry 40 x 30 facing 90 at (100, 50)")
        << cavalry(100, 50, 90) << Point{115, 70} << Point{115, 30} << Point{85, 30}
        << Point{85, 70};
    QTest::newRow("foot facing 180 at (0, 20)")
        << foot(0, 20, 180) << Point{20, 10} << Point{-20, 10} << Point{-20, 30} << Point{20, 30};
    const double c = std::sqrt(3.0) / 2;
    // Facing 30: forward (1/2, c), rightward (c, -1/2).
    QTest::newRow("foot facing 30 at the origin")
        << foot(0, 0, 30) << Point{-20 * c + 5, 10 + 10 * c} << Point{20 * c + 5, -10 + 10 * c}
        << Point{20 * c - 5, -10 - 10 * c} << Point{-20 * c - 5, 10 - 10 * c};
}

void TestOrientedRect::corners()
{
    QFETCH(OrientedRect, base);
    QFETCH(Point, frontLeft);
    QFETCH(Point, frontRight);
    QFETCH(Point, rearRight);
    QFETCH(Point, rearLeft);
    const auto c = adjutant::geometry::corners(base);
    compareNear(c[0], frontLeft);
    compareNear(c[1], frontRight);
    compareNear(c[2], rearRight);
    compareNear(c[3], rearLeft);
    compareNear(corner(base, Corner::FrontLeft), frontLeft);
    compareNear(corner(base, Corner::FrontRight), frontRight);
    compareNear(corner(base, Corner::RearRight), rearRight);
    compareNear(corner(base, Corner::RearLeft), rearLeft);
}

void TestOrientedRect::edgesRunClockwise_data()
{
    QTest::addColumn<Edge>("which");
    QTest::addColumn<Corner>("from");
    QTest::addColumn<Corner>("to");
    // orientedrect.h: "each runs clockwise round the base (the front edge from front-left to
    // front-right)".
    QTest::newRow("front: front-left to front-right")
        << Edge::Front << Corner::FrontLeft << Corner::FrontRight;
    QTest::newRow("right: front-right to rear-right")
        << Edge::Right << Corner::FrontRight << Corner::RearRight;
    QTest::newRow("rear: rear-right to rear-left")
        << Edge::Rear << Corner::RearRight << Corner::RearLeft;
    QTest::newRow("left: rear-left to front-left")
        << Edge::Left << Corner::RearLeft << Corner::FrontLeft;
}

void TestOrientedRect::edgesRunClockwise()
{
    QFETCH(Edge, which);
    QFETCH(Corner, from);
    QFETCH(Corner, to);
    for (double facing : {0.0, 30.0, 90.0, 200.0}) {
        const OrientedRect base = cavalry(-30, 45, facing);
        const Segment e = edge(base, which);
        compareNear(e.a, corner(base, from));
        compareNear(e.b, corner(base, to));
        compareNear(edges(base)[int(which)].a, e.a);
        compareNear(edges(base)[int(which)].b, e.b);
        // Clockwise: the base's centre is on the right of each edge.
        QVERIFY(cross(e.b - e.a, base.centre - e.a) < 0);
    }
}

void TestOrientedRect::localFrame_data()
{
    QTest::addColumn<OrientedRect>("base");
    QTest::addColumn<Point>("point");
    QTest::addColumn<double>("along");
    QTest::addColumn<double>("ahead");

    // "`along` the front edge (right positive) from the centre line, `ahead` of the front edge
    // (negative: behind it)".
    QTest::newRow("the middle of the front edge") << foot(0, 0) << Point{0, 10} << 0.0 << 0.0;
    QTest::newRow("the front-right corner") << foot(0, 0) << Point{20, 10} << 20.0 << 0.0;
    QTest::newRow("the centre: half the depth behind the front edge")
        << foot(0, 0) << Point{0, 0} << 0.0 << -10.0;
    QTest::newRow("1 MU ahead, 5 mm left") << foot(0, 0) << Point{-5, 10 + mu} << -5.0 << mu;
    QTest::newRow("facing 90: +x is ahead, -y is right")
        << cavalry(100, 50, 90) << Point{125, 40} << 10.0 << 10.0;
    QTest::newRow("facing 180: -y is ahead, -x is right")
        << foot(0, 20, 180) << Point{-3, 0} << 3.0 << 10.0;
}

void TestOrientedRect::localFrame()
{
    QFETCH(OrientedRect, base);
    QFETCH(Point, point);
    QFETCH(double, along);
    QFETCH(double, ahead);
    const LocalPoint local = toLocal(base, point);
    COMPARE_NEAR(local.along, along, exact);
    COMPARE_NEAR(local.ahead, ahead, exact);
}

// Facings wrapped into [0, 360), turns between two facings in (-180, 180], and a facing as a battle
// records it (to a hundredth of a degree, 360 read as 0).
void TestOrientedRect::facingArithmetic_data()
{
    QTest::addColumn<double>("from");
    QTest::addColumn<double>("to");
    QTest::addColumn<double>("wrapped"); // of `to`
    QTest::addColumn<double>("turn");
    QTest::addColumn<double>("recorded"); // of `to`
    QTest::newRow("a quarter right") << 0.0 << 90.0 << 90.0 << 90.0 << 90.0;
    QTest::newRow("across north, right") << 350.0 << 10.0 << 10.0 << 20.0 << 10.0;
    QTest::newRow("across north, left") << 10.0 << -20.0 << 340.0 << -30.0 << 340.0;
    QTest::newRow("half a turn is right, not left") << 0.0 << 180.0 << 180.0 << 180.0 << 180.0;
    QTest::newRow("half a turn the other way") << 180.0 << 0.0 << 0.0 << 180.0 << 0.0;
    QTest::newRow("several turns") << 0.0 << 725.0 << 5.0 << 5.0 << 5.0;
    QTest::newRow("just short of a whole turn") << 0.0 << 359.996 << 359.996 << -0.004 << 0.0;
    QTest::newRow("a hundredth") << 0.0 << 12.3449 << 12.3449 << 12.3449 << 12.34;
}

void TestOrientedRect::facingArithmetic()
{
    QFETCH(double, from);
    QFETCH(double, to);
    QFETCH(double, wrapped);
    QFETCH(double, turn);
    QFETCH(double, recorded);
    COMPARE_NEAR(wrappedFacing(to), wrapped, exact);
    COMPARE_NEAR(turnBetween(from, to), turn, exact);
    COMPARE_NEAR(recordedFacing(to), recorded, exact);
}

void TestOrientedRect::withinTable_data()
{
    QTest::addColumn<OrientedRect>("base");
    QTest::addColumn<bool>("within");

    // A 6 x 4 ft table (1800 x 1200 mm); "boundary included: a base flush with the table edge
    // is on the table".
    QTest::newRow("in the middle") << foot(900, 600) << true;
    QTest::newRow("flush with side A's edge") << foot(900, 10) << true;
    QTest::newRow("flush with the far edge, facing it") << foot(900, 1190) << true;
    QTest::newRow("flush with the left edge, facing 90") << foot(10, 600, 90) << true;
    QTest::newRow("flush in the far right corner, facing 180") << foot(1780, 1190, 180) << true;
    QTest::newRow("0.01 mm over side A's edge") << foot(900, 9.99) << false;
    QTest::newRow("0.01 mm over the right edge") << foot(1780.01, 600) << false;
    QTest::newRow("turned 45 degrees, a corner over the edge")
        << OrientedRect{{15, 600}, 45, 40, 20} << false;
    QTest::newRow("turned 45 degrees, clear of the edge")
        << OrientedRect{{25, 600}, 45, 40, 20} << true;
    QTest::newRow("wholly off the table") << foot(-100, 600) << false;
}

void TestOrientedRect::withinTable()
{
    QFETCH(OrientedRect, base);
    QFETCH(bool, within);
    QCOMPARE(adjutant::geometry::withinTable(base, 1800, 1200), within);
}

void TestOrientedRect::cornersFormTheBase()
{
    QRandomGenerator rng(41);
    for (int i = 0; i < 3000; ++i) {
        const OrientedRect base = randomBase(rng);
        const auto c = adjutant::geometry::corners(base);
        // A width x depth rectangle about the centre, front edge towards the facing.
        COMPARE_NEAR(length(c[1] - c[0]), base.width, exact);
        COMPARE_NEAR(length(c[2] - c[1]), base.depth, exact);
        COMPARE_NEAR(length(c[3] - c[2]), base.width, exact);
        COMPARE_NEAR(length(c[0] - c[3]), base.depth, exact);
        COMPARE_NEAR(dot(c[1] - c[0], c[2] - c[1]), 0.0, 1e-9);
        compareNear((c[0] + c[1] + c[2] + c[3]) * 0.25, base.centre);
        const Point f = forward(base);
        COMPARE_NEAR(dot(c[0] - c[3], f), base.depth, exact);
        COMPARE_NEAR(length(f), 1.0, exact);
        COMPARE_NEAR(dot(f, rightward(base)), 0.0, exact);
        // Clockwise: turning from forward to rightward is clockwise (negative cross).
        QVERIFY(cross(f, rightward(base)) < 0);
        // Facing and facing + 360 are the same base.
        OrientedRect turned = base;
        turned.facingDegrees += 360;
        const auto d = adjutant::geometry::corners(turned);
        for (int k = 0; k < 4; ++k)
            compareNear(d[k], c[k]);
    }
}

void TestOrientedRect::localFrameFollowsTheTable()
{
    QRandomGenerator rng(42);
    for (int i = 0; i < 3000; ++i) {
        const OrientedRect base = randomBase(rng);
        const Point p{uniform(rng, -300, 300), uniform(rng, -300, 300)};
        const LocalPoint local = toLocal(base, p);
        // Back to the table: centre + rightward * along + forward * (ahead + depth / 2).
        compareNear(base.centre + rightward(base) * local.along +
                        forward(base) * (local.ahead + base.depth / 2),
                    p);
        // Moving or turning the whole table leaves the base's own frame unchanged.
        const Point pivot{uniform(rng, -900, 900), uniform(rng, -900, 900)};
        const double turn = uniform(rng, -360, 360);
        const Point shift{uniform(rng, -900, 900), uniform(rng, -900, 900)};
        const LocalPoint turned = toLocal(rotated(base, pivot, turn), rotated(p, pivot, turn));
        const LocalPoint moved = toLocal(translated(base, shift), p + shift);
        for (const LocalPoint &l : {turned, moved}) {
            COMPARE_NEAR(l.along, local.along, exact);
            COMPARE_NEAR(l.ahead, local.ahead, exact);
        }
    }
}

QTEST_GUILESS_MAIN(TestOrientedRect)
#include "tst_orientedrect.moc"
