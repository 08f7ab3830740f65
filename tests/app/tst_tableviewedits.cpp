// SPDX-License-Identifier: GPL-3.0-or-later
// The table on real widgets (offscreen platform), edited with QTest mouse and key events: a new
// battle group placed in formation in one step, a missing base depth asked for, terrain moved,
// added, retyped and reshaped by its corners.
#include "app/gui/actions.h"
#include "app/gui/dialogs/newunitdialog.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "app/gui/table/terrainitem.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "geometry/contact.h"
#include "tableviewtest.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QScreen>
#include <QSpinBox>
#include <QStatusBar>
#include <QTest>
#include <QTimer>

#include <cmath>

using namespace adjutant;
using namespace tableviewtesting;

class TestTableViewEdits : public TableViewTest
{
    Q_OBJECT

private slots:
    void newBattleGroupInFormationInOneStep();
    void missingBaseDepthIsAskedFor();
    void terrainIsMovedAddedAndRetyped();
    void terrainIsReshapedByItsCorners();
};

void TestTableViewEdits::newBattleGroupInFormationInOneStep()
{
    app::BattleDocument *document = mWindow->document();
    const core::Battle original = document->battle();
    QTimer::singleShot(0, this, [] {
        auto *dialog = qobject_cast<app::NewUnitDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        dialog->sideBox()->setCurrentIndex(1);
        dialog->nameEdit()->setText(QStringLiteral("Maurice's foot"));
        dialog->troopTypeBox()->setCurrentText(QStringLiteral("Heavy Foot"));
        dialog->filesBox()->setValue(4);
        dialog->ranksBox()->setValue(3);
        dialog->accept();
    });
    mWindow->actions()->newUnit->trigger();

    QCOMPARE(document->session().events().size(), 2);
    QCOMPARE(document->session().events().last().type, QStringLiteral("unit.added"));
    const core::Battle &battle = document->battle();
    QCOMPARE(battle.units.size(), original.units.size() + 1);
    const core::Unit &unit = battle.units.last();
    QCOMPARE(unit.id, QStringLiteral("mauricesfoot"));
    QCOMPARE(unit.side, QStringLiteral("dutch"));
    QCOMPARE(unit.troopType, QStringLiteral("Heavy Foot"));
    QCOMPARE(unit.originalStrength, 12);
    QCOMPARE(unit.state.cohesion, QStringLiteral("Steady"));
    QCOMPARE(unit.bases.size(), 12);
    // FoGR, Appendix 1, Base Sizes: 15mm heavy foot bases are 40 mm wide, 20 mm deep. The
    // second side faces down the table; files side by side, ranks behind, all touching.
    for (const core::Base &b : unit.bases) {
        QCOMPARE(b.width.millimetres(), 40.0);
        QCOMPARE(b.depth.millimetres(), 20.0);
        QCOMPARE(b.facing, 180.0);
    }
    const app::TableFrame &frame = mScene->frame();
    const geometry::Contact side =
        geometry::classifyContact(frame.rect(unit.bases[0]), frame.rect(unit.bases[3]));
    QVERIFY(side.kind() == geometry::Contact::Kind::EdgeToEdge);
    const geometry::Contact behind =
        geometry::classifyContact(frame.rect(unit.bases[0]), frame.rect(unit.bases[1]));
    QVERIFY(behind.edges(geometry::Edge::Rear, geometry::Edge::Front));
    // Placed in the middle of the view, selected, drawn.
    QCOMPARE(mScene->selectedBases().size(), 12);
    QVERIFY(mScene->baseItem(unit.id, QStringLiteral("f4r3")));
    mWindow->actions()->undo->trigger();
    QCOMPARE(document->battle(), original);
    QVERIFY(!mScene->baseItem(QStringLiteral("mauricesfoot"), QStringLiteral("f4r3")));
}

void TestTableViewEdits::missingBaseDepthIsAskedFor()
{
    app::NewUnitDialog dialog(mWindow->document()->battle());
    dialog.troopTypeBox()->setCurrentText(QStringLiteral("Horse"));
    // The transcription has no depth for horse: the player is asked, nothing is guessed.
    QCOMPARE(dialog.depthBox()->value(), 0.0);
    QVERIFY(dialog.note()->text().contains(QStringLiteral("no row for horse")));
    dialog.troopTypeBox()->setCurrentText(QStringLiteral("Cavalry"));
    QCOMPARE(dialog.depthBox()->value(), 30.0);
}

void TestTableViewEdits::terrainIsMovedAddedAndRetyped()
{
    app::BattleDocument *document = mWindow->document();
    const core::Battle original = document->battle();
    mView->fitTable();
    // The wood dragged 4 MU to the right: one terrain.changed, the polygon shifted.
    const QPoint from = pointAt(15, 33);
    const QPoint to = pointAt(19, 33);
    drag(from, to);
    const double expected =
        mView->mapToScene(to).x() - mView->mapToScene(from).x(); // 4 MU, to the pixel
    QCOMPARE(document->session().events().last().type, QStringLiteral("terrain.changed"));
    const core::Terrain &wood =
        document->battle().terrain[document->battle().terrainIndex(QStringLiteral("wood1"))];
    QCOMPARE(wood.polygon.size(), 4);
    const double shift = wood.polygon[0].x.millimetres() - 10 * mu;
    QVERIFY2(std::abs(shift - expected) < 0.01 && std::abs(shift - 4 * mu) < 3,
             qPrintable(QString::number(shift)));
    QCOMPARE(wood.polygon[2].x.millimetres() - 20 * mu, shift);
    QCOMPARE(mScene->terrainItem(QStringLiteral("wood1"))->pos(), QPointF(0, 0));
    mWindow->actions()->undo->trigger();
    QCOMPARE(document->battle(), original);

    mScene->addTerrain(QStringLiteral("Marsh"), app::TableScene::TerrainShape::Ellipse,
                       {20 * mu, 10 * mu}, 8 * mu, 4 * mu);
    // A copy: each recorded change replaces the battle, and a reference into it with it.
    const core::Terrain marsh = document->battle().terrain.last();
    QCOMPARE(marsh.type, QStringLiteral("Marsh"));
    QCOMPARE(marsh.polygon.size(), 24);
    QVERIFY(mScene->terrainItem(marsh.id));
    mScene->retypeTerrain(marsh.id, QStringLiteral("Steep hill"));
    QCOMPARE(document->battle().terrain.last().type, QStringLiteral("Steep hill"));
    QCOMPARE(mScene->terrainItem(marsh.id)->terrainType(), QStringLiteral("Steep hill"));
    mScene->addTerrain(QStringLiteral("Village"), app::TableScene::TerrainShape::Rectangle,
                       {60 * mu, 40 * mu}, 6 * mu, 4 * mu);
    QCOMPARE(document->battle().terrain.last().polygon.size(), 4);
    mView->fitTable();
    screenshot(QStringLiteral("table-terrain.png"));
}

void TestTableViewEdits::terrainIsReshapedByItsCorners()
{
    app::BattleDocument *document = mWindow->document();
    const core::Battle original = document->battle();
    const QString id = QStringLiteral("wood1");
    auto wood = [&] { return document->battle().terrain[document->battle().terrainIndex(id)]; };
    mView->fitTable();
    QWidget *port = mView->viewport();
    // Not selected: no handles, so pressing on a corner moves the whole piece as before.
    QCOMPARE(mScene->terrainItem(id)->cornerAt(mScene->frame().toScene({18 * mu, 29 * mu})), -1);
    QTest::mouseClick(port, Qt::LeftButton, {}, pointAt(15, 33));
    QVERIFY(mScene->terrainItem(id)->isSelected());
    QCOMPARE(mScene->terrainItem(id)->cornerAt(mScene->frame().toScene({18 * mu, 29 * mu})), 1);

    // The corner at (18, 29) dragged out to (22, 26): one terrain.changed, only that corner moved.
    const qsizetype events = document->session().events().size();
    const QPoint to = pointAt(22, 26);
    drag(pointAt(18, 29), to);
    QCOMPARE(document->session().events().size(), events + 1);
    QCOMPARE(document->session().events().last().type, QStringLiteral("terrain.changed"));
    const geometry::Point dropped = mScene->frame().toTable(mView->mapToScene(to));
    QCOMPARE(wood().polygon.size(), 4);
    QVERIFY(std::abs(wood().polygon[1].x.millimetres() - dropped.x) < 0.01);
    QVERIFY(std::abs(wood().polygon[1].y.millimetres() - dropped.y) < 0.01);
    QVERIFY(std::abs(wood().polygon[1].x.millimetres() - 22 * mu) < 3);
    QCOMPARE(wood().polygon[0], original.terrain[original.terrainIndex(id)].polygon[0]);
    QCOMPARE(wood().polygon[2], original.terrain[original.terrainIndex(id)].polygon[2]);
    mWindow->actions()->undo->trigger();
    QCOMPARE(document->battle(), original);

    // Dragged across the opposite edge the outline would cross itself: shown red while dragging,
    // refused on release with a message, and nothing recorded.
    const qsizetype afterUndo = document->session().events().size();
    QTest::mousePress(port, Qt::LeftButton, {}, pointAt(18, 29));
    for (const QPoint at : {pointAt(16, 34), pointAt(14, 42)}) {
        QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton, Qt::LeftButton, {});
        QApplication::sendEvent(port, &move);
    }
    QVERIFY(mScene->terrainItem(id)->crossesItself());
    QTest::mouseRelease(port, Qt::LeftButton, {}, pointAt(14, 42));
    QCOMPARE(document->session().events().size(), afterUndo);
    QCOMPARE(document->battle(), original);
    QVERIFY(!mScene->terrainItem(id)->crossesItself());
    QCOMPARE(mScene->terrainItem(id)->outline()[1], mScene->frame().toScene({18 * mu, 29 * mu}));
    QVERIFY(mWindow->statusBar()->currentMessage().contains(QStringLiteral("cross itself")));

    // A double-click on an edge adds a corner there; a corner can be taken away again, but a
    // piece keeps three.
    QTest::mouseDClick(port, Qt::LeftButton, {}, pointAt(19, 32.5));
    QCOMPARE(wood().polygon.size(), 5);
    QVERIFY(std::abs(wood().polygon[2].x.millimetres() - 19 * mu) < 3);
    mScene->removeTerrainCorner(id, 2);
    QCOMPARE(wood().polygon, original.terrain[original.terrainIndex(id)].polygon);
    mScene->removeTerrainCorner(id, 0);
    QCOMPARE(wood().polygon.size(), 3);
    mScene->removeTerrainCorner(id, 0);
    QCOMPARE(wood().polygon.size(), 3);
    QVERIFY(mWindow->statusBar()->currentMessage().contains(QStringLiteral("three corners")));
    screenshot(QStringLiteral("table-terrain-corners.png"));
}

QTEST_MAIN(TestTableViewEdits)
#include "tst_tableviewedits.moc"
