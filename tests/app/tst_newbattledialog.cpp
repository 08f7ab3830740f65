// SPDX-License-Identifier: GPL-3.0-or-later
// File > New Battle: the rule sets of the registry, each offering its own units of measure, MU
// sizes and book's table (rulesets::Setup): the book's table for FoGR, the user's own for the
// other rule sets, and a clear message (the dialog stays open) for a table that cannot be.
#include "app/gui/dialogs/newbattledialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QTest>

using namespace adjutant;

class TestNewBattleDialog : public QObject
{
    Q_OBJECT

private slots:
    void rulesetsAndTheirUnitsComeFromTheRegistry();
    void fogrStartsOnTheBookTable();
    void otherRulesetsAskForTheTable_data();
    void otherRulesetsAskForTheTable();
    void refusesASideWithoutName();
    void optionalRulesAreSwitches();

private:
    template<typename T>
    static T *field(QDialog &dialog, const char *name)
    {
        return dialog.findChild<T *>(QLatin1String(name));
    }
};

void TestNewBattleDialog::rulesetsAndTheirUnitsComeFromTheRegistry()
{
    app::NewBattleDialog dialog;
    auto *rulesets = field<QComboBox>(dialog, "ruleset");
    QCOMPARE(rulesets->count(), 3);
    QCOMPARE(rulesets->itemText(0), QStringLiteral("Field of Glory Renaissance"));
    QCOMPARE(rulesets->itemData(1).toString(), QStringLiteral("olddessauer"));
    QCOMPARE(rulesets->itemText(2), QStringLiteral("Nieuport 1600"));
    auto *unit = field<QComboBox>(dialog, "unit");
    auto *mu = field<QComboBox>(dialog, "muSize");
    // FoGR, The Basics, Measurement: MU only, of 25 mm, 1 inch, 40 mm or 1.5 inch.
    QCOMPARE(unit->count(), 1);
    QCOMPARE(unit->itemData(0).toString(), QStringLiteral("MU"));
    QCOMPARE(mu->count(), 4);
    QCOMPARE(mu->itemText(3), QStringLiteral("1.5 inch (38.1 mm)"));
    QVERIFY(mu->isEnabled());
    QCOMPARE(
        field<QLabel>(dialog, "tableNote")->text(),
        QStringLiteral("The book's table: 72 × 48 MU (FoGR: The Basics, What You Need to Play)."));
    QVERIFY(
        field<QLabel>(dialog, "tableNote")->toolTip().contains(QStringLiteral("180cm x 120cm")));
    // Old Dessauer measures in inches and gives no table; Nieuport 1600 plays on a hex map.
    rulesets->setCurrentIndex(1);
    QCOMPARE(unit->count(), 1);
    QCOMPARE(unit->itemData(0).toString(), QStringLiteral("inch"));
    QVERIFY(!mu->isEnabled());
    QVERIFY(
        field<QLabel>(dialog, "tableNote")->text().contains(QStringLiteral("give no table size")));
    rulesets->setCurrentIndex(2);
    QCOMPARE(unit->itemData(0).toString(), QStringLiteral("hex"));
    QCOMPARE(field<QDoubleSpinBox>(dialog, "width")->suffix(), QStringLiteral(" hexes"));
    rulesets->setCurrentIndex(0);
    QCOMPARE(field<QDoubleSpinBox>(dialog, "width")->value(), 72.0);
}

void TestNewBattleDialog::fogrStartsOnTheBookTable()
{
    app::NewBattleDialog dialog;
    dialog.show();
    field<QLineEdit>(dialog, "name")->setText(QStringLiteral("Rocroi"));
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    const core::Battle battle = dialog.battle();
    QCOMPARE(battle.ruleset, QStringLiteral("fogr"));
    QCOMPARE(battle.name, QStringLiteral("Rocroi"));
    QCOMPARE(battle.table.unit, core::MeasureUnit::movementUnit(core::Length::fromMicrometres(25000)));
    QCOMPARE(battle.table.width, core::Length::fromMillimetres(1800));
    QCOMPARE(battle.table.depth, core::Length::fromMillimetres(1200));
    QCOMPARE(battle.sides.size(), 2);

    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty())
        QVERIFY(dialog.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/new-battle-dialog.png")));
}

void TestNewBattleDialog::otherRulesetsAskForTheTable_data()
{
    QTest::addColumn<int>("ruleset");
    QTest::addColumn<QString>("message");
    QTest::newRow("Old Dessauer") << 1 << QStringLiteral("Table.width: must be a positive number");
    QTest::newRow("Nieuport 1600") << 2 << QStringLiteral("Table.columns: must be between 1 and 500");
}

void TestNewBattleDialog::otherRulesetsAskForTheTable()
{
    QFETCH(int, ruleset);
    QFETCH(QString, message);
    app::NewBattleDialog dialog;
    dialog.show();
    field<QComboBox>(dialog, "ruleset")->setCurrentIndex(ruleset);
    QCOMPARE(field<QDoubleSpinBox>(dialog, "width")->value(), 0.0);
    dialog.accept();
    QVERIFY(dialog.isVisible());
    QCOMPARE(field<QLabel>(dialog, "error")->text(), message);

    field<QDoubleSpinBox>(dialog, "width")->setValue(40);
    field<QDoubleSpinBox>(dialog, "depth")->setValue(30);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.battle().table.unit.isHex(), ruleset == 2);
}

void TestNewBattleDialog::refusesASideWithoutName()
{
    app::NewBattleDialog dialog;
    dialog.show();
    field<QLineEdit>(dialog, "sideB")->setText(QStringLiteral("   "));
    dialog.accept();
    QVERIFY(dialog.isVisible());
    QCOMPARE(field<QLabel>(dialog, "error")->text(), QStringLiteral("Each side needs a name."));
}

// The rules a book marks optional are switches; the battle keeps those switched on. FoGR has none
// and shows no box; Old Dessauer has five (OD 12, OD 16, OD 17).
void TestNewBattleDialog::optionalRulesAreSwitches()
{
    app::NewBattleDialog dialog;
    dialog.show();
    QVERIFY(dialog.optionalRules().isEmpty());
    field<QComboBox>(dialog, "ruleset")->setCurrentIndex(1);
    QStringList names;
    for (const QCheckBox *box : dialog.optionalRules()) {
        names << box->text();
        QVERIFY(box->isVisible());
        QVERIFY(!box->isChecked()); // none is in play until the players say so
    }
    QCOMPARE(names, QStringList({"Pinned units", "Elbow room", "Ballshot carrythrough",
                                 "Artillery duel", "Cavalry breakthrough"}));
    // The dialog grew for the rule set's longer note: every line of it shows.
    QVERIFY(QTest::qWaitForWindowExposed(&dialog));
    const QLabel *note = field<QLabel>(dialog, "tableNote");
    QVERIFY2(note->height() >= note->heightForWidth(note->width()),
             qPrintable(QStringLiteral("%1 < %2").arg(note->height()).arg(note->heightForWidth(note->width()))));
    dialog.optionalRules().at(1)->setChecked(true);
    dialog.optionalRules().at(4)->setChecked(true);
    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty()) {
        QVERIFY(dialog.grab().save(QString::fromLocal8Bit(shots) +
                                   QStringLiteral("/new-battle-dialog-olddessauer.png")));
    }
    field<QDoubleSpinBox>(dialog, "width")->setValue(48);
    field<QDoubleSpinBox>(dialog, "depth")->setValue(36);
    dialog.accept();
    QCOMPARE(dialog.result(), int(QDialog::Accepted));
    QCOMPARE(dialog.battle().optionalRules,
             QStringList({"elbowRoom", "cavalryBreakthrough"}));
}

QTEST_MAIN(TestNewBattleDialog)
#include "tst_newbattledialog.moc"
