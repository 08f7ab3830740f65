// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer's procedures against the text: its worked examples (OD 11 rally, OD 16.11 fire and
// fire test, OD 8.4 danger to generals) as golden tests, every distribution against a brute-force
// count of the dice written from the text's words, and the gaps refused with their rule.
#include "dicetesting.h"
#include "proceduretesting.h"

#include "core/error.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/olddessauer/odfire.h"
#include "rulesets/olddessauer/olddessauerruleset.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace proceduretesting;
using namespace dicetesting;

namespace {

const adjutant::rulesets::Ruleset &od()
{
    return ruleset("olddessauer");
}

QJsonObject runOd(const char *procedure, const QJsonObject &input, const QJsonObject &dice = {})
{
    return run(od(), QString::fromLatin1(procedure), input, dice);
}

QJsonObject change(const QJsonObject &output, int index)
{
    return output[QStringLiteral("changes")].toArray().at(index).toObject();
}

// The exact chance of each number of hits from the "hits" distribution.
QStringList hitChances(const QJsonObject &output)
{
    QStringList chances;
    for (const QJsonValue &d : output[QStringLiteral("distributions")].toArray()) {
        for (const QJsonValue &o : d.toObject()[QStringLiteral("outcomes")].toArray())
            chances << o.toObject()[QStringLiteral("exact")].toString();
    }
    return chances;
}

} // namespace

class TestOdProcedures : public QObject
{
    Q_OBJECT

private slots:
    // OD 11: "A battalion of shaken Grade C Austrian musketeers is testing to rally. The base
    // score to pass for a Grade C unit is a 3. There is an enemy hussar unit in range to attack it
    // so it suffers a -2 modifier ... So the modified required score is a 5-6. The player rolls a
    // 6 so the unit rallies. It is back in good morale".
    void theRallyExampleOfTheText()
    {
        const QJsonObject input = od().exampleInput(QStringLiteral("rally-test"));
        const QJsonObject odds = runOd("rally-test", input);
        QCOMPARE(odds[QStringLiteral("facts")][QStringLiteral("passScore")].toInt(), 3);
        QCOMPARE(odds[QStringLiteral("facts")][QStringLiteral("dieNeeded")].toInt(), 5);
        QCOMPARE(modifiers(odds), QStringList{QStringLiteral("Any visible enemies able to attack the unit:-2")});
        QCOMPARE(exact(odds, QStringLiteral("Pass")), QStringLiteral("1/3"));
        const QJsonObject rolled = runOd("rally-test", input, object(R"({"rally": [6]})"));
        QCOMPARE(rolled[QStringLiteral("result")][QStringLiteral("passed")].toBool(), true);
        QCOMPARE(change(rolled, 0)[QStringLiteral("payload")][QStringLiteral("state")][QStringLiteral("cohesion")].toString(),
                 QStringLiteral("Good"));
        // A 4 is not enough: 4 - 2 = 2, under 3.
        const QJsonObject failed = runOd("rally-test", input, object(R"({"rally": [4]})"));
        QCOMPARE(failed[QStringLiteral("result")][QStringLiteral("passed")].toBool(), false);
        QVERIFY(failed[QStringLiteral("changes")].toArray().isEmpty());
    }

    // Every grade, with and without every modifier: the chance of passing counted face by face
    // from the text ("Score to pass, Grade A / B / C / D: 1 / 2 / 3 / 5"; -2, -1, +1).
    void rallyOddsByGradeAndModifiers()
    {
        const std::map<QString, int> pass{{QStringLiteral("A"), 1}, {QStringLiteral("B"), 2},
                                          {QStringLiteral("C"), 3}, {QStringLiteral("D"), 5}};
        for (const auto &[grade, score] : pass) {
            for (int mask = 0; mask < 8; ++mask) {
                QJsonObject input{{QStringLiteral("grade"), grade},
                                  {QStringLiteral("visibleEnemy"), bool(mask & 1)},
                                  {QStringLiteral("generalAttached"), bool(mask & 4)}};
                const bool irregular = (mask & 2) && grade != QLatin1String("A");
                input[QStringLiteral("irregularSkirmishersInOpen")] = irregular;
                const int modifier = (mask & 1 ? -2 : 0) + (irregular ? -1 : 0) + (mask & 4 ? 1 : 0);
                int passing = 0;
                for (int face = 1; face <= 6; ++face)
                    passing += face + modifier >= score ? 1 : 0;
                const QString expected = text(Fraction(passing, 6));
                const QJsonObject odds = runOd("rally-test", input);
                QCOMPARE(exact(odds, QStringLiteral("Pass")), expected);
            }
        }
    }

    void anAttackerExposingItsFlankRecoilsShakenWhenItFails()
    {
        const QJsonObject input{{QStringLiteral("unit"), QStringLiteral("p1")},
                                {QStringLiteral("grade"), QStringLiteral("B")},
                                {QStringLiteral("purpose"), QStringLiteral("Exposed flank")},
                                {QStringLiteral("visibleEnemy"), true}};
        const QJsonObject failed = runOd("rally-test", input, object(R"({"rally": [3]})"));
        QCOMPARE(failed[QStringLiteral("citation")].toString(), QStringLiteral("OD 14.5, Exposing a Flank when Attacking"));
        QVERIFY(failed[QStringLiteral("result")][QStringLiteral("meaning")].toString().contains(QStringLiteral("recoils 2")));
        QCOMPARE(change(failed, 0)[QStringLiteral("payload")][QStringLiteral("state")][QStringLiteral("cohesion")].toString(),
                 QStringLiteral("Shaken"));
    }

    void irregularsOfGradeAAreRefused()
    {
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error,
                                 runOd("rally-test", object(R"({"grade": "A", "irregularSkirmishersInOpen": true})")));
    }

    // OD 16.11: "A unit of 11 Grade C Austrian fusiliers advances half a move and fires at 3
    // range at a unit of Grade B French hussars. The Austrians get 3 dice ... Their base score to
    // hit is a 3-6. The only modifier is -1 for moving so they need 4-6 to hit. The player rolls
    // 2, 4 and 5 thus scoring 2 damage hits on the hussars."
    void theFireExampleOfTheText()
    {
        const QJsonObject input = od().exampleInput(QStringLiteral("fire"));
        const QJsonObject odds = runOd("fire", input);
        const QJsonObject facts = odds[QStringLiteral("facts")].toObject();
        QCOMPARE(facts[QStringLiteral("dice")].toInt(), 3);
        QCOMPARE(facts[QStringLiteral("baseScore")].toInt(), 3);
        QCOMPARE(facts[QStringLiteral("toHit")].toString(), QStringLiteral("4-6"));
        QCOMPARE(modifiers(odds), QStringList{QStringLiteral("Firer moved:-1")});
        // Three dice hitting on 4-6: 1/8, 3/8, 3/8, 1/8.
        QCOMPARE(hitChances(odds), (QStringList{QStringLiteral("1/8"), QStringLiteral("3/8"),
                                               QStringLiteral("3/8"), QStringLiteral("1/8")}));
        const QJsonObject rolled = runOd("fire", input, object(R"({"fire": [2, 4, 5]})"));
        QCOMPARE(rolled[QStringLiteral("result")][QStringLiteral("hits")].toInt(), 2);
        QCOMPARE(change(rolled, 0)[QStringLiteral("type")].toString(), QStringLiteral("unit.basesLost"));
        QCOMPARE(change(rolled, 0)[QStringLiteral("payload")][QStringLiteral("id")].toString(), QStringLiteral("french1"));
        QCOMPARE(change(rolled, 0)[QStringLiteral("payload")][QStringLiteral("count")].toInt(), 2);
    }

    // OD 16.10: "A unit suffering damage hits from shooting must take a fire test": the fire
    // calls for the target's test with its hits, as OD 16.11 goes on (the hussars, 2 hits).
    void theFireCallsForTheTargetsFireTest()
    {
        const QJsonObject input = od().exampleInput(QStringLiteral("fire"));
        const QJsonObject rolled = runOd("fire", input, object(R"({"fire": [2, 4, 5]})"));
        const QJsonArray followUps = rolled[QStringLiteral("followUps")].toArray();
        QCOMPARE(followUps.size(), 1);
        const QJsonObject test = followUps[0].toObject();
        QCOMPARE(test[QStringLiteral("procedure")].toString(), QStringLiteral("fire-test"));
        QCOMPARE(test[QStringLiteral("input")][QStringLiteral("unit")].toString(), QStringLiteral("french1"));
        QCOMPARE(test[QStringLiteral("input")][QStringLiteral("hits")].toInt(), 2);
        // No hits, no test; no target named, nothing to call it for.
        QVERIFY(!runOd("fire", input, object(R"({"fire": [1, 2, 3]})")).contains(QStringLiteral("followUps")));
        QJsonObject unnamed = input;
        unnamed.remove(QStringLiteral("target"));
        QVERIFY(!runOd("fire", unnamed, object(R"({"fire": [2, 4, 5]})")).contains(QStringLiteral("followUps")));
    }

    // "The hussars must now take a fire test. They are Grade B so their base score to pass is a 0.
    // They suffered 2 shooting hits so there is a -2 modifier. Thus the player must roll a 2-6 to
    // pass. But he rolls a 1 so the unit fails. He makes a retreat move with it, marks it shaken
    // and removes one more figure as a rout hit" (OD 16.11).
    void theFireTestExampleOfTheText()
    {
        const QJsonObject input = od().exampleInput(QStringLiteral("fire-test"));
        const QJsonObject odds = runOd("fire-test", input);
        QCOMPARE(odds[QStringLiteral("facts")][QStringLiteral("passScore")].toInt(), 0);
        QCOMPARE(odds[QStringLiteral("facts")][QStringLiteral("dieNeeded")].toInt(), 2);
        QCOMPARE(exact(odds, QStringLiteral("Pass")), QStringLiteral("5/6"));
        const QJsonObject rolled = runOd("fire-test", input, object(R"({"fireTest": [1]})"));
        QCOMPARE(rolled[QStringLiteral("result")][QStringLiteral("passed")].toBool(), false);
        QCOMPARE(change(rolled, 0)[QStringLiteral("payload")][QStringLiteral("state")][QStringLiteral("cohesion")].toString(),
                 QStringLiteral("Shaken"));
        // OD 16.10 names a roll for the rout hits it does not give; the example's one figure is
        // the default, said to be an interpretation.
        QCOMPARE(rolled[QStringLiteral("changes")].toArray().size(), 2);
        QCOMPARE(change(rolled, 1)[QStringLiteral("type")].toString(), QStringLiteral("unit.basesLost"));
        QCOMPARE(change(rolled, 1)[QStringLiteral("payload")][QStringLiteral("id")].toString(), QStringLiteral("french1"));
        QCOMPARE(change(rolled, 1)[QStringLiteral("payload")][QStringLiteral("count")].toInt(), 1);
        QVERIFY(rolled[QStringLiteral("notes")].toArray().first().toString().startsWith(
            QStringLiteral("Interpreted, the rout hits of a failure (OD 16.10, The Fire Test; OD 16.11, Example of Fire and Fire Test): ")));
    }

    // Every fire-test modifier counted from the text for a grade D unit: base 2, -1 a hit.
    void fireTestOddsAgainstTheText()
    {
        for (int hits = 1; hits <= 4; ++hits) {
            for (int mask = 0; mask < 32; ++mask) {
                QJsonObject input{{QStringLiteral("grade"), QStringLiteral("D")}, {QStringLiteral("hits"), hits}};
                int modifier = -hits;
                const char *keys[] = {"shaken", "squareOrInterveningFriend", "advanced", "generalAttached", "fanatics"};
                const int values[] = {-2, 1, 1, 1, 1};
                for (int i = 0; i < 5; ++i) {
                    input[QString::fromLatin1(keys[i])] = bool(mask & (1 << i));
                    modifier += mask & (1 << i) ? values[i] : 0;
                }
                int passing = 0;
                for (int face = 1; face <= 6; ++face)
                    passing += face + modifier >= 2 ? 1 : 0;
                QCOMPARE(exact(runOd("fire-test", input), QStringLiteral("Pass")), text(Fraction(passing, 6)));
            }
        }
    }

    // OD 16.3: "Roll 1 die per 4 figures ... Round up a 3-figure remainder"; the example's 11
    // figures make "2 full sets of 4 figures and a rounded-up remainder of 3".
    void diceFromFigures()
    {
        using adjutant::rulesets::olddessauer::smallArmsDice;
        const int expected[] = {0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4};
        for (int figures = 0; figures <= 16; ++figures)
            QCOMPARE(smallArmsDice(figures, 4, 3), expected[figures]);
    }

    // "Need 7+ to hit? Roll a 6 then a 4-6": grade D muskets at far range after moving need 7.
    // Every die enumerated as a pair of faces (the first, then the second only after a 6).
    void needingSevenTakesASixThenFourToSix()
    {
        const QJsonObject input{{QStringLiteral("grade"), QStringLiteral("D")},
                                {QStringLiteral("weapon"), QStringLiteral("Muskets")},
                                {QStringLiteral("figures"), 12},
                                {QStringLiteral("distance"), 5},
                                {QStringLiteral("firerMoved"), true}};
        const QJsonObject odds = runOd("fire", input);
        QCOMPARE(odds[QStringLiteral("facts")][QStringLiteral("needed")].toInt(), 7);
        std::map<int, Weight> counts;
        for (int combination = 0; combination < 36 * 36 * 36; ++combination) {
            int hits = 0;
            for (int die = 0, c = combination; die < 3; ++die, c /= 36)
                hits += (c % 36) / 6 + 1 == 6 && (c % 6) + 1 >= 4 ? 1 : 0;
            counts[hits] += 1;
        }
        QStringList expected;
        for (const auto &[hits, count] : counts)
            expected << text(Fraction(count, 36 * 36 * 36));
        QCOMPARE(hitChances(odds), expected);
        // Dice 6, 2, 6: two sixes, then 4 and 3: one hit.
        const QJsonObject rolled = runOd("fire", input, object(R"({"fire": [6, 2, 6], "fireThen": [4, 3]})"));
        QCOMPARE(rolled[QStringLiteral("result")][QStringLiteral("hits")].toInt(), 1);
    }

    void whatTheTextForbidsOrLacksIsRefused()
    {
        QJsonObject musket = od().exampleInput(QStringLiteral("fire"));
        QJsonObject shaken = musket;
        shaken[QStringLiteral("shaken")] = true;
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, runOd("fire", shaken));
        QJsonObject beyond = musket;
        beyond[QStringLiteral("distance")] = 6.5;
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, runOd("fire", beyond));
        // The rifles' row is garbled in the transcription: missing, never guessed.
        QJsonObject rifles = musket;
        rifles[QStringLiteral("weapon")] = QStringLiteral("Rifles");
        QVERIFY_THROWS_EXCEPTION(adjutant::rulesets::MissingRuleValue, runOd("fire", rifles));
        // Artillery may not move and fire; it rolls by guns.
        const QJsonObject gunMoved = object(R"({"grade": "C", "weapon": "Ballshot, light gun", "guns": 2, "distance": 10, "firerMoved": true})");
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, runOd("fire", gunMoved));
    }

    // OD 8.4: "So if the unit suffers 2 hits the general is killed on a score of 1-2."
    void aGeneralWithAUnitHitTwiceDiesOnOneOrTwo()
    {
        const QJsonObject input = od().exampleInput(QStringLiteral("general-danger"));
        const QJsonObject odds = runOd("general-danger", input);
        QCOMPARE(exact(odds, QStringLiteral("General von Zieten is killed")), QStringLiteral("1/3"));
        QCOMPARE(runOd("general-danger", input, object(R"({"danger": [2]})"))[QStringLiteral("result")][QStringLiteral("killed")].toBool(), true);
        QCOMPARE(runOd("general-danger", input, object(R"({"danger": [3]})"))[QStringLiteral("result")][QStringLiteral("killed")].toBool(), false);
    }

    // OD 16.15, Dismounting Guns: "For each shell hit a gun model is destroyed on a score of"
    // and the score is lost from the transcription: the test is offered, and stops saying what
    // to supply rather than guess.
    void aShellHitOnABatteryNeedsItsLostScore()
    {
        QString message;
        try {
            runOd("die-test", object(R"({"test": "Shell hits on a battery", "hits": 2})"));
        } catch (const adjutant::rulesets::MissingRuleValue &e) {
            message = e.message();
        }
        QVERIFY2(message.contains(QStringLiteral("Shell hits on a battery")), qPrintable(message));
        QVERIFY2(message.contains(QStringLiteral("OD 16.15")), qPrintable(message));

        // Supplied from the player's copy in the overrides file, it is applied: say 5-6, one die
        // per hit; faces off the die are refused by name.
        auto withScore = [](const QByteArray &score) {
            QTemporaryDir dir;
            const QString path = dir.filePath(QStringLiteral("overrides.json"));
            QFile file(path);
            if (!file.open(QIODevice::WriteOnly))
                qFatal("cannot write %s", qPrintable(path));
            file.write(R"({"ruleset": "olddessauer", "values": {"dieTests": {"test.Shell hits on a battery.score": {"value": )" +
                       score + R"(, "source": "my copy"}}}})");
            file.close();
            qputenv("ADJUTANT_RULE_OVERRIDES", path.toLocal8Bit());
            adjutant::rulesets::olddessauer::OldDessauerRuleset rules;
            qunsetenv("ADJUTANT_RULE_OVERRIDES");
            adjutant::rulesets::DiceSource none = adjutant::rulesets::DiceSource::none();
            try {
                return exact(rules.run(QStringLiteral("die-test"), object(R"({"test": "Shell hits on a battery", "hits": 1})"), none).toJson(none),
                             QStringLiteral("5-6 scored 1"));
            } catch (const adjutant::core::Error &e) {
                return e.message();
            }
        };
        QCOMPARE(withScore(R"({"from": 5, "to": 6})"), QStringLiteral("1/3"));
        QVERIFY(withScore(R"({"from": 0, "to": 9})").contains(QStringLiteral("the faces must run from 1 to 6")));
    }

    // The tests of one die, from their faces; those taken per hit counted die by die.
    void testsOfOneDie()
    {
        const QJsonObject confusion = runOd("die-test", object(R"({"test": "Confusion"})"));
        QCOMPARE(exact(confusion, QStringLiteral("4-6")), QStringLiteral("1/2"));
        const QJsonObject square = runOd("die-test", object(R"({"test": "Cavalry attacking a steady square"})"));
        QCOMPARE(exact(square, QStringLiteral("5-6")), QStringLiteral("1/3"));
        const QJsonObject captured = runOd("die-test", object(R"({"test": "Lone general contacted"})"));
        QCOMPARE(exact(captured, QStringLiteral("1: the general is captured")), QStringLiteral("1/6"));
        // Three shell hits on cavalry: one die each, disordered on a 6.
        const QJsonObject shell = runOd("die-test", object(R"({"test": "Shell hits on cavalry", "hits": 3})"));
        std::map<int, int> counts;
        for (int c = 0; c < 216; ++c)
            counts[(c % 6 == 5) + (c / 6 % 6 == 5) + (c / 36 == 5)] += 1;
        QStringList expected;
        for (const auto &[k, count] : counts)
            expected << text(Fraction(count, 216));
        QCOMPARE(hitChances(shell), expected);
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error,
                                 runOd("die-test", object(R"({"test": "Confusion", "hits": 2})")));
    }

    // OD 13.2: "Roll 1D6 for infantry or 2D6 for light cavalry".
    void evasionDistances()
    {
        const QJsonObject cavalry = runOd("evasion", object(R"({"evaders": "Light cavalry"})"));
        QCOMPARE(exact(cavalry, QStringLiteral("Up to 7\"")), QStringLiteral("1/6"));
        QCOMPARE(exact(cavalry, QStringLiteral("Up to 2\"")), QStringLiteral("1/36"));
        const QJsonObject foot = runOd("evasion", object(R"({"evaders": "Infantry"})"));
        QCOMPARE(exact(foot, QStringLiteral("Up to 1\"")), QStringLiteral("1/6"));
        QCOMPARE(exact(foot, QStringLiteral("Up to 7\"")), QStringLiteral("absent"));
    }
};

QTEST_GUILESS_MAIN(TestOdProcedures)
#include "tst_odprocedures.moc"
