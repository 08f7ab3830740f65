// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli end to end: JSON on stdout, messages on stderr, exit codes, nothing changed by a
// refused command.
#include "clischema.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant;

class TestCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }
    void helpOnEveryCommand_data();
    void helpOnEveryCommand();
    void importShowApplyUndoRedo();
    void newUsesTheBookTableOrAsks();
    void measureTheDemo();
    void measureAHexMap();
    void measureOldDessauer();
    void measureFogrOverlaps();
    void measureAPileIsRefusedAndACrowdIsListedInPart();
    void contactToleranceIsTheBattles();
    void adjudicateListsProcedures();
    void adjudicateProcedureHelp();
    void adjudicateProcedureHelpNamesEveryExampleField();
    void adjudicateEveryExample();
    void adjudicateKeysSurviveARename_data();
    void adjudicateKeysSurviveARename();
    void adjudicateWithTypedDice();
    void adjudicateWithASeed();
    void adjudicateAndRecord();
    void rulesShowProvenance();
    void rulesetsComeFromTheRegistry();
    void unknownRulesetIsRefusedWhereBattlesEnter();
    void refusals_data();
    void refusals();

private:
    struct Run
    {
        int exitCode;
        QByteArray out;
        QString err;
    };
    Run cli(const QStringList &args, const QByteArray &input = {});
    QJsonDocument json(const QStringList &args, const QByteArray &input = {});
    QString path(const QString &name) const { return mDir.filePath(name); }
    QString demo() const { return QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"); }
    QTemporaryDir mDir;
};

TestCli::Run TestCli::cli(const QStringList &args, const QByteArray &input)
{
    QProcess process;
    process.start(QStringLiteral(ADJUTANT_CLI), args);
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(30000))
        return {-1, {}, QStringLiteral("timed out")};
    const Run run{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                  process.readAllStandardOutput(),
                  QString::fromUtf8(process.readAllStandardError())};
    jsonschema::verifyCliOutput(args, run.exitCode, run.out); // docs/schemas
    return run;
}

QJsonDocument TestCli::json(const QStringList &args, const QByteArray &input)
{
    const Run run = cli(args, input);
    if (run.exitCode != 0)
        qWarning("%s", qPrintable(run.err));
    return QJsonDocument::fromJson(run.out);
}

void TestCli::helpOnEveryCommand_data()
{
    QTest::addColumn<QString>("command");
    for (const char *command : {"new", "import", "export", "show", "log", "apply", "measure", "adjudicate", "rules", "undo", "redo"})
        QTest::newRow(command) << QString::fromLatin1(command);
}

void TestCli::helpOnEveryCommand()
{
    QFETCH(QString, command);
    const Run run = cli({command, QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    QVERIFY2(run.out.contains("Usage: adjutant-cli " + command.toLatin1()), run.out.constData());
}

void TestCli::importShowApplyUndoRedo()
{
    const QString file = path(QStringLiteral("battle.adjutant"));
    const QJsonObject created = json({QStringLiteral("import"), file, demo()}).object();
    QCOMPARE(created[QStringLiteral("type")].toString(), QStringLiteral("battle.created"));
    // The log starts in the scenario's turn and phase.
    QCOMPARE(created[QStringLiteral("turn")].toInt(), 1);
    QCOMPARE(created[QStringLiteral("phase")].toString(), QStringLiteral("Impact"));

    const QJsonObject shown = json({QStringLiteral("show"), file}).object();
    const QJsonObject exported = json({QStringLiteral("export"), file}).object();
    QCOMPARE(shown[QStringLiteral("battle")].toObject(), exported);
    QCOMPARE(exported[QStringLiteral("units")].toArray().size(), 3);

    const QByteArray move = R"({"type": "base.moved", "payload": {"unit": "tercio", "id": "f1r1", "x": 30, "y": 20}})";
    const QJsonObject moved = json({QStringLiteral("apply"), file, QStringLiteral("-")}, move).object();
    QCOMPARE(moved[QStringLiteral("seq")].toInt(), 2);
    QCOMPARE(moved[QStringLiteral("description")].toString(), QStringLiteral("\"Tercio\": base \"f1r1\" moved to (30, 20) MU"));
    QCOMPARE(moved[QStringLiteral("canUndo")].toBool(), true);

    QCOMPARE(json({QStringLiteral("undo"), file})[QStringLiteral("type")].toString(), QStringLiteral("undo"));
    QCOMPARE(json({QStringLiteral("export"), file}).object(), exported);
    QCOMPARE(json({QStringLiteral("redo"), file})[QStringLiteral("canRedo")].toBool(), false);
    const QJsonObject base = json({QStringLiteral("export"), file})[QStringLiteral("units")][0][QStringLiteral("bases")][0].toObject();
    QCOMPARE(base[QStringLiteral("x")].toDouble(), 30.0);

    const QJsonArray log = json({QStringLiteral("log"), file})[QStringLiteral("events")].toArray();
    QCOMPARE(log.size(), 4);
    QCOMPARE(log[2][QStringLiteral("type")].toString(), QStringLiteral("undo"));
    QCOMPARE(log[2][QStringLiteral("payload")][QStringLiteral("undoes")].toInt(), 2);
    const Run text = cli({QStringLiteral("log"), QStringLiteral("--text"), file});
    QCOMPARE(text.exitCode, 0);
    QCOMPARE(text.out.count('\n'), 4);

    // Export to a file and import it into the same battle: an undoable step of its own.
    const QString out = path(QStringLiteral("out.json"));
    QCOMPARE(cli({QStringLiteral("export"), file, out}).exitCode, 0);
    QCOMPARE(json({QStringLiteral("import"), file, out})[QStringLiteral("type")].toString(), QStringLiteral("battle.imported"));
}

void TestCli::newUsesTheBookTableOrAsks()
{
    const QString fogr = path(QStringLiteral("new-fogr.adjutant"));
    QCOMPARE(cli({QStringLiteral("new"), fogr}).exitCode, 0);
    const QJsonObject table = json({QStringLiteral("export"), fogr})[QStringLiteral("table")].toObject();
    QCOMPARE(table, (QJsonObject{{QStringLiteral("unit"), QStringLiteral("MU")},
                                 {QStringLiteral("muMillimetres"), 25},
                                 {QStringLiteral("width"), 72},
                                 {QStringLiteral("depth"), 48},
                                 {QStringLiteral("contactToleranceMillimetres"), 0.5}}));
    const QString loose = path(QStringLiteral("new-loose.adjutant"));
    QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--contact-tolerance"),
                  QStringLiteral("1.5"), loose})
                 .exitCode,
             0);
    QCOMPARE(json({QStringLiteral("export"),
                   loose})[QStringLiteral("table")][QStringLiteral("contactToleranceMillimetres")]
                 .toDouble(),
             1.5);

    const Run od = cli({QStringLiteral("new"), QStringLiteral("--ruleset"), QStringLiteral("olddessauer"),
                        path(QStringLiteral("od.adjutant"))});
    QCOMPARE(od.exitCode, 2);
    QCOMPARE(od.err, QStringLiteral("adjutant-cli new: --width is required: the olddessauer rules give no table size\n"));
    QVERIFY(!QFile::exists(path(QStringLiteral("od.adjutant"))));

    const QString hex = path(QStringLiteral("n1600.adjutant"));
    QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--ruleset"), QStringLiteral("nieuport1600"), QStringLiteral("--width"),
                  QStringLiteral("30"), QStringLiteral("--depth"), QStringLiteral("20"), hex})
                 .exitCode,
             0);
    QCOMPARE(json({QStringLiteral("export"), hex})[QStringLiteral("table")][QStringLiteral("columns")].toInt(), 30);
}

// The book's Example of Combat: the second Dutch battle group is "ready to charge into the
// flank of the tercio"; the first stands 3 MU in front of it, at the arquebus's short range.
void TestCli::measureTheDemo()
{
    const QJsonObject all = json({QStringLiteral("measure"), demo()}).object();
    QCOMPARE(all[QStringLiteral("unit")].toString(), QStringLiteral("MU"));
    QCOMPARE(all[QStringLiteral("overlaps")].toArray().size(), 0);
    QCOMPARE(all[QStringLiteral("units")].toArray().size(), 3);

    const QJsonObject flank = json({QStringLiteral("measure"), demo(), QStringLiteral("--unit"), QStringLiteral("dutch2")}).object();
    const QJsonArray units = flank[QStringLiteral("units")].toArray();
    QCOMPARE(units.size(), 1);
    const QJsonObject tercio = units[0][QStringLiteral("enemies")][0].toObject();
    QCOMPARE(tercio[QStringLiteral("unit")].toString(), QStringLiteral("tercio"));
    QCOMPARE(tercio[QStringLiteral("distance")].toDouble(), 4.8);
    QCOMPARE(tercio[QStringLiteral("flankOrRearChargePosition")].toBool(), true);
    QCOMPARE(units[0][QStringLiteral("nearestEnemy")].toObject(),
             (QJsonObject{{QStringLiteral("unit"), QStringLiteral("tercio")}, {QStringLiteral("distance"), 4.8}}));

    const QJsonObject front = json({QStringLiteral("measure"), demo(), QStringLiteral("--unit"), QStringLiteral("tercio"),
                                    QStringLiteral("--within"), QStringLiteral("3")})
                                  .object();
    const QJsonArray enemies = front[QStringLiteral("units")][0][QStringLiteral("enemies")].toArray();
    QCOMPARE(enemies.size(), 1);
    QCOMPARE(enemies[0][QStringLiteral("unit")].toString(), QStringLiteral("dutch1"));
    QCOMPARE(enemies[0][QStringLiteral("flankOrRearChargePosition")].toBool(), false);
    QCOMPARE(enemies[0][QStringLiteral("shooting")][QStringLiteral("range")].toString(), QStringLiteral("short"));
    QCOMPARE(enemies[0][QStringLiteral("shooting")][QStringLiteral("inArc")].toBool(), true);
    QCOMPARE(enemies[0][QStringLiteral("lineOfSight")].toBool(), true);

    // A battle file measures the same as its scenario.
    const QString file = path(QStringLiteral("measure.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), file, demo()}).exitCode, 0);
    QCOMPARE(json({QStringLiteral("measure"), file}).object(), all);
}

// A Nieuport 1600 map: the tercio (a double unit, N1600 7.2) faces the gendarmes across one
// hexside; the guns' fire zone (10 hexes, N1600 10.4) reaches the tercio, but the gendarmes and
// the dunes stand in the line of sight (N1600 10.2); the tercio's wing commander is two hexes
// away, the infantry's line of command (N1600 5.1.1).
void TestCli::measureAHexMap()
{
    const QString map = QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/rulesets/nieuport1600/example.json");
    const QJsonObject all = json({QStringLiteral("measure"), map}).object();
    QCOMPARE(all[QStringLiteral("unit")].toString(), QStringLiteral("hex"));
    QHash<QString, QJsonObject> units;
    for (const QJsonValue &unit : all[QStringLiteral("units")].toArray())
        units.insert(unit[QStringLiteral("unit")].toString(), unit.toObject());
    QCOMPARE(units.size(), 4);

    auto enemy = [&](const QString &unit, const QString &other) {
        for (const QJsonValue &e : units[unit][QStringLiteral("enemies")].toArray()) {
            if (e[QStringLiteral("unit")].toString() == other)
                return e.toObject();
        }
        return QJsonObject();
    };
    const QJsonObject facing = enemy(QStringLiteral("tercio"), QStringLiteral("gendarmes"));
    QCOMPARE(facing[QStringLiteral("distance")].toInt(), 1);
    QCOMPARE(facing[QStringLiteral("inItsArc")].toString(), QStringLiteral("frontal"));
    QCOMPARE(facing[QStringLiteral("inOurFireZone")].toBool(), true);
    const QJsonObject guns = enemy(QStringLiteral("guns"), QStringLiteral("tercio"));
    QCOMPARE(guns[QStringLiteral("distance")].toInt(), 6);
    QCOMPARE(guns[QStringLiteral("inOurFireZone")].toBool(), true);
    QCOMPARE(guns[QStringLiteral("lineOfSight")].toBool(), false);
    QCOMPARE(enemy(QStringLiteral("tercio"), QStringLiteral("musketeers"))[QStringLiteral("lineOfSight")].toBool(), true);

    const QJsonObject command = units[QStringLiteral("tercio")][QStringLiteral("commanders")][0].toObject();
    QCOMPARE(command[QStringLiteral("commander")].toString(), QStringLiteral("mendoza"));
    QCOMPARE(command[QStringLiteral("lineOfCommand")].toBool(), true);
    QCOMPARE(command[QStringLiteral("length")].toInt(), 2);
    QCOMPARE(units[QStringLiteral("gendarmes")][QStringLiteral("commanders")][0][QStringLiteral("lineOfCommand")].toBool(), false);
    // N1600 5.1: "Artillery is always in command."
    QCOMPARE(units[QStringLiteral("guns")][QStringLiteral("commanders")].toArray().size(), 0);
}

// Old Dessauer: a battalion with one enemy flush on its front and another on its rear is
// bookended (OD 14.7); a wood three contours high hides an enemy beyond it (OD Visibility).
void TestCli::measureOldDessauer()
{
    const QString table = QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/rulesets/olddessauer/example.json");
    const QJsonObject red =
        json({QStringLiteral("measure"), table, QStringLiteral("--unit"), QStringLiteral("red"), QStringLiteral("--within"),
              QStringLiteral("40")})[QStringLiteral("units")][0]
            .toObject();
    QCOMPARE(red[QStringLiteral("bookended")].toBool(), true);
    QHash<QString, QJsonObject> enemies;
    for (const QJsonValue &e : red[QStringLiteral("enemies")].toArray())
        enemies.insert(e[QStringLiteral("unit")].toString(), e.toObject());
    QCOMPARE(enemies.size(), 5);
    QCOMPARE(enemies[QStringLiteral("front")][QStringLiteral("withinApproachLimit")].toBool(), true);
    QCOMPARE(enemies[QStringLiteral("front")][QStringLiteral("inItsPinningZone")].toBool(), true);
    QCOMPARE(enemies[QStringLiteral("front")][QStringLiteral("inOurArcOfFire")].toBool(), true);
    QCOMPARE(enemies[QStringLiteral("rear")][QStringLiteral("inOurArcOfFire")].toBool(), false);
    // Square on, front to front: a contact angle of 0 (OD 14's limit is missing: shown, not judged).
    QCOMPARE(enemies[QStringLiteral("front")][QStringLiteral("contactAngle")].toDouble(), 0.0);
    QVERIFY(!enemies[QStringLiteral("seen")].contains(QStringLiteral("contactAngle")));
    QCOMPARE(enemies[QStringLiteral("hidden")][QStringLiteral("lineOfSight")].toBool(), false);
    QCOMPARE(enemies[QStringLiteral("seen")][QStringLiteral("lineOfSight")].toBool(), true);
    QCOMPARE(enemies[QStringLiteral("seen")][QStringLiteral("withinApproachLimit")].toBool(), false);
    // OD 8.2: the general's command distance of 6 inches, to the nearest point of the unit, by
    // "any path but [not crossing] impassable terrain or enemy units": 7.5 inches straight, but
    // the Austrians at the battalion's rear stand in the way, so 7.85 around them.
    const QJsonObject general = red[QStringLiteral("commanders")][0].toObject();
    QCOMPARE(general[QStringLiteral("range")].toDouble(), 6.0);
    QCOMPARE(general[QStringLiteral("distance")].toDouble(), 7.847);
    QCOMPARE(general[QStringLiteral("inRange")].toBool(), false);
    // The aide is 5.5 inches from the exposed battalion as the crow flies, within 6; the path
    // round the Austrian battalion between them is 6.52: out of command distance.
    const QJsonObject aide =
        json({QStringLiteral("measure"), table, QStringLiteral("--unit"), QStringLiteral("exposed")})[QStringLiteral("units")][0]
            [QStringLiteral("commanders")][1].toObject();
    QCOMPARE(aide[QStringLiteral("commander")].toString(), QStringLiteral("aide"));
    QCOMPARE(aide[QStringLiteral("distance")].toDouble(), 6.524);
    QCOMPARE(aide[QStringLiteral("inRange")].toBool(), false);

    // OD 12.4: "Intervening units ... stop the zone at that point": the battalion behind a
    // screen is out of the pinning zone that reaches the screen.
    auto pinned = [&](const QString &unit) {
        const QJsonObject facts = json({QStringLiteral("measure"), table, QStringLiteral("--unit"), unit})[QStringLiteral("units")][0].toObject();
        for (const QJsonValue &e : facts[QStringLiteral("enemies")].toArray()) {
            if (e[QStringLiteral("unit")].toString() == QStringLiteral("screened"))
                return e[QStringLiteral("inItsPinningZone")].toBool();
        }
        return false;
    };
    QCOMPARE(pinned(QStringLiteral("screen")), true);
    QCOMPARE(pinned(QStringLiteral("exposed")), false);

    // Two battalions in contact straight between an observer and its target: the sight line runs
    // exactly along their join, which is no gap to see through.
    const QJsonObject crack = json({QStringLiteral("measure"), QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/od-crack.json"),
                                    QStringLiteral("--unit"), QStringLiteral("observer"), QStringLiteral("--within"),
                                    QStringLiteral("36")})[QStringLiteral("units")][0]
                                  .toObject();
    QCOMPARE(crack[QStringLiteral("enemies")][0][QStringLiteral("unit")].toString(), QStringLiteral("target"));
    QCOMPARE(crack[QStringLiteral("enemies")][0][QStringLiteral("lineOfSight")].toBool(), false);

    // OD 19.9: "Visibility is blocked by some terrain and all close-order units including
    // artillery": the same light infantry blocks sight formed in line, not skirmishing.
    auto sees = [&](const QString &observer, const QString &target) {
        const QJsonObject facts = json({QStringLiteral("measure"), QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/od-screen.json"),
                                        QStringLiteral("--unit"), observer, QStringLiteral("--within"), QStringLiteral("36")})[QStringLiteral("units")][0]
                                      .toObject();
        for (const QJsonValue &e : facts[QStringLiteral("enemies")].toArray()) {
            if (e[QStringLiteral("unit")].toString() == target)
                return e[QStringLiteral("lineOfSight")].toBool() ? QStringLiteral("clear") : QStringLiteral("blocked");
        }
        return QStringLiteral("not measured");
    };
    QCOMPARE(sees(QStringLiteral("observer"), QStringLiteral("target")), QStringLiteral("clear"));
    QCOMPARE(sees(QStringLiteral("observer2"), QStringLiteral("target2")), QStringLiteral("blocked"));

    // OD 19.5: "Units may only cross rivers at bridges or fords": a river runs from side to side
    // of the table between each battalion and its general 6 inches behind it (5.5 to its rear
    // edge). OD 8.2: the CD "may not cross impassable terrain": the east general crosses by the
    // bridge in front of him; the west one must go by that bridge, 27 inches east: from (10, 10)
    // to the river's corner at the bridge (37, 12), across (37, 14), and back to the nearest
    // corner of the battalion (12, 15.5): 27.074 + 2 + 25.045 = 54.119 inches; not round the
    // river's end at the table's edge.
    const QJsonArray river = json({QStringLiteral("measure"), QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/od-river.json")})[QStringLiteral("units")].toArray();
    QHash<QString, QJsonObject> byGeneral;
    for (const QJsonValue &unit : river) {
        for (const QJsonValue &c : unit[QStringLiteral("commanders")].toArray())
            byGeneral.insert(unit[QStringLiteral("unit")].toString() + QLatin1Char('/') + c[QStringLiteral("commander")].toString(), c.toObject());
    }
    QCOMPARE(byGeneral[QStringLiteral("west/westGeneral")][QStringLiteral("distance")].toDouble(), 54.119);
    QCOMPARE(byGeneral[QStringLiteral("west/westGeneral")][QStringLiteral("inRange")].toBool(), false);
    QCOMPARE(byGeneral[QStringLiteral("east/eastGeneral")][QStringLiteral("distance")].toDouble(), 5.5);
    QCOMPARE(byGeneral[QStringLiteral("east/eastGeneral")][QStringLiteral("inRange")].toBool(), true);

    // OD 14.6: the unit behind the battalion may attack its rear; the one in front may not.
    const QJsonObject rear = json({QStringLiteral("measure"), table, QStringLiteral("--unit"), QStringLiteral("rear")})[QStringLiteral("units")][0].toObject();
    QCOMPARE(rear[QStringLiteral("enemies")][0][QStringLiteral("flankOrRearAttackPosition")].toBool(), true);
    const QJsonObject front = json({QStringLiteral("measure"), table, QStringLiteral("--unit"), QStringLiteral("front")})[QStringLiteral("units")][0].toObject();
    QCOMPARE(front[QStringLiteral("enemies")][0][QStringLiteral("flankOrRearAttackPosition")].toBool(), false);
}

// FoGR, Manoeuvre Phase, overlap positions: a Spanish base side to side with a Dutch base that
// is in front edge contact with Spanish friends (situation 1); a Dutch base front corner to front
// corner beside a friend whose whole front edge fights a Spanish base (situation 2).
void TestCli::measureFogrOverlaps()
{
    const QString table = QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/fogr-overlaps.json");
    const QJsonObject all = json({QStringLiteral("measure"), table}).object();
    QHash<QString, QJsonArray> positions;
    for (const QJsonValue &unit : all[QStringLiteral("units")].toArray())
        positions.insert(unit[QStringLiteral("unit")].toString(), unit[QStringLiteral("overlapPositions")].toArray());
    QCOMPARE(positions[QStringLiteral("sp")].size(), 0);
    // FoGR: sp3 stands in corner contact with sp, well within 3 MU: if one breaks the other tests.
    for (const QJsonValue &unit : all[QStringLiteral("units")].toArray()) {
        if (unit[QStringLiteral("unit")].toString() == QStringLiteral("sp3"))
            QCOMPARE(unit[QStringLiteral("friendsWithinBreakTestRange")].toArray(), QJsonArray{QStringLiteral("sp")});
        if (unit[QStringLiteral("unit")].toString() == QStringLiteral("du"))
            QCOMPARE(unit[QStringLiteral("friendsWithinBreakTestRange")].toArray(), QJsonArray());
    }
    QCOMPARE(positions[QStringLiteral("sp3")],
             (QJsonArray{QJsonObject{{QStringLiteral("base"), QStringLiteral("sp3/b1")}, {QStringLiteral("situation"), 1},
                                     {QStringLiteral("against"), QStringLiteral("du/b1")}}}));
    QCOMPARE(positions[QStringLiteral("du")],
             (QJsonArray{QJsonObject{{QStringLiteral("base"), QStringLiteral("du/b3")}, {QStringLiteral("situation"), 2},
                                     {QStringLiteral("besideFriend"), QStringLiteral("du/b2")}}}));
    bool frontToFront = false;
    for (const QJsonValue &contact : all[QStringLiteral("contacts")].toArray()) {
        frontToFront = frontToFront || (contact[QStringLiteral("a")].toString() == QStringLiteral("sp/b1") &&
                                        contact[QStringLiteral("b")].toString() == QStringLiteral("du/b1") &&
                                        contact[QStringLiteral("contact")].toString() == QStringLiteral("front edge to front edge"));
    }
    QVERIFY(frontToFront);
}

// Two bases 1 mm apart, front edge to front edge: apart at the default tolerance of 0.5 mm, in
// contact once the battle's tolerance is 1.5 mm, apart again when that is undone. `measure`
// reads the tolerance from the battle, as the app does.
// Issue 28: the demo with its tercio (14 bases: files of 3, 4, 4 and 3 ranks) stacked `copies`
// times on its spot. Of its 14 places, 36 pairs touch (10 side by side, 10 one behind the other,
// 16 corner to corner), each a contact between any two different copies; a base touches at most
// 8 places. Six copies (a base touching or overlapping at most 9 x 6 - 1 = 53 others) are
// measured: of the 36 x 30 = 1,080 contacts 8 x 96 = 768 are listed and the rest counted, and the
// output still meets its schema (cli()). Eight copies are a pile (71 at f2r2): refused in one
// line, naming the base.
void TestCli::measureAPileIsRefusedAndACrowdIsListedInPart()
{
    auto stacked = [this](int copies) {
        QFile file(QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"));
        if (!file.open(QIODevice::ReadOnly))
            qFatal("the demo cannot be read");
        QJsonObject scenario = QJsonDocument::fromJson(file.readAll()).object();
        QJsonArray units = scenario[QStringLiteral("units")].toArray();
        const QJsonObject tercio = units[0].toObject();
        units.removeFirst();
        for (int k = 0; k < copies; ++k) {
            QJsonObject copy = tercio;
            if (k > 0) // the first keeps the tercio's id, which its commander is attached to
                copy[QStringLiteral("id")] = QStringLiteral("copy%1").arg(k);
            units.append(copy);
        }
        scenario[QStringLiteral("units")] = units;
        const QString name = path(QStringLiteral("stacked%1.json").arg(copies));
        QFile out(name);
        if (!out.open(QIODevice::WriteOnly) || out.write(QJsonDocument(scenario).toJson()) < 0)
            qFatal("the stacked table cannot be written");
        return name;
    };
    const QJsonObject crowd = json({QStringLiteral("measure"), stacked(6)}).object();
    QCOMPARE(crowd[QStringLiteral("contacts")].toArray().size(), 768);
    QCOMPARE(crowd[QStringLiteral("contactsNotListed")].toInteger(), 1080 - 768);
    QCOMPARE(crowd[QStringLiteral("overlaps")].toArray().size(), 14 * 15);
    QVERIFY(!crowd.contains(QStringLiteral("overlapsNotListed")));

    const Run pile = cli({QStringLiteral("measure"), stacked(8)});
    QCOMPARE(pile.exitCode, 1);
    QCOMPARE(pile.out, QByteArray());
    QVERIFY2(pile.err.startsWith(QStringLiteral("adjutant-cli measure: more than 64 bases touch or "
                                                "overlap base tercio/f2r2: ")) &&
                 pile.err.count(QLatin1Char('\n')) == 1,
             qPrintable(pile.err));
}

void TestCli::contactToleranceIsTheBattles()
{
    auto base = [](double y, int facing) {
        return QJsonObject{{QStringLiteral("id"), QStringLiteral("b1")},
                           {QStringLiteral("x"), 30},
                           {QStringLiteral("y"), y},
                           {QStringLiteral("facing"), facing},
                           {QStringLiteral("width"), 1.6},
                           {QStringLiteral("depth"), 0.8}};
    };
    auto unit = [](const char *id, const char *side, const QJsonObject &base) {
        return QJsonObject{
            {QStringLiteral("id"), QLatin1String(id)},
            {QStringLiteral("side"), QLatin1String(side)},
            {QStringLiteral("troopType"), QStringLiteral("Heavy Foot")},
            {QStringLiteral("strength"), QJsonObject{{QStringLiteral("original"), 1}}},
            {QStringLiteral("bases"), QJsonArray{base}}};
    };
    // 1 mm is 0.04 MU of 25 mm: the second base's front edge stands at 20.44, the first's at 20.4.
    const QJsonObject scenario{
        {QStringLiteral("format"), QStringLiteral("adjutant-scenario")},
        {QStringLiteral("version"), 1},
        {QStringLiteral("ruleset"), QStringLiteral("fogr")},
        {QStringLiteral("table"), QJsonObject{{QStringLiteral("unit"), QStringLiteral("MU")},
                                              {QStringLiteral("muMillimetres"), 25},
                                              {QStringLiteral("width"), 72},
                                              {QStringLiteral("depth"), 48}}},
        {QStringLiteral("sides"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("a")}},
                    QJsonObject{{QStringLiteral("id"), QStringLiteral("b")}}}},
        {QStringLiteral("units"),
         QJsonArray{unit("near", "a", base(20, 0)), unit("far", "b", base(20.84, 180))}}};
    const QString json1 = path(QStringLiteral("gap.json"));
    QFile out(json1);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(scenario).toJson());
    out.close();
    const QString file = path(QStringLiteral("gap.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), file, json1}).exitCode, 0);
    auto measured = [&] { return json({QStringLiteral("measure"), file}).object(); };

    QJsonObject all = measured();
    QCOMPARE(all[QStringLiteral("contactToleranceMillimetres")].toDouble(), 0.5);
    QCOMPARE(all[QStringLiteral("contacts")].toArray().size(), 0);

    const QJsonObject applied =
        json({QStringLiteral("apply"), file, QStringLiteral("-")},
             R"({"type": "table.contactToleranceChanged", "payload": {"millimetres": 1.5}})")
            .object();
    QCOMPARE(applied[QStringLiteral("description")].toString(),
             QStringLiteral("Contact tolerance 0.5 mm → 1.5 mm"));
    all = measured();
    QCOMPARE(all[QStringLiteral("contactToleranceMillimetres")].toDouble(), 1.5);
    const QJsonArray contacts = all[QStringLiteral("contacts")].toArray();
    QCOMPARE(contacts.size(), 1);
    QCOMPARE(contacts[0][QStringLiteral("contact")].toString(),
             QStringLiteral("front edge to front edge"));

    QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0);
    all = measured();
    QCOMPARE(all[QStringLiteral("contactToleranceMillimetres")].toDouble(), 0.5);
    QCOMPARE(all[QStringLiteral("contacts")].toArray().size(), 0);
}

// `adjudicate fogr --help` lists every procedure with its citation.
void TestCli::adjudicateListsProcedures()
{
    const Run run = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    for (const char *procedure : {"cohesion-test", "death-roll", "bolster-rally", "autobreak", "commander-loss"})
        QVERIFY2(run.out.contains(QByteArray("  ") + procedure + '\n'), procedure);
    QVERIFY(run.out.contains("FoGR: Battle Group Deterioration, Death Rolls"));
}

// `adjudicate fogr PROCEDURE --help` describes that procedure and every field of its input, not
// the list of procedures.
void TestCli::adjudicateProcedureHelp()
{
    const Run run = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                         QStringLiteral("death-roll"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.startsWith(
                 QStringLiteral("Usage: adjutant-cli adjudicate fogr death-roll [INPUT.json|-]")),
             qPrintable(out));
    for (const char *line :
         {"Death roll (FoGR: Battle Group Deterioration, Death Rolls)\n1 die, no re-rolls, +1 for "
          "2-base battle groups",
          "  battleGroup: text; optional\n      Battle group id: the unit that loses the bases\n",
          "  hits: whole number, 0 to 1000; required\n      Hits received\n",
          "  from: one of: closeCombatLost, closeCombatWonOrDrew, shootingMainlyFirearms, "
          "shootingOther, artilleryLongRange; "
          "required\n      Hits from: +2 if won or drew",
          "  startedWithTwoBases: true or false; default false\n      Started the battle with only "
          "2 bases: +1\n",
          "  bases: whole number, 1 to 1000; optional\n"})
        QVERIFY2(out.contains(QString::fromLatin1(line)), line);
    QVERIFY2(!out.contains(QStringLiteral("  cohesion-test\n")), qPrintable(out)); // not the list

    // Members of lists and objects under their path, with their defaults and choices.
    const Run impact = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                            QStringLiteral("impact"), QStringLiteral("--help")});
    QCOMPARE(impact.exitCode, 0);
    for (const char *line :
         {"  sides: list of objects; required\n",
          "  sides[].cohesion: one of: Steady, Disrupted, Fragmented, Broken; default Steady\n",
          "  sides[].groups[].frontBases: whole number, 0 to 100; default 0\n",
          "  sides[].groups[].facing.troopType: one of: Gendarmes, Cavaliers,"})
        QVERIFY2(impact.out.contains(line), line);

    const Run unknown = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                             QStringLiteral("parley"), QStringLiteral("--help")});
    QCOMPARE(unknown.exitCode, 2);
    QCOMPARE(unknown.err.trimmed(),
             QStringLiteral(
                 "adjutant-cli adjudicate: Field of Glory Renaissance has no procedure \"parley\" "
                 "('adjutant-cli adjudicate fogr --help' lists them)"));
}

// Every procedure's help names every field its example input gives.
void TestCli::adjudicateProcedureHelpNamesEveryExampleField()
{
    const Run list =
        cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("--help")});
    int procedures = 0;
    for (const QByteArray &line : list.out.split('\n')) {
        if (!line.startsWith("  ") || line.startsWith("    "))
            continue;
        const QString procedure = QString::fromLatin1(line.trimmed());
        ++procedures;
        const Run help = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), procedure,
                              QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        const Run example = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), procedure,
                                 QStringLiteral("--example")});
        const QJsonObject input = QJsonDocument::fromJson(example.out).object();
        for (auto it = input.begin(); it != input.end(); ++it)
            QVERIFY2(help.out.contains("\n  " + it.key().toUtf8() + ": "),
                     qPrintable(procedure + QLatin1Char(' ') + it.key()));
    }
    QVERIFY(procedures >= 5);
}

// Every procedure's documented example runs, and each group of its outcomes adds up to 1.
void TestCli::adjudicateEveryExample()
{
    const Run list = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("--help")});
    const QList<QByteArray> lines = list.out.split('\n');
    int procedures = 0;
    for (const QByteArray &line : lines) {
        if (!line.startsWith("  ") || line.startsWith("    "))
            continue;
        const QString procedure = QString::fromLatin1(line.trimmed());
        ++procedures;
        const Run example = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), procedure, QStringLiteral("--example")});
        QCOMPARE(example.exitCode, 0);
        const Run result = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), procedure, QStringLiteral("-")}, example.out);
        QVERIFY2(result.exitCode == 0, qPrintable(procedure + QLatin1String(": ") + result.err));
        const QJsonObject out = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(out[QStringLiteral("procedure")].toString(), procedure);
        QVERIFY(!out[QStringLiteral("citation")].toString().isEmpty());
        const QJsonArray outcomes = out[QStringLiteral("outcomes")].toArray();
        if (outcomes.isEmpty())
            continue; // a procedure of facts only
        QMap<QString, double> sums; // by group of outcomes
        for (const QJsonValue &o : outcomes)
            sums[o[QStringLiteral("group")].toString()] += o[QStringLiteral("probability")].toDouble();
        for (auto it = sums.begin(); it != sums.end(); ++it)
            QVERIFY2(qAbs(it.value() - 1.0) < 1e-9, qPrintable(procedure + QLatin1Char(' ') + it.key()));
    }
    QVERIFY(procedures >= 5);
}

// The book's melee cohesion test with the Dutch dice typed in (FoGR, An Example of Combat).
namespace {

// The input with every name the players give renamed ("name", "targetName" ...), at any depth.
QJsonValue renamed(const QJsonValue &value)
{
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &v : value.toArray())
            array.append(renamed(v));
        return array;
    }
    if (!value.isObject())
        return value;
    QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const bool name = it.key() == QLatin1String("name") || it.key().endsWith(QLatin1String("Name"));
        *it = name && it->isString() ? QJsonValue(QStringLiteral("Renamed ") + it->toString()) : renamed(*it);
    }
    return object;
}

// What a script finds results by (docs/cli.md, Schemas and keys), and what players read.
QStringList keysOf(const QJsonObject &out)
{
    QStringList keys;
    for (const QJsonValue &d : out[QStringLiteral("distributions")].toArray())
        keys << d[QStringLiteral("key")].toString();
    for (const QJsonValue &o : out[QStringLiteral("outcomes")].toArray())
        keys << o[QStringLiteral("key")].toString() + QLatin1Char('|') + o[QStringLiteral("groupKey")].toString();
    return keys;
}

QStringList wordsOf(const QJsonObject &out)
{
    QStringList words;
    for (const QJsonValue &d : out[QStringLiteral("distributions")].toArray())
        words << d[QStringLiteral("name")].toString();
    for (const QJsonValue &o : out[QStringLiteral("outcomes")].toArray())
        words << o[QStringLiteral("outcome")].toString() + QLatin1Char('|') + o[QStringLiteral("group")].toString();
    return words;
}

} // namespace

void TestCli::adjudicateKeysSurviveARename_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("procedure");
    for (const char *ruleset : {"fogr", "olddessauer", "nieuport1600"}) {
        const Run list = cli({QStringLiteral("adjudicate"), QLatin1String(ruleset), QStringLiteral("--help")});
        for (const QByteArray &line : list.out.split('\n')) {
            if (line.startsWith("  ") && !line.startsWith("    "))
                QTest::addRow("%s %s", ruleset, line.trimmed().constData())
                    << QString::fromLatin1(ruleset) << QString::fromLatin1(line.trimmed());
        }
    }
}

// Issue 29: a script that found "spanish hits inflicted" by its name broke when the names became
// the units' display names. Renaming every unit, side and army of each procedure's example
// changes the words and not one key; the combats' words do change, so the keys are not the words.
// Every output is checked against docs/schemas/adjudicate.schema.json on the way (cli()).
void TestCli::adjudicateKeysSurviveARename()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, procedure);
    const Run example = cli({QStringLiteral("adjudicate"), ruleset, procedure, QStringLiteral("--example")});
    QCOMPARE(example.exitCode, 0);
    const QByteArray other = QJsonDocument(renamed(QJsonDocument::fromJson(example.out).object()).toObject()).toJson();
    const Run before = cli({QStringLiteral("adjudicate"), ruleset, procedure, QStringLiteral("-")}, example.out);
    const Run after = cli({QStringLiteral("adjudicate"), ruleset, procedure, QStringLiteral("-")}, other);
    QVERIFY2(before.exitCode == 0 && after.exitCode == 0, qPrintable(before.err + after.err));
    const QJsonObject a = QJsonDocument::fromJson(before.out).object();
    const QJsonObject b = QJsonDocument::fromJson(after.out).object();
    QCOMPARE(keysOf(b), keysOf(a));
    if (procedure == QLatin1String("melee") || procedure == QLatin1String("close-combat") ||
        procedure == QLatin1String("shooting"))
        QVERIFY2(wordsOf(b) != wordsOf(a), "the renamed example reads as the original: no name was renamed");
}

void TestCli::adjudicateWithTypedDice()
{
    QJsonObject input = json({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("cohesion-test"), QStringLiteral("--example")}).object();
    input.insert(QStringLiteral("dice"), QJsonObject{{QStringLiteral("cohesion"), QJsonArray{2, 4}}});
    const QJsonObject out = json({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("cohesion-test"), QStringLiteral("-")},
                                 QJsonDocument(input).toJson()).object();
    QCOMPARE(out[QStringLiteral("result")].toObject()[QStringLiteral("cohesion")].toString(), QStringLiteral("Fragmented"));
    QCOMPARE(out[QStringLiteral("changes")].toArray().size(), 1);
    QVERIFY(out[QStringLiteral("summary")].toString().contains(QStringLiteral("FRAGMENTED")));
}

void TestCli::adjudicateWithASeed()
{
    const QByteArray input = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("death-roll"), QStringLiteral("--example")}).out;
    const QStringList args{QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("death-roll"), QStringLiteral("-"),
                           QStringLiteral("--seed"), QStringLiteral("1600")};
    const QJsonObject first = json(args, input).object();
    QCOMPARE(json(args, input).object(), first);
    QCOMPARE(first[QStringLiteral("dice")].toArray().size(), first[QStringLiteral("result")].toObject()[QStringLiteral("basesLost")].toInt() == 1 ? 1 : 2);
}

// A result recorded in a battle file is one step: the Dutch drop to FRAGMENTED, and one undo
// takes them back.
void TestCli::adjudicateAndRecord()
{
    const QString file = path(QStringLiteral("record.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), file, demo()}).exitCode, 0);
    QJsonObject input = json({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("cohesion-test"), QStringLiteral("--example")}).object();
    input.insert(QStringLiteral("cohesion"), QStringLiteral("Steady"));
    input.insert(QStringLiteral("dice"), QJsonObject{{QStringLiteral("cohesion"), QJsonArray{1, 1}}});
    const QJsonObject out = json({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("cohesion-test"), QStringLiteral("-"),
                                  QStringLiteral("--record"), file},
                                 QJsonDocument(input).toJson()).object();
    QCOMPARE(out[QStringLiteral("recorded")].toInt(), 2);
    auto dutchCohesion = [&] {
        for (const QJsonValue &unit : json({QStringLiteral("show"), file}).object()[QStringLiteral("battle")][QStringLiteral("units")].toArray()) {
            if (unit[QStringLiteral("id")].toString() == QStringLiteral("dutch1"))
                return unit[QStringLiteral("state")][QStringLiteral("cohesion")].toString();
        }
        return QString();
    };
    QCOMPARE(dutchCohesion(), QStringLiteral("Fragmented")); // 2 - 2 after a bad loss: two levels down
    const QByteArray log = cli({QStringLiteral("log"), file, QStringLiteral("--text")}).out;
    QVERIFY2(log.contains("cohesion test"), log.constData());
    QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0);
    QCOMPARE(dutchCohesion(), QStringLiteral("Steady"));
    // Odds alone cannot be recorded.
    input.remove(QStringLiteral("dice"));
    const Run refused = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("cohesion-test"), QStringLiteral("-"),
                             QStringLiteral("--record"), file},
                            QJsonDocument(input).toJson());
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(refused.err.contains(QStringLiteral("only a result can be recorded")));
}

// `rules fogr --gaps` lists what the transcription lacks and what was interpreted, with reasons.
void TestCli::rulesShowProvenance()
{
    const QJsonObject gaps = json({QStringLiteral("rules"), QStringLiteral("fogr"), QStringLiteral("--gaps")}).object();
    bool interpretedGreatCommander = false;
    for (const QJsonValue &table : gaps[QStringLiteral("tables")].toArray()) {
        const QJsonObject values = table[QStringLiteral("values")].toObject();
        for (auto it = values.begin(); it != values.end(); ++it) {
            const QString status = it.value()[QStringLiteral("status")].toString();
            QVERIFY2(status == QStringLiteral("interpreted") || status == QStringLiteral("missing"), qPrintable(it.key()));
            QVERIFY(!it.value()[status].toString().isEmpty()); // the reason
        }
        interpretedGreatCommander = interpretedGreatCommander || values.contains(QStringLiteral("greatCommanderBolsterRally"));
    }
    QVERIFY(interpretedGreatCommander);
    const QJsonObject all = json({QStringLiteral("rules"), QStringLiteral("fogr")}).object();
    QVERIFY(all[QStringLiteral("tables")].toArray().size() > gaps[QStringLiteral("tables")].toArray().size());
}

// The rule sets `new`, `adjudicate` and `rules` know are the registry's: the help lists them,
// each starts a battle in its own unit, and one without procedures says so.
void TestCli::rulesetsComeFromTheRegistry()
{
    const Run help = cli({QStringLiteral("new"), QStringLiteral("--help")});
    const QByteArray text = help.out.simplified(); // Qt wraps the option's help
    QVERIFY2(text.contains("fogr, olddessauer or nieuport1600 (default: the first)."),
             help.out.constData());
    QVERIFY2(text.contains("Field of Glory Renaissance 25, 25.4, 40 or 38.1"),
             help.out.constData());

    const QString od = path(QStringLiteral("od-new.adjutant"));
    QCOMPARE(cli({QStringLiteral("new"), QStringLiteral("--ruleset"), QStringLiteral("olddessauer"),
                  QStringLiteral("--width"), QStringLiteral("48"), QStringLiteral("--depth"),
                  QStringLiteral("36"), od})
                 .exitCode,
             0);
    const QJsonObject table =
        json({QStringLiteral("export"), od})[QStringLiteral("table")].toObject();
    QCOMPARE(table[QStringLiteral("unit")].toString(), QStringLiteral("inch"));

    // Nieuport 1600 adjudicates through the same code: its procedures, with citations.
    const Run procedures = cli(
        {QStringLiteral("adjudicate"), QStringLiteral("nieuport1600"), QStringLiteral("--help")});
    QCOMPARE(procedures.exitCode, 0);
    QVERIFY2(procedures.out.contains("close-combat") && procedures.out.contains("N1600 11"),
             procedures.out.constData());
    // Its rule tables, each value with its section.
    const QJsonObject rules =
        json({QStringLiteral("rules"), QStringLiteral("nieuport1600")}).object();
    QStringList tables;
    for (const QJsonValue &t : rules[QStringLiteral("tables")].toArray())
        tables << t[QStringLiteral("table")].toString();
    QCOMPARE(tables, QStringList({"activation", "artilleryRange", "closeCombat", "fire",
                                  "interaction", "measuring", "morale", "movement",
                                  "ordersChange", "rally",
                                  "reinforcements", "rout", "terrain", "terrainEffects", "troopTypes",
                                  "turn", "unableToRetreat", "victory"}));
    const Run unknown = cli({QStringLiteral("rules"), QStringLiteral("dba")});
    QCOMPARE(unknown.exitCode, 1);
    QCOMPARE(unknown.err,
             QStringLiteral("adjutant-cli rules: unknown rule set \"dba\" (expected one of: fogr, "
                            "olddessauer, nieuport1600)\n"));
}

// Core keeps a battle's rule set as text; the CLI checks it against the registry wherever a battle
// comes in, with the file and the field, and refuses before anything is written.
void TestCli::unknownRulesetIsRefusedWhereBattlesEnter()
{
    QFile demoFile(demo());
    QVERIFY(demoFile.open(QIODevice::ReadOnly));
    QJsonObject scenario = QJsonDocument::fromJson(demoFile.readAll()).object();
    scenario[QStringLiteral("ruleset")] = QStringLiteral("dba");
    const QString dba = path(QStringLiteral("dba.json"));
    QFile out(dba);
    QVERIFY(out.open(QIODevice::WriteOnly));
    out.write(QJsonDocument(scenario).toJson());
    out.close();
    const QString expected =
        QStringLiteral(": ruleset: unknown rule set \"dba\" (expected one of: fogr, olddessauer, "
                       "nieuport1600)\n");

    const QString file = path(QStringLiteral("dba.adjutant"));
    Run run = cli({QStringLiteral("import"), file, dba});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QStringLiteral("adjutant-cli import: ") + dba + expected);
    QVERIFY(!QFile::exists(file));
    run = cli({QStringLiteral("measure"), dba});
    QCOMPARE(run.err, QStringLiteral("adjutant-cli measure: ") + dba + expected);

    // A battle file of a rule set this Adjutant does not know (core made it): every command that
    // reads it says so.
    core::BattleFile::create(file, core::BattleFile::readScenario(dba)).reset();
    for (const char *command : {"show", "export", "log", "undo", "measure"}) {
        run = cli({QLatin1String(command), file});
        QCOMPARE(run.exitCode, 1);
        QCOMPARE(run.err,
                 QStringLiteral("adjutant-cli %1: ").arg(QLatin1String(command)) + file + expected);
    }

    // A change that brings such a battle into a good file is refused, and nothing is recorded.
    const QString good = path(QStringLiteral("good.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), good, demo()}).exitCode, 0);
    const QByteArray before = cli({QStringLiteral("log"), good}).out;
    const QByteArray imported =
        QJsonDocument(QJsonObject{{QStringLiteral("type"), QStringLiteral("battle.imported")},
                                  {QStringLiteral("payload"),
                                   QJsonObject{{QStringLiteral("scenario"), scenario}}}})
            .toJson();
    run = cli({QStringLiteral("apply"), good, QStringLiteral("-")}, imported);
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QStringLiteral("adjutant-cli apply: standard input") + expected);
    QCOMPARE(cli({QStringLiteral("log"), good}).out, before);

    // FoGR's MU sizes are FoGR's rule: a scenario with an MU of 30 mm comes in nowhere.
    scenario[QStringLiteral("ruleset")] = QStringLiteral("fogr");
    QJsonObject table = scenario[QStringLiteral("table")].toObject();
    table[QStringLiteral("muMillimetres")] = 30;
    scenario[QStringLiteral("table")] = table;
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(QJsonDocument(scenario).toJson());
    out.close();
    run = cli({QStringLiteral("import"), path(QStringLiteral("mu30.adjutant")), dba});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QStringLiteral("adjutant-cli import: ") + dba +
                          QStringLiteral(": table.muMillimetres: must be 25, 25.4, 40 or 38.1\n"));
}

void TestCli::refusals_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("message");
    const QString file = QStringLiteral("@FILE@");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("frobnicate")} << QByteArray() << 2
                                     << QStringLiteral("adjutant-cli: unknown command \"frobnicate\"");
    QTest::newRow("missing argument") << QStringList{QStringLiteral("show")} << QByteArray() << 2
                                      << QStringLiteral("adjutant-cli show: expected FILE (see --help)");
    QTest::newRow("missing file") << QStringList{QStringLiteral("show"), QStringLiteral("/nonexistent/x.adjutant")}
                                  << QByteArray() << 1
                                  << QStringLiteral("adjutant-cli show: /nonexistent/x.adjutant: no such file");
    QTest::newRow("event not JSON") << QStringList{QStringLiteral("apply"), file, QStringLiteral("-")} << QByteArray("{oops")
                                    << 1 << QStringLiteral("adjutant-cli apply: standard input: not valid JSON at line 1, column 2: unterminated object");
    QTest::newRow("event off the table")
        << QStringList{QStringLiteral("apply"), file, QStringLiteral("-")}
        << QByteArray(R"({"type": "base.moved", "payload": {"unit": "tercio", "id": "f1r1", "x": 90, "y": 20}})") << 1
        << QStringLiteral("adjutant-cli apply: standard input: payload.x: is off the table (must be between 0 and 72 MU)");
    QTest::newRow("unknown event type") << QStringList{QStringLiteral("apply"), file, QStringLiteral("-")}
                                        << QByteArray(R"({"type": "unit.teleported", "payload": {}})") << 1
                                        << QStringLiteral("adjutant-cli apply: standard input: type: unknown event type \"unit.teleported\"");
    QTest::newRow("nothing to redo") << QStringList{QStringLiteral("redo"), file} << QByteArray() << 1
                                     << QStringLiteral("adjutant-cli redo: nothing to redo");
    QTest::newRow("measure an unknown unit")
        << QStringList{QStringLiteral("measure"), file, QStringLiteral("--unit"), QStringLiteral("nobody")} << QByteArray() << 1
        << QStringLiteral("adjutant-cli measure: --unit: no unit with id \"nobody\"");
    QTest::newRow("measure within a negative distance")
        << QStringList{QStringLiteral("measure"), file, QStringLiteral("--within"), QStringLiteral("-2")} << QByteArray() << 2
        << QStringLiteral("adjutant-cli measure: --within: -2 is not a distance (a number, 0 or more)");
    QTest::newRow("adjudicate an unknown rule set")
        << QStringList{QStringLiteral("adjudicate"), QStringLiteral("chess"), QStringLiteral("check"), QStringLiteral("-")} << QByteArray("{}") << 1
        << QStringLiteral("adjutant-cli adjudicate: no rule set \"chess\" adjudicates yet (rule sets: fogr, olddessauer, nieuport1600)");
    QTest::newRow("adjudicate a row the transcription lost")
        << QStringList{QStringLiteral("adjudicate"), QStringLiteral("nieuport1600"),
                       QStringLiteral("close-combat"), QStringLiteral("-")}
        << QByteArray(R"({"attacker": {"type": "S", "morale": 7}, "defender": {"type": "T", "morale": 8}})") << 1
        << QStringLiteral("adjutant-cli adjudicate: input.interaction: the Interaction Type Table's cell in row S, "
                          "Swiss (attacker) and column T, Tercio (defender) is lost from the transcription: type "
                          "the modifier your copy prints there (0 if it lists none), or give it once for every "
                          "battle in the rule overrides file");
    QTest::newRow("adjudicate an unknown procedure")
        << QStringList{QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("parley"), QStringLiteral("-")} << QByteArray("{}") << 1
        << QStringLiteral("adjutant-cli adjudicate: FoGR has no procedure \"parley\" ('adjutant-cli adjudicate fogr --help' lists them)");
    QTest::newRow("adjudicate bad input")
        << QStringList{QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("death-roll"), QStringLiteral("-")}
        << QByteArray(R"({"hits": -3, "from": "closeCombatLost"})") << 1
        << QStringLiteral("adjutant-cli adjudicate: input.hits: must be between 0 and 1000");
    QTest::newRow("adjudicate bad dice")
        << QStringList{QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("death-roll"), QStringLiteral("-")}
        << QByteArray(R"({"hits": 3, "from": "closeCombatLost", "dice": {"death": [0]}})") << 1
        << QStringLiteral("adjutant-cli adjudicate: dice.death: die 1 of 1 shows 0, but a d6 shows 1 to 6");
    QTest::newRow("adjudicate with dice and a seed")
        << QStringList{QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("death-roll"), QStringLiteral("-"), QStringLiteral("--seed"), QStringLiteral("3")}
        << QByteArray(R"({"hits": 3, "from": "closeCombatLost", "dice": {"death": [2]}})") << 1
        << QStringLiteral("adjutant-cli adjudicate: dice: give the dice or --seed, not both");
    QTest::newRow("adjudicate a bad seed")
        << QStringList{QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("death-roll"), QStringLiteral("-"), QStringLiteral("--seed"), QStringLiteral("x")}
        << QByteArray("{}") << 2 << QStringLiteral("adjutant-cli adjudicate: --seed: x is not a whole number from 0 to 4294967295");
    QTest::newRow("contact tolerance too large")
        << QStringList{QStringLiteral("new"), QStringLiteral("--contact-tolerance"),
                       QStringLiteral("5"), QStringLiteral("@DIR@/loose.adjutant")}
        << QByteArray() << 2
        << QStringLiteral("adjutant-cli new: table.contactToleranceMillimetres: must be between "
                          "0.1 and 2 (mm)");
    QTest::newRow("contact tolerance not a number")
        << QStringList{QStringLiteral("new"), QStringLiteral("--contact-tolerance"),
                       QStringLiteral("half"), QStringLiteral("@DIR@/loose.adjutant")}
        << QByteArray() << 2
        << QStringLiteral("adjutant-cli new: --contact-tolerance: half is not a number");
    QTest::newRow("contact tolerance on a hex map")
        << QStringList{QStringLiteral("new"),
                       QStringLiteral("--ruleset"),
                       QStringLiteral("nieuport1600"),
                       QStringLiteral("--width"),
                       QStringLiteral("30"),
                       QStringLiteral("--depth"),
                       QStringLiteral("20"),
                       QStringLiteral("--contact-tolerance"),
                       QStringLiteral("1"),
                       QStringLiteral("@DIR@/hex.adjutant")}
        << QByteArray() << 2
        << QStringLiteral(
               "adjutant-cli new: --contact-tolerance: a hex map has no contact tolerance");
    QTest::newRow("contact tolerance changed beyond 2 mm")
        << QStringList{QStringLiteral("apply"), file, QStringLiteral("-")}
        << QByteArray(
               R"({"type": "table.contactToleranceChanged", "payload": {"millimetres": 2.5}})")
        << 1
        << QStringLiteral("adjutant-cli apply: standard input: payload.millimetres: must be "
                          "between 0.1 and 2 (mm)");
    QTest::newRow("new in a unit the rule set does not measure in")
        << QStringList{QStringLiteral("new"),         QStringLiteral("--ruleset"),
                       QStringLiteral("olddessauer"), QStringLiteral("--unit"),
                       QStringLiteral("MU"),          QStringLiteral("--width"),
                       QStringLiteral("48"),          QStringLiteral("--depth"),
                       QStringLiteral("36"),          QStringLiteral("@DIR@/od-mu.adjutant")}
        << QByteArray() << 2
        << QStringLiteral("adjutant-cli new: table.unit: Old Dessauer is not measured in MU "
                          "(expected \"inch\")");
    QTest::newRow("new with an unknown rule set")
        << QStringList{QStringLiteral("new"), QStringLiteral("--ruleset"), QStringLiteral("dba"),
                       QStringLiteral("@DIR@/dba-new.adjutant")}
        << QByteArray() << 2
        << QStringLiteral("adjutant-cli new: --ruleset: unknown rule set \"dba\" (expected one of: "
                          "fogr, olddessauer, "
                          "nieuport1600)");
    QTest::newRow("bad option value") << QStringList{QStringLiteral("new"), QStringLiteral("--mu"), QStringLiteral("30"),
                                                     QStringLiteral("@DIR@/mu.adjutant")}
                                      << QByteArray() << 2
                                      << QStringLiteral("adjutant-cli new: table.muMillimetres: must be 25, 25.4, 40 or 38.1");
}

void TestCli::refusals()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(int, exitCode);
    QFETCH(QString, message);
    const QString file = path(QStringLiteral("refusals.adjutant"));
    if (!QFile::exists(file))
        QCOMPARE(cli({QStringLiteral("import"), file, demo()}).exitCode, 0);
    const QByteArray logBefore = cli({QStringLiteral("log"), file}).out;
    args.replaceInStrings(QStringLiteral("@FILE@"), file);
    args.replaceInStrings(QStringLiteral("@DIR@"), mDir.path());

    const Run run = cli(args, input);
    QCOMPARE(run.exitCode, exitCode);
    QCOMPARE(run.err.section(QLatin1Char('\n'), 0, 0), message);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(cli({QStringLiteral("log"), file}).out, logBefore);
}

QTEST_GUILESS_MAIN(TestCli)
#include "tst_cli.moc"
