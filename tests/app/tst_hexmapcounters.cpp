// SPDX-License-Identifier: GPL-3.0-or-later
// The Nieuport 1600 map's counters read from a laptop's distance (issue 31), on real widgets on
// the offscreen platform: what CounterItem::drawn says paint draws, at the zoom the map is first
// fitted at and in table-side mode, and the units' names as the windows show them.
#include "app/gui/actions.h"
#include "app/gui/docks/inspectordock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/hexmap/commanderitem.h"
#include "app/gui/hexmap/counteritem.h"
#include "app/gui/mainwindow.h"
#include "app/gui/table/tablescene.h"
#include "app/gui/table/tableview.h"
#include "core/battle.h"
#include "guitesting.h"

#include <QAbstractItemView>
#include <QAction>
#include <QRegularExpression>
#include <QSet>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <functional>
#include <memory>

using namespace adjutant;

class TestHexMapCounters : public QObject
{
    Q_OBJECT

private slots:
    void init();
    void countersCarryTheirIdentityAtTheFittedZoom();
    void tableSideDrawsTheCountersLarger();
    void unitNamesCarryNoStartHex();

private:
    std::unique_ptr<QTemporaryDir> mDir;
};

void TestHexMapCounters::init()
{
    mDir = std::make_unique<QTemporaryDir>();
    QVERIFY(mDir->isValid());
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
void TestHexMapCounters::countersCarryTheirIdentityAtTheFittedZoom()
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
    // A commander's marker stands over the lower left of his hex: the counters' words keep clear
    // of it (Francis Vere's with his first unit in 1404, the mutineers' commander with them).
    QSet<QPair<int, int>> commanded;
    for (const core::Commander &commander : battle.commanders) {
        const app::CommanderItem *item = opened.window->tableScene()->commanderItem(commander.id);
        const QRectF marker = item->mapRectToScene(item->boundingRect());
        commanded.insert({commander.hex.column, commander.hex.row});
        for (qsizetype c = 0; c < opened.counters.size(); ++c) {
            if (opened.hexes[c] != qMakePair(commander.hex.column, commander.hex.row))
                continue;
            for (const QRectF &r : drawnInScene(*opened.counters[c], lod))
                QVERIFY2(!r.intersects(marker), qPrintable(commander.id));
        }
    }
    QVERIFY(commanded.contains({13, 3}));
    guitesting::saveShot(*opened.window, QStringLiteral("nieuport1600-fitted-1366.png"));

    // Three zoom steps in, the hexes have room for the units' names under their letters, each
    // begun as the unit's is; where a commander's marker takes the room, the name gives way.
    view->setZoom(lod * 1.728);
    const double closer = view->zoom();
    i = 0;
    for (const core::Unit &unit : battle.units) {
        for (qsizetype b = 0; b < unit.bases.size(); ++b, ++i) {
            if (top.value(opened.hexes[i]) != i || commanded.contains(opened.hexes[i]))
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
void TestHexMapCounters::tableSideDrawsTheCountersLarger()
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
        QVERIFY2(d.wordFont.pixelSize() >= before[i].wordFont.pixelSize(), what);
        // The level's marker stays; its initial only at the size read from the chair, where the
        // hex has room for it beside the letter (else the marker is its colour alone).
        QCOMPARE(d.markerRect.isEmpty(), before[i].markerRect.isEmpty());
        if (!d.marker.isEmpty()) {
            QCOMPARE(d.marker, before[i].marker);
            QVERIFY2(d.markerFont.pixelSize() >= before[i].markerFont.pixelSize(), what);
        }
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
void TestHexMapCounters::unitNamesCarryNoStartHex()
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

QTEST_MAIN(TestHexMapCounters)
#include "tst_hexmapcounters.moc"
