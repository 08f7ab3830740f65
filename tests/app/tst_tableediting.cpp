// SPDX-License-Identifier: GPL-3.0-or-later
// Editing the table as a player does (issue 15), on real widgets on the offscreen platform: the
// turn handle is an arrow, a turn is logged by its angle, the ruler also measures click, move,
// click, a new battle group lands clear of the others, and terrain is added from the tool bar and
// the menu as one of the rule set's terrain types, logged by the players' name for it.
#include "app/gui/actions.h"
#include "app/gui/dialogs/newunitdialog.h"
#include "app/gui/docks/unitsdock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/rotatehandle.h"
#include "app/gui/table/rulertool.h"
#include "app/gui/table/tableframe.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "app/gui/table/terraindialog.h"
#include "app/gui/table/terrainitem.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "geometry/contact.h"
#include "guitesting.h"
#include "tableviewtest.h"

#include <QComboBox>
#include <QImage>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPainter>
#include <QPushButton>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyleOptionGraphicsItem>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolBar>
#include <QTreeWidget>

#include <cmath>
#include <functional>

using namespace adjutant;
using namespace tableviewtesting;

namespace {

// Runs `drive` on the modal dialog of type T that the next call opens, once it is shown.
template<class T>
void whenShown(QObject *context, std::function<void(T *)> drive)
{
    QTimer::singleShot(0, context, [drive] {
        auto *dialog = qobject_cast<T *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        drive(dialog);
    });
}
} // namespace

// Each test on the demo opened afresh, as the table view's tests (tableviewtest.h).
class TestTableEditing : public TableViewTest
{
    Q_OBJECT

private slots:
    void theTurnHandleIsAnArrow();
    void aTurnIsLoggedByItsAngle();
    void theKeysTurnAUnitChosenInTheUnitsDock();
    void theRulerMeasuresClickMoveClick();
    void aNewBattleGroupOverlapsNothing();
    void terrainFromTheToolBarAndMenuAsTheRuleSetsTypes();
    void terrainOfARuleSetWithAListTakesOnlyItsTypes();
};

// The knob was a ring round an open arc, read as a copyright sign: it is now an open arc with a
// head, no ring. Drawn as at 1:1, on every circle round the knob's middle a stretch of 60 degrees
// or more has no ink, and across the arc's end the head is wider than the arc.
void TestTableEditing::theTurnHandleIsAnArrow()
{
    app::RotateHandle handle;
    handle.place(QPointF(0, 0), QPointF(0, 200), 1.0);
    QImage image(48, 48, QImage::Format_ARGB32_Premultiplied);
    image.fill(Qt::white);
    {
        QPainter painter(&image);
        painter.translate(24, 24);
        QStyleOptionGraphicsItem option;
        handle.paint(&painter, &option, nullptr);
    }
    const auto inked = [&](double radius, double degrees) {
        const double a = degrees * M_PI / 180;
        const QColor c = image.pixelColor(int(std::lround(24 + radius * std::cos(a))),
                                          int(std::lround(24 - radius * std::sin(a))));
        return c.lightness() < 110;
    };
    for (double radius = 3; radius <= 10; radius += 0.5) {
        int longestGap = 0;
        int gap = 0;
        for (int step = 0; step < 720; ++step) { // twice round, for a gap across 0 degrees
            gap = inked(radius, step % 360) ? 0 : gap + 1;
            longestGap = std::max(longestGap, std::min(gap, 360));
        }
        QVERIFY2(longestGap >= 60, qPrintable(QStringLiteral("a closed ring at %1 px").arg(radius)));
    }
    const double end = app::RotateHandle::arcFrom + app::RotateHandle::arcSpan;
    int across = 0;
    for (double radius = 1; radius <= 12; radius += 0.5)
        across += inked(radius, end) ? 1 : 0;
    QVERIFY2(across >= 8, qPrintable(QString::number(across))); // 4 px and more: the head
}

// [ and ] turn the selection and the log says by how much and which way (facings turn clockwise:
// ] to the right), not only that bases moved.
void TestTableEditing::aTurnIsLoggedByItsAngle()
{
    app::BattleDocument *document = mWindow->document();
    QTest::mouseClick(mView->viewport(), Qt::LeftButton, {},
                      pointOf(QStringLiteral("tercio"), QStringLiteral("f2r2")));
    QCOMPARE(mScene->selectedBases().size(), 14);
    QTest::keyClick(mView, Qt::Key_BracketLeft);
    QCOMPARE(document->session().undoText(), QStringLiteral("\"Tercio\" turned 5° left"));
    QTest::keyClick(mView, Qt::Key_BracketRight, Qt::ShiftModifier);
    QCOMPARE(document->session().undoText(), QStringLiteral("\"Tercio\" turned 1° right"));
    QTest::keyClick(mView, Qt::Key_Left);
    QCOMPARE(document->session().undoText(), QStringLiteral("Moved 14 bases of \"Tercio\""));
}

// [ and ] turn a unit chosen in the units dock as they turn one chosen on the table (issue 31):
// the dock's list has the keyboard then, and the keys, typed into the window, reached only it.
void TestTableEditing::theKeysTurnAUnitChosenInTheUnitsDock()
{
    mWindow->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(mWindow.get()));
    QTreeWidget *tree = mWindow->unitsDock()->tree();
    guitesting::clickCell(tree, mWindow->unitsDock()->unitItem(QStringLiteral("tercio")),
                          app::UnitsDock::Name);
    QCOMPARE(mScene->selectedBases().size(), 14);
    QCOMPARE(QApplication::focusWidget(), tree);
    const int events = mWindow->document()->session().events().size();
    QTest::keyClick(mWindow->windowHandle(), Qt::Key_BracketLeft);
    QCOMPARE(mWindow->document()->session().undoText(),
             QStringLiteral("\"Tercio\" turned 5° left"));
    QTest::keyClick(mWindow->windowHandle(), Qt::Key_BracketRight, Qt::ShiftModifier);
    QCOMPARE(mWindow->document()->session().undoText(),
             QStringLiteral("\"Tercio\" turned 1° right"));
    QCOMPARE(mWindow->document()->session().events().size(), events + 2);
    // The list keeps the keyboard and its own keys: ↓ goes to the next row.
    QCOMPARE(QApplication::focusWidget(), tree);
    QTest::keyClick(mWindow->windowHandle(), Qt::Key_Down);
    QVERIFY(mWindow->unitsDock()->currentUnit() != QLatin1String("tercio"));
    QCOMPARE(mWindow->document()->session().events().size(), events + 2);
}

// Click a point, move the pointer (no button held) and click another: the ruler measures between
// them as a drag does, following the pointer between the clicks.
void TestTableEditing::theRulerMeasuresClickMoveClick()
{
    mWindow->actions()->ruler->trigger();
    QWidget *port = mView->viewport();
    QTest::mouseClick(port, Qt::LeftButton, {}, pointAt(35.0, 21.6));
    QVERIFY(mScene->ruler()->following());
    for (const QPoint at : {pointAt(35.2, 23), pointAt(35.4, 24.5), pointAt(35.6, 25.4)}) {
        QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton, Qt::NoButton,
                         {});
        QApplication::sendEvent(port, &move);
    }
    // Between the clicks the far end is where the pointer is.
    QVERIFY(mScene->ruler()->line());
    QCOMPARE(mScene->ruler()->text(), QStringLiteral("3.00 MU"));
    QTest::mouseClick(port, Qt::LeftButton, {}, pointAt(35.6, 25.4));
    QVERIFY(!mScene->ruler()->following());
    QVERIFY(!mScene->ruler()->active());
    QCOMPARE(mScene->ruler()->text(), QStringLiteral("3.00 MU"));
    QCOMPARE(mWindow->document()->session().events().size(), 1); // nothing moved
    // Moving on after the second click changes nothing.
    const QPoint away = pointAt(20, 10);
    QMouseEvent move(QEvent::MouseMove, away, port->mapToGlobal(away), Qt::NoButton, Qt::NoButton,
                     {});
    QApplication::sendEvent(port, &move);
    QCOMPARE(mScene->ruler()->text(), QStringLiteral("3.00 MU"));
}

// With the tercio in the middle of the view, a new battle group goes beside it, clear of every
// base, on the table and near the middle, not on top of it.
void TestTableEditing::aNewBattleGroupOverlapsNothing()
{
    app::BattleDocument *document = mWindow->document();
    mView->centerOn(mScene->frame().toScene({35.2 * mu, 20.4 * mu})); // the tercio's middle
    whenShown<app::NewUnitDialog>(this, [](app::NewUnitDialog *dialog) {
        dialog->filesBox()->setValue(4);
        dialog->ranksBox()->setValue(3);
        dialog->accept();
    });
    mWindow->actions()->newUnit->trigger();
    const core::Battle &battle = document->battle();
    const core::Unit &added = battle.units.last();
    QCOMPARE(added.bases.size(), 12);
    const app::TableFrame &frame = mScene->frame();
    geometry::Point middle;
    for (const core::Base &ours : added.bases) {
        const geometry::OrientedRect rect = frame.rect(ours);
        QVERIFY(geometry::withinTable(rect, frame.widthMm(), frame.depthMm()));
        middle = middle + rect.centre * (1.0 / 12);
        for (const core::Unit &unit : battle.units) {
            if (unit.id == added.id)
                continue;
            for (const core::Base &theirs : unit.bases)
                QVERIFY2(geometry::distance(rect, frame.rect(theirs)) > 0.5 * mu,
                         qPrintable(unit.id + QLatin1Char('/') + theirs.id));
        }
    }
    QVERIFY2(geometry::length(middle - geometry::Point{35.2 * mu, 20.4 * mu}) < 16 * mu,
             qPrintable(QStringLiteral("%1, %2").arg(middle.x / mu).arg(middle.y / mu)));
}

// Table > New Terrain and its tool bar button: the rules text lacks FoGR's list (Appendix 2),
// so the types it names elsewhere are offered with those this battle has already, marked as not
// the rules text's; no other name is taken. The log names the piece
// by its type and place ("Forest (1)"), not its id.
void TestTableEditing::terrainFromTheToolBarAndMenuAsTheRuleSetsTypes()
{
    QAction *action = mWindow->actions()->newTerrain;
    QVERIFY(action->isEnabled());
    bool inMenu = false;
    for (const QMenu *menu : mWindow->menuBar()->findChildren<QMenu *>())
        inMenu = inMenu || menu->actions().contains(action);
    QVERIFY(inMenu);
    bool inToolBar = false;
    for (const QToolBar *bar : mWindow->findChildren<QToolBar *>())
        inToolBar = inToolBar || bar->actions().contains(action);
    QVERIFY(inToolBar);

    app::BattleDocument *document = mWindow->document();
    QStringList offered;
    whenShown<app::TerrainDialog>(this, [&offered](app::TerrainDialog *dialog) {
        for (int i = 0; i < dialog->typeBox()->count(); ++i) {
            if (!dialog->typeBox()->itemText(i).isEmpty())
                offered << dialog->typeBox()->itemText(i);
        }
        dialog->setType(QStringLiteral("Forest"));
        QVERIFY(!dialog->ownName());
        QVERIFY(dialog->note()->text().contains(QStringLiteral("Battle Group Disorder")));
        // A mnemonic shows as an underline only on a label with a buddy; elsewhere as an "&".
        for (const QLabel *label : dialog->findChildren<QLabel *>())
            QVERIFY2(!label->text().contains(QLatin1Char('&')) || label->buddy(),
                     qPrintable(label->text()));
        // Saved as new-terrain-dialog.png in the folder ADJUTANT_SCREENSHOTS names, if any.
        const QString folder = qEnvironmentVariable("ADJUTANT_SCREENSHOTS");
        if (!folder.isEmpty())
            QVERIFY(dialog->grab().save(folder + QStringLiteral("/new-terrain-dialog.png")));
        dialog->accept();
    });
    action->trigger();
    QCOMPARE(offered, QStringList({"Enclosed field", "Forest", "Hill", "Marsh", "River", "Road",
                                   "Steep hill", "Village", "Woods", "Gentle hill"}));
    const core::Terrain forest = document->battle().terrain.last();
    QCOMPARE(forest.type, QStringLiteral("Forest"));
    QCOMPARE(document->session().undoText(), QStringLiteral("Forest (1) added"));
    // Placed clear of the bases.
    const app::TerrainItem *item = mScene->terrainItem(forest.id);
    QVERIFY(item);
    for (const core::Unit &unit : document->battle().units) {
        for (const core::Base &base : unit.bases) {
            const geometry::OrientedRect rect = mScene->frame().rect(base);
            QVERIFY(!item->mapToScene(item->outline())
                         .boundingRect()
                         .intersects(QRectF(mScene->frame().toScene(rect.centre) -
                                                QPointF(rect.width / 2, rect.depth / 2),
                                            QSizeF(rect.width, rect.depth))));
        }
    }
    QVERIFY(item->toolTip().contains(QStringLiteral("Battle Group Disorder")));

    // Nothing typed, nothing else taken: "Lava" is not a type. A type the battle has already
    // (the demo's "Woods") is taken, marked as not the rules text's, and the gap said with where
    // to supply the book's list.
    whenShown<app::TerrainDialog>(this, [](app::TerrainDialog *dialog) {
        QVERIFY(!dialog->typeBox()->isEditable());
        dialog->setType(QStringLiteral("Lava"));
        QVERIFY(dialog->type() != QLatin1String("Lava"));
        dialog->setType(QStringLiteral("Woods"));
        QVERIFY(dialog->ownName());
        QVERIFY(dialog->okButton()->isEnabled());
        QVERIFY(dialog->note()->text().contains(QStringLiteral("from this battle")));
        QVERIFY(dialog->note()->text().contains(QStringLiteral("Appendix 2")));
        QVERIFY(dialog->note()->text().contains(QStringLiteral("overrides")));
        dialog->accept();
    });
    action->trigger();
    const core::Terrain woods = document->battle().terrain.last();
    QCOMPARE(woods.type, QStringLiteral("Woods"));
    QCOMPARE(document->session().undoText(), QStringLiteral("Woods (2) added"));
    QVERIFY(mScene->terrainItem(woods.id)->toolTip().contains(QStringLiteral("not one the rules text gives")));
    // The demo's wood, logged by its type and place among the woods.
    mScene->retypeTerrain(QStringLiteral("wood1"), QStringLiteral("Forest"));
    QCOMPARE(document->session().undoText(), QStringLiteral("Woods (1) is now Forest"));
}

// Old Dessauer's text lists its terrain (OD 19): only those types are taken; "Lava" cannot be
// typed, and the list is offered as the book gives it.
void TestTableEditing::terrainOfARuleSetWithAListTakesOnlyItsTypes()
{
    const QString path = mDir.filePath(QStringLiteral("od.adjutant"));
    core::BattleFile::create(path, core::BattleFile::readScenario(QStringLiteral(
                                       ":/rulesets/olddessauer/example.json")))
        .reset();
    QVERIFY2(mWindow->openFile(path), qPrintable(mWindow->lastError()));
    QStringList offered;
    whenShown<app::TerrainDialog>(this, [&offered](app::TerrainDialog *dialog) {
        QVERIFY(!dialog->typeBox()->isEditable());
        for (int i = 0; i < dialog->typeBox()->count(); ++i)
            offered << dialog->typeBox()->itemText(i);
        dialog->setType(QStringLiteral("Lava"));
        QVERIFY(offered.contains(dialog->type()));
        dialog->setType(QStringLiteral("Dense woods"));
        QVERIFY(dialog->note()->text().contains(QStringLiteral("OD 19")));
        dialog->accept();
    });
    mWindow->actions()->newTerrain->trigger();
    QVERIFY(offered.contains(QStringLiteral("Dense woods")));
    QVERIFY(!offered.contains(QStringLiteral("Lava")));
    QCOMPARE(mWindow->document()->battle().terrain.last().type, QStringLiteral("Dense woods"));
}

QTEST_MAIN(TestTableEditing)
#include "tst_tableediting.moc"
