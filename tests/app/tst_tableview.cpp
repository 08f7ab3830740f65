// SPDX-License-Identifier: GPL-3.0-or-later
// The table on real widgets (offscreen platform), driven by QTest mouse and key events: the demo
// drawn to scale, a battle group dragged as one undo step, turned by key and by handle, snapped
// into contact, overlaps shown while dragging, and the ruler (battle groups and terrain added and
// edited: tst_tableviewedits).
#include "app/gui/actions.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/marginruler.h"
#include "app/gui/table/rotatehandle.h"
#include "app/gui/table/rulertool.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "app/gui/table/terrainitem.h"
#include "app/gui/table/unitlabelitem.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "geometry/contact.h"
#include "tableviewtest.h"

#include <QAction>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QInputDialog>
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

class TestTableView : public TableViewTest
{
    Q_OBJECT

private slots:
    void showsTheDemoToScale();
    void statusBarShowsThePointerInTableUnits();
    void rulersRepaintedAsThePointerMovesLookAsRepaintedWhole();
    void wheelZoomsAndFitShowsTheTable();
    void dragMovesTheGroupAsOneUndoStep();
    void altDragMovesOneBase();
    void keysMoveAndTurnTheGroup();
    void handleTurnsTheGroup();
    void overlapIsShownWhileDragging();
    void dropNearAnEnemySnapsIntoFrontContact();
    void shiftPlacesFreely();
    void contactToleranceIsTheBattlesAndUndoable();
    void rulerMeasuresTheShortestDistance();
    void aFittedTableIsLaidOutOncePerResize();
};

void TestTableView::showsTheDemoToScale()
{
    mView->fitTable();
    QCOMPARE(mWindow->centralWidget()->findChild<app::TableView *>(), mView);
    int bases = 0;
    for (QGraphicsItem *item : mScene->items()) {
        if (item->type() == app::BaseItem::Type)
            ++bases;
    }
    QCOMPARE(bases, 26);
    // To scale: a 1.6 x 0.8 MU base is 40 x 20 mm on a 72 x 48 MU (1800 x 1200 mm) table.
    QCOMPARE(mScene->frame().sceneRect(), QRectF(0, 0, 1800, 1200));
    app::BaseItem *f1r1 = mScene->baseItem(QStringLiteral("tercio"), QStringLiteral("f1r1"));
    QVERIFY(f1r1);
    QCOMPARE(f1r1->shape().boundingRect(), QRectF(-20, -10, 40, 20));
    // Side A's edge at the bottom: table y 21.6 MU is 1200 - 540 = 660 mm down the scene.
    QCOMPARE(f1r1->pos(), QPointF(33.6 * mu, 1200 - 21.6 * mu));
    QCOMPARE(mScene->baseItem(QStringLiteral("dutch2"), QStringLiteral("f1r1"))->rotation(), 270.0);
    QVERIFY(mScene->terrainItem(QStringLiteral("wood1")));
    QCOMPARE(mScene->terrainItem(QStringLiteral("hill1"))->terrainType(),
             QStringLiteral("Gentle hill"));
    QVERIFY(mScene->unitLabel(QStringLiteral("tercio")));
    // The whole table is in view.
    const QRectF shown = mView->mapToScene(mView->viewport()->rect()).boundingRect();
    QVERIFY(shown.contains(mScene->frame().sceneRect()));
    screenshot(QStringLiteral("table-demo.png"));
}

void TestTableView::statusBarShowsThePointerInTableUnits()
{
    QTest::mouseMove(mView->viewport(), pointAt(30, 20));
    QCOMPARE(mView->cursorText(), QStringLiteral("x 30.00 MU, y 20.00 MU"));
}

void TestTableView::rulersRepaintedAsThePointerMovesLookAsRepaintedWhole()
{
    // A pointer move repaints only the strips of the rulers where its mark was and is: what is
    // on screen after many moves is what a repaint of the whole ruler draws.
    const QList<app::MarginRuler *> rulers = mView->findChildren<app::MarginRuler *>();
    QCOMPARE(rulers.size(), 2);
    for (int i = 0; i <= 40; ++i) {
        QTest::mouseMove(mView->viewport(), pointAt(20 + i * 0.37, 14 + i * 0.29));
        QCoreApplication::processEvents();
    }
    const QImage screen = mWindow->screen()->grabWindow(mWindow->winId()).toImage();
    QVERIFY(!screen.isNull());
    for (app::MarginRuler *ruler : rulers) {
        const QImage whole = ruler->grab().toImage().convertToFormat(QImage::Format_RGB32);
        const QRect at(ruler->mapTo(mWindow.get(), QPoint(0, 0)), ruler->size());
        const QImage shown = screen.copy(at).convertToFormat(QImage::Format_RGB32);
        QCOMPARE(shown.size(), whole.size());
        QVERIFY(shown == whole);
    }
}

void TestTableView::wheelZoomsAndFitShowsTheTable()
{
    const double before = mView->zoom();
    QWheelEvent wheel(QPointF(pointAt(36, 23)),
                      mView->viewport()->mapToGlobal(QPointF(pointAt(36, 23))), QPoint(),
                      QPoint(0, 120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(mView->viewport(), &wheel);
    QVERIFY(mView->zoom() > before * 1.1);
    mWindow->actions()->fitTable->trigger();
    QVERIFY(mView->mapToScene(mView->viewport()->rect())
                .boundingRect()
                .contains(mScene->frame().sceneRect()));
    mScene->selectUnit(QStringLiteral("dutch2"));
    mWindow->actions()->fitSelection->trigger();
    QVERIFY(mView->zoom() > 1.5);
    QVERIFY(mView->mapToScene(mView->viewport()->rect())
                .boundingRect()
                .contains(mScene->selectionBounds()));
}

void TestTableView::dragMovesTheGroupAsOneUndoStep()
{
    app::BattleDocument *document = mWindow->document();
    const core::Battle original = document->battle();
    const qsizetype events = document->session().events().size();
    // The flank unit, 2 MU towards side A: nothing near it there.
    const QPoint from = pointOf(QStringLiteral("dutch2"), QStringLiteral("f2r1"));
    drag(from, from + (pointAt(0, 8) - pointAt(0, 10)));

    QCOMPARE(document->session().events().size(), events + 1);
    QCOMPARE(document->session().events().last().type, QStringLiteral("bases.moved"));
    QCOMPARE(document->session().events().last().description,
             QStringLiteral("Moved 6 bases of \"Dutch foot (flank)\""));
    const core::Unit &moved =
        document->battle().units[document->battle().unitIndex(QStringLiteral("dutch2"))];
    const core::Unit &was = original.units[original.unitIndex(QStringLiteral("dutch2"))];
    for (qsizetype i = 0; i < moved.bases.size(); ++i) {
        QCOMPARE(moved.bases[i].x, was.bases[i].x);
        QVERIFY(std::abs(moved.bases[i].y.millimetres() - (was.bases[i].y.millimetres() - 2 * mu)) <
                1.0);
        QCOMPARE(moved.bases[i].facing, was.bases[i].facing);
    }
    // The other units stayed.
    QCOMPARE(document->battle().units[0], original.units[0]);
    // The items follow the model.
    QCOMPARE(mScene->baseItem(QStringLiteral("dutch2"), QStringLiteral("f2r1"))->pose().centre.y,
             base(QStringLiteral("dutch2"), QStringLiteral("f2r1")).y.millimetres());

    mWindow->actions()->undo->trigger();
    QCOMPARE(document->battle(), original);
    QCOMPARE(mScene->baseItem(QStringLiteral("dutch2"), QStringLiteral("f2r1"))->pose().centre.y,
             20.4 * mu);
}

void TestTableView::altDragMovesOneBase()
{
    app::BattleDocument *document = mWindow->document();
    const core::Battle original = document->battle();
    const QPoint from = pointOf(QStringLiteral("dutch2"), QStringLiteral("f3r2"));
    drag(from, from + (pointAt(3, 0) - pointAt(0, 0)), Qt::AltModifier);
    QCOMPARE(document->session().events().last().description,
             QStringLiteral("Moved 1 base of \"Dutch foot (flank)\""));
    QVERIFY(std::abs(base(QStringLiteral("dutch2"), QStringLiteral("f3r2")).x.millimetres() -
                     48.2 * mu) < 1.0);
    QCOMPARE(base(QStringLiteral("dutch2"), QStringLiteral("f3r1")).x.millimetres(), 44.4 * mu);
    mWindow->actions()->undo->trigger();
    QCOMPARE(document->battle(), original);
}

void TestTableView::keysMoveAndTurnTheGroup()
{
    app::BattleDocument *document = mWindow->document();
    const core::Battle original = document->battle();
    QTest::mouseClick(mView->viewport(), Qt::LeftButton, {},
                      pointOf(QStringLiteral("tercio"), QStringLiteral("f2r2")));
    QCOMPARE(mScene->selectedBases().size(), 14);
    QCOMPARE(document->battle(), original); // a click is not a move

    QTest::keyClick(mView, Qt::Key_BracketRight);
    // Turned 5 degrees clockwise about the group's centre, as one event.
    for (const core::Base &b : document->battle().units[0].bases)
        QCOMPARE(b.facing, 5.0);
    QCOMPARE(document->session().events().last().type, QStringLiteral("bases.moved"));
    const double turnedX = base(QStringLiteral("tercio"), QStringLiteral("f1r1")).x.millimetres();
    QTest::keyClick(mView, Qt::Key_Left, Qt::ShiftModifier); // a whole MU towards side A's left
    QVERIFY(std::abs(base(QStringLiteral("tercio"), QStringLiteral("f1r1")).x.millimetres() -
                     (turnedX - mu)) < 0.01);
    mWindow->actions()->undo->trigger();
    mWindow->actions()->undo->trigger();
    QCOMPARE(document->battle(), original);
}

void TestTableView::handleTurnsTheGroup()
{
    app::BattleDocument *document = mWindow->document();
    const core::Battle original = document->battle();
    QTest::mouseClick(mView->viewport(), Qt::LeftButton, {},
                      pointOf(QStringLiteral("dutch2"), QStringLiteral("f2r1")));
    app::RotateHandle *handle = mScene->rotateHandle();
    QVERIFY(handle->isVisible());
    // The handle is ahead of the group (dutch2 faces 270, towards -x), level with its centre.
    const QPointF centre = mScene->frame().toScene({44.8 * mu, 20.4 * mu});
    QVERIFY(handle->pos().x() < centre.x() - 20);
    QVERIFY(std::abs(handle->pos().y() - centre.y()) < 0.5);
    // Round a quarter turn clockwise: from the west of the centre to its north.
    const double reach = centre.x() - handle->pos().x();
    const QPoint from = mView->mapFromScene(handle->pos());
    const QPoint to = mView->mapFromScene(centre + QPointF(0, -reach));
    QWidget *port = mView->viewport();
    QTest::mousePress(port, Qt::LeftButton, {}, from);
    for (int i = 1; i <= 10; ++i) {
        const double angle = (180.0 + 9.0 * i) * M_PI / 180.0; // from west round through north-west
        const QPointF p = centre + QPointF(std::cos(angle) * reach, std::sin(angle) * reach);
        const QPoint at = mView->mapFromScene(p);
        QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                         Qt::NoModifier);
        QApplication::sendEvent(port, &move);
    }
    QTest::mouseRelease(port, Qt::LeftButton, {}, to);
    QCOMPARE(document->session().events().last().type, QStringLiteral("bases.moved"));
    for (const core::Base &b : document->battle().units[2].bases)
        QCOMPARE(b.facing, 0.0); // 270 + 90
    mWindow->actions()->undo->trigger();
    QCOMPARE(document->battle(), original);
}

void TestTableView::overlapIsShownWhileDragging()
{
    app::BattleDocument *document = mWindow->document();
    const qsizetype events = document->session().events().size();
    // The Dutch front unit dragged 2.4 MU towards the tercio: its front rank overlaps the tercio's.
    const QPoint from = pointOf(QStringLiteral("dutch1"), QStringLiteral("f1r1"));
    const QPoint to = from + (pointAt(0, 0) - pointAt(0, 3.4));
    QWidget *port = mView->viewport();
    QTest::mousePress(port, Qt::LeftButton, Qt::ShiftModifier, from);
    for (int i = 1; i <= 8; ++i) {
        const QPoint at = from + (to - from) * i / 8;
        QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                         Qt::ShiftModifier);
        QApplication::sendEvent(port, &move);
    }
    const app::BaseItem *dutch = mScene->baseItem(QStringLiteral("dutch1"), QStringLiteral("f1r1"));
    const app::BaseItem *tercio =
        mScene->baseItem(QStringLiteral("tercio"), QStringLiteral("f1r1"));
    QVERIFY(mScene->contacts().overlapping()[dutch->trackerIndex()]);
    QVERIFY(mScene->contacts().overlapping()[tercio->trackerIndex()]);
    screenshot(QStringLiteral("table-overlap.png"));
    // Nothing is recorded while dragging, and Escape puts the group back.
    QCOMPARE(document->session().events().size(), events);
    QTest::keyClick(mView, Qt::Key_Escape);
    QTest::mouseRelease(port, Qt::LeftButton, Qt::ShiftModifier, to);
    QCOMPARE(document->session().events().size(), events);
    QVERIFY(!mScene->contacts().overlapping()[dutch->trackerIndex()]);
    QCOMPARE(dutch->pose().centre.y, 25.4 * mu);
}

void TestTableView::dropNearAnEnemySnapsIntoFrontContact()
{
    app::BattleDocument *document = mWindow->document();
    // The Dutch front unit faces the tercio 3 MU away (front edges at y 25 and 22 MU), its bases
    // half a base to the side of the tercio's. Dropped a little short, and 0.7 MU to side A's
    // left, it closes into front-to-front contact, its files lined up with the tercio's.
    const QPoint from = pointOf(QStringLiteral("dutch1"), QStringLiteral("f1r1"));
    drag(from, from + (pointAt(0, 0) - pointAt(0.7, 2.85)));
    QCOMPARE(document->session().events().last().type, QStringLiteral("bases.moved"));
    const core::Base &dutch = base(QStringLiteral("dutch1"), QStringLiteral("f1r1"));
    QVERIFY2(std::abs(dutch.y.millimetres() - 22.4 * mu) < 0.01,
             qPrintable(QString::number(dutch.y.millimetres() / mu)));
    QVERIFY2(std::abs(dutch.x.millimetres() - 33.6 * mu) < 0.01,
             qPrintable(QString::number(dutch.x.millimetres() / mu)));
    QCOMPARE(dutch.facing, 180.0);
    // In contact front edge to front edge, not overlapping; and marked on the table.
    const app::TableFrame &frame = mScene->frame();
    const geometry::Contact contact = geometry::classifyContact(
        frame.rect(dutch), frame.rect(base(QStringLiteral("tercio"), QStringLiteral("f1r1"))));
    QVERIFY(contact.edges(geometry::Edge::Front, geometry::Edge::Front));
    QVERIFY(contact.edges(geometry::Edge::Front, geometry::Edge::Front)->fullA);
    QVERIFY(!contact.overlapping());
    bool marked = false;
    for (const app::ContactMark &mark : mScene->contacts().marks())
        marked = marked || mark.kind == geometry::Contact::Kind::EdgeToEdge;
    QVERIFY(marked);
    mScene->clearSelection();
    screenshot(QStringLiteral("table-contact.png"));
    mWindow->actions()->undo->trigger();
    QCOMPARE(base(QStringLiteral("dutch1"), QStringLiteral("f1r1")).y.millimetres(), 25.4 * mu);
}

// Table > Contact Tolerance: a Dutch base 1 mm short of the tercio's front edge is apart at the
// demo's 0.5 mm and in contact, marked on the table, at 1.5 mm; one undo step puts it back.
void TestTableView::contactToleranceIsTheBattlesAndUndoable()
{
    app::BattleDocument *document = mWindow->document();
    QCOMPARE(document->battle().table.contactTolerance, 0.5);
    // The tercio's front edge is at y 22 MU; the Dutch base faces it, its front edge 0.04 MU
    // (1 mm) away.
    document->record(core::Change{QStringLiteral("base.moved"),
                                  {{QStringLiteral("unit"), QStringLiteral("dutch1")},
                                   {QStringLiteral("id"), QStringLiteral("f1r1")},
                                   {QStringLiteral("x"), 33.6},
                                   {QStringLiteral("y"), 22.44}}});
    auto frontContacts = [this] {
        int count = 0;
        for (const app::ContactMark &mark : mScene->contacts().marks())
            count += mark.kind == geometry::Contact::Kind::EdgeToEdge;
        return count;
    };
    const int before = frontContacts();
    const qsizetype events = document->session().events().size();

    QTimer::singleShot(0, this, [] {
        auto *dialog = qobject_cast<QInputDialog *>(QApplication::activeModalWidget());
        QVERIFY(dialog);
        QCOMPARE(dialog->doubleValue(), 0.5);
        QCOMPARE(dialog->doubleMinimum(), 0.1);
        QCOMPARE(dialog->doubleMaximum(), 2.0);
        dialog->setDoubleValue(1.5);
        dialog->accept();
    });
    QVERIFY(mWindow->actions()->tolerance->isEnabled());
    mWindow->actions()->tolerance->trigger();
    QCOMPARE(document->session().events().size(), events + 1);
    QCOMPARE(document->session().events().last().type,
             QStringLiteral("table.contactToleranceChanged"));
    QCOMPARE(document->battle().table.contactTolerance, 1.5);
    QCOMPARE(frontContacts(), before + 1);

    mWindow->actions()->undo->trigger();
    QCOMPARE(document->battle().table.contactTolerance, 0.5);
    QCOMPARE(frontContacts(), before);
}

void TestTableView::shiftPlacesFreely()
{
    const QPoint from = pointOf(QStringLiteral("dutch1"), QStringLiteral("f1r1"));
    const QPoint to = from + (pointAt(0.3, 0) - pointAt(0, 2.85));
    drag(from, to, Qt::ShiftModifier);
    const core::Base &dutch = base(QStringLiteral("dutch1"), QStringLiteral("f1r1"));
    const geometry::Point expected = mScene->frame().toTable(mView->mapToScene(to));
    QVERIFY(std::abs(dutch.y.millimetres() - 22.4 * mu) > 1.0);
    QVERIFY(std::abs(dutch.x.millimetres() - expected.x) < 1.5);
}

void TestTableView::rulerMeasuresTheShortestDistance()
{
    mWindow->actions()->ruler->trigger();
    QCOMPARE(mScene->tool(), app::TableScene::Tool::Ruler);
    // From inside a tercio base to inside a Dutch base: the shortest line is between their
    // front edges, 3 MU apart.
    drag(pointAt(35.0, 21.6), pointAt(35.6, 25.4));
    QVERIFY(mScene->ruler()->line());
    QVERIFY2(std::abs(mScene->ruler()->line()->length - 3 * mu) < 0.01,
             qPrintable(QString::number(mScene->ruler()->line()->length)));
    QCOMPARE(mScene->ruler()->text(), QStringLiteral("3.00 MU"));
    // The bases did not move.
    QCOMPARE(mWindow->document()->session().events().size(), 1);
    screenshot(QStringLiteral("table-ruler.png"));
    // From a free point to a corner nearby: it snaps to the corner.
    drag(pointAt(30, 21.6), pointAt(32.85, 22.05));
    QVERIFY(std::abs(mScene->ruler()->line()->to.x - 32.8 * mu) < 0.01);
    QVERIFY(std::abs(mScene->ruler()->line()->to.y - 22.0 * mu) < 0.01);
    QCOMPARE(mScene->ruler()->text(), QStringLiteral("2.83 MU"));
    QTest::keyClick(mView, Qt::Key_Escape);
    QVERIFY(!mScene->ruler()->isVisible());
}

namespace {
// Counts a widget's resizes. A widget resized 200 times, a loop that would never let the event
// queue run dry, is hidden, which ends the loop: the test fails rather than hangs.
class ResizeCounter : public QObject
{
public:
    explicit ResizeCounter(QWidget *widget) { widget->installEventFilter(this); }
    int resizes = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize && ++resizes == 200)
            static_cast<QWidget *>(watched)->window()->hide();
        return false;
    }
};
} // namespace

// A view showing the whole table stays still once sized: at no size does fitting the table show
// a scroll bar (which narrows the view, so it is fitted again and the bar hides, which widens it
// ...: a loop that kept a core busy while the app sat idle, and menus slow to answer). The sizes
// run a pixel apart through every proportion, wider and taller than the table.
void TestTableView::aFittedTableIsLaidOutOncePerResize()
{
    app::TableView view(mScene);
    view.fitTable();
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    ResizeCounter counter(view.viewport());
    QStringList restless;
    for (int width = 240; width <= 1040; width += 1) {
        // From about half the table's proportion of height to width to about twice it.
        const int height = 160 + (width * 37) % 640;
        counter.resizes = 0;
        view.resize(width, height);
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        const int settled = counter.resizes;
        for (int i = 0; i < 3; ++i)
            QCoreApplication::processEvents();
        if (counter.resizes != settled || !view.isVisible()) {
            restless << QStringLiteral("%1 x %2").arg(width).arg(height);
            view.show();
        }
    }
    QVERIFY2(restless.isEmpty(), qPrintable(restless.join(QStringLiteral(", "))));
}

QTEST_MAIN(TestTableView)
#include "tst_tableview.moc"
