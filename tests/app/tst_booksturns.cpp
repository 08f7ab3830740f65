// SPDX-License-Identifier: GPL-3.0-or-later
// The books by turn on real widgets (offscreen platform): the attrition panel up to an army rout
// and its chart by turn, the turn bar, the log's filters and the cohesion drops of this turn.
#include "bookstest.h"
#include "app/gui/docks/attritiondock.h"
#include "app/gui/document/attritionhistory.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/document/books.h"
#include "app/gui/docks/logdock.h"
#include "app/gui/document/logfilter.h"
#include "app/gui/document/logmodel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/docks/turnbar.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "rulesets/ruleset.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTableView>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

using namespace adjutant;
using namespace bookstesting;

namespace {
core::Change turnChange(int turn, const QString &phase, const QString &side)
{
    return {QStringLiteral("turn.changed"),
            {{QStringLiteral("turn"), turn},
             {QStringLiteral("phase"), phase},
             {QStringLiteral("activeSide"), side}}};
}

const rulesets::SideStanding *sideOf(const app::AttritionDock &dock, const QString &id)
{
    for (const rulesets::SideStanding &side : dock.sides()) {
        if (side.side == id)
            return &side;
    }
    return nullptr;
}
} // namespace

class TestBooksTurns : public BooksTest
{
    Q_OBJECT

private slots:
    void attritionStatusFromCoreState_data();
    void attritionStatusFromCoreState();
    void attritionPanelCountsAndAnnouncesTheRout();
    void attritionChartFollowsTheTurns();
    void nextAndPrevious_data();
    void nextAndPrevious();
    void turnBarRecordsTurnChanged();
    void logFiltersReduceTheRows();
    void theUnitFilterFindsMarkersAssigned();
    void cohesionDropsThisTurnComeFromTheLog();
};

void TestBooksTurns::attritionStatusFromCoreState_data()
{
    QTest::addColumn<QString>("cohesion");
    QTest::addColumn<int>("strength");
    QTest::addColumn<QStringList>("flags");
    QTest::addColumn<QString>("status");
    QTest::newRow("Steady counts Steady") << "Steady" << 6 << QStringList() << "Steady";
    QTest::newRow("no level counts Steady") << "" << 6 << QStringList() << "Steady";
    QTest::newRow("DISRUPTED in capitals") << "DISRUPTED" << 6 << QStringList() << "Disrupted";
    QTest::newRow("Fragmented") << "Fragmented" << 6 << QStringList() << "Fragmented";
    QTest::newRow("Broken") << "Broken" << 3 << QStringList() << "Broken";
    QTest::newRow("FoGR: no bases left is destroyed")
        << "Broken" << 0 << QStringList() << "destroyed";
    QTest::newRow("flag destroyed") << "Steady" << 2 << QStringList{"destroyed"} << "destroyed";
    QTest::newRow("flag routedOffTable")
        << "Broken" << 4 << QStringList{"routedOffTable"} << "routedOffTable";
    QTest::newRow("flag evadedOffTable")
        << "Steady" << 4 << QStringList{"evadedOffTable"} << "evadedOffTable";
    QTest::newRow("a descriptive flag is not a status")
        << "Fragmented" << 4 << QStringList{"later tercio"} << "Fragmented";
}

void TestBooksTurns::attritionStatusFromCoreState()
{
    QFETCH(QString, cohesion);
    QFETCH(int, strength);
    QFETCH(QStringList, flags);
    QFETCH(QString, status);
    core::Unit unit;
    unit.originalStrength = 6;
    unit.currentStrength = strength;
    unit.state.cohesion = cohesion;
    unit.state.flags = flags;
    // FoGR's mapping, reached through its books: the app holds none of its own.
    QCOMPARE(rulesets::findRuleset(QStringLiteral("fogr"))->books().status(unit), status);
}

void TestBooksTurns::attritionPanelCountsAndAnnouncesTheRout()
{
    auto window = openDemo(QStringLiteral("attrition"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    app::AttritionDock *dock = window->attritionDock();
    QSignalSpy routs(dock, &app::AttritionDock::armyRouted);
    const QString dutch = QStringLiteral("dutch");
    // FoGR, Playing the Game: two battle groups of 6 bases, break point 2; the tercio of 14 is
    // a grand battle group and counts two.
    QCOMPARE(sideOf(*dock, dutch)->threshold, 2);
    QCOMPARE(sideOf(*dock, QStringLiteral("spain"))->threshold, 2);
    QCOMPARE(dock->bar(dutch)->value(), 0);

    document->record(stateChange(dutch1, QStringLiteral("Fragmented")));
    QCOMPARE(sideOf(*dock, dutch)->points, 1);
    QCOMPARE(dock->bar(dutch)->value(), 1);
    QCOMPARE(dock->bar(dutch)->maximum(), 2);
    QVERIFY(dock->banner(dutch)->isHidden());
    QCOMPARE(routs.count(), 0);

    // Broken: "Each other battle group currently BROKEN": 2 points, the break point.
    document->record(stateChange(dutch1, QStringLiteral("Broken")));
    QCOMPARE(sideOf(*dock, dutch)->points, 2);
    QVERIFY(sideOf(*dock, dutch)->reached);
    QVERIFY(!dock->banner(dutch)->isHidden());
    QCOMPARE(dock->banner(dutch)->text(), QStringLiteral("ARMY ROUT: Dutch Republic"));
    QCOMPARE(routs.count(), 1);
    QCOMPARE(routs.first().first().toString(), dutch);
    QCOMPARE(window->statusBar()->currentMessage(), routs.first().at(1).toString());
    QVERIFY(dock->verdict()->text().contains(QStringLiteral("Spain")));
    // Its row, with its citation as the tooltip.
    QTreeWidgetItem *group = dock->rows()->topLevelItem(1);
    QCOMPARE(group->text(0), QStringLiteral("Dutch Republic"));
    QCOMPARE(group->childCount(), 1);
    QCOMPARE(group->child(0)->text(1), QStringLiteral("2"));
    QVERIFY(group->child(0)->text(0).startsWith(
        QStringLiteral("Dutch foot (front) (Broken, 6 bases at the start)")));
    QVERIFY(group->child(0)->toolTip(0).endsWith(
        QStringLiteral("\nFoGR: Playing the Game, Attrition Points")));

    // Announced once each time it is reached: not again while it stays routed, again after undo and
    // redo.
    document->record(stateChange(QStringLiteral("dutch2"), QStringLiteral("Disrupted")));
    QCOMPARE(routs.count(), 1);
    document->undo();
    document->undo();
    QVERIFY(!sideOf(*dock, dutch)->reached);
    QVERIFY(dock->banner(dutch)->isHidden());
    document->redo();
    QCOMPARE(routs.count(), 2);

    // Time up with an army routed: the victory procedure's verdict, cited.
    const QString text = dock->victoryText(true);
    QVERIFY2(text.contains(QStringLiteral("Spain")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("FoGR: Victory and Defeat")));

    // The Spanish camp sacked, ticked on the dock: one side.changed, "Camp sacked by enemy" 2
    // points (FoGR, Attrition Points), the Spanish routed too; undo takes it back.
    const QString spain = QStringLiteral("spain");
    QCOMPARE(sideOf(*dock, spain)->points, 0);
    QVERIFY(dock->campSacked(spain) && !dock->campSacked(spain)->isChecked());
    QTest::mouseClick(dock->campSacked(spain), Qt::LeftButton);
    QCOMPARE(document->session().events().last().type, QStringLiteral("side.changed"));
    QVERIFY(document->battle().sides[document->battle().sideIndex(spain)].campSacked);
    QVERIFY(dock->campSacked(spain)->isChecked());
    QCOMPARE(sideOf(*dock, spain)->points, 2);
    QCOMPARE(sideOf(*dock, spain)->rows.last().label, QStringLiteral("Camp sacked by enemy"));
    QVERIFY(sideOf(*dock, spain)->reached);
    document->undo();
    QCOMPARE(sideOf(*dock, spain)->points, 0);
    QVERIFY(!dock->campSacked(spain)->isChecked());
}

void TestBooksTurns::attritionChartFollowsTheTurns()
{
    auto window = openDemo(QStringLiteral("chart"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    app::AttritionDock *dock = window->attritionDock();
    const QString dutch = QStringLiteral("dutch");
    const QString spain = QStringLiteral("spain");
    document->record(stateChange(dutch1, QStringLiteral("Fragmented"))); // turn 1: 1 point
    document->record(turnChange(2, QStringLiteral("Impact"), dutch));
    document->record(
        stateChange(QStringLiteral("tercio"), QStringLiteral("Fragmented"))); // grand: 2
    document->record(turnChange(3, QStringLiteral("Impact"), spain));
    document->record(stateChange(dutch1, QStringLiteral("Steady"))); // turn 3: Dutch back to 0

    QMap<int, QHash<QString, int>> points = dock->history().points();
    QCOMPARE(points.keys(), QList<int>({0, 1, 2, 3}));
    QCOMPARE(points[0].value(dutch), 0);
    QCOMPARE(points[1].value(dutch), 1);
    QCOMPARE(points[1].value(spain), 0);
    QCOMPARE(points[2].value(spain), 2);
    QCOMPARE(points[2].value(dutch), 1);
    QCOMPARE(points[3].value(dutch), 0);
    // The chart: each side's line through those points, and its break point.
    QLineSeries *dutchLine = nullptr;
    for (QAbstractSeries *series : dock->chart()->series()) {
        if (series->name() == QStringLiteral("Dutch Republic"))
            dutchLine = qobject_cast<QLineSeries *>(series);
    }
    QVERIFY(dutchLine);
    QCOMPARE(dutchLine->points(), QList<QPointF>({{0, 0}, {1, 1}, {2, 1}, {3, 0}}));

    // Going back to turn 2 (undo of the turn change) drops turn 3; a fresh history agrees.
    document->undo();
    document->undo();
    points = dock->history().points();
    QCOMPARE(points.keys(), QList<int>({0, 1, 2}));
    app::AttritionHistory fresh;
    fresh.reset(&document->session());
    QCOMPARE(fresh.points(), points);
    QCOMPARE(fresh.replayed(), document->session().events().size());
}

void TestBooksTurns::nextAndPrevious_data()
{
    QTest::addColumn<int>("turn");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("side");
    QTest::addColumn<int>("nextTurn");
    QTest::addColumn<QString>("nextPhase");
    QTest::addColumn<QString>("nextSide");
    QTest::newRow("Impact to Manoeuvre") << 1 << "Impact"
                                         << "A" << 1 << "Manoeuvre"
                                         << "A";
    QTest::newRow("Melee to Joint Action") << 3 << "Melee"
                                           << "B" << 3 << "Joint Action"
                                           << "B";
    QTest::newRow("after Joint Action: next turn, other side") << 1 << "Joint Action"
                                                               << "A" << 2 << "Impact"
                                                               << "B";
    QTest::newRow("B's Joint Action: A's turn") << 2 << "Joint Action"
                                                << "B" << 3 << "Impact"
                                                << "A";
    QTest::newRow("no phase yet: the first") << 1 << ""
                                             << "" << 1 << "Impact"
                                             << "A";
}

void TestBooksTurns::nextAndPrevious()
{
    QFETCH(int, turn);
    QFETCH(QString, phase);
    QFETCH(QString, side);
    QFETCH(int, nextTurn);
    QFETCH(QString, nextPhase);
    QFETCH(QString, nextSide);
    const QStringList phases = rulesets::findRuleset(QStringLiteral("fogr"))->phases();
    QCOMPARE(phases.size(), 5);
    const QStringList sides{QStringLiteral("A"), QStringLiteral("B")};
    const app::TurnBar::Position next = app::TurnBar::next({turn, phase, side}, phases, sides);
    QCOMPARE(next, (app::TurnBar::Position{nextTurn, nextPhase, nextSide}));
    if (!phase.isEmpty())
        QCOMPARE(app::TurnBar::previous(next, phases, sides),
                 (app::TurnBar::Position{turn, phase, side}));
}

void TestBooksTurns::turnBarRecordsTurnChanged()
{
    auto window = openDemo(QStringLiteral("turn"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    app::TurnBar *bar = window->turnBar();
    QCOMPARE(bar->phaseButtons().size(), 5);
    QVERIFY(bar->phaseButtons()[0]->isChecked());
    QVERIFY(!bar->previousPhase->isEnabled()); // turn 1, first phase
    for (int i = 0; i < 4; ++i)
        bar->nextPhase->trigger();
    QCOMPARE(document->battle().phase, QStringLiteral("Joint Action"));
    QVERIFY(bar->phaseButtons()[4]->isChecked());
    QVERIFY(!bar->phaseButtons()[0]->isChecked());
    bar->nextPhase->trigger();
    QCOMPARE(document->battle().turn, 2);
    QCOMPARE(document->battle().phase, QStringLiteral("Impact"));
    QCOMPARE(document->battle().activeSide, QStringLiteral("dutch"));
    const core::Event &event = document->session().events().last();
    QCOMPARE(event.type, QStringLiteral("turn.changed"));
    QCOMPARE(event.payload.value(QStringLiteral("turn")).toInt(), 2);
    QCOMPARE(bar->findChild<QLabel *>(QStringLiteral("turnLabel"))->text(),
             QStringLiteral("Turn 2"));
    QCOMPARE(bar->findChild<QToolButton *>(QStringLiteral("activeSide"))->text(),
             QStringLiteral("Dutch Republic active"));
    // Previous: back to Spain's Joint Action, recorded as a step of its own (not an undo).
    bar->previousPhase->trigger();
    QCOMPARE(document->battle().turn, 1);
    QCOMPARE(document->battle().phase, QStringLiteral("Joint Action"));
    QCOMPARE(document->battle().activeSide, QStringLiteral("spain"));
    QCOMPARE(document->session().events().last().type, QStringLiteral("turn.changed"));
    // A click on a phase records it.
    QTest::mouseClick(bar->phaseButtons()[2], Qt::LeftButton);
    QCOMPARE(document->battle().phase, QStringLiteral("Shooting"));
    QCOMPARE(document->battle().turn, 1);
}

// A marker put on a battle group's tray is about that battle group: filtering the log by it shows
// the step, filtering by another battle group does not.
void TestBooksTurns::theUnitFilterFindsMarkersAssigned()
{
    auto window = openDemo(QStringLiteral("markers"));
    QVERIFY(window);
    app::LogDock *log = window->logDock();
    const QJsonObject tray{{QStringLiteral("unit"), dutch1}, {QStringLiteral("marker"), 3}};
    window->document()->record(core::Change{QStringLiteral("markers.assigned"),
                                            {{QStringLiteral("assignments"), QJsonArray{tray}}}});
    QAbstractItemModel *rows = log->view()->model();
    log->unitFilter()->setCurrentIndex(log->unitFilter()->findData(dutch1));
    QCOMPARE(rows->rowCount(), 1);
    QVERIFY(rows->index(0, app::LogModel::Description).data().toString().startsWith(
        QStringLiteral("Markers")));
    log->unitFilter()->setCurrentIndex(log->unitFilter()->findData(QStringLiteral("tercio")));
    QCOMPARE(rows->rowCount(), 0);
}

void TestBooksTurns::logFiltersReduceTheRows()
{
    auto window = openDemo(QStringLiteral("filters"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    app::LogDock *log = window->logDock();
    document->record(stateChange(dutch1, QStringLiteral("Disrupted")));
    document->record(turnChange(2, QStringLiteral("Impact"), QStringLiteral("dutch")));
    document->record(stateChange(QStringLiteral("tercio"), QStringLiteral("Disrupted")));
    document->record(core::Change{QStringLiteral("unit.basesLost"),
                                  {{QStringLiteral("id"), dutch1}, {QStringLiteral("count"), 1}}});
    document->undo(); // the undo concerns dutch1 too
    QAbstractItemModel *rows = log->view()->model();
    QCOMPARE(rows->rowCount(), 6);

    log->unitFilter()->setCurrentIndex(log->unitFilter()->findData(dutch1));
    QCOMPARE(rows->rowCount(), 3); // disrupted, bases lost, its undo
    log->turnFilter()->setCurrentIndex(log->turnFilter()->findData(2));
    QCOMPARE(rows->rowCount(), 2);
    log->unitFilter()->setCurrentIndex(0);
    QCOMPARE(rows->rowCount(), 3); // the tercio, the bases lost and the undo, in turn 2
    log->kindFilter()->setCurrentIndex(
        log->kindFilter()->findData(QStringLiteral("unit.stateChanged")));
    QCOMPARE(rows->rowCount(), 1);
    QCOMPARE(rows->index(0, app::LogModel::Description).data().toString(),
             QStringLiteral("\"Tercio\": Steady, later tercio → Disrupted, later tercio"));
    log->turnFilter()->setCurrentIndex(0);
    QCOMPARE(rows->rowCount(), 2);
    // New entries pass through the filter as they come.
    document->record(stateChange(dutch1, QStringLiteral("Steady")));
    QCOMPARE(rows->rowCount(), 3);
    log->kindFilter()->setCurrentIndex(0);
    QCOMPARE(rows->rowCount(), log->model()->rowCount());
}

// FoGR, Joint Action Phase: no bolster or rally for a battle group whose cohesion dropped in
// the current turn. The log says which did; an undone drop does not count, a rise is no drop.
void TestBooksTurns::cohesionDropsThisTurnComeFromTheLog()
{
    auto window = openDemo(QStringLiteral("drops"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    const QString tercio = QStringLiteral("tercio");
    auto drops = [document] { return app::books::cohesionDroppedThisTurn(document->session()); };
    QVERIFY(drops().isEmpty());
    auto last = [document] { return document->session().events().last().seq; };
    document->record(stateChange(dutch1, QStringLiteral("Disrupted")));
    const qint64 dropped = last();
    QCOMPARE(drops(), (QHash<QString, qint64>{{dutch1, dropped}}));
    document->undo();
    QVERIFY(drops().isEmpty());
    document->redo();
    QCOMPARE(drops(), (QHash<QString, qint64>{{dutch1, dropped}}));

    // A new turn starts clean; a rise is no drop, and a rally after a drop does not undo it.
    document->record(turnChange(2, QStringLiteral("Impact"), QStringLiteral("dutch")));
    QVERIFY(drops().isEmpty());
    document->record(stateChange(dutch1, QStringLiteral("Steady")));
    QVERIFY(drops().isEmpty());
    document->record(stateChange(tercio, QStringLiteral("Fragmented")));
    const qint64 broke = last();
    document->record(stateChange(tercio, QStringLiteral("Disrupted")));
    QCOMPARE(drops(), (QHash<QString, qint64>{{tercio, broke}}));
    // Back to turn 1 by undoing the turn's steps: the drop of that turn is in force again.
    for (int i = 0; i < 4; ++i)
        document->undo();
    QCOMPARE(document->battle().turn, 1);
    QCOMPARE(drops(), (QHash<QString, qint64>{{dutch1, dropped}}));
}

QTEST_MAIN(TestBooksTurns)
#include "tst_booksturns.moc"
