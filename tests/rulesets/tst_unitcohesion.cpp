// SPDX-License-Identifier: GPL-3.0-or-later
// A unit's level on the ladder while nothing is recorded for it: where the rules name the level
// every unit starts at, that level, with its provenance (FoGR says it; Old Dessauer and Nieuport
// 1600 are read, and say so); a level recorded wins; and a rule set that names none shows "not
// recorded" in words.
#include "core/unit.h"
#include "rulesets/ruleset.h"
#include "rulesets/unitcohesion.h"

#include <QTest>

using namespace adjutant;
using rulesets::RuleValue;

class TestUnitCohesion : public QObject
{
    Q_OBJECT

private slots:
    void startsOnTheLadder_data()
    {
        QTest::addColumn<QString>("ruleset");
        QTest::addColumn<QString>("level");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("source");
        // FoGR, Battle Group Cohesion Levels: "All battle groups begin the game in good order".
        QTest::newRow("FoGR: steady, as the book says")
            << "fogr" << "Steady" << int(RuleValue::Status::Source)
            << "FoGR, Battle Group Cohesion Levels";
        QTest::newRow("Old Dessauer: good morale, read from OD 6")
            << "olddessauer" << "Good" << int(RuleValue::Status::Interpreted) << "OD 6, Morale States";
        QTest::newRow("Nieuport 1600: normal, read from 1.2 and 12.1")
            << "nieuport1600" << "Normal" << int(RuleValue::Status::Interpreted)
            << "N1600 1.2, Definitions; N1600 12.1, Morale test";
    }

    void startsOnTheLadder()
    {
        QFETCH(QString, ruleset);
        QFETCH(QString, level);
        QFETCH(int, status);
        QFETCH(QString, source);
        const rulesets::Ruleset *rules = rulesets::findRuleset(ruleset);
        QVERIFY(rules);
        const RuleValue start = rules->startingCohesion();
        QCOMPARE(int(start.status), status);
        QCOMPARE(start.value.toString(), level);
        QCOMPARE(start.source, source);
        QCOMPARE(rules->cohesionLadder().first(), level); // the top of the ladder
        QCOMPARE(start.status == RuleValue::Status::Interpreted, !start.reason.isEmpty());

        core::Unit fresh;
        const rulesets::UnitCohesion shown = rulesets::unitCohesion(*rules, fresh);
        QCOMPARE(shown.level, level);
        QVERIFY(!shown.recorded);
        QVERIFY2(shown.note().startsWith(QStringLiteral("not recorded; every unit starts at ") + level),
                 qPrintable(shown.note()));
        QVERIFY(shown.note().contains(source));

        core::Unit hit;
        hit.state.cohesion = rules->cohesionLadder().at(1);
        const rulesets::UnitCohesion recorded = rulesets::unitCohesion(*rules, hit);
        QCOMPARE(recorded.level, hit.state.cohesion);
        QVERIFY(recorded.recorded);
        QVERIFY(recorded.note().isEmpty());
    }

    // A rule set that names no starting level (the interface's default) leaves the level empty,
    // and the views say so in words.
    void aRuleSetThatNamesNoneSaysNotRecorded()
    {
        rulesets::UnitCohesion shown;
        shown.start.reason = QStringLiteral("The Unnamed rules name no level a unit starts at.");
        QCOMPARE(shown.note(),
                 QStringLiteral("not recorded (The Unnamed rules name no level a unit starts at.)"));
        shown.start.reason.clear();
        QCOMPARE(shown.note(), QStringLiteral("not recorded"));
    }
};

QTEST_GUILESS_MAIN(TestUnitCohesion)
#include "tst_unitcohesion.moc"
