// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli's club commands end to end against a real server (tests/core/pgtesting.h):
// club init, club battles, push and pull, and their refusals; a cut while connecting; who
// recorded each event.
#include "clitesting.h"
#include "silentproxy.h"
#include "../core/eventtesting.h"
#include "../core/pgtesting.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"
#include "core/sqlitestore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryFile>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>
#include <QUrlQuery>

using namespace adjutant::core;

using eventtesting::idsOf;
using eventtesting::moveTo;

namespace {

using clitesting::cli;
using clitesting::Run;

} // namespace

class TestClubCli : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void badServerIsNamed();
    void initSetsUpAndUpgrades();
    void checkTellsEachServersRole();
    void pushAndPullCarryTheWholeBattle();
    void divergedLogsAreRefused();
    void everyCommandTakesAClubBattle();
    void aLogThatMovedOnIsToldInTheCommandsWords();
    void aCutWhileConnectingIsRetriedAndToldInOneLine_data();
    void aCutWhileConnectingIsRetriedAndToldInOneLine();
    void pullRefusesAStateTheRuleSetRefuses();

private:
    // The login of the test server's URI.
    QString serverLogin() const { return QUrlQuery(QUrl(mDatabase->uri())).queryItemValue(QStringLiteral("user")); }
    QString path(const QString &name) const { return mDir.filePath(name); }
    QString demo() const { return QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"); }
    QTemporaryDir mDir;
    std::unique_ptr<pgtesting::TestDatabase> mDatabase;
};

void TestClubCli::initTestCase()
{
    QVERIFY(mDir.isValid());
    if (!pgtesting::serverUri().isEmpty()) {
        mDatabase = std::make_unique<pgtesting::TestDatabase>();
        QVERIFY2(mDatabase->isValid(), qPrintable(mDatabase->error()));
    }
}

void TestClubCli::badServerIsNamed()
{
    const QString file = path(QStringLiteral("bad-server.adjutant"));
    BattleFile::create(file, BattleFile::readScenario(demo()));
    Run run = cli({QStringLiteral("push"), file, QStringLiteral("club")});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QStringLiteral("adjutant-cli push: club: not a PostgreSQL URI (postgresql://host/database) "
                                     "or connection string (service=club)\n"));
    run = cli({QStringLiteral("pull"), QStringLiteral("postgresql://t7:Tercio1600@/club?host=/nonexistent"),
               QStringLiteral("t7"), path(QStringLiteral("never.adjutant"))});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(QLatin1String("adjutant-cli pull: postgresql://t7@/club?host=/nonexistent: "
                                              "cannot connect: ")),
             qPrintable(run.err));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    QVERIFY(!QFile::exists(path(QStringLiteral("never.adjutant"))));
}

void TestClubCli::initSetsUpAndUpgrades()
{
    ADJUTANT_NEED_POSTGRES();
    pgtesting::TestDatabase empty(false);
    QVERIFY2(empty.isValid(), qPrintable(empty.error()));
    Run run = cli({QStringLiteral("club"), QStringLiteral("battles"), empty.uri()});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QStringLiteral("adjutant-cli club: %1: is not an Adjutant club database (set it up with: "
                                     "adjutant-cli club init)\n")
                          .arg(empty.uri()));
    run = cli({QStringLiteral("club"), QStringLiteral("init"), empty.uri()});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json, (QJsonObject{{QStringLiteral("schema"), 4},
                                    {QStringLiteral("was"), 0},
                                    {QStringLiteral("schemaVersion"), 1}}));
    run = cli({QStringLiteral("club"), QStringLiteral("init"), empty.uri()});
    QCOMPARE(run.json, (QJsonObject{{QStringLiteral("schema"), 4},
                                    {QStringLiteral("was"), 4},
                                    {QStringLiteral("schemaVersion"), 1}}));
    run = cli({QStringLiteral("club"), QStringLiteral("battles"), empty.uri()});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json[QStringLiteral("battles")].toArray(), QJsonArray());
}

// club check on the test server, alone (a primary without standbys: nothing wrong) and beside a
// server that is not there (named, and the command fails). The standby's side, the lag and two
// primaries: tst_clubfailover, on clusters of its own.
void TestClubCli::checkTellsEachServersRole()
{
    ADJUTANT_NEED_POSTGRES();
    Run run = cli({QStringLiteral("club"), QStringLiteral("check"), mDatabase->uri()});
    QCOMPARE(run.exitCode, 0);
    const QJsonObject server = run.json[QStringLiteral("servers")].toArray().first().toObject();
    QCOMPARE(server[QStringLiteral("role")].toString(), QStringLiteral("primary"));
    QCOMPARE(server[QStringLiteral("schema")].toInt(), 4);
    QCOMPARE(server[QStringLiteral("standbys")].toArray(), QJsonArray());
    QCOMPARE(server[QStringLiteral("policies")].toString().size(), 32); // an md5
    QCOMPARE(run.json[QStringLiteral("problems")].toArray(), QJsonArray());

    const QString gone = QStringLiteral("postgresql:///adjutant?host=/nonexistent");
    run = cli({QStringLiteral("club"), QStringLiteral("check"), mDatabase->uri(), gone});
    QCOMPARE(run.exitCode, 1);
    const QJsonArray problems = run.json[QStringLiteral("problems")].toArray();
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().toString().startsWith(gone + QStringLiteral(": cannot connect: ")),
             qPrintable(problems.first().toString()));
}

void TestClubCli::pushAndPullCarryTheWholeBattle()
{
    ADJUTANT_NEED_POSTGRES();
    const QString file = path(QStringLiteral("Nieuport table 3.adjutant"));
    {
        auto session = BattleFile::create(file, BattleFile::readScenario(demo()));
        session->record(moveTo(20));
        session->record(moveTo(21));
    }
    Run run = cli({QStringLiteral("push"), file, mDatabase->uri(), QStringLiteral("--event"),
                   QStringLiteral("club night")});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json[QStringLiteral("name")].toString(), QStringLiteral("Nieuport table 3"));
    QCOMPARE(run.json[QStringLiteral("event")].toString(), QStringLiteral("club night"));
    QCOMPARE(run.json[QStringLiteral("started")].toBool(), true);
    QCOMPARE(run.json[QStringLiteral("sent")].toInt(), 3);
    QCOMPARE(run.json[QStringLiteral("events")].toInt(), 3);

    // Played on: a second push sends only what the server lacks; a third sends nothing.
    BattleFile::open(file)->record(moveTo(22));
    run = cli({QStringLiteral("push"), file, mDatabase->uri()});
    QCOMPARE(run.json[QStringLiteral("started")].toBool(), false);
    QCOMPARE(run.json[QStringLiteral("sent")].toInt(), 1);
    run = cli({QStringLiteral("push"), file, mDatabase->uri()});
    QCOMPARE(run.json[QStringLiteral("sent")].toInt(), 0);
    QCOMPARE(run.json[QStringLiteral("events")].toInt(), 4);

    // Pulled elsewhere, by name: the same battle, event for event.
    const QString copy = path(QStringLiteral("pulled.adjutant"));
    run = cli({QStringLiteral("pull"), mDatabase->uri(), QStringLiteral("Nieuport table 3"), copy});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json[QStringLiteral("received")].toInt(), 4);
    QCOMPARE(BattleFile::open(copy)->battle(), BattleFile::open(file)->battle());
    QCOMPARE(SqliteStore::open(copy)->battleId(), SqliteStore::open(file)->battleId());
    QCOMPARE(idsOf(SqliteStore::open(copy)->loadEvents()), idsOf(SqliteStore::open(file)->loadEvents()));

    // The umpire corrects on the server; a pull brings the file up to date, by id this time.
    {
        auto umpire = BattleSession::open(PostgresStore::open(mDatabase->uri(), QStringLiteral("Nieuport table 3")));
        umpire->undo();
    }
    const QString id = SqliteStore::open(file)->battleId().toString(QUuid::WithoutBraces);
    run = cli({QStringLiteral("pull"), mDatabase->uri(), id, file});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json[QStringLiteral("received")].toInt(), 1);
    QCOMPARE(BattleFile::open(file)->events().last().type, QStringLiteral("undo"));

    run = cli({QStringLiteral("club"), QStringLiteral("battles"), mDatabase->uri()});
    const QJsonArray battles = run.json[QStringLiteral("battles")].toArray();
    QCOMPARE(battles.size(), 1);
    QCOMPARE(battles[0].toObject()[QStringLiteral("events")].toInt(), 5);
}

// A club battle where a command takes a battle file: SERVER#BATTLE, by name or id (docs/club.md).
void TestClubCli::everyCommandTakesAClubBattle()
{
    ADJUTANT_NEED_POSTGRES();
    // The laptop's user, who records the file's events (SqliteStore::author), here and in the
    // commands this test runs.
    qputenv("USER", "anna");
    const QString file = path(QStringLiteral("Table 5 #2.adjutant"));
    BattleFile::create(file, BattleFile::readScenario(demo()))->record(moveTo(20));
    Run run = cli({QStringLiteral("push"), file, mDatabase->uri()});
    QCOMPARE(run.exitCode, 0);
    const QString club = mDatabase->uri() + QStringLiteral("#Table 5 #2");
    run = cli({QStringLiteral("show"), club});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.json[QStringLiteral("battle")],
             cli({QStringLiteral("show"), file}).json[QStringLiteral("battle")]);
    QVERIFY(cli({QStringLiteral("measure"), club}).json.contains(QStringLiteral("units")));
    // A change recorded on the club, as the table's laptop would.
    QTemporaryFile event;
    QVERIFY(event.open());
    event.write(QJsonDocument(moveTo(25).toJson()).toJson());
    event.close();
    run = cli({QStringLiteral("apply"), club, event.fileName()});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(PostgresStore::open(mDatabase->uri(), QStringLiteral("Table 5 #2"))->lastSeq(), qint64(3));
    run = cli({QStringLiteral("log"), QStringLiteral("--text"), club});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(run.out.count('\n'), 3);
    // Each event says who recorded it: in the file, the laptop's user; on the server, the login
    // that sent it (the server records the sender, whoever played it).
    const QString author = SqliteStore::open(file)->author();
    QCOMPARE(author, QStringLiteral("anna"));
    const QList<QByteArray> local = cli({QStringLiteral("log"), QStringLiteral("--text"), file}).out.split('\n');
    QVERIFY2(local.first().contains("  anna  "), local.first().constData());
    for (int i = 0; i < 3; ++i) {
        const QByteArray line = run.out.split('\n').at(i);
        QVERIFY2(line.contains(QStringLiteral("  %1  ").arg(serverLogin()).toUtf8()), line.constData());
    }
    const QJsonArray log =
        cli({QStringLiteral("log"), club}).json[QStringLiteral("events")].toArray();
    QCOMPARE(log.size(), 3);
    QCOMPARE(log[2][QStringLiteral("author")].toString(), serverLogin());
    QCOMPARE(cli({QStringLiteral("log"), file})
                 .json[QStringLiteral("events")][0][QStringLiteral("author")]
                 .toString(),
             author);
    QCOMPARE(cli({QStringLiteral("show"), club}).json[QStringLiteral("lastEvent")][QStringLiteral("author")].toString(),
             serverLogin());
    // A battle the club does not have is named.
    run = cli({QStringLiteral("show"), mDatabase->uri() + QStringLiteral("#Table 9")});
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.contains(QStringLiteral("has no battle \"Table 9\"")), qPrintable(run.err));
}

void TestClubCli::divergedLogsAreRefused()
{
    ADJUTANT_NEED_POSTGRES();
    const QString file = path(QStringLiteral("diverged.adjutant"));
    BattleFile::create(file, BattleFile::readScenario(demo()))->record(moveTo(20));
    QCOMPARE(cli({QStringLiteral("push"), file, mDatabase->uri()}).exitCode, 0);
    // The laptop plays on without the club while the umpire writes on the server.
    BattleFile::open(file)->record(moveTo(30));
    BattleSession::open(PostgresStore::open(mDatabase->uri(), QStringLiteral("diverged")))->record(moveTo(40));
    const Run run = cli({QStringLiteral("push"), file, mDatabase->uri()});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QStringLiteral("adjutant-cli push: %1 and %2, battle \"diverged\" have gone different ways at "
                                     "event 3; nothing was sent\n")
                          .arg(file, mDatabase->uri()));
    QCOMPARE(PostgresStore::open(mDatabase->uri(), QStringLiteral("diverged"))->lastSeq(), qint64(3));
    const QString copy = path(QStringLiteral("diverged-copy.adjutant"));
    QVERIFY(QFile::copy(file, copy));
    QCOMPARE(cli({QStringLiteral("pull"), mDatabase->uri(), QStringLiteral("diverged"), file}).exitCode, 1);
    QCOMPARE(SqliteStore::open(file)->lastSeq(), qint64(3));

    // What the player does instead (docs/club.md): push --on-top makes the laptop's move again on
    // top of the umpire's, sends it, and leaves the file as the server has the battle.
    const QList<Event> laptop = SqliteStore::open(file)->loadEvents();
    Run onTop = cli({QStringLiteral("push"), file, mDatabase->uri(), QStringLiteral("--on-top")});
    QCOMPARE(onTop.exitCode, 0);
    QCOMPARE(onTop.json[QStringLiteral("sent")].toInt(), 1);
    QCOMPARE(onTop.json[QStringLiteral("events")].toInt(), 4);
    QCOMPARE(onTop.json[QStringLiteral("refused")].toArray(), QJsonArray());
    QVERIFY(!onTop.json.contains(QStringLiteral("kept")));
    const QList<Event> server = PostgresStore::open(mDatabase->uri(), QStringLiteral("diverged"))->loadEvents();
    QCOMPARE(server.size(), 4);
    QCOMPARE(server.last().id, laptop.last().id); // the laptop's move, once, on top
    QCOMPARE(idsOf(SqliteStore::open(file)->loadEvents()), idsOf(server));
    QCOMPARE(BattleFile::open(file)->battle(), BattleSession::open(PostgresStore::open(mDatabase->uri(), QStringLiteral("diverged")))->battle());

    // A step that no longer applies is not sent: listed, and kept in a copy of the file as it was.
    BattleFile::open(file)->undo(); // takes back the laptop's move ...
    BattleSession::open(PostgresStore::open(mDatabase->uri(), QStringLiteral("diverged")))->record(moveTo(50)); // ... no longer the last step
    const QList<Event> before = SqliteStore::open(file)->loadEvents();
    onTop = cli({QStringLiteral("push"), file, mDatabase->uri(), QStringLiteral("--on-top")});
    QCOMPARE(onTop.exitCode, 0);
    QCOMPARE(onTop.json[QStringLiteral("sent")].toInt(), 0);
    const QJsonArray refused = onTop.json[QStringLiteral("refused")].toArray();
    QCOMPARE(refused.size(), 1);
    QCOMPARE(refused[0][QStringLiteral("seq")].toInt(), 5);
    QVERIFY2(refused[0][QStringLiteral("reason")].toString().contains(QStringLiteral("no longer the last step")),
             qPrintable(refused[0][QStringLiteral("reason")].toString()));
    const QString kept = onTop.json[QStringLiteral("kept")].toString();
    QVERIFY(QFile::exists(kept));
    QCOMPARE(idsOf(SqliteStore::open(kept)->loadEvents()), idsOf(before));
    QCOMPARE(idsOf(SqliteStore::open(file)->loadEvents()),
             idsOf(PostgresStore::open(mDatabase->uri(), QStringLiteral("diverged"))->loadEvents()));
}

// Another writer appends while a command is recording: the command says so in its own words
// (not the app's "reopen it") and records nothing. The other writer's insert is held open until
// the command waits for it, then committed.
void TestClubCli::aLogThatMovedOnIsToldInTheCommandsWords()
{
    ADJUTANT_NEED_POSTGRES();
    const QString file = path(QStringLiteral("moved on.adjutant"));
    BattleFile::create(file, BattleFile::readScenario(demo()))->record(moveTo(20));
    QCOMPARE(cli({QStringLiteral("push"), file, mDatabase->uri()}).exitCode, 0);
    const QString club = mDatabase->uri() + QStringLiteral("#moved on");

    PgConnection umpire(mDatabase->uri());
    QSqlDatabase db = umpire.db();
    QVERIFY(db.transaction());
    const Change other = moveTo(40);
    umpire.run(QStringLiteral("INSERT INTO events (battle, seq, id, recorded_at, type, type_version, turn, phase, "
                              "payload, description) SELECT id, 3, ?::uuid, now(), ?, 1, 1, '', ?::jsonb, 'umpire' "
                              "FROM battles WHERE name = 'moved on'"),
               {QUuid::createUuid().toString(QUuid::WithoutBraces), other.type,
                QString::fromUtf8(QJsonDocument(other.payload).toJson(QJsonDocument::Compact))});
    QTemporaryFile change;
    QVERIFY(change.open());
    change.write(QJsonDocument(moveTo(25).toJson()).toJson());
    change.close();
    QProcess apply;
    apply.start(QStringLiteral(ADJUTANT_CLI), {QStringLiteral("apply"), club, change.fileName()});
    QVERIFY(apply.waitForStarted());
    // The command's insert waits for ours.
    PgConnection watcher(mDatabase->uri());
    bool waiting = false;
    for (int i = 0; i < 300 && !waiting && apply.state() == QProcess::Running; ++i) {
        QSqlQuery &query = watcher.run(QStringLiteral("SELECT count(*) FROM pg_stat_activity WHERE datname = "
                                                      "current_database() AND wait_event_type = 'Lock'"));
        waiting = query.next() && query.value(0).toInt() > 0;
        if (!waiting)
            QTest::qWait(100);
    }
    QVERIFY(waiting);
    QVERIFY(db.commit());
    QVERIFY(apply.waitForFinished(30000));
    QCOMPARE(apply.exitCode(), 1);
    const QString err = QString::fromUtf8(apply.readAllStandardError());
    QCOMPARE(err, QStringLiteral("adjutant-cli apply: %1, battle \"moved on\": another program recorded events in it "
                                 "while this command ran (the log now ends at event 3, not 2); "
                                 "nothing was recorded: run the command again\n")
                      .arg(mDatabase->uri()));
    QVERIFY(!err.contains(QStringLiteral("reopen")));
    QCOMPARE(PostgresStore::open(mDatabase->uri(), QStringLiteral("moved on"))->lastSeq(), qint64(3));
}

// The connection cut while it is being made (libpq connected, then the server gone before the
// driver's first statements): made again once, as a statement's connection is; when that fails
// too, one line with the reason.
void TestClubCli::aCutWhileConnectingIsRetriedAndToldInOneLine_data()
{
    QTest::addColumn<int>("statement");
    // The driver's set-up (1 to 4: the version, the client encoding, the date style ...), then
    // the connection's own first statement, then the command's.
    for (int statement = 1; statement <= 6; ++statement)
        QTest::addRow("cut at statement %d", statement) << statement;
}

void TestClubCli::aCutWhileConnectingIsRetriedAndToldInOneLine()
{
    ADJUTANT_NEED_POSTGRES();
    QFETCH(int, statement);
    clubtesting::SilentProxy proxy(mDatabase->uri());
    QVERIFY(proxy.port() > 0);
    const QString through = QStringLiteral("postgresql://127.0.0.1:%1/%2?user=%3&sslmode=disable&gssencmode=disable")
                                .arg(proxy.port())
                                .arg(mDatabase->name(), serverLogin());
    proxy.cutWhileConnecting(1, statement);
    Run run = cli({QStringLiteral("club"), QStringLiteral("battles"), through});
    QCOMPARE(proxy.cut(), 1);
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, 0);

    proxy.cutWhileConnecting(1000, statement);
    run = cli({QStringLiteral("club"), QStringLiteral("battles"), through});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(proxy.cut(), 3); // the connection, and once more
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    const QString start = QStringLiteral("adjutant-cli club: %1: cannot connect: ").arg(through);
    QVERIFY2(run.err.startsWith(start), qPrintable(run.err));
    QVERIFY2(run.err.size() > start.size() + 10, qPrintable(run.err)); // a reason, not nothing
}

// Another program (an older Adjutant, a table's own script) wrote on the server a step the rule
// set refuses (a FoGR cohesion of "Banana", issue 28): pull refuses the log, naming the event
// and the unit, and the file is left as it was, byte for byte; no file is made from it either.
void TestClubCli::pullRefusesAStateTheRuleSetRefuses()
{
    ADJUTANT_NEED_POSTGRES();
    const QString file = path(QStringLiteral("banana.adjutant"));
    BattleFile::create(file, BattleFile::readScenario(demo()))->record(moveTo(20));
    QCOMPARE(cli({QStringLiteral("push"), file, mDatabase->uri()}).exitCode, 0);
    BattleSession::open(PostgresStore::open(mDatabase->uri(), QStringLiteral("banana")))
        ->record(Change{QStringLiteral("unit.stateChanged"),
                        {{QStringLiteral("id"), QStringLiteral("dutch1")},
                         {QStringLiteral("state"),
                          QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Banana")}}}}});
    const auto checksum = [](const QString &name) {
        QFile in(name);
        return in.open(QIODevice::ReadOnly)
                   ? QCryptographicHash::hash(in.readAll(), QCryptographicHash::Sha256)
                   : QByteArray();
    };
    const QByteArray before = checksum(file);
    Run run = cli({QStringLiteral("pull"), mDatabase->uri(), QStringLiteral("banana"), file});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
    QVERIFY2(run.err.endsWith(
                 QStringLiteral(": event 3 (unit.stateChanged) cannot be replayed: unit \"Dutch "
                                "foot (front)\": cohesion \"Banana\" is not one of Steady, "
                                "Disrupted, Fragmented or Broken (FoGR, Battle Group Cohesion "
                                "Levels)\n")),
             qPrintable(run.err));
    QCOMPARE(checksum(file), before);
    QCOMPARE(SqliteStore::open(file)->lastSeq(), qint64(2));
    const QString fresh = path(QStringLiteral("banana-copy.adjutant"));
    QCOMPARE(
        cli({QStringLiteral("pull"), mDatabase->uri(), QStringLiteral("banana"), fresh}).exitCode,
        1);
    QVERIFY(!QFile::exists(fresh));
}

QTEST_GUILESS_MAIN(TestClubCli)
#include "tst_clubcli.moc"
