// SPDX-License-Identifier: GPL-3.0-or-later
// Measuring on the table (issue 5), on real widgets on the offscreen platform, driven by QTest
// mouse and key events: the tercio of the demo is selected by a click, each overlay is switched on
// by its shortcut and drawn to the rule's size, and the overlays follow a drag in progress
// (the inspector: tst_measureinspector).
#include "app/gui/docks/inspectordock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/measureoverlays.h"
#include "app/gui/table/overlayitem.h"
#include "app/gui/table/overlaytoolbar.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "guitesting.h"
#include "measuringtest.h"

#include <QAction>
#include <QImage>
#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QScreen>
#include <QTest>
#include <QTreeWidget>

#include <cmath>

using namespace adjutant;
using namespace measuringtesting;

class TestMeasuring : public MeasuringTest
{
    Q_OBJECT

private slots:
    void restrictedAreaAndZoneOfInterception();
    void shootingArcs();
    void longRangeArcOnlyForALongRangeWeapon();
    void commandRanges();
    void lineOfSight();
    void overlaysFollowADragInProgress();
    void aDragWithEveryOverlayLeavesNoTrail();
    void screenshots();
    void anOldDessauerBattleDrawsAndWordsItsOwnRules();

private:
    void screenshot(QWidget *widget, const QString &name);
};

void TestMeasuring::screenshot(QWidget *widget, const QString &name)
{
    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    QTest::qWait(50); // layouts settle (the inspector's heading grows to its lines)
    const QImage image = widget->grab().toImage();
    QVERIFY(!image.isNull() && image.width() > 100 && image.height() > 100);
    if (!shots.isEmpty())
        QVERIFY(image.save(QString::fromLocal8Bit(shots) + QLatin1Char('/') + name));
}

void TestMeasuring::restrictedAreaAndZoneOfInterception()
{
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    QVERIFY(mOverlays->items(Kind::RestrictedArea).isEmpty());
    toggle(QStringLiteral("restrictedArea"));
    // FoGR, Restricted Area: 2 MU straight ahead of the tercio's front rank of four bases (6.4 MU
    // wide, its front edge at y 22 MU).
    const QRectF expected(32.8 * mu, tableDepth - 24.0 * mu, 6.4 * mu, 2 * mu);
    QVERIFY2(near(itemRect(Kind::RestrictedArea), expected),
             qPrintable(describe(itemRect(Kind::RestrictedArea))));
    QCOMPARE(itemRect(Kind::RestrictedArea).height(), 50.0);
    // FoGR, Interception Charges: 2 MU for foot.
    toggle(QStringLiteral("interception"));
    QVERIFY2(near(itemRect(Kind::Interception), expected),
             qPrintable(describe(itemRect(Kind::Interception))));
    // The two coincide for foot: one caption names both.
    QCOMPARE(mOverlays->labels().size(), 1);
    QCOMPARE(mOverlays->labels().first()->text(), QStringLiteral("Restricted area and ZOI 2 MU"));
    toggle(QStringLiteral("restrictedArea"));
    toggle(QStringLiteral("interception"));
    QVERIFY(mOverlays->items(Kind::RestrictedArea).isEmpty());
    QVERIFY(mOverlays->items(Kind::Interception).isEmpty());
}

void TestMeasuring::shootingArcs()
{
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    toggle(QStringLiteral("shortArc"));
    // FoGR, Shooting Phase: the tercio's shot (arquebus, short range 3 MU) stands in the outer
    // files; each shoots 1 base width (1.6 MU) beyond its side edges within short range. From
    // x 32.8 - 1.6 to 39.2 + 1.6 MU, 3 MU deep straight ahead of the front edge.
    const QRectF expected(31.2 * mu, tableDepth - 25.0 * mu, 9.6 * mu, 3 * mu);
    QVERIFY2(near(itemRect(Kind::ShortArc), expected),
             qPrintable(describe(itemRect(Kind::ShortArc))));
    const QPainterPath arc = mOverlays->items(Kind::ShortArc).first()->path();
    // Straight ahead of a shot base, 2.9 MU out: in; of the middle pike files, 2.9 MU out: the
    // arcs of the two sleeves leave a notch there (beyond the circles about the inner corners).
    QVERIFY(arc.contains(mScene->frame().toScene({33.6 * mu, 24.9 * mu})));
    QVERIFY(!arc.contains(mScene->frame().toScene({36.0 * mu, 24.9 * mu})));
    QVERIFY(arc.contains(mScene->frame().toScene({35.9 * mu, 22.5 * mu})));
    QCOMPARE(mOverlays->labels().size(), 1);
    QCOMPARE(mOverlays->labels().first()->text(), QStringLiteral("Short range 3 MU · Arquebus"));
}

void TestMeasuring::longRangeArcOnlyForALongRangeWeapon()
{
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    toggle(QStringLiteral("longArc"));
    // Arquebus: "3" short, "-" long. No long range arc, and the table says why.
    QVERIFY(mOverlays->items(Kind::LongArc).isEmpty());
    QStringList captions;
    for (const app::OverlayLabel *label : mOverlays->labels())
        captions << label->text();
    QCOMPARE(captions, QStringList{QStringLiteral("no weapon of Tercio reaches beyond short range "
                                                  "(arquebus: 3 MU, no long range)")});

    // Two bases of musketeers (FoGR: musket 3 / 6 MU) in a corner of the table, facing the far
    // edge.
    const QJsonObject unit{
        {QStringLiteral("id"), QStringLiteral("musketeers")},
        {QStringLiteral("side"), QStringLiteral("spain")},
        {QStringLiteral("name"), QStringLiteral("Musketeers")},
        {QStringLiteral("troopType"), QStringLiteral("Medium Foot")},
        {QStringLiteral("quality"), QStringLiteral("Average")},
        {QStringLiteral("capabilities"), QJsonArray{QStringLiteral("Musket")}},
        {QStringLiteral("strength"), QJsonObject{{QStringLiteral("original"), 2}}},
        {QStringLiteral("state"),
         QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Steady")}}},
        {QStringLiteral("bases"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("b1")},
                                {QStringLiteral("x"), 10.0},
                                {QStringLiteral("y"), 10.0},
                                {QStringLiteral("facing"), 0.0},
                                {QStringLiteral("width"), 1.6},
                                {QStringLiteral("depth"), 0.8}},
                    QJsonObject{{QStringLiteral("id"), QStringLiteral("b2")},
                                {QStringLiteral("x"), 11.6},
                                {QStringLiteral("y"), 10.0},
                                {QStringLiteral("facing"), 0.0},
                                {QStringLiteral("width"), 1.6},
                                {QStringLiteral("depth"), 0.8}}}}};
    mWindow->document()->record(
        core::Change{QStringLiteral("unit.added"), {{QStringLiteral("unit"), unit}}});
    mView->centerOn(mScene->frame().toScene({11 * mu, 12 * mu}));
    clickUnit(QStringLiteral("musketeers"), QStringLiteral("b1"));
    // Beyond short range the arc is 2 base widths each side, out to 6 MU: x 9.2 - 3.2 to
    // 12.4 + 3.2 MU, from the front edge at y 10.4 to 16.4 MU.
    const QRectF expected(6.0 * mu, tableDepth - 16.4 * mu, 9.6 * mu, 6 * mu);
    QVERIFY2(near(itemRect(Kind::LongArc), expected, 0.05),
             qPrintable(describe(itemRect(Kind::LongArc))));
    const QPainterPath arc = mOverlays->items(Kind::LongArc).first()->path();
    // Within short range of the front edge the narrower arc applies: not part of the long arc.
    QVERIFY(!arc.contains(mScene->frame().toScene({10.8 * mu, 12.4 * mu})));
    QVERIFY(!arc.contains(mScene->frame().toScene({14.0 * mu, 11.0 * mu})));
    QVERIFY(arc.contains(mScene->frame().toScene({10.8 * mu, 14.4 * mu})));
    QVERIFY(arc.contains(mScene->frame().toScene({15.0 * mu, 14.4 * mu})));
    toggle(QStringLiteral("shortArc"));
    QCOMPARE(mOverlays->items(Kind::ShortArc).size(), 1);
    QCOMPARE(mOverlays->labels().size(), 2);
}

void TestMeasuring::commandRanges()
{
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    toggle(QStringLiteral("commandRanges"));
    // FoGR: a field commander's command range is 8 MU; Parma stands at (36, 17.5) MU. Only the
    // tercio's side: Nassau is not drawn.
    QCOMPARE(mOverlays->items(Kind::CommandRange).size(), 1);
    QCOMPARE(mOverlays->items(Kind::CommandRange).first()->about(), QStringLiteral("parma"));
    const QPointF parma(36 * mu, tableDepth - 17.5 * mu);
    QVERIFY2(near(itemRect(Kind::CommandRange),
                  QRectF(parma - QPointF(8 * mu, 8 * mu), QSizeF(16 * mu, 16 * mu))),
             qPrintable(describe(itemRect(Kind::CommandRange))));
    // His marker, as commanders have no item on the table otherwise.
    QCOMPARE(mOverlays->items(Kind::Commander).size(), 1);
    QCOMPARE(itemRect(Kind::Commander).center(), parma);
    QVERIFY(mOverlays->labels().first()->text().contains(QStringLiteral("FC 8 MU")));
}

void TestMeasuring::lineOfSight()
{
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    toggle(QStringLiteral("lineOfSight"));
    // Both Dutch battle groups are seen (nothing stands between), as the measurer says.
    QVERIFY(mOverlays->items(Kind::SightBlocked).isEmpty());
    QCOMPARE(mOverlays->items(Kind::SightClear).size(), 2);
    // From the middle of the nearest front edge of the tercio (its right-hand shot, at x 38.4 MU)
    // to the nearest point of dutch2 (its front edge at x 44 MU).
    const QPainterPath line = sightLine(Kind::SightClear, QStringLiteral("dutch2"));
    QCOMPARE(QPointF(line.elementAt(0)), mScene->frame().toScene({38.4 * mu, 22.0 * mu}));
    QCOMPARE(QPointF(line.elementAt(1)), mScene->frame().toScene({44.0 * mu, 22.0 * mu}));

    // A friendly battle group between them blocks the line (FoGR: not "through friendly troops"):
    // a Spanish block from x 39.6 to 43.6 MU and y 18 to 26 MU, between the tercio's right
    // flank and dutch2.
    const QJsonObject block{
        {QStringLiteral("id"), QStringLiteral("screen")},
        {QStringLiteral("side"), QStringLiteral("spain")},
        {QStringLiteral("name"), QStringLiteral("Screen")},
        {QStringLiteral("troopType"), QStringLiteral("Medium Foot")},
        {QStringLiteral("quality"), QStringLiteral("Average")},
        {QStringLiteral("capabilities"), QJsonArray{}},
        {QStringLiteral("strength"), QJsonObject{{QStringLiteral("original"), 1}}},
        {QStringLiteral("state"),
         QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Steady")}}},
        {QStringLiteral("bases"),
         QJsonArray{QJsonObject{{QStringLiteral("id"), QStringLiteral("b1")},
                                {QStringLiteral("x"), 41.6},
                                {QStringLiteral("y"), 22.0},
                                {QStringLiteral("facing"), 0.0},
                                {QStringLiteral("width"), 4.0},
                                {QStringLiteral("depth"), 8.0}}}}};
    mWindow->document()->record(
        core::Change{QStringLiteral("unit.added"), {{QStringLiteral("unit"), block}}});
    QTRY_COMPARE(mOverlays->unitId(), QStringLiteral("tercio"));
    QCOMPARE(mOverlays->items(Kind::SightBlocked).size(), 1);
    QCOMPARE(mOverlays->items(Kind::SightBlocked).first()->about(), QStringLiteral("dutch2"));
    QCOMPARE(mOverlays->items(Kind::SightClear).size(), 1);
    QCOMPARE(mOverlays->items(Kind::SightClear).first()->about(), QStringLiteral("dutch1"));
    QCOMPARE(mInspector->factRow(QStringLiteral("dutch2"), QStringLiteral("lineOfSight"))
                 ->text(app::InspectorDock::Value),
             QStringLiteral("blocked"));
}

void TestMeasuring::overlaysFollowADragInProgress()
{
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    toggle(QStringLiteral("restrictedArea"));
    const QRectF before = itemRect(Kind::RestrictedArea);
    // Drag the tercio 3 MU towards side A, holding Shift (no snapping), and look before the
    // release.
    QWidget *port = mView->viewport();
    const QPoint from = pointOf(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    const QPoint to = mView->mapFromScene(
        mScene->baseItem(QStringLiteral("tercio"), QStringLiteral("f2r2"))->scenePos() +
        QPointF(0, 3 * mu));
    QTest::mousePress(port, Qt::LeftButton, Qt::ShiftModifier, from);
    qint64 slowestDraw = 0;
    qint64 slowestRefresh = 0;
    for (int i = 1; i <= 10; ++i) {
        const QPoint at = from + (to - from) * i / 10;
        movePressedPointer(port, at);
        slowestDraw = std::max(slowestDraw, mOverlays->lastDrawMicroseconds());
        // The pointer rests: the facts are measured again.
        QCoreApplication::processEvents();
        slowestRefresh = std::max(slowestRefresh, mOverlays->lastRefreshMicroseconds());
    }
    // Measured for the record: what a move of a drag and a whole refresh cost on the demo.
    qInfo("slowest overlay redraw per move: %lld us; slowest refresh (measure, draw, inspector): "
          "%lld us",
          slowestDraw, slowestRefresh);
    const QRectF during = itemRect(Kind::RestrictedArea);
    const double moved = during.top() - before.top();
    QVERIFY2(std::abs(moved - (to - from).y() / mView->zoom()) < 2.0,
             qPrintable(QString::number(moved)));
    // The inspector measured the battle as shown: the tercio has stepped back from dutch1.
    QVERIFY(mInspector->enemyRow(QStringLiteral("dutch1"))
                ->data(app::InspectorDock::Value, Qt::UserRole)
                .toDouble() > 5.5);
    QTest::mouseRelease(port, Qt::LeftButton, Qt::ShiftModifier, to);
    QCOMPARE(mWindow->document()->session().events().last().type, QStringLiteral("bases.moved"));
    QVERIFY(near(itemRect(Kind::RestrictedArea), during, 0.01));
}

void TestMeasuring::aDragWithEveryOverlayLeavesNoTrail()
{
    // A move repaints only what the overlays' bounding rectangles say changed (and the move
    // takes the scene's event): after a drag with every overlay on, what is on screen is what a
    // repaint of the whole view draws, so no stroke of a zone or a sight line is left behind.
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    for (QAction *overlay : mWindow->overlayToolBar()->overlayActions()) {
        if (!overlay->isChecked())
            overlay->trigger();
    }
    QCOMPARE(
        mOverlays->items(Kind::SightClear).size() + mOverlays->items(Kind::SightBlocked).size(), 2);
    QWidget *port = mView->viewport();
    const QPoint from = pointOf(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    const QPoint to = mView->mapFromScene(
        mScene->baseItem(QStringLiteral("tercio"), QStringLiteral("f2r2"))->scenePos() +
        QPointF(4 * mu, 2.5 * mu));
    QTest::mousePress(port, Qt::LeftButton, Qt::ShiftModifier, from);
    for (int i = 1; i <= 12; ++i) {
        const QPoint at = from + (to - from) * i / 12;
        movePressedPointer(port, at);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
    }
    // What is on screen, then the same after the whole viewport is repainted (on screen too:
    // the hatched zone's pattern keeps the window's phase, which a grab of the widget alone would
    // shift).
    const QRect at(port->mapTo(mWindow.get(), QPoint(0, 0)), port->size());
    const QImage shown = mWindow->screen()
                             ->grabWindow(mWindow->winId())
                             .toImage()
                             .copy(at)
                             .convertToFormat(QImage::Format_RGB32);
    QVERIFY(!shown.isNull());
    port->repaint();
    const QImage whole = mWindow->screen()
                             ->grabWindow(mWindow->winId())
                             .toImage()
                             .copy(at)
                             .convertToFormat(QImage::Format_RGB32);
    QCOMPARE(shown.size(), whole.size());
    QVERIFY(shown == whole);
    QTest::mouseRelease(port, Qt::LeftButton, Qt::ShiftModifier, to);
}

// The table with the tercio's overlays and the inspector, as docs/screenshots/table-overlays.png
// shows it: saved when ADJUTANT_SCREENSHOTS names a folder.
void TestMeasuring::screenshots()
{
    mView->setZoom(1.0 / 0.45);
    mView->centerOn(mScene->frame().toScene({39.5 * mu, 21.5 * mu}));
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    for (const QString &overlay : {QStringLiteral("shortArc"), QStringLiteral("restrictedArea"),
                                   QStringLiteral("interception"), QStringLiteral("commandRanges"),
                                   QStringLiteral("lineOfSight")})
        toggle(overlay);
    QTreeWidget *tree = mInspector->tree();
    guitesting::clickCell(tree, mInspector->enemyRow(QStringLiteral("dutch2")),
                          app::InspectorDock::Fact);
    QCOMPARE(mOverlays->highlighted(), QStringLiteral("dutch2"));
    QCOMPARE(mOverlays->items(Kind::RestrictedArea).size(), 1);
    screenshot(mWindow.get(), QStringLiteral("table-overlays.png"));
    screenshot(mInspector, QStringLiteral("inspector.png"));
}

// The overlays and the inspector are the battle's rule set's: on an Old Dessauer battle the
// switches are its arc of fire, pinning zone, command and sight (none of FoGR's), the pinning
// zone is drawn, and the inspector's rows say what OD 12.4 and 16.12 judge, with their sections.
void TestMeasuring::anOldDessauerBattleDrawsAndWordsItsOwnRules()
{
    const QString path = mDir.filePath(QStringLiteral("od.adjutant"));
    core::BattleFile::create(
        path, core::BattleFile::readScenario(
                  QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/rulesets/olddessauer/example.json")))
        .reset();
    QVERIFY2(mWindow->openFile(path), qPrintable(mWindow->lastError()));
    QStringList switches;
    for (QAction *action : mWindow->overlayToolBar()->overlayActions())
        switches << action->text();
    QCOMPARE(switches, QStringList({"Arc of Fire", "Pinning Zone", "Command", "Sight"}));
    QVERIFY(!mWindow->overlayToolBar()->action(QStringLiteral("restrictedArea")));

    mView->fitTable();
    mScene->selectUnit(QStringLiteral("red"));
    QTRY_COMPARE(mOverlays->unitId(), QStringLiteral("red"));
    for (const QString &overlay : {QStringLiteral("pinningZone"), QStringLiteral("commandRanges"),
                                   QStringLiteral("lineOfSight")})
        toggle(overlay);
    QCOMPARE(mOverlays->items(Kind::RestrictedArea).size(), 1);
    QCOMPARE(mOverlays->items(Kind::Commander).size(), 2);
    QVERIFY(mOverlays->items(Kind::ShortArc).isEmpty()); // the arc of fire is off

    // In the rules' own words: Old Dessauer has units, not battle groups.
    QVERIFY2(mInspector->heading()->text().contains(QStringLiteral("against 5 enemy units")),
             qPrintable(mInspector->heading()->text()));
    // "front" faces red from 1 inch ahead: red stands in its pinning zone (OD 12.4).
    QTreeWidgetItem *pinned = mInspector->factRow(QStringLiteral("front"), QStringLiteral("restrictedArea"));
    QVERIFY(pinned);
    QCOMPARE(pinned->text(app::InspectorDock::Fact), QStringLiteral("In its pinning zone"));
    QCOMPARE(pinned->text(app::InspectorDock::Value), QStringLiteral("yes"));
    QVERIFY(pinned->toolTip(app::InspectorDock::Value).startsWith(QStringLiteral("OD 12.4")));
    QTreeWidgetItem *arc = mInspector->factRow(QStringLiteral("front"), QStringLiteral("arc"));
    QVERIFY(arc && arc->toolTip(app::InspectorDock::Value).startsWith(QStringLiteral("OD 16.12")));
    QVERIFY(!mInspector->factRow(QStringLiteral("front"), QStringLiteral("interception")));
    screenshot(mWindow.get(), QStringLiteral("od-overlays.png"));
}

QTEST_MAIN(TestMeasuring)
#include "tst_measuring.moc"
