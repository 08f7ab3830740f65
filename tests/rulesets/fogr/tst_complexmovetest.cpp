// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR, General Movement Rules: The Complex Move Test and Variable Moves, run as the CLI runs them,
// their odds checked against every dice outcome enumerated.
#include "dicetesting.h"
#include "fogr/fogrtesting.h"

#include "core/error.h"
#include "rulesets/common/fogrqualityrerolls.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/missingrulevalue.h"
#include "rulesets/procedure.h"
#include "rulesets/procedureresult.h"
#include "rulesets/rulebook.h"

#include <QtTest>

using namespace fogrtesting;
using namespace adjutant::rulesets;

namespace {

QJsonObject cmt(QJsonObject input, const QJsonObject &dice = {})
{
    if (!input.contains(QStringLiteral("quality")))
        input.insert(QStringLiteral("quality"), QStringLiteral("Average"));
    return run(QStringLiteral("complex-move-test"), input, dice);
}

FogrQuality qualityOf(const QString &name)
{
    if (name == QStringLiteral("Elite"))
        return FogrQuality::Elite;
    if (name == QStringLiteral("Superior"))
        return FogrQuality::Superior;
    if (name == QStringLiteral("Poor"))
        return FogrQuality::Poor;
    return FogrQuality::Average;
}

// The chance of scoring at least `pass` on 2 dice with the quality's re-rolls plus `modifier`,
// counted over every outcome of the dice (each die with its re-roll).
QString brutePass(FogrQuality quality, bool rerolls, int modifier, int pass)
{
    using namespace dicetesting;
    const BruteDice dice{kD6, 2, rerolls ? fogrQualityRerolls(quality) : RerollPolicy::none(),
                         std::nullopt};
    const auto sums = bruteSums(dice, modifier);
    Weight passing = 0;
    for (const auto &[sum, count] : sums) {
        if (sum >= pass)
            passing += count;
    }
    return text(Fraction(passing, sumOf(sums)));
}

} // namespace

class TstComplexMoveTest : public QObject
{
    Q_OBJECT

private slots:
    void modifiers_data();
    void modifiers();
    void oddsMatchBruteForce_data();
    void oddsMatchBruteForce();
    void failureMeaning_data();
    void failureMeaning();
    void typedDice();
    void badInput_data();
    void badInput();
    void variableMoveOdds_data();
    void variableMoveOdds();
    void variableMoveFromTable();
    void variableMoveMissingMountedRow();
    void variableMoveDice();
    void variableMoveOverriddenDiceCount();
    void variableMoveBadInput_data();
    void variableMoveBadInput();
};

void TstComplexMoveTest::modifiers_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("total");
    QTest::addColumn<QStringList>("labels");
    QTest::newRow("no modifier: STEADY, no commander") << QByteArray("{}") << 0 << QStringList{};
    QTest::newRow("+1 if a commander in line of command is in command range")
        << QByteArray(R"({"commander": "inRange"})") << 1
        << QStringList{
               QStringLiteral("+1 if a commander in line of command is in command range:1")};
    QTest::newRow("+1 if this same commander is with the battle group testing")
        << QByteArray(R"({"commander": "with"})") << 2
        << QStringList{
               QStringLiteral("+1 if a commander in line of command is in command range:1"),
               QStringLiteral("+1 if this same commander is with the battle group testing:1")};
    QTest::newRow("+1 if this same commander is a great commander (in range)")
        << QByteArray(R"({"commander": "inRange", "greatCommander": true})") << 2
        << QStringList{QStringLiteral("+1 if a commander in line of command is in command range:1"),
                       QStringLiteral("+1 if this same commander is a great commander:1")};
    QTest::newRow("great commander with the battle group: +3")
        << QByteArray(R"({"commander": "with", "greatCommander": true})") << 3 << QStringList{};
    QTest::newRow("-1 if testing to stop pursuing")
        << QByteArray(R"({"purpose": "stopPursuing"})") << -1
        << QStringList{QStringLiteral("-1 if testing to stop pursuing or looting:-1")};
    QTest::newRow("-1 if testing to stop pursuing (lost contact)")
        << QByteArray(R"({"purpose": "stopPursuingLostContact"})") << -1 << QStringList{};
    QTest::newRow("-1 if testing to stop looting")
        << QByteArray(R"({"purpose": "stopLooting"})") << -1 << QStringList{};
    QTest::newRow("no -1 when testing to charge")
        << QByteArray(R"({"purpose": "charge"})") << 0 << QStringList{};
    QTest::newRow("-1 if any of the bases are DISRUPTED")
        << QByteArray(R"({"cohesion": "Disrupted"})") << -1
        << QStringList{
               QStringLiteral("-1 if any of the bases are DISRUPTED or DISORDERED, or are warriors "
                              "(count the worst of these two, but never both):-1")};
    QTest::newRow("-1 if any of the bases are DISORDERED")
        << QByteArray(R"({"disorder": "Disordered"})") << -1 << QStringList{};
    QTest::newRow("-1 if any of the bases are warriors")
        << QByteArray(R"({"troopTypes": ["Warriors"]})") << -1 << QStringList{};
    QTest::newRow("-1 once for DISRUPTED, DISORDERED warriors")
        << QByteArray(
               R"({"cohesion": "Disrupted", "disorder": "Disordered", "troopTypes": ["Warriors", "Light Foot"]})")
        << -1 << QStringList{};
    QTest::newRow("-2 if any of the bases are FRAGMENTED")
        << QByteArray(R"({"cohesion": "Fragmented"})") << -2
        << QStringList{
               QStringLiteral("-2 if any of the bases are FRAGMENTED or SEVERELY DISORDERED (count "
                              "the worst of these two, but never both):-2")};
    QTest::newRow("-2 if any of the bases are SEVERELY DISORDERED")
        << QByteArray(R"({"disorder": "Severely Disordered"})") << -2 << QStringList{};
    QTest::newRow("count the worst of these two, but never both: FRAGMENTED and DISORDERED")
        << QByteArray(R"({"cohesion": "Fragmented", "disorder": "Disordered"})") << -2
        << QStringList{};
    QTest::newRow(
        "count the worst of these two, but never both: DISRUPTED warriors SEVERELY DISORDERED")
        << QByteArray(
               R"({"cohesion": "Disrupted", "disorder": "Severely Disordered", "troopTypes": ["Warriors"]})")
        << -2 << QStringList{};
    QTest::newRow("everything: great commander with, stop looting, FRAGMENTED")
        << QByteArray(
               R"({"commander": "with", "greatCommander": true, "purpose": "stopLooting", "cohesion": "Fragmented"})")
        << 0 << QStringList{};
}

void TstComplexMoveTest::modifiers()
{
    QFETCH(QByteArray, input);
    QFETCH(int, total);
    QFETCH(QStringList, labels);
    const QJsonObject output = cmt(object(input.constData()));
    QCOMPARE(modifierTotal(output), total);
    QCOMPARE(
        output.value(QStringLiteral("facts")).toObject().value(QStringLiteral("modifier")).toInt(),
        total);
    QCOMPARE(
        output.value(QStringLiteral("facts")).toObject().value(QStringLiteral("passScore")).toInt(),
        8);
    if (!labels.isEmpty())
        QCOMPARE(fogrtesting::modifiers(output), labels);
    for (const QJsonValue &m : output.value(QStringLiteral("modifiers")).toArray())
        QVERIFY(m.toObject()
                    .value(QStringLiteral("citation"))
                    .toString()
                    .startsWith(QStringLiteral("FoGR: General Movement Rules")));
}

void TstComplexMoveTest::oddsMatchBruteForce_data()
{
    QTest::addColumn<QString>("quality");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<int>("modifier");
    QTest::addColumn<bool>("rerolls");
    const QStringList qualities{QStringLiteral("Elite"), QStringLiteral("Superior"),
                                QStringLiteral("Average"), QStringLiteral("Poor")};
    for (const QString &q : qualities) {
        const QByteArray name = q.toLatin1();
        QTest::newRow(name + ", no modifier (quality re-rolls apply)")
            << q << QByteArray("{}") << 0 << true;
        QTest::newRow(name + ", commander with, great: +3")
            << q << QByteArray(R"({"commander": "with", "greatCommander": true})") << 3 << true;
        QTest::newRow(name + ", FRAGMENTED: -2")
            << q << QByteArray(R"({"cohesion": "Fragmented"})") << -2 << true;
        QTest::newRow(name + ", stop pursuing in contact: normal quality re-rolls apply")
            << q << QByteArray(R"({"purpose": "stopPursuing"})") << -1 << true;
        QTest::newRow(name + ", stop pursuing after losing contact: quality re-rolls do not apply")
            << q << QByteArray(R"({"purpose": "stopPursuingLostContact", "commander": "inRange"})")
            << 0 << false;
    }
}

void TstComplexMoveTest::oddsMatchBruteForce()
{
    QFETCH(QString, quality);
    QFETCH(QByteArray, input);
    QFETCH(int, modifier);
    QFETCH(bool, rerolls);
    QJsonObject in = object(input.constData());
    in.insert(QStringLiteral("quality"), quality);
    const QJsonObject output = cmt(in);
    QCOMPARE(output.value(QStringLiteral("facts"))
                 .toObject()
                 .value(QStringLiteral("qualityRerolls"))
                 .toBool(),
             rerolls);
    const QString pass = brutePass(qualityOf(quality), rerolls, modifier, 8);
    QCOMPARE(exact(output, QStringLiteral("Pass")), pass);
    // The two outcomes cover every roll.
    const QString fail = exact(output, QStringLiteral("Fail"));
    QVERIFY(fail != QStringLiteral("absent"));
    const QJsonArray outcomes = output.value(QStringLiteral("outcomes")).toArray();
    QCOMPARE(outcomes.size(), 2);
    QCOMPARE(outcomes[0].toObject().value(QStringLiteral("probability")).toDouble() +
                 outcomes[1].toObject().value(QStringLiteral("probability")).toDouble(),
             1.0);
}

void TstComplexMoveTest::failureMeaning_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("onFail");
    // FoGR, Points to Note on the CMT.
    QTest::newRow("If an artillery battle group fails its CMT it cannot move at all")
        << QByteArray(R"({"troopTypes": ["Heavy Artillery"]})")
        << QStringLiteral("cannot move at all");
    QTest::newRow("Any other battle group which fails its CMT can make a simple move")
        << QByteArray(R"({"troopTypes": ["Heavy Foot", "Medium Foot"]})")
        << QStringLiteral("can make a simple move instead");
    QTest::newRow("Battle wagons must pass a CMT to carry out any move")
        << QByteArray(R"({"troopTypes": ["Battle Wagons"]})") << QStringLiteral("cannot move");
    QTest::newRow("FRAGMENTED: simple move to retire away from all enemy within 12 MUs")
        << QByteArray(R"({"cohesion": "Fragmented"})")
        << QStringLiteral(
               "can make a simple move only to retire away from all enemy within 12 MUs");
    QTest::newRow("Light troops must evade if they fail the CMT")
        << QByteArray(R"({"purpose": "receiveCharge"})") << QStringLiteral("must evade");
    QTest::newRow("Other troops must pursue unless they pass a CMT to stop pursuing")
        << QByteArray(R"({"purpose": "stopPursuing"})") << QStringLiteral("must pursue");
    QTest::newRow("stop looting") << QByteArray(R"({"purpose": "stopLooting"})")
                                  << QStringLiteral("goes on looting");
    QTest::newRow("DISRUPTED non-shock troops must pass a CMT to intercept")
        << QByteArray(R"({"purpose": "intercept", "cohesion": "Disrupted"})")
        << QStringLiteral("does not intercept");
    QTest::newRow("must pass a CMT to charge")
        << QByteArray(R"({"purpose": "charge"})") << QStringLiteral("does not charge");
    QTest::newRow("foot can choose to pursue by passing a CMT")
        << QByteArray(R"({"purpose": "pursueMounted"})") << QStringLiteral("does not pursue");
}

void TstComplexMoveTest::failureMeaning()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, onFail);
    const QJsonObject output = cmt(object(input.constData()));
    QCOMPARE(
        output.value(QStringLiteral("facts")).toObject().value(QStringLiteral("onFail")).toString(),
        onFail);
    QVERIFY(exact(output, QStringLiteral("Fail: ") + onFail) != QStringLiteral("absent"));
}

void TstComplexMoveTest::typedDice()
{
    // Average, DISRUPTED, commander with: +1 +1 -1 = +1. 4 + 3 + 1 = 8 passes; 4 + 2 + 1 = 7 fails.
    const QJsonObject input = object(
        R"({"battleGroup": "b1", "name": "Dutch foot", "quality": "Average", "cohesion": "Disrupted", "commander": "with"})");
    const QJsonObject passed = cmt(input, object(R"({"cmt": [4, 3]})"));
    QCOMPARE(
        passed.value(QStringLiteral("result")).toObject().value(QStringLiteral("score")).toInt(),
        8);
    QCOMPARE(
        passed.value(QStringLiteral("result")).toObject().value(QStringLiteral("passed")).toBool(),
        true);
    QCOMPARE(passed.value(QStringLiteral("changes")).toArray().size(), 0); // a CMT changes no state
    QCOMPARE(passed.value(QStringLiteral("summary")).toString(),
             QStringLiteral("Dutch foot: CMT 7 + 1 = 8, passes: may make the complex move (battle "
                            "wagons: any move)"));
    const QJsonObject failed = cmt(input, object(R"({"cmt": [4, 2]})"));
    QCOMPARE(
        failed.value(QStringLiteral("result")).toObject().value(QStringLiteral("passed")).toBool(),
        false);
    QCOMPARE(failed.value(QStringLiteral("result"))
                 .toObject()
                 .value(QStringLiteral("meaning"))
                 .toString(),
             QStringLiteral("can make a simple move instead"));
    // Superior re-roll their 1s: 1 re-rolled to 6, with 2 makes 8.
    const QJsonObject superior = cmt(object(R"({"quality": "Superior"})"),
                                     object(R"({"cmt": {"faces": [1, 2], "rerolls": [6]}})"));
    QCOMPARE(
        superior.value(QStringLiteral("result")).toObject().value(QStringLiteral("score")).toInt(),
        8);
    // Gendarmes who lost contact: quality re-rolls do not apply, so a re-roll given is refused.
    QVERIFY_THROWS_EXCEPTION(
        std::exception,
        cmt(object(R"({"quality": "Superior", "purpose": "stopPursuingLostContact"})"),
            object(R"({"cmt": {"faces": [1, 2], "rerolls": [6]}})")));
}

void TstComplexMoveTest::badInput_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown purpose") << QByteArray(R"({"purpose": "dance"})")
                                     << QStringLiteral("input.purpose: \"dance\" is not one of");
    QTest::newRow("unknown commander") << QByteArray(R"({"commander": "near"})")
                                       << QStringLiteral("input.commander: \"near\" is not one of");
    QTest::newRow("great commander without a commander")
        << QByteArray(R"({"greatCommander": true})") << QStringLiteral("input.greatCommander");
    QTest::newRow("BROKEN takes no CMT")
        << QByteArray(R"({"cohesion": "Broken"})")
        << QStringLiteral("input.cohesion: a BROKEN battle group routs");
    QTest::newRow("unknown troop type")
        << QByteArray(R"({"troopTypes": ["Hussars"]})")
        << QStringLiteral("input.troopTypes: \"Hussars\" is not a troop type");
    QTest::newRow("misspelt field")
        << QByteArray(R"({"comander": "with"})") << QStringLiteral("comander");
    QTest::newRow("unknown cohesion")
        << QByteArray(R"({"cohesion": "Shaken"})") << QStringLiteral("input.cohesion");
}

void TstComplexMoveTest::badInput()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    try {
        cmt(object(input.constData()));
        QFAIL("no error");
    } catch (const adjutant::core::Error &error) {
        QVERIFY2(QString::fromUtf8(error.what()).contains(message), error.what());
    }
}

void TstComplexMoveTest::variableMoveOdds_data()
{
    QTest::addColumn<int>("normal");
    for (int normal : {0, 1, 2, 3, 4, 5, 8})
        QTest::newRow(QByteArray::number(normal) + " MU") << normal;
}

void TstComplexMoveTest::variableMoveOdds()
{
    QFETCH(int, normal);
    const QJsonObject output = run(QStringLiteral("variable-move"),
                                   QJsonObject{{QStringLiteral("normalDistance"), normal}});
    // Brute force: the six faces of one die, no re-rolls (quality re-rolls do not apply), from
    // the table as printed: 1 -2 MUs, 2 -1 MU, 3 or 4 normal, 5 +1 MU, 6 +2 MUs.
    const int adjustment[] = {0, -2, -1, 0, 0, 1, 2};
    std::map<int, int> counts;
    for (int face = 1; face <= 6; ++face)
        counts[std::max(0, normal + adjustment[face])] += 1;
    const QJsonArray outcomes = output.value(QStringLiteral("outcomes")).toArray();
    QCOMPARE(outcomes.size(), qsizetype(counts.size()));
    for (const auto &[distance, count] : counts)
        QCOMPARE(exact(output, QStringLiteral("%1 MU").arg(distance)),
                 dicetesting::text(Fraction(count, 6)));
    QCOMPARE(output.value(QStringLiteral("facts"))
                 .toObject()
                 .value(QStringLiteral("qualityRerolls"))
                 .toBool(),
             false);
    QCOMPARE(output.value(QStringLiteral("notes")).toArray().isEmpty(), normal >= 2);
}

void TstComplexMoveTest::variableMoveFromTable()
{
    // FoGR, Move Distances and Disorder: "Heavy foot | 3 | 2 (D) | 2 (D) | 1 (SD)".
    const QJsonObject output = run(QStringLiteral("variable-move"),
                                   object(R"({"troopType": "Heavy Foot", "terrain": "Rough"})"));
    QCOMPARE(output.value(QStringLiteral("facts"))
                 .toObject()
                 .value(QStringLiteral("normalDistance"))
                 .toInt(),
             2);
    QCOMPARE(exact(output, QStringLiteral("0 MU")), QStringLiteral("1/6"));
    QCOMPARE(exact(output, QStringLiteral("2 MU")), QStringLiteral("1/3"));
    QCOMPARE(exact(output, QStringLiteral("4 MU")), QStringLiteral("1/6"));
    QVERIFY(output.value(QStringLiteral("notes"))
                .toArray()
                .first()
                .toString()
                .contains(QStringLiteral("disordered")));
    const QJsonObject lightFoot =
        run(QStringLiteral("variable-move"),
            object(R"({"troopType": "Light Foot", "terrain": "Difficult"})"));
    QCOMPARE(lightFoot.value(QStringLiteral("facts"))
                 .toObject()
                 .value(QStringLiteral("normalDistance"))
                 .toInt(),
             3);
}

void TstComplexMoveTest::variableMoveMissingMountedRow()
{
    // The transcription's move table has no mounted rows: the user is told to supply them.
    try {
        run(QStringLiteral("variable-move"),
            object(R"({"troopType": "Cavaliers", "terrain": "Open"})"));
        QFAIL("no error");
    } catch (const adjutant::rulesets::MissingRuleValue &error) {
        QVERIFY2(QString::fromUtf8(error.what()).contains(QStringLiteral("cavaliers")),
                 error.what());
    }
}

void TstComplexMoveTest::variableMoveDice()
{
    const QJsonObject input = object(R"({"name": "Croats", "normalDistance": 7})");
    const int expected[] = {0, 5, 6, 7, 7, 8, 9};
    for (int face = 1; face <= 6; ++face) {
        const QJsonObject output = run(QStringLiteral("variable-move"), input,
                                       QJsonObject{{QStringLiteral("vmd"), QJsonArray{face}}});
        QCOMPARE(output.value(QStringLiteral("result"))
                     .toObject()
                     .value(QStringLiteral("distance"))
                     .toInt(),
                 expected[face]);
    }
    const QJsonObject one = run(QStringLiteral("variable-move"), input, object(R"({"vmd": [1]})"));
    QCOMPARE(one.value(QStringLiteral("summary")).toString(),
             QStringLiteral("Croats: VMD 1, -2 MU: moves 5 MU"));
}

// Found by fuzz_overrides (docs/fuzzing.md): an overrides file giving the variable move 0 dice had
// it read the face of a die never thrown. The table is one die's faces: another count is refused.
void TstComplexMoveTest::variableMoveOverriddenDiceCount()
{
    RuleBook book = RuleBook::load(QStringLiteral("fogr"));
    book.applyOverrides(
        R"({"ruleset": "fogr", "values": {"variableMove": {"dice": {"value": 0, "source": "my copy"}}}})",
        QStringLiteral("overrides.json"));
    const ProcedureList procedures(QStringLiteral("fogr"), QStringLiteral("FoGR"),
                                   QStringLiteral("battleGroup"), fogr::movementProcedures());
    DiceSource dice = DiceSource::seeded(1);
    try {
        procedures.run(QStringLiteral("variable-move"), object(R"({"normalDistance": 4})"), dice,
                       book);
        QFAIL("no error");
    } catch (const adjutant::core::Error &error) {
        QCOMPARE(error.message(), QStringLiteral("rule data fogr: variableMove.dice must be 1"));
    }
}

void TstComplexMoveTest::variableMoveBadInput_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("nothing given")
        << QByteArray("{}") << QStringLiteral("input.normalDistance: required");
    QTest::newRow("negative distance")
        << QByteArray(R"({"normalDistance": -1})") << QStringLiteral("input.normalDistance");
    QTest::newRow("both ways")
        << QByteArray(R"({"normalDistance": 3, "troopType": "Heavy Foot", "terrain": "Open"})")
        << QStringLiteral("not both");
    QTest::newRow("unknown terrain")
        << QByteArray(R"({"troopType": "Heavy Foot", "terrain": "Swamp"})")
        << QStringLiteral("input.terrain: \"Swamp\"");
    QTest::newRow("unknown troop type")
        << QByteArray(R"({"troopType": "Hussars", "terrain": "Open"})")
        << QStringLiteral("input.troopType: \"Hussars\"");
    QTest::newRow("terrain without troop type")
        << QByteArray(R"({"terrain": "Open"})") << QStringLiteral("input.troopType");
}

void TstComplexMoveTest::variableMoveBadInput()
{
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    try {
        run(QStringLiteral("variable-move"), object(input.constData()));
        QFAIL("no error");
    } catch (const adjutant::core::Error &error) {
        QVERIFY2(QString::fromUtf8(error.what()).contains(message), error.what());
    }
}

QTEST_GUILESS_MAIN(TstComplexMoveTest)
#include "tst_complexmovetest.moc"
