// SPDX-License-Identifier: GPL-3.0-or-later
// Labels placed beside their groups (geometry/labelplacement.h): a card against a turned base,
// the places tried in order (behind the rear, further out with a leader line, a short name), and
// over seeded random tables no card placed clear covers another card or any base, checked by
// sampling points rather than by the function under test.

#include "geometry/labelplacement.h"

#include "freeformtesting.h"

#include <QRandomGenerator>
#include <QTest>

#include <cmath>

using namespace adjutant::geometry;

namespace {

OrientedRect base(double x, double y, double facing = 0, double width = 40, double depth = 20)
{
    return {{x, y}, facing, width, depth};
}

// Whether `p` lies strictly inside the base, in its own frame.
bool strictlyInside(const OrientedRect &rect, Point p)
{
    const Point d = p - rect.centre;
    return std::abs(dot(d, rightward(rect))) < rect.width / 2 - 1e-9 &&
           std::abs(dot(d, forward(rect))) < rect.depth / 2 - 1e-9;
}

// Samples the card's interior on a fine grid: any point strictly inside the base is an overlap.
bool sampledOverlap(const Box &card, const OrientedRect &rect)
{
    constexpr int n = 24;
    for (int i = 1; i < n; ++i) {
        for (int j = 1; j < n; ++j) {
            const Point p{card.low.x + (card.high.x - card.low.x) * i / n,
                          card.low.y + (card.high.y - card.low.y) * j / n};
            if (strictlyInside(rect, p))
                return true;
        }
    }
    return false;
}

Box cardOf(const LabelPlace &place, const LabelRequest &request)
{
    const CardSize size = request.forms.at(place.form);
    return boxAround(place.centre, size.width, size.height);
}

const Box wide{{-1000, -1000}, {3000, 3000}};

} // namespace

class TestLabelPlacement : public QObject
{
    Q_OBJECT

private slots:
    void boxAgainstBase_data();
    void boxAgainstBase();
    void aLoneGroupsCardStandsBehindItsRear_data();
    void aLoneGroupsCardStandsBehindItsRear();
    void aBoxedInGroupGetsALeaderLine();
    void aNarrowRoomGetsTheShortName();
    void aCardKeepsClearOfWhatTheViewDrawsOver();
    void randomTablesPlaceNoCardOverAnother();
};

void TestLabelPlacement::boxAgainstBase_data()
{
    QTest::addColumn<OrientedRect>("rect");
    QTest::addColumn<bool>("overlap");
    // Against the box from (0, 0) to (10, 10).
    QTest::newRow("square base well inside") << base(5, 5, 0, 4, 4) << true;
    QTest::newRow("square base touching the right side") << base(12, 5, 0, 4, 4) << false;
    QTest::newRow("square base overlapping the right side") << base(11.5, 5, 0, 4, 4) << true;
    QTest::newRow("square base well clear") << base(30, 30, 0, 4, 4) << false;
    // Turned 45 degrees off the top-right corner: the bounding boxes meet, the shapes do not.
    QTest::newRow("turned base beyond the corner") << base(13, 13, 45, 6, 6) << false;
    QTest::newRow("turned base over the corner") << base(11, 11, 45, 6, 6) << true;
    QTest::newRow("long thin base across the box") << base(5, 5, 30, 100, 1) << true;
}

void TestLabelPlacement::boxAgainstBase()
{
    QFETCH(OrientedRect, rect);
    QFETCH(bool, overlap);
    const Box box{{0, 0}, {10, 10}};
    QCOMPARE(overlaps(box, rect), overlap);
    QCOMPARE(sampledOverlap(box, rect), overlap);
}

void TestLabelPlacement::aLoneGroupsCardStandsBehindItsRear_data()
{
    QTest::addColumn<double>("facing");
    QTest::addColumn<Point>("away");
    // Facing the far edge (+y), the rear is towards -y; facing side A's edge, towards +y.
    QTest::newRow("facing the far edge") << 0.0 << Point{0, -1};
    QTest::newRow("facing side A's edge") << 180.0 << Point{0, 1};
    QTest::newRow("facing +x") << 90.0 << Point{-1, 0};
}

void TestLabelPlacement::aLoneGroupsCardStandsBehindItsRear()
{
    QFETCH(double, facing);
    QFETCH(Point, away);
    LabelRequest request{{base(500, 500, facing)}, {{30, 10}, {20, 10}}};
    const std::vector<LabelPlace> places = placeLabels({request}, request.group, wide, 2);
    QCOMPARE(places.size(), std::size_t(1));
    const LabelPlace &place = places.front();
    QVERIFY(place.clear);
    QVERIFY(!place.leader);
    QCOMPARE(place.form, std::size_t(0));
    // Straight behind, the depth's half plus the gap plus the card's half away.
    const double support = std::abs(away.x) * 15 + std::abs(away.y) * 5;
    const Point expected = Point{500, 500} + away * (10 + 2 + support);
    QVERIFY2(length(place.centre - expected) < 1e-9,
             qPrintable(QStringLiteral("%1,%2").arg(place.centre.x).arg(place.centre.y)));
}

// Walls of other bases all round the group, a card's width deep: its card goes beyond them with
// a line back to the group.
void TestLabelPlacement::aBoxedInGroupGetsALeaderLine()
{
    std::vector<OrientedRect> bases{base(500, 500)};
    for (double x = 380; x <= 620; x += 40) {
        for (double y : {460.0, 440.0, 420.0, 540.0, 560.0, 580.0})
            bases.push_back(base(x, y));
    }
    for (double y = 480; y <= 520; y += 20) {
        for (double x : {380.0, 420.0, 460.0, 540.0, 580.0, 620.0})
            bases.push_back(base(x, y));
    }
    LabelRequest request{{bases.front()}, {{60, 20}, {30, 20}}};
    const std::vector<LabelPlace> places = placeLabels({request}, bases, wide, 2);
    const LabelPlace &place = places.front();
    QVERIFY(place.clear);
    QVERIFY(place.leader);
    const Box card = cardOf(place, request);
    for (const OrientedRect &rect : bases)
        QVERIFY(!sampledOverlap(card, rect));
    // The line ends on the group's outline.
    const auto local = toLocal(bases.front(), place.reach);
    QVERIFY(std::abs(std::abs(local.along) - 20) < 1e-9 || std::abs(local.ahead) < 1e-9 ||
            std::abs(local.ahead + 20) < 1e-9);
}

// The area holds only the short card beside the group.
void TestLabelPlacement::aNarrowRoomGetsTheShortName()
{
    const OrientedRect only = base(50, 50, 0, 40, 20);
    LabelRequest request{{only}, {{200, 10}, {40, 10}}};
    const Box room{{0, 0}, {100, 100}};
    const LabelPlace place = placeLabels({request}, {only}, room, 2).front();
    QVERIFY(place.clear);
    QCOMPARE(place.form, std::size_t(1));
    QVERIFY(within(cardOf(place, request), room));
    // A third form, for a room that holds neither of the first two.
    const LabelRequest smaller{{only}, {{200, 10}, {150, 10}, {40, 10}}};
    const LabelPlace third = placeLabels({smaller}, {only}, room, 2).front();
    QVERIFY(third.clear);
    QCOMPARE(third.form, std::size_t(2));
    QVERIFY(within(cardOf(third, smaller), room));
}

// A box to keep clear (the view's legend) right behind the group: the card goes elsewhere.
void TestLabelPlacement::aCardKeepsClearOfWhatTheViewDrawsOver()
{
    const OrientedRect only = base(500, 500);
    const LabelRequest request{{only}, {{30, 10}, {20, 10}}};
    const Box legend{{400, 400}, {600, 489}};
    const LabelPlace place = placeLabels({request}, {only}, wide, 2, {legend}).front();
    QVERIFY(place.clear);
    QVERIFY(!overlaps(cardOf(place, request), legend));
    // Without it, behind the rear: where the legend is.
    const LabelPlace free = placeLabels({request}, {only}, wide, 2).front();
    QVERIFY(overlaps(cardOf(free, request), legend));
}

void TestLabelPlacement::randomTablesPlaceNoCardOverAnother()
{
    QRandomGenerator rng(31);
    int clear = 0;
    int total = 0;
    for (int table = 0; table < 20; ++table) {
        std::vector<LabelRequest> requests;
        std::vector<OrientedRect> bases;
        const int groups = 8 + int(rng.bounded(12));
        for (int g = 0; g < groups; ++g) {
            const Point at{rng.bounded(1600.0) + 100, rng.bounded(1000.0) + 100};
            const double facing = rng.bounded(2) ? 0.0 : 180.0 + rng.bounded(30.0) - 15;
            LabelRequest request;
            const int n = 1 + int(rng.bounded(4));
            for (int b = 0; b < n; ++b) {
                const OrientedRect r{at + Point{40.0 * b, 0}, facing, 40, 20};
                request.group.push_back(r);
                bases.push_back(r);
            }
            request.forms = {{60 + rng.bounded(60.0), 24}, {50, 24}, {40, 12}};
            requests.push_back(request);
        }
        const std::vector<LabelPlace> places = placeLabels(requests, bases, {{0, 0}, {1800, 1200}}, 3);
        QCOMPARE(places.size(), requests.size());
        for (std::size_t i = 0; i < places.size(); ++i) {
            ++total;
            if (!places[i].clear)
                continue;
            ++clear;
            const Box card = cardOf(places[i], requests[i]);
            for (const OrientedRect &rect : bases)
                QVERIFY2(!sampledOverlap(card, rect), qPrintable(QStringLiteral("table %1 card %2").arg(table).arg(i)));
            for (std::size_t j = 0; j < places.size(); ++j) {
                if (j == i)
                    continue;
                const Box other = cardOf(places[j], requests[j]);
                const bool apart = card.high.x <= other.low.x || other.high.x <= card.low.x ||
                                   card.high.y <= other.low.y || other.high.y <= card.low.y;
                QVERIFY2(apart || !places[j].clear,
                         qPrintable(QStringLiteral("table %1 cards %2 and %3").arg(table).arg(i).arg(j)));
            }
        }
    }
    // A table of under twenty groups has room for every card.
    QCOMPARE(clear, total);
}

QTEST_GUILESS_MAIN(TestLabelPlacement)
#include "tst_labelplacement.moc"
