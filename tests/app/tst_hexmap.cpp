// The Nieuport 1600 hex map in the app (issue 17), on real widgets on the offscreen platform:
// the map is drawn with its hexes, terrain and printed labels, every unit stands in its hex as a
// counter turned to its vertex, and a click on a counter selects its unit.
#include "app/gui/actions.h"
#include "app/gui/baseitem.h"
#include "app/gui/battledocument.h"
#include "app/gui/hexmap/counteritem.h"
#include "app/gui/inspectordock.h"
#include "app/gui/mainwindow.h"
#include "app/gui/tablescene.h"
#include "app/gui/tableview.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "geometry/hexlayout.h"
#include "guitesting.h"

#include <QApplication>
#include <QImage>
#include <QMouseEvent>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace adjutant;

namespace {

// The scene point of a hex's centre by its printed label ("1404").
QPointF sceneOf(const app::TableScene &scene, int column, int row)
{
    return scene.frame().toScene(scene.frame().hexLayout()->centre({column - 1, row - 1}));
}

void saveShot(QWidget &window, const QString &name)
{
    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty())
        QVERIFY(window.grab().save(QString::fromLocal8Bit(shots) + QLatin1Char('/') + name));
}

} // namespace

class TestHexMap : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void drawsTheMapAndItsCounters();
    void shiftDragPlacesAUnitAnywhere();

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

    // A click on Francis Vere's counter in 1404 selects his unit.
    app::TableView *view = window.tableView();
    const QPoint at = view->mapFromScene(sceneOf(scene, 14, 4));
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    const QList<app::BaseItem *> selected = scene.selectedBases();
    QCOMPARE(selected.size(), 1);
    QCOMPARE(selected.first()->unitId(), QStringLiteral("fvere1"));
    // The inspector measures from it: every Spanish unit with its facts (N1600 1.2, 7, 10).
    app::InspectorDock *inspector = window.inspectorDock();
    QTRY_VERIFY(inspector->enemyRow(QStringLiteral("mutineers")));
    QVERIFY(inspector->factRow(QStringLiteral("mutineers"), QStringLiteral("lineOfSight")));
    saveShot(window, QStringLiteral("nieuport1600-map-1366.png"));
    view->setZoom(view->zoom() * 2.5);
    view->centerOn(sceneOf(scene, 15, 5));
    saveShot(window, QStringLiteral("nieuport1600-map-zoomed-1366.png"));
}

// Shift-dragging a counter places its unit in the hex where it is dropped whatever the rules
// say (set-up, a retreat the players make by hand): one event, undone in one step.
void TestHexMap::shiftDragPlacesAUnitAnywhere()
{
    auto window = guitesting::demoWindow(mDir->path(), {1366, 768}, QStringLiteral("nieuport1600"));
    QVERIFY(window);
    app::TableView *view = window->tableView();
    const app::TableScene &scene = *window->tableScene();
    QWidget *port = view->viewport();
    const QPoint from = view->mapFromScene(sceneOf(scene, 12, 5));
    const QPoint to = view->mapFromScene(sceneOf(scene, 8, 8));
    const int events = window->document()->session().events().size();
    QTest::mousePress(port, Qt::LeftButton, Qt::ShiftModifier, from);
    for (int i = 1; i <= 6; ++i) {
        const QPoint at = from + (to - from) * i / 6;
        QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton,
                         Qt::LeftButton, Qt::ShiftModifier);
        QApplication::sendEvent(port, &move);
    }
    // On screen, before the release: the counter is in 0808, the model unchanged.
    app::BaseItem *counter = scene.baseItem(QStringLiteral("hvere1"), QStringLiteral("hvere11"));
    QVERIFY(QLineF(counter->pos(), sceneOf(scene, 8, 8)).length() < 0.01);
    const core::Base &base = window->document()->battle().units[0].bases[0];
    QCOMPARE(base.hex, (core::HexCell{11, 4}));
    QTest::mouseRelease(port, Qt::LeftButton, Qt::ShiftModifier, to);
    QCOMPARE(window->document()->battle().units[0].bases[0].hex, (core::HexCell{7, 7}));
    QCOMPARE(window->document()->session().events().size(), events + 1);
    window->actions()->undo->trigger();
    QCOMPARE(window->document()->battle().units[0].bases[0].hex, (core::HexCell{11, 4}));
    QVERIFY(QLineF(counter->pos(), sceneOf(scene, 12, 5)).length() < 0.01);
}

QTEST_MAIN(TestHexMap)
#include "tst_hexmap.moc"
