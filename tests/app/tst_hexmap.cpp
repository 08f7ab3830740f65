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
#include <QAbstractItemView>
#include <QImage>
#include <QLineEdit>
#include <QMenu>
#include <QMouseEvent>
#include <QRegularExpression>
#include <QSet>
#include <QSpinBox>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTreeWidget>

#include <algorithm>
#include <cmath>
#include <functional>

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
    void countersCarryTheirIdentityAtTheFittedZoom();
    void tableSideDrawsTheCountersLarger();
    void unitNamesCarryNoStartHex();

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

namespace {

// What a counter draws upright over itself at `lod`, in scene coordinates: its words are drawn
// in screen pixels about its centre (CounterItem::drawn), the view neither turns nor shears.
QList<QRectF> drawnInScene(const app::CounterItem &item, double lod)
{
    const app::CounterItem::Drawn d = item.drawn(lod);
    QList<QRectF> rects;
    for (const QRectF &r : {d.wordRect, d.symbolRect, d.markerRect, d.nameRect}) {
        if (!r.isEmpty())
            rects << QRectF(item.pos() + r.topLeft() / lod, r.size() / lod);
    }
    return rects;
}

struct Opened
{
    std::unique_ptr<app::MainWindow> window;
    QList<app::CounterItem *> counters; // every base's, in the battle's order
    QList<QPair<int, int>> hexes;       // each one's hex
};

// The demo as a laptop first shows it: 1366 x 768, the map fitted to the view.
Opened openFitted(const QString &folder)
{
    Opened opened;
    opened.window = std::make_unique<app::MainWindow>();
    opened.window->resize(1366, 768);
    opened.window->show();
    if (!QTest::qWaitForWindowExposed(opened.window.get()) ||
        !opened.window->openDemo(folder, QStringLiteral("nieuport1600")))
        return {};
    const core::Battle &battle = opened.window->document()->battle();
    for (const core::Unit &unit : battle.units) {
        for (const core::Base &base : unit.bases) {
            opened.counters << dynamic_cast<app::CounterItem *>(
                opened.window->tableScene()->baseItem(unit.id, base.id));
            opened.hexes << qMakePair(base.hex.column, base.hex.row);
        }
    }
    return opened;
}

// The view's scale is a function of its size alone: the map fitted whole, a few pixels clear.
void checkFitted(app::TableView *view)
{
    const QRectF map = view->tableScene()->frame().sceneRect();
    const QSizeF port = view->viewport()->size();
    const double fitted = std::min(port.width() / map.width(), port.height() / map.height());
    QVERIFY2(view->zoom() <= fitted, "the map does not show whole");
    QVERIFY2(view->zoom() * map.width() >= port.width() - 14 ||
                 view->zoom() * map.height() >= port.height() - 14,
             qPrintable(QStringLiteral("fitted %1 x %2 px in a view of %3 x %4")
                            .arg(view->zoom() * map.width())
                            .arg(view->zoom() * map.height())
                            .arg(port.width())
                            .arg(port.height())));
}

// Nothing one counter draws at `lod` meets another hex's counter or its words.
void checkApart(const Opened &opened, double lod)
{
    for (qsizetype a = 0; a < opened.counters.size(); ++a) {
        for (const QRectF &r : drawnInScene(*opened.counters[a], lod)) {
            for (qsizetype c = 0; c < opened.counters.size(); ++c) {
                if (opened.hexes[c] == opened.hexes[a])
                    continue;
                const app::CounterItem &other = *opened.counters[c];
                QVERIFY2(!other.mapToScene(other.shape()).intersects(r),
                         qPrintable(QStringLiteral("%1 over %2").arg(a).arg(c)));
                for (const QRectF &o : drawnInScene(other, lod))
                    QVERIFY2(!o.intersects(r), qPrintable(QStringLiteral("%1, %2").arg(a).arg(c)));
            }
        }
    }
}

} // namespace

// Issue 31, readable from 70 cm: at the first view of the map, fitted on a laptop's screen, each
// counter shows what identifies it (its letter or its arm's symbol, its morale level's marker) in
// type a player reads, and nothing it draws reaches another hex's counter or words.
void TestHexMap::countersCarryTheirIdentityAtTheFittedZoom()
{
    Opened opened = openFitted(mDir->path());
    QVERIFY(opened.window);
    app::TableView *view = opened.window->tableView();
    checkFitted(view);
    const double lod = view->zoom();
    const core::Battle &battle = opened.window->document()->battle();
    QHash<QPair<int, int>, int> top; // the last counter into each hex lies on top
    for (qsizetype i = 0; i < opened.counters.size(); ++i)
        top[opened.hexes[i]] = int(i);
    int i = 0;
    for (const core::Unit &unit : battle.units) {
        for (qsizetype b = 0; b < unit.bases.size(); ++b, ++i) {
            const app::CounterItem *counter = opened.counters[i];
            QVERIFY(counter);
            const app::CounterItem::Drawn d = counter->drawn(lod);
            const QByteArray what = unit.name.toUtf8();
            // The counter is some 16 pixels across: scaled with it, a letter would be 4.
            QVERIFY2(d.counterPixels < 25, what);
            if (top.value(opened.hexes[i]) != i) {
                // Under another counter of its stack: only the top one's words show.
                QVERIFY2(d.bounds().isEmpty(), what);
                continue;
            }
            const QString word = app::CounterItem::wordOf(unit);
            if (!word.isEmpty()) {
                QCOMPARE(d.word, word);
                QVERIFY2(d.wordFont.pixelSize() >= 9, what);
            } else {
                QVERIFY2(counter->look().arm != app::CounterItem::Arm::Other, what);
                QVERIFY2(d.symbolRect.height() >= 8, what);
            }
            if (!counter->look().level.isEmpty()) {
                QCOMPARE(d.marker, counter->look().level.left(1).toUpper());
                QVERIFY2(d.markerFont.pixelSize() >= 9, what);
                QVERIFY2(d.markerRect.width() >= 10, what);
            }
        }
    }
    // The demo's Disordered and Shaken units (N1600 12) show it.
    QCOMPARE(opened.counters[2]->drawn(lod).marker, QStringLiteral("D"));
    QCOMPARE(opened.counters[11]->drawn(lod).marker, QStringLiteral("S"));
    QCOMPARE(opened.counters[12]->drawn(lod).marker, QStringLiteral("S"));

    checkApart(opened, lod);
    guitesting::saveShot(*opened.window, QStringLiteral("nieuport1600-fitted-1366.png"));

    // Three zoom steps in, the hexes have room for the units' names under their letters, each
    // begun as the unit's is.
    view->setZoom(lod * 1.728);
    const double closer = view->zoom();
    i = 0;
    for (const core::Unit &unit : battle.units) {
        for (qsizetype b = 0; b < unit.bases.size(); ++b, ++i) {
            if (top.value(opened.hexes[i]) != i)
                continue;
            // Whole, or elided: its start and its end are the name's.
            const QString name =
                opened.counters[i]->drawn(closer).name.replace(QLatin1Char('\n'), QLatin1Char(' '));
            const QStringList parts = name.split(QChar(0x2026));
            QVERIFY2(parts.first().size() >= 2 && unit.name.startsWith(parts.first()) &&
                         unit.name.endsWith(parts.last()),
                     qPrintable(name));
        }
    }
    checkApart(opened, closer);
}

// Table-side mode (View > Table-Side Mode): the counters' words are drawn larger, never smaller,
// and the map is fitted to the view as it is in the ordinary mode.
void TestHexMap::tableSideDrawsTheCountersLarger()
{
    Opened opened = openFitted(mDir->path());
    QVERIFY(opened.window);
    app::TableView *view = opened.window->tableView();
    QAction *tableSide = opened.window->actions()->tableSide;
    QVERIFY(!tableSide->isChecked());
    QList<app::CounterItem::Drawn> before;
    for (const app::CounterItem *counter : std::as_const(opened.counters))
        before << counter->drawn(view->zoom());
    const double zoomBefore = view->zoom();

    tableSide->trigger();
    QTest::qWait(50); // the window lays out its larger type
    checkFitted(view);
    const double lod = view->zoom();
    qInfo("fitted at %.3f px/mm, %.3f table-side", zoomBefore, lod);
    int larger = 0;
    for (qsizetype i = 0; i < opened.counters.size(); ++i) {
        const app::CounterItem::Drawn d = opened.counters[i]->drawn(lod);
        const QByteArray what = QByteArray::number(i);
        QCOMPARE(d.word, before[i].word);
        QCOMPARE(d.marker, before[i].marker);
        QVERIFY2(d.wordFont.pixelSize() >= before[i].wordFont.pixelSize(), what);
        QVERIFY2(d.markerFont.pixelSize() >= before[i].markerFont.pixelSize(), what);
        // The arm's symbol, where it is what the counter shows; beside a letter it may give its
        // room to a larger letter.
        if (d.word.isEmpty())
            QVERIFY2(d.symbolRect.height() >= before[i].symbolRect.height() * 0.99, what);
        if (!d.word.isEmpty() && d.wordFont.pixelSize() >= 1.3 * before[i].wordFont.pixelSize())
            ++larger;
    }
    // The letters of the counters without a marker at least (some 15 of the 19); those with one
    // share their hex with it.
    QVERIFY2(larger >= 10, qPrintable(QString::number(larger)));
    guitesting::saveShot(*opened.window, QStringLiteral("nieuport1600-table-side-1366.png"));
    tableSide->trigger();
    QVERIFY(!tableSide->isChecked());
}

// The demo's unit names were once "Francis Vere (1404)": a name that kept its start hex read
// wrong once the unit moved. Nothing on screen adds a hex to a name: not the units dock, the
// inspector, the log, the counter's tooltip nor the status bar after a move.
void TestHexMap::unitNamesCarryNoStartHex()
{
    auto window = guitesting::demoWindow(mDir->path(), {1366, 768}, QStringLiteral("nieuport1600"));
    QVERIFY(window);
    const QRegularExpression hexInBrackets(QStringLiteral("\\(\\d{4}\\)"));
    const core::Battle &battle = window->document()->battle();
    for (const core::Unit &unit : battle.units)
        QVERIFY2(!unit.name.contains(hexInBrackets), qPrintable(unit.name));
    app::TableView *view = window->tableView();
    const app::TableScene &scene = *window->tableScene();
    // Francis Vere's first unit, chosen on the map and stepped a hex ahead.
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {},
                      view->mapFromScene(guitesting::sceneOfHex(scene, 14, 4)));
    QCOMPARE(scene.selectedBases().first()->unitId(), QStringLiteral("fvere1"));
    QCOMPARE(scene.selectedBases().first()->toolTip(), QStringLiteral("Francis Vere 1"));
    QTest::keyClick(view, Qt::Key_Right, Qt::ShiftModifier);
    const QString status = window->statusBar()->currentMessage();
    QVERIFY2(!status.contains(hexInBrackets), qPrintable(status));
    QTRY_VERIFY(window->inspectorDock()->enemyRow(QStringLiteral("mutineers")));
    int texts = 0;
    for (const QAbstractItemView *itemView : window->findChildren<QAbstractItemView *>()) {
        const QAbstractItemModel *model = itemView->model();
        if (!model)
            continue;
        std::function<void(const QModelIndex &)> walk = [&](const QModelIndex &parent) {
            for (int row = 0; row < model->rowCount(parent); ++row) {
                for (int column = 0; column < model->columnCount(parent); ++column) {
                    const QModelIndex index = model->index(row, column, parent);
                    const QString text = index.data(Qt::DisplayRole).toString();
                    QVERIFY2(!text.contains(hexInBrackets),
                             qPrintable(itemView->objectName() + QStringLiteral(": ") + text));
                    texts += text.contains(QStringLiteral("Francis Vere")) ? 1 : 0;
                    if (column == 0)
                        walk(index);
                }
            }
        };
        walk(QModelIndex());
    }
    // The units dock's row and the log's record of the move at least.
    QVERIFY2(texts >= 2, qPrintable(QString::number(texts)));
}

QTEST_MAIN(TestHexMap)
#include "tst_hexmap.moc"
