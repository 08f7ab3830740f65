// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/common/die.h"
#include "rulesets/procedureresult.h"

#include <QString>

#include <optional>

namespace adjutant::rulesets {

class DiceSource;

// A test of one die plus a modifier against a number, as the rule sets word it: Old Dessauer's
// rally and fire tests pass at or over a score (OD 11, 16.10), Nieuport 1600's morale and command
// tests at or under a target (N1600 4.3, 12.1). The rule set says which die, which way, and the
// names of its facts; the test's outcomes, result and summary are the same for all.
struct OneDieTest
{
    enum class Passes
    {
        AtLeast,
        AtMost
    };

    Die die = kD6;
    Passes passes = Passes::AtLeast;
    int number = 0;       // the score, modified, to reach (AtLeast) or not to pass (AtMost)
    int modifier = 0;     // added to the die
    QString numberFact;   // the fact the number is written under ("passScore", "target")
    QString dieFact;      // the fact of what the die itself must show ("dieNeeded", "dieAtMost")
    QString numberSuffix; // after the number in the summary (" or less"), or empty
};

// Adds the score's distribution ("score"), the pass and fail outcomes (keys "pass" and "fail"),
// the facts "modifier", the number and the die's and, with dice, the result and summary of
// `subject` taking `test` ("rally test": its roll is titled "Rally test"). Returns whether it
// passed, or none without dice.
std::optional<bool> oneDieTest(ProcedureResult &result, DiceSource &dice, const QString &roll,
                               const QString &subject, const QString &test, const OneDieTest &rules,
                               const QString &onPass, const QString &onFail);

} // namespace adjutant::rulesets
