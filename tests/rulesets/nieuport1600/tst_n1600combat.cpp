// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600 close combat against the text: the three modifier totals of 11.3's example, the
// results of 11.4 and 11.5's examples as golden tests; every row's chance against a count of the
// d10's faces over the Close Combat Table written out from the text; the lost cells (row 10's
// defender, most of the interaction table) refused by name until typed.
#include "n1600testing.h"

#include "core/error.h"
#include "rulesets/missingrulevalue.h"

#include <QTest>

using namespace proceduretesting;
using namespace n1600testing;

namespace {

struct TextRow
{
    int lowest, highest;
    const char *attacker;
    const char *defender;
};

// The Close Combat Table as printed; row "10" read as 10 or more, its defender lost.
const TextRow kRows[] = {{-99, -2, "A eliminated", "D1"},
                         {-1, -1, "A3R2", "D1"},
                         {0, 0, "A2R2", "D1"},
                         {1, 2, "A1R2", "D1"},
                         {3, 4, "A1R1", "D1"},
                         {5, 6, "A1", "D1R1"},
                         {7, 8, "A1", "D1R2"},
                         {9, 9, "A1", "D2R2"},
                         {10, 99, "A1", nullptr}};

const TextRow &rowFor(int score)
{
    for (const TextRow &row : kRows) {
        if (score >= row.lowest && score <= row.highest)
            return row;
    }
    qFatal("no row");
}

// What a defender's result does (N1600 11.4: levels first, then the retreat; 11.5 and 12.2: a unit
// becoming broken retreats 2 hexes and faces its map edge instead; more levels than it has:
// eliminated), in the words of the outcome.
QString fateText(int level, const QString &result)
{
    const int lost = result.mid(1, 1).toInt();
    const int retreat =
        result.contains(QLatin1Char('R')) ? result.section(QLatin1Char('R'), 1).toInt() : 0;
    const QString to = after(level, lost);
    if (to == QLatin1String("Eliminated"))
        return QStringLiteral("is eliminated");
    if (to == QLatin1String("Broken") && level != 3)
        return QStringLiteral("becomes Broken, retreats 2 hexes and faces its map edge");
    if (retreat > 0)
        return QStringLiteral("becomes %1, retreats %2 hex%3 keeping its facing")
            .arg(to)
            .arg(retreat)
            .arg(retreat == 1 ? "" : "es");
    return QStringLiteral("becomes %1").arg(to);
}

QJsonObject combat(const QString &head, int attackerMorale, const QString &defender,
                   int defenderMorale, const QString &defenderLevel = QStringLiteral("Normal"))
{
    return QJsonObject{{"attacker", QJsonObject{{"unit", "a"},
                                                {"name", "Attacker"},
                                                {"type", head},
                                                {"morale", attackerMorale}}},
                       {"defender", QJsonObject{{"unit", "d"},
                                                {"name", "Defender"},
                                                {"type", defender},
                                                {"morale", defenderMorale},
                                                {"level", defenderLevel}}}};
}

QString missingMessage(const QJsonObject &input, const QJsonObject &dice = {})
{
    try {
        runN("close-combat", input, dice);
    } catch (const adjutant::rulesets::MissingRuleValue &e) {
        return e.message();
    }
    return QStringLiteral("nothing missing");
}

} // namespace

class TestN1600Combat : public QObject
{
    Q_OBJECT

private slots:
    // N1600 11.3: "B and C attack D; B is chosen as head unit. The modifiers are: morale difference
    // = +1, interaction of units = +2; a supporting unit = +1; no commanders present = 0; terrain =
    // 0; taking of flank = +1; no charge bonus; total = +5." (Cuirassiers on arquebusiers: C
    // against A is +2 in the interaction table.)
    void theExampleTotalOfFive()
    {
        const QJsonObject odds =
            runN("close-combat", n1600().exampleInput(QStringLiteral("close-combat")));
        QCOMPARE(modifiers(odds),
                 (QStringList{"Morale difference (attacker 7 - defender 6):1",
                              "Interaction C against A:2", "Supporting units (1):1",
                              "Attacked from 1 flank or rear hex:1"}));
        QCOMPARE(modifierTotal(odds), 5);
    }

    // "If A survives the attack of E and G, it attacks F. The modifiers are: morale difference =
    // +2; interaction of units = +2; double unit against simple unit = +1; ... charge bonus = +1;
    // total = +6." A is a tercio; the tercio's interaction row is lost, so the +2 is typed.
    void theExampleTotalOfSix()
    {
        QJsonObject input = combat("T", 8, "N", 6);
        QJsonObject attacker = input["attacker"].toObject();
        attacker["charge"] = true;
        input["attacker"] = attacker;
        // Asked for at the field the players type it in, the table and cell in words (issue 29:
        // no rule key shown to players).
        QCOMPARE(missingMessage(input),
                 QStringLiteral("input.interaction: the Interaction Type Table's cell in row T, "
                                "Tercio (attacker) and column N, Dutch (defender) is lost from the "
                                "transcription: type the modifier your copy prints there (0 if it "
                                "lists none), or give it once for every battle in the rule "
                                "overrides file"));
        input["interaction"] = 2;
        const QJsonObject odds = runN("close-combat", input);
        QCOMPARE(modifiers(odds),
                 (QStringList{"Morale difference (attacker 8 - defender 6):2",
                              "Interaction T against N (typed from your copy):2",
                              "+1 if a double unit attacks a simple unit:1", "Charge bonus:1"}));
        QCOMPARE(modifierTotal(odds), 6);
    }

    // "E and G attack A; G is chosen as head unit. The modifiers are: morale difference = -1;
    // interaction of units = 0; supporting unit = +1; no taking of the flank; no commanders present
    // = 0; terrain = 0; no charge bonus; total = 0." A, the tercio, is attacked by infantry.
    void theExampleTotalOfZero()
    {
        QJsonObject input = combat("N", 7, "T", 8);
        input["supports"] = QJsonArray{QJsonObject{{"unit", "e"}, {"type", "M"}}};
        input["interaction"] = 0;
        const QJsonObject odds = runN("close-combat", input);
        QCOMPARE(modifierTotal(odds), 0);
        QCOMPARE(modifiers(odds), (QStringList{"Morale difference (attacker 7 - defender 8):-1",
                                               "Supporting units (1):1"}));
        // A tercio has only frontal hexes in close combat (N1600 7.2).
        input["flankRearHexes"] = 1;
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, runN("close-combat", input));
    }

    // N1600 11.4: "A1-D2R2, the attacker is reduced a level, the defender is reduced two levels
    // then retreats two hexagons." The table's row 9; the result applies to every attacking unit.
    void theResultExampleA1D2R2()
    {
        QJsonObject input = n1600().exampleInput(QStringLiteral("close-combat"));
        const QJsonObject rolled = runN("close-combat", input, object(R"({"combat": [4]})"));
        QCOMPARE(rolled["result"]["row"].toString(), QStringLiteral("9"));
        QCOMPARE(rolled["result"]["attacker"].toString(), QStringLiteral("A1"));
        QCOMPARE(rolled["result"]["defender"].toString(), QStringLiteral("D2R2"));
        const QJsonArray units = rolled["result"]["units"].toArray();
        QCOMPARE(units.at(0).toObject()["fate"].toString(), QStringLiteral("becomes Disordered"));
        QCOMPARE(units.at(1).toObject()["fate"].toString(), QStringLiteral("becomes Disordered"));
        QCOMPARE(units.at(2).toObject()["fate"].toString(),
                 QStringLiteral("becomes Shaken, retreats 2 hexes keeping its facing"));
        QCOMPARE(rolled["changes"].toArray().size(), 3);
        QCOMPARE(change(rolled, 2)["payload"]["id"].toString(), QStringLiteral("d"));
        QCOMPARE(levelSet(rolled, 2), QStringLiteral("Shaken"));
    }

    // N1600 11.5: "After a result of D1R2, a Shaken unit becomes Broken, retreats 2 hexes and
    // rotates to face its map edge but doesn't retreat anymore."
    void theRetreatExampleD1R2OnAShakenUnit()
    {
        const QJsonObject input = combat("C", 7, "A", 7, QStringLiteral("Shaken"));
        // C against A +2, morale 7 against 7 - 2 = 5: +2; total +4; a 3 makes 7: D1R2.
        const QJsonObject rolled = runN("close-combat", input, object(R"({"combat": [3]})"));
        QCOMPARE(rolled["result"]["defender"].toString(), QStringLiteral("D1R2"));
        QCOMPARE(rolled["result"]["units"].toArray().at(1).toObject()["fate"].toString(),
                 QStringLiteral("becomes Broken, retreats 2 hexes and faces its map edge"));
        // A Broken unit losing a level more is eliminated (11.4: reduced more levels than it has).
        const QJsonObject broken =
            runN("close-combat", combat("C", 7, "A", 7, QStringLiteral("Broken")),
                 object(R"({"combat": [0]})"));
        QCOMPARE(levelSet(broken, 1), QStringLiteral("Eliminated"));
    }

    // Every modified result from -9 to +13 (cuirassiers on arquebusiers at every pair of morale
    // values): each row's chance and each side's fate against the faces counted over the table.
    void everyRowAgainstBruteForce()
    {
        for (int a = 0; a <= 9; ++a) {
            for (int d = 0; d <= 9; d += 3) {
                for (int level = 0; level < 4; ++level) {
                    const int m = 2 + (a - (d + levelEffect(level)));
                    QJsonObject input = combat("C", a, "A", d, levelNames()[level]);
                    QMap<QString, int> rows, fates;
                    for (int f = 0; f <= 9; ++f) {
                        const TextRow &row = rowFor(f + m);
                        const QString label = QStringLiteral("%1, %2").arg(
                            QLatin1String(row.attacker),
                            row.defender ? QLatin1String(row.defender)
                                         : QLatin1String("defender's result missing"));
                        rows[label] += 1;
                        fates[row.defender
                                  ? QStringLiteral("Defender ") +
                                        fateText(level, QString::fromLatin1(row.defender))
                                  : QStringLiteral(
                                        "Defender: result missing from the transcription: type "
                                        "it from your copy")] += 1;
                    }
                    const QJsonObject odds = runN("close-combat", input);
                    const QStringList result = group(odds, "Result");
                    QCOMPARE(result.size(), rows.size());
                    for (const QString &line : result) {
                        const QString label = line.section(QStringLiteral(": "), 1, 1);
                        QVERIFY2(rows.contains(label), qPrintable(line));
                        QCOMPARE(line.section(QStringLiteral(": "), 2), fraction(rows[label], 10));
                    }
                    QStringList expected;
                    for (auto it = fates.begin(); it != fates.end(); ++it)
                        expected << QStringLiteral("%1: %2").arg(it.key(),
                                                                 fraction(it.value(), 10));
                    QStringList defenderLines = group(odds, "Defender");
                    defenderLines.sort();
                    expected.sort();
                    QCOMPARE(defenderLines, expected);
                }
            }
        }
    }

    // Row 10's defender is cut from the transcription: the odds say so; a die that lands there
    // stops with the cell named; typed from the player's copy, it is used.
    void rowTenIsMissingUntilTyped()
    {
        const QJsonObject input = combat("C", 9, "A", 1);
        const QJsonObject odds = runN("close-combat", input);
        QCOMPARE(modifierTotal(odds), 10);
        QCOMPARE(exact(odds, "10: A1, defender's result missing"), QStringLiteral("1"));
        QVERIFY(odds["notes"].toArray().first().toString().startsWith(
            "Missing: the defender's result on a 10 or more"));
        QCOMPARE(missingMessage(input, object(R"({"combat": [0]})")),
                 QStringLiteral("input.row10Defender: a 10 falls in the Close Combat Table's row "
                                "\"10\", whose defender's result is lost from the transcription: "
                                "type it as your copy prints it (such as D2R2), or give it once "
                                "for every battle in the rule overrides file"));
        QJsonObject typed = input;
        typed["row10Defender"] = "D2R2";
        const QJsonObject rolled = runN("close-combat", typed, object(R"({"combat": [0]})"));
        QCOMPARE(rolled["result"]["defender"].toString(), QStringLiteral("D2R2"));
        typed["row10Defender"] = "A1";
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, runN("close-combat", typed));
        // A typed interaction where the table has the cell is refused.
        QJsonObject twice = input;
        twice["interaction"] = 1;
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, runN("close-combat", twice));
    }

    // N1600 11.6 and 11.2: what never fights, and lone cannons.
    void whatTheTextForbids()
    {
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error,
                                 runN("close-combat", combat("S", 7, "C", 7)));
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error,
                                 runN("close-combat", combat("A", 7, "L", 7)));
        QJsonObject broken = combat("C", 7, "A", 7);
        broken["supports"] = QJsonArray{QJsonObject{{"type", "C"}, {"level", "Broken"}}};
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, runN("close-combat", broken));
        QJsonObject guns = combat("G", 8, "Artillery", 6);
        QJsonObject defender = guns["defender"].toObject();
        defender.remove("morale");
        guns["defender"] = defender;
        const QJsonObject overrun = runWithoutRolls("close-combat", guns);
        QCOMPARE(exact(overrun, "The cannons are eliminated"), QStringLiteral("1"));
        QCOMPARE(levelSet(overrun, 0), QStringLiteral("Eliminated"));
        // A village's effect in close combat is not in the transcription.
        QJsonObject village = combat("C", 7, "L", 7);
        defender = village["defender"].toObject();
        defender["terrain"] = "Village";
        village["defender"] = defender;
        QVERIFY(missingMessage(village).startsWith("closeCombat.defenderTerrain.Village"));
    }

    // The commanders (interpreted signs), the charge (one bonus, +2 for G and C) and the
    // commanders' casualty rolls as follow-ups.
    void commandersAndCharge()
    {
        QJsonObject input = combat("G", 8, "C", 7);
        QJsonObject attacker = input["attacker"].toObject();
        attacker["commander"] = 2;
        attacker["charge"] = true;
        input["attacker"] = attacker;
        QJsonObject defender = input["defender"].toObject();
        defender["commander"] = 1;
        defender["terrain"] = "Dunes";
        input["defender"] = defender;
        input["supports"] = QJsonArray{QJsonObject{{"type", "A"}, {"charge", true}}};
        const QJsonObject odds = runN("close-combat", input);
        // +1 morale, -2 G against C, +1 support, +2 attacking commander, -1 defending, -1 dunes, +2
        // charge.
        QCOMPARE(modifierTotal(odds), 2);
        const QJsonObject rolled = runN("close-combat", input, object(R"({"combat": [5]})"));
        QCOMPARE(rolled["followUps"].toArray().size(), 2);
        QCOMPARE(rolled["followUps"].toArray().at(0).toObject()["procedure"].toString(),
                 QStringLiteral("commander-casualty"));
        // Intercepted: the charge bonus is lost, the supporting unit's +1 remains.
        attacker["intercepted"] = true;
        input["attacker"] = attacker;
        QCOMPARE(modifierTotal(runN("close-combat", input)), 1);
    }
};

QTEST_GUILESS_MAIN(TestN1600Combat)
#include "tst_n1600combat.moc"
