// Table > New Battle Group: the troop catalogue, qualities, armour, capabilities and base sizes
// are the battle's rule set's (rulesets::Setup), and a new unit starts at the top of its ladder.
#include "app/gui/newunitdialog.h"
#include "app/gui/tableframe.h"
#include "core/battle.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QJsonArray>
#include <QLabel>
#include <QListWidget>
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
    // OD 3, Troop Types and Morale Grades.
    QCOMPARE(dialog.troopTypeBox()->count(), 9);
    QCOMPARE(dialog.troopTypeBox()->itemText(0), QStringLiteral("Line infantry"));
    QVERIFY(!dialog.troopTypeBox()->isEditable());
    auto *quality = dialog.qualityBox();
    QCOMPARE(items(quality), QStringList({"A", "B", "C", "D"}));
    // No armour, capabilities or base sizes in its text: the player's own words and measures.
    auto *armour = dialog.armourBox();
    QVERIFY(armour->isEditable());
    QVERIFY(!dialog.capabilitiesList()->isEnabled());
    QCOMPARE(dialog.depthBox()->value(), 0.0);
    dialog.depthBox()->setValue(12.7);
    dialog.widthBox()->setValue(38.1);
    // A new unit starts at the top of its ladder: OD 6, Morale States, Good.
    const app::TableFrame frame(battle.table);
    const QJsonObject unit = dialog.unit(frame, {300, 300});
    QCOMPARE(
        unit.value(QStringLiteral("state")).toObject().value(QStringLiteral("cohesion")).toString(),
        QStringLiteral("Good"));
    QCOMPARE(unit.value(QStringLiteral("troopType")).toString(), QStringLiteral("Line infantry"));

    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty()) {
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.grab().save(QString::fromLocal8Bit(shots) +
                                   QStringLiteral("/new-unit-dialog-od.png")));
    }
}

QTEST_MAIN(TestNewUnitDialog)
#include "tst_newunitdialog.moc"
