// SPDX-License-Identifier: GPL-3.0-or-later
// Line of sight on the hex map, N1600 10.2: blocking units and obstacle hexes, the hex-spine
// rule, the elevation rule, adjacent hexes.

#include "geometry/hexcontentsgrid.h"
#include "geometry/hexlineofsight.h"

#include "hextesting.h"

#include <QRandomGenerator>
#include <QTest>

#include <stdexcept>

using namespace adjutant::geometry;
using hextesting::at;
using hextesting::labelled;

namespace {

// What a test row puts in a hex, by name.
using Placement = QPair<Hex, QString>;

void place(HexContents &contents, const QString &what)
{
    if (what == QLatin1String("dunes")) { // Terrain Effects Table: blocks the LoS, Level 1
        contents.obstacle = true;
        contents.level = 1;
    } else if (what == QLatin1String("village")) { // N1600 10.2: an obstacle hex
        contents.obstacle = true;
    } else if (what == QLatin1String("infantry")) {
        contents.add(HexUnitKind::Infantry);
    } else if (what == QLatin1String("cavalry")) {
        contents.add(HexUnitKind::Cavalry);
    } else if (what == QLatin1String("artillery")) {
        contents.add(HexUnitKind::Artillery);
    } else if (what == QLatin1String("commander")) {
        contents.add(HexUnitKind::Commander);
    } else {
        qFatal("test data: unknown placement %s", qPrintable(what));
    }
}

HexContentsGrid grid(const HexMap &map, const QList<Placement> &placements)
{
    HexContentsGrid contents(map);
    for (const Placement &placement : placements)
        place(contents.at(placement.first), placement.second);
    return contents;
}

} // namespace

Q_DECLARE_METATYPE(QList<Placement>)

class TestHexLineOfSight : public QObject
{
    Q_OBJECT

private slots:
    void lineOfSight_data();
    void lineOfSight();
    void onlyHexesOnTheMapAreLookedUp();
    void badInput_data();
    void badInput();
    void symmetricAndRotationInvariant();
};

void TestHexLineOfSight::lineOfSight_data()
{
    QTest::addColumn<Hex>("from");
    QTest::addColumn<Hex>("to");
    QTest::addColumn<QList<Placement>>("placements");
    QTest::addColumn<bool>("clear");
    QTest::addColumn<HexSightReason>("reason");
    QTest::addColumn<Hex>("blocker");
    QTest::addColumn<Hex>("spinePartner");

    using R = HexSightReason;
    const Hex none{};
    // Down column 5 from row 2 to row 6: the line crosses (5,3), (5,4) and (5,5).
    const Hex top = at(5, 2);
    const Hex bottom = at(5, 6);
    QTest::newRow("N1600 10.2: nothing between, clear")
        << top << bottom << QList<Placement>{} << true << R::NothingInTheWay << none << none;
    QTest::newRow("N1600 10.2: any unit between blocks (infantry)")
        << top << bottom << QList<Placement>{{at(5, 4), "infantry"}} << false << R::BlockingHex
        << at(5, 4) << at(5, 4);
    QTest::newRow("N1600 10.2: any unit between blocks (cavalry)")
        << top << bottom << QList<Placement>{{at(5, 3), "cavalry"}} << false << R::BlockingHex
        << at(5, 3) << at(5, 3);
    QTest::newRow("N1600 10.2: except commanders")
        << top << bottom << QList<Placement>{{at(5, 4), "commander"}} << true << R::NothingInTheWay
        << none << none;
    QTest::newRow("N1600 10.2: except artillery")
        << top << bottom << QList<Placement>{{at(5, 4), "artillery"}} << true << R::NothingInTheWay
        << none << none;
    QTest::newRow("N1600 10.2 and 9.1: artillery stacked with infantry blocks")
        << top << bottom << QList<Placement>{{at(5, 4), "artillery"}, {at(5, 4), "infantry"}}
        << false << R::BlockingHex << at(5, 4) << at(5, 4);
    QTest::newRow("N1600 10.2: obstacle hex (dunes) between blocks")
        << top << bottom << QList<Placement>{{at(5, 5), "dunes"}} << false << R::BlockingHex
        << at(5, 5) << at(5, 5);
    QTest::newRow("N1600 10.2: obstacle hex (village) between blocks")
        << top << bottom << QList<Placement>{{at(5, 3), "village"}} << false << R::BlockingHex
        << at(5, 3) << at(5, 3);
    QTest::newRow("N1600 10.2: the first blocker from the firer is named")
        << top << bottom << QList<Placement>{{at(5, 5), "village"}, {at(5, 3), "infantry"}} << false
        << R::BlockingHex << at(5, 3) << at(5, 3);
    QTest::newRow("N1600 10.2: traced to a hex of blocking terrain")
        << top << bottom << QList<Placement>{{bottom, "village"}} << true << R::NothingInTheWay
        << none << none;
    QTest::newRow("N1600 10.2: traced from a hex of blocking terrain")
        << top << bottom << QList<Placement>{{top, "village"}, {top, "artillery"}} << true
        << R::NothingInTheWay << none << none;
    QTest::newRow("N1600 10.2: the target's own unit does not block")
        << top << bottom << QList<Placement>{{bottom, "infantry"}} << true << R::NothingInTheWay
        << none << none;
    QTest::newRow("N1600 10.2: units always see adjacent hexagons")
        << at(4, 4) << at(4, 5)
        << QList<Placement>{{at(4, 4), "dunes"}, {at(4, 5), "village"}, {at(4, 5), "infantry"}}
        << true << R::Adjacent << none << none;

    // Due east from (4,4) to (6,4) the line runs along the spine between (5,3) and (5,4).
    const Hex west = at(4, 4);
    const Hex east = at(6, 4);
    QTest::newRow("N1600 10.2 spine: neither side blocks, clear")
        << west << east << QList<Placement>{} << true << R::NothingInTheWay << none << none;
    QTest::newRow("N1600 10.2 spine: only the upper side (unit) blocks, clear")
        << west << east << QList<Placement>{{at(5, 3), "infantry"}} << true << R::NothingInTheWay
        << none << none;
    QTest::newRow("N1600 10.2 spine: only the lower side (dunes) blocks, clear")
        << west << east << QList<Placement>{{at(5, 4), "dunes"}} << true << R::NothingInTheWay
        << none << none;
    QTest::newRow("N1600 10.2 spine: both sides block (unit and dunes), blocked")
        << west << east << QList<Placement>{{at(5, 3), "infantry"}, {at(5, 4), "dunes"}} << false
        << R::BlockedSpine << at(5, 3) << at(5, 4);
    QTest::newRow("N1600 10.2 spine: both sides hold villages, blocked")
        << west << east << QList<Placement>{{at(5, 3), "village"}, {at(5, 4), "village"}} << false
        << R::BlockedSpine << at(5, 3) << at(5, 4);
    QTest::newRow("N1600 10.2 spine: commander and artillery on the two sides, clear")
        << west << east << QList<Placement>{{at(5, 3), "commander"}, {at(5, 4), "artillery"}}
        << true << R::NothingInTheWay << none << none;
    // From (2,4) to (8,4): spines (3,3)|(3,4), (5,3)|(5,4), (7,3)|(7,4) and hexes (4,4), (6,4).
    QTest::newRow("N1600 10.2 spine: one side of two different spines, clear")
        << at(2, 4) << at(8, 4) << QList<Placement>{{at(3, 3), "cavalry"}, {at(7, 4), "dunes"}}
        << true << R::NothingInTheWay << none << none;
    QTest::newRow("N1600 10.2 spine: a hex crossed between two spines blocks")
        << at(2, 4) << at(8, 4) << QList<Placement>{{at(6, 4), "infantry"}} << false
        << R::BlockingHex << at(6, 4) << at(6, 4);
    QTest::newRow("N1600 10.2 spine: the third spine blocked on both sides")
        << at(2, 4) << at(8, 4) << QList<Placement>{{at(7, 3), "cavalry"}, {at(7, 4), "dunes"}}
        << false << R::BlockedSpine << at(7, 3) << at(7, 4);
    // Along the top edge, the spine's upper hex (1,-1) is off the map.
    QTest::newRow("N1600 10.2 spine on the map edge: the hex off the map blocks nothing")
        << at(0, 0) << at(2, 0) << QList<Placement>{{at(1, 0), "village"}} << true
        << R::NothingInTheWay << none << none;

    // From (2,4) to (3,8) the line passes through two vertices; (3,5) and (2,7) are touched at
    // a point only.
    QTest::newRow("touched at a vertex only: (3,5) and (2,7) do not block")
        << at(2, 4) << at(3, 8) << QList<Placement>{{at(3, 5), "dunes"}, {at(2, 7), "infantry"}}
        << true << R::NothingInTheWay << none << none;
    QTest::newRow("crossed beside the vertex: (2,6) blocks")
        << at(2, 4) << at(3, 8) << QList<Placement>{{at(2, 6), "village"}} << false
        << R::BlockingHex << at(2, 6) << at(2, 6);

    // N1600 10.2: "A unit is at elevation if it is in level 1 terrain" (dunes).
    QTest::newRow("N1600 10.2 elevation: both at elevation, always clear")
        << top << bottom
        << QList<Placement>{{top, "dunes"},
                            {bottom, "dunes"},
                            {at(5, 3), "infantry"},
                            {at(5, 4), "dunes"},
                            {at(5, 5), "village"}}
        << true << R::BothAtElevation << none << none;
    QTest::newRow("N1600 10.2 elevation: only the firer at elevation, blocked")
        << top << bottom << QList<Placement>{{top, "dunes"}, {at(5, 4), "infantry"}} << false
        << R::BlockingHex << at(5, 4) << at(5, 4);
    QTest::newRow("N1600 10.2 elevation: only the target at elevation, blocked")
        << top << bottom << QList<Placement>{{bottom, "dunes"}, {at(5, 4), "cavalry"}} << false
        << R::BlockingHex << at(5, 4) << at(5, 4);
    QTest::newRow("N1600 10.2 elevation: dunes between, neither end at elevation, blocked")
        << top << bottom << QList<Placement>{{at(5, 4), "dunes"}} << false << R::BlockingHex
        << at(5, 4) << at(5, 4);
    QTest::newRow("N1600 10.2 elevation: both at elevation across a blocked spine, clear")
        << west << east
        << QList<Placement>{{west, "dunes"},
                            {east, "dunes"},
                            {at(5, 3), "infantry"},
                            {at(5, 4), "infantry"}}
        << true << R::BothAtElevation << none << none;

    // Scenario 1: the Spanish gun in 2102 looks west at the Dutch gun in 1102, ten hexes away
    // along row 02. Odd-numbered columns sit high like 21 and 11, so the line crosses 1902, 1702,
    // 1502 and 1302 and runs along the spines between rows 01 and 02 of the even-numbered
    // columns (2001|2002, ..., 1201|1202).
    QTest::newRow("Scenario 1: gun 2102 sees gun 1102 over an empty row")
        << labelled("2102") << labelled("1102") << QList<Placement>{} << true << R::NothingInTheWay
        << none << none;
    QTest::newRow("Scenario 1: a unit in 1502 between the guns blocks")
        << labelled("2102") << labelled("1102") << QList<Placement>{{labelled("1502"), "infantry"}}
        << false << R::BlockingHex << labelled("1502") << labelled("1502");
    QTest::newRow("Scenario 1: a unit in 1602 beside the spine does not block")
        << labelled("2102") << labelled("1102") << QList<Placement>{{labelled("1602"), "infantry"}}
        << true << R::NothingInTheWay << none << none;
    QTest::newRow("Scenario 1: units in 1601 and 1602 on both sides of the spine block")
        << labelled("2102") << labelled("1102")
        << QList<Placement>{{labelled("1602"), "infantry"}, {labelled("1601"), "cavalry"}} << false
        << R::BlockedSpine << labelled("1601") << labelled("1602");
}

void TestHexLineOfSight::lineOfSight()
{
    QFETCH(Hex, from);
    QFETCH(Hex, to);
    QFETCH(QList<Placement>, placements);
    QFETCH(bool, clear);
    QFETCH(HexSightReason, reason);
    QFETCH(Hex, blocker);
    QFETCH(Hex, spinePartner);
    const HexMap map(25, 15);
    const HexContentsGrid contents = grid(map, placements);
    const HexSight sight = adjutant::geometry::lineOfSight(map, from, to, contents);
    QCOMPARE(sight.clear, clear);
    QCOMPARE(sight.reason, reason);
    if (!clear) {
        QCOMPARE(sight.blocker, blocker);
        QCOMPARE(sight.spinePartner, spinePartner);
    }
    // Sight is mutual (the blocker named may differ: it is the first one from the viewer).
    const HexSight back = adjutant::geometry::lineOfSight(map, to, from, contents);
    QCOMPARE(back.clear, clear);
    QCOMPARE(back.reason, reason);
}

void TestHexLineOfSight::onlyHexesOnTheMapAreLookedUp()
{
    // A later layer may build the lookup as any callable; it is asked only about hexes on the map.
    const HexMap map(6, 4);
    int asked = 0;
    bool offMap = false;
    const auto lookup = [&](Hex hex) {
        ++asked;
        offMap = offMap || !map.contains(hex);
        HexContents contents;
        if (hex.q % 2 != 0)
            contents.add(HexUnitKind::Infantry);
        return contents;
    };
    // Along the top row the line crosses the even columns and runs along spines in the odd
    // columns whose upper hex is off the map; infantry in every odd column leaves it clear.
    const HexSight sight = adjutant::geometry::lineOfSight(map, at(0, 0), at(4, 0), lookup);
    QVERIFY(sight.clear);
    QVERIFY(!offMap);
    QVERIFY(asked > 2);
}

void TestHexLineOfSight::badInput_data()
{
    QTest::addColumn<Hex>("from");
    QTest::addColumn<Hex>("to");
    QTest::addColumn<int>("level");
    QTest::addColumn<QString>("message");
    QTest::newRow("firer off the map")
        << at(12, 0) << at(3, 3) << 0
        << "line of sight from: hex column 12, row 0 is off the 12 x 8 map";
    QTest::newRow("target off the map")
        << at(3, 3) << at(3, 8) << 0
        << "line of sight to: hex column 3, row 8 is off the 12 x 8 map";
    QTest::newRow("Terrain Effects Table: level 2 does not exist")
        << at(3, 3) << at(3, 6) << 2
        << "hex column 3, row 3 (0404) has level 2; the N1600 Terrain Effects Table has levels 0 "
           "and 1 only";
}

void TestHexLineOfSight::badInput()
{
    QFETCH(Hex, from);
    QFETCH(Hex, to);
    QFETCH(int, level);
    QFETCH(QString, message);
    const HexMap map(12, 8);
    HexContentsGrid contents(map);
    contents.at(at(3, 3)).level = level;
    try {
        adjutant::geometry::lineOfSight(map, from, to, contents);
        QFAIL("bad input was accepted");
    } catch (const std::invalid_argument &error) {
        QCOMPARE(QString::fromUtf8(error.what()), message);
    }
    QVERIFY_THROWS_EXCEPTION(std::invalid_argument, contents.at(at(12, 0)));
}

void TestHexLineOfSight::symmetricAndRotationInvariant()
{
    // A random battlefield around the middle of a large map; every pair of hexes within 5 of the
    // middle: sight is mutual, and turning the whole battlefield by 60 degrees changes nothing.
    const HexMap map(41, 41);
    const Hex centre = at(20, 20);
    HexContentsGrid contents(map);
    QRandomGenerator random(1600);
    static const char *const kinds[] = {"dunes",   "village",   "infantry",
                                        "cavalry", "artillery", "commander"};
    for (int column = 10; column <= 30; ++column) {
        for (int row = 10; row <= 30; ++row) {
            if (hexDistance(at(column, row), centre) <= 8 && random.bounded(4) == 0)
                place(contents.at(at(column, row)), QString::fromLatin1(kinds[random.bounded(6)]));
        }
    }
    QList<Hex> near;
    for (int column = 10; column <= 30; ++column) {
        for (int row = 10; row <= 30; ++row) {
            if (hexDistance(at(column, row), centre) <= 5)
                near.append(at(column, row));
        }
    }
    int blocked = 0;
    int clear = 0;
    for (const Hex &a : near) {
        for (const Hex &b : near) {
            const HexSight sight = adjutant::geometry::lineOfSight(map, a, b, contents);
            QCOMPARE(adjutant::geometry::lineOfSight(map, b, a, contents).clear, sight.clear);
            (sight.clear ? clear : blocked)++;
            for (int sextants = 1; sextants < 6; ++sextants) {
                const auto turned = [&](Hex hex) {
                    return contents(rotatedAbout(hex, centre, -sextants));
                };
                const HexSight turnedSight =
                    adjutant::geometry::lineOfSight(map, rotatedAbout(a, centre, sextants),
                                                    rotatedAbout(b, centre, sextants), turned);
                QCOMPARE(turnedSight.clear, sight.clear);
                QCOMPARE(turnedSight.reason, sight.reason);
            }
        }
    }
    // The battlefield exercises both answers.
    QVERIFY(blocked > 100);
    QVERIFY(clear > 100);
}

QTEST_GUILESS_MAIN(TestHexLineOfSight)
#include "tst_hexlineofsight.moc"
