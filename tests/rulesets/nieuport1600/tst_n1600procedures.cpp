// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600's fire, morale, rally, retreat and command rolls against the text: its worked
// examples (N1600 10.5 and the Fire Table's, 4.2) as golden tests, and every chance against a
// brute-force count of the d10's faces (0 counts as 0, N1600 1.3) written from the text's words.
#include "n1600testing.h"

#include "core/error.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/rulebook.h"

#include <QTest>

using namespace proceduretesting;
using namespace n1600testing;

namespace {

QJsonObject fireInput(const QString &type, const QString &level, const QString &kind, int extra,
                      const QString &targetType, int morale, const QString &targetLevel,
                      int commander)
{
    QJsonObject target{{"type", targetType}, {"level", targetLevel}, {"commander", commander}};
    if (targetType != QLatin1String("Artillery"))
        target["morale"] = morale;
    QJsonObject input{{"type", type}, {"level", level}, {"kind", kind}, {"target", target}};
    if (extra > 0)
        input["extraMp"] = extra;
    return input;
}

} // namespace

class TestN1600Procedures : public QObject
{
    Q_OBJECT

private slots:
    // N1600 10.5: "Example: if the fire value is 6 and the player gets a 9, his adversary adds
    // (9-6)=3 to his die for morale."
    void theFireExampleOfTheText()
    {
        const QJsonObject input = n1600().exampleInput(QStringLiteral("fire"));
        const QJsonObject odds = runN("fire", input);
        QCOMPARE(odds["facts"]["fireValue"].toInt(), 6);
        QCOMPARE(odds["facts"]["dieAtLeast"].toInt(), 6);
        // Vere's English, morale 7, Disordered: they test at or under 6.
        QCOMPARE(odds["facts"]["targetPassesAtOrUnder"].toInt(), 6);
        const QJsonObject rolled = runN("fire", input, object(R"({"fire": [9], "morale": [3]})"));
        QCOMPARE(rolled["result"]["hit"].toBool(), true);
        QCOMPARE(rolled["result"]["surplus"].toInt(), 3);
        // 3 + 3 = 6: passes.
        QCOMPARE(rolled["result"]["moraleScore"].toInt(), 6);
        QCOMPARE(rolled["result"]["passed"].toBool(), true);
        QVERIFY(rolled["changes"].toArray().isEmpty());
        // 4 + 3 = 7: fails, the English become Shaken.
        const QJsonObject failed = runN("fire", input, object(R"({"fire": [9], "morale": [4]})"));
        QCOMPARE(failed["result"]["passed"].toBool(), false);
        QCOMPARE(change(failed, 0)["payload"]["id"].toString(), QStringLiteral("vere1"));
        QCOMPARE(levelSet(failed, 0), QStringLiteral("Shaken"));
        // A 5 misses: no morale test is asked for.
        const QJsonObject missed = runN("fire", input, object(R"({"fire": [5]})"));
        QCOMPARE(missed["result"]["hit"].toBool(), false);
    }

    // The Fire Table: "Example: the die result to hit is 6, an 8 is rolled, so +2 to the Morale
    // test die." And the same surplus as the morale test's own input.
    void theFireTablesExample()
    {
        const QJsonObject input = fireInput("C", "Normal", "offensive", 0, "S", 8, "Normal", 0);
        const QJsonObject rolled = runN("fire", input, object(R"({"fire": [8], "morale": [7]})"));
        QCOMPARE(rolled["result"]["surplus"].toInt(), 2);
        QCOMPARE(rolled["result"]["moraleScore"].toInt(), 9);
        const QJsonObject test =
            runN("morale-test", object(R"({"type": "S", "morale": 8, "fireSurplus": 2})"));
        QCOMPARE(modifierTotal(test), 2);
        QCOMPARE(test["facts"]["dieAtMost"].toInt(), 6);
        QCOMPARE(exact(test, "Pass"), QStringLiteral("7/10"));
    }

    // Every firing type, level, kind and extra MP, at every target morale and level with every
    // commander: the miss, pass and fail chances as one distribution, against a count of every pair
    // of faces (fire die, then the target's morale die) from the text's words.
    void fireOddsAgainstBruteForce()
    {
        int cases = 0;
        for (const QString type : {"C", "A", "S", "L", "T", "N", "M"}) {
            for (int level = 0; level < 3; ++level) {
                for (const QString kind : {"offensive", "defensive"}) {
                    if (level == 2 && kind == QLatin1String("offensive"))
                        continue; // Shaken: defensive only
                    for (int extra = 0; extra <= (kind == QLatin1String("offensive") ? 2 : 0);
                         ++extra) {
                        for (const QString targetType : {"C", "N"}) {
                            for (int morale = 5; morale <= 8; ++morale) {
                                for (int targetLevel = 0; targetLevel < 4; ++targetLevel) {
                                    for (int commander = 0; commander <= 2; commander += 2) {
                                        int m = levelEffect(level) + extra;
                                        const bool infantry = type != QLatin1String("C") &&
                                                              type != QLatin1String("A");
                                        if (kind == QLatin1String("defensive") && infantry &&
                                            targetType == QLatin1String("C"))
                                            m -= 1;
                                        const int value = fireValue(type);
                                        long long miss = 0, pass = 0, fail = 0;
                                        for (int f = 0; f <= 9; ++f) {
                                            for (int t = 0; t <= 9; ++t) {
                                                if (f + m < value)
                                                    ++miss;
                                                else if (t + (f + m - value) - commander <=
                                                         morale + levelEffect(targetLevel))
                                                    ++pass;
                                                else
                                                    ++fail;
                                            }
                                        }
                                        const QJsonObject odds =
                                            runN("fire",
                                                 fireInput(type, levelNames()[level], kind, extra,
                                                           targetType, morale,
                                                           levelNames()[targetLevel], commander));
                                        const QStringList outcomes =
                                            group(odds, "Fire and morale test");
                                        QCOMPARE(outcomes.size(), 3);
                                        QCOMPARE(outcomes[0], "Miss: " + fraction(miss, 100));
                                        QVERIFY(outcomes[1].endsWith(": " + fraction(pass, 100)));
                                        QVERIFY(outcomes[2].endsWith(": " + fraction(fail, 100)));
                                        QVERIFY(outcomes[2].contains(
                                            targetLevel == 3
                                                ? "eliminated"
                                                : "becomes " + levelNames()[targetLevel + 1]));
                                        ++cases;
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        QVERIFY(cases > 1000);
    }

    // Artillery: the number to reach by distance, -2 on cavalry; its target artillery (morale 6,
    // one status) is eliminated when it fails. A commander in the hex: removed on a 9 after a hit.
    void artilleryAndTheCommanderInTheHex()
    {
        for (int distance = 1; distance <= 10; ++distance) {
            for (const QString targetType : {"G", "S", "Artillery"}) {
                QJsonObject input =
                    fireInput("Artillery", "Normal", "offensive", 0, targetType, 7, "Normal", 0);
                input["distance"] = distance;
                QJsonObject target = input["target"].toObject();
                target["commanderInHex"] = true;
                input["target"] = target;
                const int m = targetType == QLatin1String("G") ? -2 : 0;
                const int morale = targetType == QLatin1String("Artillery") ? 6 : 7;
                long long miss = 0, pass = 0, fail = 0, killed = 0;
                for (int f = 0; f <= 9; ++f) {
                    for (int t = 0; t <= 9; ++t) {
                        for (int c = 0; c <= 9; ++c) {
                            if (f + m < artilleryValue(distance)) {
                                ++miss;
                                continue;
                            }
                            (t + f + m - artilleryValue(distance) <= morale ? pass : fail) += 1;
                            killed += c == 9 ? 1 : 0;
                        }
                    }
                }
                const QJsonObject odds = runN("fire", input);
                QCOMPARE(odds["facts"]["fireValue"].toInt(), artilleryValue(distance));
                const QStringList outcomes = group(odds, "Fire and morale test");
                QCOMPARE(outcomes[0], "Miss: " + fraction(miss, 1000));
                QVERIFY(outcomes[1].endsWith(": " + fraction(pass, 1000)));
                QVERIFY(outcomes[2].endsWith(": " + fraction(fail, 1000)));
                if (targetType == QLatin1String("Artillery"))
                    QVERIFY(outcomes[2].contains("eliminated"));
                QVERIFY(group(odds, "Commander")[0].endsWith(": " + fraction(killed, 1000)));
            }
        }
        QJsonObject input = fireInput("Artillery", "Normal", "offensive", 0, "S", 7, "Normal", 0);
        input["distance"] = 1;
        QJsonObject target = input["target"].toObject();
        target["commanderInHex"] = true;
        input["target"] = target;
        const QJsonObject rolled =
            runN("fire", input, object(R"({"fire": [2], "morale": [0], "commander": [9]})"));
        QCOMPARE(rolled["result"]["commanderRemoved"].toBool(), true);
        // Beyond 10 hexes artillery does not fire.
        input["distance"] = 11;
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, runN("fire", input));
    }

    void whatTheTextForbidsOrLacksIsRefused()
    {
        // Gendarmes have no fire value ("-", lances: 2.2); broken units do not fire; shaken ones and
        // units out of command only in reaction; extra MP only for offensive fire.
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("fire", fireInput("G", "Normal", "offensive", 0, "S", 7, "Normal", 0)));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("fire", fireInput("L", "Broken", "defensive", 0, "S", 7, "Normal", 0)));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("fire", fireInput("L", "Shaken", "offensive", 0, "S", 7, "Normal", 0)));
        QJsonObject out = fireInput("L", "Normal", "offensive", 0, "S", 7, "Normal", 0);
        out["outOfCommand"] = true;
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, runN("fire", out));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("fire", fireInput("L", "Normal", "defensive", 1, "S", 7, "Normal", 0)));
        // A village's effect on fire is not in the transcription: missing, named.
        QJsonObject village = fireInput("L", "Normal", "offensive", 0, "S", 7, "Normal", 0);
        QJsonObject target = village["target"].toObject();
        target["terrain"] = "Village";
        village["target"] = target;
        try {
            runN("fire", village);
            QFAIL("a village target ran");
        } catch (const adjutant::rulesets::MissingRuleValue &e) {
            QVERIFY2(e.message().startsWith("fire.targetTerrain.Village"), qPrintable(e.message()));
        }
    }

    // N1600 12.1: "roll 1D10. If the result (possibly modified by the value of the commander
    // stacked with the unit and, in the case of fire, the difference resulting from the fire roll)
    // is less than or equal to the morale value of the unit, the test is successful."
    void moraleTestAgainstBruteForce()
    {
        for (int morale = 0; morale <= 9; ++morale) {
            for (int level = 0; level < 4; ++level) {
                for (int commander = 0; commander <= 2; ++commander) {
                    for (int surplus = 0; surplus <= 4; ++surplus) {
                        QJsonObject input{{"unit", "u"},
                                          {"type", "L"},
                                          {"morale", morale},
                                          {"level", levelNames()[level]},
                                          {"commander", commander},
                                          {"fireSurplus", surplus}};
                        long long passing = 0;
                        for (int t = 0; t <= 9; ++t)
                            passing +=
                                t - commander + surplus <= morale + levelEffect(level) ? 1 : 0;
                        const QJsonObject odds = runN("morale-test", input);
                        QCOMPARE(exact(odds, "Pass"), fraction(passing, 10));
                        QCOMPARE(exact(odds, "Fail"), fraction(10 - passing, 10));
                        QVERIFY(
                            exact(odds,
                                  "Fail: " + QString(level == 3
                                                         ? "is eliminated"
                                                         : "becomes " + levelNames()[level + 1])) !=
                            "absent");
                    }
                }
            }
        }
        // A broken unit that fails is eliminated; artillery (morale 6, one status) too.
        const QJsonObject broken = runN(
            "morale-test", object(R"({"unit": "u", "type": "S", "morale": 8, "level": "Broken"})"),
            object(R"({"morale": [4]})"));
        QCOMPARE(levelSet(broken, 0), QStringLiteral("Eliminated"));
        const QJsonObject guns =
            runN("morale-test", object(R"({"unit": "g", "type": "Artillery"})"));
        QCOMPARE(exact(guns, "Pass"), QStringLiteral("7/10"));
        QCOMPARE(levelSet(runN("morale-test", object(R"({"unit": "g", "type": "Artillery"})"),
                               object(R"({"morale": [7]})")),
                          0),
                 QStringLiteral("Eliminated"));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("morale-test", object(R"({"type": "Artillery", "morale": 8})")));
    }

    // N1600 13.1: automatic stacked with the commander; otherwise a morale test with his modifier
    // when adjacent; a pass wins back a level, a failure loses one. 6.2: who may try.
    void rally()
    {
        const QJsonObject automatic = runWithoutRolls(
            "rally",
            object(
                R"({"unit": "u", "type": "C", "morale": 7, "level": "Shaken", "order": "Ralliez!", "commander": "stacked"})"));
        QCOMPARE(exact(automatic, "Rallies automatically"), QStringLiteral("1"));
        QCOMPARE(levelSet(automatic, 0), QStringLiteral("Disordered"));
        const QJsonObject input = n1600().exampleInput(QStringLiteral("rally"));
        // Aragón: morale 7, Shaken (-2), the commander adjacent (1): a die of 6 or less.
        const QJsonObject odds = runN("rally", input);
        QCOMPARE(odds["facts"]["dieAtMost"].toInt(), 6);
        QCOMPARE(exact(odds, "Pass: becomes Disordered"), QStringLiteral("7/10"));
        QCOMPARE(exact(odds, "Fail: becomes Broken"), QStringLiteral("3/10"));
        QCOMPARE(levelSet(runN("rally", input, object(R"({"rally": [6]})")), 0),
                 QStringLiteral("Disordered"));
        QCOMPARE(levelSet(runN("rally", input, object(R"({"rally": [7]})")), 0),
                 QStringLiteral("Broken"));
        for (int morale = 3; morale <= 9; ++morale) {
            for (int level = 1; level < 4; ++level) {
                QJsonObject any{{"type", "S"},
                                {"morale", morale},
                                {"level", levelNames()[level]},
                                {"order", "Ralliez!"}};
                long long passing = 0;
                for (int t = 0; t <= 9; ++t)
                    passing += t <= morale + levelEffect(level) ? 1 : 0;
                QCOMPARE(exact(runN("rally", any), "Pass"), fraction(passing, 10));
            }
        }
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN(
                "rally",
                object(
                    R"({"type": "S", "morale": 7, "level": "Shaken", "order": "Chargez!", "commander": "stacked"})")));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("rally",
                 object(R"({"type": "S", "morale": 7, "level": "Shaken", "order": "Marchez!"})")));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("rally",
                 object(R"({"type": "S", "morale": 7, "level": "Normal", "order": "Ralliez!"})")));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN(
                "rally",
                object(
                    R"({"type": "G", "morale": 8, "level": "Disordered", "order": "Ralliez!", "gendarmesLostLevelInCombat": true})")));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("rally", object(R"({"type": "Artillery", "order": "Ralliez!"})")));
    }

    // The Unable to Retreat Table: "2 or less Eliminated; 3-6 -1 Level; 7 or more +1 Level (but
    // never better than Disordered)"; original morale 6 or less -2, 8 +1.
    void unableToRetreatAgainstTheTable()
    {
        for (int morale = 5; morale <= 9; ++morale) {
            for (int level = 0; level < 4; ++level) {
                const int m = morale <= 6 ? -2 : morale == 8 ? 1 : 0;
                long long elim = 0, lose = 0, gain = 0;
                for (int t = 0; t <= 9; ++t)
                    (t + m <= 2 ? elim : t + m <= 6 ? lose : gain) += 1;
                const QJsonObject odds = runN(
                    "unable-to-retreat",
                    QJsonObject{{"type", "L"}, {"morale", morale}, {"level", levelNames()[level]}});
                const QJsonArray outcomes = odds["outcomes"].toArray();
                QCOMPARE(outcomes[0]["exact"].toString(), fraction(elim, 10));
                QCOMPARE(outcomes[1]["exact"].toString(), fraction(lose, 10));
                QCOMPARE(outcomes[2]["exact"].toString(), fraction(gain, 10));
            }
        }
        const QJsonObject input = n1600().exampleInput(QStringLiteral("unable-to-retreat"));
        QCOMPARE(levelSet(runN("unable-to-retreat", input, object(R"({"retreat": [1]})")), 0),
                 QStringLiteral("Eliminated"));
        QCOMPARE(levelSet(runN("unable-to-retreat", input, object(R"({"retreat": [5]})")), 0),
                 QStringLiteral("Broken"));
        QCOMPARE(levelSet(runN("unable-to-retreat", input, object(R"({"retreat": [6]})")), 0),
                 QStringLiteral("Disordered"));
        // Never better than Disordered: a Disordered unit stays so.
        const QJsonObject disordered =
            runN("unable-to-retreat",
                 object(R"({"unit": "u", "type": "L", "morale": 7, "level": "Disordered"})"),
                 object(R"({"retreat": [9]})"));
        QVERIFY(disordered["changes"].toArray().isEmpty());
        QCOMPARE(disordered["result"]["level"].toString(), QStringLiteral("Disordered"));
    }

    // The Orders Change Table, every cell, with the modifiers, against a count of the faces.
    void ordersChangeAgainstTheTable()
    {
        const QStringList orders{"Chargez!", "Marchez!", "Ralliez!"};
        const int table[3][3] = {{0, 2, 5}, {4, 0, 4}, {1, 2, 0}};
        for (int c = 0; c < 3; ++c) {
            for (int d = 0; d < 3; ++d) {
                if (c == d)
                    continue;
                for (int wc = 0; wc <= 2; ++wc) {
                    for (int mask = 0; mask < 8; ++mask) {
                        const bool toRalliez = d == 2;
                        if ((mask & 4) && !toRalliez)
                            continue;
                        QJsonObject input{{"current", orders[c]},
                                          {"desired", orders[d]},
                                          {"wcCommand", wc},
                                          {"acCommand", 1},
                                          {"commanderAdjacentToEnemy", bool(mask & 1)},
                                          {"cavalryWing", bool(mask & 2)},
                                          {"halfShakenBrokenOrEliminated", bool(mask & 4)}};
                        const int m = -(wc + 1) + (mask & 1 ? 1 : 0) +
                                      ((mask & 2) ? (d == 0   ? -1
                                                     : d == 1 ? 1
                                                              : 0)
                                                  : 0) +
                                      (mask & 4 ? -2 : 0);
                        long long passing = 0;
                        for (int t = 0; t <= 9; ++t)
                            passing += t + m <= table[c][d] ? 1 : 0;
                        QCOMPARE(exact(runN("orders-change", input), "Pass"),
                                 fraction(passing, 10));
                    }
                }
            }
        }
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("orders-change", object(R"({"current": "Marchez!", "desired": "Marchez!"})")));
    }

    // The Continuation / Preemption / Interception Table.
    void activationAndInterceptionAgainstTheTable()
    {
        const int continuation[] = {3, 2}, preemption[] = {4, 3}, interception[] = {4, 3};
        const QStringList orders{"Chargez!", "Marchez!"};
        for (int o = 0; o < 2; ++o) {
            for (int wc = 0; wc <= 2; ++wc) {
                for (int mask = 0; mask < 4; ++mask) {
                    QJsonObject input{{"order", orders[o]},
                                      {"wcCommand", wc},
                                      {"onlyCavalry", bool(mask & 1)},
                                      {"wcAdjacentToEnemy", bool(mask & 2)}};
                    const int m = -wc - (mask & 1 ? 1 : 0) + (mask & 2 ? 1 : 0);
                    long long c = 0, p = 0;
                    for (int t = 0; t <= 9; ++t) {
                        c += t + m <= continuation[o] ? 1 : 0;
                        p += t + m <= preemption[o] ? 1 : 0;
                    }
                    QCOMPARE(exact(runN("continuation", input), "Pass"), fraction(c, 10));
                    QCOMPARE(exact(runN("preemption", input), "Pass"), fraction(p, 10));
                }
            }
            for (const QString type : {"G", "C", "A"}) {
                for (int morale = 5; morale <= 8; ++morale) {
                    for (int level = 0; level < 2; ++level) {
                        QJsonObject input{{"type", type},
                                          {"morale", morale},
                                          {"level", levelNames()[level]},
                                          {"order", orders[o]},
                                          {"commanders", 1}};
                        const int m = -1 +
                                      (morale == 8   ? -1
                                       : morale <= 6 ? 1
                                                     : 0) +
                                      (type == QLatin1String("G") ? 1 : 0) + level;
                        long long i = 0;
                        for (int t = 0; t <= 9; ++t)
                            i += t + m <= interception[o] ? 1 : 0;
                        QCOMPARE(exact(runN("interception", input), "Pass"), fraction(i, 10));
                    }
                }
            }
        }
        // Ralliez!: not allowed; a wing activated twice, or marked no continuation, may not try.
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error,
                                 runN("continuation", object(R"({"order": "Ralliez!"})")));
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error,
                                 runN("preemption", object(R"({"order": "Ralliez!"})")));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("interception", object(R"({"type": "C", "morale": 7, "order": "Ralliez!"})")));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("continuation", object(R"({"order": "Chargez!", "activations": 2})")));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("preemption", object(R"({"order": "Chargez!", "noContinuation": true})")));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("interception", object(R"({"type": "S", "morale": 7, "order": "Chargez!"})")));
    }

    // N1600 4.2's example: "Player A is the first player (2 Chargez! orders)". Tied wings and
    // leaders: the higher d10, and equal rolls are a gap of the text.
    void initiative()
    {
        const QJsonObject example =
            runN("initiative", n1600().exampleInput(QStringLiteral("initiative")));
        QCOMPARE(exact(example, "Player A goes first"), QStringLiteral("1"));
        const QJsonObject leader = runN(
            "initiative",
            object(
                R"({"sides": [{"name": "Dutch", "wings": {"Marchez!": 2}, "leader": 2}, {"name": "Spanish", "wings": {"Marchez!": 2}, "leader": 1}]})"));
        QCOMPARE(exact(leader, "Dutch goes first"), QStringLiteral("1"));
        // 4.1's tie ("the orders of the higher precedence", "the best Leader") is a reading, and
        // the result says so (activation.initiativeTie).
        QVERIFY(leader["notes"].toArray().contains(QJsonValue(
            QStringLiteral("Interpreted (N1600 4.1, Initiative): ") +
            n1600().ruleBook().value(QStringLiteral("activation"), QStringLiteral("initiativeTie")).reason)));
        const QJsonObject tied = object(
            R"({"sides": [{"name": "Dutch", "wings": {"Marchez!": 2}}, {"name": "Spanish", "wings": {"Marchez!": 2}}]})");
        const QJsonObject odds = runN("initiative", tied);
        long long higher = 0, equal = 0;
        for (int a = 0; a <= 9; ++a) {
            for (int b = 0; b <= 9; ++b) {
                higher += a > b ? 1 : 0;
                equal += a == b ? 1 : 0;
            }
        }
        QCOMPARE(exact(odds, "Dutch rolls higher"), fraction(higher, 100));
        QCOMPARE(exact(odds, "Spanish rolls higher"), fraction(higher, 100));
        QCOMPARE(exact(odds, "Equal rolls"), fraction(equal, 100));
        QCOMPARE(
            runN("initiative", tied, object(R"({"side1": [3], "side2": [7]})"))["result"]["first"]
                .toString(),
            QStringLiteral("Spanish"));
        QVERIFY_THROWS_EXCEPTION(
            adjutant::rulesets::MissingRuleValue,
            runN("initiative", tied, object(R"({"side1": [4], "side2": [4]})")));
    }

    // Scenario 1, optional rule: "Beginning with turn 3 ... rolls 1D10 and adds the number of turns
    // to the result. If the final result is greater than 12, the wing of Velasco arrives".
    void spanishReinforcements()
    {
        for (int turn = 3; turn <= 10; ++turn) {
            long long arrives = 0;
            for (int t = 0; t <= 9; ++t)
                arrives += t + turn > 12 ? 1 : 0;
            const QJsonObject odds = runN("reinforcements", QJsonObject{{"turn", turn}});
            QCOMPARE(exact(odds, "More than 12"), fraction(arrives, 10));
        }
        QCOMPARE(runN("reinforcements", object(R"({"turn": 5})"),
                      object(R"({"reinforcements": [8]})"))["result"]["arrives"]
                     .toBool(),
                 true);
        QCOMPARE(runN("reinforcements", object(R"({"turn": 5})"),
                      object(R"({"reinforcements": [7]})"))["result"]["arrives"]
                     .toBool(),
                 false);
        // Scenario 2 rolls from turn 6.
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            runN("reinforcements", object(R"({"scenario": "Scenario 2", "turn": 5})")));
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error,
                                 runN("reinforcements", object(R"({"turn": 2})")));
    }

    // N1600 5.2.1: "On a 9, the commander is eliminated."
    void commanderCasualty()
    {
        const QJsonObject odds =
            runN("commander-casualty", n1600().exampleInput(QStringLiteral("commander-casualty")));
        QCOMPARE(exact(odds, "A 9"), QStringLiteral("1/10"));
        QCOMPARE(runN("commander-casualty", object("{}"),
                      object(R"({"commander": [9]})"))["result"]["eliminated"]
                     .toBool(),
                 true);
        QCOMPARE(runN("commander-casualty", object("{}"),
                      object(R"({"commander": [0]})"))["result"]["eliminated"]
                     .toBool(),
                 false);
    }
};

QTEST_GUILESS_MAIN(TestN1600Procedures)
#include "tst_n1600procedures.moc"
