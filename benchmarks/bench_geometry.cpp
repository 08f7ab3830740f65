// SPDX-License-Identifier: GPL-3.0-or-later
// Whole-table geometry (docs/benchmarks.md): every fact for every pair of bases within 12 MU,
// through the R-tree, a bounding-box-prefiltered loop and a naive loop; and the incremental
// update when one base is dragged. Random tables at the density of a real 6 x 4 ft table (and one
// ten times sparser, to show what the index does when few pairs are near).
#include "geometry/baseindex.h"
#include "geometry/contact.h"
#include "geometry/tolerance.h"
#include "geometry/zones.h"

#include <benchmark/benchmark.h>

#include <cmath>
#include <random>
#include <vector>

using namespace adjutant::geometry;

namespace {

constexpr double mu = 25.0;               // mm
constexpr double within = 12 * mu;        // the pairs every pass looks at
constexpr double tableArea300 = 1800.0 * 1200.0; // a 6 x 4 ft table holds some 300 bases

// `sparser`: the table that much larger in area for the same bases (1: as dense as a real table).
std::vector<OrientedRect> randomTable(std::size_t count, double sparser = 1.0)
{
    std::mt19937 random(1600 + unsigned(count));
    const double scale = std::sqrt(double(count) / 300.0 * sparser);
    std::uniform_real_distribution<double> x(50, 1800 * scale - 50), y(50, 1200 * scale - 50), turn(0, 360);
    std::vector<OrientedRect> bases;
    bases.reserve(count);
    // Battle groups of 4 to 8 bases in two ranks, as players deploy them.
    while (bases.size() < count) {
        const Point centre{x(random), y(random)};
        const double facing = turn(random);
        OrientedRect first{centre, facing, 40, 20};
        const Point r = rightward(first);
        const Point f = forward(first);
        const int files = 2 + int(random() % 3);
        for (int rank = 0; rank < 2 && bases.size() < count; ++rank) {
            for (int file = 0; file < files && bases.size() < count; ++file)
                bases.push_back({centre + r * (40.0 * file) - f * (20.0 * rank), facing, 40, 20});
        }
    }
    return bases;
}

// The facts measured for one pair at a known distance (contact, restricted area and zone of
// interception both ways, arcs both ways, the flank-charge line both ways). A pass knows each
// pair's distance from the index query, so it skips the zones that cannot reach that far. Never
// inlined, so that every pass makes the same call and the compiler's inlining choices in one
// loop and not another do not weigh in the comparison.
[[gnu::noinline]] int facts(const Footprint &a, const Footprint &b, double distance)
{
    int n = 0;
    if (distance <= contactTolerance)
        n += int(classifyContact(a, b).kind());
    // Each base seen from the other once, then every question asked of that.
    const SeenFrom bFromA = seenFrom(a, b);
    const SeenFrom aFromB = seenFrom(b, a);
    if (distance <= 4 * mu) {
        n += directlyInFrontWithin(bFromA, 2 * mu) + directlyInFrontWithin(aFromB, 2 * mu);
        n += directlyInFrontWithin(bFromA, 4 * mu) + directlyInFrontWithin(aFromB, 4 * mu);
    }
    n += inStraightAheadArc(bFromA, 2) + inStraightAheadArc(aFromB, 2);
    n += entirelyBehindFrontLine(bFromA) + entirelyBehindFrontLine(aFromB);
    return n;
}

std::vector<Footprint> footprints(const std::vector<OrientedRect> &bases)
{
    std::vector<Footprint> result;
    result.reserve(bases.size());
    for (const OrientedRect &base : bases)
        result.push_back(footprint(base));
    return result;
}

// The index finds the pairs as it judges cheapest (BaseIndex::planFor: a scan of the boxes on a
// small or crowded table, else the tree's self-join), or as `plan` forces it.
template <BaseIndex::Plan plan> void indexed(benchmark::State &state)
{
    const auto bases = randomTable(std::size_t(state.range(0)), double(state.range(1)));
    BaseIndex index;
    std::vector<BaseIndex::Pair> found; // kept from one pass to the next, as a view would keep it
    for (auto _ : state) {
        const auto prints = footprints(bases);
        index.rebuild(prints);
        int sum = 0;
        index.forEachPairWithin(
            prints, within, found,
            [&](std::size_t a, std::size_t b, double d) { sum += facts(prints[a], prints[b], d); },
            plan);
        benchmark::DoNotOptimize(sum);
    }
    index.pairsWithin(footprints(bases), within, found);
    state.counters["pairs"] = double(found.size());
}

struct Box
{
    double x0, y0, x1, y1;
};

std::vector<Box> boundingBoxes(const std::vector<Footprint> &prints)
{
    std::vector<Box> boxes;
    boxes.reserve(prints.size());
    for (const auto &print : prints) {
        const auto &c = print.corners;
        Box b{c[0].x, c[0].y, c[0].x, c[0].y};
        for (const Point &p : c)
            b = {std::min(b.x0, p.x), std::min(b.y0, p.y), std::max(b.x1, p.x), std::max(b.y1, p.y)};
        boxes.push_back(b);
    }
    return boxes;
}

// Calls pair(i, j, distance) for every pair i < j within range, comparing every pair's bounding
// boxes first.
template<typename F>
void boxPrefilteredPairs(const std::vector<Footprint> &prints, F pair)
{
    const auto boxes = boundingBoxes(prints);
    for (std::size_t i = 0; i < prints.size(); ++i) {
        for (std::size_t j = i + 1; j < prints.size(); ++j) {
            const Box &a = boxes[i];
            const Box &b = boxes[j];
            if (a.x0 - within > b.x1 || b.x0 - within > a.x1 || a.y0 - within > b.y1 || b.y0 - within > a.y1)
                continue;
            if (const auto d = distanceWithin(prints[i], prints[j], within))
                pair(i, j, *d);
        }
    }
}

void boxPrefiltered(benchmark::State &state)
{
    const auto bases = randomTable(std::size_t(state.range(0)), double(state.range(1)));
    for (auto _ : state) {
        const auto prints = footprints(bases);
        int sum = 0;
        boxPrefilteredPairs(prints, [&](std::size_t i, std::size_t j, double d) { sum += facts(prints[i], prints[j], d); });
        benchmark::DoNotOptimize(sum);
    }
}

// Every pair measured exactly, nothing turned away first.
void naive(benchmark::State &state)
{
    const auto bases = randomTable(std::size_t(state.range(0)), double(state.range(1)));
    for (auto _ : state) {
        const auto prints = footprints(bases);
        int sum = 0;
        for (std::size_t i = 0; i < bases.size(); ++i) {
            for (std::size_t j = i + 1; j < bases.size(); ++j) {
                const double d = distance(prints[i], prints[j]);
                if (d <= within)
                    sum += facts(prints[i], prints[j], d);
            }
        }
        benchmark::DoNotOptimize(sum);
    }
}

// Finding the pairs alone, without measuring facts: what the index is for.
void pairsIndexed(benchmark::State &state)
{
    const auto bases = randomTable(std::size_t(state.range(0)));
    BaseIndex index;
    std::vector<BaseIndex::Pair> found;
    for (auto _ : state) {
        const auto prints = footprints(bases);
        index.rebuild(prints);
        index.pairsWithin(prints, within, found);
        benchmark::DoNotOptimize(found.size());
    }
}

// Finding the pairs by one plan, at ranges from contact (0.5 mm, the second argument in tenths
// of a mm) to 12 MU: the figures BaseIndex::planFor's cost model is fitted to.
template <BaseIndex::Plan plan> void pairsAtRange(benchmark::State &state)
{
    const auto bases = randomTable(std::size_t(state.range(0)));
    const double r = double(state.range(1)) / 10.0;
    BaseIndex index;
    std::vector<BaseIndex::Pair> found;
    std::size_t n = 0;
    for (auto _ : state) {
        const auto prints = footprints(bases);
        index.rebuild(prints);
        n = 0;
        index.forEachPairWithin(
            prints, r, found, [&](std::size_t, std::size_t, double) { ++n; }, plan);
        benchmark::DoNotOptimize(n);
    }
    state.counters["pairs"] = double(n);
    state.counters["scan"] = index.planFor(r) == BaseIndex::Plan::Scan;
}
void pairsBoxPrefiltered(benchmark::State &state)
{
    const auto bases = randomTable(std::size_t(state.range(0)));
    for (auto _ : state) {
        std::size_t found = 0;
        boxPrefilteredPairs(footprints(bases), [&](std::size_t, std::size_t, double) { ++found; });
        benchmark::DoNotOptimize(found);
    }
}

// Every pair of the table's bases that `near` takes, counted, with nothing turned away first.
template <typename Near> void countPairsNaively(benchmark::State &state, Near near)
{
    const auto bases = randomTable(std::size_t(state.range(0)));
    for (auto _ : state) {
        const auto prints = footprints(bases);
        std::size_t found = 0;
        for (std::size_t i = 0; i < prints.size(); ++i) {
            for (std::size_t j = i + 1; j < prints.size(); ++j)
                found += near(prints[i], prints[j]);
        }
        benchmark::DoNotOptimize(found);
    }
}

void pairsNaive(benchmark::State &state)
{
    countPairsNaively(
        state, [](const Footprint &a, const Footprint &b) { return distance(a, b) <= within; });
}

// The naive loop with the centres compared first (distanceWithin), as the other two passes do:
// what is left of O(n^2) when each pair costs only that comparison.
void pairsNaiveCentres(benchmark::State &state)
{
    countPairsNaively(state, [](const Footprint &a, const Footprint &b) {
        return distanceWithin(a, b, within).has_value();
    });
}

// One base dragged a little each step: the index entry is replaced and the base's facts
// against its neighbours within 12 MU are measured again.
void dragOneBase(benchmark::State &state)
{
    auto bases = randomTable(std::size_t(state.range(0)));
    auto prints = footprints(bases);
    BaseIndex index;
    index.rebuild(bases);
    std::vector<std::size_t> near;
    const std::size_t dragged = bases.size() / 2;
    int step = 0;
    for (auto _ : state) {
        bases[dragged].centre = bases[dragged].centre + Point{(step++ % 2) ? 1.0 : -1.0, 0.5};
        prints[dragged] = footprint(bases[dragged]);
        index.update(dragged, bases[dragged]);
        index.candidatesNear(prints[dragged], within, near);
        int sum = 0;
        for (std::size_t j : near) {
            if (j == dragged)
                continue;
            if (const auto d = distanceWithin(prints[dragged], prints[j], within))
                sum += facts(prints[dragged], prints[j], *d);
        }
        benchmark::DoNotOptimize(sum);
    }
}

} // namespace

// Arguments: bases, and how many times sparser than a real table (1: the headline numbers; 10:
// a second, clearly labelled row in docs/benchmarks.md).
BENCHMARK(indexed<BaseIndex::Plan::Cheapest>)
    ->Args({100, 1})
    ->Args({300, 1})
    ->Args({2000, 1})
    ->Args({10000, 1})
    ->Args({2000, 10})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(indexed<BaseIndex::Plan::Tree>)
    ->Args({100, 1})
    ->Args({300, 1})
    ->Unit(benchmark::kMillisecond);
BENCHMARK(boxPrefiltered)->Args({100, 1})->Args({300, 1})->Args({2000, 1})->Args({10000, 1})->Args({2000, 10})->Unit(benchmark::kMillisecond);
BENCHMARK(naive)->Args({100, 1})->Args({300, 1})->Args({2000, 1})->Args({2000, 10})->Unit(benchmark::kMillisecond);
BENCHMARK(pairsIndexed)->Arg(100)->Arg(300)->Arg(2000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(pairsAtRange<BaseIndex::Plan::Tree>)
    ->ArgsProduct({{100, 200, 300, 600, 1000}, {5, 500, 1500, 3000}})
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(pairsAtRange<BaseIndex::Plan::Scan>)
    ->ArgsProduct({{100, 200, 300, 600, 1000}, {5, 500, 1500, 3000}})
    ->Unit(benchmark::kMicrosecond);
BENCHMARK(pairsBoxPrefiltered)->Arg(100)->Arg(300)->Arg(2000)->Arg(10000)->Unit(benchmark::kMillisecond);
BENCHMARK(pairsNaive)->Arg(300)->Arg(2000)->Unit(benchmark::kMillisecond);
BENCHMARK(pairsNaiveCentres)->Arg(300)->Arg(2000)->Unit(benchmark::kMillisecond);
BENCHMARK(dragOneBase)->Arg(300)->Arg(10000)->Unit(benchmark::kMicrosecond);

BENCHMARK_MAIN();
