// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/cli.h"

#include "app/cli/adjudicate.h"
#include "app/cli/club.h"
#include "app/cli/newbattle.h"
#include "app/cli/output.h"
#include "app/cli/tournament.h"
#include "app/cli/usageerror.h"
#include "rulesets/measurebattle.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/error.h"
#include "core/inputfile.h"
#include "core/postgresstore.h"
#include "core/printable.h"
#include "core/jsonreader.h"
#include "core/scenarioreader.h"
#include "core/scenariowriter.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <functional>
#include <optional>
#include <system_error>

#include <unistd.h>

namespace adjutant::cli {

namespace {

using core::Error;

struct Command
{
    QString name;
    QString arguments; // synopsis of the positional arguments
    QString summary;
    std::function<void(QCommandLineParser &)> addOptions;
    std::function<int(const QCommandLineParser &, const QStringList &)> run;
    int minArgs;
    int maxArgs;
    // --help with positional arguments given ("adjudicate fogr --help", "adjudicate fogr
    // death-roll --help"), if the command says more.
    std::function<QString(const QStringList &)> detailedHelp = {};
    bool drawing = false; // the drawing program's (cli.h, Drawing)
};

// What the drawing program handed over (setDrawing); nothing in adjutant-cli.
std::optional<Drawing> &drawingParts()
{
    static std::optional<Drawing> parts;
    return parts;
}

// A drawing command (cli.h, Drawing): its options and its run as the drawing program handed them
// over. adjutant-cli runs the drawing program before it gets here (main.cpp); were it not found
// there, the command says so rather than run.
Command drawn(const QString &name, const QString &arguments, const QString &summary, Drawing::Options Drawing::*options,
              Drawing::Run Drawing::*run, int minArgs, int maxArgs)
{
    Command command{name, arguments, summary, [](QCommandLineParser &) {},
                    [](const QCommandLineParser &, const QStringList &) -> int {
                        throw Error(QStringLiteral("this command is the drawing program's, adjutant-cli-draw"));
                    },
                    minArgs, maxArgs};
    if (const std::optional<Drawing> &parts = drawingParts()) {
        command.addOptions = (*parts).*options;
        command.run = (*parts).*run;
    }
    command.drawing = true;
    return command;
}

// An output with its schemaVersion (app/cli/output.h).
void printJson(const QJsonObject &value)
{
    printOutput(value);
}

// The exported scenario and the example input are documents of their own formats, read back by
// `import` and `adjudicate`: printed as they are, without a schemaVersion (docs/cli.md, "Schemas").
void printDocument(const QJsonObject &value)
{
    QFile out;
    if (out.open(stdout, QIODevice::WriteOnly))
        out.write(QJsonDocument(value).toJson(QJsonDocument::Indented));
}

QJsonObject eventJson(const core::Event &event)
{
    // Every event records who recorded it (the local user, or the club login): an umpire's
    // correction reads as the umpire's.
    return {{QStringLiteral("seq"), event.seq},
            {QStringLiteral("author"), event.author},
            {QStringLiteral("time"), event.time.toString(Qt::ISODateWithMs)},
            {QStringLiteral("turn"), event.turn},
            {QStringLiteral("phase"), event.phase},
            {QStringLiteral("type"), event.type},
            {QStringLiteral("description"), event.description},
            {QStringLiteral("payload"), event.payload}};
}

QJsonObject lastEventJson(const core::BattleSession &session)
{
    QJsonObject json = eventJson(session.events().last());
    json.remove(QStringLiteral("payload"));
    json[QStringLiteral("canUndo")] = session.canUndo();
    json[QStringLiteral("canRedo")] = session.canRedo();
    return json;
}

// Every JSON input, "-" for standard input: one rule for all (core/inputfile.h).
QByteArray readInput(const QString &name)
{
    return core::InputFile::read(name);
}

core::Battle readScenario(const QString &path)
{
    core::Battle battle =
        core::ScenarioReader::readDocument(readInput(path), core::InputFile::sourceName(path));
    rulesets::checkBattle(battle, path);
    return battle;
}

int cmdNew(const QCommandLineParser &parser, const QStringList &args)
{
    QString id = parser.value(QStringLiteral("ruleset"));
    if (id.isEmpty() && !rulesets::allRulesets().isEmpty())
        id = rulesets::allRulesets().first()->id();
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(id);
    if (!ruleset)
        throw UsageError{QStringLiteral("--ruleset: ") + rulesets::unknownRuleset(id)};
    core::Battle battle = battleFromOptions(parser, *ruleset);
    battle.sides = {core::Side{QStringLiteral("A"), QStringLiteral("Side A"), {}},
                    core::Side{QStringLiteral("B"), QStringLiteral("Side B"), {}}};
    const auto session = core::BattleFile::create(args[0], battle);
    QJsonObject json = lastEventJson(*session);
    json[QStringLiteral("file")] = args[0];
    printJson(json);
    return 0;
}

int cmdImport(const QCommandLineParser &, const QStringList &args)
{
    const core::Battle battle = readScenario(args[1]);
    rulesets::checkNewState(battle, args[1]);
    std::unique_ptr<core::BattleSession> session;
    if (QFileInfo::exists(args[0])) {
        session = openBattle(args[0]);
        session->record(core::Change{QStringLiteral("battle.imported"),
                                     {{QStringLiteral("scenario"), core::ScenarioWriter::write(battle)}}});
    } else {
        session = core::BattleFile::create(args[0], battle);
    }
    QJsonObject json = lastEventJson(*session);
    json[QStringLiteral("file")] = args[0];
    printJson(json);
    return 0;
}

int cmdExport(const QCommandLineParser &, const QStringList &args)
{
    const auto session = openBattle(args[0]);
    if (args.size() > 1 && args[1] != QLatin1String("-"))
        core::BattleFile::writeScenario(session->battle(), args[1]);
    else
        printDocument(core::ScenarioWriter::write(session->battle()));
    return 0;
}

int cmdShow(const QCommandLineParser &, const QStringList &args)
{
    const auto session = openBattle(args[0]);
    printJson(QJsonObject{{QStringLiteral("file"), args[0]},
                          {QStringLiteral("lastEvent"), lastEventJson(*session)},
                          {QStringLiteral("battle"), core::ScenarioWriter::write(session->battle())}});
    return 0;
}

int cmdLog(const QCommandLineParser &parser, const QStringList &args)
{
    const auto session = openBattle(args[0]);
    const auto &events = session->events();
    if (parser.isSet(QStringLiteral("text"))) {
        QTextStream out(stdout);
        for (qsizetype i = 0; i < events.size(); ++i) {
            out << QStringLiteral("%1  %2  turn %3%4  %5  %6\n")
                       .arg(events[i].seq, 5)
                       .arg(events[i].time.toLocalTime().toString(QStringLiteral("yyyy-MM-dd hh:mm:ss")))
                       .arg(events[i].turn)
                       .arg(events[i].phase.isEmpty() ? QString() : QStringLiteral(" ") + events[i].phase,
                            events[i].author.isEmpty() ? QStringLiteral("?") : events[i].author,
                            events[i].description);
        }
        return 0;
    }
    QJsonArray json;
    for (const core::Event &event : events)
        json.append(eventJson(event));
    // An object, not a bare list, since schema 1: it carries the schemaVersion.
    printJson(QJsonObject{{QStringLiteral("events"), json}});
    return 0;
}

int cmdApply(const QCommandLineParser &, const QStringList &args)
{
    const QString source = args[1] == QLatin1String("-") ? QStringLiteral("standard input") : args[1];
    const QJsonValue value = core::JsonReader::parse(readInput(args[1]), source);
    core::Change change;
    try {
        change = core::Change::fromJson(value, QString());
    } catch (const Error &error) {
        throw Error(QStringLiteral("%1: %2").arg(source, error.message()));
    }
    const auto session = openBattle(args[0]);
    // What the change does to the battle is checked first, as record() checks it (it applies,
    // and the rule set accepts the state it leaves): those refusals are about the input; the
    // store's own (a full disk) name the battle file.
    try {
        session->check(change);
    } catch (const Error &error) {
        throw Error(QStringLiteral("%1: %2").arg(source, error.message()));
    }
    session->record(change);
    printJson(lastEventJson(*session));
    return 0;
}

int cmdUndoRedo(const QStringList &args, bool undo)
{
    const auto session = openBattle(args[0]);
    if (undo)
        session->undo();
    else
        session->redo();
    printJson(lastEventJson(*session));
    return 0;
}

// A battle file, or a scenario JSON (told by its first character).
core::Battle readBattle(const QString &path)
{
    // Opening a FIFO with no writer would wait forever; every input refuses it.
    core::InputFile::requireFileOrMissing(path);
    QFile file(path);
    if (file.open(QIODevice::ReadOnly) && file.peek(64).trimmed().startsWith('{'))
        return readScenario(path);
    return openBattle(path)->battle();
}

int cmdMeasure(const QCommandLineParser &parser, const QStringList &args)
{
    bool ok = true;
    const double within = parser.value(QStringLiteral("within")).toDouble(&ok);
    if (!ok || !std::isfinite(within) || within < 0)
        throw UsageError{QStringLiteral("--within: %1 is not a distance (a number, 0 or more)").arg(parser.value(QStringLiteral("within")))};
    printJson(rulesets::measureBattle(readBattle(args[0]), parser.value(QStringLiteral("unit")), within));
    return 0;
}

// The input of `adjudicate`: a JSON object from a file, or stdin for "-".
QJsonObject readObject(const QString &path)
{
    const QJsonValue value =
        core::JsonReader::parse(readInput(path), path == QLatin1String("-") ? QStringLiteral("standard input") : path);
    if (!value.isObject())
        throw Error(QStringLiteral("%1: the input must be a JSON object").arg(path));
    return value.toObject();
}

int cmdAdjudicate(const QCommandLineParser &parser, const QStringList &args)
{
    if (args.size() < 2)
        throw UsageError{QStringLiteral("expected RULESET PROCEDURE [INPUT.json|-] ('adjudicate %1 "
                                        "--help' lists the procedures)")
                             .arg(args[0])};
    requireAdjudicating(args[0]); // before reading the input: the rule set is the first mistake
    if (parser.isSet(QStringLiteral("example"))) {
        printDocument(exampleInput(args[0], args[1]));
        return 0;
    }
    if (args.size() < 3)
        throw UsageError{QStringLiteral("expected an INPUT.json file or - for standard input (--example prints one)")};
    std::optional<quint32> seed;
    if (parser.isSet(QStringLiteral("seed"))) {
        bool ok = false;
        seed = parser.value(QStringLiteral("seed")).toUInt(&ok);
        if (!ok)
            throw UsageError{QStringLiteral("--seed: %1 is not a whole number from 0 to 4294967295").arg(parser.value(QStringLiteral("seed")))};
    }
    printJson(adjudicate(args[0], args[1], readObject(args[2]), seed, parser.value(QStringLiteral("record"))));
    return 0;
}

QList<Command> commands()
{
    auto none = [](QCommandLineParser &) {};
    return {
        {QStringLiteral("new"), QStringLiteral("FILE"), QStringLiteral("Create a new battle file."),
         addNewBattleOptions, cmdNew, 1, 1},
        {QStringLiteral("import"), QStringLiteral("FILE SCENARIO.json|-"),
         QStringLiteral("Create FILE from a scenario, or replace the battle in FILE (undoable)."),
         none, cmdImport, 2, 2},
        {QStringLiteral("export"), QStringLiteral("FILE [OUT.json]"),
         QStringLiteral("Write the battle as a scenario to OUT.json or stdout."), none, cmdExport,
         1, 2},
        {QStringLiteral("show"), QStringLiteral("FILE"),
         QStringLiteral("Print the current state as JSON."), none, cmdShow, 1, 1},
        {QStringLiteral("log"), QStringLiteral("FILE"), QStringLiteral("Print the event log."),
         [](QCommandLineParser &p) {
             p.addOption({QStringLiteral("text"), QStringLiteral("One line per event instead of JSON.")});
         },
         cmdLog, 1, 1},
        {QStringLiteral("apply"), QStringLiteral("FILE EVENT.json|-"),
         QStringLiteral(
             "Record one change ({\"type\": ..., \"payload\": {...}}) from a file or stdin."),
         none, cmdApply, 2, 2},
        {QStringLiteral("measure"), QStringLiteral("FILE|SCENARIO.json"),
         QStringLiteral(
             "Print contacts, overlaps, distances, zones, arcs and line of sight as JSON."),
         [](QCommandLineParser &p) {
             p.addOptions({{QStringLiteral("unit"), QStringLiteral("Only this unit's facts."), QStringLiteral("id")},
                           {QStringLiteral("within"), QStringLiteral("List enemies within this distance (table units)."),
                            QStringLiteral("distance"), QStringLiteral("12")}});
         },
         cmdMeasure, 1, 1},
        drawn(QStringLiteral("report"), QStringLiteral("FILE OUT.pdf|OUT.html"),
              QStringLiteral("Write the battle report: sides and result, orders of battle, the count by turn "
                             "as a chart, the table at the start and the end, the whole log with dice and "
                             "citations."),
              &Drawing::reportOptions, &Drawing::report, 2, 2),
        {QStringLiteral("adjudicate"), QStringLiteral("RULESET PROCEDURE [INPUT.json|-]"),
         QStringLiteral("Adjudicate a procedure: modifiers with citations, exact odds and, with "
                        "dice, the result."),
         [](QCommandLineParser &p) {
             p.addOptions({{QStringLiteral("example"), QStringLiteral("Print the procedure's example input.")},
                           {QStringLiteral("seed"), QStringLiteral("Let Adjutant roll, with this seed."), QStringLiteral("n")},
                           {QStringLiteral("record"), QStringLiteral("Record the result in this battle file as one step."), QStringLiteral("FILE")}});
         },
         cmdAdjudicate, 1, 3,
         [](const QStringList &args) {
             return args.size() > 1 ? procedureHelp(args[0], args[1]) : procedureList(args[0]);
         }},
        {QStringLiteral("rules"), QStringLiteral("RULESET"),
         QStringLiteral(
             "Print the rule set's tables, every value with its source, interpretation or gap."),
         [](QCommandLineParser &p) {
             p.addOption({QStringLiteral("gaps"), QStringLiteral("Only the values interpreted or missing from the rules text.")});
         },
         [](const QCommandLineParser &parser, const QStringList &args) {
             printJson(ruleTables(args[0], parser.isSet(QStringLiteral("gaps"))));
             return 0;
         },
         1, 1},
        drawn(QStringLiteral("capture"), QStringLiteral("FILE PHOTO [PHOTO ...]"),
              QStringLiteral("Find the bases' markers in photos of the table and propose their moves as JSON "
                             "(--apply records those without a warning as one step)."),
              &Drawing::captureOptions, &Drawing::capture, 2, 33),
        drawn(QStringLiteral("calibrate"), QStringLiteral("[OUT.json PHOTO [PHOTO ...]]"),
              QStringLiteral("Calibrate the camera's lens from 6 to 10 photos of the printed board, for "
                             "capture --calibration (--board OUT.pdf writes the board to print)."),
              &Drawing::calibrateOptions, &Drawing::calibrate, 0, 41),
        {QStringLiteral("push"), QStringLiteral("FILE URI"),
         QStringLiteral("Send a battle file to the club server (URI or service=NAME): all of it, or "
                        "what the server lacks."),
         addPushOptions, cmdPush, 2, 2},
        {QStringLiteral("pull"), QStringLiteral("URI BATTLE FILE"),
         QStringLiteral("Fetch a club battle (its name or id) into a new battle file, or bring FILE up "
                        "to date."),
         none, cmdPull, 3, 3},
        {QStringLiteral("club"), QStringLiteral("init|battles|check|round|rounds|result|scoring|standings URI ..."),
         QStringLiteral("Set up or upgrade a club server's database (init, as its owner); list its "
                        "battles; check a primary and its standbys; a tournament's rounds, results, "
                        "scoring and standings."),
         addTournamentOptions, cmdClub, 2, 6},
        {QStringLiteral("undo"), QStringLiteral("FILE"),
         QStringLiteral("Undo the last step (recorded as an event)."), none,
         [](const QCommandLineParser &, const QStringList &a) { return cmdUndoRedo(a, true); }, 1,
         1},
        {QStringLiteral("redo"), QStringLiteral("FILE"),
         QStringLiteral("Redo the last undone step."), none,
         [](const QCommandLineParser &, const QStringList &a) { return cmdUndoRedo(a, false); }, 1,
         1},
    };
}

QString overview()
{
    QString text = QStringLiteral("Usage: adjutant-cli COMMAND [options] ARGS\n\n"
                                  "Battle files as JSON in, JSON out. Commands:\n");
    for (const Command &command : commands())
        text += QStringLiteral("  %1 %2\n      %3\n").arg(command.name, command.arguments, command.summary);
    text += QStringLiteral("\n'adjutant-cli COMMAND --help' describes one command. See docs/cli.md.\n");
    return text;
}

void printTo(FILE *stream, const QString &text)
{
    QTextStream(stream) << text;
}

// A refusal is one line on stderr, whatever ids, keys, types or file names it echoes.
void printRefusal(const QString &prefix, const QString &message)
{
    printTo(stderr, prefix + core::printable(message) + QLatin1Char('\n'));
}

// How long a command waits out a lost connection before saying an append may or may not have
// been recorded: a standby's promotion, and libpq's 10 s connect timeout for a first host gone.
constexpr int cliSettleSeconds = 30;

} // namespace

// Battles enter here: every file read is checked against the registry (rulesets/battlecheck.h),
// and every change recorded with the follow-ups its rule set calls for and refused when it leaves
// a state its rule set refuses, as the app does. A club
// battle is SERVER#BATTLE, the server a PostgreSQL URI or connection string; a file of that name
// that exists is the file.
std::unique_ptr<core::BattleSession> openBattle(const QString &path)
{
    const bool server = path.startsWith(QLatin1String("postgresql://")) ||
                        path.startsWith(QLatin1String("postgres://")) ||
                        path.contains(QLatin1Char('='));
    const qsizetype hash = path.indexOf(QLatin1Char('#'));
    std::unique_ptr<core::BattleSession> session;
    if (server && hash > 0 && !QFileInfo::exists(path)) {
        // A command's append whose answer a failover lost is sent again until a server takes it
        // (docs/club.md, Failover): never a false "failed".
        std::unique_ptr<core::PostgresStore> store = core::PostgresStore::open(path.left(hash), path.mid(hash + 1));
        store->setSettleSeconds(cliSettleSeconds);
        session = core::BattleSession::open(std::move(store));
    } else {
        session = core::BattleFile::open(path);
    }
    rulesets::checkBattle(session->battle(), path);
    session->setFollowUps(rulesets::followUpsOf);
    session->setStateRule(rulesets::stateProblems);
    return session;
}

int run(const QStringList &arguments)
{
    const QStringList args = arguments.mid(1);
    if (args.isEmpty() || args[0] == QLatin1String("--help") || args[0] == QLatin1String("-h") ||
        args[0] == QLatin1String("help")) {
        printTo(args.isEmpty() ? stderr : stdout, overview());
        return args.isEmpty() ? 2 : 0;
    }
    if (args[0] == QLatin1String("--version") || args[0] == QLatin1String("-v")) {
        printTo(stdout, QStringLiteral("adjutant-cli %1\n").arg(QStringLiteral(ADJUTANT_VERSION)));
        return 0;
    }
    for (const Command &command : commands()) {
        if (command.name != args[0])
            continue;
        QCommandLineParser parser;
        parser.setApplicationDescription(command.summary);
        parser.addHelpOption();
        parser.addPositionalArgument(command.arguments, QString(), command.arguments);
        command.addOptions(parser);
        const QString prefix = QStringLiteral("adjutant-cli %1: ").arg(command.name);
        if (!parser.parse(QStringList{QStringLiteral("adjutant-cli ") + command.name} + args.mid(1))) {
            printRefusal(prefix, parser.errorText());
            return 2;
        }
        if (parser.isSet(QStringLiteral("help")) && command.detailedHelp && !parser.positionalArguments().isEmpty()) {
            try {
                printTo(stdout, command.detailedHelp(parser.positionalArguments()));
                return 0;
            } catch (const Error &error) {
                printRefusal(prefix, error.message());
                return 2;
            }
        }
        if (parser.isSet(QStringLiteral("help"))) {
            // Qt names the program by its full path; the user typed "adjutant-cli COMMAND".
            QString help = parser.helpText();
            const qsizetype program = help.indexOf(arguments[0]);
            if (program >= 0)
                help.replace(program, arguments[0].size(), QStringLiteral("adjutant-cli ") + command.name);
            printTo(stdout, help);
            return 0;
        }
        const QStringList positional = parser.positionalArguments();
        if (positional.size() < command.minArgs || positional.size() > command.maxArgs) {
            printTo(stderr, QStringLiteral("%1expected %2 (see --help)\n").arg(prefix, command.arguments));
            return 2;
        }
        try {
            return command.run(parser, positional);
        } catch (const UsageError &error) {
            printRefusal(prefix, error.message);
            return 2;
        } catch (const core::StaleLogError &error) {
            // The store's words are the app's ("reopen it"); a command is run again instead.
            printRefusal(prefix, QStringLiteral("%1: another program recorded events in it while "
                                                "this command ran (the log now ends at event %2, not %3); nothing "
                                                "was recorded: run the command again")
                                     .arg(error.location())
                                     .arg(error.lastSeq())
                                     .arg(error.expectedLastSeq()));
            return 1;
        } catch (const Error &error) {
            printRefusal(prefix, error.message());
            return 1;
        }
    }
    printTo(stderr, QStringLiteral("adjutant-cli: unknown command \"%1\"\n\n").arg(core::printable(args[0])) + overview());
    return 2;
}

void setDrawing(const Drawing &drawing)
{
    drawingParts() = drawing;
}

bool drawingCommand(const char *name)
{
    const QString command = QString::fromLocal8Bit(name);
    for (const Command &each : commands()) {
        if (each.drawing && each.name == command)
            return true;
    }
    return false;
}

int runDrawingProgram(char **argv)
{
    // This program's folder as the kernel has it: argv[0] may be a bare name found on PATH. Never
    // a folder relative to the current one: a program of that name there is not ours.
    std::error_code error;
    const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
    if (error || !self.is_absolute()) {
        std::fprintf(stderr, "adjutant-cli %s: cannot find the drawing program: /proc/self/exe: %s\n", argv[1],
                     error ? error.message().c_str() : "not a full path");
        return 1;
    }
    const std::filesystem::path folder = self.parent_path();
    std::filesystem::path program = folder / "adjutant-cli-draw";
    if (!std::filesystem::exists(program, error))
        program = (folder / ADJUTANT_DRAWING_PROGRAM).lexically_normal();
    execv(program.c_str(), argv);
    const int why = errno;
    std::fprintf(stderr, "adjutant-cli %s: cannot run the drawing program %s: %s\n", argv[1], program.c_str(),
                 std::strerror(why));
    return 1;
}

} // namespace adjutant::cli
