// SPDX-License-Identifier: GPL-3.0-or-later
// The fast paths of the dice library (rulesets/common/fixedweight.h): convolutions and pools whose
// weights fit 64, 128 or 256 bits are computed in fixed-width integers. They must give exactly
// the weights of the unbounded path, on both sides of each width's boundary, where the largest
// numbers are.
#include "dicetesting.h"

#include "rulesets/common/fixedweight.h"
#include "rulesets/common/fogrqualityrerolls.h"
#include "rulesets/common/pool.h"

#include <QTest>

#include <random>

using namespace adjutant::rulesets;
using namespace dicetesting;

Q_DECLARE_METATYPE(adjutant::rulesets::Pool)

namespace {

QStringList weightTexts(const Distribution &d)
{
    QStringList texts{QStringLiteral("from %1").arg(d.lowest())};
    for (int outcome = d.lowest(); outcome <= d.highest(); ++outcome)
        texts << QString::fromStdString(d.weightText(outcome));
    texts << QStringLiteral("total ") + QString::fromStdString(d.totalText());
    return texts;
}

// 2^bits - 1
Weight allOnes(unsigned bits)
{
    Weight w = 1;
    w <<= bits;
    w -= 1;
    return w;
}

Weight randomBelow(std::mt19937_64 &random, unsigned bits)
{
    Weight w = 0;
    for (unsigned done = 0; done < bits; done += 64) {
        w <<= 64;
        w += random();
    }
    w &= allOnes(bits);
    return w;
}

// `count` weights whose total is 2^bits - 1, the largest total of that many bits: random weights
// for all but the last, which takes the rest (so it is the biggest by far).
Distribution randomDistribution(std::mt19937_64 &random, int lowest, int count, unsigned bits)
{
    const Weight total = allOnes(bits);
    std::vector<Weight> weights;
    Weight sum = 0;
    for (int i = 0; i + 1 < count; ++i) {
        weights.push_back(randomBelow(random, bits > 8 ? bits - 8 : 1));
        sum += weights.back();
    }
    weights.push_back(total - sum);
    return distributionFromWeights(lowest, std::move(weights));
}

} // namespace

class TestFixedWeight : public QObject
{
    Q_OBJECT

private slots:
    void bitsOf();
    void convolveMatchesUnbounded_data();
    void convolveMatchesUnbounded();
    void hitsMatchUnbounded_data();
    void hitsMatchUnbounded();
    void wideUIntMatchesUnbounded_data();
    void wideUIntMatchesUnbounded();
};

void TestFixedWeight::bitsOf()
{
    QCOMPARE(adjutant::rulesets::bitsOf(Weight(0)), 0u);
    QCOMPARE(adjutant::rulesets::bitsOf(Weight(1)), 1u);
    QCOMPARE(adjutant::rulesets::bitsOf(Weight(36)), 6u);
    QCOMPARE(adjutant::rulesets::bitsOf(allOnes(64)), 64u);
    QCOMPARE(adjutant::rulesets::bitsOf(allOnes(64) + 1), 65u);
}

void TestFixedWeight::convolveMatchesUnbounded_data()
{
    QTest::addColumn<int>("bitsA");
    QTest::addColumn<int>("bitsB");
    QTest::addColumn<int>("countA");
    QTest::addColumn<int>("countB");
    // The fast path holds every number below 2^(bitsA + bitsB): at 64, 128 and 256 bits it is the
    // narrower type, one more bit takes the next.
    for (const int boundary : {64, 128, 256}) {
        for (const int offset : {-1, 0, 1}) {
            const int bits = boundary + offset;
            QTest::addRow("totals of %d bits, two outcomes each", bits)
                << bits / 2 << bits - bits / 2 << 2 << 2;
            QTest::addRow("totals of %d bits, uneven", bits) << 5 << bits - 5 << 7 << 21;
            QTest::addRow("totals of %d bits, 21 outcomes each", bits)
                << bits / 2 << bits - bits / 2 << 21 << 21;
        }
    }
    QTest::newRow("small") << 3 << 4 << 3 << 5;
    QTest::newRow("beyond every fixed width") << 200 << 300 << 9 << 4;
}

void TestFixedWeight::convolveMatchesUnbounded()
{
    QFETCH(int, bitsA);
    QFETCH(int, bitsB);
    QFETCH(int, countA);
    QFETCH(int, countB);
    std::mt19937_64 random(std::uint64_t(bitsA * 1000 + bitsB * 10 + countA + countB));
    for (int round = 0; round < 20; ++round) {
        const Distribution a = randomDistribution(random, -3, countA, unsigned(bitsA));
        const Distribution b = randomDistribution(random, 2, countB, unsigned(bitsB));
        QCOMPARE(adjutant::rulesets::bitsOf(totalWeight(a)) +
                     adjutant::rulesets::bitsOf(totalWeight(b)),
                 unsigned(bitsA + bitsB));
        QCOMPARE(weightTexts(convolve(a, b)), weightTexts(convolveUnbounded(a, b)));
        QCOMPARE(weightTexts(convolve(b, a)), weightTexts(convolveUnbounded(b, a)));
        // A convolution in 256 bits keeps its weights so: read every other way, the same.
        const Distribution fast = convolve(a, b), slow = convolveUnbounded(a, b);
        QCOMPARE(totalWeight(fast), totalWeight(slow));
        QCOMPARE(totalBitsOf(fast), adjutant::rulesets::bitsOf(totalWeight(slow)));
        for (int outcome = slow.lowest() - 1; outcome <= slow.highest() + 1; ++outcome)
            QCOMPARE(fast.isPossible(outcome), slow.isPossible(outcome));
        QVERIFY(fast == slow);
        QCOMPARE(weightTexts(fast.plus(-4)), weightTexts(slow.plus(-4)));
        QCOMPARE(weightTexts(convolve(fast, a)), weightTexts(convolveUnbounded(slow, a)));
        std::vector<Weight> reversed;
        for (int outcome = b.highest(); outcome >= b.lowest(); --outcome)
            reversed.push_back(weight(b, outcome));
        const Distribution mirrored = distributionFromWeights(-b.highest(), reversed);
        QCOMPARE(weightTexts(difference(a, b)), weightTexts(convolveUnbounded(a, mirrored)));
    }
}

void TestFixedWeight::hitsMatchUnbounded_data()
{
    QTest::addColumn<Pool>("pool");
    // The binomial weights are worked out in 64 bits while count * bits of (miss + hit) <= 64, in
    // 128 bits up to 128: a re-rolled d6 has 36 combinations (6 bits), a plain d6 6 (3 bits), a
    // re-rolled N1600 d10 100 (7 bits).
    const RerollPolicy superior = fogrQualityRerolls(FogrQuality::Superior);
    const RerollPolicy poor = fogrQualityRerolls(FogrQuality::Poor);
    for (const int count : {0, 1, 10, 11, 21, 22, 30}) {
        for (const int score : {1, 2, 4, 6, 7}) {
            QTest::addRow("%d superior d6 needing %d", count, score)
                << Pool{count, score, kD6, superior};
            QTest::addRow("%d poor d6 needing %d", count, score) << Pool{count, score, kD6, poor};
        }
    }
    for (const int count : {21, 22, 42, 43})
        QTest::addRow("%d plain d6 needing 4", count) << Pool{count, 4, kD6, {}};
    for (const int count : {9, 10, 18, 19})
        QTest::addRow("%d N1600 d10 needing 6, re-rolling 0s (%d bits)", count, count * 7)
            << Pool{count, 6, kD10ZeroIsZero, RerollPolicy::optional({0})};
}

void TestFixedWeight::hitsMatchUnbounded()
{
    QFETCH(Pool, pool);
    QCOMPARE(weightTexts(hits(pool)), weightTexts(hitsUnbounded(pool)));
}

void TestFixedWeight::wideUIntMatchesUnbounded_data()
{
    QTest::addColumn<int>("bits");
    QTest::addColumn<int>("threes");
    // The exact chances' reduction divides out up to 40 factors 3 at once, fewer by bisection.
    for (const int bits : {1, 63, 64, 65, 128, 150, 192})
        for (const int threes : {0, 1, 19, 20, 21, 39, 40, 41, 80})
            QTest::addRow("%d random bits times 3^%d", bits, threes) << bits << threes;
}

// WideUInt<4> (rulesets/common/wideuint.h), the 256-bit weights: every operation the exact odds
// use gives the number, text and double that Weight gives.
void TestFixedWeight::wideUIntMatchesUnbounded()
{
    QFETCH(int, bits);
    QFETCH(int, threes);
    using Wide = WideUInt<4>;
    std::mt19937_64 random(std::uint64_t(bits * 100 + threes));
    for (int round = 0; round < 50; ++round) {
        Weight w = randomBelow(random, unsigned(bits)) | 1;
        for (int i = 0; i < threes && msb(w) < 250; ++i)
            w *= 3;
        const Wide x = Wide::fromWeight(w);
        QCOMPARE(x.toWeight(), w);
        QCOMPARE(x.bits(), adjutant::rulesets::bitsOf(w));
        QCOMPARE(x.decimal(), w.str());
        QCOMPARE(x.toDouble(), static_cast<double>(w)); // as boost converts, not always the nearest
        for (const unsigned most : {0u, 1u, 20u, 40u, 1000u}) {
            Wide reduced = x;
            Weight expected = w;
            unsigned count = 0;
            while (count < most && expected % 3 == 0) {
                expected /= 3;
                ++count;
            }
            QCOMPARE(reduced.divideOutThrees(most), count);
            QCOMPARE(reduced.toWeight(), expected);
        }
        const Weight a = randomBelow(random, 128), b = randomBelow(random, 127);
        QCOMPARE((Wide::fromWeight(a) * Wide::fromWeight(b)).toWeight(), a * b);
        QCOMPARE((Wide::fromWeight(a) * Wide(std::uint64_t(random()))).toWeight() == 0, a == 0);
        QCOMPARE((Wide::fromWeight(a) + Wide::fromWeight(b)).toWeight(), a + b);
        QCOMPARE((Wide::fromWeight(a + b) - Wide::fromWeight(b)).toWeight(), a);
        QCOMPARE(Wide::fromWeight(a) < Wide::fromWeight(b), a < b);
        Wide shifted = x;
        shifted >>= unsigned(round * 5);
        QCOMPARE(shifted.toWeight(), w >> (round * 5));
        QCOMPARE(x.lowestBit(), lsb(w));
    }
}

QTEST_GUILESS_MAIN(TestFixedWeight)
#include "tst_fixedweight.moc"
