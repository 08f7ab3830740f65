#include "rulesets/ruleset.h"

#include "rulesets/fogr/fogrruleset.h"

namespace adjutant::rulesets {

QList<const Ruleset *> allRulesets()
{
    // Built on first use (it reads the rule tables) and kept for the program's life.
    static const fogr::FogrRuleset fogr;
    return {&fogr};
}

const Ruleset *findRuleset(const QString &id)
{
    for (const Ruleset *ruleset : allRulesets()) {
        if (ruleset->id() == id)
            return ruleset;
    }
    return nullptr;
}

} // namespace adjutant::rulesets
