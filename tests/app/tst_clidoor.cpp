// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli at the door (issue 19, part 4; issue 28): fed a FIFO, control bytes and lone
// surrogates, and Nieuport 1600 states that `measure` would refuse. A refusal is one line on
// stderr and leaves every file as it was.
#include "clistoretesting.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace clistoretesting;

namespace {

const QString hexExample =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/rulesets/nieuport1600/example.json");

// The Nieuport 1600 example with its tercio's bases as given.
QByteArray hexScenario(const QJsonArray &tercioBases)
{
    QJsonObject scenario = QJsonDocument::fromJson(bytesOf(hexExample)).object();
    QJsonArray units = scenario[QStringLiteral("units")].toArray();
    QJsonObject tercio = units[0].toObject();
    tercio[QStringLiteral("bases")] = tercioBases;
    units[0] = tercio;
    scenario[QStringLiteral("units")] = units;
    return QJsonDocument(scenario).toJson();
}

QJsonObject hexBase(const QString &id, int column, int row)
{
    return {{QStringLiteral("id"), id},
            {QStringLiteral("column"), column},
            {QStringLiteral("row"), row},
            {QStringLiteral("facing"), 1}};
}

} // namespace

class TestCliDoor : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }
    void measureRefusesAFifo();
    void controlCharactersAreEscaped_data();
    void controlCharactersAreEscaped();
    void loneSurrogateIsRefusedAtTheDoor();
    void hexPlacementIsCheckedAtTheDoor_data();
    void hexPlacementIsCheckedAtTheDoor();

private:
    QString path(const QString &name) const { return mDir.filePath(name); }
    QTemporaryDir mDir;
};

// Before: `measure` opened it to peek at its first character, and waited for a writer forever.
void TestCliDoor::measureRefusesAFifo()
{
    const QString fifo = path(QStringLiteral("pipe.adjutant"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const Run run = cli({QStringLiteral("measure"), fifo});
    QCOMPARE(run.err, QStringLiteral("adjutant-cli measure: %1: is not a file\n").arg(fifo));
    QCOMPARE(run.exitCode, 1);
}

void TestCliDoor::controlCharactersAreEscaped_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("event type with a newline")
        << QStringList{QStringLiteral("apply"), QStringLiteral("@FILE@"), QStringLiteral("-")}
        << QByteArray(R"({"type": "unit.\nteleported", "payload": {}})")
        << QStringLiteral("adjutant-cli apply: standard input: type: unknown event type "
                          "\"unit.\\nteleported\"");
    QTest::newRow("unit id with an escape sequence")
        << QStringList{QStringLiteral("measure"), QStringLiteral("@FILE@"),
                       QStringLiteral("--unit"), QStringLiteral("no\x1b[2Jbody\r")}
        << QByteArray()
        << QStringLiteral("adjutant-cli measure: --unit: no unit with id \"no\\u001b[2Jbody\\r\"");
    QTest::newRow("payload key with a tab")
        << QStringList{QStringLiteral("apply"), QStringLiteral("@FILE@"), QStringLiteral("-")}
        << QByteArray(
               R"({"type": "base.moved", "payload": {"unit": "ter\tcio", "id": "f1r1", "x": 3, "y": 3}})")
        << QStringLiteral(
               "adjutant-cli apply: standard input: payload.unit: no unit with id \"ter\\tcio\"");
    QTest::newRow("unknown command") << QStringList{QStringLiteral("sh\now")} << QByteArray()
                                     << QStringLiteral("adjutant-cli: unknown command \"sh\\now\"");
}

// Before: echoed raw, a newline split the one-line message in two.
void TestCliDoor::controlCharactersAreEscaped()
{
    QFETCH(QStringList, args);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const QString file = path(QStringLiteral("escapes.adjutant"));
    if (!QFile::exists(file))
        QCOMPARE(cli({QStringLiteral("import"), file, demo}).exitCode, 0);
    const QByteArray before = bytesOf(file);
    args.replaceInStrings(QStringLiteral("@FILE@"), file);
    const Run run = cli(args, input);
    QVERIFY(run.exitCode > 0);
    QCOMPARE(run.err.section(QLatin1Char('\n'), 0, 0), message);
    QVERIFY2(run.err.count(QLatin1Char('\n')) == 1 || args[0] == QLatin1String("sh\now"),
             qPrintable(run.err));
    QCOMPARE(bytesOf(file), before);
}

// Before: "\udfff" went into events.description as bytes that are not UTF-8.
void TestCliDoor::loneSurrogateIsRefusedAtTheDoor()
{
    const QString file = path(QStringLiteral("surrogate.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), file, demo}).exitCode, 0);
    const QByteArray before = bytesOf(file);
    const Run run = cli(
        {QStringLiteral("apply"), file, QStringLiteral("-")},
        R"({"type": "base.added", "payload": {"unit": "tercio", "base": {"id": "x\udfffy", "x": 10, "y": 10, "width": 1, "depth": 1, "facing": 0}}})");
    QCOMPARE(
        run.err,
        QStringLiteral(
            "adjutant-cli apply: standard input: payload.base.id: \"x\\udfffy\" holds half of a "
            "UTF-16 surrogate pair, which is no character\n"));
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(bytesOf(file), before);
    // A whole pair (U+1F40E) is a character like any other.
    QCOMPARE(
        cli({QStringLiteral("apply"), file, QStringLiteral("-")},
            R"({"type": "base.added", "payload": {"unit": "tercio", "base": {"id": "\ud83d\udc0e", "x": 10, "y": 10, "width": 1, "depth": 1, "facing": 0}}})")
            .exitCode,
        0);
    const QJsonArray log =
        QJsonDocument::fromJson(cli({QStringLiteral("log"), file}).out)[QStringLiteral("events")]
            .toArray();
    QVERIFY2(
        log.last()[QStringLiteral("description")].toString().contains(QStringLiteral("\U0001F40E")),
        qPrintable(log.last()[QStringLiteral("description")].toString()));
}

void TestCliDoor::hexPlacementIsCheckedAtTheDoor_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    const QString apart = QStringLiteral("unit \"tercio\": ");
    QTest::newRow("import: the second base apart")
        << QStringLiteral("import")
        << hexScenario(
               {hexBase(QStringLiteral("left"), 3, 4), hexBase(QStringLiteral("right"), 6, 4)})
        << QStringLiteral("@SCENARIO@: unit \"tercio\": ");
    QTest::newRow("import: a third base")
        << QStringLiteral("import")
        << hexScenario({hexBase(QStringLiteral("left"), 3, 4),
                        hexBase(QStringLiteral("right"), 3, 5),
                        hexBase(QStringLiteral("third"), 4, 5)})
        << QStringLiteral("@SCENARIO@: unit \"tercio\": a Nieuport 1600 unit stands in one hex or "
                          "two (N1600 2.2)");
    QTest::newRow("apply: one base moved apart")
        << QStringLiteral("apply")
        << QByteArray(
               R"({"type": "base.moved", "payload": {"unit": "tercio", "id": "right", "column": 8, "row": 8, "facing": 1}})")
        << QStringLiteral("standard input: unit \"tercio\": ");
    QTest::newRow("apply: a third base")
        << QStringLiteral("apply")
        << QByteArray(
               R"({"type": "base.added", "payload": {"unit": "tercio", "base": {"id": "third", "column": 4, "row": 5, "facing": 1}}})")
        << QStringLiteral("standard input: unit \"tercio\": a Nieuport 1600 unit stands in one hex "
                          "or two (N1600 2.2)");
}

// Before: recorded, after which `measure` refused the battle.
void TestCliDoor::hexPlacementIsCheckedAtTheDoor()
{
    QFETCH(QString, command);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    const QString file = path(QStringLiteral("hex-%1.adjutant")
                                  .arg(QTest::currentDataTag())
                                  .replace(QLatin1Char(' '), QLatin1Char('-'))
                                  .remove(QLatin1Char(':')));
    Run run;
    if (command == QLatin1String("import")) {
        const QString scenario = file + QStringLiteral(".json");
        QFile json(scenario);
        QVERIFY(json.open(QIODevice::WriteOnly));
        json.write(input);
        json.close();
        message.replace(QStringLiteral("@SCENARIO@"), scenario);
        run = cli({QStringLiteral("import"), file, scenario});
        QVERIFY(!QFile::exists(file));
    } else {
        QCOMPARE(cli({QStringLiteral("import"), file, hexExample}).exitCode, 0);
        const QByteArray before = bytesOf(file);
        run = cli({QStringLiteral("apply"), file, QStringLiteral("-")}, input);
        QCOMPARE(bytesOf(file), before);
        QCOMPARE(cli({QStringLiteral("measure"), file}).exitCode, 0);
    }
    QCOMPARE(run.exitCode, 1);
    QVERIFY2(run.err.startsWith(QStringLiteral("adjutant-cli %1: ").arg(command) + message),
             qPrintable(run.err));
    QCOMPARE(run.err.count(QLatin1Char('\n')), 1);
}

QTEST_GUILESS_MAIN(TestCliDoor)
#include "tst_clidoor.moc"
