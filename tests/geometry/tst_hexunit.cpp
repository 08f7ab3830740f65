// SPDX-License-Identifier: GPL-3.0-or-later
// Units on the hex map: facing a vertex (N1600 7), simple and double placements, frontal, flank
// and rear hexes (N1600 7.1, 7.2), the 1.2 distance between units, counter-march and pivot.

#include "geometry/hexarc.h"
#include "geometry/hexfacing.h"
#include "geometry/hexunit.h"

#include "hextesting.h"

#include <QTest>

#include <set>
#include <stdexcept>

using namespace adjutant::geometry;
using hextesting::at;
using hextesting::labelled;
using hextesting::sorted;

namespace {

QList<Hex> list(std::initializer_list<Hex> hexes)
{
    return QList<Hex>(hexes);
}

template <std::size_t N> QList<Hex> list(const HexList<N> &hexes)
{
    return QList<Hex>(hexes.begin(), hexes.end());
}

} // namespace

class TestHexUnit : public QObject
{
    Q_OBJECT

private slots:
    void facingVertices_data();
    void facingVertices();
    void facingsOutsideZeroToFiveAreRefused_data();
    void facingsOutsideZeroToFiveAreRefused();
    void vertexTurns_data();
    void vertexTurns();

    void simpleUnitArcs_data();
    void simpleUnitArcs();
    void doubleUnitArcs_data();
    void doubleUnitArcs();
    void arcsSplitTheNeighbours_data();
    void arcsSplitTheNeighbours();
    void simpleUnitHasNoCentralFrontalHex();

    void doubleUnitFromItsHexes_data();
    void doubleUnitFromItsHexes();
    void misplacedDoubleUnitsAreRefused_data();
    void misplacedDoubleUnitsAreRefused();
    void halvesOfADoubleUnit();

    void unitDistance_data();
    void unitDistance();

    void counterMarch_data();
    void counterMarch();
    void pivot_data();
    void pivot();
    void simpleUnitsDoNotPivot();

    void rotationKeepsEveryClassification_data();
    void rotationKeepsEveryClassification();
};

void TestHexUnit::facingVertices_data()
{
    QTest::addColumn<int>("vertex");
    QTest::addColumn<int>("compassDegrees");
    QTest::addColumn<HexDirection>("frontLeft");
    QTest::addColumn<HexDirection>("frontRight");
    // N1600 7: "Units must face a hex vertex"; the vertex lies between two hexsides.
    QTest::newRow("N1600 7: vertex 0, upper right")
        << 0 << 30 << HexDirection::North << HexDirection::NorthEast;
    QTest::newRow("N1600 7: vertex 1, east")
        << 1 << 90 << HexDirection::NorthEast << HexDirection::SouthEast;
    QTest::newRow("N1600 7: vertex 2, lower right")
        << 2 << 150 << HexDirection::SouthEast << HexDirection::South;
    QTest::newRow("N1600 7: vertex 3, lower left")
        << 3 << 210 << HexDirection::South << HexDirection::SouthWest;
    QTest::newRow("N1600 7: vertex 4, west")
        << 4 << 270 << HexDirection::SouthWest << HexDirection::NorthWest;
    QTest::newRow("N1600 7: vertex 5, upper left")
        << 5 << 330 << HexDirection::NorthWest << HexDirection::North;
}

void TestHexUnit::facingVertices()
{
    QFETCH(int, vertex);
    QFETCH(int, compassDegrees);
    QFETCH(HexDirection, frontLeft);
    QFETCH(HexDirection, frontRight);
    const HexFacing facing(vertex);
    QCOMPARE(facing.vertex(), vertex);
    QCOMPARE(facing.compassDegrees(), compassDegrees);
    QCOMPARE(facing.frontLeftSide(), frontLeft);
    QCOMPARE(facing.frontRightSide(), frontRight);
    QCOMPARE(HexFacing::fromVertex(vertex), std::optional(facing));
    QCOMPARE(facing.opposite().compassDegrees(), (compassDegrees + 180) % 360);
    QCOMPARE(facing.turned(1).vertex(), (vertex + 1) % 6);
    QCOMPARE(facing.turned(-1).vertex(), (vertex + 5) % 6);
}

void TestHexUnit::facingsOutsideZeroToFiveAreRefused_data()
{
    QTest::addColumn<int>("vertex");
    QTest::newRow("facing -1") << -1;
    QTest::newRow("facing 6") << 6;
    QTest::newRow("facing 60 (degrees, not a vertex)") << 60;
}

void TestHexUnit::facingsOutsideZeroToFiveAreRefused()
{
    QFETCH(int, vertex);
    QVERIFY(!HexFacing::fromVertex(vertex).has_value());
    try {
        HexFacing facing(vertex);
        QFAIL(qPrintable(QStringLiteral("facing %1 was accepted").arg(facing.vertex())));
    } catch (const std::invalid_argument &error) {
        QCOMPARE(QString::fromUtf8(error.what()),
                 QStringLiteral("facing %1 is not a vertex 0 to 5 (N1600 7: units face a hex "
                                "vertex)")
                     .arg(vertex));
    }
}

void TestHexUnit::vertexTurns_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::addColumn<int>("turns");
    // N1600 7.1: facing changes cost "per vertex"; counter-march is "180 degrees".
    QTest::newRow("N1600 7.1: no change") << 2 << 2 << 0;
    QTest::newRow("N1600 7.1: one vertex clockwise") << 0 << 1 << 1;
    QTest::newRow("N1600 7.1: one vertex anticlockwise across 0") << 0 << 5 << 1;
    QTest::newRow("N1600 7.1: two vertices") << 5 << 1 << 2;
    QTest::newRow("N1600 7.1: 180 degrees is three vertices") << 1 << 4 << 3;
}

void TestHexUnit::vertexTurns()
{
    QFETCH(int, from);
    QFETCH(int, to);
    QFETCH(int, turns);
    QCOMPARE(adjutant::geometry::vertexTurns(HexFacing(from), HexFacing(to)), turns);
    QCOMPARE(adjutant::geometry::vertexTurns(HexFacing(to), HexFacing(from)), turns);
}

void TestHexUnit::simpleUnitArcs_data()
{
    QTest::addColumn<int>("facing");
    QTest::addColumn<QList<Hex>>("frontal");
    QTest::addColumn<QList<Hex>>("flank");
    QTest::addColumn<QList<Hex>>("rear");
    // A simple unit at column 4, row 4 (an even column, sitting high). Its neighbours, drawn on
    // paper: N (4,3), NE (5,3), SE (5,4), S (4,5), SW (3,4), NW (3,3). Lists run left to right
    // as the unit looks ahead. N1600 7.1: "2 frontal hexes, 2 flank and 2 rear".
    QTest::newRow("N1600 7.1 facing 0 (upper right): frontal N, NE")
        << 0 << list({at(4, 3), at(5, 3)}) << list({at(3, 3), at(5, 4)})
        << list({at(3, 4), at(4, 5)});
    QTest::newRow("N1600 7.1 facing 1 (east): frontal NE, SE")
        << 1 << list({at(5, 3), at(5, 4)}) << list({at(4, 3), at(4, 5)})
        << list({at(3, 3), at(3, 4)});
    QTest::newRow("N1600 7.1 facing 2 (lower right): frontal SE, S")
        << 2 << list({at(5, 4), at(4, 5)}) << list({at(5, 3), at(3, 4)})
        << list({at(4, 3), at(3, 3)});
    QTest::newRow("N1600 7.1 facing 3 (lower left): frontal S, SW")
        << 3 << list({at(4, 5), at(3, 4)}) << list({at(5, 4), at(3, 3)})
        << list({at(5, 3), at(4, 3)});
    QTest::newRow("N1600 7.1 facing 4 (west): frontal SW, NW")
        << 4 << list({at(3, 4), at(3, 3)}) << list({at(4, 5), at(4, 3)})
        << list({at(5, 4), at(5, 3)});
    QTest::newRow("N1600 7.1 facing 5 (upper left): frontal NW, N")
        << 5 << list({at(3, 3), at(4, 3)}) << list({at(3, 4), at(5, 3)})
        << list({at(4, 5), at(5, 4)});
}

void TestHexUnit::simpleUnitArcs()
{
    QFETCH(int, facing);
    QFETCH(QList<Hex>, frontal);
    QFETCH(QList<Hex>, flank);
    QFETCH(QList<Hex>, rear);
    const HexUnit unit = HexUnit::simple(at(4, 4), HexFacing(facing));
    QCOMPARE(list(frontalHexes(unit)), frontal);
    QCOMPARE(list(flankHexes(unit)), flank);
    QCOMPARE(list(rearHexes(unit)), rear);
    for (const Hex &hex : frontal)
        QCOMPARE(arcOf(unit, hex), HexArc::Frontal);
    for (const Hex &hex : flank)
        QCOMPARE(arcOf(unit, hex), HexArc::Flank);
    for (const Hex &hex : rear)
        QCOMPARE(arcOf(unit, hex), HexArc::Rear);
    QCOMPARE(arcOf(unit, at(4, 4)), HexArc::Own);
    QCOMPARE(arcOf(unit, at(4, 2)), HexArc::NotAdjacent);
    QCOMPARE(arcOf(unit, at(6, 4)), HexArc::NotAdjacent);
}

void TestHexUnit::doubleUnitArcs_data()
{
    QTest::addColumn<HexUnit>("unit");
    QTest::addColumn<QList<Hex>>("frontal");
    QTest::addColumn<QList<Hex>>("flank");
    QTest::addColumn<QList<Hex>>("rear");
    // N1600 7.2: "A double unit has 3 frontal hexes, 2 flank and 3 rear." Worked on paper, left
    // to right as the unit looks ahead.
    // Scenario 1, Tercios de mutineers 1704-1705, facing the Dutch on the west edge: the left
    // half is the south hex 1705, the right half 1704.
    QTest::newRow("N1600 7.2 Scenario 1 tercio 1704-1705 facing west")
        << HexUnit::doubleUnit(labelled("1705"), labelled("1704"), HexFacing(4))
        << list({labelled("1605"), labelled("1604"), labelled("1603")})
        << list({labelled("1706"), labelled("1703")})
        << list({labelled("1805"), labelled("1804"), labelled("1803")});
    // A Dutch double facing east in odd (low) column 5, rows 5 and 6.
    QTest::newRow("N1600 7.2 column 5 rows 5-6 facing east")
        << HexUnit::doubleUnit(at(5, 5), HexFacing(1)) << list({at(6, 5), at(6, 6), at(6, 7)})
        << list({at(5, 4), at(5, 7)}) << list({at(4, 5), at(4, 6), at(4, 7)});
    // A double on the slant, facing vertex 0: halves (2,4) and its SE neighbour (3,4).
    QTest::newRow("N1600 7.2 (2,4)-(3,4) facing upper right")
        << HexUnit::doubleUnit(at(2, 4), HexFacing(0)) << list({at(2, 3), at(3, 3), at(4, 4)})
        << list({at(1, 3), at(4, 5)}) << list({at(1, 4), at(2, 5), at(3, 5)});
    // The same two hexes facing the other way (lower left): the halves swap sides.
    QTest::newRow("N1600 7.2 (3,4)-(2,4) facing lower left")
        << HexUnit::doubleUnit(at(3, 4), HexFacing(3)) << list({at(3, 5), at(2, 5), at(1, 4)})
        << list({at(4, 5), at(1, 3)}) << list({at(4, 4), at(3, 3), at(2, 3)});
}

void TestHexUnit::doubleUnitArcs()
{
    QFETCH(HexUnit, unit);
    QFETCH(QList<Hex>, frontal);
    QFETCH(QList<Hex>, flank);
    QFETCH(QList<Hex>, rear);
    QVERIFY(unit.isDouble());
    QCOMPARE(list(frontalHexes(unit)), frontal);
    QCOMPARE(list(flankHexes(unit)), flank);
    QCOMPARE(list(rearHexes(unit)), rear);
    // N1600 11.2: "the central frontal hex of the attacking double unit".
    QCOMPARE(centralFrontalHex(unit), frontal[1]);
    QCOMPARE(arcOf(unit, unit.leftHex()), HexArc::Own);
    QCOMPARE(arcOf(unit, unit.rightHex()), HexArc::Own);
    for (const Hex &hex : frontal)
        QCOMPARE(arcOf(unit, hex), HexArc::Frontal);
    for (const Hex &hex : flank)
        QCOMPARE(arcOf(unit, hex), HexArc::Flank);
    for (const Hex &hex : rear)
        QCOMPARE(arcOf(unit, hex), HexArc::Rear);
}

void TestHexUnit::arcsSplitTheNeighbours_data()
{
    QTest::addColumn<HexUnit>("unit");
    for (int facing = 0; facing < 6; ++facing) {
        QTest::addRow("N1600 7.1 simple unit facing %d: 2 frontal, 2 flank, 2 rear", facing)
            << HexUnit::simple(at(6, 6), HexFacing(facing));
        QTest::addRow("N1600 7.2 double unit facing %d: 3 frontal, 2 flank, 3 rear", facing)
            << HexUnit::doubleUnit(at(6, 6), HexFacing(facing));
    }
}

void TestHexUnit::arcsSplitTheNeighbours()
{
    QFETCH(HexUnit, unit);
    // The arcs are disjoint, hold no own hex, and together are exactly the hexes touching the
    // unit; every other hex near it is NotAdjacent.
    std::set<std::pair<int, int>> touching;
    for (const Hex &own : unit.hexes()) {
        for (const Hex &hex : neighbours(own)) {
            if (!unit.occupies(hex))
                touching.insert({hex.q, hex.r});
        }
    }
    const auto frontal = frontalHexes(unit);
    const auto flank = flankHexes(unit);
    const auto rear = rearHexes(unit);
    QCOMPARE(frontal.size(), unit.isDouble() ? 3u : 2u);
    QCOMPARE(flank.size(), 2u);
    QCOMPARE(rear.size(), unit.isDouble() ? 3u : 2u);
    std::set<std::pair<int, int>> arcs;
    for (const Hex &hex : frontal)
        arcs.insert({hex.q, hex.r});
    for (const Hex &hex : flank)
        arcs.insert({hex.q, hex.r});
    for (const Hex &hex : rear)
        arcs.insert({hex.q, hex.r});
    QCOMPARE(arcs.size(), frontal.size() + flank.size() + rear.size());
    QCOMPARE(arcs, touching);
    for (int column = 2; column < 11; ++column) {
        for (int row = 2; row < 11; ++row) {
            const Hex hex = at(column, row);
            const bool isTouching = touching.count({hex.q, hex.r}) != 0;
            QCOMPARE(arcOf(unit, hex) == HexArc::NotAdjacent, !isTouching && !unit.occupies(hex));
        }
    }
    // The frontal hexes are where the unit faces: each is a neighbour across a front hexside.
    for (const Hex &hex : frontal) {
        bool ahead = false;
        for (const Hex &own : unit.hexes()) {
            ahead = ahead || hex == neighbour(own, unit.facing().frontLeftSide()) ||
                    hex == neighbour(own, unit.facing().frontRightSide());
        }
        QVERIFY(ahead);
    }
}

void TestHexUnit::simpleUnitHasNoCentralFrontalHex()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument,
                             centralFrontalHex(HexUnit::simple(at(4, 4), HexFacing(1))));
}

void TestHexUnit::doubleUnitFromItsHexes_data()
{
    QTest::addColumn<Hex>("a");
    QTest::addColumn<Hex>("b");
    QTest::addColumn<int>("facing");
    QTest::addColumn<Hex>("left");
    // The battle model stores a double unit as two hexes with one facing; the order is free.
    QTest::newRow("1704-1705 facing west: left half 1705")
        << labelled("1704") << labelled("1705") << 4 << labelled("1705");
    QTest::newRow("1705-1704 facing west: left half 1705")
        << labelled("1705") << labelled("1704") << 4 << labelled("1705");
    QTest::newRow("1704-1705 facing east: left half 1704")
        << labelled("1704") << labelled("1705") << 1 << labelled("1704");
    QTest::newRow("(2,4)-(3,4) facing upper right: left half (2,4)")
        << at(2, 4) << at(3, 4) << 0 << at(2, 4);
}

void TestHexUnit::doubleUnitFromItsHexes()
{
    QFETCH(Hex, a);
    QFETCH(Hex, b);
    QFETCH(int, facing);
    QFETCH(Hex, left);
    const HexUnit unit = HexUnit::doubleUnit(a, b, HexFacing(facing));
    QVERIFY(unit.isDouble());
    QCOMPARE(unit.leftHex(), left);
    QCOMPARE(unit.rightHex(), left == a ? b : a);
    QCOMPARE(unit.facing(), HexFacing(facing));
    QCOMPARE(unit.hexes().size(), 2u);
}

void TestHexUnit::misplacedDoubleUnitsAreRefused_data()
{
    QTest::addColumn<Hex>("a");
    QTest::addColumn<Hex>("b");
    QTest::addColumn<int>("facing");
    QTest::newRow("N1600 7.2: hexes not neighbours") << at(4, 4) << at(4, 6) << 1;
    QTest::newRow("N1600 7.2: the same hex twice") << at(4, 4) << at(4, 4) << 1;
    QTest::newRow("N1600 7.2: column pair facing upper right (echelon)")
        << labelled("1704") << labelled("1705") << 0;
    QTest::newRow("N1600 7.2: column pair facing lower left (echelon)")
        << labelled("1704") << labelled("1705") << 3;
}

void TestHexUnit::misplacedDoubleUnitsAreRefused()
{
    QFETCH(Hex, a);
    QFETCH(Hex, b);
    QFETCH(int, facing);
    try {
        HexUnit::doubleUnit(a, b, HexFacing(facing));
        QFAIL("a misplaced double unit was accepted");
    } catch (const std::invalid_argument &error) {
        const QString message = QString::fromUtf8(error.what());
        QVERIFY2(message.contains(QStringLiteral("must be neighbours side by side")),
                 qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("N1600 7.2")), qPrintable(message));
    }
}

void TestHexUnit::halvesOfADoubleUnit()
{
    // N1600 10.3: "Each hex of this unit acts independently as two simple infantry units."
    const HexUnit tercio = HexUnit::doubleUnit(labelled("1705"), HexFacing(4));
    const HexUnit left = tercio.half(HexHalf::Left);
    const HexUnit right = tercio.half(HexHalf::Right);
    QVERIFY(!left.isDouble());
    QCOMPARE(left.hex(), labelled("1705"));
    QCOMPARE(right.hex(), labelled("1704"));
    QCOMPARE(right.facing(), tercio.facing());
    QCOMPARE(list(frontalHexes(left)), list({labelled("1605"), labelled("1604")}));
    QCOMPARE(list(frontalHexes(right)), list({labelled("1604"), labelled("1603")}));
}

void TestHexUnit::unitDistance_data()
{
    QTest::addColumn<HexUnit>("a");
    QTest::addColumn<HexUnit>("b");
    QTest::addColumn<int>("distance");
    const HexFacing west(4);
    const HexFacing east(1);
    // N1600 1.2: "the hex of one unit counts but not that of the other unit".
    QTest::newRow("N1600 1.2: neighbours are 1 apart")
        << HexUnit::simple(labelled("1408"), west) << HexUnit::simple(labelled("1308"), east) << 1;
    QTest::newRow("N1600 1.2: one empty hex between is 2")
        << HexUnit::simple(at(4, 4), west) << HexUnit::simple(at(6, 4), east) << 2;
    QTest::newRow("N1600 1.2: stacked in one hex is 0")
        << HexUnit::simple(at(4, 4), west) << HexUnit::simple(at(4, 4), east) << 0;
    QTest::newRow("N1600 1.2 and 8.6: Mutineers 1603 next to their tercio 1704-1705")
        << HexUnit::simple(labelled("1603"), west) << HexUnit::doubleUnit(labelled("1705"), west)
        << 1;
    // 1808 is next to 1807 and two from 1806: the nearer half counts.
    QTest::newRow("N1600 1.2: double 1806-1807 to 1808 counts from 1807")
        << HexUnit::doubleUnit(labelled("1807"), west) << HexUnit::simple(labelled("1808"), west)
        << 1;
    QTest::newRow("N1600 1.2: double 1806-1807 to 1606 is 2")
        << HexUnit::doubleUnit(labelled("1807"), west) << HexUnit::simple(labelled("1606"), east)
        << 2;
    QTest::newRow("N1600 1.2: two doubles side by side 1806-1807 and 1808-1809")
        << HexUnit::doubleUnit(labelled("1807"), west)
        << HexUnit::doubleUnit(labelled("1809"), west) << 1;
    QTest::newRow("N1600 1.2: facing tercios 1806-1807 and 1406-1407 are 4 apart")
        << HexUnit::doubleUnit(labelled("1807"), west)
        << HexUnit::doubleUnit(labelled("1406"), east) << 4;
}

void TestHexUnit::unitDistance()
{
    QFETCH(HexUnit, a);
    QFETCH(HexUnit, b);
    QFETCH(int, distance);
    QCOMPARE(adjutant::geometry::unitDistance(a, b), distance);
    QCOMPARE(adjutant::geometry::unitDistance(b, a), distance);
}

void TestHexUnit::counterMarch_data()
{
    QTest::addColumn<HexUnit>("unit");
    QTest::addColumn<HexUnit>("expected");
    // N1600 7.1: "Simple units may counter-march (change facing 180 degrees)".
    QTest::newRow("N1600 7.1: simple unit facing east turns west")
        << HexUnit::simple(at(4, 4), HexFacing(1)) << HexUnit::simple(at(4, 4), HexFacing(4));
    // N1600 8.53: "change facing to the opposite direction (180 degrees) in the same two hexes".
    QTest::newRow("N1600 8.53: tercio 1704-1705 facing west turns east in the same hexes")
        << HexUnit::doubleUnit(labelled("1705"), HexFacing(4))
        << HexUnit::doubleUnit(labelled("1704"), HexFacing(1));
}

void TestHexUnit::counterMarch()
{
    QFETCH(HexUnit, unit);
    QFETCH(HexUnit, expected);
    const HexUnit turned = counterMarched(unit);
    QCOMPARE(turned, expected);
    QCOMPARE(sorted(turned.hexes()), sorted(unit.hexes()));
    QCOMPARE(counterMarched(turned), unit);
    // Front and rear swap.
    QCOMPARE(sorted(frontalHexes(turned)), sorted(rearHexes(unit)));
    QCOMPARE(sorted(flankHexes(turned)), sorted(flankHexes(unit)));
}

void TestHexUnit::pivot_data()
{
    QTest::addColumn<HexUnit>("unit");
    QTest::addColumn<HexPivot>("pivot");
    QTest::addColumn<HexUnit>("expected");
    // N1600 8.52: "half of the unit entering the new hex while the other half pivots in place".
    // The tercio 1704-1705 faces west; its central frontal hex is 1604.
    const HexUnit tercio = HexUnit::doubleUnit(labelled("1705"), HexFacing(4));
    QTest::newRow("N1600 8.52: right half 1704 stays, left half enters 1604, facing upper left")
        << tercio << HexPivot::OnRightHalf
        << HexUnit::doubleUnit(labelled("1604"), labelled("1704"), HexFacing(5));
    QTest::newRow("N1600 8.52: left half 1705 stays, right half enters 1604, facing lower left")
        << tercio << HexPivot::OnLeftHalf
        << HexUnit::doubleUnit(labelled("1705"), labelled("1604"), HexFacing(3));
}

void TestHexUnit::pivot()
{
    QFETCH(HexUnit, unit);
    QFETCH(HexPivot, pivot);
    QFETCH(HexUnit, expected);
    const HexUnit pivoted = adjutant::geometry::pivoted(unit, pivot);
    QCOMPARE(pivoted, expected);
    // One half stays, the other enters the central frontal hex: never backward.
    const Hex stays = pivot == HexPivot::OnRightHalf ? unit.rightHex() : unit.leftHex();
    QVERIFY(pivoted.occupies(stays));
    QVERIFY(pivoted.occupies(centralFrontalHex(unit)));
    QCOMPARE(adjutant::geometry::vertexTurns(unit.facing(), pivoted.facing()), 1);
}

void TestHexUnit::simpleUnitsDoNotPivot()
{
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, pivoted(HexUnit::simple(at(4, 4), HexFacing(1)),
                                                            HexPivot::OnLeftHalf));
}

void TestHexUnit::rotationKeepsEveryClassification_data()
{
    QTest::addColumn<HexUnit>("unit");
    QTest::addColumn<int>("sextants");
    for (int sextants = 1; sextants < 6; ++sextants) {
        for (int facing = 0; facing < 6; ++facing) {
            QTest::addRow("simple unit facing %d turned %d x 60 degrees", facing, sextants)
                << HexUnit::simple(at(9, 8), HexFacing(facing)) << sextants;
            QTest::addRow("double unit facing %d turned %d x 60 degrees", facing, sextants)
                << HexUnit::doubleUnit(at(11, 12), HexFacing(facing)) << sextants;
        }
    }
}

void TestHexUnit::rotationKeepsEveryClassification()
{
    QFETCH(HexUnit, unit);
    QFETCH(int, sextants);
    const Hex centre = at(10, 10);
    const HexUnit turned = rotatedAbout(unit, centre, sextants);
    QCOMPARE(turned.isDouble(), unit.isDouble());
    QCOMPARE(turned.facing(), unit.facing().turned(sextants));
    for (int column = 4; column < 18; ++column) {
        for (int row = 4; row < 18; ++row) {
            const Hex hex = at(column, row);
            QCOMPARE(arcOf(turned, rotatedAbout(hex, centre, sextants)), arcOf(unit, hex));
            QCOMPARE(adjutant::geometry::unitDistance(turned, rotatedAbout(hex, centre, sextants)),
                     adjutant::geometry::unitDistance(unit, hex));
        }
    }
}

QTEST_GUILESS_MAIN(TestHexUnit)
#include "tst_hexunit.moc"
