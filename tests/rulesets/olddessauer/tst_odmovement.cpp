// SPDX-License-Identifier: GPL-3.0-or-later
// What the inspector tells of an Old Dessauer unit's own move (TableRules::describeUnit), worked
// by hand from the text: the movement chart (OD 12.1), half or quarter speed sideways (OD 12.7),
// the cost of a change of formation by grade and its doubling with movement debt (OD 12),
// steadiness (OD 9.1), and the optional rules only where the battle plays them.
#include "core/battle.h"
#include "core/battlefile.h"
#include "rulesets/measurebattle.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"
#include "rulesets/zone.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QTest>

using namespace adjutant;

namespace {

struct Unit
{
    QString type;
    QString grade;
    QString formation;
    QString morale = QStringLiteral("Good");
    bool disordered = false;
    QStringList capabilities = {};
};

// The unit's rows as "label: value", in order.
QStringList rowsOf(const Unit &given, const QJsonObject &facts = {},
                   const QStringList &optionalRules = {})
{
    core::Battle battle;
    battle.ruleset = QStringLiteral("olddessauer");
    battle.optionalRules = optionalRules;
    battle.table.unit = core::MeasureUnit::inch();
    core::Unit unit;
    unit.id = QStringLiteral("u");
    unit.troopType = given.type;
    unit.quality = given.grade;
    unit.capabilities = given.capabilities;
    unit.state.formation = given.formation;
    unit.state.cohesion = given.morale;
    unit.state.disordered = given.disordered;
    battle.units = {unit};
    const rulesets::TableRules *rules =
        rulesets::findRuleset(QStringLiteral("olddessauer"))->tableRules();
    QStringList rows;
    for (const rulesets::FactView &row : rules->describeUnit(battle, 0, facts)) {
        rows << QStringLiteral("%1: %2").arg(row.label, row.value);
        if (row.tip.isEmpty())
            rows << QStringLiteral("(no citation)");
    }
    return rows;
}

} // namespace

Q_DECLARE_METATYPE(Unit)

class TestOdMovement : public QObject
{
    Q_OBJECT

private slots:
    void rows_data()
    {
        QTest::addColumn<Unit>("unit");
        QTest::addColumn<QStringList>("rows");
        QTest::newRow("steady grade C battalion in column")
            << Unit{"Line infantry", "C", "Column"}
            << QStringList{"Steady: yes", "Move: 9 in",
                           "Sidestep, backstep, wide oblique: 4.5 in (half speed)",
                           "Change formation or facing: a full move"};
        QTest::newRow("grade A in line: half a move to change")
            << Unit{"Line infantry", "A", "Line"}
            << QStringList{"Steady: yes", "Move: 6 in",
                           "Sidestep, backstep, wide oblique: 3 in (half speed)",
                           "Change formation or facing: half a move"};
        // OD 12.1: "Square (Grade D may not move) 2"; OD 12: a grade D unit "becomes disordered".
        QTest::newRow("grade D in square")
            << Unit{"Line infantry", "D", "Square"}
            << QStringList{"Steady: yes", "Move: may not move (grade D in square)",
                           "Change formation or facing: a full move; becomes disordered"};
        QTest::newRow("grade C in square") << Unit{"Line infantry", "C", "Square"}
                                           << QStringList{"Steady: yes", "Move: 2 in",
                                                          "Sidestep, backstep, wide oblique: 1 in (half speed)",
                                                          "Change formation or facing: a full move"};
        // Shaken: unsteady, a quarter speed sideways, the half move doubled to a full one.
        QTest::newRow("shaken grade B in line")
            << Unit{"Line infantry", "B", "Line", "Shaken"}
            << QStringList{"Steady: no (shaken)", "Move: 6 in",
                           "Sidestep, backstep, wide oblique: 1.5 in (quarter speed)",
                           "Change formation or facing: a full move"};
        // Disordered grade C: two moves, the most a change ever costs, and the movement debt.
        QTest::newRow("disordered grade C in line")
            << Unit{"Line infantry", "C", "Line", "Good", true}
            << QStringList{"Steady: no (disordered)", "Move: 6 in",
                           "Sidestep, backstep, wide oblique: 1.5 in (quarter speed)",
                           "Change formation or facing: 2 moves; then stands one more active "
                           "turn, as shaken (movement debt)"};
        // OD 12.7: "quarter speed if the unit is unsteady or Grade D".
        QTest::newRow("steady grade D in column") << Unit{"Line infantry", "D", "Column"}
            << QStringList{"Steady: yes", "Move: 9 in",
                           "Sidestep, backstep, wide oblique: 2.25 in (quarter speed)",
                           "Change formation or facing: a full move; becomes disordered"};
        QTest::newRow("hussars skirmishing") << Unit{"Light cavalry", "B", "Skirmish"}
            << QStringList{"Steady: no (skirmishing)", "Move: 15 in",
                           "Sidestep, backstep, wide oblique: 3.75 in (quarter speed)",
                           "Change formation or facing: half a move"};
        // OD 18 item 6: "All irregulars maneuver as if Grade D": a full move, and disordered.
        QTest::newRow("irregular hussars in column")
            << Unit{"Light cavalry", "C", "Column", "Good", false, {"Irregular"}}
            << QStringList{"Steady: no (irregular)", "Move: 18 in",
                           "Sidestep, backstep, wide oblique: 4.5 in (quarter speed)",
                           "Change formation or facing: a full move; becomes disordered"};
        QTest::newRow("irregular grade B massed infantry in column")
            << Unit{"Line infantry", "B", "Column", "Good", false, {"Irregular"}}
            << QStringList{"Steady: no (irregular)", "Move: 9 in",
                           "Sidestep, backstep, wide oblique: 2.25 in (quarter speed)",
                           "Change formation or facing: a full move; becomes disordered"};
        QTest::newRow("cuirassiers in line") << Unit{"Heavy cavalry", "B", "Line"}
            << QStringList{"Steady: yes", "Move: 12 in",
                           "Sidestep, backstep, wide oblique: 6 in (half speed)",
                           "Change formation or facing: half a move"};
        QTest::newRow("heavy guns manhandled") << Unit{"Heavy artillery", "C", "Manhandled"}
            << QStringList{"Steady: no (artillery)", "Move: 1 in", "Limber or unlimber: a full move"};
        // OD 16.6: "Howitzer models move like medium guns."
        QTest::newRow("howitzers limbered") << Unit{"Howitzers", "C", "Limbered"}
            << QStringList{"Steady: no (artillery)", "Move: 4 in", "Limber or unlimber: a full move"};
        QTest::newRow("guns unlimbered") << Unit{"Light artillery", "C", "Unlimbered"}
            << QStringList{"Steady: no (artillery)", "Move: none in the chart for unlimbered",
                           "Limber or unlimber: a full move"};
        QTest::newRow("no formation recorded: every row of its type")
            << Unit{"Medium cavalry", "C", ""}
            << QStringList{"Steady: yes", "Move: column 15 in, line 12 in",
                           "Change formation or facing: a full move"};
    }

    void rows()
    {
        QFETCH(Unit, unit);
        QFETCH(QStringList, rows);
        QCOMPARE(rowsOf(unit), rows);
    }

    // The optional rules, shown only where the players switched them on.
    void optionalRules()
    {
        const QStringList all{"pinnedUnits", "elbowRoom", "ballshotCarrythrough", "artilleryDuel",
                              "cavalryBreakthrough"};
        const Unit infantry{"Line infantry", "C", "Column"};
        QCOMPARE(rowsOf(infantry, {}, all).last(),
                 QStringLiteral("Elbow room (optional): 2 in clear on both flanks to form line or "
                                "square from column; 2 in ahead and behind to form column or "
                                "square from line"));
        QCOMPARE(rowsOf(infantry).size(), 4);
        // OD 16.16: "Carrythrough distances are 4 for light guns, 9 for medium guns and 12 for
        // heavy guns"; howitzers fire shell, not ballshot.
        QCOMPARE(rowsOf(Unit{"Medium artillery", "C", "Unlimbered"}, {}, all).last(),
                 QStringLiteral("Ballshot carrythrough (optional): 9 in beyond the target"));
        QCOMPARE(rowsOf(Unit{"Howitzers", "C", "Unlimbered"}, {}, all).size(), 3);
        QCOMPARE(rowsOf(Unit{"Heavy cavalry", "B", "Line"}, {}, all).last(),
                 QStringLiteral("Breakthrough (optional): if all its opponents retreat: an attack "
                                "move within 45° of their line of retreat"));
        QCOMPARE(rowsOf(Unit{"Heavy cavalry", "B", "Line", "Shaken"}, {}, all).last(),
                 QStringLiteral("Breakthrough (optional): only a formed cavalry unit in good "
                                "morale"));
    }

    // OD 12.4, Pinned Units (Optional): measured and drawn only where the players play it.
    void pinningZoneOnlyWhenInPlay()
    {
        const rulesets::Ruleset &od = *rulesets::findRuleset(QStringLiteral("olddessauer"));
        core::Battle battle = core::BattleFile::readScenario(od.tableRules()->exampleBattle());
        QVERIFY(battle.optionalRules.contains(QStringLiteral("pinnedUnits")));
        const auto pinningFacts = [](const core::Battle &b) {
            int facts = 0;
            const QJsonObject measured = rulesets::measureBattle(b, {}, 1e6);
            for (const QJsonValue &unit : measured[QStringLiteral("units")].toArray()) {
                for (const QJsonValue &enemy : unit[QStringLiteral("enemies")].toArray())
                    facts += enemy.toObject().contains(QStringLiteral("inItsPinningZone"));
            }
            return facts;
        };
        QVERIFY(pinningFacts(battle) > 0);
        const QSet<QString> shown{QStringLiteral("pinningZone")};
        QVERIFY(od.tableRules()->zones(battle, 0, {}, shown).at(0).reason.isEmpty());
        battle.optionalRules.removeAll(QStringLiteral("pinnedUnits"));
        QCOMPARE(pinningFacts(battle), 0);
        const QList<rulesets::Zone> zones = od.tableRules()->zones(battle, 0, {}, shown);
        QCOMPARE(zones.size(), 1);
        QCOMPARE(zones[0].reason, QStringLiteral("Pinned units is an optional rule (OD 12.4), not "
                                                 "in play in this battle"));
    }

    // OD 8.2: "A general has a Command Distance of 6"; OD 8.3: attached, it "drops to zero".
    void anAttachedGeneralCommandsOnlyHisUnit()
    {
        const auto &rules = dynamic_cast<const rulesets::FreeFormTableRules &>(
            *rulesets::findRuleset(QStringLiteral("olddessauer"))->tableRules());
        core::Commander general;
        general.id = QStringLiteral("zieten");
        QCOMPARE(rules.commandRange({}, general), std::optional<double>(6.0));
        general.attachedTo = QStringLiteral("ir15");
        QCOMPARE(rules.commandRange({}, general), std::optional<double>(0.0));
    }

    // OD 14: bookended, from the measurer's facts of the unit.
    void bookended()
    {
        const QStringList rows =
            rowsOf(Unit{"Line infantry", "C", "Line"}, {{QStringLiteral("bookended"), true}});
        QCOMPARE(rows.last(), QStringLiteral("Bookended: yes"));
    }
};

QTEST_GUILESS_MAIN(TestOdMovement)
#include "tst_odmovement.moc"
