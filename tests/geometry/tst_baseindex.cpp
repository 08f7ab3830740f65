// The R-tree of bases against brute force: every pair within a range, on random tables, before
// and after bases move one at a time.
#include "geometry/baseindex.h"
#include "geometry/contact.h"

#include <QRandomGenerator>
#include <QTest>

#include <set>
#include <tuple>

using namespace adjutant::geometry;

class TestBaseIndex : public QObject
{
    Q_OBJECT

private slots:
    void pairsMatchBruteForce_data();
    void pairsMatchBruteForce();
    void movesKeepTheIndexTrue();
    void candidatesNeverMissABase();
    void nearestMatchesBruteForce();
};

namespace {

std::vector<OrientedRect> randomTable(QRandomGenerator &random, int count, double width, double depth)
{
    std::vector<OrientedRect> bases;
    for (int i = 0; i < count; ++i)
        bases.push_back({{random.bounded(width), random.bounded(depth)}, random.bounded(360.0), 40, 20});
    return bases;
}

std::set<std::pair<std::size_t, std::size_t>> bruteForce(const std::vector<OrientedRect> &bases, double range)
{
    std::set<std::pair<std::size_t, std::size_t>> pairs;
    for (std::size_t i = 0; i < bases.size(); ++i) {
        for (std::size_t j = i + 1; j < bases.size(); ++j) {
            if (distance(bases[i], bases[j]) <= range)
                pairs.insert({i, j});
        }
    }
    return pairs;
}

std::set<std::pair<std::size_t, std::size_t>> indexed(const BaseIndex &index, const std::vector<OrientedRect> &bases,
                                                       double range)
{
    std::set<std::pair<std::size_t, std::size_t>> pairs;
    for (const auto &pair : index.pairsWithin(bases, range))
        pairs.insert({pair.a, pair.b});
    return pairs;
}

} // namespace

void TestBaseIndex::pairsMatchBruteForce_data()
{
    QTest::addColumn<int>("count");
    QTest::addColumn<double>("range");
    QTest::newRow("300 bases on a 6 x 4 ft table, 12 MU (300 mm)") << 300 << 300.0;
    QTest::newRow("300 bases, contact only (0.5 mm)") << 300 << 0.5;
    QTest::newRow("50 bases, 2 MU restricted area (50 mm)") << 50 << 50.0;
    QTest::newRow("1000 bases, 6 MU (150 mm)") << 1000 << 150.0;
    QTest::newRow("12 bases, 12 MU: a tree of one leaf") << 12 << 300.0;
    QTest::newRow("17 bases, 12 MU: two leaves, one short") << 17 << 300.0;
    QTest::newRow("5000 bases, 2 MU: three levels above the leaves") << 5000 << 50.0;
}

void TestBaseIndex::pairsMatchBruteForce()
{
    QFETCH(int, count);
    QFETCH(double, range);
    QRandomGenerator random(1600 + count);
    const double scale = std::sqrt(count / 300.0);
    const auto bases = randomTable(random, count, 1800 * scale, 1200 * scale);
    BaseIndex index;
    index.rebuild(bases);
    QCOMPARE(index.size(), std::size_t(count));
    const auto expected = bruteForce(bases, range);
    QVERIFY(!expected.empty());
    QCOMPARE(indexed(index, bases, range), expected);
    // Distances reported are the exact ones.
    for (const auto &pair : index.pairsWithin(bases, range))
        QCOMPARE(pair.distance, distance(bases[pair.a], bases[pair.b]));
}

void TestBaseIndex::movesKeepTheIndexTrue()
{
    QRandomGenerator random(7);
    auto bases = randomTable(random, 200, 1800, 1200);
    BaseIndex index;
    for (std::size_t i = 0; i < bases.size(); ++i)
        index.insert(i, bases[i]);
    for (int step = 0; step < 400; ++step) {
        const std::size_t moved = random.bounded(int(bases.size()));
        bases[moved].centre = bases[moved].centre + Point{random.bounded(100.0) - 50, random.bounded(100.0) - 50};
        bases[moved].facingDegrees = random.bounded(360.0);
        index.update(moved, bases[moved]);
        if (step % 50 == 0)
            QCOMPARE(indexed(index, bases, 300.0), bruteForce(bases, 300.0));
    }
    QCOMPARE(index.size(), bases.size());
    QCOMPARE(indexed(index, bases, 300.0), bruteForce(bases, 300.0));

    // A removed base is found no more.
    index.remove(0);
    QCOMPARE(index.size(), bases.size() - 1);
    std::vector<std::size_t> near;
    index.candidatesNear(bases[0], 1e6, near);
    QVERIFY(std::find(near.begin(), near.end(), std::size_t(0)) == near.end());
    auto withoutFirst = bruteForce(bases, 300.0);
    std::erase_if(withoutFirst, [](const auto &pair) { return pair.first == 0; });
    QCOMPARE(indexed(index, bases, 300.0), withoutFirst);
}

void TestBaseIndex::candidatesNeverMissABase()
{
    QRandomGenerator random(11);
    const auto bases = randomTable(random, 400, 1800, 1200);
    BaseIndex index;
    index.rebuild(bases);
    std::vector<std::size_t> near;
    for (std::size_t i = 0; i < bases.size(); i += 7) {
        index.candidatesNear(bases[i], 100.0, near);
        for (std::size_t j = 0; j < bases.size(); ++j) {
            if (distance(bases[i], bases[j]) <= 100.0)
                QVERIFY(std::find(near.begin(), near.end(), j) != near.end());
        }
    }
}

// "Nearest enemy": the nearest base of another army, against measuring every base.
void TestBaseIndex::nearestMatchesBruteForce()
{
    QRandomGenerator random(29);
    const auto bases = randomTable(random, 500, 1800, 1200);
    std::vector<Footprint> prints;
    for (const auto &base : bases)
        prints.push_back(footprint(base));
    BaseIndex index;
    index.rebuild(bases);
    auto enemy = [](std::size_t i, std::size_t j) { return (i % 3 == 0) != (j % 3 == 0); };
    for (std::size_t i = 0; i < bases.size(); i += 5) {
        const auto found = index.nearest(prints[i], prints, [&](std::size_t j) { return enemy(i, j); });
        QVERIFY(found.has_value());
        double best = 1e300;
        for (std::size_t j = 0; j < bases.size(); ++j) {
            if (enemy(i, j))
                best = std::min(best, distance(prints[i], prints[j]));
        }
        QCOMPARE(distance(prints[i], prints[*found]), best);
    }
    // Nothing acceptable: no answer.
    QVERIFY(!index.nearest(prints[0], prints, [](std::size_t) { return false; }).has_value());
}

QTEST_GUILESS_MAIN(TestBaseIndex)
#include "tst_baseindex.moc"
