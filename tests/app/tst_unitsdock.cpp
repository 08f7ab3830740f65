// SPDX-License-Identifier: GPL-3.0-or-later
// The units dock on every rule set's demo, in the real main window on the offscreen platform: each
// unit's whole name is in view at the sizes of a laptop's and a desktop's screen, and no two units
// are called the same (issue 31: "Horac..." twice, "Franci..." twice, still cut at 1920).
#include "app/gui/docks/cohesionladderdelegate.h"
#include "app/gui/docks/unitsdock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/mainwindow.h"
#include "core/battle.h"
#include "guitesting.h"
#include "rulesets/ruleset.h"

#include <QAction>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace adjutant;

class TestUnitsDock : public QObject
{
    Q_OBJECT

private slots:
    void everyUnitsNameIsWhole_data();
    void everyUnitsNameIsWhole();
    void everyUnitStandsOnItsLadder_data();
    void everyUnitStandsOnItsLadder();
};

namespace {
// The first window on a 1366 x 768 screen (a panel of 27 px) and on a 1920 x 1080 one, and the
// window maximised on each.
const QList<QPair<const char *, QSize>> screens{
    {"1366 x 768, first run", app::MainWindow::firstSize({0, 27, 1366, 741})},
    {"1366 x 768, maximised", QSize(1366, 705)},
    {"1920 x 1080, first run", app::MainWindow::firstSize({0, 32, 1920, 1048})},
    {"1920 x 1080, maximised", QSize(1920, 1017)}};
} // namespace

void TestUnitsDock::everyUnitsNameIsWhole_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QSize>("size");
    for (const char *ruleset : {"fogr", "olddessauer", "nieuport1600"}) {
        for (const auto &[name, size] : screens)
            QTest::newRow(qPrintable(
                QStringLiteral("%1, %2").arg(QLatin1String(ruleset), QLatin1String(name))))
                << QString::fromLatin1(ruleset) << size;
    }
}

// Every unit's name whole (never elided), and with it its bases; its losses whole or elided with
// the whole text in the cell's tooltip. The names tell the units apart and none names a hex,
// which a unit leaves when it moves.
void TestUnitsDock::everyUnitsNameIsWhole()
{
    QFETCH(QString, ruleset);
    QFETCH(QSize, size);
    QStandardPaths::setTestModeEnabled(true);
    const QTemporaryDir dir; // the demo's battle file, afresh
    QVERIFY(dir.isValid());
    const auto window = guitesting::demoWindow(dir.path(), size, ruleset);
    QVERIFY(window);
    QTest::qWait(50); // the layout settles
    QTreeWidget *tree = window->unitsDock()->tree();
    const QRect port = tree->viewport()->rect();
    const QRegularExpression hexLabel(QStringLiteral("\\b\\d{4}\\b"));
    QSet<QString> names;
    int units = 0;
    for (int s = 0; s < tree->topLevelItemCount(); ++s) {
        QTreeWidgetItem *side = tree->topLevelItem(s);
        for (int u = 0; u < side->childCount(); ++u) {
            QTreeWidgetItem *item = side->child(u);
            const QString name = item->text(app::UnitsDock::Name);
            ++units;
            names << name;
            for (int column :
                 {app::UnitsDock::Name, app::UnitsDock::Strength, app::UnitsDock::Losses}) {
                const QString where = QStringLiteral("%1, column %2: %3")
                                          .arg(name)
                                          .arg(column)
                                          .arg(item->text(column));
                QVERIFY2(!tree->isColumnHidden(column),
                         qPrintable(where + QStringLiteral(", hidden")));
                const QRect cell = tree->visualRect(tree->indexFromItem(item, column));
                QVERIFY2(cell.left() >= port.left() && cell.right() <= port.right(),
                         qPrintable(where + QStringLiteral(", outside the dock")));
                if (!guitesting::isElided(tree, item, column))
                    continue;
                // The losses' words, a sentence in some rule sets, give way to the name.
                QVERIFY2(column == app::UnitsDock::Losses,
                         qPrintable(where + QStringLiteral(", cut")));
                QVERIFY2(guitesting::toolTipOf(tree, item, column).startsWith(item->text(column)),
                         qPrintable(where + QStringLiteral(", elided without its tooltip")));
            }
            QVERIFY2(!hexLabel.match(name).hasMatch(), qPrintable(name));
        }
    }
    QVERIFY(units > 0);
    QCOMPARE(names.size(), units);
}

void TestUnitsDock::everyUnitStandsOnItsLadder_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("start");
    QTest::addColumn<QString>("below");
    QTest::newRow("fogr") << "fogr" << "Steady" << "Disrupted";
    QTest::newRow("olddessauer") << "olddessauer" << "Good" << "Shaken";
    QTest::newRow("nieuport1600") << "nieuport1600" << "Normal" << "Disordered";
}

// Issue 31: "Current morale is not shown for any Old Dessauer unit or any Nieuport 1600 unit
// whose value is not recorded: every step of the ladder is greyed". Every unit's cell names a
// step of its ladder, the one drawn as current; a unit with none recorded stands where the rules
// start every unit, and its tooltip says it is not recorded; a step down goes one below it.
void TestUnitsDock::everyUnitStandsOnItsLadder()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, start);
    QFETCH(QString, below);
    QStandardPaths::setTestModeEnabled(true);
    const QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const auto window = guitesting::demoWindow(dir.path(), QSize(1366, 705), ruleset);
    QVERIFY(window);
    app::UnitsDock *dock = window->unitsDock();
    QTreeWidget *tree = dock->tree();
    const core::Battle &battle = window->document()->battle();
    QString unrecorded;
    for (int s = 0; s < tree->topLevelItemCount(); ++s) {
        QTreeWidgetItem *side = tree->topLevelItem(s);
        for (int u = 0; u < side->childCount(); ++u) {
            QTreeWidgetItem *item = side->child(u);
            const QStringList ladder =
                item->data(app::UnitsDock::Cohesion, app::CohesionLadderDelegate::LadderRole)
                    .toStringList();
            const QString shown = item->text(app::UnitsDock::Cohesion);
            QVERIFY2(app::CohesionLadderDelegate::stepOf(ladder, shown) >= 0,
                     qPrintable(item->text(app::UnitsDock::Name) + QStringLiteral(": ") + shown));
            const QString id = item->data(app::UnitsDock::Name, app::UnitsDock::IdRole)
                                   .toString()
                                   .section(QLatin1Char(':'), -1);
            const int index = battle.unitIndex(id);
            QVERIFY2(index >= 0, qPrintable(id));
            if (!battle.units[index].state.cohesion.isEmpty())
                continue;
            QCOMPARE(shown, start);
            QVERIFY2(item->toolTip(app::UnitsDock::Cohesion)
                         .contains(QStringLiteral("not recorded; every unit starts at ") + start),
                     qPrintable(item->toolTip(app::UnitsDock::Cohesion)));
            unrecorded = id;
        }
    }
    if (unrecorded.isEmpty()) {
        // Every unit of this demo has its level recorded: forget one's.
        const QString id = battle.units.front().id;
        QVERIFY(dock->setCohesion(id, QString()));
        unrecorded = id;
    }
    dock->setCurrentUnit(unrecorded);
    QCOMPARE(dock->currentUnit(), unrecorded);
    dock->cohesionDown->trigger();
    QCOMPARE(battle.units[battle.unitIndex(unrecorded)].state.cohesion, below);
}

QTEST_MAIN(TestUnitsDock)
#include "tst_unitsdock.moc"
