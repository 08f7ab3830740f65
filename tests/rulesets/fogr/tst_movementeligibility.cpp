// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR eligibility procedures: Interception Charges, Evade Moves, Voluntary Break Offs and Sacking
// Camps, run as the CLI runs them; the camp sacking odds checked against every dice outcome.
#include "dicetesting.h"
#include "fogr/fogrtesting.h"

#include "core/error.h"
#include "rulesets/common/fogrqualityrerolls.h"

#include <QtTest>

using namespace fogrtesting;
using namespace adjutant::rulesets;

namespace {

QJsonObject facts(const QJsonObject &output)
{
    return output.value(QStringLiteral("facts")).toObject();
}

// The rules the result cites with the given effect.
QStringList rulesWith(const QJsonObject &output, const QString &effect)
{
    QStringList list;
    for (const QJsonValue &r : facts(output).value(QStringLiteral("reasons")).toArray()) {
        if (r.toObject().value(QStringLiteral("effect")).toString() == effect)
            list.append(r.toObject().value(QStringLiteral("rule")).toString());
    }
    return list;
}

bool anyStartsWith(const QStringList &list, const QString &prefix)
{
    for (const QString &s : list) {
        if (s.startsWith(prefix))
            return true;
    }
    return false;
}

void expectError(const QString &procedure, const QByteArray &input, const QString &message)
{
    try {
        run(procedure, object(input.constData()));
        QFAIL("no error");
    } catch (const adjutant::core::Error &error) {
        QVERIFY2(QString::fromUtf8(error.what()).contains(message), error.what());
    }
}

} // namespace

class TstMovementEligibility : public QObject
{
    Q_OBJECT

private slots:
    void interception_data();
    void interception();
    void evade_data();
    void evade();
    void evadeDistance();
    void breakOff_data();
    void breakOff();
    void campSackOdds_data();
    void campSackOdds();
    void campSackTwoAttackers();
    void campSackDice();
    void campUnfortified();
    void badInput_data();
    void badInput();
    void examplesRun();
};

void TstMovementEligibility::interception_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("eligible");
    QTest::addColumn<bool>("cmt");
    QTest::addColumn<int>("zoi");
    QTest::addColumn<QString>("rule"); // the deciding rule's first words
    const QByteArray horseVsHorse = R"("troopTypes": ["Horse"], "chargerTroopTypes": ["Horse"])";
    QTest::newRow("STEADY horse, charger within 4 MU: may intercept")
        << QByteArray("{" + horseVsHorse + R"(, "distanceToChargePath": 4})") << true << false << 4
        << QStringLiteral("If an enemy battle group attempts");
    QTest::newRow("The ZOI is 2 MUs for foot: 3 MU is out of it")
        << QByteArray(
               R"({"troopTypes": ["Heavy Foot", "Medium Foot"], "chargerTroopTypes": ["Medium Foot"], "distanceToChargePath": 3})")
        << false << false << 2 << QStringLiteral("The ZOI is 2 MUs for foot");
    QTest::newRow("The ZOI is 4 MUs for elephants")
        << QByteArray(
               R"({"troopTypes": ["Elephants"], "chargerTroopTypes": ["Medium Foot"], "distanceToChargePath": 4})")
        << true << false << 4 << QStringLiteral("If an enemy");
    QTest::newRow("DISRUPTED non-shock troops must pass a CMT to intercept")
        << QByteArray("{" + horseVsHorse + R"(, "cohesion": "Disrupted"})") << true << true << 4
        << QStringLiteral("DISRUPTED non-shock troops");
    QTest::newRow("DISRUPTED shock troops (cavaliers) need no CMT")
        << QByteArray(
               R"({"troopTypes": ["Cavaliers"], "chargerTroopTypes": ["Horse"], "cohesion": "Disrupted"})")
        << true << false << 4 << QStringLiteral("If an enemy");
    QTest::newRow("DISRUPTED horse with impact mounted (shock by capability) need no CMT")
        << QByteArray("{" + horseVsHorse + R"(, "cohesion": "Disrupted", "shock": true})") << true
        << false << 4 << QStringLiteral("If an enemy");
    QTest::newRow("FRAGMENTED troops cannot intercept")
        << QByteArray("{" + horseVsHorse + R"(, "cohesion": "Fragmented"})") << false << false << 4
        << QStringLiteral("FRAGMENTED troops, light foot");
    QTest::newRow("light foot cannot intercept")
        << QByteArray(R"({"troopTypes": ["Light Foot"], "chargerTroopTypes": ["Light Foot"]})")
        << false << false << 2 << QStringLiteral("FRAGMENTED troops, light foot");
    QTest::newRow("dragoons cannot intercept")
        << QByteArray(R"({"troopTypes": ["Dragoons"], "chargerTroopTypes": ["Light Foot"]})")
        << false << false << 2 << QStringLiteral("FRAGMENTED troops, light foot");
    QTest::newRow("artillery cannot intercept")
        << QByteArray(
               R"({"troopTypes": ["Medium Artillery"], "chargerTroopTypes": ["Medium Foot"]})")
        << false << false << 2 << QStringLiteral("FRAGMENTED troops, light foot");
    QTest::newRow("battle wagons cannot intercept")
        << QByteArray(R"({"troopTypes": ["Battle Wagons"], "chargerTroopTypes": ["Medium Foot"]})")
        << false << false << 2 << QStringLiteral("FRAGMENTED troops, light foot");
    QTest::newRow("troops in square cannot intercept")
        << QByteArray(
               R"({"troopTypes": ["Heavy Foot"], "chargerTroopTypes": ["Heavy Foot"], "inSquare": true})")
        << false << false << 2 << QStringLiteral("FRAGMENTED troops, light foot");
    QTest::newRow("troops defending field fortifications cannot intercept")
        << QByteArray(
               R"({"troopTypes": ["Heavy Foot"], "chargerTroopTypes": ["Heavy Foot"], "defendingFortificationsOrObstacle": true})")
        << false << false << 2 << QStringLiteral("FRAGMENTED troops, light foot");
    QTest::newRow("Light horse cannot intercept battle troops")
        << QByteArray(R"({"troopTypes": ["Light Horse"], "chargerTroopTypes": ["Horse"]})") << false
        << false << 4 << QStringLiteral("Light horse cannot intercept");
    QTest::newRow("light horse may intercept light horse")
        << QByteArray(R"({"troopTypes": ["Light Horse"], "chargerTroopTypes": ["Light Horse"]})")
        << true << false << 4 << QStringLiteral("If an enemy");
    QTest::newRow("Foot battle troops cannot intercept mounted battle troops")
        << QByteArray(R"({"troopTypes": ["Heavy Foot"], "chargerTroopTypes": ["Cavaliers"]})")
        << false << false << 2 << QStringLiteral("Foot battle troops cannot");
    QTest::newRow("foot battle troops may intercept light horse")
        << QByteArray(R"({"troopTypes": ["Heavy Foot"], "chargerTroopTypes": ["Light Horse"]})")
        << true << false << 2 << QStringLiteral("If an enemy");
    QTest::newRow("A battle group that is itself charged cannot intercept")
        << QByteArray("{" + horseVsHorse + R"(, "itselfCharged": true})") << false << false << 4
        << QStringLiteral("A battle group that is itself charged");
    QTest::newRow("ZOI only through terrain that does not disorder it")
        << QByteArray("{" + horseVsHorse + R"(, "zoiThroughDisorderingTerrain": true})") << false
        << false << 4 << QStringLiteral("It extends only directly");
    QTest::newRow("no part of the enemy visible: cannot intercept")
        << QByteArray("{" + horseVsHorse + R"(, "chargerVisible": false})") << false << false << 4
        << QStringLiteral("A battle group cannot intercept an enemy");
    QTest::newRow("BROKEN troops rout: cannot intercept (interpreted)")
        << QByteArray("{" + horseVsHorse + R"(, "cohesion": "Broken"})") << false << false << 4
        << QStringLiteral("BROKEN: Battle group makes a rout move");
}

void TstMovementEligibility::interception()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, eligible);
    QFETCH(bool, cmt);
    QFETCH(int, zoi);
    QFETCH(QString, rule);
    const QJsonObject output = run(QStringLiteral("interception"), object(input.constData()));
    QCOMPARE(facts(output).value(QStringLiteral("eligible")).toBool(), eligible);
    QCOMPARE(facts(output).value(QStringLiteral("cmtNeeded")).toBool(), cmt);
    QCOMPARE(facts(output).value(QStringLiteral("zoi")).toInt(), zoi);
    const QString effect = !eligible ? QStringLiteral("forbids")
                           : cmt     ? QStringLiteral("needs a CMT")
                                     : QStringLiteral("allows");
    QVERIFY2(anyStartsWith(rulesWith(output, effect), rule),
             qPrintable(rulesWith(output, effect).join(QStringLiteral(" | "))));
    for (const QJsonValue &r : facts(output).value(QStringLiteral("reasons")).toArray())
        QVERIFY(r.toObject()
                    .value(QStringLiteral("citation"))
                    .toString()
                    .startsWith(QStringLiteral("FoGR: ")));
}

void TstMovementEligibility::evade_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("mayEvade");
    QTest::addColumn<bool>("cmtToStand");
    QTest::addColumn<int>("directions");
    QTest::newRow("Light troops can evade whatever their formation; must pass a CMT not to evade "
                  "battle troops")
        << QByteArray(R"({"troopTypes": ["Light Horse"], "chargerTroopTypes": ["Cavaliers"]})")
        << true << true << 2;
    QTest::newRow("light troops charged by light troops: no CMT to stand")
        << QByteArray(R"({"troopTypes": ["Light Horse"], "chargerTroopTypes": ["Light Horse"]})")
        << true << false << 2;
    QTest::newRow("Non-shock cavalry entirely 1 base deep can evade")
        << QByteArray(
               R"({"troopTypes": ["Cavalry"], "oneBaseDeep": true, "chargerTroopTypes": ["Horse"]})")
        << true << false << 2;
    QTest::newRow("cavalry 2 bases deep cannot evade")
        << QByteArray(R"({"troopTypes": ["Cavalry"], "chargerTroopTypes": ["Horse"]})") << false
        << false << 0;
    QTest::newRow("shock cavalry (lancers) 1 deep cannot evade")
        << QByteArray(
               R"({"troopTypes": ["Cavalry"], "shock": true, "oneBaseDeep": true, "chargerTroopTypes": ["Horse"]})")
        << false << false << 0;
    QTest::newRow("FRAGMENTED shock cavalry are no longer shock: may evade")
        << QByteArray(
               R"({"troopTypes": ["Cavalry"], "shock": true, "cohesion": "Fragmented", "oneBaseDeep": true, "chargerTroopTypes": ["Horse"]})")
        << true << false << 2;
    QTest::newRow("horse cannot evade")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "oneBaseDeep": true, "chargerTroopTypes": ["Horse"]})")
        << false << false << 0;
    QTest::newRow("in close combat other than only as an overlap: evading is never possible")
        << QByteArray(
               R"({"troopTypes": ["Light Foot"], "closeCombat": "front", "chargerTroopTypes": ["Horse"]})")
        << false << false << 0;
    QTest::newRow("in close combat only as an overlap: may evade, CMT to stand")
        << QByteArray(
               R"({"troopTypes": ["Light Foot"], "closeCombat": "overlapOnly", "chargerTroopTypes": ["Horse"]})")
        << true << true << 2;
    QTest::newRow("routing troops cannot evade")
        << QByteArray(
               R"({"troopTypes": ["Light Foot"], "cohesion": "Broken", "chargerTroopTypes": ["Horse"]})")
        << false << false << 0;
    QTest::newRow("light foot entirely in rough terrain need no CMT to stand")
        << QByteArray(
               R"({"troopTypes": ["Light Foot"], "inTerrainOrDefending": true, "chargerTroopTypes": ["Heavy Foot"]})")
        << true << false << 2;
    QTest::newRow("light horse in rough terrain still test")
        << QByteArray(
               R"({"troopTypes": ["Light Horse"], "inTerrainOrDefending": true, "chargerTroopTypes": ["Heavy Foot"]})")
        << true << true << 2;
    QTest::newRow("Unless charged in flank or rear they can evade directly to their own rear")
        << QByteArray(
               R"({"troopTypes": ["Light Horse"], "chargedInFlankOrRear": true, "chargerTroopTypes": ["Light Horse"]})")
        << true << false << 1;
}

void TstMovementEligibility::evade()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, mayEvade);
    QFETCH(bool, cmtToStand);
    QFETCH(int, directions);
    const QJsonObject output = run(QStringLiteral("evade"), object(input.constData()));
    QCOMPARE(facts(output).value(QStringLiteral("mayEvade")).toBool(), mayEvade);
    QCOMPARE(facts(output).value(QStringLiteral("cmtToStand")).toBool(), cmtToStand);
    QCOMPARE(facts(output).value(QStringLiteral("directions")).toArray().size(), directions);
    QCOMPARE(rulesWith(output, QStringLiteral("forbids")).isEmpty(), mayEvade);
}

void TstMovementEligibility::evadeDistance()
{
    // "the evader makes a variable move distance roll": 7 MU becomes 5 to 9.
    const QJsonObject input = fogr().exampleInput(QStringLiteral("evade"));
    const QJsonObject odds = run(QStringLiteral("evade"), input);
    QCOMPARE(exact(odds, QStringLiteral("Evade 5 MU")), QStringLiteral("1/6"));
    QCOMPARE(exact(odds, QStringLiteral("Evade 7 MU")), QStringLiteral("1/3"));
    QCOMPARE(exact(odds, QStringLiteral("Evade 9 MU")), QStringLiteral("1/6"));
    const QJsonObject rolled = run(QStringLiteral("evade"), input, object(R"({"vmd": [6]})"));
    QCOMPARE(
        rolled.value(QStringLiteral("result")).toObject().value(QStringLiteral("distance")).toInt(),
        9);
    QCOMPARE(rolled.value(QStringLiteral("changes")).toArray().size(), 0);
}

void TstMovementEligibility::breakOff_data()
{
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<bool>("eligible");
    QTest::addColumn<QString>("rule"); // first words of the deciding rule
    QTest::newRow("Mounted troops can break off if at least half their opponents are STEADY foot")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "opponents": [{"troopType": "Medium Foot", "bases": 2}, {"troopType": "Horse", "bases": 2}]})")
        << true
        << QStringLiteral("Mounted troops can break off if at least half their close combat "
                          "opponents are STEADY foot");
    QTest::newRow("mounted against under half STEADY foot cannot")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "opponents": [{"troopType": "Medium Foot", "bases": 1}, {"troopType": "Horse", "bases": 2}]})")
        << false
        << QStringLiteral("Mounted troops can break off if at least half their close combat "
                          "opponents are STEADY foot");
    QTest::newRow("Disordered bases are not STEADY")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "opponents": [{"troopType": "Medium Foot", "disorder": "Disordered", "bases": 2}]})")
        << false << QStringLiteral("Mounted troops can break off if at least half");
    QTest::newRow("DISRUPTED mounted against STEADY non-shock mounted can break off")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "cohesion": "Disrupted", "opponents": [{"troopType": "Horse", "bases": 2}]})")
        << true
        << QStringLiteral("Mounted troops can break off if they are DISRUPTED or FRAGMENTED");
    QTest::newRow("DISRUPTED mounted against STEADY elephants can break off")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "cohesion": "Disrupted", "opponents": [{"troopType": "Elephants", "bases": 2}]})")
        << true
        << QStringLiteral("Mounted troops can break off if they are DISRUPTED or FRAGMENTED");
    QTest::newRow("STEADY mounted against STEADY mounted cannot")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "opponents": [{"troopType": "Horse", "bases": 2}]})")
        << false
        << QStringLiteral("Mounted troops can break off if they are DISRUPTED or FRAGMENTED");
    QTest::newRow("FRAGMENTED mounted against shock mounted cannot")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "cohesion": "Fragmented", "opponents": [{"troopType": "Cavaliers", "bases": 2}]})")
        << false
        << QStringLiteral("Mounted troops can break off if they are DISRUPTED or FRAGMENTED");
    QTest::newRow(
        "Foot can break off if DISRUPTED non-shock and all opponents are STEADY non-shock foot")
        << QByteArray(
               R"({"troopTypes": ["Medium Foot"], "cohesion": "Disrupted", "opponents": [{"troopType": "Heavy Foot", "bases": 2}]})")
        << true << QStringLiteral("Foot can break off");
    QTest::newRow("FRAGMENTED foot (shock no longer) can break off")
        << QByteArray(
               R"({"troopTypes": ["Medium Foot"], "shock": true, "cohesion": "Fragmented", "opponents": [{"troopType": "Heavy Foot", "bases": 2}]})")
        << true << QStringLiteral("Foot can break off");
    QTest::newRow("DISRUPTED shock foot cannot")
        << QByteArray(
               R"({"troopTypes": ["Medium Foot"], "shock": true, "cohesion": "Disrupted", "opponents": [{"troopType": "Heavy Foot", "bases": 2}]})")
        << false << QStringLiteral("Foot can break off");
    QTest::newRow("foot against shock foot (salvo) cannot")
        << QByteArray(
               R"({"troopTypes": ["Medium Foot"], "cohesion": "Disrupted", "opponents": [{"troopType": "Medium Foot", "shock": true, "bases": 2}]})")
        << false << QStringLiteral("Foot can break off");
    QTest::newRow("foot with one mounted opponent cannot: all must be foot")
        << QByteArray(
               R"({"troopTypes": ["Medium Foot"], "cohesion": "Disrupted", "opponents": [{"troopType": "Heavy Foot", "bases": 3}, {"troopType": "Horse", "bases": 1}]})")
        << false << QStringLiteral("Foot can break off");
    QTest::newRow("STEADY foot cannot")
        << QByteArray(
               R"({"troopTypes": ["Medium Foot"], "opponents": [{"troopType": "Heavy Foot", "bases": 2}]})")
        << false << QStringLiteral("Foot can break off");
    QTest::newRow("Elephants, artillery and battle wagons cannot break off")
        << QByteArray(
               R"({"troopTypes": ["Elephants"], "cohesion": "Disrupted", "opponents": [{"troopType": "Horse", "bases": 2}]})")
        << false << QStringLiteral("The following battle groups cannot break off");
    QTest::newRow("artillery cannot break off")
        << QByteArray(
               R"({"troopTypes": ["Light Artillery"], "cohesion": "Disrupted", "opponents": [{"troopType": "Heavy Foot", "bases": 2}]})")
        << false << QStringLiteral("The following battle groups cannot break off");
    QTest::newRow("Any battle group with bases facing in more than one direction")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "facingMoreThanOneDirection": true, "opponents": [{"troopType": "Heavy Foot", "bases": 2}]})")
        << false << QStringLiteral("Any battle group with bases facing");
    QTest::newRow("pursued into contact with fresh enemy, not yet fought")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "pursuedIntoFreshEnemy": true, "opponents": [{"troopType": "Heavy Foot", "bases": 2}]})")
        << false << QStringLiteral("Any battle group which pursued");
}

void TstMovementEligibility::breakOff()
{
    QFETCH(QByteArray, input);
    QFETCH(bool, eligible);
    QFETCH(QString, rule);
    const QJsonObject output = run(QStringLiteral("break-off"), object(input.constData()));
    QCOMPARE(facts(output).value(QStringLiteral("eligible")).toBool(), eligible);
    QStringList cited;
    for (const QJsonValue &r : facts(output).value(QStringLiteral("reasons")).toArray())
        cited.append(r.toObject().value(QStringLiteral("rule")).toString());
    QVERIFY2(anyStartsWith(cited, rule), qPrintable(cited.join(QStringLiteral(" | "))));
    QCOMPARE(facts(output).contains(QStringLiteral("endsAt")), eligible);
    if (eligible && input.contains("Medium Foot\"], \"cohesion"))
        QVERIFY(facts(output)
                    .value(QStringLiteral("endsAt"))
                    .toString()
                    .contains(QStringLiteral("4 MUs")));
}

void TstMovementEligibility::campSackOdds_data()
{
    QTest::addColumn<QString>("troopType");
    QTest::addColumn<QString>("quality");
    QTest::addColumn<int>("score");
    for (const char *q : {"Elite", "Superior", "Average", "Poor"}) {
        QTest::newRow(QByteArray("Mounted troops need to roll a 6, ") + q)
            << QStringLiteral("Horse") << QString::fromLatin1(q) << 6;
        QTest::newRow(QByteArray("foot troops a 5 or a 6, ") + q)
            << QStringLiteral("Heavy Foot") << QString::fromLatin1(q) << 5;
        QTest::newRow(QByteArray("elephants a 5 or a 6, ") + q)
            << QStringLiteral("Elephants") << QString::fromLatin1(q) << 5;
    }
}

namespace {

FogrQuality qualityOf(const QString &name)
{
    return name == QStringLiteral("Elite")      ? FogrQuality::Elite
           : name == QStringLiteral("Superior") ? FogrQuality::Superior
           : name == QStringLiteral("Poor")     ? FogrQuality::Poor
                                                : FogrQuality::Average;
}

QJsonObject attacker(const QString &type, const QString &quality)
{
    return {{QStringLiteral("troopTypes"), QJsonArray{type}}, {QStringLiteral("quality"), quality}};
}

} // namespace

void TstMovementEligibility::campSackOdds()
{
    QFETCH(QString, troopType);
    QFETCH(QString, quality);
    QFETCH(int, score);
    const QJsonObject output =
        run(QStringLiteral("camp-sack"),
            {{QStringLiteral("fortified"), true},
             {QStringLiteral("attackers"), QJsonArray{attacker(troopType, quality)}}});
    QCOMPARE(facts(output)
                 .value(QStringLiteral("attackers"))
                 .toArray()
                 .first()
                 .toObject()
                 .value(QStringLiteral("needs"))
                 .toInt(),
             score);
    // "Quality re-rolls apply": every face and re-roll enumerated.
    const auto counts =
        dicetesting::bruteHits({{kD6, 1, fogrQualityRerolls(qualityOf(quality)), score}});
    const Fraction p(counts.count(1) ? counts.at(1) : Weight(0), dicetesting::sumOf(counts));
    QCOMPARE(exact(output, QStringLiteral("Camp sacked")), dicetesting::text(p));
    QCOMPARE(exact(output, QStringLiteral("Camp holds")), dicetesting::text(1 - p));
}

void TstMovementEligibility::campSackTwoAttackers()
{
    const QJsonObject output =
        run(QStringLiteral("camp-sack"), fogr().exampleInput(QStringLiteral("camp-sack")));
    // Average horse needing 6 and superior foot needing 5: the camp falls if either succeeds.
    const auto counts =
        dicetesting::bruteHits({{kD6, 1, fogrQualityRerolls(FogrQuality::Average), 6},
                                {kD6, 1, fogrQualityRerolls(FogrQuality::Superior), 5}});
    const Fraction holds(counts.at(0), dicetesting::sumOf(counts));
    QCOMPARE(exact(output, QStringLiteral("Camp holds")), dicetesting::text(holds));
    QCOMPARE(exact(output, QStringLiteral("Camp sacked")), dicetesting::text(1 - holds));
}

void TstMovementEligibility::campSackDice()
{
    const QJsonObject input = fogr().exampleInput(QStringLiteral("camp-sack"));
    const QJsonObject holds =
        run(QStringLiteral("camp-sack"), input, object(R"({"sack.1": [5], "sack.2": [4]})"));
    QCOMPARE(
        holds.value(QStringLiteral("result")).toObject().value(QStringLiteral("sacked")).toBool(),
        false);
    QCOMPARE(holds.value(QStringLiteral("summary")).toString(),
             QStringLiteral("Spanish camp holds"));
    QCOMPARE(holds.value(QStringLiteral("changes")).toArray(), QJsonArray());
    const QJsonObject sacked =
        run(QStringLiteral("camp-sack"), input,
            object(R"({"sack.1": [6], "sack.2": {"faces": [1], "rerolls": [5]}})"));
    QCOMPARE(sacked.value(QStringLiteral("summary")).toString(),
             QStringLiteral("Spanish camp is sacked by Dutch horse, Dutch foot"));
    // The input names the camp's side: the sack is recorded on it, for its attrition.
    QCOMPARE(sacked.value(QStringLiteral("changes")).toArray(),
             QJsonArray{object(R"({"type": "side.changed",
                                   "payload": {"id": "spain", "set": {"campSacked": true}}})")});
}

void TstMovementEligibility::campUnfortified()
{
    // "An unfortified camp contacted by any part of the front edge of an enemy battle group counts
    // as immediately sacked, and no combat takes place."
    const QJsonObject output =
        run(QStringLiteral("camp-sack"),
            object(R"({"fortified": false, "attackers": [{"name": "Croats"}]})"));
    QCOMPARE(exact(output, QStringLiteral("Camp sacked")), QStringLiteral("1"));
    QCOMPARE(facts(output).value(QStringLiteral("sacked")).toBool(), true);
    // Named, the camp's side records the sack (no dice to throw); not named, nothing is recorded.
    adjutant::rulesets::DiceSource none = adjutant::rulesets::DiceSource::none();
    const auto named = fogr().run(QStringLiteral("camp-sack"),
                                  object(R"({"side": "spain", "fortified": false, "attackers": [{"name": "Croats"}]})"),
                                  none);
    QCOMPARE(named.changes.size(), 1);
    QCOMPARE(named.changes.first().type, QStringLiteral("side.changed"));
    QCOMPARE(named.changes.first().payload.value(QStringLiteral("id")).toString(), QStringLiteral("spain"));
    const auto anonymous = fogr().run(QStringLiteral("camp-sack"),
                                      object(R"({"fortified": false, "attackers": [{"name": "Croats"}]})"), none);
    QVERIFY(anonymous.changes.isEmpty());
}

void TstMovementEligibility::badInput_data()
{
    QTest::addColumn<QString>("procedure");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("interception: unknown troop type")
        << QStringLiteral("interception")
        << QByteArray(R"({"troopTypes": ["Hussars"], "chargerTroopTypes": ["Horse"]})")
        << QStringLiteral("input.troopTypes: \"Hussars\" is not a troop type");
    QTest::newRow("interception: no charger")
        << QStringLiteral("interception") << QByteArray(R"({"troopTypes": ["Horse"]})")
        << QStringLiteral("input.chargerTroopTypes");
    QTest::newRow("interception: negative distance")
        << QStringLiteral("interception")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "chargerTroopTypes": ["Horse"], "distanceToChargePath": -1})")
        << QStringLiteral("input.distanceToChargePath");
    QTest::newRow("interception: mounted and foot mixed")
        << QStringLiteral("interception")
        << QByteArray(R"({"troopTypes": ["Horse", "Medium Foot"], "chargerTroopTypes": ["Horse"]})")
        << QStringLiteral("mixes mounted and foot");
    QTest::newRow("evade: unknown closeCombat")
        << QStringLiteral("evade")
        << QByteArray(
               R"({"troopTypes": ["Light Horse"], "chargerTroopTypes": ["Horse"], "closeCombat": "rear"})")
        << QStringLiteral("input.closeCombat");
    QTest::newRow("break-off: no opponents")
        << QStringLiteral("break-off")
        << QByteArray(R"({"troopTypes": ["Horse"], "opponents": []})")
        << QStringLiteral("input.opponents");
    QTest::newRow("break-off: opponent bases 0")
        << QStringLiteral("break-off")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "opponents": [{"troopType": "Horse", "bases": 0}]})")
        << QStringLiteral("input.opponents[0].bases");
    QTest::newRow("break-off: unknown opponent cohesion")
        << QStringLiteral("break-off")
        << QByteArray(
               R"({"troopTypes": ["Horse"], "opponents": [{"troopType": "Horse", "bases": 2, "cohesion": "Wobbly"}]})")
        << QStringLiteral("input.opponents[0].cohesion");
    QTest::newRow("camp-sack: fortified not said")
        << QStringLiteral("camp-sack") << QByteArray(R"({"attackers": [{"name": "x"}]})")
        << QStringLiteral("input.fortified: required");
    QTest::newRow("camp-sack: fortified attacker without quality")
        << QStringLiteral("camp-sack")
        << QByteArray(R"({"fortified": true, "attackers": [{"troopTypes": ["Horse"]}]})")
        << QStringLiteral("input.attackers[0].quality");
    QTest::newRow("camp-sack: mixed mounted and foot attacker")
        << QStringLiteral("camp-sack")
        << QByteArray(
               R"({"fortified": true, "attackers": [{"troopTypes": ["Horse", "Medium Foot"], "quality": "Average"}]})")
        << QStringLiteral("input.attackers[0].troopTypes: mixes mounted and foot");
    QTest::newRow("camp-sack: no attackers")
        << QStringLiteral("camp-sack") << QByteArray(R"({"fortified": true, "attackers": []})")
        << QStringLiteral("input.attackers");
}

void TstMovementEligibility::badInput()
{
    QFETCH(QString, procedure);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    expectError(procedure, input, message);
}

void TstMovementEligibility::examplesRun()
{
    // Every example input of the movement and army procedures runs, without dice and with
    // seeded dice.
    for (const char *id : {"complex-move-test", "variable-move", "interception", "evade",
                           "break-off", "camp-sack", "attrition", "victory"}) {
        const QString procedure = QString::fromLatin1(id);
        const QJsonObject input = fogr().exampleInput(procedure);
        QVERIFY2(!input.isEmpty(), id);
        QVERIFY(!run(procedure, input).value(QStringLiteral("citation")).toString().isEmpty());
        DiceSource seeded = DiceSource::seeded(7);
        const ProcedureResult result = fogr().run(procedure, input, seeded);
        QVERIFY2(!result.summary.isEmpty(), id);
    }
}

QTEST_GUILESS_MAIN(TstMovementEligibility)
#include "tst_movementeligibility.moc"
