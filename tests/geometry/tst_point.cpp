// SPDX-License-Identifier: GPL-3.0-or-later
// Points, vectors and segments (geometry/point.h): the vector algebra the rest of the geometry
// stands on, and the shortest distances from a point to a segment and between two segments.
// Hand-made cases, then invariants over seeded random segments against dense sampling.

#include "geometry/point.h"

#include "freeformtesting.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <limits>

using namespace adjutant::geometry;
using namespace freeformtesting;

namespace {

constexpr double exact = 1e-9;

Segment randomSegment(QRandomGenerator &rng)
{
    const Point a{uniform(rng, -50, 50), uniform(rng, -50, 50)};
    // Now and then a segment that is a single point.
    if (rng.bounded(20) == 0)
        return {a, a};
    return {a, a + Point{uniform(rng, -40, 40), uniform(rng, -40, 40)}};
}

} // namespace

class TestPoint : public QObject
{
    Q_OBJECT

private slots:
    void vectorAlgebra_data();
    void vectorAlgebra();
    void pointToSegment_data();
    void pointToSegment();
    void segmentToSegment_data();
    void segmentToSegment();

    void segmentDistancesAgreeWithSampling();
};

void TestPoint::vectorAlgebra_data()
{
    QTest::addColumn<Point>("a");
    QTest::addColumn<Point>("b");
    QTest::addColumn<double>("dot");
    QTest::addColumn<double>("cross");

    // point.h: cross "> 0 when b turns counter-clockwise from a".
    QTest::newRow("+x then +y: a quarter turn anticlockwise")
        << Point{1, 0} << Point{0, 1} << 0.0 << 1.0;
    QTest::newRow("+y then +x: a quarter turn clockwise")
        << Point{0, 1} << Point{1, 0} << 0.0 << -1.0;
    QTest::newRow("the same direction") << Point{3, 4} << Point{6, 8} << 50.0 << 0.0;
    QTest::newRow("opposite directions") << Point{3, 4} << Point{-3, -4} << -25.0 << 0.0;
    QTest::newRow("general") << Point{2, -1} << Point{5, 3} << 7.0 << 11.0;
}

void TestPoint::vectorAlgebra()
{
    QFETCH(Point, a);
    QFETCH(Point, b);
    QFETCH(double, dot);
    QFETCH(double, cross);
    QCOMPARE(adjutant::geometry::dot(a, b), dot);
    QCOMPARE(adjutant::geometry::dot(b, a), dot);
    QCOMPARE(adjutant::geometry::cross(a, b), cross);
    QCOMPARE(adjutant::geometry::cross(b, a), -cross);
    QCOMPARE(a + b - b, a);
    COMPARE_NEAR(length(a * 2.0), 2 * std::sqrt(adjutant::geometry::dot(a, a)), exact);
}

void TestPoint::pointToSegment_data()
{
    QTest::addColumn<Point>("point");
    QTest::addColumn<Segment>("segment");
    QTest::addColumn<double>("distance");

    const Segment front{{-20, 10}, {20, 10}}; // a foot base's front edge
    QTest::newRow("straight ahead of the middle") << Point{0, 35} << front << 25.0;
    QTest::newRow("straight ahead of an end") << Point{20, 12} << front << 2.0;
    QTest::newRow("beyond an end: to the end, 3 across and 4 up") << Point{23, 14} << front << 5.0;
    QTest::newRow("behind, beyond the other end") << Point{-26, 2} << front << 10.0;
    QTest::newRow("on the segment") << Point{7, 10} << front << 0.0;
    QTest::newRow("on its line, beyond the end") << Point{30, 10} << front << 10.0;
    QTest::newRow("a slanted segment, from its middle square on")
        << Point{-5, 5} << Segment{{0, 0}, {10, 10}} << 5 * std::sqrt(2.0);
    QTest::newRow("a segment that is a single point")
        << Point{3, 4} << Segment{{0, 0}, {0, 0}} << 5.0;
}

void TestPoint::pointToSegment()
{
    QFETCH(Point, point);
    QFETCH(Segment, segment);
    QFETCH(double, distance);
    COMPARE_NEAR(adjutant::geometry::distance(point, segment), distance, exact);
    COMPARE_NEAR(adjutant::geometry::distance(point, Segment{segment.b, segment.a}), distance,
                 exact);
}

void TestPoint::segmentToSegment_data()
{
    QTest::addColumn<Segment>("s");
    QTest::addColumn<Segment>("t");
    QTest::addColumn<double>("distance");

    QTest::newRow("crossing like an X: 0")
        << Segment{{0, 0}, {10, 10}} << Segment{{0, 10}, {10, 0}} << 0.0;
    QTest::newRow("a T: one ends on the other")
        << Segment{{0, 0}, {10, 0}} << Segment{{5, 0}, {5, 10}} << 0.0;
    QTest::newRow("sharing an end")
        << Segment{{0, 0}, {10, 0}} << Segment{{10, 0}, {10, 10}} << 0.0;
    QTest::newRow("parallel, 3 apart, overlapping")
        << Segment{{0, 0}, {10, 0}} << Segment{{5, 3}, {15, 3}} << 3.0;
    QTest::newRow("parallel, offset, end to end 3 across and 4 up")
        << Segment{{0, 0}, {10, 0}} << Segment{{13, 4}, {20, 4}} << 5.0;
    QTest::newRow("on one line, overlapping: 0")
        << Segment{{0, 0}, {10, 0}} << Segment{{5, 0}, {15, 0}} << 0.0;
    QTest::newRow("on one line, 2 apart")
        << Segment{{0, 0}, {10, 0}} << Segment{{12, 0}, {15, 0}} << 2.0;
    QTest::newRow("not crossing: an end 1 short of the other")
        << Segment{{0, 0}, {10, 0}} << Segment{{5, 1}, {5, 10}} << 1.0;
    QTest::newRow("would cross if extended: end to end")
        << Segment{{0, 0}, {4, 0}} << Segment{{7, -4}, {7, 4}} << 3.0;
    QTest::newRow("two single points") << Segment{{0, 0}, {0, 0}} << Segment{{3, 4}, {3, 4}} << 5.0;
    QTest::newRow("a single point on a segment")
        << Segment{{5, 0}, {5, 0}} << Segment{{0, 0}, {10, 0}} << 0.0;
}

void TestPoint::segmentToSegment()
{
    QFETCH(Segment, s);
    QFETCH(Segment, t);
    QFETCH(double, distance);
    COMPARE_NEAR(adjutant::geometry::distance(s, t), distance, exact);
    COMPARE_NEAR(adjutant::geometry::distance(t, s), distance, exact);
    COMPARE_NEAR(adjutant::geometry::distance(Segment{s.b, s.a}, t), distance, exact);
}

void TestPoint::segmentDistancesAgreeWithSampling()
{
    QRandomGenerator rng(51);
    constexpr int samples = 200;
    int crossing = 0;
    for (int i = 0; i < 2000; ++i) {
        const Segment s = randomSegment(rng);
        const Segment t = randomSegment(rng);
        const double exactDistance = distance(s, t);
        COMPARE_NEAR(distance(t, s), exactDistance, exact);
        // Point to segment, sampled along s; the least sample is segment to segment.
        double best = std::numeric_limits<double>::max();
        for (int k = 0; k <= samples; ++k) {
            const Point p = s.a + (s.b - s.a) * (double(k) / samples);
            const double d = distance(p, t);
            // The point to segment distance is the least over samples of t too.
            double sampled = std::numeric_limits<double>::max();
            for (int m = 0; m <= 20; ++m)
                sampled = std::min(sampled, length(p - (t.a + (t.b - t.a) * (m / 20.0))));
            QVERIFY2(d <= sampled + exact && sampled <= d + length(t.b - t.a) / 20 / 2 + exact,
                     qPrintable(QStringLiteral("point %1, sampled %2").arg(d).arg(sampled)));
            best = std::min(best, d);
        }
        QVERIFY(exactDistance <= best + exact);
        QVERIFY(best <= exactDistance + length(s.b - s.a) / samples + exact);
        crossing += exactDistance == 0;
    }
    // Some pairs cross, so both branches of the distance are exercised.
    QVERIFY2(crossing > 20, qPrintable(QString::number(crossing)));
}

QTEST_GUILESS_MAIN(TestPoint)
#include "tst_point.moc"
