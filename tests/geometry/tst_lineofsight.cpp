// SPDX-License-Identifier: GPL-3.0-or-later
// Line of sight on a free-form table: hand-drawn cases, and FoGR's "straight lines from both
// front corners of its front rank base to a single point on the target base" (FoGR, Line of
// Sight and Visibility) against a dense sampling of the target's edge.
#include "geometry/lineofsight.h"

#include <QRandomGenerator>
#include <QTest>

using namespace adjutant::geometry;

Q_DECLARE_METATYPE(Polygon)

class TestLineOfSight : public QObject
{
    Q_OBJECT

private slots:
    void clearLine_data();
    void clearLine();
    void bothCornersToOnePoint_data();
    void bothCornersToOnePoint();
    void agreesWithSampling();
    void shortestPath_data();
    void shortestPath();
};

namespace {
Polygon box(double x0, double y0, double x1, double y1)
{
    return {{x0, y0}, {x0, y1}, {x1, y1}, {x1, y0}};
}
} // namespace

void TestLineOfSight::clearLine_data()
{
    QTest::addColumn<Point>("from");
    QTest::addColumn<Point>("to");
    QTest::addColumn<Polygon>("blocker");
    QTest::addColumn<bool>("clear");
    const Polygon wood = box(40, -10, 60, 10);
    QTest::newRow("through a wood") << Point{0, 0} << Point{100, 0} << wood << false;
    QTest::newRow("passing beside it") << Point{0, 20} << Point{100, 20} << wood << true;
    QTest::newRow("grazing its edge: touching does not block") << Point{0, 10} << Point{100, 10} << wood << true;
    QTest::newRow("grazing its corner") << Point{0, 0} << Point{80, 20} << wood << true;
    QTest::newRow("through its corner and on into it") << Point{0, 20} << Point{80, 0} << wood << false;
    QTest::newRow("starting on its edge and leaving it (a neighbour in line)")
        << Point{40, 0} << Point{0, 0} << wood << true;
    QTest::newRow("starting on its edge and crossing it") << Point{40, 0} << Point{100, 0} << wood << false;
    QTest::newRow("ending short of it") << Point{0, 0} << Point{39, 0} << wood << true;
    QTest::newRow("both ends inside it") << Point{45, 0} << Point{55, 0} << wood << false;
    const Polygon ell{{0, 0}, {0, 30}, {10, 30}, {10, 10}, {30, 10}, {30, 0}};
    QTest::newRow("across the notch of an L: outside it") << Point{20, 20} << Point{20, 40} << ell << true;
    QTest::newRow("into the arm of an L") << Point{20, 20} << Point{20, 5} << ell << false;
}

void TestLineOfSight::clearLine()
{
    QFETCH(Point, from);
    QFETCH(Point, to);
    QFETCH(Polygon, blocker);
    QFETCH(bool, clear);
    QCOMPARE(adjutant::geometry::clearLine(from, to, {blocker}), clear);
    QCOMPARE(adjutant::geometry::clearLine(to, from, {blocker}), clear);
}

void TestLineOfSight::bothCornersToOnePoint_data()
{
    QTest::addColumn<Polygon>("blocker");
    QTest::addColumn<bool>("seen");
    // Shooter's front corners at (-20, 0) and (20, 0); the target base 40 x 20 centred 200 mm
    // ahead, facing the shooter.
    QTest::newRow("nothing in the way") << Polygon{} << true;
    QTest::newRow("a wood across the whole view") << box(-200, 90, 200, 110) << false;
    QTest::newRow("a narrow wood in the middle: both corners see the target's right end")
        << box(-5, 90, 5, 110) << true;
    // Two thin posts, each hiding part of the target from one corner: the left corner cannot
    // see the target's right half, the right corner not its left half, and no point is seen by
    // both... except where the shadows leave a gap.
    QTest::newRow("a wide wood leaving only a gap seen by one corner at a time")
        << box(-60, 95, 60, 105) << false;
    QTest::newRow("a wood to the left leaves the right of the target to both corners")
        << box(-100, 95, -5, 105) << true;
}

void TestLineOfSight::bothCornersToOnePoint()
{
    QFETCH(Polygon, blocker);
    QFETCH(bool, seen);
    const OrientedRect target{{0, 200}, 180, 40, 20};
    std::vector<Polygon> blockers;
    if (!blocker.empty())
        blockers.push_back(blocker);
    QCOMPARE(sightFromBothToOnePoint({-20, 0}, {20, 0}, target, blockers), seen);
}

void TestLineOfSight::agreesWithSampling()
{
    // Random posts between a shooter and a target: where a dense sampling of the target's edge
    // finds a point seen from both corners, the exact answer must be yes; and the exact answer
    // is never yes where the sampling, refined to 1 micrometre, finds none.
    QRandomGenerator random(1618);
    int seenBySampling = 0;
    for (int round = 0; round < 300; ++round) {
        const OrientedRect target{{random.bounded(200.0) - 100, 150 + random.bounded(100.0)}, random.bounded(360.0), 40, 20};
        std::vector<Polygon> blockers;
        for (int k = 0; k < 3; ++k) {
            const double x = random.bounded(200.0) - 100;
            const double y = 30 + random.bounded(100.0);
            blockers.push_back(box(x, y, x + 5 + random.bounded(30.0), y + 5 + random.bounded(10.0)));
        }
        const Point c1{-20, 0};
        const Point c2{20, 0};
        bool sampled = false;
        for (const Segment &e : edges(target)) {
            for (int i = 0; i <= 2000 && !sampled; ++i) {
                const Point p = e.a + (e.b - e.a) * (i / 2000.0);
                sampled = adjutant::geometry::clearLine(c1, p, blockers) && adjutant::geometry::clearLine(c2, p, blockers);
            }
        }
        const bool exact = sightFromBothToOnePoint(c1, c2, target, blockers);
        if (sampled)
            QVERIFY2(exact, qPrintable(QStringLiteral("round %1").arg(round)));
        seenBySampling += sampled;
    }
    // The random tables hold both kinds of case.
    QVERIFY(seenBySampling > 30 && seenBySampling < 290);
}

// OD 8.2: "The CD may trace any path but may not cross impassable terrain or enemy units."
void TestLineOfSight::shortestPath_data()
{
    QTest::addColumn<Polygon>("blocker");
    QTest::addColumn<double>("length");
    // From (0, 0) to a 40 x 20 base centred at (0, 110): its near edge is 100 mm away.
    QTest::newRow("nothing in the way: straight to the nearest edge") << Polygon{} << 100.0;
    QTest::newRow("a block to one side does not lengthen it") << box(30, 40, 60, 60) << 100.0;
    // Round a block 60 wide: to its near corner (-30, 40), 50; along its side to (-30, 50), 10;
    // then straight on to the base's corner (-20, 100), 50.99.
    QTest::newRow("a block across the way: round its corners")
        << box(-30, 40, 30, 50) << 50.0 + 10.0 + std::hypot(10.0, 50.0);
}

void TestLineOfSight::shortestPath()
{
    QFETCH(Polygon, blocker);
    QFETCH(double, length);
    std::vector<Polygon> blockers;
    if (!blocker.empty())
        blockers.push_back(blocker);
    const OrientedRect base{{0, 110}, 180, 40, 20};
    QVERIFY(std::abs(shortestPathLength({0, 0}, base, blockers) - length) < 1e-9);
    // Walled in: no path at all.
    const std::vector<Polygon> ring{box(-300, -300, 300, -290), box(-300, 290, 300, 300), box(-300, -300, -290, 300),
                                    box(290, -300, 300, 300)};
    QVERIFY(std::isinf(shortestPathLength({0, 0}, OrientedRect{{0, 400}, 0, 40, 20}, ring)));
}

QTEST_GUILESS_MAIN(TestLineOfSight)
#include "tst_lineofsight.moc"
