// SPDX-License-Identifier: GPL-3.0-or-later
// Table > New Battle Group: the troop catalogue, qualities, armour, capabilities, formations, base
// sizes and figures are the battle's rule set's (rulesets::Setup), a new unit starts at the top
// of its ladder, and the dialog prices it by the book (Ruleset::pointValue).
#include "app/gui/dialogs/newunitdialog.h"
#include "app/gui/table/tableframe.h"
#include "core/battle.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
#include <QSpinBox>
#include <QTest>

using namespace adjutant;

namespace {

core::Battle battleOf(const QString &ruleset, const core::MeasureUnit &unit)
{
    core::Battle battle;
    battle.ruleset = ruleset;
    battle.table.unit = unit;
    battle.table.width = core::Length::fromMillimetres(1200);
    battle.table.depth = core::Length::fromMillimetres(900);
    battle.sides = {{QStringLiteral("A"), QStringLiteral("Side A"), {}},
                    {QStringLiteral("B"), QStringLiteral("Side B"), {}}};
    return battle;
}

QStringList items(const QComboBox *box)
{
    QStringList list;
    for (int i = 0; i < box->count(); ++i)
        list << box->itemText(i);
    return list;
}

} // namespace

class TestNewUnitDialog : public QObject
{
    Q_OBJECT

private slots:
    void fogrBattleGroupFromTheCatalogue();
    void oldDessauerUnitFromItsText();
    void oldDessauerPointValues_data();
    void oldDessauerPointValues();
};

void TestNewUnitDialog::fogrBattleGroupFromTheCatalogue()
{
    const core::Battle battle = battleOf(
        QStringLiteral("fogr"), core::MeasureUnit::movementUnit(core::Length::fromMillimetres(25)));
    app::NewUnitDialog dialog(battle);
    QVERIFY(!dialog.troopTypeBox()->isEditable());
    // A mnemonic shows as an underline only on a label with a buddy; elsewhere as an "&".
    for (const QLabel *label : dialog.findChildren<QLabel *>())
        QVERIFY2(!label->text().contains(QLatin1Char('&')) || label->buddy(), qPrintable(label->text()));
    QCOMPARE(dialog.troopTypeBox()->currentText(), QStringLiteral("Heavy Foot"));
    auto *quality = dialog.qualityBox();
    QCOMPARE(items(quality), QStringList({"Elite", "Superior", "Average", "Poor"}));
    QCOMPARE(quality->currentText(), QStringLiteral("Average"));
    // FoGR, Troop Type: artillery has no armour qualifier.
    auto *armour = dialog.armourBox();
    QVERIFY(armour->isEnabled());
    dialog.troopTypeBox()->setCurrentText(QStringLiteral("Heavy Artillery"));
    QVERIFY(!armour->isEnabled());
    // FoGR, Appendix 1, Base Sizes: 25/28 mm figures, cavalry 60 x 40.
    dialog.troopTypeBox()->setCurrentText(QStringLiteral("Cavalry"));
    auto *scale = dialog.scaleBox();
    scale->setCurrentIndex(1);
    QCOMPARE(scale->currentText(), QStringLiteral("25/28 mm figures"));
    QCOMPARE(dialog.depthBox()->value(), 40.0);
    QCOMPARE(dialog.note()->text(),
             QStringLiteral("Base sizes from FoGR: Appendix 1, Base Sizes."));
    // No formations or figures to keep; no prices in the rules.
    QVERIFY(dialog.formationBox()->isHidden());
    QVERIFY(dialog.figuresBox()->isHidden());
    QVERIFY(dialog.cost()->text().contains(QStringLiteral("army list books")));
    const app::TableFrame frame(battle.table);
    QCOMPARE(dialog.unit(frame, {300, 300})
                 .value(QStringLiteral("state"))
                 .toObject()
                 .value(QStringLiteral("cohesion"))
                 .toString(),
             QStringLiteral("Steady"));

    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty()) {
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(QString::fromLocal8Bit(shots) +
                                   QStringLiteral("/new-unit-dialog.png")));
    }
}

void TestNewUnitDialog::oldDessauerUnitFromItsText()
{
    const core::Battle battle = battleOf(QStringLiteral("olddessauer"), core::MeasureUnit::inch());
    app::NewUnitDialog dialog(battle);
    QCOMPARE(dialog.windowTitle(), QStringLiteral("New Unit"));
    // OD 3, Troop Types and Morale Grades.
    QCOMPARE(dialog.troopTypeBox()->count(), 9);
    QCOMPARE(dialog.troopTypeBox()->currentText(), QStringLiteral("Line infantry"));
    QVERIFY(!dialog.troopTypeBox()->isEditable());
    auto *quality = dialog.qualityBox();
    QCOMPARE(items(quality), QStringList({"A", "B", "C", "D"}));
    QCOMPARE(quality->currentText(), QStringLiteral("C")); // "the majority of troops"
    // Nothing wears armour; the capabilities are those the point values price (OD 20).
    QVERIFY(dialog.armourBox()->isHidden());
    QCOMPARE(dialog.capabilitiesList()->count(), 3);
    // OD 4.1: "It is usual to mount 4 figures on a base 1.5 wide X 1/2 deep"; OD 5: a battalion
    // of 12 figures.
    QCOMPARE(dialog.figuresBox()->value(), 4);
    QCOMPARE(dialog.widthBox()->value(), 38.1);
    QCOMPARE(dialog.depthBox()->value(), 12.7);
    QCOMPARE(dialog.filesBox()->value() * dialog.ranksBox()->value(), 3);
    // "a frontage of 3/8" ... per figure": two figures make a base 3/4 inch wide.
    dialog.figuresBox()->setValue(2);
    QCOMPARE(dialog.widthBox()->value(), 19.05);
    dialog.figuresBox()->setValue(4);
    // OD 12.3, Formations: square only for infantry, skirmish only for light troops.
    QCOMPARE(items(dialog.formationBox()),
             QStringList({"Line", "Column", "Square", "In town block or fieldworks"}));
    dialog.troopTypeBox()->setCurrentText(QStringLiteral("Light cavalry"));
    QCOMPARE(items(dialog.formationBox()), QStringList({"Line", "Column", "Skirmish"}));
    QCOMPARE(dialog.figuresBox()->value(), 3);
    dialog.troopTypeBox()->setCurrentText(QStringLiteral("Medium artillery"));
    QCOMPARE(items(dialog.formationBox()), QStringList({"Unlimbered", "Limbered", "Manhandled"}));
    dialog.troopTypeBox()->setCurrentText(QStringLiteral("Line infantry"));
    dialog.formationBox()->setCurrentText(QStringLiteral("Column"));

    // The unit counts figures: 3 bases of 4 (OD 7: each hit removes one figure), in column, at
    // the top of its ladder (OD 6, Morale States, Good).
    const app::TableFrame frame(battle.table);
    const QJsonObject unit = dialog.unit(frame, {300, 300});
    const QJsonObject state = unit.value(QStringLiteral("state")).toObject();
    QCOMPARE(state.value(QStringLiteral("cohesion")).toString(), QStringLiteral("Good"));
    QCOMPARE(state.value(QStringLiteral("formation")).toString(), QStringLiteral("Column"));
    QCOMPARE(unit.value(QStringLiteral("troopType")).toString(), QStringLiteral("Line infantry"));
    QCOMPARE(unit[QStringLiteral("strength")][QStringLiteral("original")].toInt(), 12);
    const QJsonArray bases = unit.value(QStringLiteral("bases")).toArray();
    QCOMPARE(bases.size(), 3);
    for (const QJsonValue &base : bases)
        QCOMPARE(base[QStringLiteral("figures")].toInt(), 4);
    // OD 20: 12 figures of grade C line infantry at 4, and the unit command, 5.
    QVERIFY2(dialog.cost()->text().startsWith(QStringLiteral("<b>53 points</b>")),
             qPrintable(dialog.cost()->text()));

    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty()) {
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(QString::fromLocal8Bit(shots) +
                                   QStringLiteral("/new-unit-dialog-od.png")));
    }
}

// OD 20, Point Values, worked by hand from the chart: a price a figure by type and grade with
// the type's additions, gun models apiece, a limber per battery, and the unit command.
void TestNewUnitDialog::oldDessauerPointValues_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QString>("grade");
    QTest::addColumn<QStringList>("capabilities");
    QTest::addColumn<QString>("cost");

    QTest::newRow("line infantry, grade C") << "Line infantry" << "C" << QStringList()
                                            << "<b>53 points</b>"; // 12 x 4 + 5
    // 12 figures at 6 + 4 (light) + 2 (rifles) = 12 each: 144, and 5.
    QTest::newRow("light infantry with rifles, grade B")
        << "Light infantry" << "B" << QStringList{"Rifle-armed"} << "<b>149 points</b>";
    QTest::newRow("irregular light infantry, grade D") // 12 x (3 + 4 - 1) + 5
        << "Light infantry" << "D" << QStringList{"Irregular"} << "<b>77 points</b>";
    QTest::newRow("heavy cavalry, grade A") // 12 x 18 + 10
        << "Heavy cavalry" << "A" << QStringList() << "<b>226 points</b>";
    QTest::newRow("dragoons who dismount, grade C") // 12 x (12 + 1) + 10
        << "Medium cavalry" << "C" << QStringList{"Can dismount"} << "<b>166 points</b>";
    QTest::newRow("irregular hussars, grade C") // 12 x (10 - 3) + 10
        << "Light cavalry" << "C" << QStringList{"Irregular"} << "<b>94 points</b>";
    // 16 gunners at 8, 4 gun models at 40, a limber 10 and the unit command 5.
    QTest::newRow("medium battery, grade C")
        << "Medium artillery" << "C" << QStringList() << "<b>303 points</b>";
    QTest::newRow("irregular heavy cavalry") << "Heavy cavalry" << "C" << QStringList{"Irregular"}
                                             << "Irregular cavalry must be light (OD 20).";
    QTest::newRow("rifles in the line") << "Line infantry" << "C" << QStringList{"Rifle-armed"}
                                        << "Rifle-armed troops must be light infantry (OD 20).";
}

void TestNewUnitDialog::oldDessauerPointValues()
{
    QFETCH(QString, type);
    QFETCH(QString, grade);
    QFETCH(QStringList, capabilities);
    QFETCH(QString, cost);
    const core::Battle battle = battleOf(QStringLiteral("olddessauer"), core::MeasureUnit::inch());
    app::NewUnitDialog dialog(battle);
    dialog.troopTypeBox()->setCurrentText(type);
    dialog.qualityBox()->setCurrentText(grade);
    for (int i = 0; i < dialog.capabilitiesList()->count(); ++i) {
        QListWidgetItem *item = dialog.capabilitiesList()->item(i);
        item->setCheckState(capabilities.contains(item->text()) ? Qt::Checked : Qt::Unchecked);
    }
    QVERIFY2(dialog.cost()->text().startsWith(cost), qPrintable(dialog.cost()->text()));
}

QTEST_MAIN(TestNewUnitDialog)
#include "tst_newunitdialog.moc"
