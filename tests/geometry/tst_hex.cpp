// SPDX-License-Identifier: GPL-3.0-or-later
// Hex coordinates of the Nieuport 1600 map: offset <-> axial, printed labels, neighbours,
// distance, the map's bounds.

#include "geometry/hex.h"
#include "geometry/hexmap.h"
#include "geometry/hexoffset.h"

#include "hextesting.h"

#include <QTest>

#include <stdexcept>

using namespace adjutant::geometry;
using hextesting::at;
using hextesting::labelled;

class TestHex : public QObject
{
    Q_OBJECT

private slots:
    void offsetToAxial_data();
    void offsetToAxial();
    void roundTripOverAMap();

    void labels_data();
    void labels();
    void badLabels_data();
    void badLabels();
    void unlabelledHexes_data();
    void unlabelledHexes();

    void neighbours_data();
    void neighbours();
    void neighboursFromTheRulesText_data();
    void neighboursFromTheRulesText();

    void distance_data();
    void distance();
    void distanceIsAMetric();
    void rotationKeepsDistance();

    void mapBounds_data();
    void mapBounds();
    void offMapHexesAreRefused_data();
    void offMapHexesAreRefused();
    void emptyMapsAreRefused();
};

void TestHex::offsetToAxial_data()
{
    QTest::addColumn<HexOffset>("offset");
    QTest::addColumn<Hex>("axial");
    // Worked on paper: q is the column; r drops by one every two columns because each odd
    // column sits half a hex lower than the even column to its left.
    QTest::newRow("column 0 row 0 is the origin") << HexOffset{0, 0} << Hex{0, 0};
    QTest::newRow("column 0 row 5 is straight down") << HexOffset{0, 5} << Hex{0, 5};
    QTest::newRow("column 1 row 0 sits low, q 1 r 0") << HexOffset{1, 0} << Hex{1, 0};
    QTest::newRow("column 2 row 0 is q 2 r -1") << HexOffset{2, 0} << Hex{2, -1};
    QTest::newRow("column 3 row 0 is q 3 r -1") << HexOffset{3, 0} << Hex{3, -1};
    QTest::newRow("column 13 row 7 (label 1408) is q 13 r 1") << HexOffset{13, 7} << Hex{13, 1};
    QTest::newRow("column 12 row 8 (label 1309) is q 12 r 2") << HexOffset{12, 8} << Hex{12, 2};
    QTest::newRow("column -1 row 0 left of the map") << HexOffset{-1, 0} << Hex{-1, 1};
    QTest::newRow("column -2 row -3 left of and above the map") << HexOffset{-2, -3} << Hex{-2, -2};
}

void TestHex::offsetToAxial()
{
    QFETCH(HexOffset, offset);
    QFETCH(Hex, axial);
    QCOMPARE(toHex(offset), axial);
    QCOMPARE(toOffset(axial), offset);
}

void TestHex::roundTripOverAMap()
{
    // Every hex of a 30 x 20 map and a margin round off the map: offset -> axial -> offset.
    for (int column = -3; column < 33; ++column) {
        for (int row = -3; row < 23; ++row) {
            const HexOffset offset{column, row};
            QCOMPARE(toOffset(toHex(offset)), offset);
            QCOMPARE(toHex(offset).q, column);
        }
    }
}

void TestHex::labels_data()
{
    QTest::addColumn<QString>("label");
    QTest::addColumn<HexOffset>("offset");
    // The labels printed on the map count from 01; the model counts from 0.
    QTest::newRow("0101 is the first hex") << "0101" << HexOffset{0, 0};
    QTest::newRow("Scenario 1 bad day: 1408") << "1408" << HexOffset{13, 7};
    QTest::newRow("Scenario 1 victory hex 1105") << "1105" << HexOffset{10, 4};
    QTest::newRow("Scenario 1 Alberto de Austria 2008") << "2008" << HexOffset{19, 7};
    QTest::newRow("9999 is the last label") << "9999" << HexOffset{98, 98};
}

void TestHex::labels()
{
    QFETCH(QString, label);
    QFETCH(HexOffset, offset);
    const auto parsed = parseHexLabel(label.toStdString());
    QVERIFY(parsed.has_value());
    QCOMPARE(*parsed, offset);
    QCOMPARE(QString::fromStdString(hexLabel(offset)), label);
}

void TestHex::badLabels_data()
{
    QTest::addColumn<QString>("label");
    QTest::newRow("empty") << "";
    QTest::newRow("three digits") << "140";
    QTest::newRow("five digits") << "14080";
    QTest::newRow("letter") << "14a8";
    QTest::newRow("column 00") << "0008";
    QTest::newRow("row 00") << "1400";
    QTest::newRow("sign") << "-408";
}

void TestHex::badLabels()
{
    QFETCH(QString, label);
    QVERIFY(!parseHexLabel(label.toStdString()).has_value());
}

void TestHex::unlabelledHexes_data()
{
    QTest::addColumn<HexOffset>("offset");
    QTest::newRow("column -1") << HexOffset{-1, 0};
    QTest::newRow("row -1") << HexOffset{0, -1};
    QTest::newRow("column 99 (label 100)") << HexOffset{99, 0};
    QTest::newRow("row 99 (label 100)") << HexOffset{0, 99};
}

void TestHex::unlabelledHexes()
{
    QFETCH(HexOffset, offset);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, hexLabel(offset));
}

void TestHex::neighbours_data()
{
    QTest::addColumn<HexOffset>("centre");
    QTest::addColumn<QList<HexOffset>>("expected"); // N, NE, SE, S, SW, NW
    // Drawn on paper: an even column sits high, so its right and left neighbours are one row up
    // and level; an odd column sits low, so they are level and one row down.
    QTest::newRow("even column 2 row 2")
        << HexOffset{2, 2} << QList<HexOffset>{{2, 1}, {3, 1}, {3, 2}, {2, 3}, {1, 2}, {1, 1}};
    QTest::newRow("odd column 3 row 2")
        << HexOffset{3, 2} << QList<HexOffset>{{3, 1}, {4, 2}, {4, 3}, {3, 3}, {2, 3}, {2, 2}};
    QTest::newRow("corner column 0 row 0, four neighbours off the map")
        << HexOffset{0, 0} << QList<HexOffset>{{0, -1}, {1, -1}, {1, 0}, {0, 1}, {-1, 0}, {-1, -1}};
}

void TestHex::neighbours()
{
    QFETCH(HexOffset, centre);
    QFETCH(QList<HexOffset>, expected);
    const auto around = adjutant::geometry::neighbours(toHex(centre));
    QList<HexOffset> actual;
    for (const Hex &hex : around)
        actual.append(toOffset(hex));
    QCOMPARE(actual, expected);
    for (int side = 0; side < kHexSides; ++side) {
        const Hex next = around[static_cast<std::size_t>(side)];
        QCOMPARE(hexDistance(toHex(centre), next), 1);
        QVERIFY(adjacent(toHex(centre), next));
        QCOMPARE(directionTo(toHex(centre), next), std::optional(static_cast<HexDirection>(side)));
        QCOMPARE(directionTo(next, toHex(centre)),
                 std::optional(turned(static_cast<HexDirection>(side), 3)));
    }
}

void TestHex::neighboursFromTheRulesText_data()
{
    QTest::addColumn<QString>("a");
    QTest::addColumn<QString>("b");
    QTest::addColumn<int>("distance");
    // Scenario 1, Bad day to fire: "This applies if a unit in 1408 fires at 1309 or 1308": both
    // are at fire range 1 (N1600 10.4, "the neighboring hex").
    QTest::newRow("Scenario 1 bad day: 1408 fires at 1308") << "1408"
                                                            << "1308" << 1;
    QTest::newRow("Scenario 1 bad day: 1408 fires at 1309") << "1408"
                                                            << "1309" << 1;
    QTest::newRow("1408 and 1307 are not neighbours") << "1408"
                                                      << "1307" << 2;
    // The tercios' two hexes are neighbours (N1600 2.2, 7.2).
    QTest::newRow("Scenario 1 Tercios de mutineers 1704-1705") << "1704"
                                                               << "1705" << 1;
    QTest::newRow("Scenario 1 Tercio de Monroy & Villar 1806-1807") << "1806"
                                                                    << "1807" << 1;
    QTest::newRow("Scenario 2 Tercios de Zapena & Avila 2207-2208") << "2207"
                                                                    << "2208" << 1;
    // N1600 8.6: an M unit "must remain two hexes or fewer from its double unit".
    QTest::newRow("Scenario 1 Mutineers (Musketeers) 1603 by 1704") << "1603"
                                                                    << "1704" << 1;
    QTest::newRow("Scenario 1 M & Villar (Musketeers) 1706 by 1806") << "1706"
                                                                     << "1806" << 1;
    QTest::newRow("Scenario 2 Mutineers (Musketeers) 1904 by 2004") << "1904"
                                                                    << "2004" << 1;
    QTest::newRow("Scenario 2 M & Villar 2006 by 2106") << "2006"
                                                        << "2106" << 1;
}

void TestHex::neighboursFromTheRulesText()
{
    QFETCH(QString, a);
    QFETCH(QString, b);
    QFETCH(int, distance);
    const Hex first = labelled(qPrintable(a));
    const Hex second = labelled(qPrintable(b));
    QCOMPARE(hexDistance(first, second), distance);
    QCOMPARE(adjacent(first, second), distance == 1);
}

void TestHex::distance_data()
{
    QTest::addColumn<HexOffset>("a");
    QTest::addColumn<HexOffset>("b");
    QTest::addColumn<int>("distance");
    // Counted on paper, one step per hex entered (N1600 1.2: the far hex counts, the near one
    // does not).
    QTest::newRow("same hex") << HexOffset{4, 4} << HexOffset{4, 4} << 0;
    QTest::newRow("down a column 5 rows") << HexOffset{0, 0} << HexOffset{0, 5} << 5;
    QTest::newRow("next column, low neighbour") << HexOffset{0, 0} << HexOffset{1, 0} << 1;
    QTest::newRow("two columns along row 0") << HexOffset{0, 0} << HexOffset{2, 0} << 2;
    QTest::newRow("four columns along row 0") << HexOffset{0, 0} << HexOffset{4, 0} << 4;
    QTest::newRow("3 columns right, 3 rows down: 3 diagonal + 2 down")
        << HexOffset{0, 0} << HexOffset{3, 3} << 5;
    QTest::newRow("3 columns right, 1 row down: diagonal only")
        << HexOffset{0, 0} << HexOffset{3, 1} << 3;
    QTest::newRow("4 columns right, 2 rows up: diagonal only")
        << HexOffset{0, 4} << HexOffset{4, 2} << 4;
    QTest::newRow("4 columns right, 3 rows up: diagonal + 1 up")
        << HexOffset{0, 4} << HexOffset{4, 1} << 5;
    QTest::newRow("artillery range 10 straight east along row 8")
        << HexOffset{4, 8} << HexOffset{14, 8} << 10;
    QTest::newRow("Scenario 1: Dutch gun 1102 to Spanish gun 2102")
        << HexOffset{10, 1} << HexOffset{20, 1} << 10;
}

void TestHex::distance()
{
    QFETCH(HexOffset, a);
    QFETCH(HexOffset, b);
    QFETCH(int, distance);
    QCOMPARE(hexDistance(toHex(a), toHex(b)), distance);
    QCOMPARE(hexDistance(toHex(b), toHex(a)), distance);
}

void TestHex::distanceIsAMetric()
{
    // Every pair and triple of hexes in a 7 x 7 patch: symmetric, zero only for the same hex,
    // triangle inequality, and neighbours at 1.
    QList<Hex> patch;
    for (int column = 0; column < 7; ++column) {
        for (int row = 0; row < 7; ++row)
            patch.append(at(column, row));
    }
    for (const Hex &a : patch) {
        for (const Hex &b : patch) {
            const int ab = hexDistance(a, b);
            QCOMPARE(hexDistance(b, a), ab);
            QCOMPARE(ab == 0, a == b);
            QVERIFY(ab >= 0);
            for (const Hex &c : patch)
                QVERIFY2(hexDistance(a, c) <= ab + hexDistance(b, c), "triangle inequality");
        }
    }
}

void TestHex::rotationKeepsDistance()
{
    const Hex centre = at(10, 10);
    for (int column = 5; column < 16; ++column) {
        for (int row = 5; row < 16; ++row) {
            const Hex a = at(column, row);
            const Hex b = at(20 - row, column);
            for (int turn = 1; turn < 6; ++turn) {
                QCOMPARE(hexDistance(rotatedAbout(a, centre, turn), rotatedAbout(b, centre, turn)),
                         hexDistance(a, b));
            }
            QCOMPARE(rotatedAbout(a, centre, 6), a);
            QCOMPARE(rotatedAbout(rotatedAbout(a, centre, 1), centre, -1), a);
        }
    }
    // One turn clockwise takes each hexside to the next.
    for (int side = 0; side < kHexSides; ++side) {
        const auto direction = static_cast<HexDirection>(side);
        QCOMPARE(rotatedClockwise(step(direction), 1), step(turned(direction, 1)));
    }
}

void TestHex::mapBounds_data()
{
    QTest::addColumn<HexOffset>("offset");
    QTest::addColumn<bool>("onMap");
    QTest::newRow("first hex") << HexOffset{0, 0} << true;
    QTest::newRow("last hex") << HexOffset{11, 7} << true;
    QTest::newRow("column 12 of 12") << HexOffset{12, 0} << false;
    QTest::newRow("row 8 of 8") << HexOffset{0, 8} << false;
    QTest::newRow("column -1") << HexOffset{-1, 3} << false;
    QTest::newRow("row -1") << HexOffset{3, -1} << false;
}

void TestHex::mapBounds()
{
    QFETCH(HexOffset, offset);
    QFETCH(bool, onMap);
    const HexMap map(12, 8);
    QCOMPARE(map.contains(offset), onMap);
    QCOMPARE(map.contains(toHex(offset)), onMap);
    if (onMap)
        QCOMPARE(map.hexAt(offset), toHex(offset));
}

void TestHex::offMapHexesAreRefused_data()
{
    QTest::addColumn<HexOffset>("offset");
    QTest::addColumn<QString>("message");
    QTest::newRow("column 12 on a 12 x 8 map")
        << HexOffset{12, 0} << "hexAt: hex column 12, row 0 is off the 12 x 8 map";
    QTest::newRow("row -1 on a 12 x 8 map")
        << HexOffset{3, -1} << "hexAt: hex column 3, row -1 is off the 12 x 8 map";
}

void TestHex::offMapHexesAreRefused()
{
    QFETCH(HexOffset, offset);
    QFETCH(QString, message);
    const HexMap map(12, 8);
    try {
        map.hexAt(offset);
        QFAIL("an off-map hex was accepted");
    } catch (const std::invalid_argument &error) {
        QCOMPARE(QString::fromUtf8(error.what()), message);
    }
}

void TestHex::emptyMapsAreRefused()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HexMap(0, 8));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, HexMap(12, -1));
}

QTEST_GUILESS_MAIN(TestHex)
#include "tst_hex.moc"
