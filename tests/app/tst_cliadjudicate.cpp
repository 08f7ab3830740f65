// SPDX-License-Identifier: GPL-3.0-or-later
// adjutant-cli adjudicate and rules end to end: procedures and their help, every example, keys that
// survive a rename, typed dice, a seed, a result recorded; the rule tables with their provenance.
#include "clitest.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <QTest>

class TestCliAdjudicate : public CliTest
{
    Q_OBJECT

private slots:
    void adjudicateListsProcedures();
    void adjudicateProcedureHelp();
    void adjudicateProcedureHelpNamesEveryExampleField();
    void adjudicateEveryExample();
    void adjudicateKeysSurviveARename_data();
    void adjudicateKeysSurviveARename();
    void adjudicateWithTypedDice();
    void adjudicateWithASeed();
    void adjudicateAndRecord();
    void rulesShowProvenance();
};

// `adjudicate fogr --help` lists every procedure with its citation.
void TestCliAdjudicate::adjudicateListsProcedures()
{
    const Run run = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    for (const char *procedure : {"cohesion-test", "death-roll", "bolster-rally", "autobreak", "commander-loss"})
        QVERIFY2(run.out.contains(QByteArray("  ") + procedure + '\n'), procedure);
    QVERIFY(run.out.contains("FoGR: Battle Group Deterioration, Death Rolls"));
}

// `adjudicate fogr PROCEDURE --help` describes that procedure and every field of its input, not
// the list of procedures.
void TestCliAdjudicate::adjudicateProcedureHelp()
{
    const Run run = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                         QStringLiteral("death-roll"), QStringLiteral("--help")});
    QCOMPARE(run.exitCode, 0);
    const QString out = QString::fromUtf8(run.out);
    QVERIFY2(out.startsWith(
                 QStringLiteral("Usage: adjutant-cli adjudicate fogr death-roll [INPUT.json|-]")),
             qPrintable(out));
    for (const char *line :
         {"Death roll (FoGR: Battle Group Deterioration, Death Rolls)\n1 die, no re-rolls, +1 for "
          "2-base battle groups",
          "  battleGroup: text; optional\n      Battle group id: the unit that loses the bases\n",
          "  hits: whole number, 0 to 1000; required\n      Hits received\n",
          "  from: one of: closeCombatLost, closeCombatWonOrDrew, shootingMainlyFirearms, "
          "shootingOther, artilleryLongRange; "
          "required\n      Hits from: +2 if won or drew",
          "  startedWithTwoBases: true or false; default false\n      Started the battle with only "
          "2 bases: +1\n",
          "  bases: whole number, 1 to 1000; optional\n"})
        QVERIFY2(out.contains(QString::fromLatin1(line)), line);
    QVERIFY2(!out.contains(QStringLiteral("  cohesion-test\n")), qPrintable(out)); // not the list

    // Members of lists and objects under their path, with their defaults and choices.
    const Run impact = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                            QStringLiteral("impact"), QStringLiteral("--help")});
    QCOMPARE(impact.exitCode, 0);
    for (const char *line :
         {"  sides: list of objects; required\n",
          "  sides[].cohesion: one of: Steady, Disrupted, Fragmented, Broken; default Steady\n",
          "  sides[].groups[].frontBases: whole number, 0 to 100; default 0\n",
          "  sides[].groups[].facing.troopType: one of: Gendarmes, Cavaliers,"})
        QVERIFY2(impact.out.contains(line), line);

    const Run unknown = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"),
                             QStringLiteral("parley"), QStringLiteral("--help")});
    QCOMPARE(unknown.exitCode, 2);
    QCOMPARE(unknown.err.trimmed(),
             QStringLiteral(
                 "adjutant-cli adjudicate: Field of Glory Renaissance has no procedure \"parley\" "
                 "('adjutant-cli adjudicate fogr --help' lists them)"));
}

// Every procedure's help names every field its example input gives.
void TestCliAdjudicate::adjudicateProcedureHelpNamesEveryExampleField()
{
    const Run list =
        cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("--help")});
    int procedures = 0;
    for (const QByteArray &line : list.out.split('\n')) {
        if (!line.startsWith("  ") || line.startsWith("    "))
            continue;
        const QString procedure = QString::fromLatin1(line.trimmed());
        ++procedures;
        const Run help = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), procedure,
                              QStringLiteral("--help")});
        QCOMPARE(help.exitCode, 0);
        const Run example = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), procedure,
                                 QStringLiteral("--example")});
        const QJsonObject input = QJsonDocument::fromJson(example.out).object();
        for (auto it = input.begin(); it != input.end(); ++it)
            QVERIFY2(help.out.contains("\n  " + it.key().toUtf8() + ": "),
                     qPrintable(procedure + QLatin1Char(' ') + it.key()));
    }
    QVERIFY(procedures >= 5);
}

// Every procedure's documented example runs, and each group of its outcomes adds up to 1.
void TestCliAdjudicate::adjudicateEveryExample()
{
    const Run list = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("--help")});
    const QList<QByteArray> lines = list.out.split('\n');
    int procedures = 0;
    for (const QByteArray &line : lines) {
        if (!line.startsWith("  ") || line.startsWith("    "))
            continue;
        const QString procedure = QString::fromLatin1(line.trimmed());
        ++procedures;
        const Run example = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), procedure, QStringLiteral("--example")});
        QCOMPARE(example.exitCode, 0);
        const Run result = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), procedure, QStringLiteral("-")}, example.out);
        QVERIFY2(result.exitCode == 0, qPrintable(procedure + QLatin1String(": ") + result.err));
        const QJsonObject out = QJsonDocument::fromJson(result.out).object();
        QCOMPARE(out[QStringLiteral("procedure")].toString(), procedure);
        QVERIFY(!out[QStringLiteral("citation")].toString().isEmpty());
        const QJsonArray outcomes = out[QStringLiteral("outcomes")].toArray();
        if (outcomes.isEmpty())
            continue; // a procedure of facts only
        QMap<QString, double> sums; // by group of outcomes
        for (const QJsonValue &o : outcomes)
            sums[o[QStringLiteral("group")].toString()] += o[QStringLiteral("probability")].toDouble();
        for (auto it = sums.begin(); it != sums.end(); ++it)
            QVERIFY2(qAbs(it.value() - 1.0) < 1e-9, qPrintable(procedure + QLatin1Char(' ') + it.key()));
    }
    QVERIFY(procedures >= 5);
}

// The book's melee cohesion test with the Dutch dice typed in (FoGR, An Example of Combat).
namespace {

// The input with every name the players give renamed ("name", "targetName" ...), at any depth.
QJsonValue renamed(const QJsonValue &value)
{
    if (value.isArray()) {
        QJsonArray array;
        for (const QJsonValue &v : value.toArray())
            array.append(renamed(v));
        return array;
    }
    if (!value.isObject())
        return value;
    QJsonObject object = value.toObject();
    for (auto it = object.begin(); it != object.end(); ++it) {
        const bool name = it.key() == QLatin1String("name") || it.key().endsWith(QLatin1String("Name"));
        *it = name && it->isString() ? QJsonValue(QStringLiteral("Renamed ") + it->toString()) : renamed(*it);
    }
    return object;
}

// What a script finds results by (docs/cli.md, Schemas and keys), and what players read.
QStringList keysOf(const QJsonObject &out)
{
    QStringList keys;
    for (const QJsonValue &d : out[QStringLiteral("distributions")].toArray())
        keys << d[QStringLiteral("key")].toString();
    for (const QJsonValue &o : out[QStringLiteral("outcomes")].toArray())
        keys << o[QStringLiteral("key")].toString() + QLatin1Char('|') + o[QStringLiteral("groupKey")].toString();
    return keys;
}

QStringList wordsOf(const QJsonObject &out)
{
    QStringList words;
    for (const QJsonValue &d : out[QStringLiteral("distributions")].toArray())
        words << d[QStringLiteral("name")].toString();
    for (const QJsonValue &o : out[QStringLiteral("outcomes")].toArray())
        words << o[QStringLiteral("outcome")].toString() + QLatin1Char('|') + o[QStringLiteral("group")].toString();
    return words;
}

} // namespace

void TestCliAdjudicate::adjudicateKeysSurviveARename_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("procedure");
    for (const char *ruleset : {"fogr", "olddessauer", "nieuport1600"}) {
        const Run list = cli({QStringLiteral("adjudicate"), QLatin1String(ruleset), QStringLiteral("--help")});
        for (const QByteArray &line : list.out.split('\n')) {
            if (line.startsWith("  ") && !line.startsWith("    "))
                QTest::addRow("%s %s", ruleset, line.trimmed().constData())
                    << QString::fromLatin1(ruleset) << QString::fromLatin1(line.trimmed());
        }
    }
}

// Issue 29: a script that found "spanish hits inflicted" by its name broke when the names became
// the units' display names. Renaming every unit, side and army of each procedure's example
// changes the words and not one key; the combats' words do change, so the keys are not the words.
// Every output is checked against docs/schemas/adjudicate.schema.json on the way (cli()).
void TestCliAdjudicate::adjudicateKeysSurviveARename()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, procedure);
    const Run example = cli({QStringLiteral("adjudicate"), ruleset, procedure, QStringLiteral("--example")});
    QCOMPARE(example.exitCode, 0);
    const QByteArray other = QJsonDocument(renamed(QJsonDocument::fromJson(example.out).object()).toObject()).toJson();
    const Run before = cli({QStringLiteral("adjudicate"), ruleset, procedure, QStringLiteral("-")}, example.out);
    const Run after = cli({QStringLiteral("adjudicate"), ruleset, procedure, QStringLiteral("-")}, other);
    QVERIFY2(before.exitCode == 0 && after.exitCode == 0, qPrintable(before.err + after.err));
    const QJsonObject a = QJsonDocument::fromJson(before.out).object();
    const QJsonObject b = QJsonDocument::fromJson(after.out).object();
    QCOMPARE(keysOf(b), keysOf(a));
    if (procedure == QLatin1String("melee") || procedure == QLatin1String("close-combat") ||
        procedure == QLatin1String("shooting"))
        QVERIFY2(wordsOf(b) != wordsOf(a), "the renamed example reads as the original: no name was renamed");
}

void TestCliAdjudicate::adjudicateWithTypedDice()
{
    QJsonObject input = json({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("cohesion-test"), QStringLiteral("--example")}).object();
    input.insert(QStringLiteral("dice"), QJsonObject{{QStringLiteral("cohesion"), QJsonArray{2, 4}}});
    const QJsonObject out = json({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("cohesion-test"), QStringLiteral("-")},
                                 QJsonDocument(input).toJson()).object();
    QCOMPARE(out[QStringLiteral("result")].toObject()[QStringLiteral("cohesion")].toString(), QStringLiteral("Fragmented"));
    QCOMPARE(out[QStringLiteral("changes")].toArray().size(), 1);
    QVERIFY(out[QStringLiteral("summary")].toString().contains(QStringLiteral("FRAGMENTED")));
}

void TestCliAdjudicate::adjudicateWithASeed()
{
    const QByteArray input = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("death-roll"), QStringLiteral("--example")}).out;
    const QStringList args{QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("death-roll"), QStringLiteral("-"),
                           QStringLiteral("--seed"), QStringLiteral("1600")};
    const QJsonObject first = json(args, input).object();
    QCOMPARE(json(args, input).object(), first);
    QCOMPARE(first[QStringLiteral("dice")].toArray().size(), first[QStringLiteral("result")].toObject()[QStringLiteral("basesLost")].toInt() == 1 ? 1 : 2);
}

// A result recorded in a battle file is one step: the Dutch drop to FRAGMENTED, and one undo
// takes them back.
void TestCliAdjudicate::adjudicateAndRecord()
{
    const QString file = path(QStringLiteral("record.adjutant"));
    QCOMPARE(cli({QStringLiteral("import"), file, demo()}).exitCode, 0);
    QJsonObject input = json({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("cohesion-test"), QStringLiteral("--example")}).object();
    input.insert(QStringLiteral("cohesion"), QStringLiteral("Steady"));
    input.insert(QStringLiteral("dice"), QJsonObject{{QStringLiteral("cohesion"), QJsonArray{1, 1}}});
    const QJsonObject out = json({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("cohesion-test"), QStringLiteral("-"),
                                  QStringLiteral("--record"), file},
                                 QJsonDocument(input).toJson()).object();
    QCOMPARE(out[QStringLiteral("recorded")].toInt(), 2);
    auto dutchCohesion = [&] {
        for (const QJsonValue &unit : json({QStringLiteral("show"), file}).object()[QStringLiteral("battle")][QStringLiteral("units")].toArray()) {
            if (unit[QStringLiteral("id")].toString() == QStringLiteral("dutch1"))
                return unit[QStringLiteral("state")][QStringLiteral("cohesion")].toString();
        }
        return QString();
    };
    QCOMPARE(dutchCohesion(), QStringLiteral("Fragmented")); // 2 - 2 after a bad loss: two levels down
    const QByteArray log = cli({QStringLiteral("log"), file, QStringLiteral("--text")}).out;
    QVERIFY2(log.contains("cohesion test"), log.constData());
    QCOMPARE(cli({QStringLiteral("undo"), file}).exitCode, 0);
    QCOMPARE(dutchCohesion(), QStringLiteral("Steady"));
    // Odds alone cannot be recorded.
    input.remove(QStringLiteral("dice"));
    const Run refused = cli({QStringLiteral("adjudicate"), QStringLiteral("fogr"), QStringLiteral("cohesion-test"), QStringLiteral("-"),
                             QStringLiteral("--record"), file},
                            QJsonDocument(input).toJson());
    QCOMPARE(refused.exitCode, 1);
    QVERIFY(refused.err.contains(QStringLiteral("only a result can be recorded")));
}

// `rules fogr --gaps` lists what the transcription lacks and what was interpreted, with reasons.
void TestCliAdjudicate::rulesShowProvenance()
{
    const QJsonObject gaps = json({QStringLiteral("rules"), QStringLiteral("fogr"), QStringLiteral("--gaps")}).object();
    bool interpretedGreatCommander = false;
    for (const QJsonValue &table : gaps[QStringLiteral("tables")].toArray()) {
        const QJsonObject values = table[QStringLiteral("values")].toObject();
        for (auto it = values.begin(); it != values.end(); ++it) {
            const QString status = it.value()[QStringLiteral("status")].toString();
            QVERIFY2(status == QStringLiteral("interpreted") || status == QStringLiteral("missing"), qPrintable(it.key()));
            QVERIFY(!it.value()[status].toString().isEmpty()); // the reason
        }
        interpretedGreatCommander = interpretedGreatCommander || values.contains(QStringLiteral("greatCommanderBolsterRally"));
    }
    QVERIFY(interpretedGreatCommander);
    const QJsonObject all = json({QStringLiteral("rules"), QStringLiteral("fogr")}).object();
    QVERIFY(all[QStringLiteral("tables")].toArray().size() > gaps[QStringLiteral("tables")].toArray().size());
}

QTEST_GUILESS_MAIN(TestCliAdjudicate)
#include "tst_cliadjudicate.moc"
