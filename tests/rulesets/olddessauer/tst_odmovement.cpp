// What the inspector tells of an Old Dessauer unit's own move (TableRules::describeUnit), worked
// by hand from the text: the movement chart (OD 12.1), half or quarter speed sideways (OD 12.7),
// the cost of a change of formation by grade and its doubling with movement debt (OD 12), and
// steadiness (OD 9.1).
#include "core/battle.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

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
QStringList rowsOf(const Unit &given, const QJsonObject &facts = {})
{
    core::Battle battle;
    battle.ruleset = QStringLiteral("olddessauer");
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
        QTest::newRow("irregular hussars in column")
            << Unit{"Light cavalry", "C", "Column", "Good", false, {"Irregular"}}
            << QStringList{"Steady: no (irregular)", "Move: 18 in",
                           "Sidestep, backstep, wide oblique: 4.5 in (quarter speed)",
                           "Change formation or facing: a full move"};
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
