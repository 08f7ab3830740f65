// SPDX-License-Identifier: GPL-3.0-or-later
#include "dicetesting.h"

#include "rulesets/common/fogrqualityrerolls.h"
#include "rulesets/common/roll.h"

#include <QTest>

#include <cmath>
#include <deque>

using namespace adjutant::rulesets;
using namespace dicetesting;

Q_DECLARE_METATYPE(adjutant::rulesets::Pool)

namespace {

const RerollPolicy kSuperior = fogrQualityRerolls(FogrQuality::Superior);

std::vector<int> ints(const QList<int> &list)
{
    return {list.begin(), list.end()};
}

// Faces in a given order, for rolls whose dice are known in advance.
FaceSource scripted(std::deque<int> &faces)
{
    return [&faces](const Die &) {
        const int face = faces.front();
        faces.pop_front();
        return face;
    };
}

} // namespace

class TestRoll : public QObject
{
    Q_OBJECT

private slots:
    void typedDiceCountHits_data();
    void typedDiceCountHits();
    void bookQualityRerollExample();
    void badTypedDiceAreRejected_data();
    void badTypedDiceAreRejected();
    void rolledPoolFollowsThePolicy_data();
    void rolledPoolFollowsThePolicy();
    void scriptedRollUsesEachFaceOnce();
    void badFaceSourceIsRejected();
    void sameSeedSameDice();
    void rolledFrequenciesMatchTheDistribution();
};

void TestRoll::typedDiceCountHits_data()
{
    QTest::addColumn<Pool>("pool");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QList<int>>("rerolled");
    QTest::addColumn<QList<int>>("rerolls");
    QTest::addColumn<int>("hits");
    // FoGR, An Example of Combat (impact): "The Spanish roll 6 white dice all needing 4 or
    // higher scoring 6, 4, 3, 2, 1 and 1 ... Being superior, they can re-roll these. They roll 5
    // and 1. Only one more hit, for a total of 3."
    QTest::newRow("FoGR example, impact, Spanish superior 6 dice needing 4")
        << Pool{6, 4, kD6, kSuperior} << QList<int>{6, 4, 3, 2, 1, 1} << QList<int>{4, 5}
        << QList<int>{5, 1} << 3;
    // "The Dutch roll 4 blue dice needing 5 or higher scoring 6, 5, 3, and 1, and 2 black dice
    // needing 4 or higher scoring 3 and 2. This gives them just 2 hits"
    QTest::newRow("FoGR example, impact, Dutch 4 blue dice needing 5")
        << Pool{4, 5, kD6, {}} << QList<int>{6, 5, 3, 1} << QList<int>{} << QList<int>{} << 2;
    QTest::newRow("FoGR example, impact, Dutch 2 black dice needing 4")
        << Pool{2, 4, kD6, {}} << QList<int>{3, 2} << QList<int>{} << QList<int>{} << 0;
    // FoGR, An Example of Combat (shooting): "The Dutch roll 6, 5, 2 and 1 - 2 hits" needing 5;
    // the Spanish "roll a 1, but re-roll it as a 6, which is a hit."
    QTest::newRow("FoGR example, shooting, Dutch 4 dice needing 5")
        << Pool{4, 5, kD6, {}} << QList<int>{6, 5, 2, 1} << QList<int>{} << QList<int>{} << 2;
    QTest::newRow("FoGR example, shooting, Spanish 1 die needing 5, 1 re-rolled as 6")
        << Pool{1, 5, kD6, kSuperior} << QList<int>{1} << QList<int>{0} << QList<int>{6} << 1;
    // FoGR, An Example of Combat (melee): "The Dutch roll 2 blue dice needing 5 or higher
    // scoring 5 and 5, and 2 black dice needing 4 or higher scoring 5 and 2, which gives 3
    // hits. The Spanish roll 7 dice needing 4 or higher and get 6, 6, 6, 4, 3, 2 and 1 which
    // gives 4 hits. They re-roll the 1 and get a 5, to make a total of 5 hits."
    QTest::newRow("FoGR example, melee, Dutch 2 blue dice needing 5")
        << Pool{2, 5, kD6, {}} << QList<int>{5, 5} << QList<int>{} << QList<int>{} << 2;
    QTest::newRow("FoGR example, melee, Dutch 2 black dice needing 4")
        << Pool{2, 4, kD6, {}} << QList<int>{5, 2} << QList<int>{} << QList<int>{} << 1;
    QTest::newRow("FoGR example, melee, Spanish 7 dice needing 4")
        << Pool{7, 4, kD6, kSuperior} << QList<int>{6, 6, 6, 4, 3, 2, 1} << QList<int>{6}
        << QList<int>{5} << 5;
    QTest::newRow("elite needing 2 re-rolls the 1 but keeps the 2 that hits")
        << Pool{2, 2, kD6, fogrQualityRerolls(FogrQuality::Elite)} << QList<int>{2, 1}
        << QList<int>{1} << QList<int>{2} << 2;
    QTest::newRow("poor must re-roll the 6 that hit, and it misses")
        << Pool{3, 4, kD6, fogrQualityRerolls(FogrQuality::Poor)} << QList<int>{6, 4, 1}
        << QList<int>{0} << QList<int>{3} << 1;
    QTest::newRow("poor with commander in the front rank keeps its 6")
        << Pool{1, 4, kD6, fogrQualityRerolls(FogrQuality::Poor, true)} << QList<int>{6}
        << QList<int>{} << QList<int>{} << 1;
    QTest::newRow("N1600 d10 needing 6: 0 is 0 and misses")
        << Pool{4, 6, kD10ZeroIsZero, {}} << QList<int>{0, 9, 6, 5} << QList<int>{} << QList<int>{}
        << 2;
}

void TestRoll::typedDiceCountHits()
{
    QFETCH(Pool, pool);
    QFETCH(QList<int>, faces);
    QFETCH(QList<int>, rerolled);
    QFETCH(QList<int>, rerolls);
    QFETCH(int, hits);
    const std::vector<int> f = ints(faces);
    const std::vector<int> r = ints(rerolls);
    const std::vector<std::size_t> indices = diceToReroll(pool, f);
    QCOMPARE(QList<qsizetype>(indices.begin(), indices.end()),
             QList<qsizetype>(rerolled.begin(), rerolled.end()));
    QCOMPARE(countHits(pool, f, r), hits);
}

// FoGR, Quality Re-Rolls: "an elite battle group rolling two 2's for a score of four gets two
// re-rolls. If these come up say 6 and 1, the score is counted as eight, 6 and 2."
void TestRoll::bookQualityRerollExample()
{
    const RerollPolicy elite = fogrQualityRerolls(FogrQuality::Elite);
    const std::vector<int> faces{2, 2};
    QCOMPARE(diceToReroll(kD6, elite, std::nullopt, faces).size(), std::size_t(2));
    const std::vector<RolledDie> dice =
        applyRerolls(kD6, elite, std::nullopt, faces, std::vector<int>{6, 1});
    QCOMPARE(dice[0], (RolledDie{2, 6, 6}));
    QCOMPARE(dice[1], (RolledDie{2, 1, 2}));
    QCOMPARE(total(dice), 8);
}

void TestRoll::badTypedDiceAreRejected_data()
{
    QTest::addColumn<Pool>("pool");
    QTest::addColumn<QList<int>>("faces");
    QTest::addColumn<QList<int>>("rerolls");
    QTest::addColumn<QString>("message");
    QTest::newRow("a 7 on a d6") << Pool{6, 4, kD6, kSuperior} << QList<int>{6, 4, 7, 2, 1, 1}
                                 << QList<int>{5, 1}
                                 << QString("die 3 of 6 shows 7, but a d6 shows 1 to 6");
    QTest::newRow("a -1 on a d6") << Pool{2, 4, kD6, {}} << QList<int>{-1, 4} << QList<int>{}
                                  << QString("die 1 of 2 shows -1, but a d6 shows 1 to 6");
    QTest::newRow("a 0 on a d6") << Pool{2, 4, kD6, {}} << QList<int>{3, 0} << QList<int>{}
                                 << QString("die 2 of 2 shows 0, but a d6 shows 1 to 6");
    QTest::newRow("a 10 on N1600's d10")
        << Pool{3, 6, kD10ZeroIsZero, {}} << QList<int>{10, 4, 0} << QList<int>{}
        << QString("die 1 of 3 shows 10, but a d10 (0 counts as 0) shows 0 to 9");
    QTest::newRow("a re-roll of 7 on a d6")
        << Pool{6, 4, kD6, kSuperior} << QList<int>{6, 4, 3, 2, 1, 1} << QList<int>{5, 7}
        << QString("the re-roll of die 6 of 6 shows 7, but a d6 shows 1 to 6");
    QTest::newRow("too few re-rolls")
        << Pool{6, 4, kD6, kSuperior} << QList<int>{6, 4, 3, 2, 1, 1} << QList<int>{5}
        << QString("2 dice must be re-rolled, but 1 re-rolls were "
                   "given");
    QTest::newRow("a re-roll where none is due")
        << Pool{2, 4, kD6, {}} << QList<int>{6, 1} << QList<int>{3}
        << QString("0 dice must be re-rolled, but 1 re-rolls were given");
    QTest::newRow("too many dice") << Pool{2, 4, kD6, {}} << QList<int>{6, 1, 3} << QList<int>{}
                                   << QString("the pool rolls 2 dice, but 3 were given");
}

void TestRoll::badTypedDiceAreRejected()
{
    QFETCH(Pool, pool);
    QFETCH(QList<int>, faces);
    QFETCH(QList<int>, rerolls);
    QFETCH(QString, message);
    try {
        countHits(pool, ints(faces), ints(rerolls));
        QFAIL("no error");
    } catch (const DiceError &error) {
        QCOMPARE(QString::fromStdString(error.what()), message);
    }
}

void TestRoll::rolledPoolFollowsThePolicy_data()
{
    QTest::addColumn<Pool>("pool");
    QTest::newRow("20 superior d6 needing 4") << Pool{20, 4, kD6, kSuperior};
    QTest::newRow("20 elite d6 needing 2")
        << Pool{20, 2, kD6, fogrQualityRerolls(FogrQuality::Elite)};
    QTest::newRow("20 elite d6 with commander needing 5")
        << Pool{20, 5, kD6, fogrQualityRerolls(FogrQuality::Elite, true)};
    QTest::newRow("20 poor d6 needing 3")
        << Pool{20, 3, kD6, fogrQualityRerolls(FogrQuality::Poor)};
    QTest::newRow("20 N1600 d10 needing 6") << Pool{20, 6, kD10ZeroIsZero, {}};
}

void TestRoll::rolledPoolFollowsThePolicy()
{
    QFETCH(Pool, pool);
    std::mt19937 generator(20240601);
    for (int round = 0; round < 200; ++round) {
        const std::vector<RolledDie> dice = rollPool(pool, generator);
        QCOMPARE(dice.size(), std::size_t(pool.count));
        std::vector<int> faces;
        std::vector<int> rerolls;
        for (const RolledDie &rolled : dice) {
            QVERIFY(pool.die.shows(rolled.face));
            faces.push_back(rolled.face);
            if (rolled.reroll) {
                QVERIFY(pool.die.shows(*rolled.reroll));
                rerolls.push_back(*rolled.reroll);
            }
        }
        // The dice Adjutant rolled, typed back in, give the same re-rolls and hits.
        const std::vector<std::size_t> due = diceToReroll(pool, faces);
        QCOMPARE(due.size(), rerolls.size());
        for (std::size_t index : due)
            QVERIFY(dice[index].reroll.has_value());
        QCOMPARE(countHits(pool, faces, rerolls), countHits(pool, dice));
    }
}

void TestRoll::scriptedRollUsesEachFaceOnce()
{
    // Superior needing 4: the 1s take the next faces from the source as their re-rolls.
    std::deque<int> faces{1, 5, 6, 1, 3};
    const std::vector<RolledDie> dice = rollPool(Pool{3, 4, kD6, kSuperior}, scripted(faces));
    QCOMPARE(dice[0], (RolledDie{1, 5, 5}));
    QCOMPARE(dice[1], (RolledDie{6, std::nullopt, 6}));
    QCOMPARE(dice[2], (RolledDie{1, 3, 3}));
    QVERIFY(faces.empty());
    QCOMPARE(countHits(Pool{3, 4, kD6, kSuperior}, dice), 2);
}

void TestRoll::badFaceSourceIsRejected()
{
    std::deque<int> faces{4, 7};
    try {
        rollPool(Pool{2, 4, kD6, {}}, scripted(faces));
        QFAIL("no error");
    } catch (const DiceError &error) {
        QCOMPARE(QString::fromStdString(error.what()),
                 QString("the face source's die 2 of 2 shows 7, but a d6 shows 1 to 6"));
    }
}

void TestRoll::sameSeedSameDice()
{
    const Pool pool{30, 4, kD6, kSuperior};
    std::mt19937 first(7);
    std::mt19937 second(7);
    std::mt19937 other(8);
    const std::vector<RolledDie> a = rollPool(pool, first);
    QVERIFY(a == rollPool(pool, second));
    QVERIFY(a != rollPool(pool, other));
}

// Rolled dice against the exact distribution: every face of a superior die needing 4 within 4
// standard deviations of its exact probability.
void TestRoll::rolledFrequenciesMatchTheDistribution()
{
    const Pool pool{1, 4, kD6, kSuperior};
    const Distribution face = finalFace(pool);
    std::mt19937 generator(12345);
    const int rolls = 100000;
    std::map<int, int> seen;
    for (int i = 0; i < rolls; ++i)
        ++seen[rollPool(pool, generator)[0].result];
    for (int f = 1; f <= 6; ++f) {
        const double p = face.probability(f);
        const double sigma = std::sqrt(rolls * p * (1 - p));
        QVERIFY2(std::abs(seen[f] - rolls * p) <= 4 * sigma, qPrintable(QString::number(f)));
    }
}

QTEST_GUILESS_MAIN(TestRoll)
#include "tst_roll.moc"
