// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer's books from the text: a unit is shattered when "reduced to 25% or less of its
// original strength" (OD 6) and exhausted "once a unit has suffered 50% or more losses" (OD 9.4);
// victory is the scenario's (OD 1), and the verdict says so.
#include "core/battle.h"
#include "core/followup.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"

#include <QTest>

using namespace adjutant;

namespace {

const rulesets::Books &books()
{
    return rulesets::findRuleset(QStringLiteral("olddessauer"))->books();
}

rulesets::UnitLosses lossesOf(int original, int current)
{
    core::Unit unit;
    unit.id = QStringLiteral("prussian1");
    unit.originalStrength = original;
    unit.currentStrength = current;
    return books().losses(core::Battle(), unit);
}

} // namespace

class TestOdBooks : public QObject
{
    Q_OBJECT

private slots:
    // A 12-figure battalion: 25% is 3 figures, so it is shattered at 9 lost; half is 6.
    void aBattalionOfTwelve()
    {
        const rulesets::UnitLosses fresh = lossesOf(12, 12);
        QCOMPARE(fresh.level, rulesets::UnitLosses::Level::Counting);
        QCOMPARE(fresh.limit, 9);
        QCOMPARE(fresh.remaining, 9);
        QCOMPARE(fresh.text, QStringLiteral("at 9 lost (9 to go)"));
        QVERIFY(fresh.note.contains(QStringLiteral("OD 6, Morale States")));
        QCOMPARE(lossesOf(12, 7).text, QStringLiteral("at 9 lost (4 to go)"));
        // Six lost is half: exhausted, for good.
        QCOMPARE(lossesOf(12, 6).text, QStringLiteral("exhausted; at 9 lost (3 to go)"));
        QCOMPARE(lossesOf(12, 4).level, rulesets::UnitLosses::Level::Warning);
        QCOMPARE(lossesOf(12, 3).level, rulesets::UnitLosses::Level::Reached);
        QCOMPARE(lossesOf(12, 3).text, QStringLiteral("SHATTERED"));
        QCOMPARE(lossesOf(12, 0).remaining, 0);
    }

    // Odd strengths: 25% of 11 is 2.75, so 2 figures left shatter it (9 lost); half of 11 is
    // 5.5, so exhaustion takes 6 lost.
    void anElevenFigureUnitRoundsAsTheTextSays()
    {
        QCOMPARE(lossesOf(11, 3).level, rulesets::UnitLosses::Level::Warning);
        QCOMPARE(lossesOf(11, 2).level, rulesets::UnitLosses::Level::Reached);
        QCOMPARE(lossesOf(11, 6).text, QStringLiteral("at 9 lost (4 to go)"));
        QCOMPARE(lossesOf(11, 5).text, QStringLiteral("exhausted; at 9 lost (3 to go)"));
        // A unit with no figures at the start is not reckoned.
        QCOMPARE(lossesOf(0, 0).level, rulesets::UnitLosses::Level::None);
    }

    // OD 6: "Any unit reduced to 25% or less of its original strength is shattered" - by the loss
    // that reduces it, in the same step; a unit already below the line stays as recorded.
    void theLossThatShattersAUnitShattersItInTheSameStep()
    {
        core::Battle before;
        core::Unit unit;
        unit.id = QStringLiteral("prussian1");
        unit.name = QStringLiteral("Prussian musketeers");
        unit.originalStrength = 12;
        unit.currentStrength = 5;
        unit.state.cohesion = QStringLiteral("Shaken");
        before.units = {unit};
        core::Battle after = before;
        after.units[0].currentStrength = 4;
        QVERIFY(books().followUps(before, after).isEmpty());
        after.units[0].currentStrength = 3;
        const core::FollowUps shattered = books().followUps(before, after);
        QCOMPARE(shattered.size(), 1);
        QCOMPARE(shattered[0].change.payload[QStringLiteral("state")][QStringLiteral("cohesion")].toString(),
                 QStringLiteral("Shattered"));
        QVERIFY(shattered[0].reason.contains(QStringLiteral("OD 6, Morale States")));
        // Already below the line before the change: left as the players recorded it.
        core::Battle below = after;
        core::Battle further = after;
        further.units[0].currentStrength = 2;
        QVERIFY(books().followUps(below, further).isEmpty());
    }

    void victoryIsTheScenarios()
    {
        const rulesets::Verdict verdict = books().verdict(core::Battle(), true);
        QVERIFY(!verdict.reckoned);
        QVERIFY(verdict.error.contains(QStringLiteral("stated number of the enemy's units")));
        QVERIFY(books().standing(core::Battle()).isEmpty());
        QCOMPARE(books().terms().ladder, QStringLiteral("Morale"));
        QCOMPARE(books().terms().strength, QStringLiteral("Figures"));
    }
};

QTEST_GUILESS_MAIN(TestOdBooks)
#include "tst_odbooks.moc"
