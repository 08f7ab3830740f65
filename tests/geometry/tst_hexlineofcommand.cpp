// SPDX-License-Identifier: GPL-3.0-or-later
// Line of command on the hex map, N1600 5.1.1: two hexes for infantry, three for cavalry, not
// through enemy units or impassable terrain.

#include "geometry/hexlineofcommand.h"

#include "hextesting.h"

#include <QRandomGenerator>
#include <QTest>

#include <set>
#include <stdexcept>

using namespace adjutant::geometry;
using hextesting::at;
using hextesting::labelled;

Q_DECLARE_METATYPE(adjutant::geometry::HexUnitKind)

namespace {

struct Blocked
{
    QList<Hex> hexes;
    bool operator()(Hex hex) const { return hexes.contains(hex); }
};

// A found line is a chain of neighbours from one of the unit's hexes to a target, no longer
// than allowed, never through a blocked hex or off the map.
void verifyTrace(const HexCommandTrace &trace, const HexMap &map, const HexUnit &unit,
                 const QList<Hex> &targets, const Blocked &blocked)
{
    QCOMPARE(int(trace.path.size()), trace.length + 1);
    QVERIFY(unit.occupies(trace.path[0]));
    QVERIFY(targets.contains(trace.path[trace.path.size() - 1]));
    for (std::size_t i = 0; i < trace.path.size(); ++i) {
        QVERIFY(map.contains(trace.path[i]));
        if (i > 0)
            QVERIFY(adjacent(trace.path[i - 1], trace.path[i]));
        if (i > 0 && i + 1 < trace.path.size())
            QVERIFY2(!blocked(trace.path[i]), "traced through a blocked hex");
    }
}

} // namespace

class TestHexLineOfCommand : public QObject
{
    Q_OBJECT

private slots:

    void trace_data();
    void trace();
    void endsAreNotAsked();
    void badInput_data();
    void badInput();
    void rotationKeepsTheLength();
};

void TestHexLineOfCommand::trace_data()
{
    QTest::addColumn<HexUnit>("unit");
    QTest::addColumn<QList<Hex>>("targets");
    QTest::addColumn<int>("maxLength");
    QTest::addColumn<QList<Hex>>("blocked");
    QTest::addColumn<int>("length"); // -1: no line of command
    QTest::addColumn<int>("columns");

    // A unit at (2,2); its commander at (4,2), two hexes away through (3,1) or (3,2).
    const HexUnit foot = HexUnit::simple(at(2, 2), HexFacing(1));
    const QList<Hex> commander{at(4, 2)};
    QTest::newRow("N1600 5.1.1: infantry, commander 2 hexes away, in command")
        << foot << commander << 2 << QList<Hex>{} << 2 << 12;
    QTest::newRow("N1600 5.1.1: one way blocked by an enemy in (3,1), traced through (3,2)")
        << foot << commander << 2 << QList<Hex>{at(3, 1)} << 2 << 12;
    QTest::newRow("N1600 5.1.1: not through enemy units in (3,1) and (3,2), infantry out")
        << foot << commander << 2 << QList<Hex>{at(3, 1), at(3, 2)} << -1 << 12;
    QTest::newRow("N1600 5.1.1: (3,1) and (3,2) blocked, cavalry's 3 hexes find no way around")
        << HexUnit::simple(at(2, 2), HexFacing(1)) << commander << 3
        << QList<Hex>{at(3, 1), at(3, 2)} << -1 << 12;
    QTest::newRow("(3,1) and (3,2) blocked, 4 hexes go round")
        << foot << commander << 4 << QList<Hex>{at(3, 1), at(3, 2)} << 4 << 12;
    QTest::newRow("N1600 5.1.1: not through impassable terrain in (3,1), (3,2)")
        << foot << commander << 2 << QList<Hex>{at(3, 2), at(3, 1)} << -1 << 12;
    QTest::newRow("N1600 5.1.1: blocked hexes off the way do not matter")
        << foot << commander << 2 << QList<Hex>{at(2, 1), at(2, 3), at(1, 2)} << 2 << 12;
    // Cavalry at (2,2), commander at (5,2): three hexes.
    QTest::newRow("N1600 5.1.1: cavalry, commander 3 hexes away, in command")
        << foot << QList<Hex>{at(5, 2)} << 3 << QList<Hex>{} << 3 << 12;
    QTest::newRow("N1600 5.1.1: infantry, commander 3 hexes away, out of command")
        << foot << QList<Hex>{at(5, 2)} << 2 << QList<Hex>{} << -1 << 12;
    QTest::newRow("N1600 2.1: commander stacked with the unit, length 0")
        << foot << QList<Hex>{at(2, 2)} << 2 << QList<Hex>{at(2, 2)} << 0 << 12;
    QTest::newRow("N1600 5.1.1: commander adjacent, length 1")
        << foot << QList<Hex>{at(3, 2)} << 2 << QList<Hex>{at(3, 1), at(2, 1)} << 1 << 12;
    // Scenario 1: the tercio 1704-1705 and Mendoza in 1702: 2 hexes from 1704, 3 from 1705.
    QTest::newRow("N1600 5.1.1 and 1.2: double unit 1704-1705 traces from 1704 to 1702")
        << HexUnit::doubleUnit(labelled("1705"), HexFacing(4)) << QList<Hex>{labelled("1702")} << 2
        << QList<Hex>{} << 2 << 25;
    // Straight up the column the only 2-hex way is through 1703.
    QTest::newRow("N1600 5.1.1: enemy in 1703, the tercio (infantry, 2) is out of command")
        << HexUnit::doubleUnit(labelled("1705"), HexFacing(4)) << QList<Hex>{labelled("1702")} << 2
        << QList<Hex>{labelled("1703")} << -1 << 25;
    QTest::newRow("enemy in 1703, 3 hexes go round through 1603 or 1803")
        << HexUnit::doubleUnit(labelled("1705"), HexFacing(4)) << QList<Hex>{labelled("1702")} << 3
        << QList<Hex>{labelled("1703")} << 3 << 25;
    // N1600 5.1.1: "able to trace a LoC to a unit in command (except artillery)": the targets are
    // the hexes of a double unit in command, 1806-1807.
    QTest::newRow("N1600 5.1.1: from 1605 to a double unit in command, nearer half 1806")
        << HexUnit::simple(labelled("1605"), HexFacing(1))
        << QList<Hex>{labelled("1806"), labelled("1807")} << 2 << QList<Hex>{} << 2 << 25;
    // A one-column map: with (0,1) blocked there is no way round on the map.
    QTest::newRow("not off the map: one column, (0,1) blocked")
        << HexUnit::simple(at(0, 0), HexFacing(2)) << QList<Hex>{at(0, 2)} << 8
        << QList<Hex>{at(0, 1)} << -1 << 1;
    QTest::newRow("two columns, (0,1) blocked: round through column 1")
        << HexUnit::simple(at(0, 0), HexFacing(2)) << QList<Hex>{at(0, 2)} << 3
        << QList<Hex>{at(0, 1)} << 3 << 2;
}

void TestHexLineOfCommand::trace()
{
    QFETCH(HexUnit, unit);
    QFETCH(QList<Hex>, targets);
    QFETCH(int, maxLength);
    QFETCH(QList<Hex>, blocked);
    QFETCH(int, length);
    QFETCH(int, columns);
    const HexMap map(columns, 15);
    const Blocked isBlocked{blocked};
    const auto found = traceLineOfCommand(
        map, unit, std::span<const Hex>(targets.constData(), std::size_t(targets.size())),
        maxLength, isBlocked);
    QCOMPARE(found.has_value(), length >= 0);
    if (found) {
        QCOMPARE(found->length, length);
        verifyTrace(*found, map, unit, targets, isBlocked);
    }
}

void TestHexLineOfCommand::endsAreNotAsked()
{
    // interpreted: the unit's and the commander's hexes are not traced "through".
    const HexMap map(12, 10);
    const HexUnit unit = HexUnit::doubleUnit(at(4, 4), HexFacing(1));
    const QList<Hex> targets{at(6, 6)};
    std::set<std::pair<int, int>> asked;
    const auto blocked = [&](Hex hex) {
        asked.insert({hex.q, hex.r});
        return !map.contains(hex) || unit.occupies(hex) || targets.contains(hex);
    };
    const auto found =
        traceLineOfCommand(map, unit, std::span<const Hex>(targets.constData(), 1), 3, blocked);
    QVERIFY(found.has_value());
    QVERIFY(!asked.empty());
    for (const Hex &own : unit.hexes())
        QVERIFY(asked.count({own.q, own.r}) == 0);
    QVERIFY(asked.count({targets[0].q, targets[0].r}) == 0);
}

void TestHexLineOfCommand::badInput_data()
{
    QTest::addColumn<HexUnit>("unit");
    QTest::addColumn<Hex>("target");
    QTest::addColumn<int>("maxLength");
    QTest::addColumn<QString>("message");
    QTest::newRow("length 9 is beyond the search")
        << HexUnit::simple(at(2, 2), HexFacing(0)) << at(4, 2) << 9
        << "line of command length 9 is outside 0 to 8";
    QTest::newRow("negative length") << HexUnit::simple(at(2, 2), HexFacing(0)) << at(4, 2) << -1
                                     << "line of command length -1 is outside 0 to 8";
    QTest::newRow("unit off the map")
        << HexUnit::simple(at(12, 2), HexFacing(0)) << at(4, 2) << 2
        << "line of command from: hex column 12, row 2 is off the 12 x 10 map";
    QTest::newRow("double unit half off the map")
        << HexUnit::doubleUnit(at(5, 9), HexFacing(1)) << at(4, 2) << 2
        << "line of command from: hex column 5, row 10 is off the 12 x 10 map";
    QTest::newRow("commander off the map")
        << HexUnit::simple(at(2, 2), HexFacing(0)) << at(4, -1) << 2
        << "line of command to: hex column 4, row -1 is off the 12 x 10 map";
}

void TestHexLineOfCommand::badInput()
{
    QFETCH(HexUnit, unit);
    QFETCH(Hex, target);
    QFETCH(int, maxLength);
    QFETCH(QString, message);
    const HexMap map(12, 10);
    try {
        traceLineOfCommand(map, unit, std::span<const Hex>(&target, 1), maxLength,
                           [](Hex) { return false; });
        QFAIL("bad input was accepted");
    } catch (const std::invalid_argument &error) {
        QCOMPARE(QString::fromUtf8(error.what()), message);
    }
}

void TestHexLineOfCommand::rotationKeepsTheLength()
{
    // Random blocked hexes round the middle of a large map; for units and commanders up to 4
    // apart the shortest line has the same length (or none) after turning everything by 60
    // degrees.
    const HexMap map(41, 41);
    const Hex centre = at(20, 20);
    QRandomGenerator random(5011);
    QList<Hex> blocked;
    for (int column = 12; column <= 28; ++column) {
        for (int row = 12; row <= 28; ++row) {
            if (random.bounded(3) == 0)
                blocked.append(at(column, row));
        }
    }
    const Blocked isBlocked{blocked};
    int traced = 0;
    int untraced = 0;
    for (int trial = 0; trial < 200; ++trial) {
        const Hex start = centre + Hex{int(random.bounded(7)) - 3, int(random.bounded(7)) - 3};
        const HexUnit unit = random.bounded(2) == 0
                                 ? HexUnit::simple(start, HexFacing(int(random.bounded(6))))
                                 : HexUnit::doubleUnit(start, HexFacing(int(random.bounded(6))));
        const Hex target = centre + Hex{int(random.bounded(9)) - 4, int(random.bounded(9)) - 4};
        const int maxLength = 2 + int(random.bounded(3));
        const auto found =
            traceLineOfCommand(map, unit, std::span<const Hex>(&target, 1), maxLength, isBlocked);
        (found ? traced : untraced)++;
        if (found)
            verifyTrace(*found, map, unit, {target}, isBlocked);
        for (int sextants = 1; sextants < 6; ++sextants) {
            const Hex turnedTarget = rotatedAbout(target, centre, sextants);
            const auto turnedBlocked = [&](Hex hex) {
                return isBlocked(rotatedAbout(hex, centre, -sextants));
            };
            const auto turned = traceLineOfCommand(map, rotatedAbout(unit, centre, sextants),
                                                   std::span<const Hex>(&turnedTarget, 1),
                                                   maxLength, turnedBlocked);
            QCOMPARE(turned.has_value(), found.has_value());
            if (found)
                QCOMPARE(turned->length, found->length);
        }
    }
    // The trials exercise both answers.
    QVERIFY(traced > 20);
    QVERIFY(untraced > 20);
}

QTEST_GUILESS_MAIN(TestHexLineOfCommand)
#include "tst_hexlineofcommand.moc"
