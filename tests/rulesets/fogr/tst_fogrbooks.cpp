// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR's books call for follow-ups (rulesets::Books::followUps): FoGR, Battle Group
// Deterioration, Autobreak: "Battle groups automatically break immediately when they have lost
// a certain proportion of their original bases". The proportion is the `autobreak` procedure's,
// from the rule table, never written here.
#include "fogrtesting.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/error.h"
#include "rulesets/books.h"
#include "rulesets/tournamentresult.h"

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

    // FoGR, Victory and Defeat, as a tournament takes it (rulesets/tournamentresult.h): the demo's
    // Dutch have two battle groups of 6 bases, break point 2; "Each other battle group currently
    // BROKEN" counts 2 attrition points, "Fragmented" 1 (Playing the Game, Attrition Points).
    void theVerdictIsATournamentsResult_data()
    {
        QTest::addColumn<QString>("dutch1");
        QTest::addColumn<bool>("timeUp");
        QTest::addColumn<bool>("final");
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("winner");
        QTest::addColumn<QList<int>>("scores");
        // An army rout: "the enemy has achieved a Decisive Victory", time or not.
        QTest::newRow("Dutch rout") << QStringLiteral("Broken") << false << true
                                    << QStringLiteral("Decisive Victory") << 0 << QList<int>{2, 0};
        QTest::newRow("Dutch rout, on time") << QStringLiteral("Broken") << true << true
                                             << QStringLiteral("Decisive Victory") << 0 << QList<int>{2, 0};
        // On time, 1 to 0 inflicted: short of a Marginal Victory's 2 more.
        QTest::newRow("on time, 1 to 0") << QStringLiteral("Fragmented") << true << true << QStringLiteral("Draw")
                                         << -1 << QList<int>{1, 0};
        // Neither routed and time not up: no result to take.
        QTest::newRow("not over") << QStringLiteral("Fragmented") << false << false << QString() << -1
                                  << QList<int>{};
    }
    void theVerdictIsATournamentsResult()
    {
        QFETCH(QString, dutch1);
        QFETCH(bool, timeUp);
        QFETCH(bool, final);
        QFETCH(QString, level);
        QFETCH(int, winner);
        QFETCH(QList<int>, scores);
        const core::Battle battle = dutchFoot(QStringLiteral("Average"), 6, 0, dutch1);
        const rulesets::Verdict verdict = fogr().books().verdict(battle, timeUp);
        QCOMPARE(verdict.final, final);
        QCOMPARE(verdict.level, level);
        QCOMPARE(verdict.winner, winner);
        QCOMPARE(verdict.scores, scores);
        // In the round battle's order of sides, which need not be the battle's.
        const std::array<QString, 2> sides{QStringLiteral("dutch"), QStringLiteral("spain")};
        if (!final) {
            QVERIFY_THROWS_EXCEPTION(core::Error, rulesets::reckonedResult(battle, sides, timeUp, QStringLiteral("b")));
            return;
        }
        const core::BattleResult result = rulesets::reckonedResult(battle, sides, timeUp, QStringLiteral("b"));
        QCOMPARE(result.level, level);
        QCOMPARE(result.winner, winner < 0 ? QString() : battle.sides[winner].id);
        QCOMPARE(result.scores[0], std::optional<int>(scores[1]));
        QCOMPARE(result.scores[1], std::optional<int>(scores[0]));
        QCOMPARE(result.verdict, verdict.text);
        QVERIFY(!result.byHand);
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
