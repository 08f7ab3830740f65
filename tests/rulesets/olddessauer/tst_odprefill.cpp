// SPDX-License-Identifier: GPL-3.0-or-later
// What the battle's record fills into an Old Dessauer procedure for the selected unit
// (TableRules::prefill): its grade, morale, square and general (OD 16.10, OD 11) and the figures
// of its front rank (OD 16.3), each with where it comes from; only the procedure's own fields.
#include "core/battle.h"
#include "core/battlefile.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

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
};

QTEST_GUILESS_MAIN(TestOdPrefill)
#include "tst_odprefill.moc"
