// SPDX-License-Identifier: GPL-3.0-or-later
// The R-tree of bases against brute force: every pair within a range, on random tables, before
// and after bases move one at a time.
#include "geometry/baseindex.h"
#include "geometry/contact.h"

#include <QRandomGenerator>
#include <QTest>

#include <algorithm>
#include <optional>
#include <set>
#include <thread>
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
    void nearestKeepsTheTreeOrderOnTies();
    void planScansSmallOrCrowdedTables();
    void treeBuiltOnceByConcurrentQueries();
    void crowdedMatchesBruteForce();
};

namespace {

std::vector<OrientedRect> randomTable(QRandomGenerator &random, int count, double width, double depth)
{
    std::vector<OrientedRect> bases;
    for (int i = 0; i < count; ++i)
        bases.push_back({{random.bounded(width), random.bounded(depth)}, random.bounded(360.0), 40, 20});
    return bases;
}

std::vector<Footprint> footprints(const std::vector<OrientedRect> &bases)
{
    std::vector<Footprint> prints;
    for (const auto &base : bases)
        prints.push_back(footprint(base));
    return prints;
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

using Pairs = std::set<std::pair<std::size_t, std::size_t>>;

// The pairs as the index finds them, by each plan and both ways of asking; every way must agree
// (the test fails here otherwise), and that answer is returned.
Pairs indexed(const BaseIndex &index, const std::vector<OrientedRect> &bases, double range)
{
    const std::vector<Footprint> prints = footprints(bases);
    std::optional<Pairs> agreed;
    std::vector<BaseIndex::Pair> scratch;
    for (const auto plan :
         {BaseIndex::Plan::Cheapest, BaseIndex::Plan::Tree, BaseIndex::Plan::Scan}) {
        Pairs listed, visited;
        index.pairsWithin(prints, range, scratch, plan);
        for (const auto &pair : scratch) {
            listed.insert({pair.a, pair.b});
            if (pair.a >= pair.b || pair.distance != distance(prints[pair.a], prints[pair.b]))
                qFatal("pair %zu, %zu: not in order or not the exact distance", pair.a, pair.b);
        }
        index.forEachPairWithin(
            prints, range, scratch,
            [&](std::size_t a, std::size_t b, double) {
                visited.insert({a, b});
            },
            plan);
        if (listed != visited || (agreed && listed != *agreed))
            qFatal("the plans of BaseIndex found different pairs (plan %d)", int(plan));
        agreed = listed;
    }
    return *agreed;
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
    // By every plan (indexed() checks the distances are the exact ones).
    QCOMPARE(indexed(index, bases, range), expected);
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

    // Inserting an id the index holds replaces its entry: the base is found where it is now only.
    const OrientedRect before = bases[1];
    bases[1].centre = bases[1].centre + Point{900, 0};
    index.insert(1, bases[1]);
    QCOMPARE(index.size(), bases.size() - 1);
    index.candidatesNear(before, 1.0, near);
    QCOMPARE(std::count(near.begin(), near.end(), std::size_t(1)), 0);
    index.candidatesNear(bases[1], 1.0, near);
    QCOMPARE(std::count(near.begin(), near.end(), std::size_t(1)), 1);
    auto expected = bruteForce(bases, 300.0);
    std::erase_if(expected, [](const auto &pair) { return pair.first == 0; });
    QCOMPARE(indexed(index, bases, 300.0), expected);
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
    const std::vector<Footprint> prints = footprints(bases);
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

// Bases equally near (in contact, at distance 0, or on a grid at equal distances): nearest()
// walks the tree only until no box can hold a nearer base, and must then name the base that the
// tree's incremental query for every base names (nearestInTreeOrder, what the measurer and the
// CLI have always answered), at the least distance brute force finds, and the same as before
// after a base moves (the index updated in place walks the tree's order too). Asked with bases
// alike (a unit's), it may name another base equally near, of the same unit.
void TestBaseIndex::nearestKeepsTheTreeOrderOnTies()
{
    QRandomGenerator random(31);
    int ties = 0;
    for (int table = 0; table < 6; ++table) {
        std::vector<OrientedRect> bases;
        if (table % 2 == 0) {
            // Battle lines in contact: rows of 40 x 20 bases edge to edge, a row facing each
            // other across 0 to 2 mm, every base then as near several enemies.
            const double gap = table == 0 ? 0.0 : table == 2 ? 1.0 : 2.0;
            for (int row = 0; row < 6; ++row) {
                for (int file = 0; file < 30; ++file)
                    bases.push_back(
                        {{20.0 + 40.0 * file + (row % 2) * 20.0, 10.0 + row * (20.0 + gap)},
                         row % 2 ? 180.0 : 0.0,
                         40,
                         20});
            }
        } else {
            // A crowd of bases at right angles on a coarse grid (many overlaps and equal
            // distances), and a few turned anyhow.
            for (int i = 0; i < 400; ++i) {
                const bool square = i % 8 != 0;
                bases.push_back({{10.0 * random.bounded(60), 10.0 * random.bounded(40)},
                                 square ? 90.0 * random.bounded(4) : random.bounded(360.0),
                                 40,
                                 20});
            }
        }
        const std::vector<Footprint> prints = footprints(bases);
        BaseIndex index;
        index.rebuild(bases);
        for (int sides = 2; sides <= 3; ++sides) {
            auto enemy = [&](std::size_t i, std::size_t j) {
                return int(i) % sides != int(j) % sides;
            };
            for (std::size_t i = 0; i < bases.size(); ++i) {
                auto accept = [&](std::size_t j) { return enemy(i, j); };
                const auto found = index.nearest(prints[i], prints, accept);
                const auto inOrder = index.nearestInTreeOrder(prints[i], prints, accept);
                QVERIFY(found.has_value() && inOrder.has_value());
                QCOMPARE(*found, *inOrder);
                double best = 1e300;
                int atBest = 0;
                for (std::size_t j = 0; j < bases.size(); ++j) {
                    if (!enemy(i, j))
                        continue;
                    const double d = distance(prints[i], prints[j]);
                    atBest = d < best ? 1 : d == best ? atBest + 1 : atBest;
                    best = std::min(best, d);
                }
                QCOMPARE(distance(prints[i], prints[*found]), best);
                ties += atBest > 1;
                // Bases alike to the caller (a unit's ten): of those equally near, any one, but
                // of that unit and exactly as near as the tree's order names.
                auto alike = [](std::size_t a, std::size_t b) { return a / 10 == b / 10; };
                const auto anyOfUnit = index.nearest(prints[i], prints, accept, alike);
                QVERIFY(anyOfUnit.has_value());
                QCOMPARE(*anyOfUnit / 10, *inOrder / 10);
                QCOMPARE(distance(prints[i], prints[*anyOfUnit]),
                         distance(prints[i], prints[*inOrder]));
            }
        }
    }
    // The tables are made for ties: most bases have several enemies equally near.
    QVERIFY2(ties > 1000, qPrintable(QString::number(ties)));

    // After bases move one at a time (the tree updated in place, not packed again), the same.
    QRandomGenerator moving(37);
    std::vector<OrientedRect> bases;
    for (int i = 0; i < 200; ++i)
        bases.push_back({{10.0 * moving.bounded(40), 10.0 * moving.bounded(30)}, 0, 40, 20});
    BaseIndex index;
    index.rebuild(bases);
    for (int step = 0; step < 50; ++step) {
        const std::size_t k = moving.bounded(int(bases.size()));
        bases[k].centre = {10.0 * moving.bounded(40), 10.0 * moving.bounded(30)};
        index.update(k, bases[k]);
        const std::vector<Footprint> prints = footprints(bases);
        for (std::size_t i = 0; i < bases.size(); i += 7) {
            auto accept = [&](std::size_t j) { return (i % 2) != (j % 2); };
            QCOMPARE(index.nearest(prints[i], prints, accept),
                     index.nearestInTreeOrder(prints[i], prints, accept));
        }
    }
}

// The plan for finding every pair: the boxes scanned pair by pair when few bases or most of them
// near each other (the tree costs more to build than it saves), the tree when many and far apart.
void TestBaseIndex::planScansSmallOrCrowdedTables()
{
    QRandomGenerator random(41);
    BaseIndex index;
    QCOMPARE(index.planFor(300.0), BaseIndex::Plan::Scan); // empty
    index.rebuild(randomTable(random, 100, 1040, 690));
    QCOMPARE(index.planFor(300.0), BaseIndex::Plan::Scan);
    QCOMPARE(index.planFor(0.5), BaseIndex::Plan::Scan);
    index.rebuild(randomTable(random, 2000, 4650, 3100));
    QCOMPARE(index.planFor(300.0), BaseIndex::Plan::Tree);
    QCOMPARE(index.planFor(0.5), BaseIndex::Plan::Tree);
    QCOMPARE(index.planFor(1e5), BaseIndex::Plan::Scan); // every pair in range
    // A base moved far away widens the table: the estimate follows the moves.
    index.rebuild(randomTable(random, 300, 600, 400));
    QCOMPARE(index.planFor(300.0), BaseIndex::Plan::Scan);
    index.update(0, {{60000, 40000}, 0, 40, 20});
    QCOMPARE(index.planFor(300.0), BaseIndex::Plan::Tree);
}

// The tree is built by the first query that needs it; queries from several threads at once on a
// freshly rebuilt index all get whole answers.
void TestBaseIndex::treeBuiltOnceByConcurrentQueries()
{
    QRandomGenerator random(53);
    const auto bases = randomTable(random, 600, 1800, 1200);
    BaseIndex index;
    for (int round = 0; round < 20; ++round) {
        index.rebuild(bases);
        std::vector<std::vector<std::size_t>> found(4);
        std::vector<std::thread> threads;
        for (std::size_t t = 0; t < found.size(); ++t)
            threads.emplace_back([&, t] { index.candidatesNear(bases[t], 100.0, found[t]); });
        for (auto &thread : threads)
            thread.join();
        for (std::size_t t = 0; t < found.size(); ++t) {
            std::vector<std::size_t> alone;
            index.candidatesNear(bases[t], 100.0, alone);
            std::sort(alone.begin(), alone.end());
            std::sort(found[t].begin(), found[t].end());
            QCOMPARE(found[t], alone);
            QVERIFY(std::count(alone.begin(), alone.end(), t) == 1);
        }
    }
}

// crowded() against a count of every other base within range: on a random dense table, where
// bases near each other are many, at several limits on both sides of the counts; and on a
// pile of copies of one base, more than 4 * most boxes of which are near. (On this random table
// no base has more than 4 * most boxes near it and at most `most` bases: the box count alone
// would call it crowded.)
void TestBaseIndex::crowdedMatchesBruteForce()
{
    QRandomGenerator random(28);
    const auto bases = randomTable(random, 600, 600, 400);
    const std::vector<Footprint> prints = footprints(bases);
    BaseIndex index;
    index.rebuild(bases);
    int crowded = 0;
    int notCrowded = 0;
    for (const double range : {0.5, 30.0}) {
        for (std::size_t i = 0; i < bases.size(); ++i) {
            std::size_t near = 0;
            for (std::size_t j = 0; j < bases.size(); ++j)
                near += j != i && distance(prints[i], prints[j]) <= range;
            for (const std::size_t most : {std::size_t(1), std::size_t(3), std::size_t(8)}) {
                const bool expected = near > most;
                QCOMPARE(index.crowded(prints, i, range, most), expected);
                ++(expected ? crowded : notCrowded);
            }
        }
    }
    QVERIFY(crowded > 100 && notCrowded > 100);

    // 200 copies of one base, and a base beside them: every copy is crowded at any most below
    // 199, none at 199 or above; the base beside them touches none.
    std::vector<OrientedRect> pile(200, OrientedRect{{100, 100}, 30, 40, 20});
    pile.push_back({{300, 100}, 0, 40, 20});
    const std::vector<Footprint> pilePrints = footprints(pile);
    BaseIndex pileIndex;
    pileIndex.rebuild(pile);
    QVERIFY(pileIndex.crowded(pilePrints, 7, 0.5, 64));
    QVERIFY(pileIndex.crowded(pilePrints, 7, 0.5, 198));
    QVERIFY(!pileIndex.crowded(pilePrints, 7, 0.5, 199));
    QVERIFY(!pileIndex.crowded(pilePrints, 200, 0.5, 0));
}

QTEST_GUILESS_MAIN(TestBaseIndex)
#include "tst_baseindex.moc"
