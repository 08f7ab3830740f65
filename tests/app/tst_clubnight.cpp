// SPDX-License-Identifier: GPL-3.0-or-later
// A club night from end to end (issue 18's "done when"; docs/club.md): three laptops, three
// processes each with the app's main window on its table's battle, play three FoGR battles on a
// real PostgreSQL server while the umpire's club window (this process) follows them live; one
// laptop is cut off, plays on and comes back with nothing lost; the rule set reckons each result
// (adjutant-cli club result, a fifth process) and the standings window shows the points of the
// organiser's scoring table (docs/examples/club-scoring.json).
//
// A laptop is this executable run again as `tst_clubnight --laptop SERVICE BATTLE`: it answers
// each line the test writes to it with one line (see laptopMain()).
#include "../core/pgtesting.h"
#include "clitesting.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/docks/clublink.h"
#include "app/gui/docks/clubwindow.h"
#include "app/gui/docks/standingswindow.h"
#include "app/gui/mainwindow.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "core/clubtournament.h"
#include "core/postgresstore.h"

#include <QApplication>
#include <QComboBox>
#include <QFile>
#include <QJsonDocument>
#include <QProcess>
#include <QSocketNotifier>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <cstdio>
#include <memory>

#include <unistd.h>

using namespace adjutant;

namespace {

const QString night = QStringLiteral("Club night");
const char *const tables[] = {"table1", "table2", "table3"};

QString battleOf(int table)
{
    return QStringLiteral("Table %1").arg(table + 1);
}

// What a laptop answers: "ok", the events of its battle, the last one's id, the club state in
// the status bar and the last event's words, separated by '|'.
struct Answer
{
    bool ok = false;
    int events = 0;
    QString lastId;
    QString state;
    QString last;
    QString raw;
};

Answer parse(const QString &line)
{
    const QStringList parts = line.split(QLatin1Char('|'));
    Answer answer;
    answer.raw = line;
    if (parts.size() != 5 || parts[0] != QLatin1String("ok"))
        return answer;
    answer.ok = true;
    answer.events = parts[1].toInt();
    answer.lastId = parts[2];
    answer.state = parts[3];
    answer.last = parts[4];
    return answer;
}

// One laptop at the club night: the process and its conversation.
class Laptop
{
public:
    Laptop(const QString &service, const QString &battle)
    {
        mProcess.setProcessChannelMode(QProcess::ForwardedErrorChannel);
        mProcess.start(QCoreApplication::applicationFilePath(),
                       {QStringLiteral("--laptop"), service, battle});
    }
    ~Laptop()
    {
        if (mProcess.state() == QProcess::NotRunning)
            return;
        mProcess.write("quit\n");
        if (!mProcess.waitForFinished(10000))
            mProcess.kill();
        mProcess.waitForFinished(5000);
    }
    // The first line, once the window has opened the battle.
    Answer ready() { return parse(readLine()); }
    Answer ask(const QByteArray &command)
    {
        mProcess.write(command + '\n');
        return parse(readLine());
    }

private:
    QString readLine()
    {
        for (int i = 0; i < 600 && !mProcess.canReadLine(); ++i)
            mProcess.waitForReadyRead(100);
        return QString::fromUtf8(mProcess.readLine()).trimmed();
    }
    QProcess mProcess;
};

core::Change cohesion(const QString &unit, const char *state)
{
    return core::Change{QStringLiteral("unit.stateChanged"),
                        {{QStringLiteral("id"), unit},
                         {QStringLiteral("state"), QJsonObject{{QStringLiteral("cohesion"), QLatin1String(state)}}}}};
}

core::Change basesLost(const QString &unit)
{
    return core::Change{QStringLiteral("unit.basesLost"), {{QStringLiteral("id"), unit}, {QStringLiteral("count"), 1}}};
}

// One line to the test, at once.
void say(const QByteArray &line)
{
    std::fwrite(line.constData(), 1, size_t(line.size()), stdout);
    std::fputc('\n', stdout);
    std::fflush(stdout);
}

// The laptop's side: a main window on the club battle, driven by lines on standard input.
//   lose UNIT | cohesion UNIT STATE: the move, recorded as the app records it
//   look: the link looks at the server now (what its timer does every few seconds) and waits
//   ids: every event's id, comma-separated, instead of the usual answer
//   quit
int laptopMain(int argc, char **argv)
{
    QApplication application(argc, argv);
    app::MainWindow window;
    window.show();
    const auto answer = [&window] {
        const QList<core::Event> &events = window.document()->session().events();
        say(QStringLiteral("ok|%1|%2|%3|%4")
                .arg(events.size())
                .arg(events.last().id.toString(QUuid::WithoutBraces), window.clubState(), events.last().description)
                .toUtf8());
    };
    if (!window.openClub(QString::fromLocal8Bit(argv[2]), QString::fromLocal8Bit(argv[3]))) {
        say("refused|" + window.lastError().toUtf8());
        return 1;
    }
    answer();
    QByteArray pending;
    QSocketNotifier input(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&input, &QSocketNotifier::activated, [&] {
        char buffer[4096];
        const ssize_t got = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (got <= 0) {
            application.quit();
            return;
        }
        pending.append(buffer, got);
        for (qsizetype end = pending.indexOf('\n'); end >= 0; end = pending.indexOf('\n')) {
            const QStringList words = QString::fromUtf8(pending.left(end)).split(QLatin1Char(' '));
            pending.remove(0, end + 1);
            if (words[0] == QLatin1String("quit")) {
                application.quit();
                return;
            }
            if (words[0] == QLatin1String("lose")) {
                window.document()->record(basesLost(words.value(1)));
            } else if (words[0] == QLatin1String("cohesion")) {
                window.document()->record(cohesion(words.value(1), qPrintable(words.value(2))));
            } else if (words[0] == QLatin1String("look")) {
                window.clubLink()->check();
                QTest::qWait(0);
                for (int i = 0; i < 300 && window.clubLink()->looking(); ++i)
                    QTest::qWait(100);
            } else if (words[0] == QLatin1String("ids")) {
                QStringList ids;
                for (const core::Event &event : window.document()->session().events())
                    ids << event.id.toString(QUuid::WithoutBraces);
                say(ids.join(QLatin1Char(',')).toUtf8());
                continue;
            }
            answer();
        }
    });
    return application.exec();
}

} // namespace

class TestClubNight : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void threeLaptopsPlayWhileTheUmpireWatches();
    void aLaptopCutOffComesBackWithNothingLost();
    void theStandingsShowTheResults();

private:
    QString login(const char *who) const { return QStringLiteral("clubnight_") + QLatin1String(who); }
    QString uri(const char *who = nullptr) const { return mDatabase->uri(who ? login(who) : QString()); }
    // `who` as a pg_service.conf entry, the way docs/club.md tells laptops to name the server.
    QString service(const char *who) const { return mDatabase->service(QLatin1String(who), login(who), mDir.path()); }
    void cut(const char *who, bool off) { QCOMPARE(mDatabase->cut(login(who), off), QString()); }
    QList<core::Event> onServer(const QString &battle) const
    {
        return core::PostgresStore::open(uri(), battle)->loadEvents();
    }
    // The club window's line for `battle`.
    QTreeWidgetItem *line(const QString &battle) const;
    // A move on laptop `table`, sent at once: its answer, and the umpire's window shows it.
    void play(int table, const QByteArray &move);

    std::unique_ptr<pgtesting::TestDatabase> mDatabase;
    QTemporaryDir mDir;
    std::unique_ptr<app::ClubWindow> mUmpire;
    std::vector<std::unique_ptr<Laptop>> mLaptops;
};

void TestClubNight::initTestCase()
{
    QVERIFY(mDir.isValid());
    ADJUTANT_NEED_POSTGRES();
    mDatabase = std::make_unique<pgtesting::TestDatabase>();
    QVERIFY2(mDatabase->isValid(), qPrintable(mDatabase->error()));
    QList<std::pair<const char *, const char *>> people{{"umpire", "adjutant_umpire"}};
    for (const char *table : tables)
        people.append(std::make_pair(table, "adjutant_table"));
    for (const auto &[who, group] : people)
        QCOMPARE(mDatabase->addLogin(login(who), QLatin1String(group)), QString());
    QCOMPARE(mDatabase->exec(QStringLiteral("INSERT INTO umpires (login, event) VALUES ('%1', '%2')")
                                 .arg(login("umpire"), night)),
             QString());
    // The organiser's night: three battles from the FoGR demo, one per table, paired in round 1,
    // scored by the example scoring table.
    const core::Battle start =
        core::BattleFile::readScenario(QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"));
    core::ClubTournament organiser(uri("umpire"));
    const QStringList players{QStringLiteral("Anna"), QStringLiteral("Bert"), QStringLiteral("Cleo"),
                              QStringLiteral("Dirk"), QStringLiteral("Emil"), QStringLiteral("Fay")};
    for (int table = 0; table < 3; ++table) {
        core::BattleSession::create(
            core::PostgresStore::create(uri(), QUuid::createUuid(), battleOf(table), night, login(tables[table])), start);
        organiser.pair(battleOf(table), 1, {QStringLiteral("spain"), QStringLiteral("dutch")},
                       {players[2 * table], players[2 * table + 1]});
    }
    QFile scoring(QStringLiteral(ADJUTANT_SOURCE_DIR "/docs/examples/club-scoring.json"));
    QVERIFY(scoring.open(QIODevice::ReadOnly));
    organiser.setScoring(night, core::Scoring::fromJson(QJsonDocument::fromJson(scoring.readAll()).object(),
                                                        scoring.fileName()));

    mUmpire = std::make_unique<app::ClubWindow>();
    mUmpire->resize(1366, 768);
    mUmpire->show();
    QVERIFY2(mUmpire->connectTo(service("umpire")), qPrintable(mUmpire->error()));
    QCOMPARE(mUmpire->battles()->topLevelItemCount(), 3);
}

void TestClubNight::cleanupTestCase()
{
    mLaptops.clear();
    mUmpire.reset();
    mDatabase.reset(); // and with it the logins it added
}

QTreeWidgetItem *TestClubNight::line(const QString &battle) const
{
    for (int row = 0; row < mUmpire->battles()->topLevelItemCount(); ++row)
        if (mUmpire->battles()->topLevelItem(row)->text(0) == battle)
            return mUmpire->battles()->topLevelItem(row);
    return nullptr;
}

void TestClubNight::play(int table, const QByteArray &move)
{
    const Answer moved = mLaptops[size_t(table)]->ask(move);
    QVERIFY2(moved.ok, qPrintable(moved.raw));
    const Answer looked = mLaptops[size_t(table)]->ask("look");
    QVERIFY2(looked.state.endsWith(QStringLiteral(": connected")), qPrintable(looked.raw));
    QCOMPARE(onServer(battleOf(table)).last().id.toString(QUuid::WithoutBraces), moved.lastId);
    // The umpire's window hears of it from the server (NOTIFY), without asking.
    QTreeWidgetItem *item = line(battleOf(table));
    QVERIFY(item);
    QTRY_COMPARE_WITH_TIMEOUT(item->text(5), moved.last, 10000);
}

void TestClubNight::threeLaptopsPlayWhileTheUmpireWatches()
{
    for (int table = 0; table < 3; ++table)
        mLaptops.push_back(std::make_unique<Laptop>(service(tables[table]), battleOf(table)));
    for (const auto &laptop : mLaptops) {
        const Answer opened = laptop->ready();
        QVERIFY2(opened.ok && opened.state.endsWith(QStringLiteral(": connected")), qPrintable(opened.raw));
        QCOMPARE(opened.events, 1);
    }
    // Table 1: the Dutch lose a base, then dutch1 breaks. Table 3: the tercio breaks.
    play(0, "lose dutch1");
    play(2, "lose tercio");
    play(0, "cohesion dutch1 Broken");
    play(2, "cohesion tercio Broken");
    play(1, "lose dutch2");
    // Each laptop wrote its own battle only.
    for (int table = 0; table < 3; ++table)
        for (const core::Event &event : onServer(battleOf(table)).mid(1))
            QCOMPARE(event.author, login(tables[table]));
}

void TestClubNight::aLaptopCutOffComesBackWithNothingLost()
{
    QTreeWidgetItem *item = line(battleOf(1));
    QVERIFY(item);
    const QString seenBefore = item->text(5);
    const qsizetype onServerBefore = onServer(battleOf(1)).size();
    cut("table2", true);
    Answer looked = mLaptops[1]->ask("look");
    QVERIFY2(looked.state.contains(QStringLiteral(": cut off since ")), qPrintable(looked.raw));
    // Table 2 plays on through the cut, into its journal.
    QVERIFY(mLaptops[1]->ask("lose dutch1").ok);
    const Answer moved = mLaptops[1]->ask("cohesion dutch1 Fragmented");
    looked = mLaptops[1]->ask("look");
    QVERIFY2(looked.state.endsWith(QStringLiteral("recording locally, 2 events waiting")), qPrintable(looked.raw));
    QCOMPARE(onServer(battleOf(1)).size(), onServerBefore);
    // The other tables are not held up, and the umpire sees them.
    play(0, "lose dutch2");
    QCOMPARE(item->text(5), seenBefore);
    // Back: what waited reaches the server once, in order, and the umpire's window.
    cut("table2", false);
    looked = mLaptops[1]->ask("look");
    QVERIFY2(looked.state.endsWith(QStringLiteral(": connected")), qPrintable(looked.raw));
    QTRY_COMPARE_WITH_TIMEOUT(item->text(5), moved.last, 10000);
    QStringList server;
    for (const core::Event &event : onServer(battleOf(1)))
        server << event.id.toString(QUuid::WithoutBraces);
    QCOMPARE(server.size(), onServerBefore + 2);
    QCOMPARE(server.last(), moved.lastId);
    QCOMPARE(mLaptops[1]->ask("ids").raw, server.join(QLatin1Char(',')));
    // Looking again sends nothing twice.
    QVERIFY(mLaptops[1]->ask("look").ok);
    QCOMPARE(onServer(battleOf(1)).size(), onServerBefore + 2);
}

void TestClubNight::theStandingsShowTheResults()
{
    mLaptops.clear(); // the players close their laptops
    // The rule set reckons each result from the server's log at the end of time.
    QStringList verdicts;
    for (int table = 0; table < 3; ++table) {
        const clitesting::Run run = clitesting::cli({QStringLiteral("club"), QStringLiteral("result"), uri("umpire"), battleOf(table),
                             QStringLiteral("--time-up")});
        QVERIFY2(run.exitCode == 0, qPrintable(run.err));
        verdicts << run.json[QStringLiteral("result")].toObject()[QStringLiteral("verdict")].toString();
    }
    // Table 1: dutch1 broken, 2 attrition points, the Dutch army's break point: an army rout.
    // Table 2: dutch1 fragmented during the cut, 1 point to none: a draw on time (FoGR: Victory
    // and Defeat, a Marginal Victory needs 2 more). Table 3: the tercio broken, Spain routs.
    QVERIFY2(verdicts[0].startsWith(QStringLiteral("Decisive Victory")), qPrintable(verdicts[0]));
    QCOMPARE(verdicts[1], QStringLiteral("Draw: 1 to 0 attrition points inflicted"));
    QVERIFY2(verdicts[2].startsWith(QStringLiteral("Decisive Victory")), qPrintable(verdicts[2]));

    app::StandingsWindow standings;
    standings.resize(800, 420);
    standings.show();
    QVERIFY2(standings.connectTo(service("umpire")), qPrintable(standings.error()));
    QCOMPARE(standings.events()->currentText(), night);
    QTreeWidget *table = standings.table();
    QTRY_COMPARE(table->topLevelItemCount(), 6);
    QMap<QString, QString> points;
    for (int row = 0; row < table->topLevelItemCount(); ++row)
        points[table->topLevelItem(row)->text(1)] = table->topLevelItem(row)->text(6);
    // The example scoring table: a Decisive Victory 10 and 0, a draw 5 each.
    const QMap<QString, QString> expected{{QStringLiteral("Anna"), QStringLiteral("10")},
                                          {QStringLiteral("Bert"), QStringLiteral("0")},
                                          {QStringLiteral("Cleo"), QStringLiteral("5")},
                                          {QStringLiteral("Dirk"), QStringLiteral("5")},
                                          {QStringLiteral("Emil"), QStringLiteral("0")},
                                          {QStringLiteral("Fay"), QStringLiteral("10")}};
    QCOMPARE(points, expected);
    QCOMPARE(table->topLevelItem(0)->text(6), QStringLiteral("10"));
    QCOMPARE(table->topLevelItem(5)->text(6), QStringLiteral("0"));
}

int main(int argc, char **argv)
{
    if (argc == 4 && qstrcmp(argv[1], "--laptop") == 0)
        return laptopMain(argc, argv);
    QApplication application(argc, argv);
    TestClubNight test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_clubnight.moc"
