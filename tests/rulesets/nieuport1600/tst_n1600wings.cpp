// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600's wings: a unit answers to the commander its "wing" property names, and the
// wing's orders bound its moves (N1600 6.2, Types of orders). Hand-made maps whose distances are
// counted on the printed hexes.
#include "n1600movetesting.h"
#include "n1600testing.h"

#include "core/battlefile.h"
#include "core/commander.h"
#include "rulesets/ruleset.h"

#include <QHash>
#include <QJsonArray>

#include <QTest>

using namespace adjutant;
using namespace n1600movetesting;
using rulesets::HexMovePlan;

namespace {

// A Dutch foot unit in 0304 facing east (its frontal hexes 0403 and 0404), 4 MP, of Vere's wing
// under `orders`, and a Spanish one in `enemyAt`.
core::Battle wingAgainst(const char *enemyAt, const QString &orders)
{
    MapMaker map;
    map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 4);
    map.unit("enemy", "spain", "N", {at(enemyAt)}, 4, {}, 4);
    core::Battle battle = map.battle();
    battle.commanders << francisVere(at("0305"), orders);
    battle.units[0].properties[QStringLiteral("wing")] = QStringLiteral("vere");
    return battle;
}

QString notes(const HexMovePlan &plan) { return plan.notes.join(QLatin1Char('\n')); }

} // namespace

class TestN1600Wings : public QObject
{
    Q_OBJECT

private slots:
    void chargezClosesOnTheEnemy();
    void chargezNeverBacksAway();
    void marchezKeepsOffTheEnemy();
    void ralliezNeverCloses();
    void noOrdersNoBounds();
    void activationAndOrdersArePrefilledFromTheWing();
    void resultsMarkTheCommanders();
    void theInspectorSaysTheWingAndItsLineOfCommand();
    void inCommandThroughAUnitInCommand();
    void initiativeCountsTheWingsOrders();
    void musketeersStayNearTheirTercio();
};

// 6.2: "A unit under Charge Orders must end its movement at least one hex closer to the enemy
// unit closest to it." The enemy in 0804 is 5 hexes from 0304 and 4 from 0403.
void TestN1600Wings::chargezClosesOnTheEnemy()
{
    const core::Battle battle = wingAgainst("0804", QStringLiteral("Chargez!"));
    const HexMovePlan closer = plan(battle, "foot", {at("0403")}, 1);
    QVERIFY2(closer.allowed, qPrintable(why(closer)));
    QVERIFY2(!notes(closer).contains(QStringLiteral("6.2")), qPrintable(why(closer)));
    // Turning in place ends no closer: a move made in steps is judged at its end, so it is said,
    // not refused.
    const HexMovePlan turned = plan(battle, "foot", {at("0304")}, 2);
    QVERIFY2(turned.allowed, qPrintable(why(turned)));
    QVERIFY2(notes(turned).contains(
                 QStringLiteral("Under Chargez! (N1600 6.2) the unit must end its movement at "
                                "least one hex closer to the nearest enemy: it began 5 hexes away "
                                "and is 5 hexes away here.")),
             qPrintable(why(turned)));
}

// 6.2: "If the unit is already adjacent to the enemy, it cannot move away but can change facing".
void TestN1600Wings::chargezNeverBacksAway()
{
    const core::Battle battle = wingAgainst("0404", QStringLiteral("Chargez!"));
    // Counter-march (2 MP) and step west into 0204 (1 MP): 2 hexes from the enemy.
    const HexMovePlan away = plan(battle, "foot", {at("0204")}, 4);
    QVERIFY(!away.allowed);
    QCOMPARE(away.refusal, QStringLiteral("Under Chargez! (N1600 6.2) a unit adjacent to the enemy "
                                          "cannot move away."));
    const HexMovePlan facing = plan(battle, "foot", {at("0304")}, 2);
    QVERIFY2(facing.allowed, qPrintable(why(facing)));
}

// 6.2: "A unit under March Orders may move but may not become adjacent to the enemy." The enemy
// in 0604 is 3 hexes from 0304, 2 from 0403 and 1 from 0504.
void TestN1600Wings::marchezKeepsOffTheEnemy()
{
    const core::Battle battle = wingAgainst("0604", QStringLiteral("Marchez!"));
    const HexMovePlan near = plan(battle, "foot", {at("0403")}, 1);
    QVERIFY2(near.allowed, qPrintable(why(near)));
    const HexMovePlan adjacent = plan(battle, "foot", {at("0504")}, 1);
    QVERIFY(!adjacent.allowed);
    QCOMPARE(adjacent.refusal, QStringLiteral("Under Marchez! (N1600 6.2) a unit may not become "
                                              "adjacent to the enemy."));
    // Already adjacent, it may turn where it stands.
    const core::Battle touching = wingAgainst("0404", QStringLiteral("Marchez!"));
    const HexMovePlan turned = plan(touching, "foot", {at("0304")}, 2);
    QVERIFY2(turned.allowed, qPrintable(why(turned)));
}

// 6.2: "A unit under Rally Orders may move but may not end its movement closer to the enemy."
void TestN1600Wings::ralliezNeverCloses()
{
    const core::Battle battle = wingAgainst("0604", QStringLiteral("Ralliez!"));
    const HexMovePlan closer = plan(battle, "foot", {at("0403")}, 1);
    QVERIFY(!closer.allowed);
    QCOMPARE(closer.refusal, QStringLiteral("Under Ralliez! (N1600 6.2) a unit may not end its "
                                            "movement closer to the enemy: 2 hexes away, from 3 "
                                            "hexes."));
    const HexMovePlan away = plan(battle, "foot", {at("0204")}, 4);
    QVERIFY2(away.allowed, qPrintable(why(away)));
}

// A unit of no wing, or of a wing without orders, moves as the map allows.
void TestN1600Wings::noOrdersNoBounds()
{
    core::Battle battle = wingAgainst("0604", QString());
    QVERIFY2(plan(battle, "foot", {at("0504")}, 1).allowed, "a wing without orders");
    battle.commanders[0].orders = QStringLiteral("Marchez!");
    battle.units[0].properties.remove(QStringLiteral("wing"));
    QVERIFY2(plan(battle, "foot", {at("0504")}, 1).allowed, "a unit of no wing");
}

// A unit's wing fills in the activation and orders procedures: Francis Vere's vanguard in the
// demo, under Marchez!, foot and guns, its commander far from the Spanish.
void TestN1600Wings::activationAndOrdersArePrefilledFromTheWing()
{
    const core::Battle demo = core::BattleFile::readScenario(n1600testing::n1600().demoBattle());
    auto info = [](const char *id) {
        for (const rulesets::ProcedureInfo &p : n1600testing::n1600().procedures()) {
            if (p.id == QLatin1String(id))
                return p;
        }
        return rulesets::ProcedureInfo{};
    };
    const rulesets::Prefill orders = rules().prefill(demo, info("orders-change"), QStringLiteral("hvere1"), {});
    QCOMPARE(orders.facts.value(QStringLiteral("wingCommander")).toString(), QStringLiteral("vere"));
    QCOMPARE(orders.facts.value(QStringLiteral("wing")).toString(), QStringLiteral("Francis Vere"));
    QCOMPARE(orders.facts.value(QStringLiteral("current")).toString(), QStringLiteral("Marchez!"));
    QCOMPARE(orders.facts.value(QStringLiteral("cavalryWing")), QJsonValue(false));
    QCOMPARE(orders.facts.value(QStringLiteral("commanderAdjacentToEnemy")), QJsonValue(false));
    // His command value is not recorded (the counters are not transcribed): left to the players.
    QVERIFY(!orders.facts.contains(QStringLiteral("wcCommand")));
    QVERIFY(!orders.why.value(QStringLiteral("current")).isEmpty());

    // Mendoza stands with the mutineers' musketeers in 1704, next to no Dutch unit; marked No
    // continuation after a failed preemption, his wing may not try again.
    core::Battle marked = demo;
    for (core::Commander &c : marked.commanders) {
        if (c.id == QLatin1String("mendozaWC")) {
            c.markers = {QStringLiteral("No continuation")};
            c.properties = {{QStringLiteral("command"), 1}};
        }
    }
    const rulesets::Prefill pre = rules().prefill(marked, info("preemption"), QStringLiteral("mendoza"), {});
    QCOMPARE(pre.facts.value(QStringLiteral("wingCommander")).toString(), QStringLiteral("mendozaWC"));
    QCOMPARE(pre.facts.value(QStringLiteral("order")).toString(), QStringLiteral("Marchez!"));
    QCOMPARE(pre.facts.value(QStringLiteral("noContinuation")), QJsonValue(true));
    QCOMPARE(pre.facts.value(QStringLiteral("wcCommand")), QJsonValue(1));
    QCOMPARE(pre.facts.value(QStringLiteral("onlyCavalry")), QJsonValue(false));
    // A rally (13.1): the mutineers' tercio stands with Mendoza (1704), Horace Vere's unit in
    // 1205 two hexes from Francis Vere.
    const rulesets::Prefill rally = rules().prefill(marked, info("rally"), QStringLiteral("mutineers"), {});
    QCOMPARE(rally.facts.value(QStringLiteral("commander")).toString(), QStringLiteral("stacked"));
    QCOMPARE(rally.facts.value(QStringLiteral("commanderValue")), QJsonValue(1));
    QCOMPARE(rally.facts.value(QStringLiteral("order")).toString(), QStringLiteral("Marchez!"));
    QCOMPARE(rules().prefill(demo, info("rally"), QStringLiteral("hvere1"), {})
                 .facts.value(QStringLiteral("commander")).toString(),
             QStringLiteral("neither"));
    // A unit of no wing: nothing about a wing.
    core::Battle lone = demo;
    lone.units[lone.unitIndex(QStringLiteral("hvere1"))].properties.remove(QStringLiteral("wing"));
    QVERIFY(!rules().prefill(lone, info("orders-change"), QStringLiteral("hvere1"), {}).facts.contains(QStringLiteral("wing")));
}

// What the results record on the commanders (N1600 4.3, 4.4, 6.3).
void TestN1600Wings::resultsMarkTheCommanders()
{
    using n1600testing::change;
    using n1600testing::runN;
    // Orders change Marchez! to Chargez!: 4 or less; a 3 passes and Vere's wing takes Chargez!.
    const QJsonObject passed = runN("orders-change", proceduretesting::object(R"({"wingCommander": "vere",
        "current": "Marchez!", "desired": "Chargez!"})"), proceduretesting::object(R"({"orders": [3]})"));
    QCOMPARE(change(passed, 0)[QStringLiteral("type")].toString(), QStringLiteral("commander.changed"));
    QCOMPARE(change(passed, 0)[QStringLiteral("payload")].toObject(),
             proceduretesting::object(R"({"id": "vere", "set": {"orders": "Chargez!"}})"));
    const QJsonObject failed = runN("orders-change", proceduretesting::object(R"({"wingCommander": "vere",
        "current": "Marchez!", "desired": "Chargez!"})"), proceduretesting::object(R"({"orders": [5]})"));
    QVERIFY(failed[QStringLiteral("changes")].toArray().isEmpty());
    // Continuation under Chargez!: 3 or less; a 4 fails and flips him to Finished.
    const QJsonObject stops = runN("continuation", proceduretesting::object(R"({"wingCommander": "vere",
        "order": "Chargez!"})"), proceduretesting::object(R"({"continuation": [4]})"));
    QCOMPARE(change(stops, 0)[QStringLiteral("payload")].toObject(),
             proceduretesting::object(R"({"id": "vere", "marker": "Finished"})"));
    // Preemption under Marchez!: 3 or less. A 2 bypasses the preempted wing; one that had
    // continued is finished; a 7 marks the preempting commander No continuation.
    const QJsonObject bypass = runN("preemption", proceduretesting::object(R"({"wingCommander": "vere",
        "order": "Marchez!", "preemptedCommander": "zapena"})"), proceduretesting::object(R"({"preemption": [2]})"));
    QCOMPARE(change(bypass, 0)[QStringLiteral("payload")].toObject(),
             proceduretesting::object(R"({"id": "zapena", "marker": "Bypassed"})"));
    const QJsonObject finished = runN("preemption", proceduretesting::object(R"({"wingCommander": "vere",
        "order": "Marchez!", "preemptedCommander": "zapena", "preemptedContinued": true})"),
        proceduretesting::object(R"({"preemption": [2]})"));
    QCOMPARE(change(finished, 0)[QStringLiteral("payload")].toObject(),
             proceduretesting::object(R"({"id": "zapena", "marker": "Finished"})"));
    const QJsonObject refused = runN("preemption", proceduretesting::object(R"({"wingCommander": "vere",
        "order": "Marchez!", "preemptedCommander": "zapena"})"), proceduretesting::object(R"({"preemption": [7]})"));
    QCOMPARE(change(refused, 0)[QStringLiteral("payload")].toObject(),
             proceduretesting::object(R"({"id": "vere", "marker": "No continuation"})"));
    QCOMPARE(refused[QStringLiteral("changes")].toArray().size(), 1);
}

// The inspector's rows about a unit itself: its wing and orders (N1600 6.2), the markers on its
// commander, its line of command to its wing commander only (N1600 5.1.1).
void TestN1600Wings::theInspectorSaysTheWingAndItsLineOfCommand()
{
    core::Battle demo = core::BattleFile::readScenario(n1600testing::n1600().demoBattle());
    auto rowsOf = [&](const char *id) {
        const int unit = demo.unitIndex(QLatin1String(id));
        const QJsonObject measured = rules().measure(demo, unit, 1e6);
        const QJsonObject facts = measured[QStringLiteral("units")].toArray().at(0).toObject();
        // Only its wing commander: not Maurits, the army commander.
        for (const QJsonValue &line : facts[QStringLiteral("commanders")].toArray())
            [&] { QCOMPARE(line[QStringLiteral("commander")].toString(), QStringLiteral("vere")); }();
        QHash<QString, rulesets::FactView> rows;
        for (const rulesets::FactView &row : rules().describeUnit(demo, unit, facts))
            rows.insert(row.key, row);
        return rows;
    };
    // Francis Vere stands with his own unit in 1404.
    auto rows = rowsOf("fvere1");
    QCOMPARE(rows.value(QStringLiteral("wing")).value, QStringLiteral("Francis Vere · Marchez!"));
    QVERIFY2(rows.value(QStringLiteral("wing")).tip.contains(
                 QStringLiteral("may not become adjacent to the enemy")),
             qPrintable(rows.value(QStringLiteral("wing")).tip));
    QCOMPARE(rows.value(QStringLiteral("inCommand")).value, QStringLiteral("stacked with Francis Vere"));
    QCOMPARE(rows.value(QStringLiteral("inCommand")).tone, rulesets::FactView::Tone::Good);
    QVERIFY(!rows.contains(QStringLiteral("markers")));
    // The Spanish cavalry that may intercept it (8.3), its zone missing (Diagram 3).
    QCOMPARE(rows.value(QStringLiteral("interception")).value, QStringLiteral("\"Mendoza\""));
    QVERIFY2(rows.value(QStringLiteral("interception")).tip.contains(QStringLiteral("Diagram 3")),
             qPrintable(rows.value(QStringLiteral("interception")).tip));
    // Lodewijk's horse in 1013, far to the south: out of command, with what that means (5.1.2).
    rows = rowsOf("lodewijk");
    QCOMPARE(rows.value(QStringLiteral("inCommand")).tone, rulesets::FactView::Tone::Bad);
    QVERIFY2(rows.value(QStringLiteral("inCommand")).tip.contains(QStringLiteral("may only fire in reaction")),
             qPrintable(rows.value(QStringLiteral("inCommand")).tip));
    // The markers on the commander show on his units.
    demo.commanders[1].markers = {QStringLiteral("Bypassed")};
    QCOMPARE(demo.commanders[1].id, QStringLiteral("vere"));
    QCOMPARE(rowsOf("hvere1").value(QStringLiteral("markers")).value, QStringLiteral("Bypassed"));
}

// N1600 5.1.1: "A unit unable to trace a LoC to its commander but able to trace a LoC to a unit
// in command (except artillery) is considered in command." Infantry traces 2 hexes. Down column
// 01: the commander in 0101, "near" in 0103 (2 hexes: in command), "second" in 0105 (through
// "near"), "third" in 0107 (through "second"), "far" in 0110 (3 hexes from "third": out).
// "guns" in 0303 links no one: "behind" in 0503, 2 hexes from them, is out.
void TestN1600Wings::inCommandThroughAUnitInCommand()
{
    MapMaker map(10, 12);
    map.unit("near", "dutch", "N", {at("0103")}, 1);
    map.unit("second", "dutch", "N", {at("0105")}, 1);
    map.unit("third", "dutch", "N", {at("0107")}, 1);
    map.unit("far", "dutch", "N", {at("0110")}, 1);
    map.unit("guns", "dutch", "Artillery", {at("0303")}, 1);
    map.unit("behind", "dutch", "N", {at("0503")}, 1);
    map.unit("enemy", "spain", "N", {at("1012")}, 1);
    core::Battle battle = map.battle();
    battle.commanders << francisVere(at("0101"), QString());
    for (core::Unit &unit : battle.units) {
        if (unit.side == QLatin1String("dutch"))
            unit.properties[QStringLiteral("wing")] = QStringLiteral("vere");
    }
    auto line = [&](const char *id) {
        const QJsonObject measured = rules().measure(battle, battle.unitIndex(QLatin1String(id)), 1e6);
        return measured[QStringLiteral("units")].toArray().at(0)[QStringLiteral("commanders")]
            .toArray().at(0).toObject();
    };
    QCOMPARE(line("near").value(QStringLiteral("lineOfCommand")), QJsonValue(true));
    QVERIFY(!line("near").contains(QStringLiteral("through")));
    QCOMPARE(line("second").value(QStringLiteral("through")), QJsonValue(QStringLiteral("near")));
    QCOMPARE(line("third").value(QStringLiteral("lineOfCommand")), QJsonValue(true));
    QCOMPARE(line("third").value(QStringLiteral("through")), QJsonValue(QStringLiteral("second")));
    QCOMPARE(line("far").value(QStringLiteral("lineOfCommand")), QJsonValue(false));
    // Artillery is in command (5.1) but links no one: 0503 is 2 hexes from the guns and more than
    // 2 from every other unit.
    QCOMPARE(line("behind").value(QStringLiteral("lineOfCommand")), QJsonValue(false));
    // An enemy unit in the way cuts the chain (5.1.1: not through a hex with an enemy unit).
    battle.units[battle.unitIndex(QStringLiteral("enemy"))].bases[0].hex = at("0104");
    QCOMPARE(line("second").value(QStringLiteral("lineOfCommand")), QJsonValue(false));
}

// N1600 4.1 from the battle: the demo's Dutch have one wing under Marchez!, the Spanish one under
// Chargez! (Zapena) and one under Marchez! (Mendoza): the Spanish go first.
void TestN1600Wings::initiativeCountsTheWingsOrders()
{
    core::Battle demo = core::BattleFile::readScenario(n1600testing::n1600().demoBattle());
    rulesets::ProcedureInfo initiative;
    for (const rulesets::ProcedureInfo &p : n1600testing::n1600().procedures()) {
        if (p.id == QLatin1String("initiative"))
            initiative = p;
    }
    const rulesets::Prefill fill = rules().prefill(demo, initiative, QString(), {});
    QCOMPARE(fill.facts.value(QStringLiteral("sides")).toArray(),
             proceduretesting::object(R"({"s": [{"name": "Dutch", "wings": {"Marchez!": 1}},
                 {"name": "Spanish", "wings": {"Chargez!": 1, "Marchez!": 1}}]})")[QStringLiteral("s")].toArray());
    const QJsonObject result = n1600testing::runWithoutRolls("initiative", fill.facts);
    QCOMPARE(result[QStringLiteral("summary")].toString(),
             QStringLiteral("Initiative: Spanish goes first, more wings under Chargez! (1 to 0)"));
    // Zapena's units all eliminated: his wing is not activated any more (5.2.2), and is not
    // counted.
    for (core::Unit &unit : demo.units) {
        if (unit.properties.value(QStringLiteral("wing")).toString() == QLatin1String("zapena"))
            unit.state.cohesion = QStringLiteral("Eliminated");
    }
    QCOMPARE(rules().prefill(demo, initiative, QString(), {}).facts.value(QStringLiteral("sides"))
                 .toArray().at(1)[QStringLiteral("wings")].toObject(),
             proceduretesting::object(R"({"Marchez!": 1})"));
}

// N1600 8.6: "It must, however, remain two hexes or fewer from its double unit. If it is no
// longer in this range, it must move in order to be so, unless it is adjacent to an enemy unit."
void TestN1600Wings::musketeersStayNearTheirTercio()
{
    auto battleWith = [](const char *manga, const char *tercio) {
        MapMaker map;
        map.unit("manga", "spain", "M", {at(manga)}, 1, {}, 4);
        map.unit("tercio", "spain", "T", {at(tercio)}, 1, {}, 4);
        map.unit("enemy", "dutch", "N", {at("1010")}, 4, {}, 4);
        core::Battle battle = map.battle();
        battle.units[0].properties[QStringLiteral("tercio")] = QStringLiteral("tercio");
        return battle;
    };
    // 2 hexes from its tercio in 0104; 0403 would be 3.
    const HexMovePlan away = plan(battleWith("0304", "0104"), "manga", {at("0403")}, 1);
    QVERIFY(!away.allowed);
    QCOMPARE(away.refusal, QStringLiteral("A musketeers manga must remain 2 hexes or fewer from its "
                                          "tercio \"tercio\" (N1600 8.6): this move ends 3 hexes "
                                          "from it."));
    QVERIFY2(plan(battleWith("0304", "0504"), "manga", {at("0403")}, 1).allowed, "within 2 hexes");
    // Already 4 hexes away, it moves farther: said, not refused (a move in steps is judged at
    // its end).
    const HexMovePlan farther = plan(battleWith("0504", "0104"), "manga", {at("0603")}, 1);
    QVERIFY2(farther.allowed, qPrintable(why(farther)));
    QVERIFY2(farther.notes.join(QLatin1Char('\n')).contains(
                 QStringLiteral("Out of range of its tercio \"tercio\" (4 hexes away), the manga "
                                "must move closer to it unless it is adjacent to an enemy unit "
                                "(N1600 8.6): this move ends 5 hexes away.")),
             qPrintable(why(farther)));
    // With no tercio recorded, nothing is checked.
    core::Battle none = battleWith("0304", "0104");
    none.units[0].properties.remove(QStringLiteral("tercio"));
    QVERIFY(plan(none, "manga", {at("0403")}, 1).allowed);
}

QTEST_GUILESS_MAIN(TestN1600Wings)
#include "tst_n1600wings.moc"
