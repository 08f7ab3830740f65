// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR, Battle Group Deterioration: cohesion tests, bolstering and rallying, death rolls,
// autobreak and commander losses, against the book's Example of Combat and brute force.
#include "fogrtesting.h"

#include "core/error.h"
#include "rulesets/common/diceerror.h"

#include <QTest>

#include <functional>

using namespace fogrtesting;

namespace {

// Every way 2 (or n) d6 can fall, each face re-rolled once as FoGR quality re-rolls say for a
// summed roll (elite re-roll 1s and 2s, superior 1s, poor must re-roll 6s: FoGR, Battle Group
// Quality - Quality Re-Rolls), counted by hand: the chance that the total plus `modifier` passes
// `test`. Each die is rolled and re-rolled: 36 equally likely (face, re-roll) pairs. "For any
// re-roll of 1's, 2's and 3's the re-rolled dice is never taken as less than the original roll"
// (same section; its example is an elite battle group re-rolling a 2).
QString bruteForce(int count, const QString &quality, int modifier, const std::function<bool(int)> &test)
{
    auto rerolls = [&](int face) {
        if (quality == QStringLiteral("Elite"))
            return face <= 2;
        if (quality == QStringLiteral("Superior"))
            return face == 1;
        if (quality == QStringLiteral("Poor"))
            return face == 6;
        return false;
    };
    long long hits = 0, total = 0;
    std::function<void(int, int)> walk = [&](int die, int sum) {
        if (die == count) {
            ++total;
            hits += test(sum + modifier);
            return;
        }
        for (int face = 1; face <= 6; ++face) {
            for (int again = 1; again <= 6; ++again)
                walk(die + 1, sum + (!rerolls(face) ? face : face <= 3 ? std::max(face, again) : again));
        }
    };
    walk(0, 0);
    long long a = hits, b = total;
    while (b) {
        const long long t = a % b;
        a = b;
        b = t;
    }
    const long long g = a == 0 ? total : a;
    if (hits == 0)
        return QStringLiteral("0");
    if (hits == total)
        return QStringLiteral("1");
    return QStringLiteral("%1/%2").arg(hits / g).arg(total / g);
}

} // namespace

class TestFogrDeterioration : public QObject
{
    Q_OBJECT

private slots:
    // FoGR, An Example of Combat: "the only modifier is -1 for suffering >= 1 hit per 3 bases.
    // The Dutch roll 5 and 1 for a total of 6, and deduct 1 for the modifier, giving a final
    // score of 5. ... They drop one cohesion level from STEADY to DISRUPTED."
    void bookImpactCohesionTest()
    {
        const QJsonObject out = run(QStringLiteral("cohesion-test"),
                                    object(R"({"battleGroup": "dutch1", "name": "Dutch foot", "quality": "Average",
                                               "cohesion": "Steady", "reason": "closeCombat", "hp3bFromCloseCombat": true,
                                               "hitsReceived": 3, "hitsInflicted": 2})"),
                                    object(R"({"cohesion": [5, 1]})"));
        QCOMPARE(modifierTotal(out), -1);
        const QJsonObject result = out.value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("score")).toInt(), 5);
        QCOMPARE(result.value(QStringLiteral("cohesion")).toString(), QStringLiteral("Disrupted"));
        const QJsonArray changes = out.value(QStringLiteral("changes")).toArray();
        QCOMPARE(changes.size(), 1);
        QCOMPARE(changes[0].toObject().value(QStringLiteral("type")).toString(), QStringLiteral("unit.stateChanged"));
        QCOMPARE(changes[0].toObject()[QStringLiteral("payload")].toObject()[QStringLiteral("state")].toObject()[QStringLiteral("cohesion")].toString(),
                 QStringLiteral("Disrupted"));
    }

    // FoGR, An Example of Combat, melee: "The Dutch have a -1 as 5 hits is more than 1 per 3
    // bases, a second -1 as they lost the melee by 2 or more hits (a bad loss) and a third -1 as
    // they are already DISRUPTED. They roll 2 and 4 totalling 6. Subtracting a net -3 brings this
    // down to 3, so they fail the test though not quite badly enough to lose 2 cohesion levels.
    // They are now FRAGMENTED".
    void bookMeleeCohesionTest()
    {
        const ::adjutant::rulesets::Ruleset &ruleset = fogr();
        const QJsonObject out = run(QStringLiteral("cohesion-test"), ruleset.exampleInput(QStringLiteral("cohesion-test")),
                                    object(R"({"cohesion": [2, 4]})"));
        QCOMPARE(modifierTotal(out), -3);
        QCOMPARE(fogrtesting::modifiers(out).size(), 3);
        const QJsonObject result = out.value(QStringLiteral("result")).toObject();
        QCOMPARE(result.value(QStringLiteral("score")).toInt(), 3);
        QCOMPARE(result.value(QStringLiteral("cohesion")).toString(), QStringLiteral("Fragmented"));
        // A score of 2 or less after a bad loss drops two levels, to BROKEN.
        const QJsonObject worse = run(QStringLiteral("cohesion-test"), ruleset.exampleInput(QStringLiteral("cohesion-test")),
                                      object(R"({"cohesion": [1, 4]})"));
        QCOMPARE(worse[QStringLiteral("result")].toObject()[QStringLiteral("cohesion")].toString(), QStringLiteral("Broken"));
    }

    // FoGR, The Test: every modifier of the table, each alone, for the reason it applies to.
    void everyModifier_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("total");
        QTest::newRow("HP2B from shooting (*), testing for shooting") << R"("reason": "shooting", "hp2bFromShooting": true)" << -1;
        QTest::newRow("HP2B from shooting (*) not when testing for close combat") << R"("reason": "closeCombat", "hp2bFromShooting": true)" << 0;
        QTest::newRow("HP3B from close combat (**)") << R"("reason": "closeCombat", "hp3bFromCloseCombat": true)" << -1;
        QTest::newRow("HP3B from close combat (**) not for shooting") << R"("reason": "shooting", "hp3bFromCloseCombat": true)" << 0;
        QTest::newRow("at least 2 more hits received than inflicted (**)") << R"("reason": "closeCombat", "hitsReceived": 4, "hitsInflicted": 2)" << -1;
        QTest::newRow("only 1 more hit received") << R"("reason": "closeCombat", "hitsReceived": 3, "hitsInflicted": 2)" << 0;
        QTest::newRow("lost at least 25% of original bases: 2 of 8") << R"("reason": "shooting", "originalBases": 8, "currentBases": 6)" << -1;
        QTest::newRow("lost less than 25%: 1 of 6") << R"("reason": "shooting", "originalBases": 6, "currentBases": 5)" << 0;
        QTest::newRow("foot battle troops with threatened flank") << R"("reason": "closeCombat", "threatenedFlank": true)" << -1;
        QTest::newRow("more than 1 reason to test") << R"("reason": "friendsBrokeOrCommanderLost", "reasons": 2)" << -1;
        QTest::newRow("shot at by artillery (*)") << R"("reason": "shooting", "enemyType": "shotAtByArtillery")" << -1;
        QTest::newRow("shot at by artillery (*) not for close combat") << R"("reason": "closeCombat", "enemyType": "shotAtByArtillery")" << 0;
        QTest::newRow("mounted shot at by firearms (*)") << R"("reason": "shooting", "enemyType": "mountedShotAtByFirearms")" << -1;
        QTest::newRow("lost close combat against elephants (**)") << R"("reason": "closeCombat", "enemyType": "lostToElephants")" << -1;
        QTest::newRow("medium foot lost to mounted in open (**)") << R"("reason": "closeCombat", "enemyType": "lostToMountedOrHeavyFootInOpen")" << -1;
        QTest::newRow("lost impact to lancers or salvo (**)") << R"("reason": "closeCombat", "enemyType": "lostImpactToLancersImpactMountedOrSalvo")" << -1;
        QTest::newRow("foot lost impact to impact foot (**)") << R"("reason": "closeCombat", "enemyType": "footLostImpactToImpactFoot")" << -1;
        QTest::newRow("commander in range, not in close combat") << R"("reason": "shooting", "commander": "inRange")" << 1;
        QTest::newRow("commander in range does not count in close combat") << R"("reason": "closeCombat", "commander": "inRange", "inCloseCombat": true)" << 0;
        QTest::newRow("commander with the battle group in close combat") << R"("reason": "closeCombat", "commander": "with", "inCloseCombat": true)" << 1;
        QTest::newRow("DISRUPTED: -1 on all further cohesion tests") << R"("reason": "shooting", "cohesion": "Disrupted")" << -1;
        QTest::newRow("FRAGMENTED: -2 on all further cohesion tests") << R"("reason": "shooting", "cohesion": "Fragmented")" << -2;
        QTest::newRow("BROKEN: -3 to rally, commander with +1") << R"("reason": "rally", "cohesion": "Broken", "commander": "with")" << -2;
        QTest::newRow("great commander with, bolstering (interpreted +1)") << R"("reason": "bolster", "cohesion": "Disrupted", "commander": "with", "greatCommander": true)" << 1;
        QTest::newRow("great commander counts nothing extra outside bolster and rally") << R"("reason": "shooting", "commander": "with", "greatCommander": true)" << 1;
        QTest::newRow("everything at once") << R"("reason": "closeCombat", "cohesion": "Fragmented", "hp3bFromCloseCombat": true, "hitsReceived": 6, "hitsInflicted": 1, "originalBases": 4, "currentBases": 3, "threatenedFlank": true, "enemyType": "lostToElephants", "commander": "with", "inCloseCombat": true)" << -6;
    }
    void everyModifier()
    {
        QFETCH(QString, input);
        QFETCH(int, total);
        const QJsonObject out = run(QStringLiteral("cohesion-test"),
                                    object(QStringLiteral(R"({"quality": "Average", %1})").arg(input).toUtf8().constData()));
        QCOMPARE(modifierTotal(out), total);
        // The book's footnote marks (* only for shooting, ** only for close combat) say when a
        // row applies; a row applied or noted as not applied reads without them.
        for (const QString &m : fogrtesting::modifiers(out))
            QVERIFY2(!m.contains(QLatin1Char('*')), qPrintable(m));
        for (const QJsonValue &note : out[QStringLiteral("notes")].toArray())
            QVERIFY2(!note.toString().contains(QStringLiteral("**")), qPrintable(note.toString()));
    }

    // FoGR, The Test: of the "Any one of" row, the modifier names the one case that applies.
    void enemyTypeModifierNamesItsCase()
    {
        const QJsonObject out = run(QStringLiteral("cohesion-test"), object(R"({"quality": "Average",
            "reason": "closeCombat", "enemyType": "lostToMountedOrHeavyFootInOpen"})"));
        QCOMPARE(fogrtesting::modifiers(out),
                 QStringList({QStringLiteral("Medium foot, warriors or dragoons lost close combat "
                                             "even partly against mounted troops or heavy or "
                                             "determined foot in open terrain:-1")}));
    }

    // FoGR, The Test, Commanders and cohesion tests: "A battle group in close combat can only count
    // a commander who is with it." A battle group testing for losing a close combat is in one,
    // whether or not the input says so; the result says why the +1 is not counted.
    void closeCombatCountsOnlyTheCommanderWithIt_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("total");
        QTest::addColumn<bool>("noted");
        QTest::newRow("in range, testing for losing a close combat")
            << R"("reason": "closeCombat", "commander": "inRange")" << 0 << true;
        QTest::newRow("in range, close combat, inCloseCombat false")
            << R"("reason": "closeCombat", "commander": "inRange", "inCloseCombat": false)" << 0
            << true;
        QTest::newRow("with it, testing for losing a close combat")
            << R"("reason": "closeCombat", "commander": "with")" << 1 << false;
        QTest::newRow("in range, testing for shooting, not in close combat")
            << R"("reason": "shooting", "commander": "inRange")" << 1 << false;
    }
    void closeCombatCountsOnlyTheCommanderWithIt()
    {
        QFETCH(QString, input);
        QFETCH(int, total);
        QFETCH(bool, noted);
        const QJsonObject out = run(
            QStringLiteral("cohesion-test"),
            object(
                QStringLiteral(R"({"quality": "Average", %1})").arg(input).toUtf8().constData()));
        QCOMPARE(modifierTotal(out), total);
        bool note = false;
        for (const QJsonValue &n : out[QStringLiteral("notes")].toArray())
            note = note || n.toString().startsWith(
                               QStringLiteral("Not applied: the commander +1 (a battle group in "
                                              "close combat counts only a commander with it"));
        QCOMPARE(note, noted);
        // The odds are those of 2 dice with the modifiers counted.
        QCOMPARE(exact(out, QStringLiteral("Pass")),
                 bruteForce(2, QStringLiteral("Average"), total, [](int s) { return s >= 7; }));
    }

    // FoGR, Joint Action Phase: "the extra +1 for a GC only applies if he is the commander with the
    // battle group" when bolstering or rallying (cohesionTest.greatCommanderBolsterRally). In any
    // other test it is not counted, and the result says so as it does for other modifiers.
    void greatCommanderOutsideBolsterIsReported()
    {
        const QJsonObject out = run(
            QStringLiteral("cohesion-test"),
            object(
                R"({"quality": "Average", "reason": "shooting", "commander": "with", "greatCommander": true})"));
        QCOMPARE(modifierTotal(out), 1); // the commander's +1 only
        QStringList notes;
        for (const QJsonValue &n : out[QStringLiteral("notes")].toArray())
            notes << n.toString();
        QVERIFY2(
            notes.contains(QStringLiteral("Not applied: Great commander with the battle group "
                                          "(bolster or rally) (the extra +1 "
                                          "for a GC is read as for bolstering or rallying only).")),
            qPrintable(notes.join(QLatin1Char('\n'))));
        const QJsonObject bolster = run(
            QStringLiteral("bolster-rally"),
            object(
                R"({"quality": "Average", "cohesion": "Disrupted", "commander": "with", "greatCommander": true})"));
        for (const QJsonValue &n : bolster[QStringLiteral("notes")].toArray())
            QVERIFY2(!n.toString().startsWith(QStringLiteral("Not applied")),
                     qPrintable(n.toString()));
    }

    // The interpreted great commander +1 is marked as such in the result.
    void interpretedModifierIsMarked()
    {
        const QJsonObject out = run(QStringLiteral("bolster-rally"),
                                    object(R"({"quality": "Average", "cohesion": "Disrupted", "commander": "with", "greatCommander": true})"));
        bool marked = false;
        for (const QJsonValue &m : out[QStringLiteral("modifiers")].toArray())
            marked = marked || m.toObject().contains(QStringLiteral("interpreted"));
        QVERIFY(marked);
        QVERIFY(out[QStringLiteral("notes")].toArray().size() >= 1);
    }

    // FoGR, The Test: "7 or more: no change; 3, 4, 5 or 6: drop one; 2 or less: drop two if
    // testing for losing a close combat with at least 2 more hits received than inflicted, or for
    // seeing friends break or commander lost". Exact chances against brute force, every quality.
    void odds_data()
    {
        QTest::addColumn<QString>("quality");
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("modifier");
        QTest::addColumn<bool>("dropTwo");
        for (const char *quality : {"Elite", "Superior", "Average", "Poor"}) {
            QTest::addRow("%s, plain close combat loss", quality) << QString::fromLatin1(quality) << QStringLiteral(R"("reason": "closeCombat")") << 0 << false;
            QTest::addRow("%s, bad loss -3", quality) << QString::fromLatin1(quality)
                                                      << QStringLiteral(R"("reason": "closeCombat", "cohesion": "Disrupted", "hp3bFromCloseCombat": true, "hitsReceived": 5, "hitsInflicted": 3)")
                                                      << -3 << true;
            QTest::addRow("%s, friends broke", quality) << QString::fromLatin1(quality) << QStringLiteral(R"("reason": "friendsBrokeOrCommanderLost", "commander": "inRange")") << 1 << true;
        }
    }
    void odds()
    {
        QFETCH(QString, quality);
        QFETCH(QString, input);
        QFETCH(int, modifier);
        QFETCH(bool, dropTwo);
        const QJsonObject out = run(QStringLiteral("cohesion-test"),
                                    object(QStringLiteral(R"({"quality": "%1", %2})").arg(quality, input).toUtf8().constData()));
        QCOMPARE(modifierTotal(out), modifier);
        QCOMPARE(exact(out, QStringLiteral("Pass")), bruteForce(2, quality, modifier, [](int s) { return s >= 7; }));
        if (dropTwo) {
            QCOMPARE(exact(out, QStringLiteral("Drop one")), bruteForce(2, quality, modifier, [](int s) { return s >= 3 && s <= 6; }));
            QCOMPARE(exact(out, QStringLiteral("Drop two")), bruteForce(2, quality, modifier, [](int s) { return s <= 2; }));
        } else {
            QCOMPARE(exact(out, QStringLiteral("Drop one")), bruteForce(2, quality, modifier, [](int s) { return s <= 6; }));
            QCOMPARE(exact(out, QStringLiteral("Drop two")), QStringLiteral("absent"));
        }
    }

    // FoGR, Joint Action Phase, Bolstering and Rallying Troops: "If the battle group passes a
    // cohesion test its cohesion level rises one level. If it fails, its cohesion level stays the
    // same. Cohesion level cannot drop when testing to bolster or rally."
    void bolsterRisesNeverDrops()
    {
        const QJsonObject input = object(R"({"battleGroup": "b", "quality": "Average", "cohesion": "Fragmented", "commander": "with"})");
        const QJsonObject passed = run(QStringLiteral("bolster-rally"), input, object(R"({"cohesion": [6, 4]})"));
        QCOMPARE(passed[QStringLiteral("result")].toObject()[QStringLiteral("cohesion")].toString(), QStringLiteral("Disrupted"));
        const QJsonObject failed = run(QStringLiteral("bolster-rally"), input, object(R"({"cohesion": [1, 1]})"));
        QCOMPARE(failed[QStringLiteral("result")].toObject()[QStringLiteral("cohesion")].toString(), QStringLiteral("Fragmented"));
        QVERIFY(failed[QStringLiteral("changes")].toArray().isEmpty());
        // FRAGMENTED -2, commander with +1: 7 or more on 2 dice - 1.
        QCOMPARE(exact(passed, QStringLiteral("Rise")), bruteForce(2, QStringLiteral("Average"), -1, [](int s) { return s >= 7; }));
    }

    void bolsterNotEligible_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("why");
        QTest::newRow("cohesion dropped this turn") << R"("cohesion": "Disrupted", "commander": "with", "cohesionDroppedThisTurn": true)" << "dropped in the current turn";
        QTest::newRow("no commander with it") << R"("cohesion": "Disrupted", "commander": "inRange")" << "must be with the battle group";
        QTest::newRow("broken within 6 MU of enemy") << R"("cohesion": "Broken", "commander": "with", "enemyWithinSixMU": true)" << "within 6 MUs of any enemy";
        QTest::newRow("broken below autobreak") << R"("cohesion": "Broken", "commander": "with", "belowAutobreak": true)" << "below their autobreak point";
        QTest::newRow("already steady") << R"("cohesion": "Steady", "commander": "with")" << "cannot rise further";
    }
    void bolsterNotEligible()
    {
        QFETCH(QString, input);
        QFETCH(QString, why);
        const QJsonObject out = run(QStringLiteral("bolster-rally"),
                                    object(QStringLiteral(R"({"quality": "Average", %1})").arg(input).toUtf8().constData()));
        QCOMPARE(out[QStringLiteral("facts")].toObject()[QStringLiteral("eligible")].toBool(), false);
        QVERIFY2(out[QStringLiteral("facts")].toObject()[QStringLiteral("why")].toString().contains(why),
                 qPrintable(out[QStringLiteral("facts")].toObject()[QStringLiteral("why")].toString()));
        QVERIFY(out[QStringLiteral("outcomes")].toArray().isEmpty());
    }

    // FoGR, An Example of Combat, the death rolls of the impact, the shooting and the melee.
    void bookDeathRolls_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("dice");
        QTest::addColumn<int>("lost");
        // "The Dutch need 4 but roll 1 and lose a base."
        QTest::newRow("impact: Dutch lost, 3 hits, roll 1") << R"("hits": 3, "from": "closeCombatLost")" << R"({"death": [1]})" << 1;
        // "The Spanish roll a 2 and lose an arquebusier base" (2 hits from Dutch firearms).
        QTest::newRow("shooting: Spanish, 2 hits from firearms, roll 2") << R"("hits": 2, "from": "shootingMainlyFirearms")" << R"({"death": [2]})" << 1;
        // "they roll a 1 on their death roll and lose a base" (1 hit from Spanish arquebusiers).
        QTest::newRow("shooting: Dutch, 1 hit from firearms, roll 1") << R"("hits": 1, "from": "shootingMainlyFirearms")" << R"({"death": [1]})" << 1;
        // "The Dutch took five hits: they need a 6 to pass as losers of a melee, and get it!"
        QTest::newRow("melee: Dutch lost, 5 hits, roll 6") << R"("hits": 5, "from": "closeCombatLost")" << R"({"death": [6]})" << 0;
        // "The Spanish suffered 3 hits, but get +2 ... so need to roll a 2 to pass. They roll a 1
        // and lose a base!"
        QTest::newRow("melee: Spanish won, 3 hits, roll 1 +2") << R"("hits": 3, "from": "closeCombatWonOrDrew")" << R"({"death": [1]})" << 1;
    }
    void bookDeathRolls()
    {
        QFETCH(QString, input);
        QFETCH(QString, dice);
        QFETCH(int, lost);
        const QJsonObject out = run(QStringLiteral("death-roll"), object(QStringLiteral("{\"battleGroup\": \"g\", %1}").arg(input).toUtf8().constData()),
                                    object(dice.toUtf8().constData()));
        QCOMPARE(out[QStringLiteral("result")].toObject()[QStringLiteral("basesLost")].toInt(), lost);
        QCOMPARE(out[QStringLiteral("changes")].toArray().size(), lost > 0 ? 1 : 0);
    }

    // "As the Spanish battle group did not lose the combat ... it adds 2 to its dice roll so it
    // cannot fail to score more than 1 and the Spanish player does not need to make a death roll."
    void noRollWhenItCannotFail()
    {
        const QJsonObject out = run(QStringLiteral("death-roll"), object(R"({"hits": 2, "from": "closeCombatWonOrDrew"})"));
        QCOMPARE(out[QStringLiteral("facts")].toObject()[QStringLiteral("rollNeeded")].toBool(), false);
        QCOMPARE(exact(out, QStringLiteral("Lose 0")), QStringLiteral("1"));
        QVERIFY_THROWS_EXCEPTION(adjutant::rulesets::DiceError,
                                 run(QStringLiteral("death-roll"), object(R"({"hits": 2, "from": "closeCombatWonOrDrew"})"),
                                     object(R"({"death": [3]})")));
    }

    // FoGR, Death Rolls, example: "A battle group of horse suffers 9 hits from shooting ... The
    // horse cannot exceed the number of hits on the score of one dice, so it loses 1 base. It must
    // deduct 6 from the total hits, leaving 3. It must now roll to score higher than this ... it
    // will lose another base only if it rolls less than 4 on the dice." One die, not two.
    void bookNineHits()
    {
        const QJsonObject input = fogr().exampleInput(QStringLiteral("death-roll"));
        const QJsonObject odds = run(QStringLiteral("death-roll"), input);
        QCOMPARE(exact(odds, QStringLiteral("Lose 0")), QStringLiteral("0"));
        QCOMPARE(exact(odds, QStringLiteral("Lose 1 base")), QStringLiteral("1/2"));
        QCOMPARE(exact(odds, QStringLiteral("Lose 2")), QStringLiteral("1/2"));
        const QJsonArray rolls = odds[QStringLiteral("facts")][QStringLiteral("rolls")].toArray();
        QCOMPARE(rolls[0][QStringLiteral("certain")].toString(), QStringLiteral("base lost"));
        QCOMPARE(rolls[1][QStringLiteral("roll")].toString(), QStringLiteral("death"));
        QCOMPARE(odds[QStringLiteral("facts")][QStringLiteral("rollNeeded")].toBool(), true);
        const QJsonObject rolled =
            run(QStringLiteral("death-roll"), input, object(R"({"death": [3]})"));
        QCOMPARE(rolled[QStringLiteral("result")].toObject()[QStringLiteral("basesLost")].toInt(), 2);
        const QJsonObject held =
            run(QStringLiteral("death-roll"), input, object(R"({"death": [4]})"));
        QCOMPARE(held[QStringLiteral("result")].toObject()[QStringLiteral("basesLost")].toInt(), 1);
        QCOMPARE(held[QStringLiteral("result")]
                     .toObject()[QStringLiteral("basesLostWithoutADie")]
                     .toInt(),
                 1);
        QVERIFY_THROWS_EXCEPTION(
            adjutant::rulesets::DiceError,
            run(QStringLiteral("death-roll"), input, object(R"({"death": [6], "death.2": [4]})")));
    }

    // A loss the dice cannot prevent takes no die: its chance is 1, and with dice (typed or
    // rolled) the result comes without any roll, so nothing waits for one.
    void certainLossTakesNoDie_data()
    {
        QTest::addColumn<QString>("input");
        QTest::addColumn<int>("lost");
        QTest::newRow("6 hits, lost close combat: 1 base")
            << R"("hits": 6, "from": "closeCombatLost")" << 1;
        QTest::newRow("12 hits, lost close combat: 2 bases")
            << R"("hits": 12, "from": "closeCombatLost")" << 2;
        QTest::newRow("13 hits from firearms, 2 bases left: both")
            << R"("hits": 13, "from": "shootingMainlyFirearms", "bases": 2)" << 2;
        QTest::newRow("9 hits, won, started with 2 bases (+3): 1 base, the second roll cannot fail")
            << R"("hits": 9, "from": "closeCombatWonOrDrew", "startedWithTwoBases": true)" << 1;
    }
    void certainLossTakesNoDie()
    {
        QFETCH(QString, input);
        QFETCH(int, lost);
        const QJsonObject in =
            object(QStringLiteral(R"({"battleGroup": "g", %1})").arg(input).toUtf8().constData());
        const QJsonObject odds = run(QStringLiteral("death-roll"), in);
        QCOMPARE(odds[QStringLiteral("facts")][QStringLiteral("rollNeeded")].toBool(), false);
        QCOMPARE(exact(odds, lost == 1 ? QStringLiteral("Lose 1 base")
                                       : QStringLiteral("Lose %1 bases").arg(lost)),
                 QStringLiteral("1"));
        for (adjutant::rulesets::DiceSource dice : {adjutant::rulesets::DiceSource::typed({}),
                                                    adjutant::rulesets::DiceSource::seeded(6)}) {
            const adjutant::rulesets::ProcedureResult result =
                fogr().run(QStringLiteral("death-roll"), in, dice);
            QVERIFY(dice.rolls().isEmpty());
            QCOMPARE(result.result[QStringLiteral("basesLost")].toInt(), lost);
            QCOMPARE(result.changes.size(), 1);
        }
    }

    // Death roll odds against brute force: 1 die plus the modifiers, again per further 6 hits.
    void deathRollOdds_data()
    {
        QTest::addColumn<int>("hits");
        QTest::addColumn<QString>("from");
        QTest::addColumn<bool>("twoBases");
        for (int hits : {0, 1, 3, 5, 6, 7, 12, 13, 14}) {
            QTest::addRow("%d hits, lost close combat", hits) << hits << QStringLiteral("closeCombatLost") << false;
            QTest::addRow("%d hits, won, 2-base battle group", hits) << hits << QStringLiteral("closeCombatWonOrDrew") << true;
        }
    }
    void deathRollOdds()
    {
        QFETCH(int, hits);
        QFETCH(QString, from);
        QFETCH(bool, twoBases);
        const int modifier = (from == QStringLiteral("closeCombatWonOrDrew") ? 2 : 0) + (twoBases ? 1 : 0);
        const QJsonObject out = run(QStringLiteral("death-roll"),
                                    object(QStringLiteral(R"({"hits": %1, "from": "%2", "startedWithTwoBases": %3})")
                                               .arg(hits)
                                               .arg(from, twoBases ? QStringLiteral("true") : QStringLiteral("false"))
                                               .toUtf8()
                                               .constData()));
        // Brute force: every sequence of up to 3 dice.
        QMap<int, long long> lostCount;
        long long total = 0;
        for (int a = 1; a <= 6; ++a)
            for (int b = 1; b <= 6; ++b)
                for (int c = 1; c <= 6; ++c) {
                    int left = hits, lost = 0;
                    for (int roll : {a, b, c}) {
                        if (left <= 0 || roll + modifier > left)
                            break;
                        ++lost;
                        if (left <= 6)
                            break;
                        left -= 6;
                    }
                    ++lostCount[lost];
                    ++total;
                }
        for (auto it = lostCount.begin(); it != lostCount.end(); ++it) {
            const QString label = it.key() == 1 ? QStringLiteral("Lose 1 base") : QStringLiteral("Lose %1 bases").arg(it.key());
            long long n = it.value(), d = total, x = n, y = d;
            while (y) {
                const long long t = x % y;
                x = y;
                y = t;
            }
            const QString expected = n == d ? QStringLiteral("1") : QStringLiteral("%1/%2").arg(n / x).arg(d / x);
            QCOMPARE(exact(out, label), expected);
        }
    }

    // FoGR, Autobreak: "Elite > 60% lost, Superior > 50%, Average > 40%, Poor > 30%".
    void autobreak_data()
    {
        QTest::addColumn<QString>("quality");
        QTest::addColumn<int>("original");
        QTest::addColumn<int>("current");
        QTest::addColumn<bool>("broken");
        QTest::newRow("average 6 bases, 2 lost (33%)") << "Average" << 6 << 4 << false;
        QTest::newRow("average 6 bases, 3 lost (50% > 40%)") << "Average" << 6 << 3 << true;
        QTest::newRow("average 10 bases, 4 lost (40%, not more)") << "Average" << 10 << 6 << false;
        QTest::newRow("average 10 bases, 5 lost") << "Average" << 10 << 5 << true;
        QTest::newRow("superior 14 bases, 7 lost (50%, not more)") << "Superior" << 14 << 7 << false;
        QTest::newRow("superior 14 bases, 8 lost") << "Superior" << 14 << 6 << true;
        QTest::newRow("elite 10 bases, 6 lost (60%, not more)") << "Elite" << 10 << 4 << false;
        QTest::newRow("elite 10 bases, 7 lost") << "Elite" << 10 << 3 << true;
        QTest::newRow("poor 10 bases, 3 lost (30%, not more)") << "Poor" << 10 << 7 << false;
        QTest::newRow("poor 10 bases, 4 lost") << "Poor" << 10 << 6 << true;
    }
    void autobreak()
    {
        QFETCH(QString, quality);
        QFETCH(int, original);
        QFETCH(int, current);
        QFETCH(bool, broken);
        const QJsonObject out = run(QStringLiteral("autobreak"),
                                    object(QStringLiteral(R"({"quality": "%1", "originalBases": %2, "currentBases": %3})")
                                               .arg(quality)
                                               .arg(original)
                                               .arg(current)
                                               .toUtf8()
                                               .constData()));
        const QJsonObject facts = out[QStringLiteral("facts")].toObject();
        QCOMPARE(facts[QStringLiteral("autobroken")].toBool(), broken);
        const int breaksAt = facts[QStringLiteral("autobreaksAtBasesLost")].toInt();
        QCOMPARE(original - current >= breaksAt, broken);
    }

    // "Battle groups with only one base left are always destroyed".
    void destroyedAtOneBase()
    {
        const QJsonObject out = run(QStringLiteral("autobreak"), object(R"({"quality": "Elite", "originalBases": 2, "currentBases": 1})"));
        QCOMPARE(out[QStringLiteral("facts")].toObject()[QStringLiteral("destroyed")].toBool(), true);
    }

    // FoGR, Commanders in Close Combat: after 2 or more hits, 2 dice, lost on 11 or 12 if his
    // battle group lost, on 12 if it won or drew; with routers caught by pursuers, on 10 or more.
    void commanderLoss_data()
    {
        QTest::addColumn<QString>("situation");
        QTest::addColumn<int>("hits");
        QTest::addColumn<QString>("lost");
        QTest::newRow("lost the combat: 11 or 12") << "lostCloseCombat" << 2 << "1/12";
        QTest::newRow("won or drew: 12") << "wonOrDrewCloseCombat" << 5 << "1/36";
        QTest::newRow("with routers: 10 or more") << "withRouters" << 0 << "1/6";
        QTest::newRow("fewer than 2 hits: not at risk") << "lostCloseCombat" << 1 << "absent";
    }
    void commanderLoss()
    {
        QFETCH(QString, situation);
        QFETCH(int, hits);
        QFETCH(QString, lost);
        const QJsonObject out = run(QStringLiteral("commander-loss"),
                                    object(QStringLiteral(R"({"situation": "%1", "hits": %2})").arg(situation).arg(hits).toUtf8().constData()));
        QCOMPARE(exact(out, QStringLiteral("Commander lost")), lost);
    }

    void commanderLostIsRecorded()
    {
        const QJsonObject out = run(QStringLiteral("commander-loss"),
                                    object(R"({"commander": "maurice", "situation": "lostCloseCombat", "hits": 3})"),
                                    object(R"({"commander": [5, 6]})"));
        QCOMPARE(out[QStringLiteral("result")].toObject()[QStringLiteral("lost")].toBool(), true);
        QCOMPARE(out[QStringLiteral("changes")].toArray()[0].toObject()[QStringLiteral("type")].toString(), QStringLiteral("commander.removed"));
    }

    // Bad input names the field and what is wrong; bad dice name the roll.
    void badInput_data()
    {
        QTest::addColumn<QString>("procedure");
        QTest::addColumn<QString>("input");
        QTest::addColumn<QString>("dice");
        QTest::addColumn<QString>("message");
        QTest::newRow("unknown quality") << "cohesion-test" << R"({"quality": "Veteran", "reason": "shooting"})" << "" << "input.quality: \"Veteran\" is not one of Elite";
        QTest::newRow("missing reason") << "cohesion-test" << R"({"quality": "Average"})" << "" << "input.reason: required";
        // In the player's words (issue 15), not "required: closeCombat, shooting, ...".
        QTest::newRow("missing reason, in words") << "cohesion-test" << R"({"quality": "Average"})" << ""
                                                  << "input.reason: required: choose the reason to test (shooting, close combat, ";
        QTest::newRow("misspelt field") << "cohesion-test" << R"({"quality": "Average", "reason": "shooting", "comander": "with"})" << "" << "comander";
        QTest::newRow("contradicting hits") << "cohesion-test" << R"({"quality": "Average", "reason": "closeCombat", "twoMoreHitsReceived": true, "hitsReceived": 1, "hitsInflicted": 1})" << "" << "input.twoMoreHitsReceived: contradicts";
        QTest::newRow("broken testing cohesion") << "cohesion-test" << R"({"quality": "Average", "reason": "shooting", "cohesion": "Broken"})" << "" << "input.cohesion";
        QTest::newRow("more bases now than at start") << "cohesion-test" << R"({"quality": "Average", "reason": "shooting", "originalBases": 4, "currentBases": 5})" << "" << "input.currentBases";
        QTest::newRow("negative hits") << "death-roll" << R"({"hits": -1, "from": "closeCombatLost"})" << "" << "input.hits";
        QTest::newRow("unknown cause") << "death-roll" << R"({"hits": 2, "from": "magic"})" << "" << "input.from";
        QTest::newRow("three dice for a cohesion test") << "cohesion-test" << R"({"quality": "Average", "reason": "shooting"})" << R"({"cohesion": [1, 2, 3]})" << "dice.cohesion: 3 dice given, the roll is 2 d6";
        QTest::newRow("a seven on a d6") << "cohesion-test" << R"({"quality": "Average", "reason": "shooting"})" << R"({"cohesion": [7, 2]})" << "dice.cohesion: die 1 of 2 shows 7";
        QTest::newRow("a re-roll missing") << "cohesion-test" << R"({"quality": "Superior", "reason": "shooting"})" << R"({"cohesion": [1, 2]})" << "dice.cohesion: 1 dice must be re-rolled";
        QTest::newRow("a roll that is not made") << "cohesion-test" << R"({"quality": "Average", "reason": "shooting"})" << R"({"cohesion": [1, 2], "death": [3]})" << "dice.death: no such roll here";
        QTest::newRow("unknown procedure") << "cohesion" << R"({})" << "" << "FoGR has no procedure \"cohesion\"";
    }
    void badInput()
    {
        QFETCH(QString, procedure);
        QFETCH(QString, input);
        QFETCH(QString, dice);
        QFETCH(QString, message);
        QString got;
        try {
            run(procedure, object(input.toUtf8().constData()), dice.isEmpty() ? QJsonObject() : object(dice.toUtf8().constData()));
        } catch (const adjutant::core::Error &error) {
            got = error.message();
        } catch (const adjutant::rulesets::DiceError &error) {
            got = QString::fromUtf8(error.what());
        }
        QVERIFY2(got.contains(message), qPrintable(got));
    }
};

QTEST_GUILESS_MAIN(TestFogrDeterioration)
#include "tst_fogrdeterioration.moc"
