// SPDX-License-Identifier: GPL-3.0-or-later
// The Nieuport 1600 hex map in the app (issue 17), on real widgets on the offscreen platform:
// the map is drawn with its hexes, terrain and printed labels, every unit stands in its hex as a
// counter turned to its vertex, and a click on a counter selects its unit.
#include "app/gui/actions.h"
#include "app/gui/dialogs/newcounterdialog.h"
#include "app/gui/docks/inspectordock.h"
#include "app/gui/docks/unitsdock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/hexmap/commanderitem.h"
#include "app/gui/hexmap/counteritem.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/measureoverlays.h"
#include "app/gui/table/overlayitem.h"
#include "app/gui/table/rulertool.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "geometry/hex.h"
#include "geometry/hexlayout.h"
#include "geometry/hexoffset.h"
#include "guitesting.h"

#include <QApplication>
#include <QComboBox>
#include <QContextMenuEvent>
#include <QGraphicsPathItem>
#include <QGraphicsSimpleTextItem>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMouseEvent>
#include <QSet>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <algorithm>
#include <cmath>

using namespace adjutant;

class TestHexMap : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void drawsTheMapAndItsCounters();
    void shiftDragPlacesAUnitAnywhere();
    void keysStepAUnitAsTheRuleSetPlansIt();
    void keysTurnAUnitChosenInTheUnitsDock();
    void aDragShowsThePlannedWayAndItsCost();
    void overlaysDrawTheUnitsHexes();
    void theRulerCountsHexes();
    void aCommandersOrdersAndMarkersAreSetOnTheMap();
    void newUnitPlacesACounterInAFreeHex();

private:
    std::unique_ptr<QTemporaryDir> mDir;
};

void TestHexMap::init()
{
    mDir = std::make_unique<QTemporaryDir>();
    QVERIFY(mDir->isValid());
}

void TestHexMap::drawsTheMapAndItsCounters()
{
    app::MainWindow window;
    window.resize(1366, 768);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    QVERIFY2(window.openDemo(mDir->path(), QStringLiteral("nieuport1600")),
             qPrintable(window.lastError()));
    const app::TableScene &scene = *window.tableScene();
    const core::Battle &battle = window.document()->battle();
    QVERIFY(scene.frame().hexLayout());
    QCOMPARE(scene.frame().hexLayout()->columns(), battle.table.hexColumns);

    // Every base is a counter in its hex, turned to the vertex it faces (30 + 60 k degrees).
    int counters = 0;
    for (const core::Unit &unit : battle.units) {
        for (const core::Base &base : unit.bases) {
            app::BaseItem *item = scene.baseItem(unit.id, base.id);
            QVERIFY(item);
            QVERIFY(dynamic_cast<app::CounterItem *>(item));
            const QPointF centre = scene.frame().toScene(scene.frame().hexCentre(base.hex));
            // In its hex, a stacked counter a little up and left of the one under it.
            QVERIFY(QLineF(item->pos(), centre).length() <
                    scene.frame().hexLayout()->radius() * 0.5);
            QCOMPARE(item->rotation(), 30.0 + 60.0 * base.facing);
            ++counters;
        }
    }
    QCOMPARE(counters, 19);
    // Each commander is a marker in his hex: Francis Vere with his unit in 1404.
    for (const core::Commander &commander : battle.commanders)
        QVERIFY(scene.commanderItem(commander.id));
    const QPointF vere = scene.commanderItem(QStringLiteral("vere"))->pos();
    QCOMPARE(scene.frame().hexLayout()->hexAt(scene.frame().toTable(vere)),
             (geometry::HexOffset{13, 3}));

    // A click on Francis Vere's counter in 1404 selects his unit.
    app::TableView *view = window.tableView();
    const QPoint at = view->mapFromScene(guitesting::sceneOfHex(scene, 14, 4));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    const QList<app::BaseItem *> selected = scene.selectedBases();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.first()->unitId(), QStringLiteral("fvere1"));
    // The inspector measures from it: every Spanish unit with its facts (N1600 1.2, 7, 10).
    app::InspectorDock *inspector = window.inspectorDock();
    QTRY_VERIFY(inspector->enemyRow(QStringLiteral("mutineers")));
    QVERIFY(inspector->factRow(QStringLiteral("mutineers"), QStringLiteral("lineOfSight")));
    guitesting::saveShot(window, QStringLiteral("nieuport1600-map-1366.png"));
    view->setZoom(view->zoom() * 2.5);
    view->centerOn(guitesting::sceneOfHex(scene, 15, 5));
    guitesting::saveShot(window, QStringLiteral("nieuport1600-map-zoomed-1366.png"));
}

// Shift-dragging a counter places its unit in the hex where it is dropped whatever the rules
// say (set-up, a retreat the players make by hand): one event, undone in one step.
void TestHexMap::shiftDragPlacesAUnitAnywhere()
{
    auto window = guitesting::demoWindow(mDir->path(), {1366, 768}, QStringLiteral("nieuport1600"));
    QVERIFY(window);
    app::TableView *view = window->tableView();
    const app::TableScene &scene = *window->tableScene();
    const int events = window->document()->session().events().size();
    guitesting::dragOnView(view, guitesting::sceneOfHex(scene, 12, 5), guitesting::sceneOfHex(scene, 8, 8), Qt::ShiftModifier, [&] {
        // On screen, before the release: the counter is in 0808, the model unchanged.
        app::BaseItem *counter = scene.baseItem(QStringLiteral("hvere1"), QStringLiteral("hvere11"));
        QVERIFY(QLineF(counter->pos(), guitesting::sceneOfHex(scene, 8, 8)).length() < 0.01);
        QCOMPARE(window->document()->battle().units[0].bases[0].hex, (core::HexCell{11, 4}));
    });
    app::BaseItem *counter = scene.baseItem(QStringLiteral("hvere1"), QStringLiteral("hvere11"));
    QCOMPARE(window->document()->battle().units[0].bases[0].hex, (core::HexCell{7, 7}));
    QCOMPARE(window->document()->session().events().size(), events + 1);
    window->actions()->undo->trigger();
    QCOMPARE(window->document()->battle().units[0].bases[0].hex, (core::HexCell{11, 4}));
    QVERIFY(QLineF(counter->pos(), guitesting::sceneOfHex(scene, 12, 5)).length() < 0.01);
}

// Francis Vere's other unit in 1203 faces east: ← steps it into 1303 (clear, 1 MP: N1600 8.1),
// ] turns it a vertex (2 MP for infantry, 7.1); each is one event, undone in one step. Hottinga's
// unit in 1105 may not step into 1205, where Horace Vere's stands (9.1), and Shift, which places
// a unit whatever the plan, does not place it there either: no state of the battle holds two
// infantry or cavalry units in one hex (rulesets::stateProblems).
void TestHexMap::keysStepAUnitAsTheRuleSetPlansIt()
{
    auto window = guitesting::demoWindow(mDir->path(), {1366, 768}, QStringLiteral("nieuport1600"));
    QVERIFY(window);
    app::TableView *view = window->tableView();
    const app::TableScene &scene = *window->tableScene();
    const core::Battle &battle = window->document()->battle();
    auto base = [&](const char *unit) -> const core::Base & {
        return battle.units[battle.unitIndex(QLatin1String(unit))].bases[0];
    };
    const int events = window->document()->session().events().size();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(guitesting::sceneOfHex(scene, 12, 3)));
    QCOMPARE(scene.selectedBases().first()->unitId(), QStringLiteral("fvere2"));
    QTest::keyClick(view, Qt::Key_Left);
    QCOMPARE(base("fvere2").hex, (core::HexCell{12, 2}));
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("1 MP")),
             qPrintable(window->statusBar()->currentMessage()));
    QTest::keyClick(view, Qt::Key_BracketRight);
    QCOMPARE(int(base("fvere2").facing), 2);
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("2 MP")),
             qPrintable(window->statusBar()->currentMessage()));
    QCOMPARE(window->document()->session().events().size(), events + 2);
    window->actions()->undo->trigger();
    window->actions()->undo->trigger();
    QCOMPARE(base("fvere2").hex, (core::HexCell{11, 2}));
    QCOMPARE(int(base("fvere2").facing), 1);

    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(guitesting::sceneOfHex(scene, 11, 5)));
    QCOMPARE(scene.selectedBases().first()->unitId(), QStringLiteral("hottinga2"));
    QTest::keyClick(view, Qt::Key_Right);
    QCOMPARE(base("hottinga2").hex, (core::HexCell{10, 4}));
    QVERIFY2(window->statusBar()->currentMessage().contains(QStringLiteral("9.1")),
             qPrintable(window->statusBar()->currentMessage()));
    const int before = window->document()->session().events().size();
    QTest::keyClick(view, Qt::Key_Right, Qt::ShiftModifier);
    QCOMPARE(base("hottinga2").hex, (core::HexCell{10, 4}));
    QCOMPARE(window->statusBar()->currentMessage(),
             QStringLiteral("unit \"Hottinga 2\" stands in 1205 with unit \"Horace Vere 1\": one "
                            "infantry or cavalry unit per hex (N1600 9.1)"));
    QCOMPARE(window->document()->session().events().size(), before);
}

// ] turns a vertex the unit chosen in the units dock, as it does one chosen on the map (issue 31):
// the keys, typed into the window while the dock's list has the keyboard, reached only the list.
void TestHexMap::keysTurnAUnitChosenInTheUnitsDock()
{
    auto window = guitesting::demoWindow(mDir->path(), {1366, 768}, QStringLiteral("nieuport1600"));
    QVERIFY(window);
    window->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(window.get()));
    const core::Battle &battle = window->document()->battle();
    QTreeWidget *tree = window->unitsDock()->tree();
    guitesting::clickCell(tree, window->unitsDock()->unitItem(QStringLiteral("fvere2")),
                          app::UnitsDock::Name);
    QCOMPARE(window->tableScene()->selectedBases().first()->unitId(), QStringLiteral("fvere2"));
    QCOMPARE(QApplication::focusWidget(), tree);
    QTest::keyClick(window->windowHandle(), Qt::Key_BracketRight);
    QCOMPARE(int(battle.units[battle.unitIndex(QStringLiteral("fvere2"))].bases[0].facing), 2);
    QTest::keyClick(window->windowHandle(), Qt::Key_BracketLeft);
    QCOMPARE(int(battle.units[battle.unitIndex(QStringLiteral("fvere2"))].bases[0].facing), 1);
    QCOMPARE(QApplication::focusWidget(), tree);
}

// Dragging Francis Vere's unit from 1203 to 1402 shows the way the rule set found, 1303 then
// 1402, 2 MP, before the release makes the move.
void TestHexMap::aDragShowsThePlannedWayAndItsCost()
{
    auto window = guitesting::demoWindow(mDir->path(), {1366, 768}, QStringLiteral("nieuport1600"));
    QVERIFY(window);
    app::TableView *view = window->tableView();
    app::TableScene &scene = *window->tableScene();
    QWidget *port = view->viewport();
    const QPoint from = view->mapFromScene(guitesting::sceneOfHex(scene, 12, 3));
    const QPoint to = view->mapFromScene(guitesting::sceneOfHex(scene, 14, 2));
    QTest::mousePress(port, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 4; ++i) {
        const QPoint at = from + (to - from) * i / 4;
        QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton,
                         Qt::LeftButton, {});
        QApplication::sendEvent(port, &move);
    }
    QVERIFY(scene.hexPlan());
    QVERIFY2(scene.hexPlan()->allowed, qPrintable(scene.hexPlan()->refusal));
    QCOMPARE(scene.hexPlan()->cost, 2);
    QCOMPARE(scene.hexPlan()->path.size(), 3);
    QCOMPARE(scene.hexPlan()->path[1].first(), (core::HexCell{12, 2}));
    QVERIFY(scene.hexPath()->isVisible());
    QCOMPARE(scene.hexCost()->text(), QStringLiteral("2 MP"));
    guitesting::saveShot(*window, QStringLiteral("nieuport1600-move-1366.png"));
    QTest::mouseRelease(port, Qt::LeftButton, {}, to);
    const core::Battle &battle = window->document()->battle();
    QCOMPARE(battle.units[battle.unitIndex(QStringLiteral("fvere2"))].bases[0].hex,
             (core::HexCell{13, 1}));
    QVERIFY(!scene.hexPath()->isVisible());
}

// Francis Vere's unit in 1404 faces east (vertex 1): its frontal hexes are the two across its
// north-east and south-east hexsides, 1504 and 1505 (N1600 7.1), and its fire zone (1 hex, N1600
// 10.4) adds its flank hexes 1403 and 1405. Each overlay draws those hexes on the map.
void TestHexMap::overlaysDrawTheUnitsHexes()
{
    auto window = guitesting::demoWindow(mDir->path(), {1920, 1080}, QStringLiteral("nieuport1600"));
    QVERIFY(window);
    app::TableView *view = window->tableView();
    const app::TableScene &scene = *window->tableScene();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, view->mapFromScene(guitesting::sceneOfHex(scene, 14, 4)));
    app::MeasureOverlays *overlays = window->overlays();
    QTRY_COMPARE(overlays->unitId(), QStringLiteral("fvere1"));
    overlays->setShown(QStringLiteral("arcs"), true);
    overlays->setShown(QStringLiteral("fireZone"), true);
    overlays->setShown(QStringLiteral("command"), true);
    overlays->setShown(QStringLiteral("lineOfSight"), true);
    using Kind = app::OverlayItem::Kind;
    auto covers = [&](Kind kind, int column, int row) {
        for (const app::OverlayItem *item : overlays->items(kind)) {
            if (item->path().contains(guitesting::sceneOfHex(scene, column, row)))
                return true;
        }
        return false;
    };
    QTRY_VERIFY(!overlays->items(Kind::RestrictedArea).isEmpty());
    QVERIFY(covers(Kind::RestrictedArea, 15, 4));
    QVERIFY(covers(Kind::RestrictedArea, 15, 5));
    QVERIFY(!covers(Kind::RestrictedArea, 14, 3));
    QVERIFY(!covers(Kind::RestrictedArea, 13, 4));
    QVERIFY(covers(Kind::Interception, 14, 3)); // flank
    QVERIFY(covers(Kind::Interception, 14, 5));
    QVERIFY(covers(Kind::LongArc, 13, 4)); // rear
    QVERIFY(covers(Kind::LongArc, 13, 5));
    for (const auto &[column, row] : {std::pair{15, 4}, {15, 5}, {14, 3}, {14, 5}})
        QVERIFY(covers(Kind::ShortArc, column, row));
    QVERIFY(!covers(Kind::ShortArc, 13, 4));
    QVERIFY(!covers(Kind::ShortArc, 16, 4));
    // A line of sight to each of the six Spanish units, and the marker of his wing commander only
    // (N1600 5.1.1: Francis Vere, not Maurits, the army commander).
    QCOMPARE(overlays->items(Kind::SightClear).size() + overlays->items(Kind::SightBlocked).size(),
             6);
    QCOMPARE(overlays->items(Kind::Commander).size(), 1);
    guitesting::saveShot(*window, QStringLiteral("nieuport1600-overlays-1920.png"));
}

// On a map the ruler counts hexes, from the hex where it is pressed to the one where it is let
// go (N1600 1.2): 1404 to 1707 is 4 hexes.
void TestHexMap::theRulerCountsHexes()
{
    auto window = guitesting::demoWindow(mDir->path(), {1366, 768}, QStringLiteral("nieuport1600"));
    QVERIFY(window);
    app::TableView *view = window->tableView();
    const app::TableScene &scene = *window->tableScene();
    window->actions()->ruler->trigger();
    QWidget *port = view->viewport();
    QTest::mousePress(port, Qt::LeftButton, {}, view->mapFromScene(guitesting::sceneOfHex(scene, 14, 4)));
    const QPoint to = view->mapFromScene(guitesting::sceneOfHex(scene, 17, 7) + QPointF(3, 2));
    QMouseEvent move(QEvent::MouseMove, to, port->mapToGlobal(to), Qt::NoButton, Qt::LeftButton, {});
    QApplication::sendEvent(port, &move);
    QTest::mouseRelease(port, Qt::LeftButton, {}, to);
    QCOMPARE(scene.ruler()->text(), QStringLiteral("4 hexes"));
    QCOMPARE(window->document()->session().events().size(), 1); // nothing moved
}

// A commander's orders and markers are set from his hex's context menu, each one undoable step
// (N1600 3.1: orders given; 4.4: a wing bypassed), and shown beside him on the map.
void TestHexMap::aCommandersOrdersAndMarkersAreSetOnTheMap()
{
    auto window = guitesting::demoWindow(mDir->path(), {1366, 768}, QStringLiteral("nieuport1600"));
    QVERIFY(window);
    app::TableView *view = window->tableView();
    const app::TableScene &scene = *window->tableScene();
    const core::Battle &battle = window->document()->battle();
    auto vere = [&]() -> const core::Commander & {
        return *std::find_if(battle.commanders.begin(), battle.commanders.end(),
                             [](const core::Commander &c) { return c.id == QLatin1String("vere"); });
    };
    QCOMPARE(vere().orders, QStringLiteral("Marchez!"));
    const int events = window->document()->session().events().size();

    QList<QStringList> seen;
    QVERIFY(guitesting::triggerSceneMenu(view, guitesting::sceneOfHex(scene, 14, 4),
                               {QStringLiteral("Francis Vere"), QStringLiteral("Orders"), QStringLiteral("Chargez!")},
                               &seen));
    // Only the commander in that hex; the rule set's orders and markers in its words.
    QCOMPARE(seen.value(0), QStringList{QStringLiteral("Francis Vere")});
    QCOMPARE(seen.value(1), (QStringList{QStringLiteral("Orders"), QString(), QStringLiteral("Finished"),
                                         QStringLiteral("Bypassed"), QStringLiteral("No continuation")}));
    QCOMPARE(seen.value(2), (QStringList{QStringLiteral("Chargez!"), QStringLiteral("Marchez!"),
                                         QStringLiteral("Ralliez!")}));
    QCOMPARE(vere().orders, QStringLiteral("Chargez!"));
    QVERIFY(guitesting::triggerSceneMenu(view, guitesting::sceneOfHex(scene, 14, 4), {QStringLiteral("Francis Vere"), QStringLiteral("Bypassed")}));
    QCOMPARE(vere().markers, QStringList{QStringLiteral("Bypassed")});
    QCOMPARE(window->document()->session().events().size(), events + 2);
    const QString tip = scene.commanderItem(QStringLiteral("vere"))->toolTip();
    QVERIFY2(tip.contains(QStringLiteral("Orders: Chargez!")) && tip.contains(QStringLiteral("Markers: Bypassed")),
             qPrintable(tip));
    view->setZoom(view->zoom() * 2.5);
    view->centerOn(guitesting::sceneOfHex(scene, 15, 5));
    guitesting::saveShot(*window, QStringLiteral("nieuport1600-wings-1366.png"));

    // Taken off again from the menu, and each step undone.
    QVERIFY(guitesting::triggerSceneMenu(view, guitesting::sceneOfHex(scene, 14, 4), {QStringLiteral("Francis Vere"), QStringLiteral("Bypassed")}));
    QVERIFY(vere().markers.isEmpty());
    window->actions()->undo->trigger();
    QCOMPARE(vere().markers, QStringList{QStringLiteral("Bypassed")});
    window->actions()->undo->trigger();
    window->actions()->undo->trigger();
    QCOMPARE(vere().orders, QStringLiteral("Marchez!"));
    QVERIFY(vere().markers.isEmpty());
    QVERIFY(!scene.commanderItem(QStringLiteral("vere"))->toolTip().contains(QStringLiteral("Bypassed")));
    // A hex with no commander offers no menu.
    QVERIFY(!guitesting::triggerSceneMenu(view, guitesting::sceneOfHex(scene, 3, 3), {QStringLiteral("Orders")}));
}

// Table > New Unit on a map: a double tercio of Zapena's wing, its morale value typed and its
// movement not recorded, goes into two free hexes side by side in one undoable step.
void TestHexMap::newUnitPlacesACounterInAFreeHex()
{
    auto window = guitesting::demoWindow(mDir->path(), {1366, 768}, QStringLiteral("nieuport1600"));
    QVERIFY(window);
    const core::Battle &battle = window->document()->battle();
    const qsizetype units = battle.units.size();
    QSet<QPair<int, int>> taken;
    for (const core::Unit &unit : battle.units) {
        for (const core::Base &base : unit.bases)
            taken.insert({base.hex.column, base.hex.row});
    }
    QVERIFY(window->actions()->newUnit->isEnabled());
    QCOMPARE(window->actions()->newUnit->text(), QStringLiteral("New &Unit…"));
    bool shown = false;
    QTimer::singleShot(0, window.get(), [&] {
        auto *dialog = window->findChild<app::NewCounterDialog *>();
        if (!dialog)
            return;
        shown = true;
        dialog->sideBox()->setCurrentIndex(dialog->sideBox()->findData(QStringLiteral("spain")));
        dialog->nameEdit()->setText(QStringLiteral("Tercio de Velasco"));
        dialog->troopTypeBox()->setCurrentIndex(dialog->troopTypeBox()->findData(QStringLiteral("T")));
        dialog->valueBox(QStringLiteral("quality"))->setValue(8);
        dialog->commandBox()->setCurrentIndex(dialog->commandBox()->findText(QStringLiteral("Zapena")));
        // Nothing developer-like on it: the sides, commanders and types by name.
        QCOMPARE(dialog->commandBox()->itemText(0), QStringLiteral("none"));
        QVERIFY(dialog->troopTypeBox()->currentText().startsWith(QStringLiteral("T (")));
        QCOMPARE(dialog->valueBox(QStringLiteral("movement"))->text(), QStringLiteral("not recorded"));
        guitesting::saveShot(*dialog, QStringLiteral("nieuport1600-new-unit.png"));
        dialog->accept();
    });
    window->actions()->newUnit->trigger();
    QVERIFY(shown);
    QCOMPARE(battle.units.size(), units + 1);
    const core::Unit &added = battle.units.last();
    QCOMPARE(added.name, QStringLiteral("Tercio de Velasco"));
    QCOMPARE(added.side, QStringLiteral("spain"));
    QCOMPARE(added.troopType, QStringLiteral("T"));
    QCOMPARE(added.quality, QStringLiteral("8"));
    QCOMPARE(added.properties, (QJsonObject{{QStringLiteral("wing"), QStringLiteral("zapena")}}));
    QCOMPARE(added.originalStrength, 2);
    // A double unit (N1600 7.2): two hexes side by side, both free before, facing west.
    QCOMPARE(added.bases.size(), 2);
    for (const core::Base &base : added.bases) {
        QVERIFY(!taken.contains({base.hex.column, base.hex.row}));
        QCOMPARE(int(base.facing), 4);
    }
    QVERIFY(geometry::adjacent(geometry::toHex({added.bases[0].hex.column, added.bases[0].hex.row}),
                               geometry::toHex({added.bases[1].hex.column, added.bases[1].hex.row})));
    QCOMPARE(window->tableScene()->selectedBases().size(), 2);
    window->actions()->undo->trigger();
    QCOMPARE(battle.units.size(), units);
}

QTEST_MAIN(TestHexMap)
#include "tst_hexmap.moc"
