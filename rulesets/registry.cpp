// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/ruleset.h"

#include "core/battle.h"
#include "rulesets/books.h"

#include "rulesets/fogr/fogrruleset.h"
#include "rulesets/nieuport1600/nieuport1600ruleset.h"
#include "rulesets/olddessauer/olddessauerruleset.h"

namespace adjutant::rulesets {

QList<const Ruleset *> allRulesets()
{
    // Built on first use (they read the rule tables) and kept for the program's life. The one
    // list of rule sets: nothing else names them. FoGR first: the default of a new battle.
    static const fogr::FogrRuleset fogr;
    static const olddessauer::OldDessauerRuleset olddessauer;
    static const nieuport1600::Nieuport1600Ruleset nieuport1600;
    return {&fogr, &olddessauer, &nieuport1600};
}

const Ruleset *findRuleset(const QString &id)
{
    for (const Ruleset *ruleset : allRulesets()) {
        if (ruleset->id() == id)
            return ruleset;
    }
    return nullptr;
}

core::FollowUps followUpsOf(const core::Battle &before, const core::Battle &after)
{
    const Ruleset *ruleset = findRuleset(after.ruleset);
    return ruleset ? ruleset->books().followUps(before, after) : core::FollowUps();
}

} // namespace adjutant::rulesets
