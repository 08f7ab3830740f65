// SPDX-License-Identifier: GPL-3.0-or-later
// Fire zones on the hex map (N1600 10.4): frontal and flank hexes for infantry and cavalry,
// 10 hexes out from the frontal hexes for artillery.

#include "geometry/hexfirezone.h"

#include "hextesting.h"

#include <QTest>

#include <set>
#include <stdexcept>

using namespace adjutant::geometry;
using hextesting::at;
using hextesting::labelled;
using hextesting::sorted;

Q_DECLARE_METATYPE(adjutant::geometry::HexUnitKind)

namespace {

// N1600 10.4: "the artillery whose range is 10 hexes", as resources/rulesets/nieuport1600/
// tables/measuring.json gives it to the measurer.
constexpr int kArtilleryRange = 10;

QList<Hex> zone(const HexMap &map, const HexUnit &unit, HexUnitKind kind)
{
    QList<Hex> hexes;
    forEachFireZoneHex(map, unit, kind, kArtilleryRange, [&](Hex hex) { hexes.append(hex); });
    return hexes;
}

} // namespace

class TestHexFireZone : public QObject
{
    Q_OBJECT

private slots:
    void inFireZone_data();
    void inFireZone();
    void zoneOfASimpleUnit_data();
    void zoneOfASimpleUnit();
    void zoneOfADoubleUnitAndItsHalves();
    void artilleryZoneSize_data();
    void artilleryZoneSize();
    void enumerationMatchesTheTest_data();
    void enumerationMatchesTheTest();
    void rotationKeepsTheZone();

    void badArtilleryRange();
    void badFirers_data();
    void badFirers();
};

void TestHexFireZone::inFireZone_data()
{
    QTest::addColumn<HexUnit>("firer");
    QTest::addColumn<HexUnitKind>("kind");
    QTest::addColumn<Hex>("target");
    QTest::addColumn<bool>("inZone");
    // A unit at (4,4), an even column sitting high, facing east (vertex 1): frontal NE (5,3) and
    // SE (5,4), flank N (4,3) and S (4,5), rear NW (3,3) and SW (3,4).
    const HexUnit east = HexUnit::simple(at(4, 4), HexFacing(1));
    QTest::newRow("N1600 10.4 infantry: frontal hex NE")
        << east << HexUnitKind::Infantry << at(5, 3) << true;
    QTest::newRow("N1600 10.4 infantry: frontal hex SE")
        << east << HexUnitKind::Infantry << at(5, 4) << true;
    QTest::newRow("N1600 10.4 infantry: flank hex N")
        << east << HexUnitKind::Infantry << at(4, 3) << true;
    QTest::newRow("N1600 10.4 cavalry: flank hex S")
        << east << HexUnitKind::Cavalry << at(4, 5) << true;
    QTest::newRow("N1600 10.4 infantry: rear hex NW is not")
        << east << HexUnitKind::Infantry << at(3, 3) << false;
    QTest::newRow("N1600 10.4 cavalry: rear hex SW is not")
        << east << HexUnitKind::Cavalry << at(3, 4) << false;
    QTest::newRow("N1600 10.4 infantry: 2 hexes ahead is out of range")
        << east << HexUnitKind::Infantry << at(6, 4) << false;
    QTest::newRow("N1600 10.4 infantry: own hex is not")
        << east << HexUnitKind::Infantry << at(4, 4) << false;
    // Scenario 1, Bad day to fire: "a unit in 1408 fires at 1309 or 1308": facing west both are
    // in its zone.
    const HexUnit west1408 = HexUnit::simple(labelled("1408"), HexFacing(4));
    QTest::newRow("Scenario 1 bad day: 1408 facing west fires at 1308")
        << west1408 << HexUnitKind::Infantry << labelled("1308") << true;
    QTest::newRow("Scenario 1 bad day: 1408 facing west fires at 1309")
        << west1408 << HexUnitKind::Infantry << labelled("1309") << true;

    // Artillery at (4,4) facing east: the wedge between the NE row (5,3) (6,3) (7,2) ... and
    // the SE row (5,4) (6,5) (7,5) ..., out to 10 hexes.
    const HexUnit gun = HexUnit::simple(at(4, 4), HexFacing(1));
    QTest::newRow("N1600 10.4 artillery: frontal hex NE at range 1")
        << gun << HexUnitKind::Artillery << at(5, 3) << true;
    QTest::newRow("N1600 10.4 artillery: frontal hex SE at range 1")
        << gun << HexUnitKind::Artillery << at(5, 4) << true;
    QTest::newRow("N1600 10.4 artillery: straight east through the vertex at 2")
        << gun << HexUnitKind::Artillery << at(6, 4) << true;
    QTest::newRow("N1600 10.4 artillery: along the NE row at 2")
        << gun << HexUnitKind::Artillery << at(6, 3) << true;
    QTest::newRow("N1600 10.4 artillery: along the SE row at 2")
        << gun << HexUnitKind::Artillery << at(6, 5) << true;
    QTest::newRow("N1600 10.4 artillery: north of the NE row is not")
        << gun << HexUnitKind::Artillery << at(6, 2) << false;
    QTest::newRow("N1600 10.4 artillery: south of the SE row is not")
        << gun << HexUnitKind::Artillery << at(6, 6) << false;
    QTest::newRow("N1600 10.4 artillery: flank hex N is not")
        << gun << HexUnitKind::Artillery << at(4, 3) << false;
    QTest::newRow("N1600 10.4 artillery: rear hex NW is not")
        << gun << HexUnitKind::Artillery << at(3, 3) << false;
    QTest::newRow("N1600 10.4 artillery: own hex is not")
        << gun << HexUnitKind::Artillery << at(4, 4) << false;
    QTest::newRow("N1600 10.4 artillery: straight east at 10")
        << gun << HexUnitKind::Artillery << at(14, 4) << true;
    QTest::newRow("N1600 10.4 artillery: straight east at 12 is out of range")
        << gun << HexUnitKind::Artillery << at(16, 4) << false;
    QTest::newRow("N1600 10.4 artillery: (15,4) at 11 is out of range")
        << gun << HexUnitKind::Artillery << at(15, 4) << false;
    QTest::newRow("N1600 10.4 artillery: end of the SE row at 10")
        << gun << HexUnitKind::Artillery << at(14, 9) << true;
    QTest::newRow("N1600 10.4 artillery: end of the NE row at 10 (above the map)")
        << gun << HexUnitKind::Artillery << at(14, -1) << true;
    QTest::newRow("N1600 10.4 artillery: SE row at 11 is out of range")
        << gun << HexUnitKind::Artillery << at(15, 10) << false;
    // Scenario 1: the Spanish gun in 2102 facing west reaches the Dutch gun in 1102.
    QTest::newRow("Scenario 1: gun 2102 facing west, Dutch gun 1102 at 10")
        << HexUnit::simple(labelled("2102"), HexFacing(4)) << HexUnitKind::Artillery
        << labelled("1102") << true;
    QTest::newRow("Scenario 1: gun 2102 facing upper left, 1102 outside the wedge")
        << HexUnit::simple(labelled("2102"), HexFacing(5)) << HexUnitKind::Artillery
        << labelled("1102") << false;
}

void TestHexFireZone::inFireZone()
{
    QFETCH(HexUnit, firer);
    QFETCH(HexUnitKind, kind);
    QFETCH(Hex, target);
    QFETCH(bool, inZone);
    QCOMPARE(adjutant::geometry::inFireZone(firer, kind, target, kArtilleryRange), inZone);
}

void TestHexFireZone::zoneOfASimpleUnit_data()
{
    QTest::addColumn<HexUnitKind>("kind");
    QTest::newRow("N1600 10.4 infantry") << HexUnitKind::Infantry;
    QTest::newRow("N1600 10.4 cavalry") << HexUnitKind::Cavalry;
}

void TestHexFireZone::zoneOfASimpleUnit()
{
    QFETCH(HexUnitKind, kind);
    const HexMap map(12, 10);
    const HexUnit unit = HexUnit::simple(at(4, 4), HexFacing(1));
    // "The frontal and flank hexagons of the infantry and cavalry constitute their fire zone."
    QCOMPARE(sorted(zone(map, unit, kind)),
             sorted(QList<Hex>{at(5, 3), at(5, 4), at(4, 3), at(4, 5)}));
    // In the top left corner facing east, frontal NE and flank N are off the map: frontal SE
    // (1,0) and flank S (0,1) remain. Facing upper left, all four are off the map.
    const HexUnit corner = HexUnit::simple(at(0, 0), HexFacing(1));
    QCOMPARE(sorted(zone(map, corner, kind)), sorted(QList<Hex>{at(1, 0), at(0, 1)}));
    QVERIFY(zone(map, HexUnit::simple(at(0, 0), HexFacing(5)), kind).isEmpty());
}

void TestHexFireZone::zoneOfADoubleUnitAndItsHalves()
{
    const HexMap map(25, 15);
    const HexUnit tercio = HexUnit::doubleUnit(labelled("1705"), HexFacing(4));
    // N1600 10.4 with 7.2: 3 frontal + 2 flank hexes.
    QCOMPARE(sorted(zone(map, tercio, HexUnitKind::Infantry)),
             sorted(QList<Hex>{labelled("1605"), labelled("1604"), labelled("1603"),
                               labelled("1706"), labelled("1703")}));
    // N1600 10.3: each half fires "as two simple infantry units"; its inner flank is the other
    // half, which can hold no enemy.
    QCOMPARE(
        sorted(zone(map, tercio.half(HexHalf::Left), HexUnitKind::Infantry)),
        sorted(QList<Hex>{labelled("1605"), labelled("1604"), labelled("1706"), labelled("1704")}));
    QCOMPARE(
        sorted(zone(map, tercio.half(HexHalf::Right), HexUnitKind::Infantry)),
        sorted(QList<Hex>{labelled("1604"), labelled("1603"), labelled("1703"), labelled("1705")}));
}

void TestHexFireZone::artilleryZoneSize_data()
{
    QTest::addColumn<HexUnit>("gun");
    QTest::addColumn<int>("hexes");
    // 2 hexes at range 1, 3 at range 2, ... 11 at range 10.
    for (int facing = 0; facing < 6; ++facing) {
        QTest::addRow("N1600 10.4 artillery facing %d in mid-map: 65 hexes", facing)
            << HexUnit::simple(at(20, 20), HexFacing(facing)) << 65;
    }
    // At the west edge facing west nothing is on the map; facing east the wedge is whole.
    QTest::newRow("N1600 10.4 artillery at the west edge facing west")
        << HexUnit::simple(at(0, 20), HexFacing(4)) << 0;
    QTest::newRow("N1600 10.4 artillery at the west edge facing east")
        << HexUnit::simple(at(0, 20), HexFacing(1)) << 65;
}

void TestHexFireZone::artilleryZoneSize()
{
    QFETCH(HexUnit, gun);
    QFETCH(int, hexes);
    const HexMap map(41, 41);
    const QList<Hex> found = zone(map, gun, HexUnitKind::Artillery);
    QCOMPARE(found.size(), hexes);
    std::set<std::pair<int, int>> distinct;
    int lastDistance = 0;
    for (const Hex &hex : found) {
        distinct.insert({hex.q, hex.r});
        const int distance = hexDistance(gun.hex(), hex);
        QVERIFY2(distance >= lastDistance, "nearest first");
        lastDistance = distance;
    }
    QCOMPARE(int(distinct.size()), hexes);
}

void TestHexFireZone::enumerationMatchesTheTest_data()
{
    QTest::addColumn<HexUnit>("firer");
    QTest::addColumn<HexUnitKind>("kind");
    for (int facing = 0; facing < 6; ++facing) {
        QTest::addRow("N1600 10.4 artillery facing %d near the north edge", facing)
            << HexUnit::simple(at(12, 3), HexFacing(facing)) << HexUnitKind::Artillery;
        QTest::addRow("N1600 10.4 infantry facing %d", facing)
            << HexUnit::simple(at(12, 3), HexFacing(facing)) << HexUnitKind::Infantry;
        QTest::addRow("N1600 10.4 double infantry facing %d", facing)
            << HexUnit::doubleUnit(at(12, 8), HexFacing(facing)) << HexUnitKind::Infantry;
    }
}

void TestHexFireZone::enumerationMatchesTheTest()
{
    QFETCH(HexUnit, firer);
    QFETCH(HexUnitKind, kind);
    const HexMap map(25, 15);
    QList<Hex> tested;
    for (int column = 0; column < map.columns(); ++column) {
        for (int row = 0; row < map.rows(); ++row) {
            if (adjutant::geometry::inFireZone(firer, kind, at(column, row), kArtilleryRange))
                tested.append(at(column, row));
        }
    }
    QCOMPARE(sorted(zone(map, firer, kind)), sorted(tested));
    for (const Hex &hex : tested)
        QVERIFY(adjutant::geometry::unitDistance(firer, hex) <= (kind == HexUnitKind::Artillery ? kArtilleryRange : 1));
}

void TestHexFireZone::rotationKeepsTheZone()
{
    const Hex centre = at(20, 20);
    const HexUnit gun = HexUnit::simple(at(18, 21), HexFacing(2));
    const HexUnit foot = HexUnit::doubleUnit(at(22, 19), HexFacing(5));
    for (int sextants = 1; sextants < 6; ++sextants) {
        const HexUnit gunTurned = rotatedAbout(gun, centre, sextants);
        const HexUnit footTurned = rotatedAbout(foot, centre, sextants);
        for (int column = 4; column < 37; ++column) {
            for (int row = 4; row < 37; ++row) {
                const Hex hex = at(column, row);
                const Hex turned = rotatedAbout(hex, centre, sextants);
                QCOMPARE(adjutant::geometry::inFireZone(gunTurned, HexUnitKind::Artillery, turned, kArtilleryRange),
                         adjutant::geometry::inFireZone(gun, HexUnitKind::Artillery, hex, kArtilleryRange));
                QCOMPARE(adjutant::geometry::inFireZone(footTurned, HexUnitKind::Infantry, turned, kArtilleryRange),
                         adjutant::geometry::inFireZone(foot, HexUnitKind::Infantry, hex, kArtilleryRange));
            }
        }
    }
}

void TestHexFireZone::badFirers_data()
{
    QTest::addColumn<HexUnit>("firer");
    QTest::addColumn<HexUnitKind>("kind");
    QTest::addColumn<QString>("message");
    QTest::newRow("N1600 2.1: a commander has no fire zone")
        << HexUnit::simple(at(4, 4), HexFacing(1)) << HexUnitKind::Commander
        << "a commander has no fire zone (N1600 2.1, 10.4)";
    QTest::newRow("N1600 2.2: artillery is not a double unit")
        << HexUnit::doubleUnit(at(4, 4), HexFacing(1)) << HexUnitKind::Artillery
        << "artillery at column 4, row 4 (0505) is placed as a double unit; N1600 2.2 makes only "
           "the Tercio double";
}

void TestHexFireZone::badArtilleryRange()
{
    const HexUnit gun = HexUnit::simple(at(4, 4), HexFacing(1));
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, adjutant::geometry::inFireZone(gun, HexUnitKind::Artillery, at(4, 3), 0));
    // Infantry and cavalry fire into their neighbouring hexes whatever the artillery's reach.
    QVERIFY(adjutant::geometry::inFireZone(gun, HexUnitKind::Infantry, at(4, 3), 0) ==
            adjutant::geometry::inFireZone(gun, HexUnitKind::Infantry, at(4, 3), kArtilleryRange));
}

void TestHexFireZone::badFirers()
{
    QFETCH(HexUnit, firer);
    QFETCH(HexUnitKind, kind);
    QFETCH(QString, message);
    try {
        adjutant::geometry::inFireZone(firer, kind, at(5, 4), kArtilleryRange);
        QFAIL("a bad firer was accepted");
    } catch (const std::invalid_argument &error) {
        QCOMPARE(QString::fromUtf8(error.what()), message);
    }
    const HexMap map(12, 10);
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, zone(map, firer, kind));
    // A firer off the map is refused too.
    QVERIFY_THROWS_EXCEPTION(
        std::invalid_argument,
        zone(map, HexUnit::simple(at(12, 0), HexFacing(1)), HexUnitKind::Infantry));
}

QTEST_GUILESS_MAIN(TestHexFireZone)
#include "tst_hexfirezone.moc"
