// SPDX-License-Identifier: GPL-3.0-or-later
// The club's tournament commands (docs/club.md, "Tournament"): club round|rounds|result|scoring|
// standings. The work is core::ClubTournament's and the rule sets' (rulesets/tournamentresult.h);
// this file reads the command line and prints.
#include "app/cli/tournament.h"

#include "app/cli/output.h"

#include "core/battlesession.h"
#include "core/clubtournament.h"
#include "core/error.h"
#include "core/inputfile.h"
#include "core/jsonreader.h"
#include "core/postgresstore.h"
#include "rulesets/battlecheck.h"
#include "rulesets/tournamentresult.h"

#include <QCommandLineParser>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace adjutant::cli {

namespace {

using core::Error;

void print(const QJsonObject &json)
{
    printOutput(json);
}

void printText(const QString &text)
{
    QFile out;
    if (out.open(stdout, QIODevice::WriteOnly))
        out.write(text.toUtf8());
}

void expect(const QStringList &args, qsizetype count, const char *usage)
{
    if (args.size() != count)
        throw Error(QStringLiteral("expected club %1").arg(QLatin1String(usage)));
}

// "a=Anna": a side's id and who plays it.
std::pair<QString, QString> sidePlayer(const QString &text)
{
    const qsizetype equals = text.indexOf(QLatin1Char('='));
    const QString side = text.left(equals).trimmed();
    const QString player = text.mid(equals + 1).trimmed();
    if (equals < 0 || side.isEmpty() || player.isEmpty())
        throw Error(
            QStringLiteral("\"%1\": expected SIDE=PLAYER (the battle's side id, then who plays it)")
                .arg(text));
    return {side, player};
}

// The battle as its log on the server replays, for its sides and its result.
// A battle not yet begun (an empty log) has no rule set to check unless `check`.
std::unique_ptr<core::BattleSession> replay(const QString &server, const QString &battle,
                                            bool check = true)
{
    auto store = core::PostgresStore::open(server, battle);
    const QString where = store->location();
    auto session = core::BattleSession::open(std::move(store));
    if (check || !session->events().isEmpty())
        rulesets::checkBattle(session->battle(), where);
    return session;
}

QJsonValue score(const std::optional<int> &value)
{
    return value ? QJsonValue(*value) : QJsonValue();
}

QJsonObject roundBattleJson(const core::RoundBattle &row)
{
    QJsonObject json{{QStringLiteral("event"), row.event},
                     {QStringLiteral("round"), row.round},
                     {QStringLiteral("battle"), row.battleName},
                     {QStringLiteral("sides"),
                      QJsonArray{QJsonObject{{QStringLiteral("side"), row.sides[0]},
                                             {QStringLiteral("player"), row.players[0]}},
                                 QJsonObject{{QStringLiteral("side"), row.sides[1]},
                                             {QStringLiteral("player"), row.players[1]}}}}};
    if (!row.roundName.isEmpty())
        json.insert(QStringLiteral("roundName"), row.roundName);
    if (row.result) {
        const core::BattleResult &r = *row.result;
        QJsonObject result{
            {QStringLiteral("level"), r.level},
            {QStringLiteral("winner"), r.winner.isEmpty() ? QJsonValue() : QJsonValue(r.winner)},
            {QStringLiteral("scores"), QJsonArray{score(r.scores[0]), score(r.scores[1])}},
            {QStringLiteral("enteredBy"),
             r.byHand ? QStringLiteral("hand") : QStringLiteral("rule set")},
            {QStringLiteral("verdict"), r.verdict},
            {QStringLiteral("recordedBy"), r.recordedBy}};
        if (!r.byHand)
            result.insert(QStringLiteral("atEvent"), r.atSeq);
        if (row.resultOutOfDate())
            result.insert(QStringLiteral("outOfDate"), true);
        json.insert(QStringLiteral("result"), result);
    }
    return json;
}

int round(const QCommandLineParser &parser, const QStringList &args)
{
    expect(args, 6, "round URI NUMBER BATTLE SIDE=PLAYER SIDE=PLAYER");
    bool ok = false;
    const int number = args[2].toInt(&ok);
    if (!ok || number < 1)
        throw Error(
            QStringLiteral("round \"%1\": expected a round number (1, 2, ...)").arg(args[2]));
    const auto [side1, player1] = sidePlayer(args[4]);
    const auto [side2, player2] = sidePlayer(args[5]);
    // Sides that the battle already has must be its own (a battle still empty is paired ahead).
    auto session = replay(args[1], args[3], false);
    const core::Battle &battle = session->battle();
    for (const QString &side : {side1, side2}) {
        if (!battle.sides.isEmpty() && battle.sideIndex(side) < 0) {
            QStringList ids;
            for (const core::Side &s : battle.sides)
                ids << s.id;
            throw Error(QStringLiteral("battle \"%1\" has no side \"%2\" (its sides: %3)")
                            .arg(args[3], side, ids.join(QStringLiteral(", "))));
        }
    }
    core::ClubTournament club(args[1]);
    club.pair(args[3], number, {side1, side2}, {player1, player2},
              parser.value(QStringLiteral("name")));
    const core::ClubTournament::BattleRef ref = club.battle(args[3]);
    for (const core::RoundBattle &row : club.rounds(ref.event)) {
        if (row.battle == ref.id)
            print(roundBattleJson(row));
    }
    return 0;
}

int rounds(const QCommandLineParser &parser, const QStringList &args)
{
    expect(args, 2, "rounds URI [--event EVENT]");
    core::ClubTournament club(args[1]);
    QJsonArray list;
    for (const core::RoundBattle &row : club.rounds(parser.value(QStringLiteral("event"))))
        list.append(roundBattleJson(row));
    print(QJsonObject{{QStringLiteral("rounds"), list}}); // an object since schema 1
    return 0;
}

int result(const QCommandLineParser &parser, const QStringList &args)
{
    expect(args, 3,
           "result URI BATTLE [--time-up | --level LEVEL [--winner SIDE] [--score SIDE=N]... "
           "[--note TEXT]]");
    const QString &server = args[1];
    core::ClubTournament club(server);
    const core::ClubTournament::BattleRef ref = club.battle(args[2]);
    std::optional<core::RoundBattle> paired;
    for (const core::RoundBattle &row : club.rounds(ref.event)) {
        if (row.battle == ref.id)
            paired = row;
    }
    if (!paired)
        throw Error(QStringLiteral("battle \"%1\" is in no round yet (club round)").arg(ref.name));
    core::BattleResult entered;
    if (parser.isSet(QStringLiteral("level"))) {
        if (parser.isSet(QStringLiteral("time-up")))
            throw Error(QStringLiteral(
                "--level enters a result by hand; --time-up asks the rule set: give one"));
        entered.byHand = true;
        entered.level = parser.value(QStringLiteral("level")).trimmed();
        // A level typed by hand is one the scoring table counts, once there is a table.
        if (const std::optional<core::Scoring> table = club.scoring(ref.event)) {
            QStringList levels;
            for (const core::Scoring::Level &level : table->levels)
                levels << level.level;
            if (!levels.contains(entered.level))
                throw Error(QStringLiteral(
                                "--level \"%1\": not a level of the scoring table of \"%2\" (%3)")
                                .arg(entered.level, ref.event, levels.join(QStringLiteral(", "))));
        }
        entered.winner = parser.value(QStringLiteral("winner")).trimmed();
        entered.verdict = parser.value(QStringLiteral("note"));
        for (const QString &given : parser.values(QStringLiteral("score"))) {
            const auto [side, points] = sidePlayer(given);
            bool ok = false;
            const int value = points.toInt(&ok);
            const int slot = paired->sides[0] == side ? 0 : paired->sides[1] == side ? 1 : -1;
            if (!ok || slot < 0)
                throw Error(QStringLiteral("--score \"%1\": expected SIDE=N, SIDE one of %2, %3")
                                .arg(given, paired->sides[0], paired->sides[1]));
            entered.scores[slot] = value;
        }
    } else {
        for (const char *handOnly : {"winner", "score", "note"}) {
            if (parser.isSet(QLatin1String(handOnly)))
                throw Error(QStringLiteral("--%1 goes with --level (a result entered by hand)")
                                .arg(QLatin1String(handOnly)));
        }
        auto session = replay(server, ref.id.toString(QUuid::WithoutBraces));
        entered = rulesets::reckonedResult(session->battle(), paired->sides,
                                           parser.isSet(QStringLiteral("time-up")),
                                           QStringLiteral("battle \"%1\"").arg(ref.name));
        entered.atSeq = session->events().isEmpty() ? 0 : session->events().last().seq;
    }
    club.recordResult(ref.id.toString(QUuid::WithoutBraces), entered);
    for (const core::RoundBattle &row : club.rounds(ref.event)) {
        if (row.battle == ref.id)
            print(roundBattleJson(row));
    }
    return 0;
}

int scoring(const QStringList &args)
{
    if (args.size() != 3 && args.size() != 4)
        throw Error(QStringLiteral("expected club scoring URI EVENT [FILE]"));
    core::ClubTournament club(args[1]);
    if (args.size() == 4) {
        const QJsonValue json = core::JsonReader::parse(core::InputFile::read(args[3]), args[3]);
        if (!json.isObject())
            throw Error(QStringLiteral("%1: expected a JSON object with \"levels\"").arg(args[3]));
        club.setScoring(args[2], core::Scoring::fromJson(json.toObject(), args[3]));
    }
    const std::optional<core::Scoring> table = club.scoring(args[2]);
    if (!table)
        throw Error(QStringLiteral("event \"%1\" has no scoring table yet: its organiser sets one "
                                   "with club scoring URI "
                                   "EVENT FILE")
                        .arg(args[2]));
    QJsonObject json = table->toJson();
    json.insert(QStringLiteral("event"), args[2]);
    print(json);
    return 0;
}

int standings(const QCommandLineParser &parser, const QStringList &args)
{
    expect(args, 2, "standings URI [--event EVENT] [--csv]");
    core::ClubTournament club(args[1]);
    const QList<core::StandingRow> rows = club.standings(parser.value(QStringLiteral("event")));
    if (parser.isSet(QStringLiteral("csv"))) {
        printText(core::ClubTournament::csv(rows));
        return 0;
    }
    QJsonArray list;
    for (const core::StandingRow &row : rows) {
        list.append(QJsonObject{{QStringLiteral("event"), row.event},
                                {QStringLiteral("rank"), row.rank},
                                {QStringLiteral("player"), row.player},
                                {QStringLiteral("played"), row.played},
                                {QStringLiteral("wins"), row.wins},
                                {QStringLiteral("draws"), row.draws},
                                {QStringLiteral("losses"), row.losses},
                                {QStringLiteral("points"), row.points},
                                {QStringLiteral("headToHead"), row.headToHead},
                                {QStringLiteral("margin"), row.margin},
                                {QStringLiteral("byHand"), row.byHand}});
    }
    print(QJsonObject{{QStringLiteral("standings"), list}}); // an object since schema 1
    return 0;
}

} // namespace

void addTournamentOptions(QCommandLineParser &parser)
{
    parser.addOptions(
        {{QStringLiteral("event"), QStringLiteral("rounds, standings: only this event."),
          QStringLiteral("text")},
         {QStringLiteral("name"), QStringLiteral("round: the round's name (\"Saturday morning\")."),
          QStringLiteral("text")},
         {QStringLiteral("time-up"),
          QStringLiteral(
              "result: the battle ended on time (the rule set reckons the result on time).")},
         {QStringLiteral("level"),
          QStringLiteral("result: enter the result by hand: its victory level, as the scoring "
                         "table names it."),
          QStringLiteral("level")},
         {QStringLiteral("winner"),
          QStringLiteral("result, with --level: the winning side's id (none: a draw)."),
          QStringLiteral("side")},
         {QStringLiteral("score"),
          QStringLiteral(
              "result, with --level: what a side scored in its rule set's terms (for the margin)."),
          QStringLiteral("side=n")},
         {QStringLiteral("note"),
          QStringLiteral("result, with --level: why, in words (kept with the result)."),
          QStringLiteral("text")},
         {QStringLiteral("csv"), QStringLiteral("standings: as CSV instead of JSON.")}});
}

int cmdTournament(const QCommandLineParser &parser, const QStringList &args)
{
    const QString &command = args[0];
    if (command == QLatin1String("round"))
        return round(parser, args);
    if (command == QLatin1String("rounds"))
        return rounds(parser, args);
    if (command == QLatin1String("result"))
        return result(parser, args);
    if (command == QLatin1String("scoring"))
        return scoring(args);
    if (command == QLatin1String("standings"))
        return standings(parser, args);
    return -1;
}

} // namespace adjutant::cli
