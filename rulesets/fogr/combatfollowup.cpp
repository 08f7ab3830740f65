#include "rulesets/fogr/combatfollowup.h"

#include "rulesets/common/exactdistribution.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/fogr/exactchance.h"
#include "rulesets/rulebook.h"

#include <QHash>

#include <array>
#include <map>
#include <mutex>
#include <vector>

namespace adjutant::rulesets::fogr {

namespace {

// "7/12" back to a Fraction (the death roll reports its chances as exact text).
Fraction parseFraction(const QString &text)
{
    const auto slash = text.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return Fraction(Weight(text.toStdString()));
    return Fraction(Weight(text.left(slash).toStdString()),
                    Weight(text.mid(slash + 1).toStdString()));
}

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
    DiceSource none = DiceSource::none();
    const ProcedureResult roll =
        deathRoll(closeCombatDeathRoll(side, received, inflicted), none, book);
    std::vector<Fraction> chances;
    DeathChances out;
    for (const Outcome &o : roll.outcomes) {
        chances.push_back(parseFraction(o.exact));
        out.denominator = lcm(out.denominator, boost::multiprecision::denominator(chances.back()));
    }
    for (const Fraction &p : chances)
        out.numerators.push_back(numerator(p) *
                                 (out.denominator / boost::multiprecision::denominator(p)));
    return out;
}

using CohesionKey = std::array<int, 9>;
using DeathKey = std::array<int, 4>;

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

struct FollowUpCache::Data
{
    std::mutex mutex;
    std::map<CohesionKey, CohesionWeights> cohesion;
    std::map<DeathKey, DeathChances> death;
};

FollowUpCache::FollowUpCache() : d(std::make_shared<Data>()) {}

namespace {

// Looked up in the cache if there is one, else worked out.
// Entries are never removed, so a reference into the cache stays valid.
const CohesionWeights &cohesionFor(const CombatSide &side, int received, int inflicted,
                                   const RuleBook &book, FollowUpCache *cache, CohesionWeights &own)
{
    if (!cache)
        return own = cohesionWeights(side, received, inflicted, book);
    const CohesionKey key =
        cohesionKey(side, hp3b(received, side.battleGroupBases, book), received - inflicted >= 2);
    {
        std::lock_guard lock(cache->d->mutex);
        const auto it = cache->d->cohesion.find(key);
        if (it != cache->d->cohesion.end())
            return it->second;
    }
    CohesionWeights w = cohesionWeights(side, received, inflicted, book);
    std::lock_guard lock(cache->d->mutex);
    return cache->d->cohesion.emplace(key, std::move(w)).first->second;
}

const DeathChances &deathFor(const CombatSide &side, int received, int inflicted,
                             const RuleBook &book, FollowUpCache *cache, DeathChances &own)
{
    if (!cache)
        return own = deathChances(side, received, inflicted, book);
    const DeathKey key{received, received > inflicted, side.startedWithTwoBases,
                       side.battleGroupBases};
    {
        std::lock_guard lock(cache->d->mutex);
        const auto it = cache->d->death.find(key);
        if (it != cache->d->death.end())
            return it->second;
    }
    DeathChances c = deathChances(side, received, inflicted, book);
    std::lock_guard lock(cache->d->mutex);
    return cache->d->death.emplace(key, std::move(c)).first->second;
}

QString basesText(int k)
{
    return k == 0   ? QStringLiteral("no base lost")
           : k == 1 ? QStringLiteral("loses 1 base")
                    : QStringLiteral("loses %1 bases").arg(k);
}

} // namespace

bool hp3b(int hits, int bases, const RuleBook &book)
{
    return hits > 0 &&
           hits * book.integer(QStringLiteral("combatHits"), QStringLiteral("hp3bBasesPerHit")) >=
               bases;
}

CohesionTestInput closeCombatCohesionTest(const CombatSide &side, int received, int inflicted,
                                          const RuleBook &book)
{
    CohesionTestInput test;
    test.battleGroup = side.battleGroup;
    test.name = side.name;
    test.quality = side.quality;
    test.cohesion = side.cohesion;
    test.disorder = side.disorder;
    test.reason = CohesionReason::CloseCombat;
    test.hp3bFromCloseCombat = hp3b(received, side.battleGroupBases, book);
    test.twoMoreHitsReceived = received - inflicted >= 2;
    test.lostQuarterOfBases = side.lostQuarterOfBases;
    test.threatenedFlank = side.threatenedFlank;
    test.enemyType = side.enemyType;
    test.commander = side.commander;
    test.inCloseCombat = true;
    return test;
}

DeathRollInput closeCombatDeathRoll(const CombatSide &side, int received, int inflicted)
{
    DeathRollInput roll;
    roll.battleGroup = side.battleGroup;
    roll.name = side.name;
    roll.hits = received;
    roll.startedWithTwoBases = side.startedWithTwoBases;
    roll.from = received > inflicted ? HitsFrom::CloseCombatLost : HitsFrom::CloseCombatWonOrDrew;
    roll.bases = side.battleGroupBases;
    return roll;
}

QList<Outcome> closeCombatFollowUp(const CombatSide &side, const Distribution &inflicted,
                                   const Distribution &received, const RuleBook &book,
                                   FollowUpCache *cache)
{
    // Weights of the inflicted hits and their running sums: P(i <= x) and P(i >= x) as weights.
    const int iLow = inflicted.lowest(), iHigh = inflicted.highest();
    std::vector<Weight> atMost(std::size_t(iHigh - iLow + 1));
    Weight running = 0;
    for (int i = iLow; i <= iHigh; ++i)
        atMost[std::size_t(i - iLow)] = (running += weight(inflicted, i));
    const Weight &totalI = totalWeight(inflicted);
    static const Weight zero = 0;
    auto sumAtMost = [&](int x) -> const Weight & {
        return x < iLow ? zero : atMost[std::size_t(std::min(x, iHigh) - iLow)];
    };

    // Classes of (received, result): won or drew; lost by 1; lost by 2 or more. The cohesion test
    // depends on HP3B and the 2-more-hits modifier, the death roll on the hits and the result.
    struct Class
    {
        bool lost;
        bool hp3b;
        bool twoMore;
        bool operator<(const Class &o) const
        {
            return std::tie(lost, hp3b, twoMore) < std::tie(o.lost, o.hp3b, o.twoMore);
        }
    };
    std::map<Class, std::vector<Weight>>
        byClass; // weight of each number of bases lost, over totalI*totalR*deathDenominator
    std::map<Class, std::pair<int, int>>
        representative; // a (received, inflicted) of the class, for the cohesion test
    struct Term
    {
        Class cls;
        int received;
        int inflicted;
        Weight weight;
    };
    std::vector<Term> terms;
    for (int r = received.lowest(); r <= received.highest(); ++r) {
        const Weight wr = weight(received, r);
        if (wr == 0)
            continue;
        const bool h = hp3b(r, side.battleGroupBases, book);
        const Weight wonOrDrew = totalI - sumAtMost(r - 1);
        const Weight byOne = sumAtMost(r - 1) - sumAtMost(r - 2);
        const Weight byTwo = sumAtMost(r - 2);
        if (wonOrDrew > 0)
            terms.push_back({{false, false, false}, r, r, wr * wonOrDrew});
        if (byOne > 0)
            terms.push_back({{true, h, false}, r, r - 1, wr * byOne});
        if (byTwo > 0)
            terms.push_back({{true, h, true}, r, r - 2, wr * byTwo});
    }
    // Death roll chances per (hits, lost), brought to one denominator.
    std::map<std::pair<int, bool>, DeathChances> owned; // without a cache
    std::map<std::pair<int, bool>, const DeathChances *> deaths;
    Weight denominator = 1;
    for (const Term &t : terms) {
        auto [it, added] = deaths.try_emplace({t.received, t.cls.lost}, nullptr);
        if (added) {
            it->second = &deathFor(side, t.received, t.inflicted, book, cache, owned[it->first]);
            if (it->second->denominator != denominator &&
                denominator % it->second->denominator != 0)
                denominator = lcm(denominator, it->second->denominator);
        }
    }
    // The death roll numerators over the common denominator are small (6^rolls): as machine
    // integers, unless a side takes well over 100 hits, so that the products below multiply a
    // big weight by a word, not two big numbers.
    const bool small = msb(denominator) < 44;
    std::map<std::pair<int, bool>, std::vector<unsigned long long>> scaled;
    if (small) {
        for (const auto &[key, d] : deaths) {
            const auto factor =
                d->denominator == denominator
                    ? 1ULL
                    : (denominator / d->denominator).convert_to<unsigned long long>();
            std::vector<unsigned long long> v;
            for (const Weight &n : d->numerators)
                v.push_back(n.convert_to<unsigned long long>() * factor);
            scaled.emplace(key, std::move(v));
        }
    }
    for (const Term &t : terms) {
        const DeathChances &d = *deaths[{t.received, t.cls.lost}];
        auto &sums = byClass[t.cls];
        if (sums.size() < d.numerators.size())
            sums.resize(d.numerators.size());
        if (small) {
            const std::vector<unsigned long long> &v = scaled[{t.received, t.cls.lost}];
            for (std::size_t k = 0; k < v.size(); ++k) {
                if (v[k] != 0)
                    sums[k] += t.weight * v[k];
            }
        } else {
            const Weight scale = t.weight * (denominator / d.denominator);
            for (std::size_t k = 0; k < d.numerators.size(); ++k) {
                if (d.numerators[k] != 0)
                    sums[k] += scale * d.numerators[k];
            }
        }
        representative.emplace(t.cls, std::make_pair(t.received, t.inflicted));
    }
    // Then the cohesion test of each class that lost.
    std::map<std::pair<int, std::size_t>, Weight> outcome; // (level, bases lost)
    Weight cohesionTotal = 0;
    std::vector<std::pair<Class, const CohesionWeights *>> tests;
    std::map<Class, CohesionWeights> ownedTests; // without a cache
    for (const auto &[cls, rep] : representative) {
        if (!cls.lost)
            continue;
        tests.emplace_back(cls,
                           &cohesionFor(side, rep.first, rep.second, book, cache, ownedTests[cls]));
        const CohesionWeights &w = *tests.back().second;
        cohesionTotal = w.weight[Unchanged] + w.weight[DropOne] + w.weight[DropTwo];
    }
    if (cohesionTotal == 0)
        cohesionTotal = 1;
    for (const auto &[cls, sums] : byClass) {
        for (std::size_t k = 0; k < sums.size(); ++k) {
            if (sums[k] == 0)
                continue;
            if (!cls.lost) {
                outcome[{Unchanged, k}] += sums[k] * cohesionTotal.convert_to<unsigned long long>();
                continue;
            }
            for (const auto &[testClass, w] : tests) {
                if (testClass.hp3b != cls.hp3b || testClass.twoMore != cls.twoMore)
                    continue;
                for (int level = Unchanged; level < Levels; ++level) {
                    const Weight &c = w->weight[std::size_t(level)];
                    if (c != 0) // at most 36^2 combinations of the 2 dice: a word
                        outcome[{level, k}] += sums[k] * c.convert_to<unsigned long long>();
                }
            }
        }
    }
    const Weight total = totalI * totalWeight(received) * denominator * cohesionTotal;
    QList<Outcome> outcomes;
    const QString who = side.name.isEmpty() ? side.key : side.name;
    for (const auto &[key, w] : outcome) {
        if (w == 0)
            continue;
        const Cohesion after = dropped(side.cohesion, key.first);
        outcomes.append(
            chanceOutcome(QStringLiteral("%1 after the combat: %2, %3")
                              .arg(who, cohesionName(after).toUpper(), basesText(int(key.second))),
                          w, total));
        outcomes.last().group = QStringLiteral("%1 after the combat").arg(who);
    }
    return outcomes;
}

} // namespace adjutant::rulesets::fogr
