// SPDX-License-Identifier: GPL-3.0-or-later
// The Adjudicate menu (offscreen platform): quick adjudicate offers the rule sets that have
// procedures and remembers the player's choice; a battle whose rule set has none says so and
// offers quick adjudicate, which records nothing into it.
#include "app/gui/mainwindow.h"
#include "app/gui/resolver/adjudicatemenu.h"
#include "app/gui/resolver/resolverdialog.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"
#include "rulesets/procedureresult.h"
#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"
#include "rulesets/setup.h"
#include "rulesets/unreckonedbooks.h"

#include <QAction>
#include <QMenu>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant;

namespace {

// A second rule set with a procedure, for quick adjudicate's choice (the registry has one so far).
class OtherRules : public rulesets::Ruleset
{
public:
    QString id() const override { return QStringLiteral("other"); }
    QString name() const override { return QStringLiteral("Other Rules"); }
    core::MeasureUnit::Kind measureUnit() const override { return core::MeasureUnit::Kind::Inch; }
    rulesets::Die die() const override { return rulesets::kD6; }
    QList<rulesets::TroopType> troopCatalogue() const override { return {}; }
    QStringList qualities() const override { return {}; }
    QStringList phases() const override { return {}; }
    QStringList cohesionLadder() const override { return {}; }
    QString cohesionSource() const override { return {}; }
    const rulesets::RuleBook &ruleBook() const override { return mBook; }
    const rulesets::TableRules *tableRules() const override { return nullptr; }
    rulesets::Setup setup() const override { return {}; }
    const rulesets::Books &books() const override { return mBooks; }
    QList<rulesets::ProcedureInfo> procedures() const override
    {
        return {{QStringLiteral("parley"),
                 QStringLiteral("Parley"),
                 QStringLiteral("Other, 1"),
                 {},
                 {}}};
    }
    QJsonObject exampleInput(const QString &) const override { return {}; }
    rulesets::ProcedureResult run(const QString &, const QJsonObject &,
                                  rulesets::DiceSource &) const override
    {
        throw core::Error(QStringLiteral("not here"));
    }

private:
    rulesets::RuleBook mBook;
    rulesets::UnreckonedBooks mBooks{{}, QStringLiteral("nothing")};
};

// A rule set without procedures (every registered one has them now), under the id of a registered
// one so that a battle of it opens.
class NoProcedures : public OtherRules
{
public:
    QString id() const override { return QStringLiteral("nieuport1600"); }
    QString name() const override { return QStringLiteral("Rules Without Procedures"); }
    QList<rulesets::ProcedureInfo> procedures() const override { return {}; }
};

QString heading(const QMenu *menu, const QString &name = QStringLiteral("heading"))
{
    for (const QAction *action : menu->actions()) {
        if (action->objectName() == name)
            return action->text();
    }
    return {};
}
} // namespace

class TestAdjudicateMenu : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mDir.isValid());
    }
    void quickAdjudicateAsksWhichRuleset();
    void aBattleWithoutProceduresOffersQuickAdjudicate();

private:
    QTemporaryDir mDir;
};

// Several rule sets with procedures: the player chooses one, and the choice is remembered.
void TestAdjudicateMenu::quickAdjudicateAsksWhichRuleset()
{
    QSettings().remove(app::AdjudicateMenu::quickKey());
    const OtherRules other;
    const rulesets::Ruleset *fogr = rulesets::findRuleset(QStringLiteral("fogr"));
    const NoProcedures none;
    const rulesets::Ruleset *n1600 = &none;
    QWidget window;
    app::AdjudicateMenu menu(&window, [] { return QString(); }, {fogr, &other, n1600});
    // A rule set without procedures is not offered.
    QCOMPARE(menu.quickRulesets(), (QList<const rulesets::Ruleset *>{fogr, &other}));
    QCOMPARE(menu.ruleset(), fogr);
    QCOMPARE(heading(menu.menu()), QStringLiteral("Quick adjudicate: Field of Glory Renaissance"));
    QAction *choice = menu.action(QStringLiteral("quickRuleset"));
    QVERIFY(choice && choice->menu());
    QCOMPARE(choice->menu()->actions().size(), 2);
    QVERIFY(choice->menu()->actions()[0]->isChecked());
    QCOMPARE(choice->menu()->actions()[1]->text(), QStringLiteral("Other Rules"));

    choice->menu()->actions()[1]->trigger();
    QTRY_COMPARE(menu.ruleset(), &other);
    QCOMPARE(heading(menu.menu()), QStringLiteral("Quick adjudicate: Other Rules"));
    QVERIFY(menu.action(QStringLiteral("parley")));
    QVERIFY(!menu.action(QStringLiteral("death-roll")));
    QCOMPARE(QSettings().value(app::AdjudicateMenu::quickKey()).toString(),
             QStringLiteral("other"));
    // The rebuilt menu holds one choice, not the old one as well.
    QCOMPARE(menu.menu()->findChildren<QMenu *>(QString(), Qt::FindDirectChildrenOnly).size(), 1);
    // Remembered for the next window.
    app::AdjudicateMenu again(&window, [] { return QString(); }, {fogr, &other, n1600});
    QCOMPARE(again.ruleset(), &other);

    // With one rule set that has procedures there is nothing to choose: the heading names it.
    app::AdjudicateMenu single(&window, [] { return QString(); }, {n1600, fogr});
    QCOMPARE(single.ruleset(), fogr);
    QVERIFY(!single.action(QStringLiteral("quickRuleset")));
    QCOMPARE(heading(single.menu()),
             QStringLiteral("Quick adjudicate: Field of Glory Renaissance"));
    QSettings().remove(app::AdjudicateMenu::quickKey());
}

// A battle whose rule set has no procedures: the menu says so and offers quick adjudicate, which
// records nothing into the battle. And a Nieuport 1600 battle offers its own procedures.
void TestAdjudicateMenu::aBattleWithoutProceduresOffersQuickAdjudicate()
{
    const core::Battle battle =
        core::BattleFile::readScenario(QStringLiteral(":/rulesets/nieuport1600/example.json"));
    const QString path = mDir.filePath(QStringLiteral("n1600.adjutant"));
    core::BattleFile::create(path, battle).reset();
    app::MainWindow window;
    window.show();
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
    app::AdjudicateMenu *own = window.adjudicateMenu();
    QCOMPARE(heading(own->menu()), QStringLiteral("Nieuport 1600"));
    QVERIFY(own->action(QStringLiteral("close-combat")));
    QVERIFY(!own->action(QStringLiteral("noProcedures")));

    const NoProcedures none;
    app::AdjudicateMenu menu(&window, [] { return QString(); },
                             {rulesets::findRuleset(QStringLiteral("fogr")), &none});
    menu.setDocument(window.document());
    QCOMPARE(heading(menu.menu()), QStringLiteral("Rules Without Procedures"));
    QAction *note = menu.action(QStringLiteral("noProcedures"));
    QVERIFY(note && !note->isEnabled());
    QCOMPARE(note->text(), QStringLiteral("No procedures for Rules Without Procedures yet"));
    QCOMPARE(heading(menu.menu(), QStringLiteral("quickHeading")),
             QStringLiteral("Quick adjudicate: Field of Glory Renaissance"));
    QCOMPARE(menu.ruleset()->id(), QStringLiteral("fogr"));
    app::ResolverDialog *dialog = menu.open(QStringLiteral("death-roll"));
    QVERIFY(dialog);
    QVERIFY(!dialog->applyButton()->isVisible());
    dialog->reject();
}

QTEST_MAIN(TestAdjudicateMenu)
#include "tst_adjudicatemenu.moc"
