// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli end to end: JSON on stdout, messages on stderr, exit codes, nothing changed by a
// refused command (measure: tst_climeasure; adjudicate and rules: tst_cliadjudicate); the GUI
// libraries loaded only by the drawing program, which adjutant-cli runs for report, capture and
// calibrate.
#include "clitest.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace adjutant;

class TestCli : public CliTest
{
    Q_OBJECT

private slots:
    void helpOnEveryCommand_data();
    void helpOnEveryCommand();
    void importShowApplyUndoRedo();
    void newUsesTheBookTableOrAsks();
    void rulesetsComeFromTheRegistry();
    void unknownRulesetIsRefusedWhereBattlesEnter();
    void refusals_data();
    void refusals();
    void onlyTheDrawingCommandsLoadGuiLibraries();
};

void TestCli::helpOnEveryCommand_data()
{
    QTest::addColumn<QString>("command");
    for (const char *command : {"new", "import", "export", "show", "log", "apply", "measure", "adjudicate", "rules", "undo",
                                "redo", "report", "capture", "calibrate"})
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
// adjutant-cli loads QtCore and QtSql, no GUI library and no OpenCV (issue 34): the dynamic
// loader's own list of what a program loads at start (LD_TRACE_LOADED_OBJECTS, what ldd reads).
// The drawing program loads them; adjutant-cli runs it for report, capture and calibrate (their
// --help above comes from it), and says so in one line when it is missing.
void TestCli::onlyTheDrawingCommandsLoadGuiLibraries()
{
    const auto loaded = [](const QString &program) {
        QProcess process;
        QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
        environment.insert(QStringLiteral("LD_TRACE_LOADED_OBJECTS"), QStringLiteral("1"));
        process.setProcessEnvironment(environment);
        process.start(program, {QStringLiteral("--version")});
        process.waitForFinished(30000);
        return QString::fromLocal8Bit(process.readAllStandardOutput());
    };
    const QString cliProgram = QStringLiteral(ADJUTANT_CLI);
    const QString plain = loaded(cliProgram);
    QVERIFY2(plain.contains(QStringLiteral("libQt6Core.so")), qPrintable(plain));
    const QString drawing = loaded(QFileInfo(cliProgram).dir().filePath(QStringLiteral("adjutant-cli-draw")));
    for (const QString &library : {QStringLiteral("libQt6Gui.so"), QStringLiteral("libQt6Widgets.so"),
                                   QStringLiteral("libQt6Charts.so"), QStringLiteral("libopencv_core.so")}) {
        QVERIFY2(!plain.contains(library), qPrintable(library + QStringLiteral(" in adjutant-cli:\n") + plain));
        QVERIFY2(drawing.contains(library), qPrintable(library + QStringLiteral(" not in adjutant-cli-draw:\n") + drawing));
    }

    // adjutant-cli alone, without the drawing program beside it or installed.
    const QString alone = path(QStringLiteral("adjutant-cli"));
    QVERIFY(QFile::copy(cliProgram, alone));
    QProcess process;
    process.start(alone, {QStringLiteral("report"), demo(), path(QStringLiteral("report.pdf"))});
    QVERIFY(process.waitForFinished(30000));
    QCOMPARE(process.exitCode(), 1);
    const QString error = QString::fromLocal8Bit(process.readAllStandardError());
    QVERIFY2(error.startsWith(QStringLiteral("adjutant-cli report: cannot run the drawing program "))
                 && error.contains(QStringLiteral("libexec/adjutant/adjutant-cli-draw: No such file or directory"))
                 && error.count(QLatin1Char('\n')) == 1,
             qPrintable(error));
    QVERIFY(!QFile::exists(path(QStringLiteral("report.pdf"))));
}

#include "tst_cli.moc"
