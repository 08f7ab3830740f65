// adjutant-cli's club commands end to end against a real server (tests/core/pgtesting.h):
// club init, club battles, push and pull, and their refusals.
#include "clitesting.h"
#include "../core/eventtesting.h"
#include "../core/pgtesting.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/postgresstore.h"
#include "core/sqlitestore.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryFile>
#include <QTemporaryDir>
#include <QTest>

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
    void pushAndPullCarryTheWholeBattle();
    void divergedLogsAreRefused();
    void everyCommandTakesAClubBattle();
    void pullRefusesAStateTheRuleSetRefuses();

private:
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
    QCOMPARE(run.json, (QJsonObject{{QStringLiteral("schema"), 2}, {QStringLiteral("was"), 0}}));
    run = cli({QStringLiteral("club"), QStringLiteral("init"), empty.uri()});
    QCOMPARE(run.json, (QJsonObject{{QStringLiteral("schema"), 2}, {QStringLiteral("was"), 2}}));
    run = cli({QStringLiteral("club"), QStringLiteral("battles"), empty.uri()});
    QCOMPARE(run.exitCode, 0);
    QCOMPARE(QJsonDocument::fromJson(run.out).array(), QJsonArray());
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
    const QJsonArray battles = QJsonDocument::fromJson(run.out).array();
    QCOMPARE(battles.size(), 1);
    QCOMPARE(battles[0].toObject()[QStringLiteral("events")].toInt(), 5);
}

// A club battle where a command takes a battle file: SERVER#BATTLE, by name or id (docs/club.md).
void TestClubCli::everyCommandTakesAClubBattle()
{
    ADJUTANT_NEED_POSTGRES();
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
