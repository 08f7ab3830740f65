// SPDX-License-Identifier: GPL-3.0-or-later
// The books docks speak the battle's rule set's words (rulesets::Books::terms): FoGR's titles and
// columns for a FoGR battle; for a rule set that reckons nothing yet (Old Dessauer), its sentence,
// its ladder and phases, and nothing of FoGR's.
#include "guitesting.h"
#include "app/gui/docks/attritiondock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/docks/cohesionladderdelegate.h"
#include "app/gui/mainwindow.h"
#include "app/gui/docks/turnbar.h"
#include "app/gui/docks/unitsdock.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"

#include <QAction>
#include <QChart>
#include <QCheckBox>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QLabel>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace adjutant;

class TestAttritionDock : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QStandardPaths::setTestModeEnabled(true);
        QVERIFY(mDir.isValid());
    }
    void docksSpeakTheRulesetsWords();
    void anotherRulesetsBooksSayNothingIsReckoned();
    void withNoBattleTheBooksSaySo();

private:
    std::unique_ptr<app::MainWindow> openDemo(const QString &name);
    QTemporaryDir mDir;
};

std::unique_ptr<app::MainWindow> TestAttritionDock::openDemo(const QString &name)
{
    return guitesting::demoWindow(mDir.filePath(name), QSize(1500, 950));
}

// The docks' titles and columns are FoGR's words when a FoGR battle is open: the rule set's.
void TestAttritionDock::docksSpeakTheRulesetsWords()
{
    auto window = openDemo(QStringLiteral("words"));
    QVERIFY(window);
    QCOMPARE(window->attritionDock()->windowTitle(), QStringLiteral("Attrition"));
    QTreeWidgetItem *header = window->unitsDock()->tree()->headerItem();
    QCOMPARE(header->text(app::UnitsDock::Cohesion), QStringLiteral("Cohesion"));
    QCOMPARE(header->text(app::UnitsDock::Losses), QStringLiteral("Autobreak"));
    QCOMPARE(header->toolTip(app::UnitsDock::Losses),
             QStringLiteral("Bases lost at which the unit autobreaks, by its quality"));
    QVERIFY(window->attritionDock()->timeUp->isEnabled());
    QTRY_VERIFY(window->attritionDock()->campSacked(QStringLiteral("spain"))->isVisible());
    QCOMPARE(window->attritionDock()->rows()->headerItem()->text(0),
             QStringLiteral("Attrition points"));
}

// An Old Dessauer battle: its rule set counts each unit's figures but leaves victory to the
// scenario (OD 1). The docks say so in the player's words, keep its ladder and phases, and offer
// nothing FoGR's.
void TestAttritionDock::anotherRulesetsBooksSayNothingIsReckoned()
{
    core::Battle battle;
    battle.ruleset = QStringLiteral("olddessauer");
    battle.table.unit = core::MeasureUnit::inch();
    battle.table.width = core::Length::fromMillimetres(48 * 25.4);
    battle.table.depth = core::Length::fromMillimetres(36 * 25.4);
    battle.sides = {{QStringLiteral("prussia"), QStringLiteral("Prussia"), {}},
                    {QStringLiteral("austria"), QStringLiteral("Austria"), {}}};
    core::Unit unit;
    unit.id = QStringLiteral("ir15");
    unit.side = QStringLiteral("prussia");
    unit.troopType = QStringLiteral("Line infantry");
    unit.quality = QStringLiteral("B");
    unit.originalStrength = unit.currentStrength = 12;
    unit.state.cohesion = QStringLiteral("Good");
    core::Base base;
    base.id = QStringLiteral("b1");
    base.x = core::Length::fromMillimetres(300);
    base.y = core::Length::fromMillimetres(200);
    base.width = core::Length::fromMillimetres(38.1);
    base.depth = core::Length::fromMillimetres(12.7);
    unit.bases = {base};
    battle.units = {unit};
    const QString path = mDir.filePath(QStringLiteral("od.adjutant"));
    core::BattleFile::create(path, battle).reset();
    app::MainWindow window;
    window.show();
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));

    const rulesets::Ruleset *od = rulesets::findRuleset(QStringLiteral("olddessauer"));
    const QString nothing = od->books().verdict(window.document()->battle(), false).error;
    QVERIFY(nothing.contains(QStringLiteral("leaves victory to the scenario")));
    app::AttritionDock *dock = window.attritionDock();
    QCOMPARE(dock->windowTitle(), QStringLiteral("Books"));
    QVERIFY(dock->sides().isEmpty());
    QCOMPARE(dock->verdict()->text(), nothing);
    QVERIFY(!dock->timeUp->isEnabled());
    QVERIFY(!dock->campSacked(QStringLiteral("prussia")));
    QVERIFY(dock->chart()->series().isEmpty());
    QVERIFY(dock->rows()->isHidden()); // no rows to show, nor a chart
    QCOMPARE(window.unitsDock()->cohesionDown->iconText(), QStringLiteral("Morale ▼"));

    app::UnitsDock *units = window.unitsDock();
    QTreeWidgetItem *header = units->tree()->headerItem();
    QCOMPARE(header->text(app::UnitsDock::Cohesion), QStringLiteral("Morale"));
    QCOMPARE(header->text(app::UnitsDock::Losses), QStringLiteral("Shattered"));
    // OD 7: a unit's strength is its figures.
    QCOMPARE(header->text(app::UnitsDock::Strength), QStringLiteral("Figures"));
    QCOMPARE(units->baseLost->iconText(), QStringLiteral("Figure −"));
    QTreeWidgetItem *item = units->unitItem(QStringLiteral("ir15"));
    // OD 6: 25% of 12 figures is 3; shattered at 9 lost.
    QCOMPARE(item->text(app::UnitsDock::Losses), QStringLiteral("at 9 lost (9 to go)"));
    QVERIFY(item->toolTip(app::UnitsDock::Losses).contains(QStringLiteral("OD 6, Morale States")));
    // OD 6, Morale States: its own ladder, clicked as FoGR's is.
    QCOMPARE(item->data(app::UnitsDock::Cohesion, app::CohesionLadderDelegate::LadderRole)
                 .toStringList(),
             QStringList({"Good", "Shaken", "Shattered"}));
    units->setCurrentUnit(QStringLiteral("ir15"));
    units->cohesionDown->trigger();
    QCOMPARE(window.document()->battle().units.first().state.cohesion, QStringLiteral("Shaken"));
    // OD 10, Turn Sequence.
    QCOMPARE(window.turnBar()->phaseButtons().size(), 4);

    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty()) {
        window.resize(1400, 800);
        QTest::qWait(50);
        QVERIFY(window.grab().save(QString::fromLocal8Bit(shots) +
                                   QStringLiteral("/books-unreckoned.png")));
    }
}

// With no battle open the books say so, and show no rows or chart to be read: their header read
// "Points | Points" (issue 31).
void TestAttritionDock::withNoBattleTheBooksSaySo()
{
    app::MainWindow window;
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    app::AttritionDock *dock = window.attritionDock();
    QVERIFY(dock->isVisible());
    QCOMPARE(dock->windowTitle(), QStringLiteral("Books"));
    QCOMPARE(dock->verdict()->text(), QStringLiteral("No battle open."));
    QVERIFY(dock->verdict()->isVisible());
    QVERIFY(!dock->rows()->isVisible());
    QVERIFY(!dock->chart()->scene()->views().first()->isVisible());
    QVERIFY(!dock->timeUp->isEnabled());
    // A battle opened shows them, in the rule set's words; none open again hides them.
    QVERIFY(window.openDemo(mDir.filePath(QStringLiteral("none"))));
    QVERIFY(dock->rows()->isVisible());
    const QTreeWidgetItem *header = dock->rows()->headerItem();
    QCOMPARE(header->text(0), QStringLiteral("Attrition points"));
    QVERIFY(header->text(0) != header->text(1));
    dock->setDocument(nullptr);
    QVERIFY(!dock->rows()->isVisible());
    QCOMPARE(dock->verdict()->text(), QStringLiteral("No battle open."));
    dock->setDocument(window.document());
}

QTEST_MAIN(TestAttritionDock)
#include "tst_attritiondock.moc"
