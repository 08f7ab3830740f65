// SPDX-License-Identifier: GPL-3.0-or-later
// Where a drawn hex map puts its hexes: hand-made centres, and invariants over a whole map
// (neighbours one row height apart in their hexside's direction, shared corners, every point
// inside a hex found in it, the map's edges on the outer hexes).

#include "geometry/hex.h"
#include "geometry/hexfacing.h"
#include "geometry/hexlayout.h"

#include <QTest>

#include <cmath>
#include <numbers>
#include <stdexcept>

using namespace adjutant::geometry;

namespace {

constexpr double kSqrt3 = std::numbers::sqrt3;

bool near(Point a, Point b)
{
    return std::abs(a.x - b.x) < 1e-9 && std::abs(a.y - b.y) < 1e-9;
}

} // namespace

class TestHexLayout : public QObject
{
    Q_OBJECT

private slots:
    void handMadeCentres();
    void neighboursLieAcrossTheirHexside();
    void cornersAreSharedAndFacingVerticesPointTheirWay();
    void pointsFindTheirHex();
    void mapEdgesTouchTheOuterHexes();
    void refusesAnEmptyMap();
};

// A 3 x 2 map of radius 10: column 0 starts at the top edge, column 1 half a hex lower.
void TestHexLayout::handMadeCentres()
{
    const HexLayout layout(3, 2, 10.0);
    QCOMPARE(layout.width(), 50.0);          // 10 * (1.5 * 3 + 0.5)
    QCOMPARE(layout.depth(), 10 * kSqrt3 * 2.5);
    QVERIFY(near(layout.centre({0, 0}), Point{10, layout.depth() - 5 * kSqrt3}));
    QVERIFY(near(layout.centre({1, 0}), Point{25, layout.depth() - 10 * kSqrt3}));
    QVERIFY(near(layout.centre({2, 1}), Point{40, layout.depth() - 15 * kSqrt3}));
    // Vertex 1 points east, vertex 4 west: a flat-topped hex's pointed sides.
    QVERIFY(near(layout.corner({0, 0}, 1), Point{20, layout.depth() - 5 * kSqrt3}));
    QVERIFY(near(layout.corner({0, 0}, 4), Point{0, layout.depth() - 5 * kSqrt3}));
}

void TestHexLayout::neighboursLieAcrossTheirHexside()
{
    const HexLayout layout(9, 7);
    for (int column = 0; column < 9; ++column) {
        for (int row = 0; row < 7; ++row) {
            const Hex hex = toHex({column, row});
            for (int side = 0; side < kHexSides; ++side) {
                const Hex next = neighbour(hex, static_cast<HexDirection>(side));
                const Point d = layout.centre(toOffset(next)) - layout.centre({column, row});
                // One row height away, at 60 degrees a hexside clockwise from the top.
                const double bearing = side * std::numbers::pi / 3;
                QVERIFY(near(d, Point{std::sin(bearing), std::cos(bearing)} *
                                    (kSqrt3 * layout.radius())));
            }
        }
    }
}

void TestHexLayout::cornersAreSharedAndFacingVerticesPointTheirWay()
{
    const HexLayout layout(6, 6);
    for (int column = 0; column < 6; ++column) {
        for (int row = 0; row < 6; ++row) {
            const HexOffset here{column, row};
            for (int vertex = 0; vertex < 6; ++vertex) {
                const HexFacing facing(vertex);
                // The faced vertex lies between the two front hexsides' neighbours, and is a
                // corner of both.
                const Point corner = layout.corner(here, vertex);
                for (HexDirection side : {facing.frontLeftSide(), facing.frontRightSide()}) {
                    const HexOffset other = toOffset(neighbour(toHex(here), side));
                    bool shared = false;
                    for (const Point &p : layout.corners(other))
                        shared = shared || near(p, corner);
                    QVERIFY2(shared, qPrintable(QStringLiteral("vertex %1 of %2,%3")
                                                    .arg(vertex).arg(column).arg(row)));
                }
            }
        }
    }
}

void TestHexLayout::pointsFindTheirHex()
{
    const HexLayout layout(8, 5);
    for (int column = 0; column < 8; ++column) {
        for (int row = 0; row < 5; ++row) {
            const HexOffset hex{column, row};
            const Point centre = layout.centre(hex);
            QCOMPARE(layout.hexAt(centre), hex);
            // Nine tenths of the way to each corner and to each hexside's middle: still inside.
            for (int vertex = 0; vertex < 6; ++vertex) {
                const Point corner = layout.corner(hex, vertex);
                const Point next = layout.corner(hex, (vertex + 1) % 6);
                QCOMPARE(layout.hexAt(centre + (corner - centre) * 0.9), hex);
                QCOMPARE(layout.hexAt(centre + ((corner + next) * 0.5 - centre) * 0.9), hex);
            }
        }
    }
    QVERIFY(!layout.mapHexAt({-1, 1}).has_value());
    QVERIFY(!layout.mapHexAt({1, layout.depth() + 1}).has_value());
    QCOMPARE(layout.mapHexAt(layout.centre({7, 4})), std::optional<HexOffset>(HexOffset{7, 4}));
}

void TestHexLayout::mapEdgesTouchTheOuterHexes()
{
    const HexLayout layout(5, 4);
    double left = 1e9, right = -1e9, bottom = 1e9, top = -1e9;
    for (int column = 0; column < 5; ++column) {
        for (int row = 0; row < 4; ++row) {
            for (const Point &p : layout.corners({column, row})) {
                left = std::min(left, p.x);
                right = std::max(right, p.x);
                bottom = std::min(bottom, p.y);
                top = std::max(top, p.y);
            }
        }
    }
    QVERIFY(std::abs(left) < 1e-9);
    QVERIFY(std::abs(bottom) < 1e-9);
    QVERIFY(std::abs(right - layout.width()) < 1e-9);
    QVERIFY(std::abs(top - layout.depth()) < 1e-9);
}

void TestHexLayout::refusesAnEmptyMap()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HexLayout(0, 3));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HexLayout(3, 3, 0.0));
}

QTEST_APPLESS_MAIN(TestHexLayout)
#include "tst_hexlayout.moc"
