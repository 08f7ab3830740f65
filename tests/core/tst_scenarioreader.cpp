// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <initializer_list>

using namespace adjutant::core;

namespace {

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

// The scenarios are raw string literals; moc misreads an apostrophe inside one and then finds no
// test class, so the JSON in this file has none.

// A small valid FoGR scenario on a table of 48 x 32 MU of 25 mm. Each bad-file row changes one
// thing in it. Both units have a base "b1": base ids are unique within a unit only.
const char *const minimalScenario = R"({
  "format": "adjutant-scenario",
  "version": 1,
  "name": "Minimal",
  "ruleset": "fogr",
  "table": {"unit": "MU", "muMillimetres": 25, "width": 48, "depth": 32},
  "activeSide": "a",
  "sides": [{"id": "a", "name": "Side A"}, {"id": "b", "name": "Side B"}],
  "units": [
    {"id": "u1", "side": "a", "troopType": "Heavy Foot", "capabilities": ["Pike"],
     "strength": {"original": 4, "current": 4},
     "state": {"cohesion": "Steady", "disordered": false, "flags": []},
     "bases": [{"id": "b1", "x": 10, "y": 5, "width": 1.6, "depth": 0.8},
               {"id": "b2", "x": 11.6, "y": 5, "width": 1.6, "depth": 0.8}]},
    {"id": "u2", "side": "b", "troopType": "Medium Foot", "strength": {"original": 2},
     "bases": [{"id": "b1", "x": 20, "y": 25, "facing": 180, "width": 1.6, "depth": 0.8}]}
  ],
  "commanders": [{"id": "c1", "side": "a", "rank": "General", "x": 12, "y": 3, "attachedTo": "u1"}],
  "terrain": [{"id": "t1", "type": "Woods",
               "polygon": [{"x": 1, "y": 1}, {"x": 5, "y": 1}, {"x": 5, "y": 4}]}]
})";

// The same on a Nieuport 1600 hex map of 12 columns and 8 rows.
const char *const hexScenario = R"({
  "format": "adjutant-scenario",
  "version": 1,
  "name": "Hex skirmish",
  "ruleset": "nieuport1600",
  "table": {"unit": "hex", "columns": 12, "rows": 8},
  "turn": 3,
  "phase": "Movement",
  "activeSide": "b",
  "sides": [{"id": "a", "name": "Spain", "army": "Army of Flanders"},
            {"id": "b", "name": "States", "army": "States army"}],
  "units": [
    {"id": "u1", "side": "a", "name": "Tercio viejo", "troopType": "Tercio", "quality": "Veteran",
     "strength": {"original": 12, "current": 9},
     "state": {"cohesion": "Shaken", "disordered": true, "flags": ["ammunition low"]},
     "bases": [{"id": "h1", "column": 3, "row": 2, "facing": 1},
               {"id": "h2", "column": 4, "row": 2, "facing": 5, "troopType": "Shot"}]},
    {"id": "u2", "side": "b", "troopType": "Horse", "strength": {"original": 4},
     "bases": [{"id": "h1", "column": 11, "row": 7}]}
  ],
  "commanders": [{"id": "c1", "side": "b", "name": "Maurice", "rank": "General",
                  "column": 10, "row": 7, "attachedTo": "u2"}],
  "terrain": [{"id": "dunes", "type": "Dunes", "hexes": [{"column": 0, "row": 0},
                                                      {"column": 0, "row": 1}],
               "properties": {"height": 1}}]
})";

// Old Dessauer on a 6 x 4 foot table measured in inches, a base turned at an odd angle.
const char *const inchScenario = R"({
  "format": "adjutant-scenario",
  "version": 1,
  "name": "Inches",
  "ruleset": "olddessauer",
  "table": {"unit": "inch", "width": 72, "depth": 48},
  "phase": "",
  "sides": [{"id": "prussia"}, {"id": "austria"}],
  "units": [
    {"id": "ir15", "side": "prussia", "name": "IR 15", "troopType": "Line Infantry",
     "armour": "", "strength": {"original": 3, "current": 1},
     "bases": [{"id": "1", "x": 36.5, "y": 12.25, "facing": 33.3, "width": 3, "depth": 1.5},
               {"id": "2", "x": 39.5, "y": 12.25, "facing": 359.9, "width": 3, "depth": 1.5}]}
  ],
  "terrain": [{"id": "village", "type": "Village",
               "polygon": [{"x": 0, "y": 0}, {"x": 72, "y": 0}, {"x": 72, "y": 48},
                           {"x": 0, "y": 48}, {"x": 30.125, "y": 20.5}]}]
})";

QJsonObject parse(const char *json)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(QByteArray(json), &error);
    if (error.error != QJsonParseError::NoError)
        qFatal("test scenario is not JSON: %s", qPrintable(error.errorString()));
    return document.object();
}

QByteArray bytes(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// One step of a path such as "units[0].bases[1].width": a field name or an array index.
struct PathStep
{
    QString key;
    qsizetype index = -1;
};

QList<PathStep> parsePath(const QString &path)
{
    static const QRegularExpression step(QStringLiteral(R"(([^.\[\]]+)|\[(\d+)\])"));
    QList<PathStep> steps;
    for (auto it = step.globalMatch(path); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        if (match.capturedLength(1) > 0)
            steps << PathStep{match.captured(1)};
        else
            steps << PathStep{QString(), match.captured(2).toLongLong()};
    }
    return steps;
}

// Returns `node` with the value at `steps` replaced by `value`, or removed when it is undefined.
QJsonValue replaced(const QJsonValue &node, QList<PathStep> steps, const QJsonValue &value)
{
    if (steps.isEmpty())
        return value;
    const PathStep step = steps.takeFirst();
    const bool remove = steps.isEmpty() && value.isUndefined();
    if (step.index >= 0) {
        QJsonArray array = node.toArray();
        if (remove)
            array.removeAt(step.index);
        else if (step.index == array.size())
            array.append(replaced(QJsonValue(), steps, value));
        else
            array[step.index] = replaced(array.at(step.index), steps, value);
        return array;
    }
    QJsonObject object = node.toObject();
    if (remove)
        object.remove(step.key);
    else
        object[step.key] = replaced(object.value(step.key), steps, value);
    return object;
}

using Edits = std::initializer_list<std::pair<const char *, QJsonValue>>;

QJsonObject edited(const char *base, Edits edits)
{
    QJsonValue result = parse(base);
    for (const auto &[path, value] : edits)
        result = replaced(result, parsePath(QString::fromLatin1(path)), value);
    return result.toObject();
}

// The minimal scenario with the given fields replaced; an undefined value removes the field.
QByteArray minimalWith(Edits edits)
{
    return bytes(edited(minimalScenario, edits));
}
QByteArray hexWith(Edits edits)
{
    return bytes(edited(hexScenario, edits));
}
QByteArray minimalWithout(const char *path)
{
    return minimalWith({{path, QJsonValue::Undefined}});
}

// The minimal scenario with a number JSON can spell but QJsonValue cannot hold.
QByteArray minimalWithRawNumber(const char *path, const char *number)
{
    QByteArray json = minimalWith({{path, QStringLiteral("@number@")}});
    json.replace("\"@number@\"", number);
    return json;
}

QString describe(const Battle &battle)
{
    return QString::fromUtf8(bytes(ScenarioWriter::write(battle)));
}

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
    void refuses_data();
    void refuses();
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

void TestScenarioReader::refuses_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");

    const QString unitFields = QStringLiteral(
        "id, side, name, troopType, quality, armour, capabilities, strength, state, bases, "
        "properties");

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
           "troopType, armour, capabilities, figures, x, y, facing, width, depth)";
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
           "armour, capabilities, figures, column, row, facing)";
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
}

void TestScenarioReader::refuses()
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

QTEST_GUILESS_MAIN(TestScenarioReader)
#include "tst_scenarioreader.moc"
