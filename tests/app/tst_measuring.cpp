// SPDX-License-Identifier: GPL-3.0-or-later
// Measuring on the table (issue 5), on real widgets on the offscreen platform, driven by QTest
// mouse and key events: the tercio of the demo is selected by a click, the inspector lists both
// Dutch battle groups with what adjutant-cli measure says of them, each overlay is switched on by
// its shortcut and drawn to the rule's size, and the inspector and overlays follow the model and
// a drag in progress.
#include "clischema.h"
#include "app/gui/actions.h"
#include "app/gui/table/basedrag.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/docks/inspectordock.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/measureoverlays.h"
#include "app/gui/table/overlayitem.h"
#include "app/gui/table/overlaytoolbar.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/change.h"
#include "guitesting.h"

#include <QAction>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QScreen>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

#include <cmath>

using namespace adjutant;
using Kind = app::OverlayItem::Kind;

namespace {
// The demo's MU: 25 mm; its table is 48 MU deep (scene y = 1200 mm - table y).
constexpr double mu = 25.0;
constexpr double tableDepth = 48 * mu;
// Scene rectangles compared to a hundredth of a millimetre (the arcs' curves are chords).
bool near(const QRectF &a, const QRectF &b, double within = 0.01)
{
    return std::abs(a.left() - b.left()) <= within && std::abs(a.top() - b.top()) <= within &&
           std::abs(a.width() - b.width()) <= within && std::abs(a.height() - b.height()) <= within;
}
QString describe(const QRectF &r)
{
    return QStringLiteral("(%1, %2, %3 x %4)")
        .arg(r.left())
        .arg(r.top())
        .arg(r.width())
        .arg(r.height());
}
// The pointer moved to `at` with the left button held and Shift (a drag without snapping).
void movePressedPointer(QWidget *port, QPoint at)
{
    QMouseEvent move(QEvent::MouseMove, at, port->mapToGlobal(at), Qt::NoButton, Qt::LeftButton,
                     Qt::ShiftModifier);
    QApplication::sendEvent(port, &move);
}
} // namespace

class TestMeasuring : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void clickingTheTercioFillsTheInspector();
    void inspectorAgreesWithTheCli();
    void restrictedAreaAndZoneOfInterception();
    void shootingArcs();
    void longRangeArcOnlyForALongRangeWeapon();
    void commandRanges();
    void lineOfSight();
    void clickingAnEnemyRowRingsItOnTheTable();
    void inspectorFollowsAMoveInTheModel();
    void overlaysFollowADragInProgress();
    void aDragWithEveryOverlayLeavesNoTrail();
    void inspectorDuringADragMatchesAFreshOne();
    void selectingTwoGroupsOrNoneShowsNothing();
    void screenshots();
    void anOldDessauerBattleDrawsAndWordsItsOwnRules();

private:
    QPoint pointOf(const QString &unit, const QString &base) const;
    void clickUnit(const QString &unit, const QString &base);
    void toggle(const QString &overlay);
    QRectF itemRect(Kind kind) const;
    QJsonObject cliMeasure(const QString &unit) const;
    QPainterPath sightLine(Kind kind, const QString &enemy) const;
    void moveBy(const QString &unit, geometry::Point byMm);
    void screenshot(QWidget *widget, const QString &name);

    QTemporaryDir mDir;
    std::unique_ptr<app::MainWindow> mWindow;
    app::TableView *mView = nullptr;
    app::TableScene *mScene = nullptr;
    app::MeasureOverlays *mOverlays = nullptr;
    app::InspectorDock *mInspector = nullptr;
    int mRun = 0;
};

void TestMeasuring::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

void TestMeasuring::init()
{
    mWindow = std::make_unique<app::MainWindow>();
    mWindow->resize(1500, 950);
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow.get()));
    // Shortcuts reach the active window only.
    mWindow->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(mWindow.get()));
    QVERIFY2(mWindow->openDemo(mDir.filePath(QString::number(++mRun))),
             qPrintable(mWindow->lastError()));
    mView = mWindow->tableView();
    mScene = mWindow->tableScene();
    mOverlays = mWindow->overlays();
    mInspector = mWindow->inspectorDock();
    QVERIFY(mOverlays && mInspector && mWindow->overlayToolBar());
    // The tercio, both Dutch battle groups and the Spanish commander in view.
    mView->setZoom(1.0 / 0.35);
    mView->centerOn(mScene->frame().toScene({38 * mu, 21 * mu}));
}

void TestMeasuring::cleanup()
{
    mWindow.reset();
}

QPoint TestMeasuring::pointOf(const QString &unit, const QString &base) const
{
    const app::BaseItem *item = mScene->baseItem(unit, base);
    return mView->mapFromScene(item->scenePos());
}

void TestMeasuring::clickUnit(const QString &unit, const QString &base)
{
    QTest::mouseClick(mView->viewport(), Qt::LeftButton, {}, pointOf(unit, base));
    QTRY_COMPARE(mOverlays->unitId(), unit);
}

void TestMeasuring::toggle(const QString &overlay)
{
    QAction *action = mWindow->overlayToolBar()->action(overlay);
    const bool was = action->isChecked();
    QVERIFY2(action, qPrintable(overlay));
    // Its shortcut, Alt+1 to Alt+6, as the player presses it.
    QTest::keySequence(mWindow.get(), action->shortcut());
    QCOMPARE(action->isChecked(), !was);
    QCOMPARE(mOverlays->isShown(overlay), !was);
}

QRectF TestMeasuring::itemRect(Kind kind) const
{
    const QList<app::OverlayItem *> items = mOverlays->items(kind);
    if (items.size() != 1)
        return {};
    return items.first()->path().boundingRect();
}

QPainterPath TestMeasuring::sightLine(Kind kind, const QString &enemy) const
{
    for (const app::OverlayItem *item : mOverlays->items(kind)) {
        if (item->about() == enemy)
            return item->path();
    }
    return {};
}

// Moves a battle group in the model: one bases.moved, as a drag records it.
void TestMeasuring::moveBy(const QString &unit, geometry::Point byMm)
{
    const core::Battle &battle = mWindow->document()->battle();
    std::vector<std::pair<const app::BaseItem *, geometry::OrientedRect>> moves;
    for (const core::Base &base : battle.units[battle.unitIndex(unit)].bases) {
        const app::BaseItem *item = mScene->baseItem(unit, base.id);
        geometry::OrientedRect rect = item->pose();
        rect.centre = rect.centre + byMm;
        moves.emplace_back(item, rect);
    }
    mWindow->document()->record(app::basesMovedChange(moves, mScene->frame()));
    QCOMPARE(mWindow->document()->session().events().last().type, QStringLiteral("bases.moved"));
}

QJsonObject TestMeasuring::cliMeasure(const QString &unit) const
{
    QProcess cli;
    const QStringList args{QStringLiteral("measure"),
                           QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json"),
                           QStringLiteral("--unit"), unit, QStringLiteral("--within"), QStringLiteral("100")};
    cli.start(QStringLiteral(ADJUTANT_CLI), args);
    if (!cli.waitForFinished(30000) || cli.exitCode() != 0)
        return {};
    const QByteArray out = cli.readAllStandardOutput();
    jsonschema::verifyCliOutput(args, cli.exitCode(), out); // docs/schemas
    return QJsonDocument::fromJson(out).object();
}

void TestMeasuring::screenshot(QWidget *widget, const QString &name)
{
    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    QTest::qWait(50); // layouts settle (the inspector's heading grows to its lines)
    const QImage image = widget->grab().toImage();
    QVERIFY(!image.isNull() && image.width() > 100 && image.height() > 100);
    if (!shots.isEmpty())
        QVERIFY(image.save(QString::fromLocal8Bit(shots) + QLatin1Char('/') + name));
}

void TestMeasuring::clickingTheTercioFillsTheInspector()
{
    QCOMPARE(mInspector->tree()->topLevelItemCount(), 0);
    QVERIFY(mInspector->heading()->text().contains(QStringLiteral("Select one battle group")));
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    QCOMPARE(mInspector->tree()->topLevelItemCount(), 2);
    // Nearest first: the Dutch foot in front contact, then the flank battle group.
    QCOMPARE(mInspector->tree()
                 ->topLevelItem(0)
                 ->data(app::InspectorDock::Fact, Qt::UserRole)
                 .toString(),
             QStringLiteral("dutch1"));
    QCOMPARE(mInspector->tree()->topLevelItem(0)->text(app::InspectorDock::Fact),
             QStringLiteral("Dutch foot (front)"));
    QCOMPARE(mInspector->tree()
                 ->topLevelItem(1)
                 ->data(app::InspectorDock::Fact, Qt::UserRole)
                 .toString(),
             QStringLiteral("dutch2"));
    QVERIFY(mInspector->heading()->text().contains(QStringLiteral("Tercio")));
    // The Spanish commander stands behind the tercio, within his 8 MU (FoGR: field commander).
    QVERIFY(mInspector->heading()->text().contains(QStringLiteral("range 8 MU")));
    QVERIFY(mInspector->heading()->text().contains(QStringLiteral("in command")));

    // FoGR, An Example of Combat: the front Dutch foot 3 MU straight ahead of the tercio, at
    // the tercio's short range ...
    QCOMPARE(mInspector->enemyRow(QStringLiteral("dutch1"))->text(app::InspectorDock::Value),
             QStringLiteral("3.00 MU"));
    QCOMPARE(mInspector->factRow(QStringLiteral("dutch1"), QStringLiteral("arc"))
                 ->text(app::InspectorDock::Value),
             QStringLiteral("in arc, short range"));
    QVERIFY(mInspector->factRow(QStringLiteral("dutch1"), QStringLiteral("arc"))
                ->toolTip(app::InspectorDock::Value)
                .startsWith(QStringLiteral("3.00 MU from our front edge.")));
    QCOMPARE(mInspector->factRow(QStringLiteral("dutch1"), QString::fromLatin1(app::InspectorDock::contactKey))
                 ->text(app::InspectorDock::Value),
             QStringLiteral("none"));
    // ... and the second "ready to charge into the flank of the tercio".
    QCOMPARE(mInspector->enemyRow(QStringLiteral("dutch2"))->text(app::InspectorDock::Value),
             QStringLiteral("4.80 MU"));
    QCOMPARE(
        mInspector->factRow(QStringLiteral("dutch2"), QStringLiteral("flankOrRearChargeAgainstUs"))
            ->text(app::InspectorDock::Value),
        QStringLiteral("in position"));
    QCOMPARE(mInspector->factRow(QStringLiteral("dutch2"), QStringLiteral("flankOrRearCharge"))
                 ->text(app::InspectorDock::Value),
             QStringLiteral("not in position"));
    // Every fact cites its rule.
    const QString tip =
        mInspector->factRow(QStringLiteral("dutch2"), QStringLiteral("flankOrRearChargeAgainstUs"))
            ->toolTip(app::InspectorDock::Value);
    QVERIFY2(tip.contains(QStringLiteral("FoGR, Charging a Flank or Rear")), qPrintable(tip));
    QVERIFY(mInspector->factRow(QStringLiteral("dutch1"), QStringLiteral("restrictedArea"))
                ->toolTip(app::InspectorDock::Value)
                .contains(QStringLiteral("Restricted Area: \"For normal movement only, a battle group within 2 MU")));
}

void TestMeasuring::inspectorAgreesWithTheCli()
{
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f3r3"));
    const QJsonObject measured = cliMeasure(QStringLiteral("tercio"));
    const QJsonArray enemies =
        measured[QStringLiteral("units")][0][QStringLiteral("enemies")].toArray();
    QCOMPARE(enemies.size(), 2);
    for (const QJsonValue &value : enemies) {
        const QString id = value[QStringLiteral("unit")].toString();
        QTreeWidgetItem *row = mInspector->enemyRow(id);
        QVERIFY2(row, qPrintable(id));
        QCOMPARE(row->data(app::InspectorDock::Value, Qt::UserRole).toDouble(),
                 value[QStringLiteral("distance")].toDouble());
        QCOMPARE(
            row->text(app::InspectorDock::Value),
            QStringLiteral("%1 MU").arg(value[QStringLiteral("distance")].toDouble(), 0, 'f', 2));
        auto fact = [&](const QString &key) {
            return mInspector->factRow(id, key)->text(app::InspectorDock::Value);
        };
        QCOMPARE(fact(QStringLiteral("lineOfSight")), value[QStringLiteral("lineOfSight")].toBool()
                                                         ? QStringLiteral("clear")
                                                         : QStringLiteral("blocked"));
        QCOMPARE(fact(QStringLiteral("flankOrRearCharge")),
                 value[QStringLiteral("flankOrRearChargePosition")].toBool()
                     ? QStringLiteral("in position")
                     : QStringLiteral("not in position"));
        const QJsonObject shooting = value[QStringLiteral("shooting")].toObject();
        QVERIFY2(fact(QStringLiteral("arc"))
                     .startsWith(shooting[QStringLiteral("inArc")].toBool()
                                     ? QStringLiteral("in arc")
                                     : QStringLiteral("not in arc")),
                 qPrintable(fact(QStringLiteral("arc"))));
        QVERIFY(fact(QStringLiteral("arc"))
                    .contains(shooting[QStringLiteral("range")].toString()));
        QCOMPARE(fact(QStringLiteral("restrictedArea")) == QStringLiteral("neither"),
                 !value[QStringLiteral("inItsRestrictedArea")].toBool() &&
                     !value[QStringLiteral("itIsInOurRestrictedArea")].toBool());
    }
    // What the CLI says of dutch2 towards the tercio is the inspector's "It charges our flank".
    const QJsonObject theirs = cliMeasure(QStringLiteral("dutch2"));
    QVERIFY(theirs[QStringLiteral("units")][0][QStringLiteral("enemies")][0]
                  [QStringLiteral("flankOrRearChargePosition")]
                      .toBool());
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

void TestMeasuring::clickingAnEnemyRowRingsItOnTheTable()
{
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    QVERIFY(mOverlays->items(Kind::Highlight).isEmpty());
    QTreeWidget *tree = mInspector->tree();
    QTreeWidgetItem *row = mInspector->enemyRow(QStringLiteral("dutch2"));
    guitesting::clickCell(tree, row, app::InspectorDock::Fact);
    QCOMPARE(mOverlays->highlighted(), QStringLiteral("dutch2"));
    QCOMPARE(mOverlays->items(Kind::Highlight).size(), 1);
    // The ring goes round every base of dutch2 and nothing else.
    QRectF bases;
    for (const core::Base &base : mWindow->document()->battle().units[2].bases)
        bases =
            bases.united(mScene->baseItem(QStringLiteral("dutch2"), base.id)->sceneBoundingRect());
    const QRectF ring = itemRect(Kind::Highlight);
    QVERIFY2(ring.contains(bases.adjusted(5, 5, -5, -5)), qPrintable(describe(ring)));
    QVERIFY(ring.width() < bases.width() + 20);
    // A fact row of dutch1 rings dutch1; the selection stays the tercio's.
    QTreeWidgetItem *fact =
        mInspector->factRow(QStringLiteral("dutch1"), QString::fromLatin1(app::InspectorDock::contactKey));
    guitesting::clickCell(tree, fact, app::InspectorDock::Fact);
    QCOMPARE(mOverlays->highlighted(), QStringLiteral("dutch1"));
    QCOMPARE(mOverlays->unitId(), QStringLiteral("tercio"));
    QCOMPARE(mOverlays->items(Kind::Highlight).first()->about(), QStringLiteral("dutch1"));
}

void TestMeasuring::inspectorFollowsAMoveInTheModel()
{
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    toggle(QStringLiteral("lineOfSight"));
    QCOMPARE(mInspector->enemyRow(QStringLiteral("dutch2"))->text(app::InspectorDock::Value),
             QStringLiteral("4.80 MU"));
    // dutch2 steps 2 MU further off the tercio's flank, recorded in the model as one bases.moved.
    moveBy(QStringLiteral("dutch2"), {2 * mu, 0});
    QCOMPARE(mOverlays->unitId(), QStringLiteral("tercio"));
    QCOMPARE(mInspector->enemyRow(QStringLiteral("dutch2"))->text(app::InspectorDock::Value),
             QStringLiteral("6.80 MU"));
    QCOMPARE(mInspector->enemyRow(QStringLiteral("dutch2"))
                 ->data(app::InspectorDock::Value, Qt::UserRole)
                 .toDouble(),
             6.8);
    // Still placed to charge the tercio's flank, from further off.
    QCOMPARE(
        mInspector->factRow(QStringLiteral("dutch2"), QStringLiteral("flankOrRearChargeAgainstUs"))
            ->text(app::InspectorDock::Value),
        QStringLiteral("in position"));
    // The sight line follows: it ends on dutch2's new position.
    const QPainterPath line = sightLine(Kind::SightClear, QStringLiteral("dutch2"));
    QCOMPARE(line.elementAt(1).x, (44.0 + 2.0) * mu);
    // Undo puts it back, and the inspector with it.
    mWindow->actions()->undo->trigger();
    QCOMPARE(mInspector->enemyRow(QStringLiteral("dutch2"))->text(app::InspectorDock::Value),
             QStringLiteral("4.80 MU"));

    // dutch1 charges home: 3 MU straight at the tercio, into front edge contact.
    moveBy(QStringLiteral("dutch1"), {0, -3 * mu});
    QCOMPARE(mInspector->enemyRow(QStringLiteral("dutch1"))->text(app::InspectorDock::Value),
             QStringLiteral("0.00 MU"));
    QCOMPARE(mInspector->factRow(QStringLiteral("dutch1"), QString::fromLatin1(app::InspectorDock::contactKey))
                 ->text(app::InspectorDock::Value),
             QStringLiteral("front edge to front edge"));
    QVERIFY(mInspector->factRow(QStringLiteral("dutch1"), QString::fromLatin1(app::InspectorDock::contactKey))
                ->toolTip(app::InspectorDock::Value)
                .contains(QStringLiteral("tercio/f2r1 front edge to front edge dutch1/f1r1")));
    QCOMPARE(mInspector->factRow(QStringLiteral("dutch1"), QStringLiteral("restrictedArea"))
                 ->text(app::InspectorDock::Value),
             QStringLiteral("each in the other's"));
    // The contact's tip names the battle's tolerance, and follows Table > Contact Tolerance.
    auto contactTip = [this] {
        return mInspector->factRow(QStringLiteral("dutch1"), QString::fromLatin1(app::InspectorDock::contactKey))
            ->toolTip(app::InspectorDock::Value);
    };
    QVERIFY2(contactTip().contains(QStringLiteral("contact tolerance, 0.5 mm")),
             qPrintable(contactTip()));
    mWindow->document()->record(core::Change{QStringLiteral("table.contactToleranceChanged"),
                                             {{QStringLiteral("millimetres"), 1.5}}});
    QVERIFY2(contactTip().contains(QStringLiteral("contact tolerance, 1.5 mm")),
             qPrintable(contactTip()));
    mWindow->actions()->undo->trigger();
    // In contact: no sight line to draw.
    QVERIFY(sightLine(Kind::SightClear, QStringLiteral("dutch1")).isEmpty());
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

namespace {
// Everything a row of the inspector shows or carries, and its children's, as one list of texts.
QStringList rowContents(const QTreeWidgetItem *item)
{
    QStringList contents;
    for (int c = 0; c < app::InspectorDock::ColumnCount; ++c) {
        contents << item->text(c) << item->toolTip(c) << item->data(c, Qt::UserRole).toString()
                 << item->foreground(c).color().name(QColor::HexArgb)
                 << QString::number(item->font(c).bold());
    }
    contents << QString::number(item->isExpanded()) << QString::number(item->childCount());
    for (int i = 0; i < item->childCount(); ++i)
        contents << QStringLiteral("[") << rowContents(item->child(i)) << QStringLiteral("]");
    return contents;
}
} // namespace

void TestMeasuring::inspectorDuringADragMatchesAFreshOne()
{
    // The inspector updates its rows in place on each answer of a drag (the n-th row the n-th
    // nearest enemy, only what differs set, its words and citations made once): after every
    // move its rows and heading must be those of an inspector made afresh from the same facts.
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    for (QAction *overlay : mWindow->overlayToolBar()->overlayActions()) {
        if (!overlay->isChecked())
            overlay->trigger();
    }
    QWidget *port = mView->viewport();
    const QPoint from = pointOf(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    // Towards dutch1 and past it, so that the enemies' distances, order and facts change.
    const QPoint to = mView->mapFromScene(
        mScene->baseItem(QStringLiteral("tercio"), QStringLiteral("f2r2"))->scenePos() +
        QPointF(9 * mu, -7 * mu));
    QTest::mousePress(port, Qt::LeftButton, Qt::ShiftModifier, from);
    QSet<QString> orders;
    QSet<QString> factValues;
    for (int i = 1; i <= 16; ++i) {
        const QPoint at = from + (to - from) * i / 16;
        movePressedPointer(port, at);
        QCoreApplication::processEvents();
        QCoreApplication::processEvents();
        app::InspectorDock fresh;
        fresh.setSources(mWindow->document(), mOverlays);
        QCOMPARE(mInspector->heading()->text(), fresh.heading()->text());
        QCOMPARE(mInspector->heading()->toolTip(), fresh.heading()->toolTip());
        QTreeWidget *tree = mInspector->tree();
        QCOMPARE(tree->topLevelItemCount(), fresh.tree()->topLevelItemCount());
        QString order;
        for (int r = 0; r < tree->topLevelItemCount(); ++r) {
            QCOMPARE(rowContents(tree->topLevelItem(r)),
                     rowContents(fresh.tree()->topLevelItem(r)));
            order += tree->topLevelItem(r)->data(app::InspectorDock::Fact, Qt::UserRole).toString();
        }
        // Each enemy's distance as the overlays measured it on this move.
        for (const QJsonValue &enemy :
             mOverlays->facts().value(QStringLiteral("enemies")).toArray()) {
            const QString id = enemy[QStringLiteral("unit")].toString();
            QTreeWidgetItem *row = mInspector->enemyRow(id);
            QVERIFY(row);
            QCOMPARE(row->data(app::InspectorDock::Value, Qt::UserRole).toDouble(),
                     enemy[QStringLiteral("distance")].toDouble());
            for (int f = 0; f < row->childCount(); ++f)
                factValues << id + row->child(f)->text(app::InspectorDock::Fact) +
                                  row->child(f)->text(app::InspectorDock::Value);
        }
        orders << order;
    }
    // What the tree shows after the moves' partial repaints (only the changed cells, one
    // rectangle of the region at a time) is what a repaint of the whole tree draws.
    QWidget *rows = mInspector->tree()->viewport();
    QVERIFY(rows->isVisible() && rows->width() > 50 && rows->height() > 50);
    const QRect shownAt(rows->mapTo(mWindow.get(), QPoint(0, 0)), rows->size());
    auto grabRows = [&] {
        return mWindow->screen()
            ->grabWindow(mWindow->winId())
            .toImage()
            .copy(shownAt)
            .convertToFormat(QImage::Format_RGB32);
    };
    const QImage partly = grabRows();
    rows->repaint();
    const QImage whole = grabRows();
    QCOMPARE(partly.size(), whole.size());
    QVERIFY(partly == whole);
    QTest::mouseRelease(port, Qt::LeftButton, Qt::ShiftModifier, to);
    // The drag did change what the rows show: the enemies swapped places, and facts changed
    // (more answers than one per fact of each enemy).
    QVERIFY2(orders.size() > 1, qPrintable(QStringList(orders.values()).join(QLatin1Char(' '))));
    int facts = 0;
    for (int r = 0; r < mInspector->tree()->topLevelItemCount(); ++r)
        facts += mInspector->tree()->topLevelItem(r)->childCount();
    QVERIFY2(factValues.size() > facts,
             qPrintable(QStringList(factValues.values()).join(QLatin1Char('\n'))));
}

void TestMeasuring::selectingTwoGroupsOrNoneShowsNothing()
{
    clickUnit(QStringLiteral("tercio"), QStringLiteral("f2r2"));
    toggle(QStringLiteral("restrictedArea"));
    QCOMPARE(mOverlays->items(Kind::RestrictedArea).size(), 1);
    // Ctrl adds the front Dutch battle group: two groups, nothing to measure from.
    QTest::mouseClick(mView->viewport(), Qt::LeftButton, Qt::ControlModifier,
                      pointOf(QStringLiteral("dutch1"), QStringLiteral("f2r2")));
    QTRY_VERIFY(mOverlays->unitId().isEmpty());
    QVERIFY(mOverlays->items(Kind::RestrictedArea).isEmpty());
    QCOMPARE(mInspector->tree()->topLevelItemCount(), 0);
    QTest::keyClick(mView->viewport(), Qt::Key_Escape);
    QTRY_VERIFY(mScene->selectedBases().isEmpty());
    QVERIFY(mOverlays->unitId().isEmpty());
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
