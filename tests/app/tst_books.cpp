// SPDX-License-Identifier: GPL-3.0-or-later
// The books on real widgets (offscreen platform): the units dock's cohesion ladder and autobreak
// warning, a rule-set result in the dock and the log, formations, the preferences (the books by
// turn: tst_booksturns).
#include "bookstest.h"
#include "guitesting.h"
#include "app/gui/actions.h"
#include "app/gui/docks/attritiondock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/document/books.h"
#include "app/gui/docks/cohesionladderdelegate.h"
#include "app/gui/docks/logdock.h"
#include "app/gui/document/logfilter.h"
#include "app/gui/document/logmodel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/dialogs/newbattledialog.h"
#include "app/gui/dialogs/preferences.h"
#include "app/gui/dialogs/preferencesdialog.h"
#include "app/gui/style/tablestyle.h"
#include "app/gui/docks/turnbar.h"
#include "app/gui/docks/unitsdock.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QMenu>
#include <QProgressBar>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QTextBrowser>
#include <QToolButton>
#include <QTreeWidget>

using namespace adjutant;
using namespace bookstesting;

namespace {
const core::Unit &unitOf(const app::BattleDocument &document, const QString &id)
{
    return document.battle().units[document.battle().unitIndex(id)];
}
} // namespace

class TestBooks : public BooksTest
{
    Q_OBJECT

private slots:
    void levelColoursFollowTheLadder();
    void clickingALadderStepRecordsItAndUndoRestores();
    void autobreakWarnsBeforeTheNextBaseAndMarksAutobroken();
    void cohesionTestResultShowsInTheDockAndTheLog();
    void formationsAsTheRuleSetKeepsThem();
    void preferencesPersist();
    void screenshotOfTheBooks();
};

void TestBooks::clickingALadderStepRecordsItAndUndoRestores()
{
    auto window = openDemo(QStringLiteral("ladder"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    const core::Battle original = document->battle();
    const qsizetype events = document->session().events().size();
    app::UnitsDock *dock = window->unitsDock();
    QTreeWidget *tree = dock->tree();
    QTreeWidgetItem *item = dock->unitItem(dutch1);
    QVERIFY(item);
    QCOMPARE(item->text(app::UnitsDock::Cohesion), QStringLiteral("Steady"));
    const QStringList ladder =
        item->data(app::UnitsDock::Cohesion, app::CohesionLadderDelegate::LadderRole)
            .toStringList();
    QCOMPARE(ladder, QStringList({"Steady", "Disrupted", "Fragmented", "Broken"}));

    // D(ISRUPTED), the second step of the ladder drawn in the cell (STEADY is the current one).
    tree->scrollTo(tree->indexFromItem(item, app::UnitsDock::Cohesion));
    const QRect cell = tree->visualRect(tree->indexFromItem(item, app::UnitsDock::Cohesion));
    QVERIFY(!cell.isEmpty());
    const QPoint step = app::CohesionLadderDelegate::stepRect(
                            cell, 4, 0, 1, app::CohesionLadderDelegate::shortWidth(tree->font()))
                            .center();
    QVERIFY(tree->viewport()->rect().contains(step));
    // A click that selects a unit never changes its cohesion, even on a step of its ladder.
    QVERIFY(dock->currentUnit() != dutch1);
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, step);
    QCOMPARE(dock->currentUnit(), dutch1);
    QTest::qWait(20); // the step would be recorded from the event queue
    QCOMPARE(document->session().events().size(), events);
    QCOMPARE(unitOf(*document, dutch1).state.cohesion, QStringLiteral("Steady"));

    // The unit selected, the same click records the step.
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, step);
    QTRY_COMPARE(unitOf(*document, dutch1).state.cohesion, QStringLiteral("Disrupted"));
    QCOMPARE(document->session().events().size(), events + 1);
    QCOMPARE(document->session().events().last().type, QStringLiteral("unit.stateChanged"));
    item = dock->unitItem(dutch1);
    QCOMPARE(item->text(app::UnitsDock::Cohesion), QStringLiteral("Disrupted"));
    // The flags and disorder stay as they were: only the level changed.
    QCOMPARE(unitOf(*document, QStringLiteral("tercio")).state.flags, QStringList{"later tercio"});

    // Clicking the step it is on records nothing.
    const QPoint now = app::CohesionLadderDelegate::stepRect(
                           cell, 4, 1, 1, app::CohesionLadderDelegate::shortWidth(tree->font()))
                           .center();
    QTest::mouseClick(tree->viewport(), Qt::LeftButton, {}, now);
    QTest::qWait(20);
    QCOMPARE(document->session().events().size(), events + 1);

    // One undo step takes it back.
    window->actions()->undo->trigger();
    QCOMPARE(document->battle(), original);
    QCOMPARE(dock->unitItem(dutch1)->text(app::UnitsDock::Cohesion), QStringLiteral("Steady"));

    // The keyboard: the current unit one step down, then up.
    dock->setCurrentUnit(dutch1);
    QCOMPARE(dock->currentUnit(), dutch1);
    dock->cohesionDown->trigger();
    QCOMPARE(unitOf(*document, dutch1).state.cohesion, QStringLiteral("Disrupted"));
    dock->cohesionDown->trigger();
    QCOMPARE(unitOf(*document, dutch1).state.cohesion, QStringLiteral("Fragmented"));
    dock->cohesionUp->trigger();
    QCOMPARE(unitOf(*document, dutch1).state.cohesion, QStringLiteral("Disrupted"));
    dock->disorder->trigger();
    QVERIFY(unitOf(*document, dutch1).state.disordered);
    QCOMPARE(dock->unitItem(dutch1)->text(app::UnitsDock::State), QStringLiteral("disordered"));
}

// OD 12.3: an Old Dessauer unit's formation is recorded from the units dock, one step of the
// log, and shown in the dock and on its label; FoGR keeps no formations and shows no button. A
// general is attached and detached there too (OD 8.3).
void TestBooks::formationsAsTheRuleSetKeepsThem()
{
    auto fogr = openDemo(QStringLiteral("fogr-formations"));
    QVERIFY(fogr);
    QVERIFY(!fogr->unitsDock()->formation->isVisible());
    fogr.reset();

    auto window = guitesting::demoWindow(mDir.filePath(QStringLiteral("od-formations")),
                                         QSize(1500, 950), QStringLiteral("olddessauer"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    const core::Battle original = document->battle();
    app::UnitsDock *dock = window->unitsDock();
    QVERIFY(dock->formation->isVisible());
    const QString garde = QStringLiteral("ir15");
    dock->setCurrentUnit(garde);
    QVERIFY(dock->formation->isEnabled());
    QCOMPARE(dock->unitItem(garde)->text(app::UnitsDock::State), QStringLiteral("Line"));
    emit dock->formation->menu()->aboutToShow();
    QStringList names;
    QString checked;
    for (QAction *action : dock->formation->menu()->actions()) {
        names << action->text();
        if (action->isChecked())
            checked = action->text();
    }
    QCOMPARE(names, QStringList({"Line", "Column", "Square", "In town block or fieldworks"}));
    QCOMPARE(checked, QStringLiteral("Line"));
    dock->formation->menu()->actions().at(1)->trigger();
    QCOMPARE(unitOf(*document, garde).state.formation, QStringLiteral("Column"));
    QCOMPARE(dock->unitItem(garde)->text(app::UnitsDock::State), QStringLiteral("Column"));
    // The same formation again records nothing; one undo gives the line back.
    const qsizetype events = document->session().events().size();
    QVERIFY(!dock->setFormation(garde, QStringLiteral("Column")));
    QCOMPARE(document->session().events().size(), events);
    window->actions()->undo->trigger();
    QCOMPARE(document->battle(), original);

    // OD 8.3, Attaching Generals: the side's general joins the Garde, one step of the log in
    // words, and leaves it again.
    emit dock->commander->menu()->aboutToShow();
    QCOMPARE(dock->commander->menu()->actions().size(), 1); // Prussia's one general
    QAction *zieten = dock->commander->menu()->actions().at(0);
    QCOMPARE(zieten->text(), QStringLiteral("General von Zieten"));
    QVERIFY(!zieten->isChecked());
    zieten->trigger();
    const core::Battle &battle = document->battle();
    QCOMPARE(battle.commanders[battle.commanderIndex(QStringLiteral("zieten"))].attachedTo, garde);
    QCOMPARE(dock->unitItem(garde)->text(app::UnitsDock::Commander), QStringLiteral("General von Zieten"));
    QAbstractItemModel *log = window->logDock()->view()->model();
    const QString logged =
        log->index(log->rowCount() - 1, app::LogModel::Description).data().toString();
    QCOMPARE(logged, QStringLiteral("\"General von Zieten\" attached to \"Garde (I/15)\""));
    emit dock->commander->menu()->aboutToShow();
    QVERIFY(dock->commander->menu()->actions().at(0)->isChecked());
    dock->commander->menu()->actions().at(0)->trigger();
    QCOMPARE(document->battle().commanders[battle.commanderIndex(QStringLiteral("zieten"))].attachedTo,
             QString());
}

void TestBooks::autobreakWarnsBeforeTheNextBaseAndMarksAutobroken()
{
    auto window = openDemo(QStringLiteral("autobreak"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    app::UnitsDock *dock = window->unitsDock();
    // The threshold comes from the rule set's autobreak procedure, not from the app.
    const rulesets::Ruleset *fogr = rulesets::findRuleset(QStringLiteral("fogr"));
    rulesets::DiceSource none = rulesets::DiceSource::none();
    const rulesets::ProcedureResult expected =
        fogr->run(QStringLiteral("autobreak"),
                  {{QStringLiteral("quality"), QStringLiteral("Average")},
                   {QStringLiteral("originalBases"), 6},
                   {QStringLiteral("currentBases"), 6}},
                  none);
    const int breaksAt = expected.facts.value(QStringLiteral("autobreaksAtBasesLost")).toInt();
    QVERIFY(breaksAt > 1 && breaksAt <= 6);
    QTreeWidgetItem *item = dock->unitItem(dutch1);
    QCOMPARE(item->text(app::UnitsDock::Losses),
             QStringLiteral("at %1 lost (%1 to go)").arg(breaksAt));
    QVERIFY(item->toolTip(app::UnitsDock::Losses)
                .contains(QStringLiteral("FoGR: Battle Group Deterioration")));

    dock->setCurrentUnit(dutch1);
    for (int lost = 1; lost < breaksAt - 1; ++lost)
        dock->baseLost->trigger();
    QCOMPARE(unitOf(*document, dutch1).currentStrength, 6 - (breaksAt - 2));
    QVERIFY(!dock->unitItem(dutch1)
                 ->text(app::UnitsDock::Losses)
                 .contains(QStringLiteral("next base")));
    dock->baseLost->trigger();
    QCOMPARE(dock->unitItem(dutch1)->text(app::UnitsDock::Losses), QStringLiteral("⚠ next base"));
    QCOMPARE(dock->unitItem(dutch1)->text(app::UnitsDock::Strength),
             QStringLiteral("%1 / 6").arg(6 - (breaksAt - 1)));
    dock->baseLost->trigger();
    QCOMPARE(dock->unitItem(dutch1)->text(app::UnitsDock::Losses), QStringLiteral("AUTOBROKEN"));
    dock->baseRestored->trigger();
    QCOMPARE(dock->unitItem(dutch1)->text(app::UnitsDock::Losses), QStringLiteral("⚠ next base"));
}

void TestBooks::cohesionTestResultShowsInTheDockAndTheLog()
{
    auto window = openDemo(QStringLiteral("result"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    const rulesets::Ruleset *fogr = rulesets::findRuleset(QStringLiteral("fogr"));
    QVERIFY(fogr);
    // FoGR, Cohesion Tests: 2 + 3 - 1 (lost 25% of its bases) = 4, below 7: drop one level.
    const QJsonObject input{{QStringLiteral("battleGroup"), dutch1},
                            {QStringLiteral("name"), QStringLiteral("Dutch foot (front)")},
                            {QStringLiteral("quality"), QStringLiteral("Average")},
                            {QStringLiteral("cohesion"), QStringLiteral("Steady")},
                            {QStringLiteral("reason"), QStringLiteral("shooting")},
                            {QStringLiteral("lostQuarterOfBases"), true}};
    rulesets::DiceSource dice =
        rulesets::DiceSource::typed({{QStringLiteral("cohesion"), {{2, 3}, {}}}});
    const rulesets::ProcedureResult result =
        fogr->run(QStringLiteral("cohesion-test"), input, dice);
    QCOMPARE(result.result.value(QStringLiteral("cohesion")).toString(),
             QStringLiteral("Disrupted"));
    document->record(result.toChange(dice));

    QTreeWidgetItem *item = window->unitsDock()->unitItem(dutch1);
    QCOMPARE(item->text(app::UnitsDock::Cohesion), QStringLiteral("Disrupted"));
    const QStringList ladder =
        item->data(app::UnitsDock::Cohesion, app::CohesionLadderDelegate::LadderRole)
            .toStringList();
    QCOMPARE(app::CohesionLadderDelegate::stepOf(ladder, item->text(app::UnitsDock::Cohesion)), 1);
    QVERIFY(item->toolTip(app::UnitsDock::Cohesion).startsWith(QStringLiteral("DISRUPTED")));

    QTableView *log = window->logDock()->view();
    const QModelIndex last =
        log->model()->index(log->model()->rowCount() - 1, app::LogModel::Description);
    QCOMPARE(last.data().toString(), result.summary);
    QCOMPARE(last.data(app::LogModel::KindRole).toString(),
             QStringLiteral("result: cohesion-test"));
    QCOMPARE(last.data(app::LogModel::UnitsRole).toStringList(), QStringList{dutch1});
    const QString detail = last.data(app::LogModel::DetailRole).toString();
    const rulesets::Modifier lost = result.modifiers.first();
    QVERIFY2(detail.contains(lost.citation.toHtmlEscaped()), qPrintable(detail));
    QVERIFY2(detail.contains(QStringLiteral("Cohesion test (d6): 2, 3")), qPrintable(detail));
    QCOMPARE(last.data(Qt::ToolTipRole).toString(), detail);
    // Selecting it shows the record beside the log.
    log->setCurrentIndex(last);
    QVERIFY(window->logDock()->details()->toPlainText().contains(lost.citation));

    // A test passed changes nothing, yet the log's unit filter finds it by the battle group
    // the input named.
    rulesets::DiceSource passed =
        rulesets::DiceSource::typed({{QStringLiteral("cohesion"), {{6, 5}, {}}}});
    QJsonObject again = input;
    again[QStringLiteral("cohesion")] = QStringLiteral("Disrupted");
    const rulesets::ProcedureResult steady = fogr->run(QStringLiteral("cohesion-test"), again, passed);
    QVERIFY(steady.changes.isEmpty());
    document->record(steady.toChange(passed));
    window->logDock()->unitFilter()->setCurrentIndex(window->logDock()->unitFilter()->findData(dutch1));
    QAbstractItemModel *shown = log->model();
    QCOMPARE(shown->index(shown->rowCount() - 1, app::LogModel::Description).data().toString(),
             steady.summary);
    QCOMPARE(shown->index(shown->rowCount() - 2, app::LogModel::Description).data().toString(),
             result.summary);
}

void TestBooks::preferencesPersist()
{
    QSettings().remove(QStringLiteral("preferences"));
    QCOMPARE(app::Preferences::muMillimetres(), 25.0);
    QVERIFY(app::Preferences::snapping());
    {
        app::PreferencesDialog dialog;
        dialog.muSize()->setCurrentIndex(dialog.muSize()->findData(40.0));
        dialog.snapping()->setChecked(false);
        dialog.highlight()->setChecked(false);
        dialog.palette()->setCurrentIndex(dialog.palette()->findData(QStringLiteral("dark")));
        QCOMPARE(dialog.tolerance()->value(), 0.5);
        dialog.tolerance()->setValue(1.2);
        dialog.accept();
    }
    // Kept in the settings file, and read back by a new dialog, a new battle and a new window.
    QSettings settings;
    settings.sync();
    QCOMPARE(settings.value(QStringLiteral("preferences/muMillimetres")).toDouble(), 40.0);
    QCOMPARE(settings.value(QStringLiteral("preferences/palette")).toString(),
             QStringLiteral("dark"));
    app::PreferencesDialog again;
    QCOMPARE(again.muSize()->currentData().toDouble(), 40.0);
    QVERIFY(!again.snapping()->isChecked());
    QCOMPARE(again.palette()->currentData().toString(), QStringLiteral("dark"));
    app::NewBattleDialog newBattle;
    QCOMPARE(newBattle.findChild<QComboBox *>(QStringLiteral("muSize"))->currentData().toDouble(),
             40.0);
    // The tolerance offered goes into the battle made.
    QCOMPARE(again.tolerance()->value(), 1.2);
    QCOMPARE(newBattle.findChild<QDoubleSpinBox *>(QStringLiteral("contactTolerance"))->value(),
             1.2);
    newBattle.accept();
    QCOMPARE(newBattle.result(), int(QDialog::Accepted));
    QCOMPARE(newBattle.battle().table.contactTolerance, 1.2);
    // A value no build accepts, stored by hand, reads as the default.
    settings.setValue(QStringLiteral("preferences/contactToleranceMillimetres"), 9);
    QCOMPARE(app::Preferences::contactToleranceMillimetres(), 0.5);
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() < 100);
    QVERIFY(QApplication::palette().color(QPalette::WindowText).lightness() > 180);
    {
        app::MainWindow window;
        QVERIFY(!window.actions()->snapping->isChecked());
        QVERIFY(!window.actions()->highlight->isChecked());
        // Flipping the table's switch is remembered too.
        window.actions()->snapping->setChecked(true);
        QVERIFY(app::Preferences::snapping());
    }
    app::Preferences::setPalette(QStringLiteral("system"));
    app::Preferences::applyPalette(QStringLiteral("system"));
    QVERIFY(QApplication::palette().color(QPalette::Window).lightness() > 150);
    QSettings().remove(QStringLiteral("preferences"));
}

void TestBooks::screenshotOfTheBooks()
{
    // A bigger battle than the demo: three battle groups a side, a few turns of fighting.
    core::Battle battle =
        core::BattleFile::readScenario(QStringLiteral(":/demo/fogr-tercio-and-dutch-foot.json"));
    const core::Unit tercio = battle.units[battle.unitIndex(QStringLiteral("tercio"))];
    const core::Unit dutch = battle.units[battle.unitIndex(dutch1)];
    auto copy = [&battle](core::Unit unit, const QString &id, const QString &name, double dx) {
        unit.id = id;
        unit.name = name;
        for (core::Base &base : unit.bases)
            base.x = base.x + battle.table.unit.fromUnits(dx);
        battle.units.append(unit);
    };
    copy(tercio, QStringLiteral("tercio2"), QStringLiteral("Second tercio"), -14);
    copy(dutch, QStringLiteral("dutch3"), QStringLiteral("Dutch foot (reserve)"), 12);
    const QString path = mDir.filePath(QStringLiteral("books.adjutant"));
    core::BattleFile::create(path, battle).reset();

    app::MainWindow window;
    window.resize(1600, 1100);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    window.resizeDocks({window.unitsDock()}, {620}, Qt::Horizontal);
    window.resizeDocks({window.logDock()}, {290}, Qt::Vertical);
    QVERIFY2(window.openFile(path), qPrintable(window.lastError()));
    app::BattleDocument *document = window.document();
    app::TurnBar *bar = window.turnBar();
    auto toTurn = [&](int turn) {
        while (document->battle().turn < turn)
            bar->nextPhase->trigger();
    };
    app::UnitsDock *units = window.unitsDock();
    auto lose = [document](const QString &id, int count) {
        document->record(
            core::Change{QStringLiteral("unit.basesLost"),
                         {{QStringLiteral("id"), id}, {QStringLiteral("count"), count}}});
    };
    units->setCohesion(dutch1, QStringLiteral("Disrupted"));
    lose(dutch1, 1);
    toTurn(2);
    units->setCohesion(QStringLiteral("tercio"), QStringLiteral("Disrupted"));
    units->setCohesion(dutch1, QStringLiteral("Fragmented"));
    lose(dutch1, 2);
    toTurn(3);
    units->setCohesion(QStringLiteral("tercio"), QStringLiteral("Fragmented"));
    lose(QStringLiteral("tercio"), 3);
    // A cohesion test as a resolver records it: FoGR, Cohesion Tests, 3 + 2 - 1 = 4, below 7.
    const rulesets::Ruleset *fogr = rulesets::findRuleset(QStringLiteral("fogr"));
    rulesets::DiceSource dice =
        rulesets::DiceSource::typed({{QStringLiteral("cohesion"), {{3, 2}, {}}}});
    const rulesets::ProcedureResult test =
        fogr->run(QStringLiteral("cohesion-test"),
                  {{QStringLiteral("battleGroup"), QStringLiteral("dutch2")},
                   {QStringLiteral("name"), QStringLiteral("Dutch foot (flank)")},
                   {QStringLiteral("quality"), QStringLiteral("Average")},
                   {QStringLiteral("reason"), QStringLiteral("closeCombat")},
                   {QStringLiteral("threatenedFlank"), true}},
                  dice);
    document->record(test.toChange(dice));
    const int resultRow = window.logDock()->view()->model()->rowCount() - 1;
    toTurn(4);
    units->setCohesion(dutch1, QStringLiteral("Broken"));
    for (int i = 0; i < 2; ++i)
        bar->nextPhase->trigger();
    QCOMPARE(unitOf(*document, QStringLiteral("dutch2")).state.cohesion,
             QStringLiteral("Disrupted"));
    QCOMPARE(unitOf(*document, QStringLiteral("tercio")).state.flags, QStringList{"later tercio"});
    QTableView *log = window.logDock()->view();
    log->setCurrentIndex(log->model()->index(resultRow, app::LogModel::Description));
    window.resizeDocks({units, window.attritionDock()}, {290, 660}, Qt::Vertical);
    window.unitsDock()->setCurrentUnit(QStringLiteral("dutch2"));
    QCOMPARE(document->battle().turn, 4);
    QCOMPARE(window.attritionDock()->history().points().size(), 5);
    QTest::qWait(50);

    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty())
        QVERIFY(window.grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/books.png")));
}

// A level's colour is where it stands on its rule set's ladder, whatever the rule set calls it:
// green at the top, red at the foot, amber and orange between; grey off the ladder.
void TestBooks::levelColoursFollowTheLadder()
{
    const QColor green(0x2e, 0x8b, 0x3e), amber(0xd9, 0x9a, 0x00), orange(0xe0, 0x5a, 0x10),
        red(0xb0, 0x10, 0x10);
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        const QStringList ladder = ruleset->cohesionLadder();
        if (ladder.isEmpty())
            continue;
        QCOMPARE(app::tablestyle::cohesion(ladder, ladder.first()), green);
        QCOMPARE(app::tablestyle::cohesion(ladder, ladder.last().toUpper()), red);
        for (qsizetype i = 1; i + 1 < ladder.size(); ++i) {
            const QColor between = app::tablestyle::cohesion(ladder, ladder[i]);
            QVERIFY2(between == amber || between == orange, qPrintable(ladder[i]));
        }
    }
    const QStringList fogr = rulesets::findRuleset(QStringLiteral("fogr"))->cohesionLadder();
    QCOMPARE(app::tablestyle::cohesion(fogr, QStringLiteral("Disrupted")), amber);
    QCOMPARE(app::tablestyle::cohesion(fogr, QStringLiteral("Fragmented")), orange);
    QCOMPARE(app::tablestyle::cohesion({"Good", "Shaken", "Shattered"}, QStringLiteral("Shaken")),
             amber);
    QCOMPARE(app::tablestyle::cohesion(fogr, QStringLiteral("Routed off")), QColor(0x60, 0x60, 0x60));
    // A longer ladder: only its top is green, only its foot red.
    const QStringList five{"One", "Two", "Three", "Four", "Five"};
    QCOMPARE(app::tablestyle::cohesion(five, QStringLiteral("Two")), amber);
    QCOMPARE(app::tablestyle::cohesion(five, QStringLiteral("Three")), amber);
    QCOMPARE(app::tablestyle::cohesion(five, QStringLiteral("Four")), orange);
    QCOMPARE(app::tablestyle::cohesion(QStringList{"Only"}, QStringLiteral("Only")), green);
}

QTEST_MAIN(TestBooks)
#include "tst_books.moc"
