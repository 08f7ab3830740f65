// SPDX-License-Identifier: GPL-3.0-or-later
// Scenario files the reader refuses, each with the message that names what is wrong and where.
#include "core/error.h"
#include "core/scenarioreader.h"

#include "scenariotesting.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace adjutant::core;
using namespace scenariotesting;

class TestScenarioReaderRefusals : public QObject
{
    Q_OBJECT

private slots:
    void refuses_data();
    void refuses();
};

void TestScenarioReaderRefusals::refuses_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");

    const QString unitFields = QStringLiteral(
        "id, side, name, troopType, quality, armour, capabilities, strength, state, bases, "
        "properties, trayMarker");

    // The file as a whole.
    QTest::newRow("not JSON at all")
        << QByteArray("this is not a scenario")
        << "bad.json: not valid JSON at line 1, column 1: illegal value";
    QTest::newRow("JSON broken on a later line")
        << QByteArray("{\n  \"format\": \"adjutant-scenario\",\n  \"version\": 1,,\n}")
        << "bad.json: not valid JSON at line 3, column 16: unterminated object";
    QTest::newRow("empty file") << QByteArray() << "bad.json: is empty";
    QTest::newRow("blank file") << QByteArray(" \n\n") << "bad.json: is empty";
    QTest::newRow("JSON array instead of object")
        << QByteArray("[{\"format\": \"adjutant-scenario\"}]")
        << "bad.json: a scenario must be a JSON object";
    QTest::newRow("wrong format string") << minimalWith({{"format", "adjutant-battle"}})
                                         << "bad.json: format: must be \"adjutant-scenario\"";
    QTest::newRow("missing format") << minimalWithout("format") << "bad.json: format: is required";
    QTest::newRow("version newer than 1")
        << minimalWith({{"version", 2}})
        << "bad.json: version: 2 is newer than this Adjutant reads (up to 1)";
    QTest::newRow("version 0") << minimalWith({{"version", 0}})
                               << "bad.json: version: must be between 1 and 1000000";
    QTest::newRow("version not whole")
        << minimalWith({{"version", 1.5}}) << "bad.json: version: must be a whole number";
    QTest::newRow("empty ruleset")
        << minimalWith({{"ruleset", "  "}}) << "bad.json: ruleset: must not be empty";
    QTest::newRow("missing ruleset")
        << minimalWithout("ruleset") << "bad.json: ruleset: is required";
    QTest::newRow("misspelt top-level field")
        << minimalWith({{"tabel", QJsonObject()}})
        << "bad.json: tabel: unknown field (expected one of: format, version, name, ruleset, "
           "optionalRules, table, turn, phase, activeSide, sides, units, commanders, terrain)";

    // The table.
    QTest::newRow("missing table") << minimalWithout("table") << "bad.json: table: is required";
    QTest::newRow("table is an array")
        << minimalWith({{"table", QJsonArray()}}) << "bad.json: table: must be an object";
    QTest::newRow("unknown table unit")
        << minimalWith({{"table.unit", "cm"}})
        << "bad.json: table.unit: must be \"MU\", \"inch\" or \"hex\"";
    QTest::newRow("MU size under a millimetre")
        << minimalWith({{"table.muMillimetres", 0.025}})
        << "bad.json: table.muMillimetres: must be between 1 and 1000 (mm)";
    QTest::newRow("MU size over a metre")
        << minimalWith({{"table.muMillimetres", 1000.001}})
        << "bad.json: table.muMillimetres: must be between 1 and 1000 (mm)";
    QTest::newRow("MU size 0") << minimalWith({{"table.muMillimetres", 0}})
                               << "bad.json: table.muMillimetres: must be between 1 and 1000 (mm)";
    QTest::newRow("contact tolerance too small")
        << minimalWith({{"table.contactToleranceMillimetres", 0.05}})
        << "bad.json: table.contactToleranceMillimetres: must be between 0.1 and 2 (mm)";
    QTest::newRow("contact tolerance too large")
        << minimalWith({{"table.contactToleranceMillimetres", 2.5}})
        << "bad.json: table.contactToleranceMillimetres: must be between 0.1 and 2 (mm)";
    QTest::newRow("contact tolerance as text")
        << minimalWith({{"table.contactToleranceMillimetres", "1"}})
        << "bad.json: table.contactToleranceMillimetres: must be a number";
    QTest::newRow("MU size missing")
        << minimalWithout("table.muMillimetres") << "bad.json: table.muMillimetres: is required";
    QTest::newRow("table width 0")
        << minimalWith({{"table.width", 0}}) << "bad.json: table.width: must be a positive number";
    QTest::newRow("table width negative") << minimalWith({{"table.width", -48}})
                                          << "bad.json: table.width: must be a positive number";
    QTest::newRow("table width too small for a micrometre")
        << minimalWith({{"table.width", 1e-6}})
        << "bad.json: table.width: must be a positive number";
    QTest::newRow("table depth the string NaN")
        << minimalWith({{"table.depth", "NaN"}}) << "bad.json: table.depth: must be a number";
    // JSON can spell a number no double holds; Qt refuses it while parsing. The column is that of
    // the number's last digit, where the parser gave up.
    const QByteArray tooBig = minimalWithRawNumber("table.width", "1e400");
    QTest::newRow("table width 1e400")
        << tooBig
        << QStringLiteral("bad.json: not valid JSON at line 1, column %1: illegal number")
               .arg(tooBig.indexOf("1e400") + 5);
    QTest::newRow("table width 100000 MU")
        << minimalWith({{"table.width", 100000}})
        << "bad.json: table.width: must be at most 800 MU (20 m); no table is larger";
    QTest::newRow("table width 1e300 MU")
        << minimalWith({{"table.width", 1e300}})
        << "bad.json: table.width: must be at most 800 MU (20 m); no table is larger";
    QTest::newRow("table depth 801 MU, just over 20 m")
        << minimalWith({{"table.depth", 801}})
        << "bad.json: table.depth: must be at most 800 MU (20 m); no table is larger";
    QTest::newRow("table of 20 m and a micrometre in inches")
        << bytes(edited(inchScenario, {{"table.width", 787.41}}))
        << "bad.json: table.width: must be at most 787.402 in (20 m); no table is larger";
    QTest::newRow("base frontage of 900 MU")
        << minimalWith({{"units[0].bases[0].width", 900}})
        << "bad.json: units[0].bases[0].width: must be at most 800 MU (20 m); no table is larger";
    QTest::newRow("hex table with a width")
        << hexWith({{"table.width", 48}})
        << "bad.json: table.width: unknown field (expected one of: unit, columns, rows)";
    QTest::newRow("hex table with a contact tolerance")
        << hexWith({{"table.contactToleranceMillimetres", 1}})
        << "bad.json: table.contactToleranceMillimetres: unknown field (expected one of: unit, "
           "columns, rows)";
    QTest::newRow("hex map of 0 columns")
        << hexWith({{"table.columns", 0}}) << "bad.json: table.columns: must be between 1 and 500";

    // Sides.
    QTest::newRow("one side") << minimalWith({{"sides", QJsonArray{QJsonObject{{"id", "a"}}}},
                                              {"units", QJsonArray()},
                                              {"commanders", QJsonArray()}})
                              << "bad.json: sides: a battle needs at least two sides";
    QTest::newRow("no sides") << minimalWithout("sides")
                              << "bad.json: sides: a battle needs at least two sides";
    QTest::newRow("duplicate side id")
        << minimalWith({{"sides[1].id", "a"}})
        << "bad.json: sides[1].id: duplicate id \"a\" (already used by sides[0])";
    QTest::newRow("side id blank")
        << minimalWith({{"sides[0].id", "  "}}) << "bad.json: sides[0].id: must not be empty";
    QTest::newRow("sides is an object")
        << minimalWith({{"sides", QJsonObject()}}) << "bad.json: sides: must be an array";
    QTest::newRow("side is a string")
        << minimalWith({{"sides[1]", "b"}}) << "bad.json: sides[1]: must be an object";

    // Units.
    QTest::newRow("duplicate unit id")
        << minimalWith({{"units[1].id", "u1"}})
        << "bad.json: units[1].id: duplicate id \"u1\" (already used by units[0])";
    QTest::newRow("unit with unknown side")
        << minimalWith({{"units[1].side", "c"}}) << "bad.json: units[1].side: unknown side \"c\"";
    QTest::newRow("unit without troop type")
        << minimalWithout("units[0].troopType") << "bad.json: units[0].troopType: is required";
    QTest::newRow("misspelt unit field")
        << minimalWith({{"units[0].troopTyp", "Heavy Foot"}})
        << "bad.json: units[0].troopTyp: unknown field (expected one of: " + unitFields + ")";
    QTest::newRow("number for a string") << minimalWith({{"units[0].troopType", 5}})
                                         << "bad.json: units[0].troopType: must be a string";
    QTest::newRow("null for a string") << minimalWith({{"units[0].name", QJsonValue::Null}})
                                       << "bad.json: units[0].name: must be a string";
    QTest::newRow("object for an array") << minimalWith({{"units[0].bases", QJsonObject()}})
                                         << "bad.json: units[0].bases: must be an array";
    QTest::newRow("number in a string list")
        << minimalWith({{"units[0].capabilities[1]", 7}})
        << "bad.json: units[0].capabilities[1]: must be a string";
    QTest::newRow("string for a boolean")
        << minimalWith({{"units[0].state.disordered", "no"}})
        << "bad.json: units[0].state.disordered: must be true or false";
    QTest::newRow("string for a side's camp sacked")
        << minimalWith({{"sides[1].campSacked", "yes"}})
        << "bad.json: sides[1].campSacked: must be true or false";
    QTest::newRow("strength current > original")
        << minimalWith({{"units[0].strength.current", 5}})
        << "bad.json: units[0].strength.current: must be between 0 and 4";
    QTest::newRow("strength negative")
        << minimalWith({{"units[0].strength.current", -1}})
        << "bad.json: units[0].strength.current: must be between 0 and 4";
    QTest::newRow("strength original 0")
        << minimalWith({{"units[1].strength.original", 0}})
        << "bad.json: units[1].strength.original: must be between 1 and 100000";
    QTest::newRow("strength missing")
        << minimalWithout("units[0].strength") << "bad.json: units[0].strength: is required";

    // Bases on a free-form table.
    QTest::newRow("duplicate base id within a unit")
        << minimalWith({{"units[0].bases[1].id", "b1"}})
        << "bad.json: units[0].bases[1].id: duplicate id \"b1\" (already used by "
           "units[0].bases[0])";
    QTest::newRow("base width negative")
        << minimalWith({{"units[0].bases[1].width", -1.6}})
        << "bad.json: units[0].bases[1].width: must be a positive number";
    QTest::newRow("base depth zero")
        << minimalWith({{"units[0].bases[1].depth", 0}})
        << "bad.json: units[0].bases[1].depth: must be a positive number";
    QTest::newRow("string for a number") << minimalWith({{"units[0].bases[1].width", "1.6"}})
                                         << "bad.json: units[0].bases[1].width: must be a number";
    QTest::newRow("base x off the table")
        << minimalWith({{"units[0].bases[0].x", 60}})
        << "bad.json: units[0].bases[0].x: is off the table (must be between 0 and 48 MU)";
    QTest::newRow("base y negative")
        << minimalWith({{"units[1].bases[0].y", -0.5}})
        << "bad.json: units[1].bases[0].y: is off the table (must be between 0 and 32 MU)";
    QTest::newRow("base x 1e300")
        << minimalWith({{"units[0].bases[0].x", 1e300}})
        << "bad.json: units[0].bases[0].x: is off the table (must be between 0 and 48 MU)";
    QTest::newRow("base centre on the table, edge over it")
        << minimalWith({{"units[0].bases[0].x", 0.5}})
        << "bad.json: units[0].bases[0]: lies partly off the 48 MU x 32 MU table";
    QTest::newRow("base partly off because of its rotation")
        << minimalWith({{"units[0].bases[0].y", 0.4}, {"units[0].bases[0].facing", 90}})
        << "bad.json: units[0].bases[0]: lies partly off the 48 MU x 32 MU table";
    QTest::newRow("base hex field on a free table")
        << minimalWith({{"units[0].bases[0].column", 1}})
        << "bad.json: units[0].bases[0].column: unknown field (expected one of: id, "
           "troopType, armour, capabilities, figures, marker, x, y, facing, width, depth)";
    QTest::newRow("optional rules not a list")
        << minimalWith({{"optionalRules", "elbowRoom"}})
        << "bad.json: optionalRules: must be an array";
    QTest::newRow("no figures on a base")
        << minimalWith({{"units[0].bases[0].figures", 0}})
        << "bad.json: units[0].bases[0].figures: must be between 1 and 100000";
    QTest::newRow("formation not text")
        << minimalWith({{"units[0].state.formation", 3}})
        << "bad.json: units[0].state.formation: must be a string";

    // Commanders.
    QTest::newRow("commander attached to a unit of the other side")
        << minimalWith({{"commanders[0].attachedTo", "u2"}})
        << "bad.json: commanders[0].attachedTo: unit \"u2\" belongs to another side";
    QTest::newRow("commander attached to an unknown unit")
        << minimalWith({{"commanders[0].attachedTo", "u9"}})
        << "bad.json: commanders[0].attachedTo: unknown unit \"u9\"";
    QTest::newRow("commander of an unknown side")
        << minimalWith({{"commanders[0].side", "c"}})
        << "bad.json: commanders[0].side: unknown side \"c\"";
    QTest::newRow("commander without rank")
        << minimalWithout("commanders[0].rank") << "bad.json: commanders[0].rank: is required";
    QTest::newRow("duplicate commander id")
        << minimalWith(
               {{"commanders[1]",
                 QJsonObject{
                     {"id", "c1"}, {"side", "b"}, {"rank", "General"}, {"x", 1}, {"y", 1}}}})
        << "bad.json: commanders[1].id: duplicate id \"c1\" (already used by commanders[0])";

    // Terrain.
    QTest::newRow("terrain polygon with 2 points")
        << minimalWithout("terrain[0].polygon[2]")
        << "bad.json: terrain[0].polygon: a polygon needs at least 3 points";
    QTest::newRow("terrain outline crossing itself (a bow tie)")
        << minimalWith({{"terrain[0].polygon[2]", QJsonObject{{"x", 1}, {"y", 4}}},
                        {"terrain[0].polygon[3]", QJsonObject{{"x", 5}, {"y", 4}}}})
        << "bad.json: terrain[0].polygon: the outline crosses itself";
    QTest::newRow("terrain outline with all corners in a line")
        << minimalWith({{"terrain[0].polygon[2]", QJsonObject{{"x", 3}, {"y", 1}}}})
        << "bad.json: terrain[0].polygon: the outline crosses itself";
    QTest::newRow("terrain point off the table")
        << minimalWith({{"terrain[0].polygon[1].x", 48.5}})
        << "bad.json: terrain[0].polygon[1].x: is off the table (must be between 0 and 48 MU)";
    QTest::newRow("terrain without type")
        << minimalWith({{"terrain[0].type", ""}}) << "bad.json: terrain[0].type: must not be empty";
    QTest::newRow("unit properties not an object")
        << hexWith({{"units[1].properties", "movement 4"}})
        << "bad.json: units[1].properties: must be an object";
    QTest::newRow("terrain properties not an object")
        << minimalWith({{"terrain[0].properties", 3}})
        << "bad.json: terrain[0].properties: must be an object";

    // Hex maps.
    QTest::newRow("hex base outside the map")
        << hexWith({{"units[0].bases[0].column", 12}})
        << "bad.json: units[0].bases[0].column: must be between 0 and 11";
    QTest::newRow("hex base row negative")
        << hexWith({{"units[0].bases[1].row", -1}})
        << "bad.json: units[0].bases[1].row: must be between 0 and 7";
    QTest::newRow("hex base facing 6")
        << hexWith({{"units[0].bases[0].facing", 6}})
        << "bad.json: units[0].bases[0].facing: must be between 0 and 5";
    QTest::newRow("hex base with x and y")
        << hexWith({{"units[1].bases[0].x", 3}})
        << "bad.json: units[1].bases[0].x: unknown field (expected one of: id, troopType, "
           "armour, capabilities, figures, marker, column, row, facing)";
    QTest::newRow("hex commander outside the map")
        << hexWith({{"commanders[0].row", 8}})
        << "bad.json: commanders[0].row: must be between 0 and 7";
    QTest::newRow("hex terrain without hexes")
        << hexWith({{"terrain[0].hexes", QJsonArray()}})
        << "bad.json: terrain[0].hexes: must list at least one hex";
    QTest::newRow("hex terrain outside the map")
        << hexWith({{"terrain[0].hexes[1].column", 40}})
        << "bad.json: terrain[0].hexes[1].column: must be between 0 and 11";

    // Turn.
    QTest::newRow("activeSide unknown")
        << minimalWith({{"activeSide", "c"}}) << "bad.json: activeSide: unknown side \"c\"";
    QTest::newRow("turn 0") << minimalWith({{"turn", 0}})
                            << "bad.json: turn: must be between 1 and 100000";

    // Capture markers (issue 32): ids 0 to 239, each on one base or one tray in the battle, and a
    // unit marked by its tray or on its bases, not both.
    QTest::newRow("base marker 240, a table marker")
        << minimalWith({{"units[0].bases[1].marker", 240}})
        << "bad.json: units[0].bases[1].marker: must be between 0 and 239 (240 to 249 mark the "
           "table)";
    QTest::newRow("base marker -1") << minimalWith({{"units[0].bases[0].marker", -1}})
                                    << "bad.json: units[0].bases[0].marker: must be between 0 and "
                                       "239 (240 to 249 mark the table)";
    QTest::newRow("base marker not whole")
        << minimalWith({{"units[0].bases[0].marker", 2.5}})
        << "bad.json: units[0].bases[0].marker: must be a whole number";
    QTest::newRow("base marker not a number")
        << minimalWith({{"units[0].bases[0].marker", "7"}})
        << "bad.json: units[0].bases[0].marker: must be a number";
    QTest::newRow("tray marker 249")
        << minimalWith({{"units[1].trayMarker", 249}})
        << "bad.json: units[1].trayMarker: must be between 0 and 239 (240 to 249 mark the table)";
    QTest::newRow("one marker on bases of two units")
        << minimalWith({{"units[0].bases[1].marker", 17}, {"units[1].bases[0].marker", 17}})
        << "bad.json: units[1].bases[0].marker: marker 17 is already used by "
           "units[0].bases[1].marker";
    QTest::newRow("one marker on two bases of a unit")
        << minimalWith({{"units[0].bases[0].marker", 0}, {"units[0].bases[1].marker", 0}})
        << "bad.json: units[0].bases[1].marker: marker 0 is already used by "
           "units[0].bases[0].marker";
    QTest::newRow("one marker on a base and on a tray")
        << minimalWith({{"units[0].bases[0].marker", 5}, {"units[1].trayMarker", 5}})
        << "bad.json: units[1].trayMarker: marker 5 is already used by units[0].bases[0].marker";
    QTest::newRow("a tray marker and base markers in one unit")
        << minimalWith({{"units[0].trayMarker", 3}, {"units[0].bases[1].marker", 4}})
        << "bad.json: units[0].trayMarker: base \"b2\" has a marker too; mark the tray or the "
           "bases, not both";
    QTest::newRow("hex counter marker out of range")
        << hexWith({{"units[1].bases[0].marker", 1000}})
        << "bad.json: units[1].bases[0].marker: must be between 0 and 239 (240 to 249 mark the "
           "table)";
}

void TestScenarioReaderRefusals::refuses()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    try {
        const Battle battle = ScenarioReader::readDocument(json, QStringLiteral("bad.json"));
        QFAIL(qPrintable(QStringLiteral("accepted: ") + describe(battle)));
    } catch (const Error &error) {
        QCOMPARE(error.message(), message);
    }
}

QTEST_GUILESS_MAIN(TestScenarioReaderRefusals)
#include "tst_scenarioreaderrefusals.moc"
