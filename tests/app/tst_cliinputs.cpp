// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli on hostile inputs (issue 28, part 2): a FIFO, a device, an endless or a huge input,
// an over-long name. Each is refused at once with one line naming the input and the limit, and
// nothing is changed; a battle that already holds a long name still opens.
#include "clischema.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/sqlitestore.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

using namespace adjutant;

namespace {

struct Run
{
    int exitCode = -1;
    QByteArray out;
    QString err;
};

// A refusal comes at once; a command that waits on its input is killed after a few seconds.
Run cli(const QStringList &args, const QByteArray &input = {}, int waitMs = 20000,
        const QProcessEnvironment &environment = QProcessEnvironment::systemEnvironment())
{
    QProcess process;
    process.setProcessEnvironment(environment);
    process.start(QStringLiteral(ADJUTANT_CLI), args);
    if (!process.waitForStarted())
        return {-1, {}, QStringLiteral("did not start")};
    process.write(input);
    process.closeWriteChannel();
    if (!process.waitForFinished(waitMs)) {
        process.kill();
        process.waitForFinished();
        return {-1, {}, QStringLiteral("still waiting after %1 ms").arg(waitMs)};
    }
    const Run run{process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1,
                  process.readAllStandardOutput(),
                  QString::fromUtf8(process.readAllStandardError())};
    jsonschema::verifyCliOutput(args, run.exitCode, run.out); // docs/schemas
    return run;
}

QByteArray sha(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256);
}

const QString demo =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

} // namespace

class TestCliInputs : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void inputThatIsNotAFileIsRefused_data();
    void inputThatIsNotAFileIsRefused();
    void inputOverTheSizeLimitIsRefused_data();
    void inputOverTheSizeLimitIsRefused();
    void standardInputStillWorks();
    void ruleOverridesThatAreNotAFileAreRefused();
    void longNamesAreRefusedWhereTheyEnter_data();
    void longNamesAreRefusedWhereTheyEnter();
    void battleHoldingALongNameStillOpens();
    void reportWithoutARuntimeFolderSaysNothing();
    void reportOnAFullDiskSaysSo_data();
    void reportOnAFullDiskSaysSo();

private:
    QString path(const QString &name) const { return mDir.filePath(name); }
    QTemporaryDir mDir;
    QString mBattle;
    QString mFifo;
};

void TestCliInputs::initTestCase()
{
    QVERIFY(mDir.isValid());
    mBattle = path(QStringLiteral("battle.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), mBattle, demo}).exitCode, 0);
    // A FIFO nobody writes to: opening it to read would wait forever.
    mFifo = path(QStringLiteral("fifo.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(mFifo).constData(), 0600), 0);
    // Bigger than the limit (16 MB) without taking the disk: a sparse file, a scenario by its
    // first character.
    QFile big(path(QStringLiteral("big.json")));
    QVERIFY(big.open(QIODevice::WriteOnly));
    QCOMPARE(big.write("{"), 1);
    QVERIFY(big.resize(17 * 1024 * 1024));
}

void TestCliInputs::inputThatIsNotAFileIsRefused_data()
{
    QTest::addColumn<QStringList>("args"); // @BATTLE@, @FIFO@ and @DIR@ stand for the test's own
    QTest::addColumn<QString>("message");
    const QString battle = QStringLiteral("@BATTLE@");
    const QString fifo = QStringLiteral("@FIFO@");
    QTest::newRow("import from a FIFO")
        << QStringList{QStringLiteral("import"), QStringLiteral("@DIR@/new.adjutant"), fifo}
        << QStringLiteral("adjutant-cli import: @FIFO@: is not a file");
    QTest::newRow("import into a battle from a FIFO")
        << QStringList{QStringLiteral("import"), battle, fifo}
        << QStringLiteral("adjutant-cli import: @FIFO@: is not a file");
    QTest::newRow("apply from a FIFO")
        << QStringList{QStringLiteral("apply"), battle, fifo}
        << QStringLiteral("adjutant-cli apply: @FIFO@: is not a file");
    QTest::newRow("adjudicate from a FIFO")
        << QStringList{QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                       QStringLiteral("death-roll"), fifo}
        << QStringLiteral("adjutant-cli adjudicate: @FIFO@: is not a file");
    QTest::newRow("measure a FIFO")
        << QStringList{QStringLiteral("measure"), fifo}
        << QStringLiteral("adjutant-cli measure: @FIFO@: is not a file");
    // An endless device, refused before a byte is read (before: read until memory ran out).
    QTest::newRow("apply from /dev/zero")
        << QStringList{QStringLiteral("apply"), battle, QStringLiteral("/dev/zero")}
        << QStringLiteral("adjutant-cli apply: /dev/zero: is not a file");
    QTest::newRow("import from /dev/zero")
        << QStringList{QStringLiteral("import"), QStringLiteral("@DIR@/zero.adjutant"),
                       QStringLiteral("/dev/zero")}
        << QStringLiteral("adjutant-cli import: /dev/zero: is not a file");
    QTest::newRow("adjudicate from /dev/zero")
        << QStringList{QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                       QStringLiteral("death-roll"), QStringLiteral("/dev/zero")}
        << QStringLiteral("adjutant-cli adjudicate: /dev/zero: is not a file");
    QTest::newRow("apply from a folder")
        << QStringList{QStringLiteral("apply"), battle, QStringLiteral("@DIR@")}
        << QStringLiteral("adjutant-cli apply: @DIR@: is not a file");
}

void TestCliInputs::inputThatIsNotAFileIsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, message);
    const auto expand = [&](QString text) {
        return text.replace(QStringLiteral("@BATTLE@"), mBattle)
            .replace(QStringLiteral("@FIFO@"), mFifo)
            .replace(QStringLiteral("@DIR@"), mDir.path());
    };
    for (QString &arg : args)
        arg = expand(arg);
    const QByteArray before = sha(mBattle);
    const Run run = cli(args, {}, 10000);
    QCOMPARE(run.err, expand(message) + QLatin1Char('\n'));
    QCOMPARE(run.exitCode, 1);
    QVERIFY(run.out.isEmpty());
    QCOMPARE(sha(mBattle), before);
    QVERIFY(!QFile::exists(path(QStringLiteral("new.adjutant"))));
    QVERIFY(!QFile::exists(path(QStringLiteral("zero.adjutant"))));
}

void TestCliInputs::inputOverTheSizeLimitIsRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<bool>("fromStandardInput");
    QTest::addColumn<QString>("message");
    const QString big = QStringLiteral("@BIG@");
    const QString tail =
        QStringLiteral(": is larger than 16 MB, more than any scenario or change; refused");
    QTest::newRow("apply a huge file")
        << QStringList{QStringLiteral("apply"), QStringLiteral("@BATTLE@"), big} << false
        << QStringLiteral("adjutant-cli apply: @BIG@") + tail;
    QTest::newRow("import a huge file")
        << QStringList{QStringLiteral("import"), QStringLiteral("@DIR@/big.adjutant"), big} << false
        << QStringLiteral("adjutant-cli import: @BIG@") + tail;
    QTest::newRow("measure a huge scenario")
        << QStringList{QStringLiteral("measure"), big} << false
        << QStringLiteral("adjutant-cli measure: @BIG@") + tail;
    QTest::newRow("apply a huge standard input")
        << QStringList{QStringLiteral("apply"), QStringLiteral("@BATTLE@"), QStringLiteral("-")}
        << true << QStringLiteral("adjutant-cli apply: standard input") + tail;
    QTest::newRow("adjudicate a huge standard input")
        << QStringList{QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                       QStringLiteral("death-roll"), QStringLiteral("-")}
        << true << QStringLiteral("adjutant-cli adjudicate: standard input") + tail;
}

void TestCliInputs::inputOverTheSizeLimitIsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(bool, fromStandardInput);
    QFETCH(QString, message);
    const QString big = path(QStringLiteral("big.json"));
    const auto expand = [&](QString text) {
        return text.replace(QStringLiteral("@BATTLE@"), mBattle)
            .replace(QStringLiteral("@BIG@"), big)
            .replace(QStringLiteral("@DIR@"), mDir.path());
    };
    for (QString &arg : args)
        arg = expand(arg);
    // Spaces are valid JSON around a value: only the size is wrong with it.
    const QByteArray input =
        fromStandardInput ? QByteArray(17 * 1024 * 1024, ' ') + "{}" : QByteArray();
    const QByteArray before = sha(mBattle);
    const Run run = cli(args, input);
    QCOMPARE(run.err, expand(message) + QLatin1Char('\n'));
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(sha(mBattle), before);
    QVERIFY(!QFile::exists(path(QStringLiteral("big.adjutant"))));
}

// "-" still means standard input, for every command that reads JSON, import too.
void TestCliInputs::standardInputStillWorks()
{
    QFile file(demo);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray scenario = file.readAll();
    const QString piped = path(QStringLiteral("piped.adjutant"));
    const Run imported = cli({QStringLiteral("import"), piped, QStringLiteral("-")}, scenario);
    QVERIFY2(imported.exitCode == 0, qPrintable(imported.err));
    const Run moved = cli(
        {QStringLiteral("apply"), piped, QStringLiteral("-")},
        R"({"type": "base.moved", "payload": {"unit": "tercio", "id": "f1r1", "x": 30, "y": 20}})");
    QVERIFY2(moved.exitCode == 0, qPrintable(moved.err));
    const Run judged = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                            QStringLiteral("death-roll"), QStringLiteral("-")},
                           R"({"hits": 1, "from": "closeCombatLost"})");
    QVERIFY2(judged.exitCode == 0, qPrintable(judged.err));
}

// $ADJUTANT_RULE_OVERRIDES names a JSON file every adjudication reads (docs/rulesets/README.md):
// a FIFO there hung every command.
void TestCliInputs::ruleOverridesThatAreNotAFileAreRefused()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("ADJUTANT_RULE_OVERRIDES"), mFifo);
    const Run run = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                         QStringLiteral("death-roll"), QStringLiteral("-")},
                        R"({"hits": 1, "from": "closeCombatLost"})", 10000, environment);
    QCOMPARE(
        run.err,
        QStringLiteral("adjutant-cli adjudicate: rule overrides %1: is not a file\n").arg(mFifo));
    QCOMPARE(run.exitCode, 1);
}

void TestCliInputs::longNamesAreRefusedWhereTheyEnter_data()
{
    QTest::addColumn<QStringList>("args"); // @BATTLE@, @DIR@ and @INPUT@ (a file holding `input`)
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    const QByteArray longName(10000, 'x');
    QFile file(demo);
    file.open(QIODevice::ReadOnly);
    QJsonObject scenario = QJsonDocument::fromJson(file.readAll()).object();
    QJsonArray sides = scenario[QStringLiteral("sides")].toArray();
    QJsonObject side = sides[1].toObject();
    side[QStringLiteral("name")] = QString::fromLatin1(longName);
    sides[1] = side;
    scenario[QStringLiteral("sides")] = sides;
    const QByteArray longScenario = QJsonDocument(scenario).toJson();
    QTest::newRow("import a scenario")
        << QStringList{QStringLiteral("import"), QStringLiteral("@DIR@/long.adjutant"),
                       QStringLiteral("@INPUT@")}
        << longScenario
        << QStringLiteral("adjutant-cli import: @INPUT@: sides[1].name: is 10000 characters long; "
                          "at most 200");
    QTest::newRow("import into a battle")
        << QStringList{QStringLiteral("import"), QStringLiteral("@BATTLE@"),
                       QStringLiteral("@INPUT@")}
        << longScenario
        << QStringLiteral("adjutant-cli import: @INPUT@: sides[1].name: is 10000 characters long; "
                          "at most 200");
    QTest::newRow("rename a side")
        << QStringList{QStringLiteral("apply"), QStringLiteral("@BATTLE@"),
                       QStringLiteral("@INPUT@")}
        << QByteArray(R"({"type": "side.changed", "payload": {"id": "dutch", "set": {"name": ")" +
                      longName + R"("}}})")
        << QStringLiteral(
               "adjutant-cli apply: @INPUT@: sides[1].name: is 10000 characters long; at most 200");
    QTest::newRow("new battle")
        << QStringList{QStringLiteral("new"), QStringLiteral("--name"),
                       QString::fromLatin1(longName), QStringLiteral("@DIR@/long.adjutant")}
        << QByteArray()
        << QStringLiteral("adjutant-cli new: name: is 10000 characters long; at most 200");
}

void TestCliInputs::longNamesAreRefusedWhereTheyEnter()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const QString inputPath = path(QStringLiteral("input.json"));
    QFile file(inputPath);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(input);
    file.close();
    const auto expand = [&](QString text) {
        return text.replace(QStringLiteral("@BATTLE@"), mBattle)
            .replace(QStringLiteral("@INPUT@"), inputPath)
            .replace(QStringLiteral("@DIR@"), mDir.path());
    };
    for (QString &arg : args)
        arg = expand(arg);
    const QByteArray before = sha(mBattle);
    const Run run = cli(args);
    QCOMPARE(run.err, expand(message) + QLatin1Char('\n'));
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(sha(mBattle), before);
    QVERIFY(!QFile::exists(path(QStringLiteral("long.adjutant"))));
}

// A file an older Adjutant wrote with a 40,000-character side name: show, measure, log and report
// read it as it is (the report shows the name shortened), and nothing rewrites it.
void TestCliInputs::battleHoldingALongNameStillOpens()
{
    const QString old = path(QStringLiteral("older.adjutant"));
    core::Battle battle = core::BattleFile::readScenario(demo);
    const QString longName(40000, QLatin1Char('L'));
    battle.sides[1].name = longName;
    battle.name = longName;
    {
        auto store = core::SqliteStore::stage(old);
        core::SqliteStore &file = *store;
        // As an Adjutant without the limits wrote it.
        const auto written = core::BattleSession::create(std::move(store), battle);
        file.publish();
    }
    const QByteArray before = sha(old);
    const Run shown = cli({QStringLiteral("show"), old});
    QVERIFY2(shown.exitCode == 0, qPrintable(shown.err));
    QCOMPARE(QJsonDocument::fromJson(shown.out)["battle"]["sides"][1]["name"].toString(), longName);
    for (const QString &format : {QStringLiteral("pdf"), QStringLiteral("html")}) {
        const QString report = path(QStringLiteral("older.") + format);
        const Run reported = cli({QStringLiteral("report"), old, report}, {}, 120000);
        QVERIFY2(reported.exitCode == 0, qPrintable(reported.err));
        QCOMPARE(reported.err, QString());
        if (format == QLatin1String("html")) {
            QFile html(report);
            QVERIFY(html.open(QIODevice::ReadOnly));
            const QByteArray text = html.readAll();
            // A name shortened to 200 characters and an ellipsis; a line quoting it (a log line,
            // the result) to 4000.
            QVERIFY(text.contains(QByteArray(200, 'L') + "\xe2\x80\xa6"));
            QVERIFY(!text.contains(QByteArray(4001, 'L')));
        }
    }
    QCOMPARE(sha(old), before);
}

// Without XDG_RUNTIME_DIR, report printed Qt's "QStandardPaths: XDG_RUNTIME_DIR not set ..." on
// every run: a script reading stderr saw a problem where there was none.
void TestCliInputs::reportWithoutARuntimeFolderSaysNothing()
{
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.remove(QStringLiteral("XDG_RUNTIME_DIR"));
    const Run run = cli({QStringLiteral("report"), mBattle, path(QStringLiteral("plain.html"))}, {},
                        60000, environment);
    QCOMPARE(run.err, QString());
    QCOMPARE(run.exitCode, 0);
}

void TestCliInputs::reportOnAFullDiskSaysSo_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("HTML") << QStringLiteral("report.html");
    QTest::newRow("PDF") << QStringLiteral("report.pdf");
}

// A small file system of the test's own, filled up (as tst_clistore makes one): the report says
// "the disk is full" (before: the HTML report said "Unknown error") and leaves nothing behind.
void TestCliInputs::reportOnAFullDiskSaysSo()
{
    QFETCH(QString, name);
    const QString dir = path(QStringLiteral("full-") + name);
    const QString outside = path(QStringLiteral("full-out-") + name);
    QVERIFY(QDir().mkpath(dir));
    QVERIFY(QDir().mkpath(outside));
    const QString script = QStringLiteral(R"(
set -u
cli="$1"; battle="$2"; dir="$3"; out="$4"; name="$5"
mount -t tmpfs -o size=1m adjutant-full "$dir" || exit 77
head -c 4194304 /dev/zero > "$dir/filler" 2> /dev/null
"$cli" report "$battle" "$dir/$name" > "$out/report.out" 2> "$out/report.err"; echo $? > "$out/report.code"
ls -A "$dir" > "$out/names"
)");
    const QStringList scriptArgs{QStringLiteral("-c"),
                                 script,
                                 QStringLiteral("sh"),
                                 QStringLiteral(ADJUTANT_CLI),
                                 mBattle,
                                 dir,
                                 outside,
                                 name};
    QProcess shell;
    shell.start(QStringLiteral("unshare"),
                (::geteuid() == 0 ? QStringList{QStringLiteral("-m"), QStringLiteral("sh")}
                                  : QStringList{QStringLiteral("-r"), QStringLiteral("-m"),
                                                QStringLiteral("sh")}) +
                    scriptArgs);
    if (!shell.waitForStarted())
        QSKIP("no unshare(1) here: a small file system of the test's own cannot be made");
    QVERIFY(shell.waitForFinished(120000));
    if (shell.exitCode() != 0)
        QSKIP(qPrintable(
            QStringLiteral("no mount namespace here (%1): a full disk cannot be made without "
                           "touching the machine's")
                .arg(QString::fromUtf8(shell.readAllStandardError()).trimmed())));
    auto report = [&](const char *file) {
        QFile text(QDir(outside).filePath(QLatin1String(file)));
        return text.open(QIODevice::ReadOnly) ? QString::fromUtf8(text.readAll()) : QString();
    };
    QCOMPARE(report("report.err"),
             QStringLiteral("adjutant-cli report: %1/%2: cannot be written: the disk is full\n")
                 .arg(dir, name));
    QCOMPARE(report("report.code"), QStringLiteral("1\n"));
    QCOMPARE(report("report.out"), QString());
    QCOMPARE(report("names"), QStringLiteral("filler\n")); // no report, no temporary file
}

QTEST_GUILESS_MAIN(TestCliInputs)
#include "tst_cliinputs.moc"
