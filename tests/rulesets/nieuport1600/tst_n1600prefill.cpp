// SPDX-License-Identifier: GPL-3.0-or-later
// What the hex map fills into a Nieuport 1600 procedure for the selected unit
// (TableRules::prefill), on hand-made battles: the fire's one target in zone and sight with its
// distance, flank or rear and terrain (N1600 10); the close combat's defender, supporting units
// and flank or rear hexes (N1600 11.2, 11.3); no commander in the hex (N1600 12.1). Where the map
// leaves the choice open (two enemies), nothing of it is filled.
#include "n1600movetesting.h"

#include "core/commander.h"
#include "rulesets/ruleset.h"

#include <QJsonArray>
#include <QTest>

using namespace adjutant;
using namespace n1600movetesting;

namespace {

rulesets::ProcedureInfo procedure(const char *id)
{
    for (const rulesets::ProcedureInfo &info : n1600testing::n1600().procedures()) {
        if (info.id == QLatin1String(id))
            return info;
    }
    return {};
}

rulesets::Prefill prefill(const core::Battle &battle, const char *procedureId, const char *unit)
{
    return rules().prefill(battle, procedure(procedureId), QString::fromLatin1(unit), {});
}

core::Commander commander(const char *id, const char *side, const char *hex)
{
    core::Commander c;
    c.id = QString::fromLatin1(id);
    c.side = QString::fromLatin1(side);
    c.name = c.id;
    c.hex = at(hex);
    return c;
}

// Dutch foot "f" in 0505 facing east (vertex 1: its frontal hexes 0604 and 0605), Spanish foot
// "t" in 0605 facing north (vertex 0): "f" stands in its flank (the hexside north-west of it).
core::Battle firing()
{
    MapMaker map;
    map.unit("f", "dutch", "N", {at("0505")}, 1, "Normal")
        .unit("t", "spain", "L", {at("0605")}, 0, "Disordered")
        .terrain("Dunes", {at("0505")})
        .terrain("Rough", {at("0605")});
    core::Battle battle = map.battle();
    battle.units[0].quality = QStringLiteral("6");
    battle.units[1].quality = QStringLiteral("7");
    return battle;
}

} // namespace

class TestN1600Prefill : public QObject
{
    Q_OBJECT

private slots:
    void fireTakesTheOneTargetInZoneAndSight()
    {
        core::Battle battle = firing();
        battle.commanders << commander("mendoza", "spain", "0605");
        const rulesets::Prefill fill = prefill(battle, "fire", "f");
        QCOMPARE(fill.facts.value("unit").toString(), QStringLiteral("f"));
        const QJsonObject target = fill.facts.value("target").toObject();
        QCOMPARE(target.value("unit").toString(), QStringLiteral("t"));
        QCOMPARE(target.value("type").toString(), QStringLiteral("L"));
        QCOMPARE(target.value("morale").toInt(), 7);
        QCOMPARE(target.value("level").toString(), QStringLiteral("Disordered"));
        QCOMPARE(target.value("terrain").toString(), QStringLiteral("Rough"));
        QVERIFY(fill.why.value("target").contains(QStringLiteral("only enemy")));
        QVERIFY(fill.why.value("target.terrain").contains(QStringLiteral("terrain")));
        // A commander stands with the target: he may be hit, and his value is not recorded.
        QCOMPARE(target.value("commanderInHex").toBool(), true);
        QVERIFY(!target.contains("commander"));
        QCOMPARE(fill.facts.value("distance").toInt(), 1);
        QCOMPARE(fill.facts.value("flankOrRear").toBool(), true);
        QVERIFY(fill.why.value("flankOrRear").contains(QStringLiteral("flank")));
        QCOMPARE(fill.facts.value("firerInDunes").toBool(), true);
        // Fire has no field for a stacked commander of the firer: nothing of it is filled.
        QVERIFY(!fill.facts.contains("commander"));
    }

    // The target faces the firer: not its flank. No commander with it: none off its die.
    void fireFromTheFront()
    {
        core::Battle battle = firing();
        battle.units[1].bases[0].facing = 4; // west: 0505 is a frontal hex
        const rulesets::Prefill fill = prefill(battle, "fire", "f");
        QCOMPARE(fill.facts.value("flankOrRear").toBool(), false);
        const QJsonObject target = fill.facts.value("target").toObject();
        QCOMPARE(target.value("commanderInHex").toBool(), false);
        QCOMPARE(target.value("commander").toInt(), 0);
    }

    // Two enemies in the fire zone and in sight: the players choose; the distance and flank stay
    // theirs too. An enemy behind the firer is outside its zone: no target either.
    void ambiguousTargetsAreLeftEmpty()
    {
        core::Battle two = firing();
        MapMaker more;
        more.unit("u", "spain", "L", {at("0604")}, 0, "Normal");
        two.units << more.battle().units;
        const rulesets::Prefill fill = prefill(two, "fire", "f");
        QVERIFY(!fill.facts.contains("target"));
        QVERIFY(!fill.facts.contains("distance"));
        QVERIFY(!fill.facts.contains("flankOrRear"));
        QCOMPARE(fill.facts.value("unit").toString(), QStringLiteral("f")); // its own record still

        core::Battle behind = firing();
        behind.units[1].bases[0].hex = at("0405"); // west of the firer, which faces east
        QVERIFY(!prefill(behind, "fire", "f").facts.contains("target"));
    }

    // Spanish cuirassiers "a" (0505, facing east) attack Dutch foot "d" (0605, facing north)
    // from its flank; "b" (0506, facing east) has "d" in its frontal hexes too and stands in its
    // rear: a supporting unit, and two flank or rear hexes (N1600 11.3: +1 per hex).
    void closeCombatReadsTheAttack()
    {
        MapMaker map;
        map.unit("a", "spain", "C", {at("0505")}, 1, "Normal")
            .unit("d", "dutch", "N", {at("0605")}, 0, "Normal")
            .unit("b", "spain", "C", {at("0506")}, 1, "Disordered")
            .terrain("Dunes", {at("0605")});
        const rulesets::Prefill fill = prefill(map.battle(), "close-combat", "a");
        QCOMPARE(fill.facts.value("attacker").toObject().value("unit").toString(),
                 QStringLiteral("a"));
        // No commander in either hex: none takes part. A value of 0 would be a commander of
        // value 0 (N1600 2.1) who then rolls for his life (5.2.1).
        QVERIFY(!fill.facts.value("attacker").toObject().contains("commander"));
        QVERIFY(!fill.facts.value("defender").toObject().contains("commander"));
        const QJsonObject defender = fill.facts.value("defender").toObject();
        QCOMPARE(defender.value("unit").toString(), QStringLiteral("d"));
        QCOMPARE(defender.value("terrain").toString(), QStringLiteral("Dunes"));
        QCOMPARE(defender.value("stackedArtillery").toBool(), false);
        const QJsonArray supports = fill.facts.value("supports").toArray();
        QCOMPARE(supports.size(), 1);
        QCOMPARE(supports[0].toObject().value("unit").toString(), QStringLiteral("b"));
        QCOMPARE(supports[0].toObject().value("level").toString(), QStringLiteral("Disordered"));
        QCOMPARE(fill.facts.value("flankRearHexes").toInt(), 2);
        QVERIFY(fill.why.value("flankRearHexes").contains(QStringLiteral("flank or rear")));
        QVERIFY(fill.why.value("defender").contains(QStringLiteral("frontal hexes")));

        // A broken unit cannot support (N1600 11.2): "b" broken is left out, and so is its hex.
        core::Battle broken = map.battle();
        broken.units[2].state.cohesion = QStringLiteral("Broken");
        const rulesets::Prefill without = prefill(broken, "close-combat", "a");
        QVERIFY(!without.facts.contains("supports"));
        QCOMPARE(without.facts.value("flankRearHexes").toInt(), 1);
    }

    // Two enemies in the head unit's frontal hexes: which it attacks is the players' choice.
    void twoDefendersAreLeftEmpty()
    {
        MapMaker map;
        map.unit("a", "spain", "C", {at("0505")}, 1, "Normal")
            .unit("d", "dutch", "N", {at("0605")}, 0, "Normal")
            .unit("e", "dutch", "N", {at("0604")}, 0, "Normal");
        const rulesets::Prefill fill = prefill(map.battle(), "close-combat", "a");
        QVERIFY(fill.facts.contains("attacker"));
        QVERIFY(!fill.facts.contains("defender"));
        QVERIFY(!fill.facts.contains("supports"));
        QVERIFY(!fill.facts.contains("flankRearHexes"));
    }

    // N1600 12.1: "modified by the value of the commander stacked with the unit": none in its
    // hex, nothing off the die; one there, his value is the players' (the battle does not record
    // it).
    void moraleTestCommander()
    {
        core::Battle battle = firing();
        rulesets::Prefill fill = prefill(battle, "morale-test", "t");
        QCOMPARE(fill.facts.value("commander").toInt(), 0);
        QVERIFY(fill.why.value("commander").contains(QStringLiteral("no commander")));
        battle.commanders << commander("mendoza", "spain", "0605");
        fill = prefill(battle, "morale-test", "t");
        QVERIFY(!fill.facts.contains("commander"));
        // An enemy commander in the hex is not its own.
        battle.commanders.back().side = QStringLiteral("dutch");
        QCOMPARE(prefill(battle, "morale-test", "t").facts.value("commander").toInt(), 0);
    }
};

QTEST_GUILESS_MAIN(TestN1600Prefill)
#include "tst_n1600prefill.moc"
