// SPDX-License-Identifier: GPL-3.0-or-later
// One validation for every entry point (issue 28): what `adjutant-cli adjudicate` refuses as a
// rule set's word, and what the rule set refuses on its map, `apply` and `import` refuse too,
// with one line naming the unit and the rule, and the battle file is left as it was, byte for
// byte. The rule set's check itself: tst_battlecheck; the session's: tst_battlesessionstate.
#include "clitesting.h"

#include <QCryptographicHash>
#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using clitesting::cli;

namespace {

const QString fogrDemo =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");
const QString n1600Example =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/rulesets/nieuport1600/example.json");

QJsonObject readJson(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("%s: cannot be read", qPrintable(path));
    return QJsonDocument::fromJson(file.readAll()).object();
}

void writeJson(const QString &path, const QJsonObject &json)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate) ||
        file.write(QJsonDocument(json).toJson()) < 0)
        qFatal("%s: cannot be written", qPrintable(path));
}

QByteArray checksum(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256).toHex();
}

QJsonObject baseMoved(const char *unit, const char *base, int column, int row, int facing)
{
    return {{QStringLiteral("type"), QStringLiteral("base.moved")},
            {QStringLiteral("payload"), QJsonObject{{QStringLiteral("unit"), QLatin1String(unit)},
                                                    {QStringLiteral("id"), QLatin1String(base)},
                                                    {QStringLiteral("column"), column},
                                                    {QStringLiteral("row"), row},
                                                    {QStringLiteral("facing"), facing}}}};
}

// The scenario with the change made in it by hand, as a scenario file would bring it.
QJsonObject withChange(QJsonObject scenario, const QJsonObject &change)
{
    const QJsonObject payload = change[QStringLiteral("payload")].toObject();
    const bool moved = change[QStringLiteral("type")].toString() == QLatin1String("base.moved");
    const QString unitId =
        payload[moved ? QStringLiteral("unit") : QStringLiteral("id")].toString();
    QJsonArray units = scenario[QStringLiteral("units")].toArray();
    for (qsizetype u = 0; u < units.size(); ++u) {
        QJsonObject unit = units[u].toObject();
        if (unit[QStringLiteral("id")].toString() != unitId)
            continue;
        if (moved) {
            QJsonArray bases = unit[QStringLiteral("bases")].toArray();
            for (qsizetype b = 0; b < bases.size(); ++b) {
                QJsonObject base = bases[b].toObject();
                if (base[QStringLiteral("id")] != payload[QStringLiteral("id")])
                    continue;
                for (const char *key : {"column", "row", "facing"})
                    base[QLatin1String(key)] = payload[QLatin1String(key)];
                bases[b] = base;
            }
            unit[QStringLiteral("bases")] = bases;
        } else {
            QJsonObject state = unit[QStringLiteral("state")].toObject();
            state[QStringLiteral("cohesion")] =
                payload[QStringLiteral("state")].toObject()[QStringLiteral("cohesion")];
            unit[QStringLiteral("state")] = state;
        }
        units[u] = unit;
    }
    scenario[QStringLiteral("units")] = units;
    return scenario;
}

} // namespace

class TestCliValidation : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { QVERIFY(mDir.isValid()); }
    void applyRefuses_data() { repros(); }
    void applyRefuses();
    void importRefuses_data() { repros(); }
    void importRefuses();

private:
    // The three ways issue 28 found in: a FoGR cohesion of "Banana" (which `adjudicate` refuses),
    // two Nieuport 1600 units in one hex, a double unit whose halves face different vertices.
    static void repros();
    QString path(const QString &name) const { return mDir.filePath(name); }
    QTemporaryDir mDir;
};

void TestCliValidation::repros()
{
    QTest::addColumn<QString>("scenario");
    QTest::addColumn<QJsonObject>("change");
    QTest::addColumn<QString>("message");
    QTest::newRow("FoGR: a cohesion level FoGR does not have")
        << fogrDemo
        << QJsonObject{{QStringLiteral("type"), QStringLiteral("unit.stateChanged")},
                       {QStringLiteral("payload"),
                        QJsonObject{
                            {QStringLiteral("id"), QStringLiteral("dutch1")},
                            {QStringLiteral("state"),
                             QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Banana")}}}}}}
        << QStringLiteral("unit \"Dutch foot (front)\": cohesion \"Banana\" is not one of Steady, "
                          "Disrupted, Fragmented or Broken (FoGR, Battle Group Cohesion Levels)");
    QTest::newRow("N1600: two units in one hex")
        << n1600Example << baseMoved("gendarmes", "g", 3, 4, 4)
        << QStringLiteral("unit \"gendarmes\" stands in 0405 with unit \"tercio\": one infantry or "
                          "cavalry unit per hex (N1600 9.1)");
    QTest::newRow("N1600: a double unit's halves facing two vertices")
        << n1600Example << baseMoved("tercio", "right", 3, 5, 2)
        << QStringLiteral("unit \"tercio\": its halves face vertices 1 and 2; a double unit faces "
                          "one vertex (N1600 7, 7.2)");
}

void TestCliValidation::applyRefuses()
{
    QFETCH(QString, scenario);
    QFETCH(QJsonObject, change);
    QFETCH(QString, message);
    const QString file = path(QStringLiteral("%1.adjutant").arg(QTest::currentDataTag()));
    QCOMPARE(cli({QStringLiteral("import"), file, scenario}).exitCode, 0);
    const QString changeFile = path(QStringLiteral("change.json"));
    writeJson(changeFile, change);
    const QByteArray before = checksum(file);
    const QByteArray log = cli({QStringLiteral("log"), file}).out;

    const clitesting::Run run = cli({QStringLiteral("apply"), file, changeFile});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, QStringLiteral("adjutant-cli apply: %1: %2\n").arg(changeFile, message));
    QVERIFY(run.out.isEmpty());
    QCOMPARE(checksum(file), before);
    QCOMPARE(cli({QStringLiteral("log"), file}).out, log);
}

void TestCliValidation::importRefuses()
{
    QFETCH(QString, scenario);
    QFETCH(QJsonObject, change);
    QFETCH(QString, message);
    const QString bad = path(QStringLiteral("bad.json"));
    writeJson(bad, withChange(readJson(scenario), change));
    const QString expected = QStringLiteral("adjutant-cli import: %1: %2\n").arg(bad, message);

    // Into a new file: no file is made.
    const QString fresh = path(QStringLiteral("fresh.adjutant"));
    clitesting::Run run = cli({QStringLiteral("import"), fresh, bad});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, expected);
    QVERIFY(!QFile::exists(fresh));

    // Into a battle file: it is left as it was.
    const QString file = path(QStringLiteral("into-%1.adjutant").arg(QTest::currentDataTag()));
    QCOMPARE(cli({QStringLiteral("import"), file, scenario}).exitCode, 0);
    const QByteArray before = checksum(file);
    run = cli({QStringLiteral("import"), file, bad});
    QCOMPARE(run.exitCode, 1);
    QCOMPARE(run.err, expected);
    QCOMPARE(checksum(file), before);
}

QTEST_GUILESS_MAIN(TestCliValidation)
#include "tst_clivalidation.moc"
