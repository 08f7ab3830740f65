// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicetesting.h"

#include "rulesets/common/fogrqualityrerolls.h"
#include "rulesets/common/pool.h"

#include <QTest>

using namespace adjutant::rulesets;
using namespace dicetesting;

Q_DECLARE_METATYPE(adjutant::rulesets::FogrQuality)

class TestFogrQualityRerolls : public QObject
{
    Q_OBJECT

private slots:
    void levels_data();
    void levels();
    void eliteTestNeverFallsBelowItsRoll();
};

// FoGR, Battle Group Quality - Quality Re-Rolls.
void TestFogrQualityRerolls::levels_data()
{
    QTest::addColumn<FogrQuality>("quality");
    QTest::addColumn<bool>("commanderInFrontRank");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<bool>("mandatory");
    QTest::addColumn<bool>("neverBelowOriginal");
    // "Elite troops can re-roll 1's and 2's."
    QTest::newRow("elite") << FogrQuality::Elite << false << QList<int>{1, 2} << false << true;
    // "Superior troops can re-roll 1's."
    QTest::newRow("superior") << FogrQuality::Superior << false << QList<int>{1} << false << true;
    QTest::newRow("average") << FogrQuality::Average << false << QList<int>{} << false << false;
    // "Poor troops must re-roll 6's." A forced re-roll of a 6 may fall.
    QTest::newRow("poor") << FogrQuality::Poor << false << QList<int>{6} << true << false;
    // "Elite troops re-roll 1's, 2's and 3's; superior 1's and 2's; average 1's and poor troops
    // need not re-roll their 6's."
    QTest::newRow("elite, commander in front rank")
        << FogrQuality::Elite << true << QList<int>{1, 2, 3} << false << true;
    QTest::newRow("superior, commander in front rank")
        << FogrQuality::Superior << true << QList<int>{1, 2} << false << true;
    QTest::newRow("average, commander in front rank")
        << FogrQuality::Average << true << QList<int>{1} << false << true;
    QTest::newRow("poor, commander in front rank")
        << FogrQuality::Poor << true << QList<int>{} << false << false;
}

void TestFogrQualityRerolls::levels()
{
    QFETCH(FogrQuality, quality);
    QFETCH(bool, commanderInFrontRank);
    QFETCH(QList<int>, faces);
    QFETCH(bool, mandatory);
    QFETCH(bool, neverBelowOriginal);
    const RerollPolicy policy = fogrQualityRerolls(quality, commanderInFrontRank);
    for (int face = 1; face <= 6; ++face)
        QCOMPARE(policy.names(face), faces.contains(face));
    QVERIFY(!policy.names(0));
    QCOMPARE(policy.mandatory, mandatory);
    QCOMPARE(policy.neverBelowOriginal, neverBelowOriginal);
}

// FoGR, Quality Re-Rolls: "The re-rolled 2 cannot go down to a 1." An elite cohesion test
// ("Score 7 to pass", FoGR, Cohesion Tests) against brute force, and against the same dice
// whose re-rolls could fall.
void TestFogrQualityRerolls::eliteTestNeverFallsBelowItsRoll()
{
    const RerollPolicy elite = fogrQualityRerolls(FogrQuality::Elite);
    const Distribution test = sumOfDice(kD6, 2, elite);
    const std::map<int, Weight> counts = bruteSums({kD6, 2, elite, std::nullopt}, 0);
    Weight passing = 0;
    for (const auto &[sum, n] : counts)
        passing += sum >= 7 ? n : Weight(0);
    QCOMPARE(text(probabilityAtLeast(test, 7)), text(Fraction(passing, sumOf(counts))));
    // One die, 36 (roll, re-roll) pairs: it ends on 1 only as 1 then 1; on 2 as 1 then 2, or 2
    // then 1 (kept at 2) or 2: 3/36. Without the floor, 2 then 1 would end on 1.
    const Distribution one = sumOfDice(kD6, 1, elite);
    QCOMPARE(text(probability(one, 1)), QString("1/36"));
    QCOMPARE(text(probability(one, 2)), QString("1/12"));
    QVERIFY(probabilityAtLeast(test, 7) >
            probabilityAtLeast(sumOfDice(kD6, 2, RerollPolicy::optional({1, 2})), 7));
}

QTEST_GUILESS_MAIN(TestFogrQualityRerolls)
#include "tst_fogrqualityrerolls.moc"
