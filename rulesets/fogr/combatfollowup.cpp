#include "rulesets/fogr/combatfollowup.h"

#include "rulesets/common/exactdistribution.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/rulebook.h"

#include <QHash>

#include <array>
#include <map>
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

std::vector<Fraction> deathChances(const CombatSide &side, int received, int inflicted,
                                   const RuleBook &book)
{
    DiceSource none = DiceSource::none();
    const ProcedureResult roll =
        deathRoll(closeCombatDeathRoll(side, received, inflicted), none, book);
    std::vector<Fraction> chances;
    for (const Outcome &o : roll.outcomes)
        chances.push_back(parseFraction(o.exact));
    return chances;
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
                                   const Distribution &received, const RuleBook &book)
{
    // Weights of the inflicted hits and their running sums: P(i <= x) and P(i >= x) as weights.
    const int iLow = inflicted.lowest(), iHigh = inflicted.highest();
    std::vector<Weight> atMost(std::size_t(iHigh - iLow + 1));
    Weight running = 0;
    for (int i = iLow; i <= iHigh; ++i)
        atMost[std::size_t(i - iLow)] = (running += weight(inflicted, i));
    const Weight &totalI = totalWeight(inflicted);
    auto sumAtMost = [&](int x) -> Weight {
        return x < iLow ? Weight(0) : atMost[std::size_t(std::min(x, iHigh) - iLow)];
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
    std::map<std::pair<int, bool>, std::vector<Fraction>> deaths;
    Weight denominator = 1;
    for (const Term &t : terms) {
        auto &d = deaths[{t.received, t.cls.lost}];
        if (d.empty()) {
            d = deathChances(side, t.received, t.inflicted, book);
            for (const Fraction &p : d)
                denominator = lcm(denominator, boost::multiprecision::denominator(p));
        }
    }
    for (const Term &t : terms) {
        const auto &d = deaths[{t.received, t.cls.lost}];
        auto &sums = byClass[t.cls];
        if (sums.size() < d.size())
            sums.resize(d.size());
        for (std::size_t k = 0; k < d.size(); ++k) {
            if (d[k] != 0)
                sums[k] += t.weight * (numerator(d[k]) *
                                       (denominator / boost::multiprecision::denominator(d[k])));
        }
        representative.emplace(t.cls, std::make_pair(t.received, t.inflicted));
    }
    // Then the cohesion test of each class that lost.
    std::map<std::pair<int, std::size_t>, Weight> outcome; // (level, bases lost)
    Weight cohesionTotal = 0;
    std::vector<std::pair<Class, CohesionWeights>> tests;
    for (const auto &[cls, rep] : representative) {
        if (!cls.lost)
            continue;
        tests.emplace_back(cls, cohesionWeights(side, rep.first, rep.second, book));
        cohesionTotal = tests.back().second.weight[Unchanged] +
                        tests.back().second.weight[DropOne] + tests.back().second.weight[DropTwo];
    }
    if (cohesionTotal == 0)
        cohesionTotal = 1;
    for (const auto &[cls, sums] : byClass) {
        for (std::size_t k = 0; k < sums.size(); ++k) {
            if (sums[k] == 0)
                continue;
            if (!cls.lost) {
                outcome[{Unchanged, k}] += sums[k] * cohesionTotal;
                continue;
            }
            for (const auto &[testClass, w] : tests) {
                if (testClass.hp3b != cls.hp3b || testClass.twoMore != cls.twoMore)
                    continue;
                for (int level = Unchanged; level < Levels; ++level)
                    outcome[{level, k}] += sums[k] * w.weight[std::size_t(level)];
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
            exactOutcome(QStringLiteral("%1 after the combat: %2, %3")
                             .arg(who, cohesionName(after).toUpper(), basesText(int(key.second))),
                         Fraction(w, total)));
    }
    return outcomes;
}

} // namespace adjutant::rulesets::fogr
