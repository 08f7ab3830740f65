// SPDX-License-Identifier: GPL-3.0-or-later
// What the battle's record fills into an Old Dessauer procedure for the selected unit
// (TableRules::prefill): its grade, morale, square and general (OD 16.10, OD 11) and the figures
// of its front rank (OD 16.3), each with where it comes from; only the procedure's own fields.
#include "core/battle.h"
#include "core/battlefile.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace adjutant;

namespace {

const rulesets::Ruleset &od()
{
    return *rulesets::findRuleset(QStringLiteral("olddessauer"));
}

rulesets::ProcedureInfo procedure(const QString &id)
{
    for (const rulesets::ProcedureInfo &info : od().procedures()) {
        if (info.id == id)
            return info;
    }
    return {};
}

core::Battle demo()
{
    return core::BattleFile::readScenario(od().demoBattle());
}

// The demo with the Deutschmeister (facing south at y 15.5 in) moved up to y 10.5 in: its front
// edge on the Garde's (facing north at y 10, bases 0.5 in deep), all three bases of each in
// contact, 1 inch to the side (`adjutant-cli measure` gives five front edge to front edge
// contacts). Prussia is the active side, so the Garde attacks (OD 10).
core::Battle gardeInContact()
{
    core::Battle battle = demo();
    core::Unit &deutschmeister = battle.units[battle.unitIndex(QStringLiteral("ir_ausA"))];
    for (core::Base &base : deutschmeister.bases)
        base.y = core::Length::fromMillimetres(base.y.millimetres() - 5 * 25.4);
    return battle;
}

QJsonObject sideOf(const rulesets::Prefill &fill, int i)
{
    return fill.facts.value(QStringLiteral("sides")).toArray().at(i).toObject();
}

} // namespace

class TestOdPrefill : public QObject
{
    Q_OBJECT

private slots:
    // The Garde stands in line, 3 bases of 4 figures: all 12 in the front rank fire.
    void fireFromTheFrontRank()
    {
        const rulesets::Prefill fill =
            od().tableRules()->prefill(demo(), procedure(QStringLiteral("fire")), QStringLiteral("ir15"), {});
        QCOMPARE(fill.facts.value(QStringLiteral("grade")).toString(), QStringLiteral("A"));
        QCOMPARE(fill.facts.value(QStringLiteral("figures")).toInt(), 12);
        QCOMPARE(fill.facts.value(QStringLiteral("name")).toString(), QStringLiteral("Garde (I/15)"));
        QVERIFY(fill.why.value(QStringLiteral("figures")).contains(QStringLiteral("front rank")));
        // The fire has no field for a general or for shaken: nothing of them is filled.
        QVERIFY(!fill.facts.contains(QStringLiteral("generalAttached")));
        QVERIFY(!fill.facts.contains(QStringLiteral("shaken")));
    }

    // The target from the table, as the inspector shows it (`adjutant-cli measure --unit ir15`):
    // the Deutschmeister, 5 inches from the Garde's front, in its arc of fire (OD 16.12) and in
    // sight, the only enemy in arc. Its id is filled, so that Apply removes its figures.
    void fireAtTheTargetInArc()
    {
        const rulesets::Prefill fill =
            od().tableRules()->prefill(demo(), procedure(QStringLiteral("fire")), QStringLiteral("ir15"), {});
        QCOMPARE(fill.facts.value(QStringLiteral("target")).toString(), QStringLiteral("ir_ausA"));
        QCOMPARE(fill.facts.value(QStringLiteral("targetName")).toString(), QStringLiteral("Deutschmeister"));
        QCOMPARE(fill.facts.value(QStringLiteral("distance")).toDouble(), 5.0);
        QVERIFY(fill.why.value(QStringLiteral("distance")).contains(QStringLiteral("arc of fire")));
        QVERIFY(!fill.facts.contains(QStringLiteral("atSkirmishers")));
    }

    // No enemy in the arc of fire (the Garde turned about): no target is guessed.
    void noTargetOutOfArc()
    {
        core::Battle battle = demo();
        for (core::Base &base : battle.units[battle.unitIndex(QStringLiteral("ir15"))].bases)
            base.facing = 180;
        const rulesets::Prefill fill =
            od().tableRules()->prefill(battle, procedure(QStringLiteral("fire")), QStringLiteral("ir15"), {});
        QVERIFY(!fill.facts.contains(QStringLiteral("target")));
        QVERIFY(!fill.facts.contains(QStringLiteral("distance")));
    }

    // In column (one base wide) only the front base's figures fire.
    void aColumnFiresWithItsFrontBase()
    {
        core::Battle battle = demo();
        core::Unit &garde = battle.units[battle.unitIndex(QStringLiteral("ir15"))];
        for (int i = 0; i < garde.bases.size(); ++i) {
            garde.bases[i].x = garde.bases[0].x;
            garde.bases[i].y = core::Length::fromMillimetres(garde.bases[0].y.millimetres() -
                                                            garde.bases[0].depth.millimetres() * i);
        }
        const rulesets::Prefill fill =
            od().tableRules()->prefill(battle, procedure(QStringLiteral("fire")), QStringLiteral("ir15"), {});
        QCOMPARE(fill.facts.value(QStringLiteral("figures")).toInt(), 4);
    }

    // A shaken battalion in square with a general attached, taking its fire test.
    void fireTestFromTheRecord()
    {
        core::Battle battle = demo();
        core::Unit &unit = battle.units[battle.unitIndex(QStringLiteral("ir3"))];
        unit.state.cohesion = QStringLiteral("Shaken");
        unit.state.formation = QStringLiteral("Square");
        battle.commanders[battle.commanderIndex(QStringLiteral("zieten"))].attachedTo = unit.id;
        const rulesets::Prefill fill = od().tableRules()->prefill(
            battle, procedure(QStringLiteral("fire-test")), QStringLiteral("ir3"), {});
        QCOMPARE(fill.facts.value(QStringLiteral("grade")).toString(), QStringLiteral("B"));
        QCOMPARE(fill.facts.value(QStringLiteral("shaken")).toBool(), true);
        QCOMPARE(fill.facts.value(QStringLiteral("squareOrInterveningFriend")).toBool(), true);
        QCOMPARE(fill.facts.value(QStringLiteral("generalAttached")).toBool(), true);
        QVERIFY(fill.why.value(QStringLiteral("generalAttached"))
                    .contains(QStringLiteral("General von Zieten")));
        QVERIFY(!fill.facts.contains(QStringLiteral("hits"))); // the players count this turn's hits
    }

    // Garde (grade A, active) against Deutschmeister (grade C, passive), front to front, checked
    // by hand against OD 17: both infantry (base CP 3, OD 17.9), every figure of their three
    // front-rank bases in contact (12 each, OD 17.5), neither flanked nor bookended, the passive
    // Deutschmeister steady in line with the defensive fire bonus (OD 17.2, OD 10).
    void closeCombatFromTheContact()
    {
        const rulesets::Prefill fill = od().tableRules()->prefill(
            gardeInContact(), procedure(QStringLiteral("close-combat")), QStringLiteral("ir15"), {});
        const QJsonObject garde = sideOf(fill, 0), deutschmeister = sideOf(fill, 1);
        QCOMPARE(garde.value(QStringLiteral("unit")).toString(), QStringLiteral("ir15"));
        QCOMPARE(garde.value(QStringLiteral("name")).toString(), QStringLiteral("Garde (I/15)"));
        QCOMPARE(garde.value(QStringLiteral("arm")).toString(), QStringLiteral("Infantry"));
        QCOMPARE(garde.value(QStringLiteral("grade")).toString(), QStringLiteral("A"));
        QCOMPARE(garde.value(QStringLiteral("figures")).toInt(), 12);
        QCOMPARE(garde.value(QStringLiteral("flankRearAttack")).toBool(), false);
        QVERIFY(garde.contains(QStringLiteral("bookended")));
        QCOMPARE(garde.value(QStringLiteral("bookended")).toBool(), false);
        QVERIFY(!garde.contains(QStringLiteral("defensiveFire"))); // the attacker
        QCOMPARE(deutschmeister.value(QStringLiteral("unit")).toString(), QStringLiteral("ir_ausA"));
        QCOMPARE(deutschmeister.value(QStringLiteral("arm")).toString(), QStringLiteral("Infantry"));
        QCOMPARE(deutschmeister.value(QStringLiteral("grade")).toString(), QStringLiteral("C"));
        QCOMPARE(deutschmeister.value(QStringLiteral("figures")).toInt(), 12);
        QCOMPARE(deutschmeister.value(QStringLiteral("defensiveFire")).toBool(), true);
        QVERIFY(fill.why.value(QStringLiteral("sides[1].defensiveFire")).contains(QStringLiteral("OD 17.2")));
        QVERIFY(fill.why.value(QStringLiteral("sides[0].figures")).contains(QStringLiteral("OD 17.5")));
        QVERIFY(fill.why.value(QStringLiteral("sides")).contains(QStringLiteral("Deutschmeister")));

        // The procedure takes it as it is, once the players type the row of scores (OD 17.9,
        // lost): Garde 3 + 2 grades above = 5, Deutschmeister 3 + 2 defensive fire = 5.
        QJsonObject input = fill.facts;
        input.insert(QStringLiteral("scores"), QJsonObject{{QStringLiteral("equal"), 4}});
        rulesets::DiceSource none = rulesets::DiceSource::none();
        const rulesets::ProcedureResult result = od().run(QStringLiteral("close-combat"), input, none);
        QCOMPARE(result.facts.value(QStringLiteral("cpDifference")).toInt(), 0);
    }

    // Selected from the other side, Austria active, with a general attached and the Garde in
    // square: the Deutschmeister come first and attack a square (+1, OD 17.9) with their general
    // (+1); the passive square has no flanks (OD 17.5) and no defensive fire bonus (not in line,
    // OD 17.2), nor has the attacker.
    void closeCombatAgainstASquare()
    {
        core::Battle battle = gardeInContact();
        battle.activeSide = QStringLiteral("austria");
        battle.units[battle.unitIndex(QStringLiteral("ir15"))].state.formation = QStringLiteral("Square");
        battle.commanders[battle.commanderIndex(QStringLiteral("daun"))].attachedTo = QStringLiteral("ir_ausA");
        const rulesets::Prefill fill = od().tableRules()->prefill(
            battle, procedure(QStringLiteral("close-combat")), QStringLiteral("ir_ausA"), {});
        const QJsonObject deutschmeister = sideOf(fill, 0), garde = sideOf(fill, 1);
        QCOMPARE(deutschmeister.value(QStringLiteral("unit")).toString(), QStringLiteral("ir_ausA"));
        QCOMPARE(deutschmeister.value(QStringLiteral("vsSquare")).toBool(), true);
        QCOMPARE(deutschmeister.value(QStringLiteral("generalWithUnit")).toBool(), true);
        QVERIFY(!deutschmeister.contains(QStringLiteral("defensiveFire")));
        QCOMPARE(garde.value(QStringLiteral("unit")).toString(), QStringLiteral("ir15"));
        QCOMPARE(garde.value(QStringLiteral("flankRearAttack")).toBool(), false);
        QVERIFY(!garde.contains(QStringLiteral("defensiveFire")));
    }

    // The Deutschmeister in column on the Garde's right, facing it (as `adjutant-cli measure`
    // shows: "right edge to front edge", the Deutschmeister partly behind the Garde's frontage):
    // the Garde is under a flank attack (OD 14.6) and, though passive, fires no defensive fire
    // (OD 17.2); one base of each touches (4 figures, OD 17.5).
    void closeCombatOnTheFlank()
    {
        core::Battle battle = demo();
        battle.activeSide = QStringLiteral("austria");
        core::Unit &deutschmeister = battle.units[battle.unitIndex(QStringLiteral("ir_ausA"))];
        for (int i = 0; i < deutschmeister.bases.size(); ++i) {
            core::Base &base = deutschmeister.bases[i];
            base.x = core::Length::fromMillimetres((16.5 + 0.5 * i) * 25.4);
            base.y = core::Length::fromMillimetres(10 * 25.4);
            base.facing = 270;
        }
        const rulesets::Prefill fill = od().tableRules()->prefill(
            battle, procedure(QStringLiteral("close-combat")), QStringLiteral("ir15"), {});
        const QJsonObject garde = sideOf(fill, 0), attacker = sideOf(fill, 1);
        QCOMPARE(garde.value(QStringLiteral("flankRearAttack")).toBool(), true);
        QVERIFY(fill.why.value(QStringLiteral("sides[0].flankRearAttack")).contains(QStringLiteral("OD 14.6")));
        QVERIFY(!garde.contains(QStringLiteral("defensiveFire")));
        QCOMPARE(garde.value(QStringLiteral("figures")).toInt(), 4);
        QCOMPARE(attacker.value(QStringLiteral("flankRearAttack")).toBool(), false);
        QCOMPARE(attacker.value(QStringLiteral("figures")).toInt(), 4);
        QCOMPARE(garde.value(QStringLiteral("bookended")).toBool(), false);
    }

    // No enemy in contact: nothing is filled (the players name the units).
    void noCloseCombatWithoutContact()
    {
        const rulesets::Prefill fill = od().tableRules()->prefill(
            demo(), procedure(QStringLiteral("close-combat")), QStringLiteral("ir15"), {});
        QVERIFY(!fill.facts.contains(QStringLiteral("sides")));
    }
};

QTEST_GUILESS_MAIN(TestOdPrefill)
#include "tst_odprefill.moc"
