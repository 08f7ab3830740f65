// SPDX-License-Identifier: GPL-3.0-or-later
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

// One side's part in a close combat's result, for what the result calls for: the hits it received
// and inflicted, and its cohesion test's "Any one of" -1 (why it applies; or, when not known, the
// fact it waits for).
struct SideOutcome
{
    int received = 0;
    int inflicted = 0;
    QString enemyTypeWhy;
    QString enemyTypeNeeded;
};

// FoGR, The Combat Mechanism: after the combat, each loser's cohesion test, then each side's death
// roll (a side with no hits has none to make), as inputs of the cohesion-test and death-roll
// procedures with every fact the combat gives, each with why. `outcomes` by side of `input`,
// whose sides carry the enemy type worked out for them.
QList<FollowUp> closeCombatFollowUps(const CloseCombatInput &input,
                                     const std::vector<SideOutcome> &outcomes,
                                     const RuleBook &book);

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
