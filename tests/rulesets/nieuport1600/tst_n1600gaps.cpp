// SPDX-License-Identifier: GPL-3.0-or-later
// What `adjutant-cli rules nieuport1600 --gaps` lists: exactly the cells the Nieuport 1600
// transcription lacks (missing) or leaves open to more than one reading (interpreted), and none
// the text gives (docs/rulesets/README.md; /work/shared/rules/README.md).
#include "n1600movetesting.h"

#include "rulesets/missingrulevalue.h"
#include "rulesets/rulebook.h"

#include <QTest>

using namespace n1600testing;
using namespace n1600movetesting;
using adjutant::rulesets::RuleValue;

class TestN1600Gaps : public QObject
{
    Q_OBJECT

private slots:
    // Values the text prints, as they were once marked missing or interpreted.
    void theTextGivesThese_data()
    {
        QTest::addColumn<QString>("table");
        QTest::addColumn<QString>("key");
        // Interaction Type Table: "\"-\" means no modifier listed".
        QTest::newRow("G against G: -") << "interaction"
                                        << "G.G";
        QTest::newRow("G against M: -") << "interaction"
                                        << "G.M";
        // Terrain Effects Table, Dunes: "+1 Defensive & Offensive benefit for Fire & Close Combat".
        QTest::newRow("dunes, firer") << "fire"
                                      << "firerInDunes";
        QTest::newRow("dunes, target of fire") << "fire"
                                               << "targetTerrain.Dunes";
        QTest::newRow("dunes, defender in close combat") << "closeCombat"
                                                         << "defenderTerrain.Dunes";
        QTest::newRow("dunes, attacker in close combat") << "closeCombat"
                                                         << "attackerInDunes";
        // Fire Table: G "-"; 2.2: gendarmes are "equipped with lances".
        QTest::newRow("G has no fire value") << "fire"
                                             << "toHit.G";
        // Terrain Effects Table: "Haven, River & Ocean: No movement nor retreat are allowed".
        QTest::newRow("haven, river and ocean impassable") << "measuring"
                                                           << "impassableTerrain";
        // Terrain Effects Table: "Line of slack tide: No effect."
        QTest::newRow("line of slack tide") << "movement"
                                            << "noEffectTerrain";
        // 7.1: "Artillery may change facing any number of vertices instead of firing".
        QTest::newRow("artillery turns instead of firing") << "movement"
                                                           << "artilleryFacing";
        // Scenario 1, Deployment: "Edge of the Dutch map: West. Edge of the Spanish map: East."
        QTest::newRow("Dutch map edge") << "rout"
                                        << "mapEdge.dutch";
        QTest::newRow("Spanish map edge") << "rout"
                                          << "mapEdge.spain";
    }

    void theTextGivesThese()
    {
        QFETCH(QString, table);
        QFETCH(QString, key);
        const RuleValue &cell = n1600().ruleBook().value(table, key);
        QCOMPARE(cell.statusKey(), QStringLiteral("source"));
        QVERIFY(!cell.text.isEmpty());
        QVERIFY(cell.reason.isEmpty());
    }

    // Every gap, and only these: each line says what the text lacks or leaves open.
    void theGapsAreExactlyWhatTheTextLacks()
    {
        QStringList expected{
            // Signs lost before a commander's value (empty bullets; 2.1 "Command value").
            "activation.wcCommand", "activation.interceptionCommand",
            "closeCombat.attackingCommander", "closeCombat.defendingCommander", "morale.commander",
            "ordersChange.commanders", "rally.adjacentCommander",
            // 4.1: "the orders of the higher precedence", "the best Leader"; equal rolls.
            "activation.initiativeTie", "activation.initiativeEqualRolls",
            // Close Combat Table: the last row "10" is cut; the morale "of" the attacker.
            "closeCombat.rows", "closeCombat.defender.10", "closeCombat.moraleDifference",
            // 12.2 and 11.2 leave a Broken unit no close combat, but say so only of support.
            "closeCombat.brokenMayNotAttack",
            // Villages: named in 10.2, no row in the Terrain Effects Table.
            "closeCombat.defenderTerrain.Village", "fire.targetTerrain.Village",
            "movement.enterCost.Village", "terrainEffects.Village.level",
            // 10.5 "the die result" or the modified result.
            "fire.surplus",
            // Movement the text leaves open: several terrain pieces on one hex, half of an odd
            // allowance, a ZoC never defined, 9.1's "that unit", Diagram 3 not transcribed.
            "movement.overlappingTerrain", "movement.allowanceFactor.Disordered",
            "movement.zoneOfControl", "movement.enemyArtilleryEntered", "movement.interceptionZone",
            // 13.2: "the path of least resistance", leaving the map.
            "rout.pathOfLeastResistance", "rout.exitOnReachingEdge",
            // 2.2 gives artillery no letter.
            "troopTypes.artillery",
            // 3.4 flips the commanders; the other markers are not said.
            "turn.markersClearedAtEndOfTurn",
            // 1.2 and 12 name the levels, not the one a unit starts at (read as Normal).
            "morale.start",
            // Scenario 1, Victory: no morale above 8.
            "victory.eliminatedMoraleAbove8"};
        // The Interaction Type Table keeps rows G, C and A up to S: infantry on infantry is lost.
        for (const char *att : {"S", "L", "T", "N", "M"})
            for (const char *def : {"S", "L", "T", "N", "M"})
                expected << QStringLiteral("interaction.%1.%2")
                                .arg(QLatin1String(att), QLatin1String(def));
        QStringList gaps;
        for (const RuleValue &gap : n1600().ruleBook().gaps()) {
            gaps << gap.key;
            QVERIFY2(!gap.reason.isEmpty(), qPrintable(gap.key));
        }
        gaps.sort();
        expected.sort();
        QCOMPARE(gaps, expected);
    }

    // 9.1: "If a unit penetrates a hexagon containing enemy artillery, that unit is eliminated":
    // ambiguous, read as the artillery, and said so with the reason.
    void artilleryPenetrationIsAReading()
    {
        const RuleValue &cell = n1600().ruleBook().value(QStringLiteral("movement"),
                                                         QStringLiteral("enemyArtilleryEntered"));
        QCOMPARE(cell.statusKey(), QStringLiteral("interpreted"));
        QCOMPARE(cell.value.toString(), QStringLiteral("artillery eliminated"));
        QVERIFY(cell.reason.contains(QStringLiteral("11.6")));
    }

    // 10.2: "A unit is at elevation if it is in level 1 terrain. ... If both units are at
    // elevation: the LoS between these units is always clear." The Terrain Effects Table gives a
    // village no level: sight between a unit in a village and one in dunes (level 1) across a
    // blocking hex asks for it; against a unit on clear ground (level 0) it does not matter.
    void aVillageHasNoLevel()
    {
        const RuleValue &level = n1600().ruleBook().value(QStringLiteral("terrainEffects"),
                                                          QStringLiteral("Village.level"));
        QCOMPARE(level.statusKey(), QStringLiteral("missing"));
        QVERIFY(n1600()
                    .ruleBook()
                    .json(QStringLiteral("terrainEffects"), QStringLiteral("Village"))
                    .toObject()[QStringLiteral("obstacle")]
                    .toBool()); // 10.2: an obstacle hex

        MapMaker dunes;
        dunes.unit("guns", "dutch", "Artillery", {at("0203")}, 1)
            .unit("tercio", "spain", "M", {at("0503")}, 4)
            .terrain("Village", {at("0203")})
            .terrain("Dunes", {at("0503"), at("0403")});
        try {
            rules().measure(dunes.battle(), -1, 0);
            QFAIL("the sight between a village and dunes needs the village's level");
        } catch (const adjutant::rulesets::MissingRuleValue &e) {
            QVERIFY2(e.message().startsWith(QStringLiteral("terrainEffects.Village.level")),
                     qPrintable(e.message()));
        }

        MapMaker clear;
        clear.unit("guns", "dutch", "Artillery", {at("0203")}, 1)
            .unit("tercio", "spain", "M", {at("0503")}, 4)
            .terrain("Village", {at("0203")})
            .terrain("Dunes", {at("0403")});
        const QJsonObject facts = rules().measure(clear.battle(), -1, 0);
        QVERIFY(!facts.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestN1600Gaps)
#include "tst_n1600gaps.moc"
