// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR shooting (rulesets/fogr/shooting.cpp): the book's Example of Combat, one row per line of
// the shooting dice table, combined shooting, exact hits against enumeration, bad input.
#include "fogrtesting.h"

#include "core/error.h"
#include "rulesets/missingrulevalue.h"

#include <QElapsedTimer>
#include <QTest>

#include <map>

using namespace fogrtesting;

namespace {

QJsonObject shootingAt(
    const QString &shooters,
    const QString &target = QStringLiteral(
        R"({"troopType": "Medium Foot", "armour": "Unarmoured", "quality": "Average", "battleGroupBases": 6})"))
{
    return QJsonDocument::fromJson(
               QStringLiteral(R"({"shooters": [%1], "target": %2})").arg(shooters, target).toUtf8())
        .object();
}

QJsonObject roll(const QJsonObject &output, int index)
{
    return output[QStringLiteral("facts")][QStringLiteral("rolls")][index].toObject();
}

QString fraction(long long num, long long den)
{
    if (num == 0)
        return QStringLiteral("0");
    long long a = num, b = den;
    while (b) {
        const long long t = a % b;
        a = b;
        b = t;
    }
    return den / a == 1 ? QString::number(num / a)
                        : QStringLiteral("%1/%2").arg(num / a).arg(den / a);
}

// Warriors of 9 bases (1 HP3B at 3 hits) shot at by 2 artillery dice and 2 musket dice, all
// needing 4.
const char *kArtilleryAndMuskets =
    R"({"key": "guns", "quality": "Average", "troopType": "Medium Artillery", "ranks": [2], "range": "short"},
       {"key": "shot", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [2], "range": "short"})";
const char *kWarriors =
    R"({"name": "W", "troopType": "Warriors", "armour": "Unarmoured", "quality": "Average", "battleGroupBases": 9})";

} // namespace

class TestShooting : public QObject
{
    Q_OBJECT

private slots:
    // FoGR, An Example of Combat: "The Dutch get a - POA for shooting at a battle group involved in
    // close combat, so they hit on a 5 or higher. The Dutch roll 6, 5, 2 and 1 - 2 hits. This is
    // not enough hits to trigger a cohesion test (1 hit per 3 bases) but it does trigger a death
    // roll"
    void exampleDutchVolley()
    {
        const QJsonObject in = shootingAt(
            QStringLiteral(
                R"({"key": "dutch2", "quality": "Average", "troopType": "Medium Foot", "weapon": "Arquebus", "ranks": [2, 2], "range": "short"})"),
            QStringLiteral(
                R"({"key": "spanish", "name": "Spanish tercio", "troopType": "Medium Foot", "armour": "Unarmoured", "quality": "Superior",
                              "battleGroupBases": 14, "inCloseCombat": true})"));
        const QJsonObject odds = run(QStringLiteral("shooting"), in);
        QCOMPARE(roll(odds, 0)[QStringLiteral("dice")].toInt(), 4);
        QCOMPARE(roll(odds, 0)[QStringLiteral("poa")].toInt(), -1);
        QCOMPARE(roll(odds, 0)[QStringLiteral("scoreToHit")].toInt(), 5);
        QCOMPARE(odds[QStringLiteral("facts")][QStringLiteral("hitsFrom")].toString(),
                 QStringLiteral("shootingMainlyFirearms"));
        const QJsonObject out =
            run(QStringLiteral("shooting"), in, object(R"({"dutch2": [6, 5, 2, 1]})"));
        QCOMPARE(out[QStringLiteral("result")][QStringLiteral("hits")].toInt(), 2);
        QCOMPARE(out[QStringLiteral("result")][QStringLiteral("cohesionTest")].toBool(), false);
        QCOMPARE(out[QStringLiteral("result")][QStringLiteral("deathRoll")].toBool(), true);
        // 4 dice needing 5, no re-rolls: P(at least 5 hits of 14 bases) = 0; P(2 hits) = 6 *
        // (1/3)^2 (2/3)^2.
        QCOMPARE(exact(odds, QStringLiteral("Spanish tercio tests cohesion")), QStringLiteral("0"));
    }

    // "The Spanish are also on a - POA because their battle group is in close combat. They roll a
    // 1, but re-roll it as a 6, which is a hit. This is not enough to trigger a cohesion test on
    // the Dutch"
    void exampleSpanishReply()
    {
        const QJsonObject in = shootingAt(QStringLiteral(
            R"({"key": "spanish", "quality": "Superior", "troopType": "Medium Foot", "weapon": "Arquebus",
                                                            "ranks": [1], "range": "short", "inCloseCombat": true})"));
        const QJsonObject out = run(QStringLiteral("shooting"), in,
                                    object(R"({"spanish": {"faces": [1], "rerolls": [6]}})"));
        QCOMPARE(roll(out, 0)[QStringLiteral("scoreToHit")].toInt(), 5);
        QCOMPARE(out[QStringLiteral("result")][QStringLiteral("hits")].toInt(), 1);
        QCOMPARE(out[QStringLiteral("result")][QStringLiteral("cohesionTest")].toBool(), false);
        // 1 superior die needing 5: 2/6 + 1/6 * 2/6 (a 1 re-rolled) = 14/36.
        QCOMPARE(out[QStringLiteral("distributions")][0][QStringLiteral("outcomes")][1]
                    [QStringLiteral("exact")]
                        .toString(),
                 QStringLiteral("7/18"));
    }

    void dice_data()
    {
        QTest::addColumn<QString>("shooter");
        QTest::addColumn<int>("dice");
        QTest::newRow("artillery: 1 dice per base at short or long range")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Artillery", "ranks": [2], "range": "long"})"
            << 2;
        QTest::newRow("regimental gun: 1 dice per marker")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [2], "regimentalGun": true, "range": "short"})"
            << 3;
        QTest::newRow("dragoons: 1 dice per 2 front rank bases at long range")
            << R"({"key": "s", "quality": "Average", "troopType": "Dragoons", "weapon": "Musket", "ranks": [4], "range": "long"})"
            << 2;
        QTest::newRow("dragoons: 1 dice per front rank base at short range")
            << R"({"key": "s", "quality": "Average", "troopType": "Dragoons", "weapon": "Musket", "ranks": [3], "range": "short"})"
            << 3;
        QTest::newRow("musket*: 1 per base of 1st rank, 1 per 2 of 2nd rank at short range")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket*", "ranks": [3, 3], "range": "short"})"
            << 4;
        QTest::newRow("musket*: 1 per 2 bases at long range")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket*", "ranks": [3, 3], "range": "long"})"
            << 3;
        QTest::newRow("mounted carbine: as musket*")
            << R"({"key": "s", "quality": "Average", "troopType": "Horse", "weapon": "Carbine", "ranks": [2, 2], "range": "short"})"
            << 3;
        QTest::newRow("horse with pistol: 1 per base of 1st rank, 1 per 2 of 2nd and 3rd")
            << R"({"key": "s", "quality": "Average", "troopType": "Horse", "weapon": "Pistol", "ranks": [2, 2, 2], "range": "short"})"
            << 4;
        QTest::newRow("salvo: 1 per 2 bases at short or long range")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Salvo", "ranks": [3, 3], "range": "long"})"
            << 3;
        QTest::newRow("other foot with musket: 1 per base at short range")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [3, 3], "range": "short"})"
            << 6;
        QTest::newRow("other foot with musket: 1 per 2 bases at long range")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [3, 3], "range": "long"})"
            << 3;
        QTest::newRow("range from distance: 5 MU is long for musket")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [2, 2], "distanceMU": 5})"
            << 2;
        QTest::newRow("DISRUPTED lose 1 dice per 3 including the regimental gun")
            << R"({"key": "s", "quality": "Average", "cohesion": "Disrupted", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [2], "regimentalGun": true, "range": "short"})"
            << 2;
        QTest::newRow("FRAGMENTED lose 1 dice per 2")
            << R"({"key": "s", "quality": "Average", "cohesion": "Fragmented", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [3, 2], "range": "short"})"
            << 3;
        // FoGR, Allocating Combat Dice: "add the total number of bases to which a '1 dice per x
        // bases' rule applies before calculating the number of dice to roll".
        QTest::newRow("two battle groups' odd bases make a die together")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [3], "range": "long"},
                  {"key": "t", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [3], "range": "long"})"
            << 3;
    }

    void dice()
    {
        QFETCH(QString, shooter);
        QFETCH(int, dice);
        const QJsonObject out = run(QStringLiteral("shooting"), shootingAt(shooter));
        QCOMPARE(out[QStringLiteral("facts")][QStringLiteral("dice")].toInt(), dice);
    }

    // "A dice that is made up from bases from more than one battle group with different POAs rolls
    // at the worst POA applicable ... of different qualities re-rolls as the worst quality".
    void combinedDieRollsAtWorst()
    {
        const QJsonObject out = run(
            QStringLiteral("shooting"),
            shootingAt(QStringLiteral(
                R"({"key": "s", "quality": "Elite", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [1], "range": "long", "poa": 1},
               {"key": "t", "quality": "Poor", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [1], "range": "long", "poa": -1})")));
        QCOMPARE(roll(out, 2)[QStringLiteral("roll")].toString(), QStringLiteral("s+t"));
        QCOMPARE(roll(out, 2)[QStringLiteral("dice")].toInt(), 1);
        QCOMPARE(roll(out, 2)[QStringLiteral("poa")].toInt(), -1);
        QCOMPARE(roll(out, 2)[QStringLiteral("quality")].toString(), QStringLiteral("Poor"));
        QCOMPARE(roll(out, 0)[QStringLiteral("dice")].toInt(), 0);
    }

    // Shooting POAs: "Any mounted troops: - if shooting with musket ..." against a 2-dice pool,
    // with the hits enumerated: each die hits on 5 or 6.
    void mountedTargetAgainstFirearms()
    {
        const QJsonObject out = run(
            QStringLiteral("shooting"),
            shootingAt(
                QStringLiteral(
                    R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [2], "range": "short"})"),
                QStringLiteral(
                    R"({"troopType": "Horse", "armour": "Armoured", "quality": "Average", "battleGroupBases": 4})")));
        QCOMPARE(roll(out, 0)[QStringLiteral("poa")].toInt(), -1);
        const QJsonArray hits =
            out[QStringLiteral("distributions")][0][QStringLiteral("outcomes")].toArray();
        QCOMPARE(hits[0][QStringLiteral("exact")].toString(), QStringLiteral("4/9")); // 16/36
        QCOMPARE(hits[1][QStringLiteral("exact")].toString(), QStringLiteral("4/9")); // 2*2*4/36
        QCOMPARE(hits[2][QStringLiteral("exact")].toString(), QStringLiteral("1/9")); // 4/36
    }

    // FoGR, Cohesion Tests: "Test a battle group after all shooting dice have been rolled if it
    // suffered either of the following. If both apply, this does not count as more than 1 reason
    // to test. At least 1 shooting hit per 3 bases (1 HP3B) ... At least 2 shooting hits from
    // artillery and it is warriors." The chances against enumeration of every die: the 4
    // shooting dice, the cohesion test (2 dice, -1 "shot at by artillery", 7 to pass) and the
    // death roll (1 die, no +2: the shooting is all by artillery and firearms).
    void warriorsTestAfterTwoArtilleryHits()
    {
        const QJsonObject out =
            run(QStringLiteral("shooting"), shootingAt(QString::fromLatin1(kArtilleryAndMuskets),
                                                       QString::fromLatin1(kWarriors)));
        std::map<QString, long long> after;
        long long tests = 0;
        for (int d = 0; d < 6 * 6 * 6 * 6; ++d) {
            const int guns = (d % 6 + 1 >= 4) + (d / 6 % 6 + 1 >= 4),
                      shot = (d / 36 % 6 + 1 >= 4) + (d / 216 + 1 >= 4);
            const int hits = guns + shot;
            const bool test = 3 * hits >= 9 || guns >= 2;
            tests += test ? 36 * 6 : 0;
            for (int c = 0; c < 36; ++c) {
                const bool drops = test && c % 6 + 1 + c / 6 + 1 - 1 < 7;
                for (int death = 1; death <= 6; ++death) {
                    const bool lose = death <= hits;
                    after[QStringLiteral("W after the shooting: %1, %2")
                              .arg(drops ? QStringLiteral("DISRUPTED") : QStringLiteral("STEADY"),
                                   lose ? QStringLiteral("loses 1 base")
                                        : QStringLiteral("no base lost"))] += 1;
                }
            }
        }
        const long long total = 6 * 6 * 6 * 6 * 36 * 6;
        QCOMPARE(exact(out, QStringLiteral("W tests cohesion")), fraction(tests, total));
        QCOMPARE(exact(out, QStringLiteral("W does not test")), fraction(total - tests, total));
        for (const auto &[label, w] : after)
            QCOMPARE(exact(out, label), fraction(w, total));
        qsizetype afterOutcomes = 0;
        for (const QJsonValue &o : out[QStringLiteral("outcomes")].toArray())
            afterOutcomes +=
                o[QStringLiteral("group")].toString() == QStringLiteral("W after the shooting");
        QCOMPARE(std::size_t(afterOutcomes), after.size());

        // 2 hits, both from the guns: fewer than 1 per 3 bases, but warriors test.
        const QJsonObject rolled = run(
            QStringLiteral("shooting"),
            shootingAt(QString::fromLatin1(kArtilleryAndMuskets), QString::fromLatin1(kWarriors)),
            object(R"({"guns": [5, 6], "shot": [1, 2]})"));
        QCOMPARE(rolled[QStringLiteral("result")][QStringLiteral("hits")].toInt(), 2);
        QCOMPARE(rolled[QStringLiteral("result")][QStringLiteral("hitsFromArtillery")].toInt(), 2);
        QCOMPARE(rolled[QStringLiteral("result")][QStringLiteral("cohesionTest")].toBool(), true);
        // 2 hits, one from the guns: no test.
        const QJsonObject spread = run(
            QStringLiteral("shooting"),
            shootingAt(QString::fromLatin1(kArtilleryAndMuskets), QString::fromLatin1(kWarriors)),
            object(R"({"guns": [5, 1], "shot": [6, 2]})"));
        QCOMPARE(spread[QStringLiteral("result")][QStringLiteral("cohesionTest")].toBool(), false);
    }

    // The tests the dice call for come with the result, filled in as the procedures take them, so
    // the resolver opens them as after a melee: the book's Dutch volley "does trigger a death roll"
    // and no cohesion test; the warriors' 2 hits from the guns a cohesion test for shooting.
    void resultCallsForItsTests()
    {
        const QJsonObject dutch = run(
            QStringLiteral("shooting"),
            shootingAt(
                QStringLiteral(
                    R"({"key": "dutch2", "quality": "Average", "troopType": "Medium Foot", "weapon": "Arquebus", "ranks": [2, 2], "range": "short"})"),
                QStringLiteral(
                    R"({"key": "spanish", "battleGroup": "sp1", "name": "Spanish tercio", "troopType": "Medium Foot", "armour": "Unarmoured",
                        "quality": "Superior", "battleGroupBases": 14, "inCloseCombat": true})")),
            object(R"({"dutch2": [6, 5, 2, 1]})"));
        const QJsonArray dutchCalls = dutch[QStringLiteral("followUps")].toArray();
        QCOMPARE(dutchCalls.size(), 1);
        const QJsonObject death = dutchCalls[0].toObject();
        QCOMPARE(death[QStringLiteral("procedure")].toString(), QStringLiteral("death-roll"));
        QCOMPARE(death[QStringLiteral("input")].toObject(),
                 object(R"({"battleGroup": "sp1", "name": "Spanish tercio", "hits": 2,
                            "from": "shootingMainlyFirearms", "startedWithTwoBases": false, "bases": 14})"));
        run(QStringLiteral("death-roll"), death[QStringLiteral("input")].toObject());

        const QJsonObject rolled = run(
            QStringLiteral("shooting"),
            shootingAt(QString::fromLatin1(kArtilleryAndMuskets), QString::fromLatin1(kWarriors)),
            object(R"({"guns": [5, 6], "shot": [1, 2]})"));
        const QJsonArray calls = rolled[QStringLiteral("followUps")].toArray();
        QCOMPARE(calls.size(), 2);
        const QJsonObject test = calls[0].toObject();
        QCOMPARE(test[QStringLiteral("procedure")].toString(), QStringLiteral("cohesion-test"));
        const QJsonObject facts = test[QStringLiteral("input")].toObject();
        QCOMPARE(facts[QStringLiteral("name")].toString(), QStringLiteral("W"));
        QCOMPARE(facts[QStringLiteral("reason")].toString(), QStringLiteral("shooting"));
        QCOMPARE(facts[QStringLiteral("quality")].toString(), QStringLiteral("Average"));
        QCOMPARE(facts[QStringLiteral("hp2bFromShooting")].toBool(), false); // 2 hits, 9 bases
        // FoGR, Battle Group Deterioration, The Test: -1 when shot at by artillery.
        QCOMPARE(facts[QStringLiteral("enemyType")].toString(), QStringLiteral("shotAtByArtillery"));
        const QJsonObject tested = run(QStringLiteral("cohesion-test"), facts, object(R"({"cohesion": [3, 4]})"));
        QVERIFY(!tested[QStringLiteral("result")].toObject().isEmpty());
        QCOMPARE(calls[1].toObject()[QStringLiteral("procedure")].toString(),
                 QStringLiteral("death-roll"));

        // 2 hits, one from the guns: no cohesion test is called for.
        const QJsonObject spread = run(
            QStringLiteral("shooting"),
            shootingAt(QString::fromLatin1(kArtilleryAndMuskets), QString::fromLatin1(kWarriors)),
            object(R"({"guns": [5, 1], "shot": [6, 2]})"));
        for (const QJsonValue &call : spread[QStringLiteral("followUps")].toArray())
            QVERIFY(call[QStringLiteral("procedure")].toString() != QStringLiteral("cohesion-test"));
    }

    // The shooting POA table is cut after 'Fully armoured foot': a heavily armoured nearest rank
    // stops the derivation with the missing value named (shootingPoa.armourRows), as every
    // missing row does; a typed net POA goes on.
    void heavilyArmouredTargetNamesTheMissingRows()
    {
        const QString shooter = QStringLiteral(
            R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [2], "range": "short"%1})");
        const QString target = QStringLiteral(
            R"({"troopType": "Heavy Foot", "armour": "Heavily Armoured", "quality": "Average", "battleGroupBases": 6})");
        try {
            run(QStringLiteral("shooting"), shootingAt(shooter.arg(QString()), target));
            QFAIL("no error");
        } catch (const adjutant::rulesets::MissingRuleValue &error) {
            const QString what = QString::fromUtf8(error.what());
            QVERIFY2(what.startsWith(QStringLiteral(
                         "input.shooters[0]: the target's nearest rank is heavily armoured")),
                     qPrintable(what));
            QVERIFY2(what.contains(QStringLiteral("shootingPoa.armourRows")), qPrintable(what));
        }
        const QJsonObject typed =
            run(QStringLiteral("shooting"),
                shootingAt(shooter.arg(QStringLiteral(R"(, "poa": -1)")), target));
        QCOMPARE(roll(typed, 0)[QStringLiteral("poaFrom")].toString(), QStringLiteral("typed"));
        // Armour not given: derived without the armour rows, and the result says so.
        const QJsonObject unknown = run(
            QStringLiteral("shooting"),
            shootingAt(
                shooter.arg(QString()),
                QStringLiteral(
                    R"({"troopType": "Heavy Foot", "quality": "Average", "battleGroupBases": 6})")));
        QVERIFY(unknown[QStringLiteral("notes")].toArray().contains(
            QStringLiteral("Armour not given: the shooting POAs by the armour of the target's "
                           "nearest rank were not checked "
                           "(FoGR: Shooting POAs).")));
    }

    // FoGR, Battle Groups: "Each battle group consists of from two to sixteen bases"; the shooters
    // at one target are bounded by Adjutant (shootingDice.shootersAtOneTargetMost, interpreted).
    // Refused at once, naming the field.
    void impossibleVolleysAreRefusedAtOnce_data()
    {
        QTest::addColumn<QString>("shooters");
        QTest::addColumn<QString>("target");
        QTest::addColumn<QString>("message");
        const QString musket = QStringLiteral(
            R"({"key": "s%1", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [2], "range": "short"})");
        const QString target = QStringLiteral(
            R"({"troopType": "Medium Foot", "armour": "Unarmoured", "quality": "Average", "battleGroupBases": %1})");
        QTest::newRow("20 bases shooting from one battle group")
            << QStringLiteral(
                   R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [10, 10], "range": "short"})")
            << target.arg(6)
            << "input.shooters[0].ranks: 20 bases shoot, but a battle group has at most 16 bases "
               "(FoGR: Battle Groups)";
        QTest::newRow("a target of 17 bases")
            << musket.arg(0) << target.arg(17)
            << "input.target.battleGroupBases: 17 bases: a battle group has at most 16";
        QStringList many;
        for (int i = 0; i < 6000; ++i)
            many << musket.arg(i);
        QTest::newRow("6,000 battle groups shooting")
            << many.join(QLatin1Char(',')) << target.arg(6)
            << "input.shooters: 6000 battle groups: Adjutant takes at most 32 shooting at one "
               "target";
    }
    void impossibleVolleysAreRefusedAtOnce()
    {
        QFETCH(QString, shooters);
        QFETCH(QString, target);
        QFETCH(QString, message);
        const QJsonObject input = shootingAt(shooters, target);
        QElapsedTimer timer;
        timer.start();
        try {
            run(QStringLiteral("shooting"), input);
            QFAIL("no error");
        } catch (const adjutant::core::Error &error) {
            QVERIFY2(error.message().startsWith(message), qPrintable(error.message()));
        }
        QVERIFY2(timer.elapsed() < 1000, qPrintable(QString::number(timer.elapsed())));
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("shooter");
        QTest::addColumn<QString>("message");
        QTest::newRow("arquebus has no long range")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Arquebus", "ranks": [2], "range": "long"})"
            << "input.shooters[0].range: Arquebus has no long range";
        QTest::newRow("out of range")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Arquebus", "ranks": [2], "distanceMU": 4})"
            << "input.shooters[0].distanceMU: 4 MU is out of range for Arquebus";
        QTest::newRow("only 2 ranks shoot")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [2, 2, 2], "range": "short"})"
            << "input.shooters[0].ranks: only 2 rank(s) shoot";
        QTest::newRow("negative bases")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [-1], "range": "short"})"
            << "input.shooters[0].ranks[0]";
        QTest::newRow("typed POA out of range")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Musket", "ranks": [2], "range": "short", "poa": -3})"
            << "input.shooters[0].poa: a net POA is a whole number from -2";
        QTest::newRow("light foot row is missing")
            << R"({"key": "s", "quality": "Average", "troopType": "Light Foot", "weapon": "Musket", "ranks": [2], "range": "short"})"
            << "input.shooters[0]: the shooting dice row \"otherShooting\"";
        QTest::newRow("unknown weapon")
            << R"({"key": "s", "quality": "Average", "troopType": "Medium Foot", "weapon": "Rifle", "ranks": [2], "range": "short"})"
            << "input.shooters[0].weapon";
    }

    void badInput()
    {
        QFETCH(QString, shooter);
        QFETCH(QString, message);
        try {
            run(QStringLiteral("shooting"), shootingAt(shooter));
            QFAIL("no error");
        } catch (const std::exception &error) {
            const QString what = QString::fromUtf8(error.what());
            if (!what.contains(message))
                QFAIL(qPrintable(what));
        }
    }
};

QTEST_GUILESS_MAIN(TestShooting)
#include "tst_shooting.moc"
