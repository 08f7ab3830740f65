// SPDX-License-Identifier: GPL-3.0-or-later
// The follow-up of a close combat (rulesets/fogr/combatfollowup.cpp) in fixed-width integers
// against the same computation in unbounded integers: every outcome's label, exact chance and
// double equal, on both sides of the 64, 128 and 256-bit boundaries where the width changes.
// (tst_closecombat checks the chances themselves against brute force.)
#include "fogrtesting.h"

#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/fogrqualityrerolls.h"
#include "rulesets/common/pool.h"
#include "rulesets/fogr/combatfollowup.h"

#include <QTest>

#include <random>

using namespace adjutant::rulesets;
using namespace adjutant::rulesets::fogr;
using namespace fogrtesting;

namespace {

const RuleBook &book()
{
    return fogrtesting::fogr().ruleBook();
}

QStringList texts(const QList<Outcome> &outcomes)
{
    QStringList list;
    for (const Outcome &o : outcomes)
        list << QStringLiteral("%1 | %2 | %3 | %4")
                    .arg(o.group, o.label, o.exact.text())
                    .arg(o.probability, 0, 'g', 17);
    return list;
}

// Weights for the outcomes 0 .. count - 1 whose total is 2^bits - 1 (not a FoGR total of 2s and
// 3s: the chances take the general gcd).
Distribution withTotalBits(std::mt19937_64 &random, int count, unsigned bits)
{
    Weight total = 1;
    total <<= bits;
    total -= 1;
    std::vector<Weight> weights;
    Weight sum = 0;
    for (int i = 0; i + 1 < count; ++i) {
        Weight w = random();
        w <<= bits > 72 ? bits - 72 : 0;
        w >>= bits > 72 ? 0 : 72 - bits;
        weights.push_back(w);
        sum += w;
    }
    weights.push_back(total - sum);
    std::shuffle(weights.begin(), weights.end(), random);
    return distributionFromWeights(0, std::move(weights));
}

CombatSide side(FogrQuality quality, Cohesion cohesion, int bases)
{
    CombatSide s;
    s.key = QStringLiteral("a");
    s.name = QStringLiteral("A");
    s.quality = quality;
    s.cohesion = cohesion;
    s.battleGroupBases = bases;
    return s;
}

} // namespace

class TestCombatFollowUp : public QObject
{
    Q_OBJECT

private slots:
    void fixedWidthMatchesUnboundedAcrossWidths();
    void fixedWidthMatchesUnboundedForRandomPools();
};

// The total weight is the inflicted total times the received total times the death rolls' and the
// cohesion test's denominators: growing the inflicted total one bit at a time crosses every
// boundary.
void TestCombatFollowUp::fixedWidthMatchesUnboundedAcrossWidths()
{
    std::mt19937_64 random(1600);
    const CombatSide a = side(FogrQuality::Superior, Cohesion::Steady, 8);
    for (const unsigned receivedBits : {8u, 40u}) {
        const Distribution received = withTotalBits(random, 14, receivedBits);
        for (unsigned bits = 4; bits <= 260; ++bits) {
            const Distribution inflicted = withTotalBits(random, 10, bits);
            QCOMPARE(texts(closeCombatFollowUp(a, inflicted, received, book())),
                     texts(closeCombatFollowUpUnbounded(a, inflicted, received, book())));
        }
    }
}

void TestCombatFollowUp::fixedWidthMatchesUnboundedForRandomPools()
{
    std::mt19937_64 random(1648);
    const FogrQuality qualities[] = {FogrQuality::Elite, FogrQuality::Superior,
                                     FogrQuality::Average, FogrQuality::Poor};
    FollowUpCache cache;
    for (int round = 0; round < 60; ++round) {
        auto pools = [&] {
            std::vector<Pool> p;
            for (int g = 0; g < 2; ++g) {
                const FogrQuality q = qualities[random() % 4];
                p.push_back(Pool{int(random() % 24), 3 + int(random() % 4), kD6,
                                 fogrQualityRerolls(q, random() % 3 == 0)});
            }
            return hits(std::span<const Pool>(p));
        };
        const Distribution inflicted = pools(), received = pools();
        CombatSide a =
            side(qualities[random() % 4], Cohesion(random() % 3), 2 + int(random() % 16));
        a.startedWithTwoBases = random() % 4 == 0;
        a.lostQuarterOfBases = random() % 3 == 0;
        QCOMPARE(texts(closeCombatFollowUp(a, inflicted, received, book(), &cache)),
                 texts(closeCombatFollowUpUnbounded(a, inflicted, received, book())));
    }
}

QTEST_GUILESS_MAIN(TestCombatFollowUp)
#include "tst_combatfollowup.moc"
