// SPDX-License-Identifier: GPL-3.0-or-later
// A battle group that autobreaks is broken, counted and logged in the same step (issue 15),
// whichever way the loss was recorded: the units dock's Base −, a death roll applied from the
// resolver's model, adjutant-cli apply. FoGR, Battle Group Deterioration, Autobreak: "Battle
// groups automatically break immediately when they have lost a certain proportion of their
// original bases"; Average: "> 40% lost", so the demo's Dutch foot of 6 bases autobreaks at the
// third base lost (3 of 6 is 50 %; 2 of 6 is 33 %).
#include "clischema.h"
#include "app/gui/actions.h"
#include "app/gui/resolver/adjudication.h"
#include "app/gui/docks/attritiondock.h"
#include "app/gui/document/battledocument.h"
#include "app/gui/docks/logdock.h"
#include "app/gui/document/logmodel.h"
#include "app/gui/mainwindow.h"
#include "app/gui/docks/unitsdock.h"
#include "core/battle.h"
#include "core/battlesession.h"
#include "guitesting.h"
#include "rulesets/books.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QAction>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QToolButton>
#include <QTreeWidget>

using namespace adjutant;

namespace {

const QString dutch1 = QStringLiteral("dutch1");

const rulesets::Ruleset &fogr()
{
    return *rulesets::findRuleset(QStringLiteral("fogr"));
}

// The base lost at which the Dutch foot autobreak, by the rule set's own procedure.
int autobreaksAt()
{
    rulesets::DiceSource none = rulesets::DiceSource::none();
    return fogr()
        .run(QStringLiteral("autobreak"),
             {{QStringLiteral("quality"), QStringLiteral("Average")},
              {QStringLiteral("originalBases"), 6},
              {QStringLiteral("currentBases"), 6}},
             none)
        .facts.value(QStringLiteral("autobreaksAtBasesLost"))
        .toInt();
}

const core::Unit &unitOf(const core::Battle &battle, const QString &id)
{
    return battle.units[battle.unitIndex(id)];
}

// The Dutch side's points as the rule set reckons them on `battle`.
int dutchPoints(const core::Battle &battle)
{
    for (const rulesets::SideStanding &side : fogr().books().standing(battle)) {
        if (side.side == QLatin1String("dutch"))
            return side.points;
    }
    return -1;
}

int shownDutchPoints(const app::AttritionDock &dock)
{
    for (const rulesets::SideStanding &side : dock.sides()) {
        if (side.side == QLatin1String("dutch"))
            return side.points;
    }
    return -1;
}

core::Change lost(const QString &unit)
{
    return {QStringLiteral("unit.basesLost"),
            {{QStringLiteral("id"), unit}, {QStringLiteral("count"), 1}}};
}

QString lastLogLine(app::MainWindow &window)
{
    const QAbstractItemModel *log = window.logDock()->view()->model();
    return log->index(log->rowCount() - 1, 4).data().toString();
}

} // namespace

class TestAutobreak : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void threeBasesLostOnTheUnitsDock();
    void aDeathRollAppliedBreaksInTheSameStep();
    void adjutantCliRecordsTheSameStep();

private:
    std::unique_ptr<app::MainWindow> openDemo(const QString &name);
    QTemporaryDir mDir;
};

void TestAutobreak::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
    // The book's threshold, as the rule set reads it from its table.
    QCOMPARE(autobreaksAt(), 3);
}

std::unique_ptr<app::MainWindow> TestAutobreak::openDemo(const QString &name)
{
    return guitesting::demoWindow(mDir.filePath(name), QSize(1500, 950));
}

void TestAutobreak::threeBasesLostOnTheUnitsDock()
{
    auto window = openDemo(QStringLiteral("dock"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    app::UnitsDock *dock = window->unitsDock();
    guitesting::clickCell(dock->tree(), dock->unitItem(dutch1), app::UnitsDock::Name);
    QCOMPARE(dock->currentUnit(), dutch1);
    auto *minus =
        qobject_cast<QToolButton *>(dock->findChild<QToolBar *>(QStringLiteral("unitsDockToolBar"))
                                        ->widgetForAction(dock->baseLost));
    QVERIFY(minus);
    const qsizetype entries = document->session().events().size();

    QTest::mouseClick(minus, Qt::LeftButton);
    QTest::mouseClick(minus, Qt::LeftButton);
    QCOMPARE(unitOf(document->battle(), dutch1).state.cohesion, QStringLiteral("Steady"));
    QCOMPARE(shownDutchPoints(*window->attritionDock()), 0);
    const core::Battle beforeThird = document->battle();

    QTest::mouseClick(minus, Qt::LeftButton);
    // Broken in the battle, on the units dock, counted on the attrition dock, logged with why:
    // one step of the log.
    const core::Unit &unit = unitOf(document->battle(), dutch1);
    QCOMPARE(unit.currentStrength, 3);
    QCOMPARE(unit.state.cohesion, QStringLiteral("Broken"));
    QCOMPARE(dock->unitItem(dutch1)->text(app::UnitsDock::Cohesion), QStringLiteral("Broken"));
    QCOMPARE(dock->unitItem(dutch1)->text(app::UnitsDock::Losses), QStringLiteral("AUTOBROKEN"));
    core::Battle brokenByHand = beforeThird;
    brokenByHand.units[brokenByHand.unitIndex(dutch1)].currentStrength = 3;
    brokenByHand.units[brokenByHand.unitIndex(dutch1)].state.cohesion = QStringLiteral("Broken");
    QVERIFY(dutchPoints(brokenByHand) > 0);
    QCOMPARE(shownDutchPoints(*window->attritionDock()), dutchPoints(brokenByHand));
    QCOMPARE(document->session().events().size(), entries + 3);
    QCOMPARE(document->session().events().last().type, QStringLiteral("change.followedUp"));
    QCOMPARE(lastLogLine(*window),
             QStringLiteral("\"Dutch foot (front)\" loses 1: strength 4 → 3 of 6; autobroken: "
                            "\"Dutch foot (front)\" Steady → Broken, 3 of 6 bases lost "
                            "(Average: > 40% lost; FoGR: Battle Group Deterioration, Autobreak)"));

    const QByteArray shots = qgetenv("ADJUTANT_SCREENSHOTS");
    if (!shots.isEmpty())
        QVERIFY(
            window->grab().save(QString::fromLocal8Bit(shots) + QStringLiteral("/autobreak.png")));

    // One undo takes the loss and the break back; one redo makes both again.
    window->actions()->undo->trigger();
    QCOMPARE(document->battle(), beforeThird);
    QCOMPARE(dock->unitItem(dutch1)->text(app::UnitsDock::Cohesion), QStringLiteral("Steady"));
    QCOMPARE(dock->unitItem(dutch1)->text(app::UnitsDock::Losses), QStringLiteral("⚠ next base"));
    QCOMPARE(shownDutchPoints(*window->attritionDock()), 0);
    window->actions()->redo->trigger();
    QCOMPARE(unitOf(document->battle(), dutch1).state.cohesion, QStringLiteral("Broken"));
    QCOMPARE(shownDutchPoints(*window->attritionDock()), dutchPoints(brokenByHand));
    // A base restored leaves it broken: "battle groups below their autobreak point cannot be
    // rallied", and none above it is rallied by Adjutant.
    QTest::mouseClick(minus, Qt::LeftButton);
    dock->baseRestored->trigger();
    dock->baseRestored->trigger();
    QCOMPARE(unitOf(document->battle(), dutch1).currentStrength, 4);
    QCOMPARE(unitOf(document->battle(), dutch1).state.cohesion, QStringLiteral("Broken"));
}

void TestAutobreak::aDeathRollAppliedBreaksInTheSameStep()
{
    auto window = openDemo(QStringLiteral("deathroll"));
    QVERIFY(window);
    app::BattleDocument *document = window->document();
    document->record(lost(dutch1));
    document->record(lost(dutch1));
    const core::Battle before = document->battle();

    // The death roll as the resolver applies it: 4 hits from a close combat lost, a 1 thrown.
    app::Adjudication adjudication(fogr(), QStringLiteral("death-roll"));
    adjudication.evaluate({{QStringLiteral("battleGroup"), dutch1},
                           {QStringLiteral("name"), QStringLiteral("Dutch foot (front)")},
                           {QStringLiteral("hits"), 4},
                           {QStringLiteral("from"), QStringLiteral("closeCombatLost")},
                           {QStringLiteral("bases"), 4}},
                          {{QStringLiteral("death"), {{1}, {}}}});
    QVERIFY(adjudication.result());
    document->record(adjudication.change());

    QCOMPARE(document->session().events().last().type, QStringLiteral("change.followedUp"));
    QCOMPARE(unitOf(document->battle(), dutch1).currentStrength, 3);
    QCOMPARE(unitOf(document->battle(), dutch1).state.cohesion, QStringLiteral("Broken"));
    const QString line = lastLogLine(*window);
    QVERIFY2(line.startsWith(adjudication.result()->summary + QStringLiteral("; autobroken: ")),
             qPrintable(line));
    // Still the death roll's entry: found by its kind and its battle group.
    const QAbstractItemModel *log = window->logDock()->view()->model();
    QCOMPARE(log->index(log->rowCount() - 1, 0).data(app::LogModel::KindRole).toString(),
             QStringLiteral("result: death-roll"));
    QVERIFY(shownDutchPoints(*window->attritionDock()) > 0);

    window->actions()->undo->trigger();
    QCOMPARE(document->battle(), before);
    QCOMPARE(shownDutchPoints(*window->attritionDock()), 0);
}

void TestAutobreak::adjutantCliRecordsTheSameStep()
{
    auto cli = [](const QStringList &args, const QByteArray &input = {}) {
        QProcess process;
        process.start(QStringLiteral(ADJUTANT_CLI), args);
        process.write(input);
        process.closeWriteChannel();
        process.waitForFinished(30000);
        if (process.exitCode() != 0)
            qWarning("%s", process.readAllStandardError().constData());
        const QByteArray out = process.readAllStandardOutput();
        jsonschema::verifyCliOutput(args, process.exitCode(), out); // docs/schemas
        return QJsonDocument::fromJson(out).object();
    };
    const QString file = mDir.filePath(QStringLiteral("cli.adjutant"));
    cli({QStringLiteral("import"), file,
         QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json")});
    const QByteArray loss = QJsonDocument(lost(dutch1).toJson()).toJson();
    QCOMPARE(cli({QStringLiteral("apply"), file, QStringLiteral("-")}, loss)
                 .value(QStringLiteral("type"))
                 .toString(),
             QStringLiteral("unit.basesLost"));
    cli({QStringLiteral("apply"), file, QStringLiteral("-")}, loss);
    const QJsonObject third = cli({QStringLiteral("apply"), file, QStringLiteral("-")}, loss);
    QCOMPARE(third.value(QStringLiteral("type")).toString(), QStringLiteral("change.followedUp"));
    QVERIFY(third.value(QStringLiteral("description"))
                .toString()
                .contains(QStringLiteral("; autobroken: \"Dutch foot (front)\" Steady → Broken")));

    auto dutch = [&] {
        const QJsonArray units = cli({QStringLiteral("show"), file})
                                     .value(QStringLiteral("battle"))
                                     .toObject()
                                     .value(QStringLiteral("units"))
                                     .toArray();
        for (const QJsonValue &unit : units) {
            if (unit.toObject().value(QStringLiteral("id")).toString() == dutch1)
                return unit.toObject();
        }
        return QJsonObject();
    };
    QCOMPARE(dutch()
                 .value(QStringLiteral("state"))
                 .toObject()
                 .value(QStringLiteral("cohesion"))
                 .toString(),
             QStringLiteral("Broken"));
    cli({QStringLiteral("undo"), file});
    QCOMPARE(dutch()
                 .value(QStringLiteral("state"))
                 .toObject()
                 .value(QStringLiteral("cohesion"))
                 .toString(),
             QStringLiteral("Steady"));
    QCOMPARE(dutch()
                 .value(QStringLiteral("strength"))
                 .toObject()
                 .value(QStringLiteral("current"))
                 .toInt(),
             4);
}

QTEST_MAIN(TestAutobreak)
#include "tst_autobreak.moc"
