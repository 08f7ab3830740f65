// SPDX-License-Identifier: GPL-3.0-or-later
// Every view of the main window shows the truth after every kind of event (issue 15): for each
// event type core accepts, a representative change is recorded on the demo battle, then undone,
// then redone, and after each what every view shows (the units dock, the table's labels as they
// are drawn, its bases and terrain, the attrition dock, the turn bar, the inspector measuring
// from the selected tercio, the log, the title, the summary, undo and redo) equals what a main
// window freshly opened on the same battle file shows (CONVENTIONS.md: test each view against a
// fresh one after every kind of event).
#include "app/gui/actions.h"
#include "app/gui/docks/attritiondock.h"
#include "app/gui/docks/inspectordock.h"
#include "app/gui/docks/logdock.h"
#include "app/gui/docks/turnbar.h"
#include "app/gui/docks/unitsdock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/hexmap/commanderitem.h"
#include "app/gui/hexmap/counteritem.h"
#include "app/gui/mainwindow.h"
#include "app/gui/report/battlesummary.h"
#include "app/gui/table/baseitem.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "app/gui/table/terrainitem.h"
#include "app/gui/table/unitlabelitem.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "core/changes.h"
#include "core/scenariowriter.h"
#include "documentviewstesting.h"

#include <QAction>
#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QLabel>
#include <QLineSeries>
#include <QProgressBar>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTreeWidget>

#include <functional>
#include <memory>

using namespace adjutant;
using namespace documentviewstesting;

namespace {

// What a main window shows, line by line, for comparing two windows. The labels of the units in
// `pictures` are compared as drawn on the screen too (a label's text was right while its picture
// was stale): those that have not moved since they were first drawn, as a label moved on the
// screen keeps its picture, drawn where it first was to a fraction of a pixel.
QStringList shown(app::MainWindow &window, const QSet<QString> &pictures)
{
    QStringList lines;
    auto add = [&lines](const QString &view, const QString &what) {
        lines << view + QStringLiteral(": ") + what;
    };

    // The units dock: every cell's text and tip.
    QTreeWidget *tree = window.unitsDock()->tree();
    QStringList header;
    for (int c = 0; c < tree->columnCount(); ++c)
        header << tree->headerItem()->text(c);
    add(QStringLiteral("units header"), header.join(QLatin1Char('|')));
    for (int i = 0; i < tree->topLevelItemCount(); ++i) {
        QTreeWidgetItem *side = tree->topLevelItem(i);
        QList<QTreeWidgetItem *> rows{side};
        for (int j = 0; j < side->childCount(); ++j)
            rows << side->child(j);
        for (QTreeWidgetItem *row : rows) {
            QStringList cells;
            for (int c = 0; c < tree->columnCount(); ++c) {
                cells << row->text(c) + QLatin1Char('~') + row->toolTip(c) + QLatin1Char('~') +
                             row->background(c).color().name() + row->foreground(c).color().name();
            }
            add(QStringLiteral("units row"), cells.join(QLatin1Char('|')));
        }
    }

    // The table: labels as drawn, bases, terrain, contacts.
    app::TableView *view = window.tableView();
    app::TableScene *scene = window.tableScene();
    const QRectF sceneRect = scene->sceneRect();
    add(QStringLiteral("table"), QStringLiteral("scene %1,%2 %3x%4, zoom %5")
                                     .arg(sceneRect.x())
                                     .arg(sceneRect.y())
                                     .arg(sceneRect.width())
                                     .arg(sceneRect.height())
                                     .arg(view->transform().m11()));
    // A map's hexes and terrain are painted in the view's background: the map as drawn.
    if (scene->frame().hexLayout()) {
        const QImage map = view->viewport()->grab().toImage().convertToFormat(QImage::Format_ARGB32);
        const QByteArray bits(reinterpret_cast<const char *>(map.constBits()), map.sizeInBytes());
        add(QStringLiteral("map drawn"),
            QString::fromLatin1(QCryptographicHash::hash(bits, QCryptographicHash::Md5).toHex()));
    }
    QStringList items;
    for (QGraphicsItem *item : scene->items(Qt::AscendingOrder)) {
        if (auto *label = qgraphicsitem_cast<app::UnitLabelItem *>(item)) {
            const QRect onScreen = label->deviceTransform(view->viewportTransform())
                                       .mapRect(label->boundingRect())
                                       .toAlignedRect();
            QString drawn;
            if (pictures.contains(label->unitId())) {
                const QImage picture = view->viewport()->grab(onScreen).toImage().convertToFormat(
                    QImage::Format_ARGB32);
                const QByteArray bits(reinterpret_cast<const char *>(picture.constBits()),
                                      picture.sizeInBytes());
                drawn = QStringLiteral(", drawn ") +
                        QString::fromLatin1(
                            QCryptographicHash::hash(bits, QCryptographicHash::Md5).toHex());
            }
            items << QStringLiteral("label %1 \"%2\" \"%3\" %4 \"%5\" at %6,%7 %8x%9%10")
                         .arg(label->unitId(), label->name(), label->cohesion(),
                              label->level().name(), label->detail())
                         .arg(label->pos().x())
                         .arg(label->pos().y())
                         .arg(onScreen.width())
                         .arg(onScreen.height())
                         .arg(drawn);
        } else if (auto *base = qgraphicsitem_cast<app::BaseItem *>(item)) {
            const geometry::OrientedRect &pose = base->pose();
            if (auto *counter = dynamic_cast<app::CounterItem *>(base))
                items << QStringLiteral("counter %1/%2 arm %3 level \"%4\" %5")
                             .arg(base->unitId(), base->baseId())
                             .arg(int(counter->look().arm))
                             .arg(counter->look().level, counter->look().levelColour.name());
            items << QStringLiteral(
                         "base %1/%2 at %3,%4 facing %5, %6x%7, item at %8,%9 turned %10")
                         .arg(base->unitId(), base->baseId())
                         .arg(pose.centre.x)
                         .arg(pose.centre.y)
                         .arg(pose.facingDegrees)
                         .arg(pose.width)
                         .arg(pose.depth)
                         .arg(base->pos().x())
                         .arg(base->pos().y())
                         .arg(base->rotation());
        } else if (auto *commander = qgraphicsitem_cast<app::CommanderItem *>(item)) {
            items << QStringLiteral("commander \"%1\" at %2,%3")
                         .arg(commander->toolTip())
                         .arg(commander->pos().x())
                         .arg(commander->pos().y());
        } else if (auto *terrain = qgraphicsitem_cast<app::TerrainItem *>(item)) {
            QStringList corners;
            for (const QPointF &corner : terrain->mapToScene(terrain->outline()))
                corners << QStringLiteral("%1,%2").arg(corner.x()).arg(corner.y());
            items << QStringLiteral("terrain %1 %2: %3")
                         .arg(terrain->terrainId(), terrain->terrainType(),
                              corners.join(QLatin1Char(' ')));
        }
    }
    items.sort();
    for (const QString &item : std::as_const(items))
        add(QStringLiteral("table"), item);
    for (const app::ContactMark &mark : scene->contacts().marks())
        add(QStringLiteral("contact"),
            QStringLiteral("%1-%2 %3").arg(mark.a).arg(mark.b).arg(int(mark.kind)));

    // The attrition dock.
    app::AttritionDock *attrition = window.attritionDock();
    add(QStringLiteral("attrition"),
        attrition->windowTitle() + QLatin1Char('|') + attrition->verdict()->text());
    for (const core::Side &side : window.document()->battle().sides) {
        QStringList parts;
        if (QProgressBar *bar = attrition->bar(side.id))
            parts << QStringLiteral("%1/%2 %3")
                         .arg(bar->value())
                         .arg(bar->maximum())
                         .arg(bar->format());
        if (QLabel *banner = attrition->banner(side.id))
            parts << QStringLiteral("banner %1 %2")
                         .arg(banner->isVisibleTo(attrition))
                         .arg(banner->text());
        if (QCheckBox *camp = attrition->campSacked(side.id))
            parts << QStringLiteral("camp %1").arg(camp->isChecked());
        add(QStringLiteral("attrition side ") + side.id, parts.join(QLatin1Char('|')));
    }
    for (int i = 0; i < attrition->rows()->topLevelItemCount(); ++i) {
        QTreeWidgetItem *group = attrition->rows()->topLevelItem(i);
        add(QStringLiteral("attrition row"), group->text(0) + QLatin1Char('|') + group->text(1));
        for (int j = 0; j < group->childCount(); ++j)
            add(QStringLiteral("attrition row"),
                group->child(j)->text(0) + QLatin1Char('|') + group->child(j)->text(1));
    }
    for (QAbstractSeries *series : attrition->chart()->series()) {
        QStringList points;
        if (auto *line = qobject_cast<QLineSeries *>(series)) {
            for (const QPointF &point : line->points())
                points << QStringLiteral("%1,%2").arg(point.x()).arg(point.y());
        }
        add(QStringLiteral("attrition chart ") + series->name(), points.join(QLatin1Char(' ')));
    }

    // The turn bar.
    app::TurnBar *turnBar = window.turnBar();
    QStringList phases;
    for (QToolButton *phase : turnBar->phaseButtons())
        phases << phase->text() + (phase->isChecked() ? QStringLiteral("*") : QString());
    add(QStringLiteral("turn bar"),
        QStringLiteral("%1 | %2 | %3 | back %4")
            .arg(turnBar->findChild<QLabel *>(QStringLiteral("turnLabel"))->text(),
                 phases.join(QLatin1Char(' ')),
                 turnBar->findChild<QToolButton *>(QStringLiteral("activeSide"))->text())
            .arg(turnBar->previousPhase->isEnabled()));

    // The log and its filters.
    const QAbstractItemModel *log = window.logDock()->view()->model();
    for (int row = 0; row < log->rowCount(); ++row) {
        QStringList cells;
        for (int c = 0; c < log->columnCount(); ++c)
            cells << log->index(row, c).data().toString();
        add(QStringLiteral("log"), cells.join(QLatin1Char('|')));
    }
    for (QComboBox *filter : {window.logDock()->unitFilter(), window.logDock()->turnFilter(),
                              window.logDock()->kindFilter()}) {
        QStringList choices;
        for (int i = 0; i < filter->count(); ++i)
            choices << filter->itemText(i);
        add(QStringLiteral("log filter"), choices.join(QLatin1Char('|')));
    }

    // The inspector: from the selected battle group to every enemy.
    app::InspectorDock *inspector = window.inspectorDock();
    add(QStringLiteral("inspector"), inspector->heading()->text());
    std::function<void(QTreeWidgetItem *, int)> addRow = [&](QTreeWidgetItem *row, int depth) {
        QStringList cells;
        for (int c = 0; c < inspector->tree()->columnCount(); ++c)
            cells << row->text(c) + QLatin1Char('~') + row->toolTip(c) + QLatin1Char('~') +
                         row->foreground(c).color().name();
        add(QStringLiteral("inspector row ") + QString(depth, QLatin1Char('>')),
            cells.join(QLatin1Char('|')));
        for (int i = 0; i < row->childCount(); ++i)
            addRow(row->child(i), depth + 1);
    };
    for (int i = 0; i < inspector->tree()->topLevelItemCount(); ++i)
        addRow(inspector->tree()->topLevelItem(i), 1);

    // The window's title, the summary, undo and redo.
    add(QStringLiteral("title"), window.windowTitle());
    auto *summary = window.findChild<app::BattleSummary *>();
    add(QStringLiteral("summary"), summary->findChild<QLabel *>()->text());
    add(QStringLiteral("undo"), window.actions()->undo->text() + QLatin1Char('|') +
                                    QString::number(window.actions()->undo->isEnabled()));
    add(QStringLiteral("redo"), window.actions()->redo->text() + QLatin1Char('|') +
                                    QString::number(window.actions()->redo->isEnabled()));
    return lines;
}

} // namespace

class TestDocumentViews : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void everyKindOfEventHasARepresentative();
    void everyViewEqualsAFreshOne_data();
    void everyViewEqualsAFreshOne();
    void everyMapViewEqualsAFreshOne_data();
    void everyMapViewEqualsAFreshOne();

private:
    std::unique_ptr<app::MainWindow> openWindow();
    void compareWithAFreshWindow(app::MainWindow &window, const QString &when);
    QTemporaryDir mDir;
    int mWindows = 0;
    // Where each label of the window under test was when it was first drawn.
    QHash<QString, QPointF> mFirstDrawn;
};

void TestDocumentViews::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
}

void TestDocumentViews::everyKindOfEventHasARepresentative()
{
    QStringList covered;
    for (const Representative &representative : representatives())
        covered << representative.type;
    for (const QString &type : core::Changes::knownTypes()) {
        if (type != QLatin1String("battle.created")) // starts a log, never recorded
            QVERIFY2(covered.contains(type),
                     qPrintable(type + QStringLiteral(": no representative")));
    }
}

std::unique_ptr<app::MainWindow> TestDocumentViews::openWindow()
{
    auto window = std::make_unique<app::MainWindow>();
    window->resize(1200, 760);
    window->show();
    if (!QTest::qWaitForWindowExposed(window.get()))
        return nullptr;
    return window;
}

// The window as the player sees it (painted: the table's items keep their pictures) against one
// opened afresh on the same battle file.
void TestDocumentViews::compareWithAFreshWindow(app::MainWindow &window, const QString &when)
{
    QCoreApplication::processEvents();
    QSet<QString> pictures;
    for (QGraphicsItem *item : window.tableScene()->items()) {
        if (auto *label = qgraphicsitem_cast<app::UnitLabelItem *>(item)) {
            const QPointF first = mFirstDrawn.value(label->unitId(), label->pos());
            mFirstDrawn.insert(label->unitId(), first);
            if (first == label->pos())
                pictures.insert(label->unitId());
        }
    }
    auto fresh = openWindow();
    QVERIFY(fresh);
    QVERIFY2(fresh->openFile(window.document()->path()), qPrintable(fresh->lastError()));
    // The same battle groups selected, for the inspector.
    QSet<QString> selected;
    for (app::BaseItem *base : window.tableScene()->selectedBases())
        selected.insert(base->unitId());
    for (const QString &unit : std::as_const(selected))
        fresh->tableScene()->selectUnit(unit, true);
    QCoreApplication::processEvents();
    const QStringList actual = shown(window, pictures);
    const QStringList expected = shown(*fresh, pictures);
    for (qsizetype i = 0; i < std::max(actual.size(), expected.size()); ++i) {
        const QString a = actual.value(i, QStringLiteral("(nothing)"));
        const QString e = expected.value(i, QStringLiteral("(nothing)"));
        QVERIFY2(a == e, qPrintable(QStringLiteral("after %1, line %2:\n   shown: %3\n   fresh: %4")
                                        .arg(when)
                                        .arg(i)
                                        .arg(a, e)));
    }
}

void TestDocumentViews::everyViewEqualsAFreshOne_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<QJsonArray>("setup");
    QTest::addColumn<QJsonObject>("change");
    for (const Representative &representative : representatives())
        QTest::newRow(qPrintable(representative.type))
            << representative.type << representative.setup << representative.change;
}

void TestDocumentViews::everyViewEqualsAFreshOne()
{
    QFETCH(QString, type);
    QFETCH(QJsonArray, setup);
    QFETCH(QJsonObject, change);
    mFirstDrawn.clear();
    auto window = openWindow();
    QVERIFY(window);
    QVERIFY2(window->openDemo(mDir.filePath(QStringLiteral("demo%1").arg(++mWindows))),
             qPrintable(window->lastError()));
    app::BattleDocument *document = window->document();
    // The tercio selected: the inspector measures from it to both Dutch battle groups.
    window->tableScene()->selectUnit(QStringLiteral("tercio"));
    for (const QJsonValue &step : setup)
        document->record(core::Change::fromJson(step, QStringLiteral("setup")));
    if (type == QLatin1String("battle.imported")) {
        // The demo again, with a battle group disrupted and a base down.
        core::Battle battle = document->battle();
        battle.name = QStringLiteral("The demo again");
        battle.units[1].state.cohesion = QStringLiteral("Disrupted");
        battle.units[1].currentStrength = 5;
        change = QJsonObject{
            {QStringLiteral("type"), type},
            {QStringLiteral("payload"),
             QJsonObject{{QStringLiteral("scenario"), core::ScenarioWriter::write(battle)}}}};
    }
    // What the player saw before: the table has drawn its items.
    compareWithAFreshWindow(*window, QStringLiteral("the set-up"));
    if (QTest::currentTestFailed())
        return;

    document->record(core::Change::fromJson(change, QStringLiteral("change")));
    QCOMPARE(document->session().events().last().type, type);
    compareWithAFreshWindow(*window, type);
    if (QTest::currentTestFailed())
        return;
    window->actions()->undo->trigger();
    QCOMPARE(document->session().events().last().type, QStringLiteral("undo"));
    compareWithAFreshWindow(*window, QStringLiteral("its undo"));
    if (QTest::currentTestFailed())
        return;
    window->actions()->redo->trigger();
    QCOMPARE(document->session().events().last().type, QStringLiteral("redo"));
    compareWithAFreshWindow(*window, QStringLiteral("its redo"));
}

void TestDocumentViews::everyMapViewEqualsAFreshOne_data()
{
    QTest::addColumn<QJsonObject>("change");
    for (const Representative &representative : mapRepresentatives())
        QTest::newRow(qPrintable(representative.type)) << representative.change;
}

void TestDocumentViews::everyMapViewEqualsAFreshOne()
{
    QFETCH(QJsonObject, change);
    mFirstDrawn.clear();
    auto window = openWindow();
    QVERIFY(window);
    QVERIFY2(window->openDemo(mDir.filePath(QStringLiteral("map%1").arg(++mWindows)),
                              QStringLiteral("nieuport1600")),
             qPrintable(window->lastError()));
    app::BattleDocument *document = window->document();
    window->tableScene()->selectUnit(QStringLiteral("fvere1"));
    compareWithAFreshWindow(*window, QStringLiteral("opening the map"));
    if (QTest::currentTestFailed())
        return;
    const QString type = change[QStringLiteral("type")].toString();
    document->record(core::Change::fromJson(change, QStringLiteral("change")));
    compareWithAFreshWindow(*window, type);
    if (QTest::currentTestFailed())
        return;
    window->actions()->undo->trigger();
    compareWithAFreshWindow(*window, QStringLiteral("its undo"));
    if (QTest::currentTestFailed())
        return;
    window->actions()->redo->trigger();
    compareWithAFreshWindow(*window, QStringLiteral("its redo"));
}

QTEST_MAIN(TestDocumentViews)
#include "tst_documentviews.moc"
