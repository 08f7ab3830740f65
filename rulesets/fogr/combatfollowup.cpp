// SPDX-License-Identifier: GPL-3.0-or-later
// A close combat's follow-up as exact chances: each side's cohesion level and bases lost after it.
#include "rulesets/fogr/combatfollowup.h"

#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/fixedweight.h"
#include "rulesets/common/wideuint.h"
#include "rulesets/dicesource.h"
#include "rulesets/fogr/exactchance.h"
#include "rulesets/rulebook.h"

#include <QJsonObject>

#include <algorithm>
#include <array>
#include <deque>
#include <map>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace adjutant::rulesets::fogr {

namespace {

enum Level
{
    Unchanged,
    DropOne,
    DropTwo,
    Levels
};

// Weights of a cohesion test's results out of the score distribution's total.
struct CohesionWeights
{
    std::array<Weight, Levels> weight;
};

CohesionWeights cohesionWeights(const CombatSide &side, int received, int inflicted,
                                const RuleBook &book)
{
    DiceSource none = DiceSource::none();
    const ProcedureResult test =
        cohesionTest(closeCombatCohesionTest(side, received, inflicted, book), none, book);
    const Distribution &score = test.distributions.front().distribution;
    const int pass = test.facts.value(QStringLiteral("passScore")).toInt();
    const int dropOneFrom = book.integer(QStringLiteral("cohesionTest"),
                                         QStringLiteral("dropOneFrom")); // not among its facts
    const bool canDropTwo = test.facts.value(QStringLiteral("canDropTwo")).toBool();
    CohesionWeights w;
    for (int s = score.lowest(); s <= score.highest(); ++s) {
        const Level level =
            s >= pass ? Unchanged : (canDropTwo && s < dropOneFrom ? DropTwo : DropOne);
        w.weight[level] += weight(score, s);
    }
    return w;
}

// A death roll's chances of losing 0, 1, ... bases, as numerators over one denominator.
struct DeathChances
{
    std::vector<Weight> numerators;
    Weight denominator = 1;
};

DeathChances deathChances(const CombatSide &side, int received, int inflicted, const RuleBook &book)
{
    const std::vector<Fraction> chances = deathRollChances(closeCombatDeathRoll(side, received, inflicted), book);
    DeathChances out;
    for (const Fraction &p : chances)
        out.denominator = lcm(out.denominator, boost::multiprecision::denominator(p));
    for (const Fraction &p : chances)
        out.numerators.push_back(numerator(p) *
                                 (out.denominator / boost::multiprecision::denominator(p)));
    return out;
}

using CohesionKey = std::array<int, 9>;
using DeathKey = std::array<int, 4>;

struct DeathKeyHash
{
    std::size_t operator()(const DeathKey &k) const
    {
        std::size_t h = 0;
        for (int v : k)
            h = h * 1000003u + std::size_t(unsigned(v));
        return h;
    }
};

CohesionKey cohesionKey(const CombatSide &side, bool hp3b, bool twoMore)
{
    return {int(side.quality),
            int(side.cohesion),
            int(side.disorder),
            hp3b,
            twoMore,
            side.lostQuarterOfBases,
            side.threatenedFlank,
            int(side.enemyType),
            int(side.commander)};
}

} // namespace

namespace {
struct FollowUp; // below
} // namespace

struct FollowUpCache::Data
{
    std::mutex mutex;
    std::map<CohesionKey, CohesionWeights> cohesion;
    // Hashed: a side's follow-up looks up a death roll for every number of hits it can receive.
    std::unordered_map<DeathKey, DeathChances, DeathKeyHash> death;
    // Each side's plan (below), keyed by what it depends on (planKey): kept, never removed.
    std::unordered_map<std::string, std::shared_ptr<const FollowUp>> plans;
};

FollowUpCache::FollowUpCache() : d(std::make_shared<Data>()) {}

namespace {

bool hp3b(int hits, int bases, int basesPerHit)
{
    return hits > 0 && hits * basesPerHit >= bases;
}

int hp3bBasesPerHit(const RuleBook &book)
{
    return book.integer(QStringLiteral("combatHits"), QStringLiteral("hp3bBasesPerHit"));
}

} // namespace

namespace {

// Looked up in the cache if there is one, else worked out. The caller holds the cache's lock.
// Entries are never removed, so a reference into the cache stays valid.
const CohesionWeights &cohesionFor(const CombatSide &side, int received, int inflicted,
                                   const RuleBook &book, FollowUpCache *cache,
                                   std::deque<CohesionWeights> &own, int basesPerHit)
{
    if (!cache)
        return own.emplace_back(cohesionWeights(side, received, inflicted, book));
    const CohesionKey key = cohesionKey(side, hp3b(received, side.battleGroupBases, basesPerHit),
                                        received - inflicted >= 2);
    const auto it = cache->d->cohesion.find(key);
    if (it != cache->d->cohesion.end())
        return it->second;
    return cache->d->cohesion.emplace(key, cohesionWeights(side, received, inflicted, book))
        .first->second;
}

const DeathChances &deathFor(const CombatSide &side, int received, int inflicted,
                             const RuleBook &book, FollowUpCache *cache, std::deque<DeathChances> &own)
{
    if (!cache)
        return own.emplace_back(deathChances(side, received, inflicted, book));
    const DeathKey key{received, received > inflicted, side.startedWithTwoBases,
                       side.battleGroupBases};
    const auto it = cache->d->death.find(key);
    if (it != cache->d->death.end())
        return it->second;
    return cache->d->death.emplace(key, deathChances(side, received, inflicted, book)).first->second;
}

QString basesTextOf(int k)
{
    return k == 0   ? QStringLiteral("no base lost")
           : k == 1 ? QStringLiteral("loses 1 base")
                    : QStringLiteral("loses ") + QString::number(k) + QStringLiteral(" bases");
}

// The usual ones written once.
QString basesText(int k)
{
    static const std::array<QString, 16> kTexts = [] {
        std::array<QString, 16> texts;
        for (std::size_t i = 0; i < texts.size(); ++i)
            texts[i] = basesTextOf(int(i));
        return texts;
    }();
    return std::size_t(k) < kTexts.size() ? kTexts[std::size_t(k)] : basesTextOf(k);
}

} // namespace


bool hp3b(int hits, int bases, const RuleBook &book)
{
    return hp3b(hits, bases, hp3bBasesPerHit(book));
}

namespace {

// The result of the combat for the side: the death roll depends on whether it lost, the cohesion
// test on whether it lost by 2 or more (FoGR, Cohesion Tests: "2 more hits received").
enum Result
{
    WonOrDrew,
    LostByOne,
    LostByTwoOrMore
};

// Which cohesion test follows: none after winning or drawing; after losing, one of four by HP3B
// and the 2-more-hits modifier.
constexpr std::size_t kNoTest = 0;
constexpr std::size_t kTestClasses = 5;
std::size_t testClass(bool hp3b, Result result)
{
    return 1 + (hp3b ? 2 : 0) + (result == LostByTwoOrMore ? 1 : 0);
}

// One (hits received, result) that can happen, with its death roll and cohesion test.
struct Term
{
    int received;
    Result result;
    std::size_t death; // index into FollowUp::deaths
    std::size_t test;  // test class
};

// What the follow-up of one side needs besides the hit distributions: every (hits received,
// result) that can happen, the chances of its death roll and cohesion test, and the common
// denominators.
struct FollowUp
{
    std::vector<Term> terms;
    std::vector<const DeathChances *> deaths;
    std::array<const CohesionWeights *, kTestClasses> tests{};
    std::size_t rollsMost = 0;   // the most outcomes of one death roll (bases lost 0, 1, ...)
    Weight deathDenominator = 1; // a multiple of every death roll's denominator
    Weight cohesionTotal = 1;    // the total weight of a cohesion test (all alike: the same dice)
    std::deque<DeathChances> ownedDeaths;   // without a cache
    std::deque<CohesionWeights> ownedTests; // without a cache
    // Death roll d's chances of losing k bases over deathDenominator: deathScaled[deathStart[d] +
    // k], and the same in 256 bits when the denominator fits them.
    std::vector<Weight> deathScaled;
    std::vector<std::size_t> deathStart{0};
    std::vector<WideUInt<4>> deathScaledWide;
    // The outcomes' labels by cohesion level after the test and bases lost, and their group.
    QString group;
    std::array<std::vector<QString>, Levels> labels;
};

void plan(FollowUp &f, const CombatSide &side, const Distribution &inflicted,
          const Distribution &received, const RuleBook &book, FollowUpCache *cache)
{
    const int basesPerHit = hp3bBasesPerHit(book); // looked up once, not per number of hits
    // The caller holds the cache's lock (a test or death roll not yet known is worked out under
    // it).
    std::vector<const Weight *> denominators;
    for (int r = received.lowest(); r <= received.highest(); ++r) {
        if (!received.isPossible(r))
            continue;
        const bool h = hp3b(r, side.battleGroupBases, basesPerHit);
        // Inflicted r or more; exactly r - 1; r - 2 or fewer.
        const bool can[] = {inflicted.highest() >= r, inflicted.isPossible(r - 1),
                            inflicted.lowest() <= r - 2};
        std::size_t deathIfWon = 0, deathIfLost = 0;
        for (const Result result : {WonOrDrew, LostByOne, LostByTwoOrMore}) {
            if (!can[result])
                continue;
            const bool lost = result != WonOrDrew;
            const int i = r - int(result); // a number of hits inflicted with this result
            std::size_t &death = lost ? deathIfLost : deathIfWon;
            if (death == 0) {
                f.deaths.push_back(
                    &deathFor(side, r, i, book, cache, f.ownedDeaths));
                death = f.deaths.size();
                const Weight &d = f.deaths.back()->denominator;
                // Few different denominators (6, 36, ...: one per number of rolls): each is taken
                // into the common one once.
                if (std::find(denominators.begin(), denominators.end(), &d) == denominators.end() &&
                    std::none_of(denominators.begin(), denominators.end(),
                                 [&](const Weight *seen) { return *seen == d; })) {
                    denominators.push_back(&d);
                    if (f.deathDenominator % d != 0)
                        f.deathDenominator = lcm(f.deathDenominator, d);
                }
            }
            const std::size_t test = lost ? testClass(h, result) : kNoTest;
            if (lost && !f.tests[test]) {
                const CohesionWeights &w =
                    cohesionFor(side, r, i, book, cache, f.ownedTests, basesPerHit);
                f.tests[test] = &w;
                f.cohesionTotal = w.weight[Unchanged] + w.weight[DropOne] + w.weight[DropTwo];
            }
            f.terms.push_back({r, result, death - 1, test});
        }
    }

    // Each death roll's chances over the common denominator, worked out once here.
    std::size_t &rollsMost = f.rollsMost;
    for (const DeathChances *d : f.deaths) {
        const Weight factor = f.deathDenominator / d->denominator;
        for (const Weight &n : d->numerators)
            f.deathScaled.push_back(n * factor);
        f.deathStart.push_back(f.deathScaled.size());
        rollsMost = std::max(rollsMost, d->numerators.size());
    }
    if (bitsOf(f.deathDenominator) <= 256) {
        f.deathScaledWide.reserve(f.deathScaled.size());
        for (const Weight &n : f.deathScaled)
            f.deathScaledWide.push_back(narrow<WideUInt<4>>(n));
    }

    // "<who> after the combat: FRAGMENTED, loses 1 base"; drops past BROKEN end there (a FRAGMENTED
    // side dropping one level or two is BROKEN either way).
    const QString who = side.name.isEmpty() ? side.key : side.name;
    f.group = who + QStringLiteral(" after the combat");
    const int deepest = int(Cohesion::Broken) - int(side.cohesion);
    for (int level = Unchanged; level < Levels && level <= deepest; ++level) {
        const QString prefix = f.group + QStringLiteral(": ") +
                               cohesionName(dropped(side.cohesion, level)).toUpper() +
                               QStringLiteral(", ");
        for (std::size_t k = 0; k < rollsMost; ++k)
            f.labels[std::size_t(level)].push_back(prefix + basesText(int(k)));
    }
}

// What a side's plan depends on: the side's facts read by its cohesion tests and death rolls and
// by the labels, and which numbers of hits each side can score.
std::string planKey(const CombatSide &side, const Distribution &inflicted,
                    const Distribution &received)
{
    // Written as raw bytes, each number at a fixed width and the pattern of possible hits after
    // its length, the name last: distinct keys stay distinct without formatting a number.
    std::string key;
    key.reserve(128);
    auto put = [&](int v) { key.append(reinterpret_cast<const char *>(&v), sizeof v); };
    for (const int v :
         {int(side.quality), int(side.cohesion), int(side.disorder), int(side.lostQuarterOfBases),
          int(side.threatenedFlank), int(side.enemyType), int(side.commander),
          int(side.startedWithTwoBases), side.battleGroupBases})
        put(v);
    for (const Distribution *d : {&inflicted, &received}) {
        put(d->lowest());
        put(d->highest());
        for (int h = d->lowest(); h <= d->highest(); ++h)
            key.push_back(d->isPossible(h) ? '1' : '0');
    }
    const QString &who = side.name.isEmpty() ? side.key : side.name;
    key.append(reinterpret_cast<const char *>(who.utf16()),
               std::size_t(who.size()) * sizeof(char16_t));
    return key;
}

// The chances of each (cohesion level, bases lost) in integers W that hold the total weight
// totalI * totalR * deathDenominator * cohesionTotal, which every partial sum below is at most.
template <class W>
QList<Outcome> followUpIn(const FollowUp &f, const CombatSide &side, const Distribution &inflicted,
                          const Distribution &received)
{
    // Weights of the inflicted hits at most x: P(i <= x) as weights.
    const int iLow = inflicted.lowest(), iHigh = inflicted.highest();
    std::vector<W> atMost;
    atMost.reserve(std::size_t(iHigh - iLow + 1));
    W running = 0;
    for (const Weight &w : weightsOf(inflicted))
        atMost.push_back(running += narrow<W>(w));
    const W &totalI = running;
    auto sumAtMost = [&](int x) -> W {
        return x < iLow ? W(0) : atMost[std::size_t(std::min(x, iHigh) - iLow)];
    };

    // Death roll chances of losing k bases, over the common denominator (from the plan).
    std::vector<W> narrowed;
    const std::vector<W> *deathsOf = &narrowed;
    if constexpr (std::is_same_v<W, WideUInt<4>>) {
        if (f.deathScaledWide.size() == f.deathScaled.size())
            deathsOf = &f.deathScaledWide;
    }
    if (deathsOf == &narrowed)
        narrowed = narrowAll<W>(f.deathScaled);
    const std::vector<W> &deaths = *deathsOf;
    const std::vector<std::size_t> &deathStart = f.deathStart;

    // Weights of each test class and number of bases lost, then of each cohesion level and number
    // of bases lost: one block of zeros, each row as wide as the longest death roll (the weights
    // past a row's own death rolls stay 0, and outcomes of weight 0 are left out).
    const std::size_t width = f.rollsMost;
    std::vector<W> block((kTestClasses + Levels) * width);
    auto sums = [&](std::size_t c) { return block.data() + c * width; };
    auto outcomeRow = [&](int level) {
        return block.data() + (kTestClasses + std::size_t(level)) * width;
    };
    std::array<bool, kTestClasses> used{};
    // The usual case of 256 bits: hits received and inflicted of at most 128 bits each, the death
    // rolls' common denominator a word.
    [[maybe_unused]] const bool narrowProducts = bitsOf(totalWeight(received)) <= 128 &&
                                                 bitsOf(f.deathDenominator) <= 64 &&
                                                 bitsOf(totalWeight(inflicted)) + bitsOf(f.deathDenominator) <= 128;
    int r = received.lowest() - 1;
    W wr = 0;
    for (const Term &t : f.terms) {
        if (t.received != r) {
            r = t.received;
            wr = narrow<W>(weightsOf(received)[std::size_t(r - received.lowest())]);
        }
        const W cumulative = t.result == WonOrDrew   ? totalI - sumAtMost(r - 1)
                             : t.result == LostByOne ? sumAtMost(r - 1) - sumAtMost(r - 2)
                                                     : sumAtMost(r - 2);
        const W *death = deaths.data() + deathStart[t.death];
        const std::size_t rolls = deathStart[t.death + 1] - deathStart[t.death];
        W *s = sums(t.test);
        used[t.test] = true;
        if constexpr (std::is_same_v<W, WideUInt<4>>) {
            if (narrowProducts) {
                // wr and cumulative * death[k] each fit 128 bits: a 128 x 128-bit product.
                const UInt128 a = wr.low128(), c = cumulative.low128();
                for (std::size_t k = 0; k < rolls; ++k) {
                    if (death[k].limb[0] != 0)
                        s[k].addProduct(a, c * death[k].limb[0]);
                }
                continue;
            }
        }
        const W w = wr * cumulative;
        for (std::size_t k = 0; k < rolls; ++k) {
            if (death[k] != 0)
                s[k] += w * death[k];
        }
    }

    // Then the cohesion test of each class.
    const W cohesionTotal = narrow<W>(f.cohesionTotal);
    // Drops past BROKEN end there: a FRAGMENTED side dropping one level or two is BROKEN either way.
    const int deepest = int(Cohesion::Broken) - int(side.cohesion);
    for (std::size_t c = 0; c < kTestClasses; ++c) {
        if (!used[c])
            continue;
        const W *s = sums(c);
        for (int level = Unchanged; level < Levels; ++level) {
            const W chance = c == kNoTest ? (level == Unchanged ? cohesionTotal : W(0))
                                          : narrow<W>(f.tests[c]->weight[std::size_t(level)]);
            if (chance == 0)
                continue;
            W *o = outcomeRow(std::min(level, deepest));
            for (std::size_t k = 0; k < width; ++k) {
                if (s[k] != 0)
                    o[k] += s[k] * chance;
            }
        }
    }

    Chances<W> chances(totalI * narrow<W>(totalWeight(received)) * narrow<W>(f.deathDenominator) *
                       cohesionTotal);
    const W *outcomes0 = outcomeRow(Unchanged);
    const std::size_t possible = std::size_t(
        std::count_if(outcomes0, outcomes0 + Levels * width, [](const W &w) { return !(w == 0); }));
    chances.reserve(possible); // one allocation for every exact chance
    QList<Outcome> outcomes;
    outcomes.reserve(qsizetype(possible));
    for (int level = Unchanged; level < Levels; ++level) {
        const W *o = outcomeRow(level);
        const std::vector<QString> &labels = f.labels[std::size_t(level)];
        for (std::size_t k = 0; k < width; ++k) {
            if (o[k] == 0)
                continue;
            outcomes.append(chances.outcome(labels[k], o[k]));
            outcomes.last().group = f.group;
            // "spanish.afterCombat" / "fragmented.lost1": the side's key and the rules' words.
            outcomes.last().groupKey = side.key + QStringLiteral(".afterCombat");
            outcomes.last().key =
                QStringLiteral("%1.lost%2")
                    .arg(cohesionName(dropped(side.cohesion, std::min(level, deepest))).toLower())
                    .arg(k);
        }
    }
    return outcomes;
}

} // namespace

QList<Outcome> closeCombatFollowUp(const CombatSide &side, const Distribution &inflicted,
                                   const Distribution &received, const RuleBook &book,
                                   FollowUpCache *cache)
{
    std::shared_ptr<const FollowUp> planned;
    if (cache) {
        // The plan is kept between combats: it depends only on planKey.
        std::string key = planKey(side, inflicted, received);
        const std::lock_guard lock(cache->d->mutex);
        auto &kept = cache->d->plans[std::move(key)];
        if (!kept) {
            auto made = std::make_shared<FollowUp>();
            plan(*made, side, inflicted, received, book, cache);
            kept = std::move(made);
        }
        planned = kept;
    } else {
        auto made = std::make_shared<FollowUp>();
        plan(*made, side, inflicted, received, book, nullptr);
        planned = std::move(made);
    }
    const FollowUp &f = *planned;
    const unsigned bits = bitsOf(totalWeight(inflicted)) + bitsOf(totalWeight(received)) +
                          bitsOf(f.deathDenominator) + bitsOf(f.cohesionTotal);
    return withWeightsOf(bits,
                         [&]<class W>() { return followUpIn<W>(f, side, inflicted, received); });
}

QList<Outcome> closeCombatFollowUpUnbounded(const CombatSide &side, const Distribution &inflicted,
                                            const Distribution &received, const RuleBook &book,
                                            FollowUpCache *cache)
{
    FollowUp f;
    {
        // plan() reads and fills the cache under its lock.
        std::unique_lock<std::mutex> lock;
        if (cache)
            lock = std::unique_lock(cache->d->mutex);
        plan(f, side, inflicted, received, book, cache);
    }
    return followUpIn<Weight>(f, side, inflicted, received);
}

} // namespace adjutant::rulesets::fogr
