// SPDX-License-Identifier: GPL-3.0-or-later
// The registry's rule sets: what each is, its set-up and its books. Old Dessauer and Nieuport 1600
// carry only what their texts plainly give (each list from its rule table, with its section) and
// no procedures; FoGR's set-up comes from its tables (The Basics, Appendix 1, Troop Type).
#include "core/battle.h"
#include "core/error.h"
#include "rulesets/books.h"
#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"
#include "rulesets/setup.h"
#include "rulesets/unreckonedbooks.h"

#include <QTest>

using namespace adjutant;

namespace {

const rulesets::Ruleset &ruleset(const char *id)
{
    const rulesets::Ruleset *found = rulesets::findRuleset(QLatin1String(id));
    if (!found)
        qFatal("no rule set %s", id);
    return *found;
}

QStringList names(const QList<rulesets::TroopType> &types)
{
    QStringList list;
    for (const rulesets::TroopType &type : types)
        list << type.name;
    return list;
}

} // namespace

class TestRegistry : public QObject
{
    Q_OBJECT

private slots:
    void everyRulesetIsWhatItSays_data();
    void everyRulesetIsWhatItSays();
    void oldDessauerFromItsText();
    void nieuport1600FromItsText();
    void unreckonedBooksSaySo();
    void fogrSetupFromItsTables();
    void fogrBaseSizes_data();
    void fogrBaseSizes();
};

void TestRegistry::everyRulesetIsWhatItSays_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("unit");
    QTest::addColumn<QString>("die");
    QTest::addColumn<bool>("procedures");
    QTest::newRow("fogr") << "fogr"
                          << "Field of Glory Renaissance"
                          << int(core::MeasureUnit::Kind::MovementUnit) << "d6" << true;
    QTest::newRow("olddessauer") << "olddessauer"
                                 << "Old Dessauer" << int(core::MeasureUnit::Kind::Inch) << "d6"
                                 << true;
    QTest::newRow("nieuport1600") << "nieuport1600"
                                  << "Nieuport 1600" << int(core::MeasureUnit::Kind::Hex)
                                  << "d10 (0 counts as 0)" << true;
}

void TestRegistry::everyRulesetIsWhatItSays()
{
    QFETCH(QString, id);
    QFETCH(QString, name);
    QFETCH(int, unit);
    QFETCH(QString, die);
    QFETCH(bool, procedures);
    const rulesets::Ruleset *found = rulesets::findRuleset(id);
    QVERIFY(found);
    QCOMPARE(found->id(), id);
    QCOMPARE(found->name(), name);
    QCOMPARE(int(found->measureUnit()), unit);
    QCOMPARE(QString::fromLatin1(found->die().name), die);
    QCOMPARE(!found->procedures().isEmpty(), procedures);
    // Its set-up measures in its unit first; its book is its own.
    QCOMPARE(int(found->setup().units.value(0)), unit);
    QCOMPARE(found->ruleBook().ruleset(), id);
    QVERIFY(!found->cohesionLadder().isEmpty());
    QVERIFY(!found->phases().isEmpty());
}

void TestRegistry::oldDessauerFromItsText()
{
    const rulesets::Ruleset &od = ruleset("olddessauer");
    // OD 3, Troop Types and Morale Grades.
    QCOMPARE(names(od.troopCatalogue()),
             QStringList({"Line infantry", "Light infantry", "Light cavalry", "Medium cavalry",
                          "Heavy cavalry", "Light artillery", "Medium artillery", "Heavy artillery",
                          "Howitzers"}));
    QCOMPARE(od.troopCatalogue()[2].category, QStringLiteral("Cavalry"));
    QCOMPARE(od.qualities(), QStringList({"A", "B", "C", "D"}));
    // OD 10, Turn Sequence; OD 6, Morale States.
    QCOMPARE(od.phases(), QStringList({"Rally", "Move", "Fire", "Close Combat"}));
    QCOMPARE(od.cohesionLadder(), QStringList({"Good", "Shaken", "Shattered"}));
    QCOMPARE(od.ruleBook().tableSource(QStringLiteral("morale")),
             QStringLiteral("OD 6, Morale States"));
    const rulesets::Setup setup = od.setup();
    QVERIFY(setup.movementUnits.isEmpty());
    QCOMPARE(setup.tableWidth, 0.0);
    QVERIFY(setup.tableCitation.isEmpty());
    QVERIFY(setup.tableNote.contains(QStringLiteral("give no table size")));
    QVERIFY(setup.terrainTypes.contains(QStringLiteral("Dense woods")));
    QVERIFY(!setup.terrainOwnNames);
    QCOMPARE(setup.terrainSources.value(QStringLiteral("Dense woods")),
             QStringLiteral("OD 19, Terrain Effects"));
    // OD 8.2: "A general has a Command Distance of 6."
    QCOMPARE(setup.commanders.size(), 1);
    QCOMPARE(setup.commanders[0].rank, QStringLiteral("General"));
    QCOMPARE(setup.commanders[0].commandRange, 6.0);
    QCOMPARE(setup.commanders[0].citation,
             QStringLiteral("OD 8.2, Command Distance and Confusion"));
    // OD 4: bases by the figure, a gun model's base with its four gunners; OD 12.3: formations.
    const rulesets::BaseSize cavalry = setup.baseSize(QStringLiteral("15mm"), QStringLiteral("Heavy cavalry"));
    QCOMPARE(cavalry.figureFrontage, 12.7);
    QCOMPARE(cavalry.depth, 25.4);
    const rulesets::BaseSize gun = setup.baseSize(QStringLiteral("15mm"), QStringLiteral("Howitzers"));
    QCOMPARE(gun.figures, 4);
    QCOMPARE(gun.width, 25.4);
    QCOMPARE(gun.figureFrontage, 0.0);
    QStringList squares;
    for (const rulesets::Formation &formation : setup.formations) {
        if (formation.name == QLatin1String("Square"))
            squares = formation.troopTypes;
    }
    QCOMPARE(squares, QStringList({"Line infantry", "Light infantry"}));
    // Nothing interpreted or missing in the lists: they are the text's own. The gaps are what
    // the transcription garbled or left out (the scores to hit per CP difference, the fire
    // chart's rows but the muskets', the score of a shell hit destroying a gun, victory left to
    // the scenario), the readings of unclear lines (the fire chart's grade row and "Need 7+", the
    // battery overrun, the skirmishers' dice, the cavalry figures that struck, the rout hits of a
    // failed fire test from the example, what the prices buy) and what the table measures by
    // (measuring).
    QStringList gaps;
    for (const rulesets::RuleValue &gap : od.ruleBook().gaps()) {
        if (!gap.key.startsWith(QLatin1String("measuring.")))
            gaps << gap.key;
    }
    QCOMPARE(gaps, QStringList({"combat.artilleryShattered", "combat.cavalryFiguresPerRoutHit",
                                "combat.figuresPerDie.Skirmishing infantry", "combat.scores.1",
                                "combat.scores.10", "combat.scores.2", "combat.scores.3",
                                "combat.scores.4", "combat.scores.5", "combat.scores.6",
                                "combat.scores.7", "combat.scores.8", "combat.scores.9",
                                "combat.scoresEqual", "dieTests.test.Shell hits on a battery.score",
                                "fire.chart.Ballshot, heavy gun", "fire.chart.Ballshot, light gun",
                                "fire.chart.Ballshot, medium gun",
                                "fire.chart.Canister, heavy gun", "fire.chart.Canister, light gun",
                                "fire.chart.Canister, medium gun", "fire.chart.Howitzer shell",
                                "fire.chart.Rifles", "fire.grade.A", "fire.grade.B",
                                "fire.grade.C", "fire.grade.D", "fire.sevenPlus",
                                "fireTest.failRoutHits", "morale.start", "morale.victory",
                                "mounting.bases.Heavy cavalry", "mounting.bases.Light cavalry",
                                "mounting.bases.Medium cavalry", "movement.formationChange",
                                "movement.sidestep", "movement.wagons",
                                "points.dismounting", "points.figure.Heavy cavalry",
                                "points.figure.Light cavalry", "points.figure.Line infantry",
                                "points.figure.Medium cavalry", "points.gunner",
                                "points.irregularCavalry",
                                "points.irregularInfantry", "points.lightInfantry",
                                "points.rifles"}));

    // OD 20: "Gunner, grade A / B / C / D: 16 / 12 / 8 / 6" says no more than the other prices
    // what it buys; read as a gunner figure, and the battery's price says so. 16 gunners at 8,
    // 4 gun models at 40, a limber 10 and the unit command 5.
    core::Unit battery;
    battery.troopType = QStringLiteral("Medium artillery");
    battery.quality = QStringLiteral("C");
    battery.originalStrength = 16;
    battery.bases.resize(4);
    const rulesets::PointValue price = od.pointValue(battery);
    QCOMPARE(price.points, 303);
    QVERIFY2(price.note.contains(QStringLiteral("per gunner figure")), qPrintable(price.note));
}

void TestRegistry::nieuport1600FromItsText()
{
    const rulesets::Ruleset &n1600 = ruleset("nieuport1600");
    // N1600 2.2, Combat units, by the counter's letter; artillery has none (interpreted).
    QCOMPARE(names(n1600.troopCatalogue()),
             QStringList({"G", "C", "A", "S", "L", "T", "N", "M", "Artillery"}));
    QCOMPARE(n1600.troopCatalogue()[5].details.value(QStringLiteral("title")).toString(),
             QStringLiteral("Tercio"));
    QVERIFY(n1600.qualities().isEmpty());
    // N1600 12: four levels; an eliminated unit (12.1) is off the ladder.
    QCOMPARE(n1600.cohesionLadder(), QStringList({"Normal", "Disordered", "Shaken", "Broken"}));
    QCOMPARE(n1600.phases().first(), QStringLiteral("Order"));
    QStringList gaps;
    for (const rulesets::RuleValue &gap : n1600.ruleBook().gaps())
        gaps << gap.key;
    // The readings of the lost signs (the commanders' values, the defender's terrain), the cells
    // the transcription cut (row 10's defender, the Interaction Type Table's rows but G, C and A),
    // what the text leaves unsaid (equal initiative rolls, villages in combat), the artillery, and
    // what the hex map measures and moves by (measuring, terrainEffects, movement), and how a
    // broken unit routs (rout: each side's map edge, the path of least resistance, N1600 13.2),
    // the interception zone (Diagram 3, not transcribed) and the markers taken off at the end of
    // the turn (N1600 3.4); tst_n1600gaps says why each is a gap.
    QCOMPARE(gaps, QStringList({"activation.initiativeEqualRolls", "activation.initiativeTie",
                                "activation.interceptionCommand", "activation.wcCommand",
                                "closeCombat.attackingCommander", "closeCombat.brokenMayNotAttack",
                                "closeCombat.defender.10", "closeCombat.defenderTerrain.Village",
                                "closeCombat.defendingCommander", "closeCombat.moraleDifference",
                                "closeCombat.rows", "fire.surplus", "fire.targetTerrain.Village",
                                "interaction.L.L", "interaction.L.M", "interaction.L.N",
                                "interaction.L.S", "interaction.L.T", "interaction.M.L",
                                "interaction.M.M", "interaction.M.N", "interaction.M.S",
                                "interaction.M.T", "interaction.N.L", "interaction.N.M",
                                "interaction.N.N", "interaction.N.S", "interaction.N.T",
                                "interaction.S.L", "interaction.S.M", "interaction.S.N",
                                "interaction.S.S", "interaction.S.T", "interaction.T.L",
                                "interaction.T.M", "interaction.T.N", "interaction.T.S",
                                "interaction.T.T", "morale.commander", "morale.start",
                                "movement.allowanceFactor.Disordered",
                                "movement.enemyArtilleryEntered", "movement.enterCost.Village",
                                "movement.interceptionZone", "movement.overlappingTerrain",
                                "movement.zoneOfControl", "ordersChange.commanders",
                                "rally.adjacentCommander", "rout.exitOnReachingEdge",
                                "rout.pathOfLeastResistance", "terrainEffects.Village.level",
                                "troopTypes.artillery", "turn.markersClearedAtEndOfTurn",
                                "victory.eliminatedMoraleAbove8"}));
    const rulesets::Setup setup = n1600.setup();
    QCOMPARE(setup.units, QList<core::MeasureUnit::Kind>{core::MeasureUnit::Kind::Hex});
    QVERIFY(setup.terrainTypes.contains(QStringLiteral("Dunes")));
    QCOMPARE(setup.commanders.size(), 2);
    QCOMPARE(setup.commanders[1].rank, QStringLiteral("Wing Commander"));
    QCOMPARE(setup.commanders[1].commandRange, 0.0);
}

// The books of a rule set that reckons nothing yet (every registered one reckons now: FoGR's,
// tst_odbooks, tst_n1600books) say so in the player's words.
void TestRegistry::unreckonedBooksSaySo()
{
    rulesets::BooksTerms terms;
    terms.ladder = QStringLiteral("Morale");
    const rulesets::UnreckonedBooks books(terms, QStringLiteral("Adjutant does not reckon these books yet."));
    core::Battle battle;
    battle.sides = {{QStringLiteral("A"), QStringLiteral("A"), {}},
                    {QStringLiteral("B"), QStringLiteral("B"), {}}};
    core::Unit unit;
    unit.originalStrength = 12;
    unit.currentStrength = 2;
    unit.state.cohesion = QStringLiteral("Shaken");
    QVERIFY(books.standing(battle).isEmpty());
    const rulesets::Verdict verdict = books.verdict(battle, true);
    QVERIFY(!verdict.reckoned);
    QCOMPARE(verdict.error, QStringLiteral("Adjutant does not reckon these books yet."));
    const rulesets::UnitLosses losses = books.losses(battle, unit);
    QCOMPARE(losses.level, rulesets::UnitLosses::Level::None);
    QCOMPARE(losses.note, verdict.error);
    QCOMPARE(books.status(unit), QStringLiteral("Shaken"));
    QCOMPARE(books.terms().ladder, QStringLiteral("Morale"));
    QVERIFY(books.terms().timeUpHelp.isEmpty());
}

void TestRegistry::fogrSetupFromItsTables()
{
    const rulesets::Setup setup = ruleset("fogr").setup();
    // FoGR, The Basics, Measurement: 25mm or 1 inch; 1.5 inches or 40mm on big tables.
    QCOMPARE(setup.movementUnits.size(), 4);
    QCOMPARE(setup.movementUnits[1].millimetres, 25.4);
    QCOMPARE(setup.movementUnits[1].label, QStringLiteral("1 inch (25.4 mm)"));
    QCOMPARE(setup.movementUnits[2].label, QStringLiteral("40 mm"));
    QCOMPARE(setup.movementUnitList(), QStringLiteral("25, 25.4, 40 or 38.1"));
    QCOMPARE(setup.movementUnitCitation, QStringLiteral("FoGR: The Basics, Measurement"));
    QVERIFY(setup.allowsMovementUnit(core::Length::fromMillimetres(38.1)));
    QVERIFY(!setup.allowsMovementUnit(core::Length::fromMillimetres(30)));
    // FoGR, The Basics: "180cm x 120cm (or 72" x 48")".
    QCOMPARE(setup.tableWidth, 72.0);
    QCOMPARE(setup.tableDepth, 48.0);
    QCOMPARE(setup.tableCitation, QStringLiteral("FoGR: The Basics, What You Need to Play"));
    QVERIFY2(setup.tableNote.contains(QStringLiteral("180cm x 120cm")),
             qPrintable(setup.tableNote));
    // FoGR, Battle Groups, commanders: command ranges 12, 8 and 4 MU, highest rank first.
    QCOMPARE(setup.commanders.size(), 3);
    QCOMPARE(setup.commanders[0].rank, QStringLiteral("Great commander"));
    QCOMPARE(setup.commanders[0].commandRange, 12.0);
    QCOMPARE(setup.commanders[2].rank, QStringLiteral("Troop commander"));
    QCOMPARE(setup.commanders[2].commandRange, 4.0);
    // FoGR, Troop Type: "All troop types have an armour qualifier except battle wagons,
    // elephants and artillery of all types."
    QCOMPARE(setup.unarmouredTypes, QStringList({"Elephants", "Battle Wagons", "Light Artillery",
                                                 "Medium Artillery", "Heavy Artillery"}));
    QCOMPARE(setup.armour.first(), QStringLiteral("Fully Armoured"));
    QVERIFY(setup.capabilities.contains(QStringLiteral("Pike")));
    // Appendix 2 is not in the transcription: the terrain the text names elsewhere, each with
    // where, the players' own names for the rest, and it says so.
    QCOMPARE(setup.terrainTypes,
             QStringList({"Enclosed field", "Forest", "Hill", "Marsh", "River", "Road",
                          "Steep hill", "Village"}));
    QCOMPARE(setup.terrainSources.value(QStringLiteral("Road")),
             QStringLiteral("FoGR: General Movement Rules, Move Distances and Disorder"));
    QVERIFY(setup.terrainOwnNames);
    QVERIFY(setup.terrainCitation.contains(QStringLiteral("Appendix 2")));
    QVERIFY(setup.terrainCitation.contains(QStringLiteral("your copy")));
}

void TestRegistry::fogrBaseSizes_data()
{
    QTest::addColumn<QString>("scale");
    QTest::addColumn<QString>("type");
    QTest::addColumn<double>("width");
    QTest::addColumn<double>("depth");
    QTest::addColumn<bool>("missing");
    QTest::newRow("15 mm heavy foot") << "15mm"
                                      << "Heavy Foot" << 40.0 << 20.0 << false;
    QTest::newRow("25 mm heavy foot") << "25mm"
                                      << "Heavy Foot" << 60.0 << 30.0 << false;
    QTest::newRow("15 mm cavalry") << "15mm"
                                   << "Cavalry" << 40.0 << 30.0 << false;
    QTest::newRow("25 mm mob") << "25mm"
                               << "Mob" << 60.0 << 40.0 << false;
    // The transcribed table has no horse row: the width is the scale's, the depth the player's.
    QTest::newRow("15 mm horse, depth missing") << "15mm"
                                                << "Horse" << 40.0 << 0.0 << true;
    QTest::newRow("no such scale") << "6mm"
                                   << "Horse" << 0.0 << 0.0 << true;
}

void TestRegistry::fogrBaseSizes()
{
    QFETCH(QString, scale);
    QFETCH(QString, type);
    QFETCH(double, width);
    QFETCH(double, depth);
    QFETCH(bool, missing);
    const rulesets::BaseSize size = ruleset("fogr").setup().baseSize(scale, type);
    QCOMPARE(size.width, width);
    QCOMPARE(size.depth, depth);
    QCOMPARE(!size.missing.isEmpty(), missing);
    if (!missing)
        QCOMPARE(size.citation, QStringLiteral("FoGR: Appendix 1, Base Sizes"));
}

QTEST_GUILESS_MAIN(TestRegistry)
#include "tst_registry.moc"
