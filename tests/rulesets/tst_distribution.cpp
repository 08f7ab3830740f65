// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicetesting.h"

#include "rulesets/common/distribution.h"

#include <QTest>

using namespace adjutant::rulesets;
using namespace dicetesting;

namespace {

std::vector<Weight> weights(const QList<int> &list)
{
    return {list.begin(), list.end()};
}

// The weights of a distribution from lowest to highest, as text.
QStringList weightTexts(const Distribution &distribution)
{
    QStringList texts;
    for (int outcome = distribution.lowest(); outcome <= distribution.highest(); ++outcome)
        texts << QString::fromStdString(distribution.weightText(outcome));
    return texts;
}

} // namespace

class TestDistribution : public QObject
{
    Q_OBJECT

private slots:
    void certainAndUniform();
    void zeroWeightsAtTheEndsAreTrimmed();
    void texts_data();
    void texts();
    void plusMovesEveryOutcome();
    void convolveMatchesBruteForce_data();
    void convolveMatchesBruteForce();
    void differenceAndContest();
    void equalityComparesProbabilities();
    void badWeightsAreRejected_data();
    void badWeightsAreRejected();
};

void TestDistribution::certainAndUniform()
{
    const Distribution zero;
    QCOMPARE(zero.lowest(), 0);
    QCOMPARE(zero.highest(), 0);
    QCOMPARE(zero.probability(0), 1.0);
    const Distribution d6 = Distribution::uniform(1, 6);
    QCOMPARE(weightTexts(d6), QStringList({"1", "1", "1", "1", "1", "1"}));
    QCOMPARE(d6.totalText(), std::string("6"));
    QCOMPARE(text(mean(d6)), QString("7/2"));
    QCOMPARE(d6.mean(), 3.5);
    QVERIFY(!d6.isPossible(0));
    QVERIFY(!d6.isPossible(7));
    QVERIFY(Distribution::certain(5) == Distribution::uniform(5, 5));
}

void TestDistribution::zeroWeightsAtTheEndsAreTrimmed()
{
    const Distribution d = distributionFromWeights(-2, weights({0, 0, 3, 0, 1, 0}));
    QCOMPARE(d.lowest(), 0);
    QCOMPARE(d.highest(), 2);
    QCOMPARE(weightTexts(d), QStringList({"3", "0", "1"}));
    QVERIFY(!d.isPossible(1));
    QCOMPARE(d.totalText(), std::string("4"));
}

void TestDistribution::texts_data()
{
    QTest::addColumn<int>("outcome");
    QTest::addColumn<QString>("probability");
    QTest::addColumn<QString>("atLeast");
    QTest::addColumn<QString>("atMost");
    // 2d6: weights 1, 2, 3, 4, 5, 6, 5, 4, 3, 2, 1 out of 36.
    QTest::newRow("below the lowest") << 1 << "0"
                                      << "1"
                                      << "0";
    QTest::newRow("lowest") << 2 << "1/36"
                            << "1"
                            << "1/36";
    QTest::newRow("FoGR cohesion test pass, 7") << 7 << "1/6"
                                                << "7/12"
                                                << "7/12";
    QTest::newRow("FoGR CMT pass, 8") << 8 << "5/36"
                                      << "5/12"
                                      << "13/18";
    QTest::newRow("highest") << 12 << "1/36"
                             << "1/36"
                             << "1";
    QTest::newRow("above the highest") << 13 << "0"
                                       << "0"
                                       << "1";
}

void TestDistribution::texts()
{
    QFETCH(int, outcome);
    QFETCH(QString, probability);
    QFETCH(QString, atLeast);
    QFETCH(QString, atMost);
    const Distribution twoD6 = convolve(Distribution::uniform(1, 6), Distribution::uniform(1, 6));
    QCOMPARE(QString::fromStdString(twoD6.probabilityText(outcome)), probability);
    QCOMPARE(QString::fromStdString(twoD6.probabilityAtLeastText(outcome)), atLeast);
    QCOMPARE(QString::fromStdString(twoD6.probabilityAtMostText(outcome)), atMost);
    QCOMPARE(twoD6.probabilityAtLeast(outcome),
             static_cast<double>(probabilityAtLeast(twoD6, outcome)));
}

void TestDistribution::plusMovesEveryOutcome()
{
    const Distribution d = distributionFromWeights(1, weights({2, 0, 5}));
    const Distribution moved = d.plus(-3);
    QCOMPARE(moved.lowest(), -2);
    QCOMPARE(moved.highest(), 0);
    QCOMPARE(weightTexts(moved), weightTexts(d));
    QCOMPARE(moved.totalText(), d.totalText());
    QVERIFY(moved.plus(3) == d);
}

void TestDistribution::convolveMatchesBruteForce_data()
{
    QTest::addColumn<int>("lowestA");
    QTest::addColumn<QList<int>>("weightsA");
    QTest::addColumn<int>("lowestB");
    QTest::addColumn<QList<int>>("weightsB");
    QTest::newRow("d6 and d6") << 1 << QList<int>{1, 1, 1, 1, 1, 1} << 1
                               << QList<int>{1, 1, 1, 1, 1, 1};
    QTest::newRow("N1600 d10 and d6")
        << 0 << QList<int>(10, 1) << 1 << QList<int>{1, 1, 1, 1, 1, 1};
    QTest::newRow("uneven weights with a gap, negative outcomes")
        << -3 << QList<int>{4, 0, 7, 1} << 2 << QList<int>{5, 9};
    QTest::newRow("certain with anything") << 4 << QList<int>{3} << -1 << QList<int>{2, 3, 0, 1};
}

void TestDistribution::convolveMatchesBruteForce()
{
    QFETCH(int, lowestA);
    QFETCH(QList<int>, weightsA);
    QFETCH(int, lowestB);
    QFETCH(QList<int>, weightsB);
    const Distribution a = distributionFromWeights(lowestA, weights(weightsA));
    const Distribution b = distributionFromWeights(lowestB, weights(weightsB));
    std::map<int, Weight> sums;
    std::map<int, Weight> differences;
    for (int i = 0; i < weightsA.size(); ++i) {
        for (int j = 0; j < weightsB.size(); ++j) {
            const int x = lowestA + i;
            const int y = lowestB + j;
            sums[x + y] += weightsA[i] * weightsB[j];
            differences[x - y] += weightsA[i] * weightsB[j];
        }
    }
    const Distribution sum = convolve(a, b);
    const Distribution diff = difference(a, b);
    for (const auto &[outcome, w] : sums)
        QCOMPARE(text(weight(sum, outcome)), text(w));
    for (const auto &[outcome, w] : differences)
        QCOMPARE(text(weight(diff, outcome)), text(w));
    QCOMPARE(text(totalWeight(sum)), text(sumOf(sums)));
    QCOMPARE(text(totalWeight(diff)), text(sumOf(differences)));
    QVERIFY(convolve(b, a) == sum);
}

void TestDistribution::differenceAndContest()
{
    // One d6 against another: win 15/36, draw 6/36, lose 15/36.
    const Distribution d6 = Distribution::uniform(1, 6);
    const Contest contest = compareHits(d6, d6);
    QCOMPARE(contest.difference.lowest(), -5);
    QCOMPARE(contest.difference.highest(), 5);
    QCOMPARE(QString::fromStdString(contest.difference.probabilityAtLeastText(1)), "5/12");
    QCOMPARE(QString::fromStdString(contest.difference.probabilityText(0)), "1/6");
    QCOMPARE(contest.win, 5.0 / 12);
    QCOMPARE(contest.draw, 1.0 / 6);
    QCOMPARE(contest.lose, 5.0 / 12);
    // Uneven sides: 0 or 1 hit (1/2 each) against certain 1.
    const Contest uneven = compareHits(Distribution::uniform(0, 1), Distribution::certain(1));
    QCOMPARE(uneven.win, 0.0);
    QCOMPARE(uneven.draw, 0.5);
    QCOMPARE(uneven.lose, 0.5);
}

void TestDistribution::equalityComparesProbabilities()
{
    const Distribution a = distributionFromWeights(0, weights({1, 2}));
    QVERIFY(a == distributionFromWeights(0, weights({3, 6})));
    QVERIFY(!(a == distributionFromWeights(0, weights({2, 1}))));
    QVERIFY(!(a == distributionFromWeights(1, weights({1, 2}))));
    QVERIFY(!(a == distributionFromWeights(0, weights({1, 2, 1}))));
}

void TestDistribution::badWeightsAreRejected_data()
{
    QTest::addColumn<QList<int>>("weights");
    QTest::addColumn<QString>("message");
    QTest::newRow("no weights") << QList<int>{}
                                << "a distribution needs at least one outcome with a positive "
                                   "weight";
    QTest::newRow("all zero") << QList<int>{0, 0}
                              << "a distribution needs at least one outcome with a positive "
                                 "weight";
    QTest::newRow("a negative weight")
        << QList<int>{1, -1, 2} << "a distribution cannot have a negative weight";
}

void TestDistribution::badWeightsAreRejected()
{
    QFETCH(QList<int>, weights);
    QFETCH(QString, message);
    try {
        distributionFromWeights(0, ::weights(weights));
        QFAIL("no error");
    } catch (const DiceError &error) {
        QCOMPARE(QString::fromStdString(error.what()), message);
    }
}

QTEST_GUILESS_MAIN(TestDistribution)
#include "tst_distribution.moc"
