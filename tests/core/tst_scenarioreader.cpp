// SPDX-License-Identifier: GPL-3.0-or-later
// Reading scenario files: the demo, a hex map, round trips through the writer, what is accepted.
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"

#include "scenariotesting.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::core;
using namespace scenariotesting;

namespace {

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

} // namespace

class TestScenarioReader : public QObject
{
    Q_OBJECT

private slots:
    void readsTheDemo();
    void readsHexMaps();
    void roundTrip_data();
    void roundTrip();
    void roundTripThroughFile();
    void unitPropertiesAreWrittenOnlyWhenKept();
    void accepts_data();
    void accepts();
    void facingIsNormalised_data();
    void facingIsNormalised();
};

void TestScenarioReader::readsTheDemo()
{
    const Battle battle = BattleFile::readScenario(demoPath);
    QCOMPARE(battle.ruleset, QStringLiteral("fogr"));
    QCOMPARE(battle.table.unit, MeasureUnit::movementUnit(Length::fromMicrometres(25000)));
    QCOMPARE(battle.table.width.micrometres(), qint64(72 * 25000));
    QCOMPARE(battle.table.depth.micrometres(), qint64(48 * 25000));
    // The demo names no tolerance: it has the default.
    QCOMPARE(battle.table.contactTolerance, 0.5);
    QCOMPARE(battle.sides.size(), 2);
    QCOMPARE(battle.units.size(), 3);
    QCOMPARE(battle.activeSide, QStringLiteral("spain"));
    QCOMPARE(battle.phase, QStringLiteral("Impact"));

    const Unit &tercio = battle.units[battle.unitIndex(QStringLiteral("tercio"))];
    QCOMPARE(tercio.side, QStringLiteral("spain"));
    QCOMPARE(tercio.originalStrength, 14);
    QCOMPARE(tercio.bases.size(), 14);
    // First base: 33.6, 21.6 MU, 1.6 x 0.8 MU, shot of a mixed unit.
    const Base &first = tercio.bases.first();
    QCOMPARE(first.x.micrometres(), qint64(840000));
    QCOMPARE(first.y.micrometres(), qint64(540000));
    QCOMPARE(first.width.micrometres(), qint64(40000));
    QCOMPARE(first.depth.micrometres(), qint64(20000));
    QCOMPARE(first.troopType, QStringLiteral("Medium Foot"));
    QCOMPARE(first.capabilities, QStringList{QStringLiteral("Arquebus")});

    const Commander &parma = battle.commanders[battle.commanderIndex(QStringLiteral("parma"))];
    QCOMPARE(parma.attachedTo, QStringLiteral("tercio"));
    QCOMPARE(battle.terrain.size(), 2);
    QCOMPARE(battle.terrain[battle.terrainIndex(QStringLiteral("hill1"))].properties,
             QJsonObject({{QStringLiteral("height"), 1}}));
}

void TestScenarioReader::readsHexMaps()
{
    const Battle battle =
        ScenarioReader::readDocument(QByteArray(hexScenario), QStringLiteral("hex.json"));
    QVERIFY(battle.table.unit.isHex());
    QCOMPARE(battle.table.hexColumns, 12);
    QCOMPARE(battle.table.hexRows, 8);
    QCOMPARE(battle.turn, 3);
    const Unit &tercio = battle.units.first();
    QCOMPARE(tercio.currentStrength, 9);
    QCOMPARE(tercio.state.disordered, true);
    QCOMPARE(tercio.bases[0].hex, (HexCell{3, 2}));
    QCOMPARE(tercio.bases[0].facing, 1.0);
    QCOMPARE(tercio.bases[1].facing, 5.0);
    QCOMPARE(battle.units[1].bases[0].facing, 0.0); // facing defaults to vertex 0
    QCOMPARE(battle.commanders.first().hex, (HexCell{10, 7}));
    QCOMPARE(battle.terrain.first().hexes, (QList<HexCell>{{0, 0}, {0, 1}}));
}

void TestScenarioReader::roundTrip_data()
{
    QTest::addColumn<QByteArray>("json");

    QFile demo(demoPath);
    QVERIFY2(demo.open(QIODevice::ReadOnly), qPrintable(demo.errorString()));
    QTest::newRow("FoGR demo, MU of 25 mm") << demo.readAll();
    QTest::newRow("minimal, MU of 25 mm") << QByteArray(minimalScenario);
    QTest::newRow("minimal, MU of 1 inch") << minimalWith({{"table.muMillimetres", 25.4}});
    QTest::newRow("minimal, MU of 40 mm") << minimalWith({{"table.muMillimetres", 40}});
    QTest::newRow("minimal, MU of 1.5 inch") << minimalWith({{"table.muMillimetres", 38.1}});
    // Core keeps any MU a table could use; which sizes a rule set allows is its own rule, checked
    // where battles enter the program (tests/rulesets/tst_battlecheck.cpp).
    QTest::newRow("minimal, MU of 30 mm") << minimalWith({{"table.muMillimetres", 30}});
    QTest::newRow("minimal, MU of 1 mm") << minimalWith({{"table.muMillimetres", 1}});
    QTest::newRow("minimal, MU of 100 mm") << minimalWith({{"table.muMillimetres", 100}});
    // The rule set is kept as text, asking no rule set (core cannot depend on them).
    QTest::newRow("minimal, a rule set core does not know") << minimalWith({{"ruleset", "dba"}});
    QTest::newRow("minimal, contact tolerance of 1.5 mm")
        << minimalWith({{"table.contactToleranceMillimetres", 1.5}});
    QTest::newRow("minimal, least contact tolerance")
        << minimalWith({{"table.contactToleranceMillimetres", 0.1}});
    QTest::newRow("hex map") << QByteArray(hexScenario);
    QTest::newRow("inches") << QByteArray(inchScenario);
    // Old Dessauer counts figures on each base and keeps the unit's formation (OD 4, OD 12).
    QTest::newRow("optional rules in play")
        << minimalWith({{"optionalRules", QJsonArray{"pinnedUnits", "elbowRoom"}}});
    // Nieuport 1600 keeps the values printed on a counter as the unit's properties.
    QTest::newRow("a unit's properties")
        << hexWith({{"units[1].properties", QJsonObject{{"movement", 4}, {"fire", 6}}}});
    QTest::newRow("figures on bases, a formation")
        << minimalWith({{"units[0].bases[0].figures", 4}, {"units[0].state.formation", "Column"}});
}

void TestScenarioReader::roundTrip()
{
    QFETCH(QByteArray, json);
    const Battle battle = ScenarioReader::readDocument(json, QStringLiteral("original.json"));

    const QByteArray written = QJsonDocument(ScenarioWriter::write(battle)).toJson();
    const Battle reread = ScenarioReader::readDocument(written, QStringLiteral("written.json"));
    QVERIFY2(reread == battle,
             qPrintable(describe(reread) + QStringLiteral("\n!=\n") + describe(battle)));

    // Writing what was read back gives the same file: nothing drifts on a second pass.
    QCOMPARE(QJsonDocument(ScenarioWriter::write(reread)).toJson(), written);
}

void TestScenarioReader::roundTripThroughFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("demo.json"));
    const Battle battle = BattleFile::readScenario(demoPath);
    BattleFile::writeScenario(battle, path);
    QCOMPARE(BattleFile::readScenario(path), battle);
}

// A unit's properties are written only when it has some: the files of the rule sets that keep
// none stay as they were.
void TestScenarioReader::unitPropertiesAreWrittenOnlyWhenKept()
{
    Battle battle = ScenarioReader::readDocument(QByteArray(hexScenario), QStringLiteral("hex.json"));
    QCOMPARE(battle.units[1].properties, QJsonObject());
    QJsonArray units = ScenarioWriter::write(battle)[QStringLiteral("units")].toArray();
    for (const QJsonValue &unit : units)
        QVERIFY(!unit.toObject().contains(QStringLiteral("properties")));

    battle.units[1].properties = {{QStringLiteral("movement"), 4}};
    units = ScenarioWriter::write(battle)[QStringLiteral("units")].toArray();
    QVERIFY(!units[0].toObject().contains(QStringLiteral("properties")));
    QCOMPARE(units[1][QStringLiteral("properties")].toObject(),
             (QJsonObject{{QStringLiteral("movement"), 4}}));
}

void TestScenarioReader::accepts_data()
{
    QTest::addColumn<QByteArray>("json");

    QTest::newRow("minimal") << QByteArray(minimalScenario);
    QTest::newRow("no optional lists") << minimalWith({{"units", QJsonValue::Undefined},
                                                       {"commanders", QJsonValue::Undefined},
                                                       {"terrain", QJsonValue::Undefined}});
    QTest::newRow("base flush with the near edge") << minimalWith({{"units[0].bases[0].y", 0.4}});
    QTest::newRow("base turned 90 degrees flush with the left edge")
        << minimalWith({{"units[0].bases[0].x", 0.4}, {"units[0].bases[0].facing", 90}});
    QTest::newRow("base in the far right corner")
        << minimalWith({{"units[0].bases[0].x", 47.2}, {"units[0].bases[0].y", 31.6}});
    QTest::newRow("terrain on the table corners") << minimalWith({{"terrain[0].polygon[0].x", 0},
                                                                  {"terrain[0].polygon[0].y", 0},
                                                                  {"terrain[0].polygon[1].x", 48},
                                                                  {"terrain[0].polygon[1].y", 32}});
    QTest::newRow("unit down to nothing") << minimalWith({{"units[0].strength.current", 0}});
    QTest::newRow("no active side") << minimalWith({{"activeSide", QString()}});
    QTest::newRow("three sides") << minimalWith({{"sides[2]", QJsonObject{{"id", "c"}}}});
    QTest::newRow("table of 20 m") << minimalWith({{"table.width", 800}});
    QTest::newRow("hex map") << QByteArray(hexScenario);
    QTest::newRow("hex map of one hex")
        << hexWith({{"table.columns", 1},
                    {"table.rows", 1},
                    {"units", QJsonArray()},
                    {"commanders", QJsonArray()},
                    {"terrain[0].hexes", QJsonArray{QJsonObject{{"column", 0}, {"row", 0}}}}});
    QTest::newRow("inches") << QByteArray(inchScenario);
}

void TestScenarioReader::accepts()
{
    QFETCH(QByteArray, json);
    try {
        ScenarioReader::readDocument(json, QStringLiteral("good.json"));
    } catch (const Error &error) {
        QFAIL(qPrintable(error.message()));
    }
}

void TestScenarioReader::facingIsNormalised_data()
{
    QTest::addColumn<double>("facing");
    QTest::addColumn<double>("normalised");

    QTest::newRow("0") << 0.0 << 0.0;
    QTest::newRow("full turn is 0") << 360.0 << 0.0;
    QTest::newRow("-90 is 270") << -90.0 << 270.0;
    QTest::newRow("450 is 90") << 450.0 << 90.0;
    QTest::newRow("-720 is 0") << -720.0 << 0.0;
    QTest::newRow("fraction kept") << 12.5 << 12.5;
}

void TestScenarioReader::facingIsNormalised()
{
    QFETCH(double, facing);
    QFETCH(double, normalised);
    // A base in the middle of the table fits at any angle.
    const Battle battle =
        ScenarioReader::readDocument(minimalWith({{"units[0].bases[0].x", 24},
                                                  {"units[0].bases[0].y", 16},
                                                  {"units[0].bases[0].facing", facing}}),
                                     QStringLiteral("facing.json"));
    QCOMPARE(battle.units[0].bases[0].facing, normalised);
}

QTEST_GUILESS_MAIN(TestScenarioReader)
#include "tst_scenarioreader.moc"
