// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicetesting.h"

#include "rulesets/common/fogrqualityrerolls.h"
#include "rulesets/common/pool.h"

#include <QTest>

#include <cmath>

using namespace adjutant::rulesets;
using namespace dicetesting;

Q_DECLARE_METATYPE(adjutant::rulesets::Pool)
Q_DECLARE_METATYPE(adjutant::rulesets::Die)
Q_DECLARE_METATYPE(adjutant::rulesets::RerollPolicy)

namespace {

const RerollPolicy kSuperior = fogrQualityRerolls(FogrQuality::Superior);
const RerollPolicy kElite = fogrQualityRerolls(FogrQuality::Elite);
const RerollPolicy kEliteWithCommander = fogrQualityRerolls(FogrQuality::Elite, true);
const RerollPolicy kPoor = fogrQualityRerolls(FogrQuality::Poor);
// Not a FoGR level: re-rolls 1s and 2s that can fall below the original.
const RerollPolicy kLowFacesMayFall = RerollPolicy::optional({1, 2});

BruteDice brute(const Pool &pool)
{
    return {pool.die, pool.count, pool.reroll, pool.score};
}

void compareWithCounts(const Distribution &distribution, const std::map<int, Weight> &counts)
{
    Weight listed = 0;
    for (int outcome = distribution.lowest(); outcome <= distribution.highest(); ++outcome) {
        const auto found = counts.find(outcome);
        const Weight expected = found == counts.end() ? Weight(0) : found->second;
        QCOMPARE(text(weight(distribution, outcome)), text(expected));
        listed += expected;
    }
    // No outcome outside lowest()..highest() happens.
    QCOMPARE(text(listed), text(sumOf(counts)));
    QCOMPARE(text(totalWeight(distribution)), text(sumOf(counts)));
}

Fraction binomialAtLeast(int count, const Fraction &p, int k)
{
    Fraction sum = 0;
    for (int j = k; j <= count; ++j) {
        Weight choose = 1;
        for (int i = 0; i < j; ++i)
            choose = choose * (count - i) / (i + 1);
        sum += Fraction(choose) * power(p, j) * power(Fraction(1) - p, count - j);
    }
    return sum;
}

} // namespace

class TestPool : public QObject
{
    Q_OBJECT

private slots:
    void hitsMatchBruteForce_data();
    void hitsMatchBruteForce();
    void severalPoolsMatchBruteForce_data();
    void severalPoolsMatchBruteForce();
    void sumOfDiceMatchesBruteForce_data();
    void sumOfDiceMatchesBruteForce();
    void bookImpactExampleOdds();
    void betterScoreNeverLowersChanceOfHits_data();
    void betterScoreNeverLowersChanceOfHits();
    void rerollingOnesNeverLowersExpectedHits_data();
    void rerollingOnesNeverLowersExpectedHits();
    void largePoolsAreExact_data();
    void largePoolsAreExact();
    void displayProbabilitiesOfHugePools();
    void badPoolsAreRejected_data();
    void badPoolsAreRejected();
};

void TestPool::hitsMatchBruteForce_data()
{
    QTest::addColumn<Pool>("pool");
    auto row = [](const char *name, int count, int score, Die die, RerollPolicy reroll) {
        QTest::newRow(name) << Pool{count, score, die, reroll};
    };
    row("no dice", 0, 4, kD6, kSuperior);
    row("one d6 needing 4, no re-roll", 1, 4, kD6, {});
    row("5 d6 needing 4, no re-roll", 5, 4, kD6, {});
    row("5 d6 needing 2, no re-roll", 5, 2, kD6, {});
    row("4 d6 needing 4, superior re-rolls 1s", 4, 4, kD6, kSuperior);
    row("4 d6 needing 5, superior re-rolls 1s", 4, 5, kD6, kSuperior);
    row("4 d6 needing 3, elite re-rolls 1s and 2s", 4, 3, kD6, kElite);
    row("4 d6 needing 2, elite keeps the 2s that hit", 4, 2, kD6, kElite);
    row("4 d6 needing 6, elite re-rolls 1s and 2s", 4, 6, kD6, kElite);
    row("4 d6 needing 4, elite with commander re-rolls 1s to 3s", 4, 4, kD6, kEliteWithCommander);
    row("4 d6 needing 3, elite with commander keeps the 3s", 4, 3, kD6, kEliteWithCommander);
    row("4 d6 needing 4, poor must re-roll 6s", 4, 4, kD6, kPoor);
    row("4 d6 needing 6, poor must re-roll 6s", 4, 6, kD6, kPoor);
    row("4 d6 needing 2, re-rolled 1s and 2s may fall", 4, 2, kD6, kLowFacesMayFall);
    row("3 d6 needing 1, always hit", 3, 1, kD6, kSuperior);
    row("3 d6 needing 7, never hit", 3, 7, kD6, kElite);
    row("5 N1600 d10 needing 6, no re-roll", 5, 6, kD10ZeroIsZero, {});
    row("4 N1600 d10 needing 0, always hit", 4, 0, kD10ZeroIsZero, {});
    row("3 N1600 d10 needing 5, re-rolling 0s", 3, 5, kD10ZeroIsZero, RerollPolicy::optional({0}));
    row("3 N1600 d10 needing 5, forced re-roll of 9s", 3, 5, kD10ZeroIsZero,
        RerollPolicy::forced({9}));
    row("3 N1600 d10 needing 7, 0s to 3s never fall", 3, 7, kD10ZeroIsZero,
        RerollPolicy::optional({0, 1, 2, 3}, true));
}

void TestPool::hitsMatchBruteForce()
{
    QFETCH(Pool, pool);
    const Distribution distribution = hits(pool);
    compareWithCounts(distribution, bruteHits({brute(pool)}));
    QCOMPARE(text(totalWeight(distribution)),
             text(power(Weight(pool.reroll.isNone() ? pool.die.sides()
                                                    : pool.die.sides() * pool.die.sides()),
                        pool.count)));
}

void TestPool::severalPoolsMatchBruteForce_data()
{
    QTest::addColumn<QList<Pool>>("pools");
    QTest::newRow("FoGR impact, Dutch: 4 needing 5 and 2 needing 4 (shrunk to 3 and 2)")
        << QList<Pool>{{3, 5, kD6, {}}, {2, 4, kD6, {}}};
    QTest::newRow("superior 2 needing 4 with 2 needing 5")
        << QList<Pool>{{2, 4, kD6, kSuperior}, {2, 5, kD6, kSuperior}};
    QTest::newRow("elite 2 needing 3, poor 1 needing 4, 2 needing 6 no re-roll")
        << QList<Pool>{{2, 3, kD6, kElite}, {1, 4, kD6, kPoor}, {2, 6, kD6, {}}};
    QTest::newRow("d10 2 needing 4 with d10 2 needing 8")
        << QList<Pool>{{2, 4, kD10ZeroIsZero, {}}, {2, 8, kD10ZeroIsZero, {}}};
    QTest::newRow("one pool of no dice with one of 3")
        << QList<Pool>{{0, 4, kD6, {}}, {3, 4, kD6, kSuperior}};
}

void TestPool::severalPoolsMatchBruteForce()
{
    QFETCH(QList<Pool>, pools);
    std::vector<BruteDice> groups;
    for (const Pool &pool : pools)
        groups.push_back(brute(pool));
    const std::vector<Pool> list(pools.begin(), pools.end());
    compareWithCounts(hits(std::span<const Pool>(list)), bruteHits(groups));
}

void TestPool::sumOfDiceMatchesBruteForce_data()
{
    QTest::addColumn<Die>("die");
    QTest::addColumn<int>("count");
    QTest::addColumn<RerollPolicy>("policy");
    QTest::addColumn<int>("modifier");
    QTest::newRow("FoGR cohesion test, 2d6 average, -2") << kD6 << 2 << RerollPolicy{} << -2;
    QTest::newRow("FoGR cohesion test, 2d6 superior re-roll 1s, +1") << kD6 << 2 << kSuperior << 1;
    QTest::newRow("FoGR CMT, 2d6 elite re-roll 1s and 2s never falling, 0")
        << kD6 << 2 << kElite << 0;
    QTest::newRow("2d6 re-rolled 1s and 2s may fall, 0") << kD6 << 2 << kLowFacesMayFall << 0;
    QTest::newRow("FoGR CMT, 2d6 poor must re-roll 6s, -1") << kD6 << 2 << kPoor << -1;
    QTest::newRow("FoGR death roll, 1d6 +2") << kD6 << 1 << RerollPolicy{} << 2;
    QTest::newRow("FoGR death roll, 1d6 +3") << kD6 << 1 << RerollPolicy{} << 3;
    QTest::newRow("3d6 elite, -4") << kD6 << 3 << kElite << -4;
    QTest::newRow("N1600 1d10 +2") << kD10ZeroIsZero << 1 << RerollPolicy{} << 2;
    QTest::newRow("N1600 1d10 -3") << kD10ZeroIsZero << 1 << RerollPolicy{} << -3;
    QTest::newRow("2d10 re-rolling 0s, +1")
        << kD10ZeroIsZero << 2 << RerollPolicy::optional({0}) << 1;
    QTest::newRow("no dice, +5") << kD6 << 0 << RerollPolicy{} << 5;
}

void TestPool::sumOfDiceMatchesBruteForce()
{
    QFETCH(Die, die);
    QFETCH(int, count);
    QFETCH(RerollPolicy, policy);
    QFETCH(int, modifier);
    const Distribution distribution = sumOfDice(die, count, policy, modifier);
    const std::map<int, Weight> counts = bruteSums({die, count, policy, std::nullopt}, modifier);
    compareWithCounts(distribution, counts);
    // P(total >= target) and P(total <= target) for every target, and one beyond each end.
    const Weight all = sumOf(counts);
    for (int target = distribution.lowest() - 1; target <= distribution.highest() + 1; ++target) {
        Weight atLeast = 0;
        Weight atMost = 0;
        for (const auto &[sum, n] : counts) {
            if (sum >= target)
                atLeast += n;
            if (sum <= target)
                atMost += n;
        }
        QCOMPARE(text(probabilityAtLeast(distribution, target)), text(Fraction(atLeast, all)));
        QCOMPARE(text(probabilityAtMost(distribution, target)), text(Fraction(atMost, all)));
    }
}

// FoGR, An Example of Combat: "The Spanish have 4 dice at + POA and 2 dice at 0 POA. All 6 need
// 4 or higher to hit. The Spanish are Superior and will re-roll any scores of 1." and "The Dutch
// have 4 dice at - POA, needing 5 or higher to hit, and 2 dice at 0 POA, needing 4 or higher".
void TestPool::bookImpactExampleOdds()
{
    const Pool spanish{6, 4, kD6, fogrQualityRerolls(FogrQuality::Superior)};
    const Distribution spanishHits = hits(spanish);
    // One die hits on 4-6, or on a 1 re-rolled to 4-6: 1/2 + 1/6 * 1/2 = 7/12.
    QCOMPARE(text(probability(hits(Pool{1, 4, kD6, spanish.reroll}), 1)), QString("7/12"));
    for (int k = 0; k <= 6; ++k)
        QCOMPARE(text(probabilityAtLeast(spanishHits, k)),
                 text(binomialAtLeast(6, Fraction(7, 12), k)));
    QCOMPARE(text(mean(spanishHits)), QString("7/2"));

    const std::vector<Pool> dutch{{4, 5, kD6, {}}, {2, 4, kD6, {}}};
    const Distribution dutchHits = hits(std::span<const Pool>(dutch));
    compareWithCounts(dutchHits, bruteHits({brute(dutch[0]), brute(dutch[1])}));

    // The contest, against a direct sum over both sides' hit counts.
    const Contest contest = compareHits(spanishHits, dutchHits);
    Fraction win = 0;
    Fraction draw = 0;
    Fraction lose = 0;
    for (int s = 0; s <= 6; ++s) {
        for (int d = 0; d <= 6; ++d) {
            const Fraction p = probability(spanishHits, s) * probability(dutchHits, d);
            (s > d ? win : s == d ? draw : lose) += p;
            QVERIFY(s - d >= contest.difference.lowest() || p == 0);
        }
    }
    QCOMPARE(text(probabilityAtLeast(contest.difference, 1)), text(win));
    QCOMPARE(text(probability(contest.difference, 0)), text(draw));
    QCOMPARE(text(probabilityAtMost(contest.difference, -1)), text(lose));
    QCOMPARE(text(Fraction(win + draw + lose)), QString("1"));
    QCOMPARE(contest.win, static_cast<double>(win));
    QCOMPARE(contest.draw, static_cast<double>(draw));
    QCOMPARE(contest.lose, static_cast<double>(lose));
    // The book's roll: 3 Spanish hits against 2 Dutch; the Dutch lose.
    QVERIFY(contest.difference.isPossible(1));
}

void TestPool::betterScoreNeverLowersChanceOfHits_data()
{
    QTest::addColumn<Die>("die");
    QTest::addColumn<RerollPolicy>("policy");
    QTest::addColumn<int>("count");
    QTest::newRow("6 d6, no re-roll") << kD6 << RerollPolicy{} << 6;
    QTest::newRow("6 d6, superior") << kD6 << kSuperior << 6;
    QTest::newRow("6 d6, elite") << kD6 << kElite << 6;
    QTest::newRow("6 d6, elite with commander") << kD6 << kEliteWithCommander << 6;
    QTest::newRow("6 d6, poor") << kD6 << kPoor << 6;
    QTest::newRow("6 d6, re-rolled 1s and 2s may fall") << kD6 << kLowFacesMayFall << 6;
    QTest::newRow("5 N1600 d10, no re-roll") << kD10ZeroIsZero << RerollPolicy{} << 5;
    QTest::newRow("5 N1600 d10, forced re-roll of 9s")
        << kD10ZeroIsZero << RerollPolicy::forced({9}) << 5;
}

void TestPool::betterScoreNeverLowersChanceOfHits()
{
    QFETCH(Die, die);
    QFETCH(RerollPolicy, policy);
    QFETCH(int, count);
    // From a score no die reaches down to one every die reaches.
    for (int score = die.highest + 1; score > die.lowest; --score) {
        const Distribution worse = hits(Pool{count, score, die, policy});
        const Distribution better = hits(Pool{count, score - 1, die, policy});
        for (int k = 0; k <= count; ++k) {
            if (probabilityAtLeast(better, k) < probabilityAtLeast(worse, k))
                QFAIL(qPrintable(QStringLiteral("needing %1 instead of %2 lowers P(>= %3 hits)")
                                     .arg(score - 1)
                                     .arg(score)
                                     .arg(k)));
        }
    }
}

void TestPool::rerollingOnesNeverLowersExpectedHits_data()
{
    QTest::addColumn<RerollPolicy>("ones");
    QTest::newRow("re-roll 1s, may fall") << RerollPolicy::optional({1});
    QTest::newRow("re-roll 1s, never falling") << RerollPolicy::optional({1}, true);
    QTest::newRow("must re-roll 1s") << RerollPolicy::forced({1});
}

void TestPool::rerollingOnesNeverLowersExpectedHits()
{
    QFETCH(RerollPolicy, ones);
    for (int score = 0; score <= 7; ++score) {
        for (int count = 1; count <= 8; ++count) {
            const Fraction without = mean(hits(Pool{count, score, kD6, {}}));
            const Fraction with = mean(hits(Pool{count, score, kD6, ones}));
            if (with < without)
                QFAIL(qPrintable(QStringLiteral("%1 dice needing %2").arg(count).arg(score)));
            // A 1 misses whenever a re-roll could help, so the gain is exactly
            // count * P(1) * P(reroll hits) when 1 < score <= 6.
            if (score > 1 && score <= 6)
                QCOMPARE(text(Fraction(with - without)), text(Fraction(count * (7 - score), 36)));
        }
    }
}

void TestPool::largePoolsAreExact_data()
{
    QTest::addColumn<Pool>("pool");
    QTest::addColumn<Fraction>("hitChance");
    QTest::newRow("30 d6 needing 4, superior") << Pool{30, 4, kD6, kSuperior} << Fraction(7, 12);
    QTest::newRow("30 d6 needing 5, elite with commander")
        << Pool{30, 5, kD6, kEliteWithCommander}
        << Fraction(1, 3) + Fraction(1, 2) * Fraction(1, 3);
    QTest::newRow("30 d6 needing 3, poor")
        << Pool{30, 3, kD6, kPoor} << Fraction(3, 6) + Fraction(1, 6) * Fraction(4, 6);
    QTest::newRow("40 N1600 d10 needing 6, re-rolling 0s")
        << Pool{40, 6, kD10ZeroIsZero, RerollPolicy::optional({0})}
        << Fraction(4, 10) + Fraction(1, 10) * Fraction(4, 10);
}

void TestPool::largePoolsAreExact()
{
    QFETCH(Pool, pool);
    QFETCH(Fraction, hitChance);
    const Distribution distribution = hits(pool);
    const int count = pool.count;
    const Weight sides2 = pool.die.sides() * pool.die.sides();
    QCOMPARE(text(totalWeight(distribution)), text(power(sides2, count)));
    Weight weights = 0;
    Fraction probabilities = 0;
    for (int k = distribution.lowest(); k <= distribution.highest(); ++k) {
        weights += weight(distribution, k);
        probabilities += probability(distribution, k);
    }
    QCOMPARE(text(weights), text(totalWeight(distribution)));
    QCOMPARE(text(probabilities), QString("1"));
    QCOMPARE(text(probability(distribution, pool.count)), text(power(hitChance, count)));
    QCOMPARE(text(mean(distribution)), text(Fraction(hitChance * pool.count)));

    // Two such sides compared: 36^60 combinations for d6, still exact.
    const Contest contest = compareHits(distribution, distribution);
    QCOMPARE(text(totalWeight(contest.difference)), text(power(sides2, 2 * count)));
    QCOMPARE(text(Fraction(probabilityAtLeast(contest.difference, 1) +
                           probability(contest.difference, 0) +
                           probabilityAtMost(contest.difference, -1))),
             QString("1"));
    // Symmetric sides win as often as they lose.
    QCOMPARE(text(probabilityAtLeast(contest.difference, 1)),
             text(probabilityAtMost(contest.difference, -1)));
}

// Totals beyond a double's range (36^200 is about 2^1034) still give display probabilities.
void TestPool::displayProbabilitiesOfHugePools()
{
    const Distribution distribution = hits(Pool{200, 4, kD6, kSuperior});
    QVERIFY(msb(totalWeight(distribution)) > 1024);
    QCOMPARE(distribution.probabilityAtLeast(0), 1.0);
    QCOMPARE(distribution.mean(), 200 * 7.0 / 12);
    double sum = 0;
    for (int k = 0; k <= 200; ++k) {
        const double exact = static_cast<double>(probability(distribution, k));
        QVERIFY(std::abs(distribution.probability(k) - exact) <= 1e-12 * exact + 1e-300);
        sum += distribution.probability(k);
    }
    QVERIFY(std::abs(sum - 1) < 1e-12);
}

void TestPool::badPoolsAreRejected_data()
{
    QTest::addColumn<Pool>("pool");
    QTest::addColumn<QString>("message");
    QTest::newRow("negative number of dice")
        << Pool{-1, 4, kD6, {}} << QString("cannot roll -1 dice");
    QTest::newRow("re-rolling 0s on a d6") << Pool{3, 4, kD6, RerollPolicy::optional({0})}
                                           << QString("the re-roll policy names face 0, but a "
                                                      "d6 shows 1 to 6");
}

void TestPool::badPoolsAreRejected()
{
    QFETCH(Pool, pool);
    QFETCH(QString, message);
    try {
        hits(pool);
        QFAIL("no error");
    } catch (const DiceError &error) {
        QCOMPARE(QString::fromStdString(error.what()), message);
    }
}

QTEST_GUILESS_MAIN(TestPool)
#include "tst_pool.moc"
