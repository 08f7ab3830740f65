// SPDX-License-Identifier: GPL-3.0-or-later
// The inspector of the selected battle group (issue 5), on real widgets on the offscreen
// platform: the tercio of the demo is selected by a click, the inspector lists both Dutch battle
// groups with what adjutant-cli measure says of them, and follows the model and a drag in progress.
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
#include "core/battlesession.h"
#include "core/change.h"
#include "guitesting.h"
#include "measuringtest.h"

#include <QAction>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QProcess>
#include <QScreen>
#include <QSet>
#include <QTest>
#include <QTreeWidget>

using namespace adjutant;
using namespace measuringtesting;

class TestMeasureInspector : public MeasuringTest
{
    Q_OBJECT

private slots:
    void clickingTheTercioFillsTheInspector();
    void inspectorAgreesWithTheCli();
    void clickingAnEnemyRowRingsItOnTheTable();
    void inspectorFollowsAMoveInTheModel();
    void inspectorDuringADragMatchesAFreshOne();
    void selectingTwoGroupsOrNoneShowsNothing();

private:
    QJsonObject cliMeasure(const QString &unit) const;
    void moveBy(const QString &unit, geometry::Point byMm);
};

// Moves a battle group in the model: one bases.moved, as a drag records it.
void TestMeasureInspector::moveBy(const QString &unit, geometry::Point byMm)
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

QJsonObject TestMeasureInspector::cliMeasure(const QString &unit) const
{
    QProcess cli;
    const QStringList args{QStringLiteral("measure"),
                           QStringLiteral(ADJUTANT_SOURCE_DIR "/tests/app/data/fogr-before-the-charge.json"),
                           QStringLiteral("--unit"), unit, QStringLiteral("--within"), QStringLiteral("100")};
    cli.start(QStringLiteral(ADJUTANT_CLI), args);
    if (!cli.waitForFinished(30000) || cli.exitCode() != 0)
        return {};
    const QByteArray out = cli.readAllStandardOutput();
    jsonschema::verifyCliOutput(args, cli.exitCode(), out); // docs/schemas
    return QJsonDocument::fromJson(out).object();
}

void TestMeasureInspector::clickingTheTercioFillsTheInspector()
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

void TestMeasureInspector::inspectorAgreesWithTheCli()
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

void TestMeasureInspector::clickingAnEnemyRowRingsItOnTheTable()
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

void TestMeasureInspector::inspectorFollowsAMoveInTheModel()
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

void TestMeasureInspector::inspectorDuringADragMatchesAFreshOne()
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

void TestMeasureInspector::selectingTwoGroupsOrNoneShowsNothing()
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

QTEST_MAIN(TestMeasureInspector)
#include "tst_measureinspector.moc"
