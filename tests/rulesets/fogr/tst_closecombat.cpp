// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR impact and melee (rulesets/fogr/closecombat.cpp): the book's Example of Combat as golden
// tests, and exact chances against brute-force enumeration (bad input: tst_closecombatrefusals).
#include "fogrtesting.h"

#include "rulesets/common/diceerror.h"
#include "rulesets/missingrulevalue.h"

#include <QTest>

#include <map>

using namespace fogrtesting;

namespace {

QJsonObject example(const QString &procedure)
{
    return fogr().exampleInput(procedure);
}

QJsonObject group(const QJsonObject &output, int side, int index)
{
    return output[QStringLiteral("facts")][QStringLiteral("sides")][side][QStringLiteral("groups")]
                 [index]
                     .toObject();
}

QJsonObject sideResult(const QJsonObject &output, int side)
{
    return output[QStringLiteral("result")][QStringLiteral("sides")][side].toObject();
}

QString distributionExact(const QJsonObject &output, const QString &name, int outcome)
{
    for (const QJsonValue &d : output[QStringLiteral("distributions")].toArray()) {
        if (d[QStringLiteral("name")].toString() != name)
            continue;
        for (const QJsonValue &o : d[QStringLiteral("outcomes")].toArray()) {
            if (o[QStringLiteral("outcome")].toInt() == outcome)
                return o[QStringLiteral("exact")].toString();
        }
        return QStringLiteral("0");
    }
    return QStringLiteral("absent");
}

// Brute force: every face (and re-roll) of one die needing `score`, re-rolling a miss on `rerolls`
// faces, as weights out of 36 (a die counts as rolled twice).
struct Frac
{
    long long num = 0, den = 1;
};
long long gcd(long long a, long long b)
{
    return b == 0 ? (a < 0 ? -a : a) : gcd(b, a % b);
}
QString text(long long num, long long den)
{
    if (num == 0)
        return QStringLiteral("0");
    const long long g = gcd(num, den);
    return den / g == 1 ? QString::number(num / g)
                        : QStringLiteral("%1/%2").arg(num / g).arg(den / g);
}

// Distribution of hits of dice needing `scores` (one entry per die), re-rolling misses showing a
// face in `rerolls`: weights out of 36^n.
std::map<int, long long> bruteHits(const std::vector<int> &scores, const std::vector<int> &rerolls)
{
    std::map<int, long long> weights{{0, 1}};
    for (int score : scores) {
        std::map<int, long long> next;
        for (const auto &[h, w] : weights) {
            for (int face = 1; face <= 6; ++face) {
                const bool reroll = face < score && std::find(rerolls.begin(), rerolls.end(),
                                                              face) != rerolls.end();
                for (int second = 1; second <= 6; ++second) {
                    const int counts =
                        reroll ? std::max(face, second) : face; // 1s, 2s, 3s never go down
                    next[h + (counts >= score ? 1 : 0)] += w;
                }
            }
        }
        weights = next;
    }
    return weights;
}

long long power(long long b, int e)
{
    long long r = 1;
    while (e-- > 0)
        r *= b;
    return r;
}

// The follow-up of A in a small impact, enumerated: A and B each roll 2 dice needing 4; A has 2
// bases (HP3B at 1 hit), B 4. If A loses it tests cohesion (2 dice, 7 to pass, 3-6 drop one, 2 or
// less drop two if 2 more hits received) with `enemyType` added; every side takes its death roll
// (1 die, a base lost unless it exceeds the hits; +2 if won or drew). Weights out of 6^4 * 36 * 6.
std::map<QString, long long> smallImpactFollowUpOfA(int enemyType)
{
    std::map<QString, long long> weights;
    for (int d = 0; d < 6 * 6 * 6 * 6; ++d) {
        const int f[4] = {d % 6 + 1, d / 6 % 6 + 1, d / 36 % 6 + 1, d / 216 + 1};
        const int byA = (f[0] >= 4) + (f[1] >= 4), byB = (f[2] >= 4) + (f[3] >= 4);
        const bool lost = byB > byA;
        const int modifier = (lost && byB * 3 >= 2 ? -1 : 0) + (lost && byB - byA >= 2 ? -1 : 0) +
                             (lost ? enemyType : 0);
        for (int c = 0; c < 36; ++c) {
            const int score = c % 6 + 1 + c / 6 + 1 + modifier;
            const int drop = !lost || score >= 7 ? 0 : (score <= 2 && byB - byA >= 2 ? 2 : 1);
            for (int death = 1; death <= 6; ++death) {
                // 2 bases: a second roll needs more than 6 hits, impossible here.
                const int lose = byB > 0 && death + (lost ? 0 : 2) <= byB ? 1 : 0;
                const QString level = drop == 0   ? QStringLiteral("STEADY")
                                      : drop == 1 ? QStringLiteral("DISRUPTED")
                                                  : QStringLiteral("FRAGMENTED");
                weights[QStringLiteral("A after the combat: %1, %2")
                            .arg(level, lose ? QStringLiteral("loses 1 base")
                                             : QStringLiteral("no base lost"))] += 1;
            }
        }
    }
    return weights;
}

constexpr long long kSmallImpactTotal = 6 * 6 * 6 * 6 * 36 * 6;

// A (2 bases) against B (4 bases), one base each fighting at a typed POA of 0: `a` and `b` are
// more facts of each side.
QJsonObject smallImpact(const QString &a, const QString &b)
{
    return QJsonDocument::fromJson(QStringLiteral(R"({"sides": [
          {"key": "a", "name": "A", "quality": "Average", "battleGroupBases": 2, %1, "groups": [{"frontBases": 1, "poa": 0}]},
          {"key": "b", "name": "B", "quality": "Average", "battleGroupBases": 4, %2, "groups": [{"frontBases": 1, "poa": 0}]}]})")
                                       .arg(a, b)
                                       .toUtf8())
        .object();
}

QString sideFact(const QJsonObject &output, int side, const char *key)
{
    return output[QStringLiteral("facts")][QStringLiteral("sides")][side][QLatin1String(key)]
        .toString();
}

} // namespace

class TestCloseCombat : public QObject
{
    Q_OBJECT

private slots:
    // FoGR, An Example of Combat, Impact and Shooting Dice Rolls: "It is 6 dice for the Dutch
    // versus 6 dice for the Spanish ... The Dutch have 4 dice at - POA, needing 5 or higher to hit,
    // and 2 dice at 0 POA, needing 4 or higher to hit. The Spanish have 4 dice at + POA and 2 dice
    // at 0 POA. All 6 need 4 or higher to hit. The Spanish are Superior and will re-roll any scores
    // of 1."
    void impactExampleDiceAndScores()
    {
        const QJsonObject out = run(QStringLiteral("impact"), example(QStringLiteral("impact")));
        QCOMPARE(group(out, 0, 0)[QStringLiteral("dice")].toInt(), 4);
        QCOMPARE(group(out, 0, 0)[QStringLiteral("poa")].toInt(), 1);
        QCOMPARE(group(out, 0, 0)[QStringLiteral("scoreToHit")].toInt(), 4);
        QCOMPARE(group(out, 0, 0)[QStringLiteral("poaFrom")].toString(), QStringLiteral("derived"));
        QCOMPARE(group(out, 0, 1)[QStringLiteral("dice")].toInt(), 2);
        QCOMPARE(group(out, 0, 1)[QStringLiteral("poa")].toInt(), 0);
        QCOMPARE(group(out, 0, 1)[QStringLiteral("scoreToHit")].toInt(), 4);
        QCOMPARE(group(out, 1, 0)[QStringLiteral("dice")].toInt(), 4);
        QCOMPARE(group(out, 1, 0)[QStringLiteral("poa")].toInt(), -1);
        QCOMPARE(group(out, 1, 0)[QStringLiteral("scoreToHit")].toInt(), 5);
        QCOMPARE(group(out, 1, 1)[QStringLiteral("dice")].toInt(), 2);
        QCOMPARE(group(out, 1, 1)[QStringLiteral("scoreToHit")].toInt(), 4);
        QCOMPARE(out[QStringLiteral("facts")][QStringLiteral("sides")][0][QStringLiteral("rerolls")]
                     .toString(),
                 QStringLiteral("can re-roll 1s"));
        QCOMPARE(out[QStringLiteral("facts")][QStringLiteral("basesFightingEachSide")].toInt(), 3);
    }

    // "The Dutch roll 4 blue dice needing 5 or higher scoring 6, 5, 3, and 1, and 2 black dice
    // needing 4 or higher scoring 3 and 2 ... 2 hits ... The Spanish roll 6 white dice all needing
    // 4 or higher scoring 6, 4, 3, 2, 1 and 1 ... They roll 5 and 1 ... a total of 3 ... The Dutch
    // have lost the impact phase combat."
    void impactExampleTypedDice()
    {
        const QJsonObject out = run(
            QStringLiteral("impact"), example(QStringLiteral("impact")),
            object(R"({"spanish.0": [6, 4, 3, 2], "spanish.1": {"faces": [1, 1], "rerolls": [5, 1]},
                                               "dutch.0": [6, 5, 3, 1], "dutch.1": [3, 2]})"));
        QCOMPARE(sideResult(out, 0)[QStringLiteral("hitsInflicted")].toInt(), 3);
        QCOMPARE(sideResult(out, 1)[QStringLiteral("hitsInflicted")].toInt(), 2);
        QCOMPARE(sideResult(out, 1)[QStringLiteral("lost")].toBool(), true);
        QCOMPARE(sideResult(out, 0)[QStringLiteral("lost")].toBool(), false);
        // "the only modifier is -1 for suffering >= 1 hit per 3 bases"
        QCOMPARE(sideResult(out, 1)[QStringLiteral("hp3bFromCloseCombat")].toBool(), true);
        QCOMPARE(sideResult(out, 1)[QStringLiteral("twoMoreHitsReceived")].toBool(), false);
        // The Dutch are armoured heavy foot pike and medium foot arquebusiers: a mixed battle
        // group tests as heavy foot (FoGR, The Test, Mixed battle groups), so losing to the
        // heavy foot tercio in the open gives no -1.
        QCOMPARE(sideResult(out, 1)[QStringLiteral("cohesionTestEnemyType")].toString(),
                 QStringLiteral("none"));
        QCOMPARE(sideResult(out, 1)[QStringLiteral("deathRoll")][QStringLiteral("from")].toString(),
                 QStringLiteral("closeCombatLost"));
        QCOMPARE(sideResult(out, 0)[QStringLiteral("deathRoll")][QStringLiteral("from")].toString(),
                 QStringLiteral("closeCombatWonOrDrew"));
        QCOMPARE(out[QStringLiteral("result")][QStringLiteral("losers")].toArray().size(), 1);
        QVERIFY(
            out[QStringLiteral("summary")].toString().contains(QStringLiteral("Dutch foot lost")));
    }

    // The hit distributions of the example against brute-force enumeration of every die.
    void impactExampleDistributionsMatchBruteForce()
    {
        const QJsonObject out = run(QStringLiteral("impact"), example(QStringLiteral("impact")));
        const auto spanish = bruteHits({4, 4, 4, 4, 4, 4}, {1});
        const auto dutch = bruteHits({5, 5, 5, 5, 4, 4}, {});
        const long long total = power(36, 6);
        for (int h = 0; h <= 6; ++h) {
            QCOMPARE(distributionExact(out, QStringLiteral("Spanish tercio hits inflicted"), h),
                     text(spanish.count(h) ? spanish.at(h) : 0, total));
            QCOMPARE(distributionExact(out, QStringLiteral("Dutch foot hits inflicted"), h),
                     text(dutch.count(h) ? dutch.at(h) : 0, total));
        }
        long long dutchLoses = 0, draw = 0;
        for (const auto &[s, ws] : spanish) {
            for (const auto &[d, wd] : dutch) {
                if (s > d)
                    dutchLoses += ws * wd; // fits: 36^12 < 2^63
                else if (s == d)
                    draw += ws * wd;
            }
        }
        QCOMPARE(exact(out, QStringLiteral("Dutch foot loses")), text(dutchLoses, total * total));
        QCOMPARE(exact(out, QStringLiteral("Draw")), text(draw, total * total));
    }

    // FoGR, Melee Dice Rolls: "The Spanish overlap the Dutch on one side and get 7 dice ... [the
    // Dutch] are DISRUPTED and lose 1 dice per 3, ending up with 4 dice ... lose 1 of the 3 dice
    // requiring 5 or higher. So the Dutch throw 2 blue dice requiring 5 or higher, and 2 black dice
    // requiring 4 or higher ... the Spanish get 3 dice at 0 POA and 4 dice at + POA."
    void meleeExampleDiceAndScores()
    {
        const QJsonObject out = run(QStringLiteral("melee"), example(QStringLiteral("melee")));
        QCOMPARE(group(out, 0, 0)[QStringLiteral("dice")].toInt(), 4);
        QCOMPARE(group(out, 0, 0)[QStringLiteral("poa")].toInt(), 1);
        QCOMPARE(group(out, 0, 1)[QStringLiteral("dice")].toInt(), 3);
        QCOMPARE(group(out, 0, 1)[QStringLiteral("poa")].toInt(), 0);
        QCOMPARE(group(out, 1, 0)[QStringLiteral("diceBeforeReductions")].toInt(), 2);
        QCOMPARE(group(out, 1, 0)[QStringLiteral("dice")].toInt(), 2);
        QCOMPARE(group(out, 1, 0)[QStringLiteral("scoreToHit")].toInt(), 4);
        QCOMPARE(group(out, 1, 1)[QStringLiteral("diceBeforeReductions")].toInt(), 3);
        QCOMPARE(group(out, 1, 1)[QStringLiteral("diceLost")].toInt(), 1);
        QCOMPARE(group(out, 1, 1)[QStringLiteral("dice")].toInt(), 2);
        QCOMPARE(group(out, 1, 1)[QStringLiteral("scoreToHit")].toInt(), 5);
    }

    // "The Dutch roll 2 blue dice needing 5 or higher scoring 5 and 5, and 2 black dice needing 4
    // or higher scoring 5 and 2, which gives 3 hits. The Spanish ... 6, 6, 6, 4, 3, 2 and 1 ...
    // re-roll the 1 and get a 5, to make a total of 5 hits. The Dutch have lost ... by 5 hits to 3
    // ... -1 as 5 hits is more than 1 per 3 bases, a second -1 as they lost the melee by 2 or more
    // hits"
    void meleeExampleTypedDice()
    {
        const QJsonObject out = run(
            QStringLiteral("melee"), example(QStringLiteral("melee")),
            object(R"({"spanish.0": [6, 6, 6, 4], "spanish.1": {"faces": [3, 2, 1], "rerolls": [5]},
                                               "dutch.0": [5, 2], "dutch.1": [5, 5]})"));
        QCOMPARE(sideResult(out, 0)[QStringLiteral("hitsInflicted")].toInt(), 5);
        QCOMPARE(sideResult(out, 1)[QStringLiteral("hitsInflicted")].toInt(), 3);
        QCOMPARE(sideResult(out, 1)[QStringLiteral("lost")].toBool(), true);
        QCOMPARE(sideResult(out, 1)[QStringLiteral("hp3bFromCloseCombat")].toBool(), true);
        QCOMPARE(sideResult(out, 1)[QStringLiteral("twoMoreHitsReceived")].toBool(), true);
        QCOMPARE(sideResult(out, 0)[QStringLiteral("hitsReceived")].toInt(), 3);
    }

    // What the book's melee calls for, with its facts: "The Dutch must now take a cohesion test.
    // They lost by 5 hits to 3 ... a net -3 ... They roll 2 and 4 ... They are now FRAGMENTED";
    // "The death roll. The Dutch took five hits ... The Spanish suffered 3 hits, but get +2 on
    // their roll as they did not lose the combat, so need to roll a 2 to pass."
    void meleeExampleCallsForTheBooksFollowUps()
    {
        const QJsonObject out = run(
            QStringLiteral("melee"), example(QStringLiteral("melee")),
            object(R"({"spanish.0": [6, 6, 6, 4], "spanish.1": {"faces": [3, 2, 1], "rerolls": [5]},
                                               "dutch.0": [5, 2], "dutch.1": [5, 5]})"));
        const QJsonArray followUps = out[QStringLiteral("followUps")].toArray();
        QStringList called;
        for (const QJsonValue &f : followUps)
            called << f[QStringLiteral("procedure")].toString() + QLatin1Char(' ') +
                          f[QStringLiteral("input")][QStringLiteral("name")].toString();
        QCOMPARE(called, QStringList({QStringLiteral("cohesion-test Dutch foot"),
                                      QStringLiteral("death-roll Spanish tercio"),
                                      QStringLiteral("death-roll Dutch foot")}));

        const QJsonObject test = followUps[0][QStringLiteral("input")].toObject();
        QCOMPARE(test[QStringLiteral("reason")].toString(), QStringLiteral("closeCombat"));
        QCOMPARE(test[QStringLiteral("hitsReceived")].toInt(), 5);
        QCOMPARE(test[QStringLiteral("hitsInflicted")].toInt(), 3);
        QCOMPARE(test[QStringLiteral("hp3bFromCloseCombat")].toBool(), true);
        QCOMPARE(test[QStringLiteral("cohesion")].toString(), QStringLiteral("Disrupted"));
        const QJsonObject tested =
            run(QStringLiteral("cohesion-test"), test, object(R"({"cohesion": [2, 4]})"));
        QCOMPARE(modifierTotal(tested), -3);
        QCOMPARE(tested[QStringLiteral("result")][QStringLiteral("score")].toInt(), 3);
        QCOMPARE(tested[QStringLiteral("result")][QStringLiteral("cohesion")].toString(),
                 QStringLiteral("Fragmented"));
        // The same odds as the book's cohesion test typed by hand.
        QCOMPARE(run(QStringLiteral("cohesion-test"), test)[QStringLiteral("outcomes")],
                 run(QStringLiteral("cohesion-test"),
                     example(QStringLiteral("cohesion-test")))[QStringLiteral("outcomes")]);

        const QJsonObject spanish = followUps[1][QStringLiteral("input")].toObject();
        QCOMPARE(spanish[QStringLiteral("hits")].toInt(), 3);
        QCOMPARE(spanish[QStringLiteral("from")].toString(),
                 QStringLiteral("closeCombatWonOrDrew"));
        QCOMPARE(run(QStringLiteral("death-roll"), spanish,
                     object(R"({"death": [1]})"))[QStringLiteral("result")]
                     [QStringLiteral("basesLost")]
                         .toInt(),
                 1);
        const QJsonObject dutch = followUps[2][QStringLiteral("input")].toObject();
        QCOMPARE(dutch[QStringLiteral("hits")].toInt(), 5);
        QCOMPARE(dutch[QStringLiteral("from")].toString(), QStringLiteral("closeCombatLost"));
        QCOMPARE(run(QStringLiteral("death-roll"), dutch,
                     object(R"({"death": [6]})"))[QStringLiteral("result")]
                     [QStringLiteral("basesLost")]
                         .toInt(),
                 0);
    }

    // The follow-up of a small combat, against enumeration of the combat dice, the loser's
    // cohesion test (2 dice, 7 to pass, 3-6 drop one, 2 or less drop two if 2 more hits received)
    // and the death rolls (1 die, lose a base unless it exceeds the hits; +2 if won or drew).
    void followUpMatchesBruteForce()
    {
        const QJsonObject out = run(QStringLiteral("impact"),
                                    smallImpact(QStringLiteral(R"("troopType": "Medium Foot")"),
                                                QStringLiteral(R"("troopType": "Medium Foot")")));
        long long sum = 0;
        for (const auto &[label, w] : smallImpactFollowUpOfA(0)) {
            QCOMPARE(exact(out, label), text(w, kSmallImpactTotal));
            sum += w;
        }
        QCOMPARE(sum, kSmallImpactTotal);
    }

    // FoGR, The Test: "-1 ... Medium foot, warriors or dragoons testing for having lost close
    // combat even partly against mounted troops or heavy or determined foot in open terrain**",
    // derived from the troop types given: A's follow-up against enumeration with the -1, B's
    // (heavy foot losing to medium foot) without it. Elephants need no terrain: "Any troops
    // testing for having lost close combat even partly against elephants**".
    void enemyTypeDerivedFromTroopTypes_data()
    {
        QTest::addColumn<QString>("a");
        QTest::addColumn<QString>("b");
        QTest::addColumn<QString>("enemyType");
        QTest::newRow("medium foot against heavy foot in open terrain")
            << R"("troopType": "Medium Foot", "openTerrain": true)"
            << R"("troopType": "Heavy Foot", "openTerrain": true)"
            << "lostToMountedOrHeavyFootInOpen";
        QTest::newRow("warriors against determined foot in open terrain")
            << R"("troopType": "Warriors", "openTerrain": true)"
            << R"("troopType": "Determined Foot", "openTerrain": true)"
            << "lostToMountedOrHeavyFootInOpen";
        QTest::newRow("medium foot against horse in open terrain")
            << R"("troopType": "Medium Foot", "openTerrain": true)"
            << R"("troopType": "Horse", "openTerrain": true)"
            << "lostToMountedOrHeavyFootInOpen";
        QTest::newRow("medium foot against heavy foot in a wood")
            << R"("troopType": "Medium Foot", "openTerrain": false)"
            << R"("troopType": "Heavy Foot", "openTerrain": false)"
            << "none";
        QTest::newRow("heavy foot against heavy foot in open terrain")
            << R"("troopType": "Heavy Foot", "openTerrain": true)"
            << R"("troopType": "Heavy Foot", "openTerrain": true)"
            << "none";
        QTest::newRow("mixed heavy and medium foot tests as heavy foot")
            << R"("troopType": "Medium Foot", "openTerrain": true, "groups": [{"frontBases": 1, "poa": 0, "troopType": "Heavy Foot"}])"
            << R"("troopType": "Heavy Foot", "openTerrain": true)"
            << "none";
        QTest::newRow("anyone against elephants, terrain not given")
            << R"("troopType": "Heavy Foot")"
            << R"("troopType": "Elephants")"
            << "lostToElephants";
        QTest::newRow("medium foot against heavy foot, the players say none")
            << R"("troopType": "Medium Foot", "openTerrain": true, "enemyType": "none")"
            << R"("troopType": "Heavy Foot", "openTerrain": true)"
            << "none";
    }
    void enemyTypeDerivedFromTroopTypes()
    {
        QFETCH(QString, a);
        QFETCH(QString, b);
        QFETCH(QString, enemyType);
        QJsonObject input = smallImpact(a, b);
        // A side's own "groups" replace the default group.
        QJsonArray sides = input[QStringLiteral("sides")].toArray();
        const QJsonObject ownA =
            QJsonDocument::fromJson(QStringLiteral("{%1}").arg(a).toUtf8()).object();
        if (ownA.contains(QStringLiteral("groups"))) {
            QJsonObject first = sides[0].toObject();
            first[QStringLiteral("groups")] = ownA[QStringLiteral("groups")];
            sides[0] = first;
            input[QStringLiteral("sides")] = sides;
        }
        const QJsonObject out = run(QStringLiteral("impact"), input);
        QCOMPARE(sideFact(out, 0, "cohesionTestEnemyType"), enemyType);
        QCOMPARE(sideFact(out, 0, "enemyTypeFrom"), a.contains(QStringLiteral("enemyType"))
                                                        ? QStringLiteral("typed")
                                                        : QStringLiteral("derived"));
        QCOMPARE(sideFact(out, 1, "cohesionTestEnemyType"), QStringLiteral("none"));
        long long sum = 0;
        for (const auto &[label, w] :
             smallImpactFollowUpOfA(enemyType == QStringLiteral("none") ? 0 : -1)) {
            QCOMPARE(exact(out, label), text(w, kSmallImpactTotal));
            sum += w;
        }
        QCOMPARE(sum, kSmallImpactTotal);
    }

    // Whether the enemy bases are in open terrain is asked for, never assumed: the dice, the hits
    // and who loses stand; A's chances after the combat wait for the fact, and the result names
    // the field. B's, which do not depend on it, are given.
    void enemyTypeAsksForTheTerrain()
    {
        const QJsonObject out = run(QStringLiteral("impact"),
                                    smallImpact(QStringLiteral(R"("troopType": "Medium Foot")"),
                                                QStringLiteral(R"("troopType": "Heavy Foot")")));
        QCOMPARE(sideFact(out, 0, "cohesionTestEnemyType"), QStringLiteral("unknown"));
        const QString needed = QStringLiteral(
            "input.sides[0].groups[0].facing.openTerrain: needed to decide whether the cohesion "
            "test "
            "after losing takes the -1 for medium foot, warriors or dragoons lost close combat "
            "even "
            "partly against mounted troops or heavy or determined foot in open terrain (FoGR: The "
            "Test); or give the side's enemyType");
        QCOMPARE(sideFact(out, 0, "enemyTypeFrom"), needed);
        QVERIFY(out[QStringLiteral("notes")].toArray().contains(
            QStringLiteral("A after the combat: not worked out: ") + needed + QLatin1Char('.')));
        QCOMPARE(exact(out, QStringLiteral("A after the combat")), QStringLiteral("absent"));
        QVERIFY(exact(out, QStringLiteral("B after the combat")) != QStringLiteral("absent"));
        QVERIFY(exact(out, QStringLiteral("A loses")) != QStringLiteral("absent"));
    }

    // FoGR, Melee Phase, Overlaps: "Foot with swordsmen or heavy weapon capability and warriors,
    // however, always fight at a final overall ++ POA, when fighting as an overlap ... they always
    // need 3s to hit."
    void overlapSwordsmenFightAtPlusTwo()
    {
        const QJsonObject out = run(QStringLiteral("melee"), object(R"({"sides": [
          {"key": "a", "quality": "Average", "troopType": "Medium Foot", "capabilities": ["Swordsmen"], "battleGroupBases": 4,
           "groups": [{"overlapFiles": 1}]},
          {"key": "b", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 4,
           "groups": [{"frontBases": 2, "poa": 0}]}]})"));
        QCOMPARE(group(out, 0, 0)[QStringLiteral("poa")].toInt(), 2);
        QCOMPARE(group(out, 0, 0)[QStringLiteral("scoreToHit")].toInt(), 3);
    }

    void commanderInFrontRankRaisesRerolls()
    {
        QJsonObject input = example(QStringLiteral("impact"));
        QJsonArray sides = input[QStringLiteral("sides")].toArray();
        QJsonObject dutch = sides[1].toObject();
        dutch.insert(QStringLiteral("commanderInFrontRank"), true);
        sides[1] = dutch;
        input[QStringLiteral("sides")] = sides;
        const QJsonObject out = run(QStringLiteral("impact"), input);
        // FoGR, Quality Re-Rolls: "average 1's" with a commander fighting in the front rank.
        QCOMPARE(out[QStringLiteral("facts")][QStringLiteral("sides")][1][QStringLiteral("rerolls")]
                     .toString(),
                 QStringLiteral("can re-roll 1s"));
    }

    // FoGR, Impact Phase: "both sides fight with the lower number of bases".
    void impactPairsTheLowerNumber()
    {
        const QJsonObject out = run(QStringLiteral("impact"), object(R"({"sides": [
          {"key": "a", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 6, "groups": [{"frontBases": 4, "poa": 0}]},
          {"key": "b", "quality": "Average", "troopType": "Medium Foot", "battleGroupBases": 4, "groups": [{"frontBases": 2, "poa": 0}]}]})"));
        QCOMPARE(group(out, 0, 0)[QStringLiteral("dice")].toInt(), 4);
        QCOMPARE(out[QStringLiteral("facts")][QStringLiteral("basesFightingEachSide")].toInt(), 2);
    }

    // Every combat procedure's documented example runs, with and without seeded dice.
    void examplesRun()
    {
        for (const QString &procedure :
             {QStringLiteral("shooting"), QStringLiteral("impact"), QStringLiteral("melee")}) {
            const QJsonObject out = run(procedure, example(procedure));
            QVERIFY2(!out[QStringLiteral("outcomes")].toArray().isEmpty(), qPrintable(procedure));
            adjutant::rulesets::DiceSource seeded = adjutant::rulesets::DiceSource::seeded(1600);
            const auto result = fogr().run(procedure, example(procedure), seeded);
            QVERIFY2(!result.summary.isEmpty(), qPrintable(procedure));
        }
    }

    void wrongTypedDiceNameTheRoll()
    {
        try {
            run(QStringLiteral("impact"), example(QStringLiteral("impact")),
                object(
                    R"({"spanish.0": [6, 4, 3], "spanish.1": [1, 1], "dutch.0": [6, 5, 3, 1], "dutch.1": [3, 2]})"));
            QFAIL("no error");
        } catch (const std::exception &error) {
            QVERIFY2(
                QString::fromUtf8(error.what())
                    .contains(QStringLiteral("dice.spanish.0: 3 dice given, the roll is 4 d6")),
                error.what());
        }
    }
};

QTEST_GUILESS_MAIN(TestCloseCombat)
#include "tst_closecombat.moc"
