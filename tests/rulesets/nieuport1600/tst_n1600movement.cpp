// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600's moves on the hex map (N1600 7, 8, 9; Terrain Effects Table, Unit State Effects
// Table): hand-made maps whose costs are counted from the text's words (the cheapest cost against
// an independent search: tst_n1600cheapestmove.cpp).
#include "n1600movetesting.h"

#include <QTest>

#include <climits>

using namespace adjutant;
using namespace n1600movetesting;
using rulesets::HexMovePlan;

class TestN1600Movement : public QObject
{
    Q_OBJECT

private slots:
    void infantryAdvancesAndTurns();
    void facingCosts_data();
    void facingCosts();
    void terrainCosts_data();
    void terrainCosts();
    void impassableTerrainRefused();
    void stackingRefused_data();
    void stackingRefused();
    void passesThroughOwnArtilleryOnly();
    void enemyArtilleryEntered();
    void doubleUnitPaysTheHigherCost();
    void pivotCostsTwoMore();
    void backwardPivotRefused();
    void zoneOfControlAsksAMoraleTest();
    void enemyCavalryMayIntercept();
    void artilleryOnlyTurns();
    void disorderedHalvesTheAllowance();
    void shakenAndBrokenRefused();
    void beyondTheAllowanceRefused();
    void movementNotRecorded();
    void farMovesAreBounded();
    void villageCostMissing();
    void badTargetsRefused();
    void freeFormRuleSetsDoNotPlan();
};

// N1600 7.1: "When moving, units may only enter a front hex"; "Infantry may change facing at a
// cost of 2 MPs per vertex"; Terrain Effects Table "Clear: 1 MP".
void TestN1600Movement::infantryAdvancesAndTurns()
{
    MapMaker map;
    map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 4);
    // Facing east (vertex 1), its frontal hexes are 0403 and 0404; from 0403, 0503 and 0504.
    const HexMovePlan result = plan(map.battle(), "foot", {at("0503")}, 2);
    QVERIFY2(result.allowed, qPrintable(why(result)));
    QCOMPARE(result.cost, 4);
    QCOMPARE(result.allowance, std::optional<double>(4));
    QCOMPARE(result.steps.size(), 3);
    QVERIFY2(
        result.steps.contains(QStringLiteral("turn 1 vertex right: 2 MP, N1600 7.1, Simple units")),
        qPrintable(why(result)));
    QVERIFY(result.steps[0].startsWith(QStringLiteral("enter 040")));
    QVERIFY(result.steps[0].contains(QStringLiteral("(clear): 1 MP")));
    QCOMPARE(result.path.first(), QList<core::HexCell>{at("0304")});
    QCOMPARE(result.path.last(), QList<core::HexCell>{at("0503")});
    QCOMPARE(result.facings.last(), 2);
    QVERIFY(result.refusal.isEmpty());
}

void TestN1600Movement::facingCosts_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<int>("facing");
    QTest::addColumn<int>("cost");
    QTest::addColumn<QString>("step");
    // N1600 7.1: cavalry 1 MP per vertex, infantry 2; a counter-march 2 MP (7.1, 8.1).
    QTest::newRow("cavalry, 1 vertex")
        << "C" << 2 << 1 << "turn 1 vertex right: 1 MP, N1600 7.1, Simple units";
    QTest::newRow("cavalry, 2 vertices")
        << "G" << 5 << 2 << "turn 2 vertices left: 2 MP, N1600 7.1, Simple units";
    QTest::newRow("infantry, 1 vertex")
        << "S" << 0 << 2 << "turn 1 vertex left: 2 MP, N1600 7.1, Simple units";
    // As dear as a counter-march and a vertex back: either way, 4 MP.
    QTest::newRow("infantry, 2 vertices") << "L" << 3 << 4 << "";
    QTest::newRow("infantry counter-march, not 3 vertices for 6")
        << "N" << 4 << 2 << "counter-march: 2 MP, N1600 7.1, Simple units; N1600 8.1, General";
    QTest::newRow("cavalry counter-march, not 3 vertices for 3")
        << "A" << 4 << 2 << "counter-march: 2 MP, N1600 7.1, Simple units; N1600 8.1, General";
}

void TestN1600Movement::facingCosts()
{
    QFETCH(QString, type);
    QFETCH(int, facing);
    QFETCH(int, cost);
    QFETCH(QString, step);
    MapMaker map;
    map.unit("u", "dutch", type, {at("0505")}, 1, {}, 6);
    const HexMovePlan result = plan(map.battle(), "u", {at("0505")}, facing);
    QVERIFY2(result.allowed, qPrintable(why(result)));
    QCOMPARE(result.cost, cost);
    if (!step.isEmpty())
        QCOMPARE(result.steps, QStringList{step});
}

void TestN1600Movement::terrainCosts_data()
{
    QTest::addColumn<QString>("terrain");
    QTest::addColumn<int>("cost");
    QTest::addColumn<QString>("word");
    // Terrain Effects Table: "Clear: 1 MP", "Rough: 2 MP", "Dunes: 2 MP", "Line of slack tide: No
    // effect" (interpreted: the hex costs what it otherwise does, clear here).
    QTest::newRow("clear") << "Clear" << 1 << "(clear): 1 MP";
    QTest::newRow("rough") << "Rough" << 2 << "(rough): 2 MP";
    QTest::newRow("dunes") << "Dunes" << 2 << "(dunes): 2 MP";
    QTest::newRow("line of slack tide") << "Line of slack tide" << 1 << "(clear): 1 MP";
}

void TestN1600Movement::terrainCosts()
{
    QFETCH(QString, terrain);
    QFETCH(int, cost);
    QFETCH(QString, word);
    MapMaker map;
    map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 4);
    map.terrain(qPrintable(terrain), {at("0403")});
    const HexMovePlan result = plan(map.battle(), "foot", {at("0403")}, 1);
    QVERIFY2(result.allowed, qPrintable(why(result)));
    QCOMPARE(result.cost, cost);
    QCOMPARE(result.steps.size(), 1);
    QVERIFY2(result.steps[0].startsWith(QStringLiteral("enter 0403 ") + word),
             qPrintable(why(result)));
    QVERIFY(result.steps[0].contains(QStringLiteral("Terrain Effects Table")));
}

void TestN1600Movement::impassableTerrainRefused()
{
    for (const char *type : {"Ocean", "River", "Haven"}) {
        MapMaker map;
        map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 4);
        map.terrain(type, {at("0403")});
        const HexMovePlan result = plan(map.battle(), "foot", {at("0403")}, 1);
        QVERIFY(!result.allowed);
        QCOMPARE(result.refusal,
                 QStringLiteral("0403 is %1: no movement nor retreat are allowed through these "
                                "hexes (N1600 Terrain Effects Table).")
                     .arg(QString::fromLatin1(type).toLower()));
    }
    // Nor through: the way round 0403 costs more than going through it would.
    MapMaker map;
    map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 10);
    map.terrain("Ocean", {at("0403")});
    const HexMovePlan around = plan(map.battle(), "foot", {at("0503")}, 1);
    QVERIFY2(around.allowed, qPrintable(why(around)));
    for (const QList<core::HexCell> &hexes : around.path)
        QVERIFY(hexes.first() != at("0403"));
    QVERIFY(around.cost > 2);
}

void TestN1600Movement::stackingRefused_data()
{
    QTest::addColumn<QString>("side");
    QTest::addColumn<QString>("type");
    QTest::newRow("own infantry") << "dutch"
                                  << "S";
    QTest::newRow("own cavalry") << "dutch"
                                 << "C";
    QTest::newRow("enemy infantry") << "spain"
                                    << "T";
    QTest::newRow("enemy cavalry") << "spain"
                                   << "G";
}

// N1600 9.1: "stacking is limited to one infantry or cavalry unit per hexagon. There cannot be
// interpenetration among units except: Artillery".
void TestN1600Movement::stackingRefused()
{
    QFETCH(QString, side);
    QFETCH(QString, type);
    MapMaker map;
    map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 10);
    map.unit("other", side, type, {at("0403")}, 4);
    const HexMovePlan onIt = plan(map.battle(), "foot", {at("0403")}, 1);
    QVERIFY(!onIt.allowed);
    QCOMPARE(onIt.refusal,
             QStringLiteral("0403 holds \"other\": at most one infantry or cavalry unit "
                            "per hex, and units pass through none but artillery "
                            "(N1600 9.1)."));
    // Beyond it, the way goes round: 0404 then 0503 (no frontal hex of 0404 facing east is
    // 0503), so it must turn: more than the 2 MP straight through.
    const HexMovePlan beyond = plan(map.battle(), "foot", {at("0503")}, 1);
    QVERIFY2(beyond.allowed, qPrintable(why(beyond)));
    QVERIFY(beyond.cost > 2);
    for (const QList<core::HexCell> &hexes : beyond.path)
        QVERIFY(hexes.first() != at("0403"));
}

// N1600 9.1: "Any unit type can pass through or stack with an artillery unit."
void TestN1600Movement::passesThroughOwnArtilleryOnly()
{
    MapMaker map;
    map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 2);
    map.unit("guns", "dutch", "Artillery", {at("0403")}, 1);
    map.terrain("Ocean", {at("0404")}); // the other frontal hex: the way is through the guns
    const HexMovePlan stack = plan(map.battle(), "foot", {at("0403")}, 1);
    QVERIFY2(stack.allowed, qPrintable(why(stack)));
    QCOMPARE(stack.cost, 1);
    const HexMovePlan through = plan(map.battle(), "foot", {at("0503")}, 1);
    QVERIFY2(through.allowed, qPrintable(why(through)));
    QCOMPARE(through.cost, 2);
    QCOMPARE(through.path[1], QList<core::HexCell>{at("0403")});
    for (const QString &note : through.notes)
        QVERIFY2(!note.contains(QStringLiteral("eliminates")), qPrintable(note));
}

// N1600 9.1: "If a unit penetrates a hexagon containing enemy artillery, that unit is
// eliminated" (interpreted: the artillery).
void TestN1600Movement::enemyArtilleryEntered()
{
    MapMaker map;
    map.unit("horse", "dutch", "C", {at("0304")}, 1, {}, 3);
    map.unit("guns", "spain", "Artillery", {at("0403")}, 4);
    map.terrain("Ocean", {at("0404")});
    const HexMovePlan result = plan(map.battle(), "horse", {at("0503")}, 1);
    QVERIFY2(result.allowed, qPrintable(why(result)));
    QCOMPARE(result.cost, 2);
    bool named = false;
    for (const QString &note : result.notes)
        named =
            named || (note.startsWith(QStringLiteral("Entering 0403 eliminates the enemy "
                                                     "artillery \"guns\" (N1600 9.1, General)")) &&
                      note.contains(QStringLiteral("Interpreted")));
    QVERIFY2(named, qPrintable(why(result)));
}

// N1600 8.51: "When a double unit moves and enters two hexes of different terrain/elevation, it
// uses the higher cost of the two for movement".
void TestN1600Movement::doubleUnitPaysTheHigherCost()
{
    // A tercio in 0304-0305 facing east: its halves side by side, north half left.
    MapMaker map;
    map.unit("tercio", "spain", "T", {at("0304"), at("0305")}, 1, {}, 4);
    map.terrain("Dunes", {at("0405")});
    // Both halves advance south-east: 0404 (clear) and 0405 (dunes).
    const HexMovePlan result = plan(map.battle(), "tercio", {at("0404"), at("0405")}, 1);
    QVERIFY2(result.allowed, qPrintable(why(result)));
    QCOMPARE(result.cost, 2);
    QCOMPARE(result.steps,
             QStringList{QStringLiteral("advance into 0404 (clear) and 0405 (dunes): 2 MP, the "
                                        "higher, N1600 8.51, Basic movement")});
    // Both clear: 1 MP.
    const HexMovePlan clear = plan(map.battle(), "tercio", {at("0403"), at("0404")}, 1);
    QVERIFY2(clear.allowed, qPrintable(why(clear)));
    QCOMPARE(clear.cost, 1);
}

// N1600 8.52: "half of the unit entering the new hex while the other half pivots in place ...
// for an additional 2 MP".
void TestN1600Movement::pivotCostsTwoMore()
{
    MapMaker map;
    map.unit("tercio", "spain", "T", {at("0304"), at("0305")}, 1, {}, 4);
    // The south half (0305) stays, the north one enters the central frontal hex 0404: the unit
    // then faces vertex 2 (lower right) from 0404 and 0305.
    const HexMovePlan right = plan(map.battle(), "tercio", {at("0404"), at("0305")}, 2);
    QVERIFY2(right.allowed, qPrintable(why(right)));
    QCOMPARE(right.cost, 3);
    QCOMPARE(right.steps, QStringList{QStringLiteral("pivot on 0305, the other half entering 0404 "
                                                     "(clear): 3 MP (1 + 2), N1600 8.52, Movement "
                                                     "and rotating")});
    // Into rough: 2 + 2.
    map.terrain("Rough", {at("0404")});
    const HexMovePlan left = plan(map.battle(), "tercio", {at("0304"), at("0404")}, 0);
    QVERIFY2(left.allowed, qPrintable(why(left)));
    QCOMPARE(left.cost, 4);
}

// N1600 8.52: "A double unit may not pivot backward."
void TestN1600Movement::backwardPivotRefused()
{
    // Backward: the north half stays in 0304, the south one goes back into 0204; the unit would
    // face vertex 2.
    MapMaker map;
    map.unit("tercio", "spain", "T", {at("0304"), at("0305")}, 1, {}, 4);
    const HexMovePlan refused = plan(map.battle(), "tercio", {at("0304"), at("0204")}, 2);
    QVERIFY(!refused.allowed);
    QCOMPARE(refused.refusal, QStringLiteral("A double unit may not pivot backward (N1600 8.52); "
                                             "the way round costs 7 MP, more than its 4."));
    // The way round: counter-march, pivot forward, counter-march (2 + 3 + 2).
    MapMaker unrecorded;
    unrecorded.unit("tercio", "spain", "T", {at("0304"), at("0305")}, 1);
    const HexMovePlan round = plan(unrecorded.battle(), "tercio", {at("0304"), at("0204")}, 2);
    QVERIFY2(round.allowed, qPrintable(why(round)));
    QCOMPARE(round.cost, 7);
    QCOMPARE(round.steps.size(), 3);
    QVERIFY(round.steps[0].startsWith(QStringLiteral("counter-march in ")));
    QVERIFY(round.steps[1].startsWith(QStringLiteral("pivot on 0304")));
    QVERIFY(round.steps[2].startsWith(QStringLiteral("counter-march in ")));
}

// N1600 8.52, 8.53: a pivot or a counter-march with a half in an enemy zone of control asks a
// morale test first (a note, not a refusal).
void TestN1600Movement::zoneOfControlAsksAMoraleTest()
{
    MapMaker map;
    map.unit("tercio", "spain", "T", {at("0304"), at("0305")}, 1, {}, 4);
    map.unit("foot", "dutch", "N", {at("0205")}, 1); // 0305 is its frontal hex, behind the tercio
    const HexMovePlan pivot = plan(map.battle(), "tercio", {at("0404"), at("0305")}, 2);
    QVERIFY2(pivot.allowed, qPrintable(why(pivot)));
    QVERIFY2(pivot.notes.join(QLatin1Char('\n'))
                 .contains(QStringLiteral("Before the pivot on 0305: its half in 0305 stands "
                                          "next to the enemy \"foot\" (in its frontal hexes), in "
                                          "its zone of control, so the unit must first pass a "
                                          "morale test (N1600 8.52).\nZone of control, "
                                          "interpreted: ")),
             qPrintable(why(pivot)));
    // Pivoting on the north half, the south one next to the enemy advancing.
    const HexMovePlan onNorth = plan(map.battle(), "tercio", {at("0304"), at("0404")}, 0);
    QVERIFY2(onNorth.allowed, qPrintable(why(onNorth)));
    QVERIFY2(onNorth.notes.value(0).startsWith(
                 QStringLiteral("Before the pivot on 0304: its half in 0305 stands next to")),
             qPrintable(why(onNorth)));
    const HexMovePlan counter = plan(map.battle(), "tercio", {at("0304"), at("0305")}, 4);
    QVERIFY2(counter.allowed, qPrintable(why(counter)));
    QCOMPARE(counter.cost, 2);
    QVERIFY2(counter.notes.join(QLatin1Char('\n')).contains(QStringLiteral("(N1600 8.53; 7.2")),
             qPrintable(why(counter)));
    // Far from any enemy: no test.
    MapMaker alone;
    alone.unit("tercio", "spain", "T", {at("0304"), at("0305")}, 1, {}, 4);
    for (const QString &note : plan(alone.battle(), "tercio", {at("0404"), at("0305")}, 2).notes)
        QVERIFY2(!note.contains(QStringLiteral("morale test")), qPrintable(note));
}

// N1600 8.3: enemy cavalry not routing may try to intercept a unit that enters its interception
// zone; the zone is Diagram 3, which the transcription lacks, so the move names the cavalry and
// says the zone is missing.
void TestN1600Movement::enemyCavalryMayIntercept()
{
    MapMaker map;
    map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 4);
    map.unit("horse", "spain", "C", {at("0904")}, 4);
    map.unit("routed", "spain", "G", {at("0909")}, 4, QStringLiteral("Broken"));
    map.unit("pikes", "spain", "S", {at("0906")}, 4);
    const HexMovePlan move = plan(map.battle(), "foot", {at("0403")}, 1);
    QVERIFY2(move.allowed, qPrintable(why(move)));
    const QString said = move.notes.join(QLatin1Char('\n'));
    QVERIFY2(said.contains(QStringLiteral("Enemy cavalry may try to intercept it where it enters "
                                          "their interception zone (N1600 8.3, Interception "
                                          "(cavalry only)): \"horse\". Missing: The interception zone "
                                          "is Diagram 3")),
             qPrintable(why(move)));
    QVERIFY2(!said.contains(QStringLiteral("routed")), qPrintable(why(move)));
    // Turning in place spends MP too; standing still does not.
    QVERIFY(plan(map.battle(), "foot", {at("0304")}, 1).notes.join(QLatin1Char('\n')).indexOf(QStringLiteral("intercept")) < 0);
}

// N1600 7.1: "Artillery may change facing any number of vertices instead of firing ... Artillery
// may never move."
void TestN1600Movement::artilleryOnlyTurns()
{
    MapMaker map;
    map.unit("guns", "dutch", "Artillery", {at("0304")}, 1);
    const HexMovePlan moved = plan(map.battle(), "guns", {at("0403")}, 1);
    QVERIFY(!moved.allowed);
    QCOMPARE(moved.refusal, QStringLiteral("Artillery may never move (N1600 7.1, 8.1)."));
    const HexMovePlan turned = plan(map.battle(), "guns", {at("0304")}, 4);
    QVERIFY2(turned.allowed, qPrintable(why(turned)));
    QCOMPARE(turned.cost, 0);
    QCOMPARE(turned.steps.size(), 1);
    QVERIFY(turned.steps[0].startsWith(
        QStringLiteral("turn 3 vertices right instead of firing: 0 MP")));
    QVERIFY(turned.notes.join(QLatin1Char('\n')).contains(QStringLiteral("Tiré (Fired)")));
}

// Unit State Effects Table: "Disordered (back of the unit): half movement".
void TestN1600Movement::disorderedHalvesTheAllowance()
{
    MapMaker map;
    map.unit("horse", "dutch", "C", {at("0304")}, 1, QStringLiteral("Disordered"), 5);
    const HexMovePlan two = plan(map.battle(), "horse", {at("0503")}, 1);
    QCOMPARE(two.allowance, std::optional<double>(2.5));
    QVERIFY2(two.allowed, qPrintable(why(two)));
    QCOMPARE(two.cost, 2);
    QVERIFY(two.notes.join(QLatin1Char('\n'))
                .contains(QStringLiteral("Disordered: 2.5 of the counter's 5 MP")));
    const HexMovePlan three = plan(map.battle(), "horse", {at("0602")}, 1);
    QVERIFY(!three.allowed);
    QCOMPARE(three.refusal, QStringLiteral("The move costs 3 MP, more than its 2.5 (N1600 8.1)."));
}

// Unit State Effects Table: "Shaken: no movement"; "Broken: rout movement only".
void TestN1600Movement::shakenAndBrokenRefused()
{
    MapMaker map;
    map.unit("shaken", "dutch", "N", {at("0304")}, 1, QStringLiteral("Shaken"), 4);
    map.unit("broken", "dutch", "N", {at("0308")}, 1, QStringLiteral("Broken"), 4);
    const HexMovePlan shaken = plan(map.battle(), "shaken", {at("0403")}, 1);
    QVERIFY(!shaken.allowed);
    QCOMPARE(shaken.allowance, std::optional<double>(0));
    QVERIFY2(shaken.refusal.startsWith(
                 QStringLiteral("\"shaken\" is Shaken: its movement equals zero (N1600 12.2")),
             qPrintable(shaken.refusal));
    // Turning spends MP too.
    QVERIFY(!plan(map.battle(), "shaken", {at("0304")}, 2).allowed);
    // Standing still is no move.
    QVERIFY(plan(map.battle(), "shaken", {at("0304")}, 1).allowed);
    const HexMovePlan broken = plan(map.battle(), "broken", {at("0407")}, 1);
    QVERIFY(!broken.allowed);
    QVERIFY2(broken.refusal.startsWith(
                 QStringLiteral("\"broken\" is Broken: rout movement only, in the rout phase (")),
             qPrintable(broken.refusal));
    QVERIFY(broken.refusal.contains(QStringLiteral("13.2")));
    QCOMPARE(broken.cost, 1); // the way is still shown
}

void TestN1600Movement::beyondTheAllowanceRefused()
{
    MapMaker map;
    map.unit("foot", "dutch", "S", {at("0304")}, 1, {}, 3);
    const HexMovePlan result = plan(map.battle(), "foot", {at("0503")}, 2);
    QVERIFY(!result.allowed);
    QCOMPARE(result.cost, 4);
    QCOMPARE(result.refusal, QStringLiteral("The move costs 4 MP, more than its 3 (N1600 8.1)."));
    QCOMPARE(result.steps.size(), 3); // the way is still shown
}

// The search looks no farther than 40 MP, farther than any move in a turn (1.1: 150 m a hex, 20
// to 30 minutes a turn): beyond it a move is refused without its exact cost.
void TestN1600Movement::farMovesAreBounded()
{
    MapMaker map(60, 6);
    map.unit("horse", "dutch", "C", {at("0104")}, 1, {}, 6);
    map.unit("foot", "dutch", "N", {at("0106")}, 1);
    const HexMovePlan forty = plan(map.battle(), "horse", {at("4104")}, 1);
    QVERIFY(!forty.allowed);
    QCOMPARE(forty.cost, 40);
    QCOMPARE(forty.refusal, QStringLiteral("The move costs 40 MP, more than its 6 (N1600 8.1)."));
    const HexMovePlan farther = plan(map.battle(), "horse", {at("4304")}, 1);
    QVERIFY(!farther.allowed);
    QCOMPARE(farther.refusal,
             QStringLiteral("The move costs more than 40 MP, more than its 6 (N1600 8.1)."));
    QCOMPARE(plan(map.battle(), "foot", {at("4106")}, 1).cost, 40);
    QCOMPARE(plan(map.battle(), "foot", {at("4306")}, 1).refusal,
             QStringLiteral("No way within 40 MP, farther than any unit moves in a turn."));
}

// N1600 2.2: "These units have movement, fire and morale values": the counter's value is the
// unit's property "movement"; without it the cost is given and the players compare.
void TestN1600Movement::movementNotRecorded()
{
    MapMaker map;
    map.unit("foot", "dutch", "N", {at("0304")}, 1);
    const HexMovePlan result = plan(map.battle(), "foot", {at("0803")}, 1);
    QVERIFY2(result.allowed, qPrintable(why(result)));
    QCOMPARE(result.cost, 5);
    QCOMPARE(result.allowance, std::nullopt);
    QVERIFY(result.notes.join(QLatin1Char('\n')).contains(QStringLiteral("not recorded")));
}

// The Terrain Effects Table has no village row: entering one is priced by the players' copy.
void TestN1600Movement::villageCostMissing()
{
    MapMaker map;
    map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 4);
    map.terrain("Village", {at("0403"), at("0404")});
    const HexMovePlan result = plan(map.battle(), "foot", {at("0403")}, 1);
    QVERIFY(!result.allowed);
    QVERIFY2(result.refusal.startsWith(QStringLiteral("movement.enterCost.Village")) &&
                 result.refusal.contains(QStringLiteral("is missing from the rules text")),
             qPrintable(result.refusal));
    // In the map's corner, the only ways out are through villages.
    MapMaker corner;
    corner.unit("foot", "dutch", "N", {at("0101")}, 1);
    corner.terrain("Village", {at("0201"), at("0102")});
    const HexMovePlan beyond = plan(corner.battle(), "foot", {at("0301")}, 1);
    QVERIFY(!beyond.allowed);
    QVERIFY2(beyond.refusal.startsWith(QStringLiteral("No way there without entering terrain "
                                                      "whose MP the rules text lacks: "
                                                      "movement.enterCost.Village")),
             qPrintable(beyond.refusal));
}

void TestN1600Movement::badTargetsRefused()
{
    MapMaker map(6, 6);
    map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 4);
    map.unit("tercio", "spain", "T", {at("0504"), at("0505")}, 4, {}, 4);
    QVERIFY(!plan(map.battle(), "foot", {at("0904")}, 1).allowed);               // off the map
    QVERIFY(!plan(map.battle(), "foot", {at("0304")}, 6).allowed);               // no such vertex
    QVERIFY(!plan(map.battle(), "tercio", {at("0504"), at("0506")}, 4).allowed); // apart
    QVERIFY(!plan(map.battle(), "foot", {at("0504"), at("0505")}, 4).allowed);   // two bases
    // A unit that is not on the map.
    core::Battle battle = map.battle();
    battle.units[0].bases.clear();
    QVERIFY(!rules().planHexMove(battle, 0, {}).allowed);
    QVERIFY(!rules().planHexMove(battle, 7, {}).allowed);
}

void TestN1600Movement::freeFormRuleSetsDoNotPlan()
{
    const rulesets::TableRules *fogr = proceduretesting::ruleset("fogr").tableRules();
    QVERIFY(fogr);
    const HexMovePlan result = fogr->planHexMove(core::Battle(), 0, {});
    QVERIFY(!result.allowed);
    QVERIFY(!result.refusal.isEmpty());
}

QTEST_GUILESS_MAIN(TestN1600Movement)
#include "tst_n1600movement.moc"
