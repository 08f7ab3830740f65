// FoGR's books call for follow-ups (rulesets::Books::followUps): FoGR, Battle Group
// Deterioration, Autobreak: "Battle groups automatically break immediately when they have lost
// a certain proportion of their original bases". The proportion is the `autobreak` procedure's,
// from the rule table, never written here.
#include "fogrtesting.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "rulesets/books.h"

#include <QTest>

using namespace fogrtesting;
using namespace adjutant;

namespace {

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

// The bases a battle group of `bases` of `quality` has lost when it autobreaks, by the procedure.
int breaksAtLost(const QString &quality, int bases)
{
    return run(QStringLiteral("autobreak"), {{QStringLiteral("quality"), quality},
                                             {QStringLiteral("originalBases"), bases},
                                             {QStringLiteral("currentBases"), bases}})
        .value(QStringLiteral("facts"))
        .toObject()
        .value(QStringLiteral("autobreaksAtBasesLost"))
        .toInt();
}

// The demo's "Dutch foot (front)" (dutch1) made of `quality`, `bases` bases, `lost` of them lost.
core::Battle dutchFoot(const QString &quality, int bases, int lost, const QString &cohesion)
{
    core::Battle battle = core::BattleFile::readScenario(demoPath);
    core::Unit &unit = battle.units[battle.unitIndex(QStringLiteral("dutch1"))];
    unit.quality = quality;
    unit.originalStrength = bases;
    unit.currentStrength = bases - lost;
    unit.state.cohesion = cohesion;
    return battle;
}

} // namespace

class TestFogrBooks : public QObject
{
    Q_OBJECT

private slots:
    void theLossThatReachesTheAutobreakPointBreaks_data()
    {
        QTest::addColumn<QString>("quality");
        QTest::addColumn<int>("bases");
        for (const QString &quality : fogr().qualities()) {
            for (int bases : {4, 6, 9, 12})
                QTest::addRow("%s, %d bases", qPrintable(quality), bases) << quality << bases;
        }
    }

    void theLossThatReachesTheAutobreakPointBreaks()
    {
        QFETCH(QString, quality);
        QFETCH(int, bases);
        const int at = breaksAtLost(quality, bases);
        QVERIFY(at >= 1 && at <= bases);
        const rulesets::Books &books = fogr().books();
        for (int lost = 1; lost <= bases; ++lost) {
            const core::Battle before =
                dutchFoot(quality, bases, lost - 1, QStringLiteral("Disrupted"));
            const core::Battle after = dutchFoot(quality, bases, lost, QStringLiteral("Disrupted"));
            const core::FollowUps followUps = books.followUps(before, after);
            if (lost != at) {
                QVERIFY2(followUps.isEmpty(), qPrintable(QStringLiteral("at %1 lost").arg(lost)));
                continue;
            }
            QCOMPARE(followUps.size(), 1);
            QCOMPARE(followUps.first().change,
                     (core::Change{
                         QStringLiteral("unit.stateChanged"),
                         {{QStringLiteral("id"), QStringLiteral("dutch1")},
                          {QStringLiteral("state"),
                           QJsonObject{{QStringLiteral("cohesion"), QStringLiteral("Broken")}}}}}));
            const QString reason = followUps.first().reason;
            QVERIFY2(reason.startsWith(QStringLiteral("autobroken: \"Dutch foot (front)\" "
                                                      "Disrupted → Broken, %1 of %2 bases lost (")
                                           .arg(at)
                                           .arg(bases)),
                     qPrintable(reason));
            QVERIFY2(
                reason.endsWith(QStringLiteral("; FoGR: Battle Group Deterioration, Autobreak)")),
                qPrintable(reason));
        }
    }

    // Only a loss that reaches the point breaks: not one already BROKEN, not one the players
    // kept above BROKEN after it had autobroken (they may correct Adjutant), not a base
    // restored, not a battle group brought in.
    void nothingElseBreaks()
    {
        const rulesets::Books &books = fogr().books();
        const QString average = QStringLiteral("Average");
        const int at = breaksAtLost(average, 6);
        QVERIFY(books
                    .followUps(dutchFoot(average, 6, at - 1, QStringLiteral("Broken")),
                               dutchFoot(average, 6, at, QStringLiteral("Broken")))
                    .isEmpty());
        QVERIFY(books
                    .followUps(dutchFoot(average, 6, at, QStringLiteral("Fragmented")),
                               dutchFoot(average, 6, at + 1, QStringLiteral("Fragmented")))
                    .isEmpty());
        QVERIFY(books
                    .followUps(dutchFoot(average, 6, at + 1, QStringLiteral("Steady")),
                               dutchFoot(average, 6, at, QStringLiteral("Steady")))
                    .isEmpty());
        core::Battle without = dutchFoot(average, 6, at, QStringLiteral("Steady"));
        without.units.removeAt(without.unitIndex(QStringLiteral("dutch1")));
        QVERIFY(books.followUps(without, dutchFoot(average, 6, at, QStringLiteral("Steady")))
                    .isEmpty());
        // A quality the book does not know is not reckoned: nothing follows.
        QVERIFY(books
                    .followUps(
                        dutchFoot(QStringLiteral("Legendary"), 6, at - 1, QStringLiteral("Steady")),
                        dutchFoot(QStringLiteral("Legendary"), 6, at, QStringLiteral("Steady")))
                    .isEmpty());
    }

    // The app and the CLI ask the battle's rule set through the registry.
    void theRegistryAsksTheBattlesRuleSet()
    {
        const QString average = QStringLiteral("Average");
        const int at = breaksAtLost(average, 6);
        const core::Battle before = dutchFoot(average, 6, at - 1, QStringLiteral("Steady"));
        const core::Battle after = dutchFoot(average, 6, at, QStringLiteral("Steady"));
        QCOMPARE(rulesets::followUpsOf(before, after), fogr().books().followUps(before, after));
        core::Battle unknown = after;
        unknown.ruleset = QStringLiteral("dba");
        QVERIFY(rulesets::followUpsOf(before, unknown).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestFogrBooks)
#include "tst_fogrbooks.moc"
