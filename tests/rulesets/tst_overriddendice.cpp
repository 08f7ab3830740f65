// SPDX-License-Identifier: GPL-3.0-or-later
// Found by fuzz_overrides (docs/fuzzing.md): the rule overrides file may give a test any number of
// dice. A count its procedure cannot roll (none, where it reads one die's face) or reckon (the
// exact odds of 300 dice took minutes) is refused by name when the procedure runs, as a value of
// the wrong type is; the book's own counts roll as before.
#include "core/error.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/fogrruleset.h"
#include "rulesets/olddessauer/olddessauerruleset.h"
#include "rulesets/procedureresult.h"

#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace adjutant::rulesets;

class TestOverriddenDice : public QObject
{
    Q_OBJECT

private slots:
    void diceCounts_data()
    {
        QTest::addColumn<QByteArray>("values");
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("procedure");
        QTest::addColumn<QString>("message");
        QTest::newRow("FoGR variable move, no die")
            << QByteArray(R"({"variableMove": {"dice": {"value": 0, "source": "my copy"}}})")
            << "fogr"
            << "variable-move"
            << "rule data fogr: variableMove.dice must be 1";
        QTest::newRow("FoGR camp, no die")
            << QByteArray(R"({"camp": {"dice": {"value": 0, "source": "my copy"}}})") << "fogr"
            << "camp-sack"
            << "rule data fogr: camp.dice must be 1";
        QTest::newRow("FoGR cohesion test, 300 dice")
            << QByteArray(R"({"cohesionTest": {"dice": {"value": 300, "source": "my copy"}}})")
            << "fogr"
            << "cohesion-test"
            << "rule data fogr: cohesionTest.dice must be from 1 to 12";
        QTest::newRow("FoGR cohesion test, 3 dice")
            << QByteArray(R"({"cohesionTest": {"dice": {"value": 3, "source": "my copy"}}})")
            << "fogr"
            << "cohesion-test"
            << "no error";
        QTest::newRow("FoGR complex move test, no die")
            << QByteArray(R"({"complexMoveTest": {"dice": {"value": 0, "source": "my copy"}}})")
            << "fogr"
            << "complex-move-test"
            << "rule data fogr: complexMoveTest.dice must be from 1 to 12";
        QTest::newRow("FoGR commander loss, 300 dice")
            << QByteArray(R"({"commanderLoss": {"dice": {"value": 300, "source": "my copy"}}})")
            << "fogr"
            << "commander-loss"
            << "rule data fogr: commanderLoss.dice must be from 1 to 12";
        QTest::newRow("OD evasion, 300 dice")
            << QByteArray(
                   R"({"dieTests": {"evasion.Light cavalry": {"value": {"dice": 300}, "source": "my copy"}}})")
            << "olddessauer"
            << "evasion"
            << "rule data olddessauer: dieTests.evasion.Light cavalry.dice must be a whole number "
               "from "
               "1 to 12";
        QTest::newRow("OD fire, no figures per die")
            << QByteArray(R"({"fire": {"figuresPerDie": {"value": 0, "source": "my copy"}}})")
            << "olddessauer"
            << "fire"
            << "rule data olddessauer: fire.figuresPerDie must be from 1 to 1000";
        QTest::newRow("OD close combat, no figures per die")
            << QByteArray(
                   R"({"combat": {"figuresPerDie.Infantry": {"value": {"per": 0}, "source": "my copy"}}})")
            << "olddessauer"
            << "close-combat"
            << "rule data olddessauer: combat.figuresPerDie.Infantry.per must be a whole number from 1 to 1000";
        QTest::newRow("OD evasion, 2 dice")
            << QByteArray(
                   R"({"dieTests": {"evasion.Light cavalry": {"value": {"dice": 2}, "source": "my copy"}}})")
            << "olddessauer"
            << "evasion"
            << "no error";
    }
    void diceCounts()
    {
        QFETCH(QByteArray, values);
        QFETCH(QString, ruleset);
        QFETCH(QString, procedure);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("overrides.json"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(R"({"ruleset": ")" + ruleset.toUtf8() + R"(", "values": )" + values + "}");
        file.close();
        // The rule set reads its overrides as it is built, as the program's registry builds it.
        qputenv("ADJUTANT_RULE_OVERRIDES", path.toLocal8Bit());
        std::unique_ptr<Ruleset> rules;
        if (ruleset == QLatin1String("fogr"))
            rules = std::make_unique<fogr::FogrRuleset>();
        else
            rules = std::make_unique<olddessauer::OldDessauerRuleset>();
        qunsetenv("ADJUTANT_RULE_OVERRIDES");
        QJsonObject input = rules->exampleInput(procedure);
        DiceSource dice = DiceSource::seeded(1);
        QString got = QStringLiteral("no error");
        try {
            rules->run(procedure, input, dice);
        } catch (const adjutant::core::Error &error) {
            got = error.message();
        }
        QCOMPARE(got, message);
    }
};

QTEST_GUILESS_MAIN(TestOverriddenDice)
#include "tst_overriddendice.moc"
