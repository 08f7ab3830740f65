// SPDX-License-Identifier: GPL-3.0-or-later
// A tournament on a real club server (tests/core/pgtesting.h), through adjutant-cli as the
// secretary, the umpire, a table and a spectator do it (docs/club.md, "Tournament"): three
// battles in two rounds, one result reckoned by its rule set and two entered by hand, the
// documented example scoring table, and the standings with their tie-breaks worked by hand.
#include "clitesting.h"
#include "../core/eventtesting.h"
#include "../core/pgtesting.h"

#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/clubtournament.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"
#include "core/schemamigrator.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant::core;

namespace {

using clitesting::cli;
using clitesting::Run;

const QString cup = QStringLiteral("Spring cup, 2026");

QString source(const char *path)
{
    return QStringLiteral(ADJUTANT_SOURCE_DIR "/") + QLatin1String(path);
}

} // namespace

class TestClubTournament : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void umpirePairsBattlesIntoRounds();
    void ruleSetReckonsWhereItCan();
    void umpireEntersByHandWhereItCannot();
    void standingsNeedTheOrganisersScoringTable();
    void standingsWithTieBreaks_data();
    void standingsWithTieBreaks();
    void standingsAsJson();
    void badScoringFileIsNamed();
    void tableCannotWriteTheTournament_data();
    void tableCannotWriteTheTournament();
    void umpireOfAnotherEventCannot();
    void spectatorReadsTheStandings();
    void sidesStayOnceThereIsAResult();
    void aWatcherHearsOfNewResults();
    void aSchema1ClubUpgradesWithItsBattles();

private:
    QString login(const char *who) const
    {
        return mDatabase->name() + QLatin1Char('_') + QLatin1String(who);
    }
    QString uri(const char *who) const { return mDatabase->uri(login(who)); }
    Run club(const char *who, const QStringList &args) const;
    // The example scoring file of docs/club.md with these tie-breaks, written where the CLI reads
    // it.
    QString scoringFile(const QStringList &tiebreaks);
    // Results and rounds, counted as the owner sees them.
    QString countAll() const;
    QTemporaryDir mDir;
    std::unique_ptr<pgtesting::TestDatabase> mDatabase;
};

Run TestClubTournament::club(const char *who, const QStringList &args) const
{
    QStringList all{QStringLiteral("club"), args[0], uri(who)};
    all << args.mid(1);
    return cli(all);
}

QString TestClubTournament::scoringFile(const QStringList &tiebreaks)
{
    QFile example(source("docs/examples/club-scoring.json"));
    if (!example.open(QIODevice::ReadOnly))
        return {};
    QJsonObject json = QJsonDocument::fromJson(example.readAll()).object();
    json[QStringLiteral("tiebreaks")] = QJsonArray::fromStringList(tiebreaks);
    const QString path =
        mDir.filePath(QStringLiteral("scoring-%1.json").arg(tiebreaks.join(QLatin1Char('-'))));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    file.write(QJsonDocument(json).toJson());
    return path;
}

QString TestClubTournament::countAll() const
{
    PgConnection owner(mDatabase->uri());
    QSqlQuery &query =
        owner.run(QStringLiteral("SELECT (SELECT count(*) FROM rounds) || ' ' || (SELECT count(*) "
                                 "FROM round_battles) || ' ' || "
                                 "(SELECT string_agg(level || coalesce(winner::text, '-'), ',' "
                                 "ORDER BY level) FROM results) || ' ' || "
                                 "(SELECT count(*) FROM scoring)"));
    return query.next() ? query.value(0).toString() : QString();
}

void TestClubTournament::initTestCase()
{
    QVERIFY(mDir.isValid());
    ADJUTANT_NEED_POSTGRES();
    mDatabase = std::make_unique<pgtesting::TestDatabase>();
    QVERIFY2(mDatabase->isValid(), qPrintable(mDatabase->error()));
    // docs/club.md, "Adding tables, umpires and spectators" and "Tournament", as the secretary.
    const QList<std::pair<const char *, const char *>> people{{"table1", "adjutant_table"},
                                                              {"umpire", "adjutant_umpire"},
                                                              {"elsewhere", "adjutant_umpire"},
                                                              {"spectator", "adjutant_spectator"}};
    for (const auto &[who, group] : people)
        QCOMPARE(mDatabase->addLogin(login(who), QLatin1String(group)), QString());
    QCOMPARE(mDatabase->exec(
                 QStringLiteral(
                     "INSERT INTO umpires (login, event) VALUES ('%1', '%2'), ('%3', 'open day')")
                     .arg(login("umpire"), cup, login("elsewhere"))),
             QString());
    // Three battles, one of each rule set, started as they begin: from their demo set-ups.
    const QList<std::pair<const char *, const char *>> battles{
        {"R1 table 1", "resources/demo/fogr-tercio-and-dutch-foot.json"},
        {"R1 table 2", "resources/rulesets/olddessauer/demo.json"},
        {"R2 table 1", "resources/rulesets/nieuport1600/demo.json"}};
    for (const auto &[name, scenario] : battles) {
        const QString file = mDir.filePath(QLatin1String(name) + QStringLiteral(".adjutant"));
        BattleFile::create(file, BattleFile::readScenario(source(scenario)));
        const Run run =
            cli({QStringLiteral("push"), file, mDatabase->uri(), QStringLiteral("--event"), cup,
                 QStringLiteral("--table"), login("table1")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }
}

void TestClubTournament::cleanupTestCase()
{
    mDatabase.reset(); // and with it the logins it added
}

void TestClubTournament::umpirePairsBattlesIntoRounds()
{
    Run run =
        club("umpire", {QStringLiteral("round"), QStringLiteral("1"), QStringLiteral("R1 table 1"),
                        QStringLiteral("spain=Anna"), QStringLiteral("dutch=Bert"),
                        QStringLiteral("--name"), QStringLiteral("Saturday morning")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.json, QJsonDocument::fromJson(R"({
        "event": "Spring cup, 2026", "round": 1, "roundName": "Saturday morning", "battle": "R1 table 1",
        "sides": [{"side": "spain", "player": "Anna"}, {"side": "dutch", "player": "Bert"}], "schemaVersion": 1})")
                           .object());
    // A side the battle does not have is refused, and nothing is paired.
    run =
        club("umpire", {QStringLiteral("round"), QStringLiteral("1"), QStringLiteral("R1 table 2"),
                        QStringLiteral("prussia=Cleo"), QStringLiteral("france=Dirk")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err,
             QStringLiteral(
                 "adjutant-cli club: battle \"R1 table 2\" has no side \"france\" (its sides: "
                 "prussia, austria)\n"));
    for (const QStringList &pairing :
         {QStringList{QStringLiteral("1"), QStringLiteral("R1 table 2"),
                      QStringLiteral("prussia=Cleo"), QStringLiteral("austria=Dirk")},
          QStringList{QStringLiteral("2"), QStringLiteral("R2 table 1"),
                      QStringLiteral("dutch=Anna"), QStringLiteral("spain=Cleo")}}) {
        run = club("umpire", QStringList{QStringLiteral("round")} + pairing);
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    }
    // One battle a round for each player.
    const QString before = countAll();
    run =
        club("umpire", {QStringLiteral("round"), QStringLiteral("1"), QStringLiteral("R2 table 1"),
                        QStringLiteral("dutch=Anna"), QStringLiteral("spain=Eve")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(
        run.err,
        QStringLiteral("adjutant-cli club: round 1: Anna plays battle \"R1 table 1\" already\n"));
    QCOMPARE(countAll(), before);
    run = club("spectator", {QStringLiteral("rounds")});
    const QJsonArray rounds = run.json[QStringLiteral("rounds")].toArray();
    QCOMPARE(rounds.size(), 3);
    QCOMPARE(rounds[2].toObject()[QStringLiteral("round")].toInt(), 2);
    QCOMPARE(rounds[2]
                 .toObject()[QStringLiteral("sides")]
                 .toArray()[1]
                 .toObject()[QStringLiteral("player")]
                 .toString(),
             QStringLiteral("Cleo"));
}

void TestClubTournament::ruleSetReckonsWhereItCan()
{
    // FoGR, Victory and Defeat: no army routed and time is not up: no result yet.
    Run run = club("umpire", {QStringLiteral("result"), QStringLiteral("R1 table 1")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(
        run.err.contains(QLatin1String("No result: neither army has routed and time is not up")),
        qPrintable(run.err));
    // On time, with no attrition points inflicted on either side: a draw, reckoned by the rule set.
    run = club("umpire", {QStringLiteral("result"), QStringLiteral("R1 table 1"),
                          QStringLiteral("--time-up")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonObject result = run.json[QStringLiteral("result")].toObject();
    QCOMPARE(result[QStringLiteral("level")].toString(), QStringLiteral("Draw"));
    QVERIFY(result[QStringLiteral("winner")].isNull());
    QCOMPARE(result[QStringLiteral("scores")].toArray(), (QJsonArray{0, 0}));
    QCOMPARE(result[QStringLiteral("enteredBy")].toString(), QStringLiteral("rule set"));
    QCOMPARE(result[QStringLiteral("verdict")].toString(),
             QStringLiteral("Draw: 0 to 0 attrition points inflicted"));
    QCOMPARE(result[QStringLiteral("atEvent")].toInt(), 1);
    QCOMPARE(result[QStringLiteral("recordedBy")].toString(), login("umpire"));
}

void TestClubTournament::umpireEntersByHandWhereItCannot()
{
    // Old Dessauer leaves victory to the scenario (rules text: missing); Nieuport 1600's victory
    // points need the map's hexes and commanders: neither is reckoned, both are entered by hand.
    Run run = club("umpire", {QStringLiteral("result"), QStringLiteral("R1 table 2"),
                              QStringLiteral("--time-up")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(QLatin1String(
                 "adjutant-cli club: battle \"R1 table 2\": Old Dessauer reckons no result "
                 "from the battle: The text leaves victory to the scenario")),
             qPrintable(run.err));
    QVERIFY2(run.err.endsWith(QLatin1String("club result --level)\n")), qPrintable(run.err));
    run = club("umpire", {QStringLiteral("result"), QStringLiteral("R2 table 1"),
                          QStringLiteral("--time-up")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QLatin1String("Not counted here: 2 VP for the enemy army commander")),
             qPrintable(run.err));
    // By hand: a winner that is not a side of the battle is refused.
    run = club("umpire", {QStringLiteral("result"), QStringLiteral("R1 table 2"),
                          QStringLiteral("--level"), QStringLiteral("Moderate Victory"),
                          QStringLiteral("--winner"), QStringLiteral("france")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(
        run.err,
        QStringLiteral(
            "adjutant-cli club: battle \"R1 table 2\": the winner \"france\" is not one of its "
            "sides (prussia, austria)\n"));
    run = club("umpire",
               {QStringLiteral("result"), QStringLiteral("R1 table 2"), QStringLiteral("--level"),
                QStringLiteral("Moderate Victory"), QStringLiteral("--winner"),
                QStringLiteral("prussia"), QStringLiteral("--score"), QStringLiteral("prussia=9"),
                QStringLiteral("--score"), QStringLiteral("austria=1"), QStringLiteral("--note"),
                QStringLiteral("scenario: the Austrian centre eliminated")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.json[QStringLiteral("result")].toObject(),
             QJsonDocument::fromJson(R"({
        "level": "Moderate Victory", "winner": "prussia", "scores": [9, 1], "enteredBy": "hand",
        "verdict": "scenario: the Austrian centre eliminated", "recordedBy": ")" +
                                     login("umpire").toUtf8() + R"("})")
                 .object());
    run = club("umpire",
               {QStringLiteral("result"), QStringLiteral("R2 table 1"), QStringLiteral("--level"),
                QStringLiteral("Marginal Victory"), QStringLiteral("--winner"),
                QStringLiteral("dutch"), QStringLiteral("--score"), QStringLiteral("dutch=3"),
                QStringLiteral("--score"), QStringLiteral("spain=1")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
}

void TestClubTournament::standingsNeedTheOrganisersScoringTable()
{
    // No default table: the standings refuse until the organiser sets one.
    Run run = club("umpire", {QStringLiteral("standings")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(
        run.err,
        QStringLiteral(
            "adjutant-cli club: event \"Spring cup, 2026\" has no scoring table: its organiser "
            "sets one with adjutant-cli club scoring (docs/club.md, Tournament)\n"));
    run = club("umpire", {QStringLiteral("scoring"), cup});
    QCOMPARE(run.exitCode, 1);
    // A table that lacks a level some result has is refused at the standings, naming the battle.
    QFile partial(mDir.filePath(QStringLiteral("partial.json")));
    QVERIFY(partial.open(QIODevice::WriteOnly));
    partial.write(R"({"levels": {"Draw": 5, "Moderate Victory": [7, 3]}})");
    partial.close();
    run = club("umpire", {QStringLiteral("scoring"), cup, partial.fileName()});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    run = club("umpire", {QStringLiteral("standings"), QStringLiteral("--csv")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(
        run.err,
        QStringLiteral(
            "adjutant-cli club: event \"Spring cup, 2026\", battle \"R2 table 1\": the scoring "
            "table gives no points for \"Marginal Victory\"\n"));
    QVERIFY(run.out.isEmpty());
}

// Worked by hand from docs/examples/club-scoring.json (Moderate 7-3, Marginal 6-4, Draw 5):
//   R1 table 1  Anna (spain) - Bert (dutch)      Draw, reckoned, 0 to 0     Anna 5, Bert 5
//   R1 table 2  Cleo (prussia) - Dirk (austria)  Moderate, Cleo, 9 to 1    Cleo 7, Dirk 3
//   R2 table 1  Anna (dutch) - Cleo (spain)      Marginal, Anna, 3 to 1    Anna 6, Cleo 4
// Anna and Cleo are level on 11: head-to-head Anna 6, Cleo 4; margin Anna 0 + 2 = 2, Cleo 8 - 2 =
// 6; one win each. Bert 5, Dirk 3. Entered by hand: Anna 1 (R2), Cleo 2, Bert 0, Dirk 1.
void TestClubTournament::standingsWithTieBreaks_data()
{
    QTest::addColumn<QStringList>("tiebreaks");
    QTest::addColumn<QString>("csv");
    const QString header = QStringLiteral(
        "event,rank,player,played,wins,draws,losses,points,head_to_head,margin,by_hand\n");
    const QString anna = QStringLiteral("\"Spring cup, 2026\",%1,Anna,2,1,1,0,11,6,2,1\n");
    const QString cleo = QStringLiteral("\"Spring cup, 2026\",%1,Cleo,2,1,0,1,11,4,6,2\n");
    const QString rest = QStringLiteral("\"Spring cup, 2026\",3,Bert,1,0,1,0,5,0,0,0\n"
                                        "\"Spring cup, 2026\",4,Dirk,1,0,0,1,3,0,-8,1\n");
    QTest::newRow("head-to-head first: Anna beat Cleo")
        << QStringList{QStringLiteral("head-to-head"), QStringLiteral("margin"),
                       QStringLiteral("wins")}
        << header + anna.arg(1) + cleo.arg(2) + rest;
    QTest::newRow("margin first: Cleo's is larger")
        << QStringList{QStringLiteral("margin"), QStringLiteral("head-to-head")}
        << header + cleo.arg(1) + anna.arg(2) + rest;
    QTest::newRow("wins alone: level, sharing first place")
        << QStringList{QStringLiteral("wins")} << header + anna.arg(1) + cleo.arg(1) + rest;
    QTest::newRow("no tie-breaks: level")
        << QStringList{} << header + anna.arg(1) + cleo.arg(1) + rest;
}

void TestClubTournament::standingsWithTieBreaks()
{
    QFETCH(QStringList, tiebreaks);
    QFETCH(QString, csv);
    Run run = club("umpire", {QStringLiteral("scoring"), cup, scoringFile(tiebreaks)});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(run.json[QStringLiteral("tiebreaks")].toArray(),
             QJsonArray::fromStringList(tiebreaks));
    QCOMPARE(run.json[QStringLiteral("levels")].toObject()[QStringLiteral("Draw")], QJsonValue(5));
    QCOMPARE(run.json[QStringLiteral("levels")].toObject()[QStringLiteral("Marginal Victory")],
             (QJsonArray{6, 4}));
    run = club("umpire", {QStringLiteral("standings"), QStringLiteral("--csv")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QCOMPARE(QString::fromUtf8(run.out), csv);
}

void TestClubTournament::standingsAsJson()
{
    Run run = club("umpire",
                   {QStringLiteral("scoring"), cup, scoringFile({QStringLiteral("head-to-head")})});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    run = club("umpire", {QStringLiteral("standings"), QStringLiteral("--event"), cup});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    const QJsonArray rows = run.json[QStringLiteral("standings")].toArray();
    QCOMPARE(rows.size(), 4);
    QCOMPARE(rows[0].toObject(),
             QJsonDocument::fromJson(R"({"event": "Spring cup, 2026", "rank": 1, "player": "Anna",
        "played": 2, "wins": 1, "draws": 1, "losses": 0, "points": 11, "headToHead": 6, "margin": 2,
        "byHand": 1})")
                 .object());
    // Another event's standings are not these.
    run = club("umpire", {QStringLiteral("standings"), QStringLiteral("--event"),
                          QStringLiteral("open day")});
    QCOMPARE(run.json[QStringLiteral("standings")].toArray(), QJsonArray());
}

void TestClubTournament::badScoringFileIsNamed()
{
    const QString before = countAll();
    QFile bad(mDir.filePath(QStringLiteral("bad.json")));
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write(R"({"levels": {"Draw": 5, "Major Victory": [8]}, "tiebreaks": ["wins"]})");
    bad.close();
    Run run = club("umpire", {QStringLiteral("scoring"), cup, bad.fileName()});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err,
             QStringLiteral(
                 "adjutant-cli club: %1: levels.Major Victory: must be [winner's points, loser's "
                 "points], or one number for a drawn level\n")
                 .arg(bad.fileName()));
    QVERIFY(bad.open(QIODevice::WriteOnly | QIODevice::Truncate));
    bad.write(R"({"levels": {"Draw": 5}, "tiebreaks": ["wins", "luck"]})");
    bad.close();
    run = club("umpire", {QStringLiteral("scoring"), cup, bad.fileName()});
    QCOMPARE(run.err,
             QStringLiteral(
                 "adjutant-cli club: %1: tiebreaks[1]: must be one of head-to-head, margin, wins\n")
                 .arg(bad.fileName()));
    QCOMPARE(countAll(), before);
    // A level typed by hand must be one the table counts.
    run = club("umpire", {QStringLiteral("result"), QStringLiteral("R2 table 1"),
                          QStringLiteral("--level"), QStringLiteral("Marginal victory")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(
        run.err,
        QStringLiteral(
            "adjutant-cli club: --level \"Marginal victory\": not a level of the scoring table "
            "of \"Spring cup, 2026\" (Decisive Victory, Major Victory, Moderate Victory, "
            "Marginal Victory, Draw)\n"));
    QCOMPARE(countAll(), before);
}

void TestClubTournament::tableCannotWriteTheTournament_data()
{
    QTest::addColumn<QString>("sql");
    const QString battle = QStringLiteral("(SELECT id FROM battles WHERE name = 'R1 table 1')");
    QTest::newRow("record a result")
        << QStringLiteral("INSERT INTO results (battle, event, level, winner, by_hand) SELECT id, "
                          "event, 'Decisive Victory', 2, true "
                          "FROM battles WHERE name = 'R1 table 2'");
    QTest::newRow("change a result")
        << QStringLiteral("UPDATE results SET winner = 2, level = 'Decisive Victory'");
    QTest::newRow("delete a result") << QStringLiteral("DELETE FROM results");
    QTest::newRow("re-pair a battle")
        << QStringLiteral("UPDATE round_battles SET player1 = 'Zed' WHERE battle = ") + battle;
    QTest::newRow("add a round") << QStringLiteral(
        "INSERT INTO rounds (event, number) VALUES ('Spring cup, 2026', 3)");
    QTest::newRow("rescore a level") << QStringLiteral("UPDATE scoring SET winner_points = 100");
    QTest::newRow("change the tie-breaks")
        << QStringLiteral("UPDATE tournaments SET tiebreaks = '{wins}'");
    QTest::newRow("after SET ROLE to the group")
        << QStringLiteral("SET ROLE adjutant_table;\nDELETE FROM results");
    QTest::newRow("set role umpire") << QStringLiteral("SET ROLE adjutant_umpire");
}

void TestClubTournament::tableCannotWriteTheTournament()
{
    QFETCH(QString, sql);
    const QString before = countAll();
    const QString error = mDatabase->exec(sql, login("table1"));
    QVERIFY2(error.contains(QLatin1String("permission denied")), qPrintable(error));
    QCOMPARE(countAll(), before);
    // Nor through the CLI.
    const Run run = club("table1", {QStringLiteral("result"), QStringLiteral("R1 table 2"),
                                    QStringLiteral("--level"), QStringLiteral("Draw")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QLatin1String("permission denied for table results")),
             qPrintable(run.err));
    QCOMPARE(countAll(), before);
}

void TestClubTournament::umpireOfAnotherEventCannot()
{
    const QString before = countAll();
    Run run = club("elsewhere", {QStringLiteral("result"), QStringLiteral("R1 table 2"),
                                 QStringLiteral("--level"), QStringLiteral("Draw")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QLatin1String("violates row-level security policy")),
             qPrintable(run.err));
    const QString error =
        mDatabase->exec(QStringLiteral("UPDATE results SET level = 'Draw'"), login("elsewhere"));
    QCOMPARE(error, QString()); // allowed as a statement, it reaches no row of another event
    run = club("elsewhere",
               {QStringLiteral("round"), QStringLiteral("3"), QStringLiteral("R1 table 1"),
                QStringLiteral("spain=Zed"), QStringLiteral("dutch=Yan")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QLatin1String("violates row-level security policy")),
             qPrintable(run.err));
    QCOMPARE(countAll(), before);
}

void TestClubTournament::spectatorReadsTheStandings()
{
    const Run umpire = club("umpire", {QStringLiteral("standings"), QStringLiteral("--csv")});
    const Run spectator = club("spectator", {QStringLiteral("standings"), QStringLiteral("--csv")});
    QCOMPARE(spectator.exitCode, 0);
    QCOMPARE(spectator.out, umpire.out);
    QCOMPARE(club("table1", {QStringLiteral("standings"), QStringLiteral("--csv")}).out,
             umpire.out);
    // And reads the view itself, with psql or a spreadsheet's connection.
    PgConnection reader(uri("spectator"));
    QSqlQuery &query =
        reader.run(QStringLiteral("SELECT player, points FROM standings WHERE rank = 1"));
    QVERIFY(query.next());
    QCOMPARE(query.value(0).toString(), QStringLiteral("Anna"));
    QCOMPARE(query.value(1).toInt(), 11);
    // But writes nothing.
    QVERIFY(mDatabase->exec(QStringLiteral("DELETE FROM scoring"), login("spectator"))
                .contains(QLatin1String("permission denied")));
}

void TestClubTournament::sidesStayOnceThereIsAResult()
{
    // The result says which side won: swapping the sides now would hand the win to the other
    // player.
    const QString before = countAll();
    Run run =
        club("umpire", {QStringLiteral("round"), QStringLiteral("2"), QStringLiteral("R2 table 1"),
                        QStringLiteral("spain=Anna"), QStringLiteral("dutch=Cleo")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(
        run.err,
        QStringLiteral(
            "adjutant-cli club: battle \"R2 table 1\" has a result already: its sides are given "
            "in the order they were paired (the players may change)\n"));
    QCOMPARE(countAll(), before);
    run = club("umpire", {QStringLiteral("rounds")});
    const QJsonObject r2 = run.json[QStringLiteral("rounds")][2].toObject();
    QCOMPARE(
        r2[QStringLiteral("sides")].toArray()[0].toObject()[QStringLiteral("player")].toString(),
        QStringLiteral("Anna"));
    QCOMPARE(r2[QStringLiteral("result")].toObject()[QStringLiteral("winner")].toString(),
             QStringLiteral("dutch"));
}

// What a standings window does: hold a connection, watch, ask again when told.
void TestClubTournament::aWatcherHearsOfNewResults()
{
    ClubTournament spectator(uri("spectator"));
    int heard = 0;
    spectator.watch([&] { ++heard; });
    const Run run = club("umpire", {QStringLiteral("result"), QStringLiteral("R1 table 1"),
                                    QStringLiteral("--time-up")});
    QVERIFY2(run.exitCode == 0, qPrintable(run.err));
    QTRY_VERIFY_WITH_TIMEOUT(heard > 0, 10'000);
    QCOMPARE(spectator.standings(cup).first().player, QStringLiteral("Anna"));
    spectator.watch({});
    // The umpire corrects the battle after its result: the result is out of date until
    // recorded again.
    QVERIFY(!spectator.rounds(cup)[0].resultOutOfDate());
    {
        auto battle =
            BattleSession::open(PostgresStore::open(uri("umpire"), QStringLiteral("R1 table 1")));
        battle->record(eventtesting::moveTo(20));
    }
    QCOMPARE(spectator.rounds(cup)[0].battleName, QStringLiteral("R1 table 1"));
    QVERIFY(spectator.rounds(cup)[0].resultOutOfDate());
    QCOMPARE(club("spectator", {QStringLiteral("rounds")}).out.count("\"outOfDate\": true"), 1);
    QCOMPARE(club("umpire", {QStringLiteral("result"), QStringLiteral("R1 table 1"),
                             QStringLiteral("--time-up")})
                 .exitCode,
             0);
    QVERIFY(!spectator.rounds(cup)[0].resultOutOfDate());
}

// A club set up by the version before tournaments: `club init` upgrades it, and its battles can
// be paired at once.
void TestClubTournament::aSchema1ClubUpgradesWithItsBattles()
{
    pgtesting::TestDatabase old(false);
    QVERIFY2(old.isValid(), qPrintable(old.error()));
    {
        PgConnection owner(old.uri());
        QSqlDatabase db = owner.db();
        SchemaMigrator::migrate(db, 0, 1,
                                SchemaMigrator::builtIn(SchemaMigrator::Dialect::Postgres));
    }
    QCOMPARE(
        old.exec(QStringLiteral(
            "INSERT INTO battles (id, name, event) VALUES (gen_random_uuid(), 'old', 'league')")),
        QString());
    QCOMPARE(PostgresStore::initialize(old.uri()), 1);
    ClubTournament league(old.uri());
    league.pair(QStringLiteral("old"), 1, {QStringLiteral("a"), QStringLiteral("b")},
                {QStringLiteral("Ed"), QStringLiteral("Flo")});
    league.recordResult(QStringLiteral("old"),
                        {QStringLiteral("Win"), QStringLiteral("b"), {}, true, {}, 0, {}});
    league.setScoring(QStringLiteral("league"), {{{QStringLiteral("Win"), 3, 0}}, {}});
    const QList<StandingRow> rows = league.standings();
    QCOMPARE(rows.size(), 2);
    QCOMPARE(rows[0].player, QStringLiteral("Flo"));
    QCOMPARE(rows[0].points, 3);
    QCOMPARE(rows[1].player, QStringLiteral("Ed"));
    QCOMPARE(rows[1].rank, 2);
    QCOMPARE(ClubTournament::csv(rows),
             QStringLiteral("event,rank,player,played,wins,draws,losses,points,head_to_head,"
                            "margin,by_hand\nleague,1,Flo,1,1,0,0,3,0,0,1\n"
                            "league,2,Ed,1,0,0,1,0,0,0,1\n"));
}

QTEST_GUILESS_MAIN(TestClubTournament)
#include "tst_clubtournament.moc"
