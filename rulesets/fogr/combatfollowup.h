#pragma once

#include "rulesets/fogr/closecombat.h"
#include "rulesets/fogr/deathroll.h"
#include "rulesets/procedureresult.h"

#include <QList>

#include <memory>

namespace adjutant::rulesets::fogr {

// FoGR, Accumulating Hits and Taking Cohesion Tests: at least 1 hit per 3 bases (interpreted:
// hits x 3 >= bases; see combatHits.hp3bBasesPerHit).
bool hp3b(int hits, int bases, const RuleBook &book);

// The cohesion test a side takes after losing a close combat with these hits, as cohesionTest()
// reads it; and its death roll.
CohesionTestInput closeCombatCohesionTest(const CombatSide &side, int received, int inflicted,
                                          const RuleBook &book);
DeathRollInput closeCombatDeathRoll(const CombatSide &side, int received, int inflicted);

// The exact chances of each (cohesion level, bases lost) after the combat for `side`, whose hits
// inflicted and received are independent: a side that lost tests cohesion (FoGR, Cohesion Tests),
// every side takes its death roll (FoGR, Death Rolls), both by the procedures cohesionTest() and
// deathRoll() with the hits of each outcome. Outcomes with no chance are left out.
// With `cache`, each cohesion test and death roll is run once and its chances looked up after.
QList<Outcome> closeCombatFollowUp(const CombatSide &side, const Distribution &inflicted,
                                   const Distribution &received, const RuleBook &book,
                                   FollowUpCache *cache = nullptr);
// The same in unbounded integers throughout: closeCombatFollowUp works in fixed-width integers
// when the total weight fits them (rulesets/common/fixedweight.h). For the tests that compare
// both.
QList<Outcome> closeCombatFollowUpUnbounded(const CombatSide &side, const Distribution &inflicted,
                                            const Distribution &received, const RuleBook &book,
                                            FollowUpCache *cache = nullptr);

// The chances of cohesion tests and death rolls already worked out, keyed by their inputs; it
// must only ever see one rule book. Thread-safe.
class FollowUpCache
{
public:
    FollowUpCache();
    struct Data;
    std::shared_ptr<Data> d;
};

} // namespace adjutant::rulesets::fogr
