// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/onedietest.h"

#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"

#include <cstdlib>

namespace adjutant::rulesets {

std::optional<bool> oneDieTest(ProcedureResult &result, DiceSource &dice, const QString &roll,
                               const QString &subject, const QString &test, const OneDieTest &rules,
                               const QString &onPass, const QString &onFail)
{
    const bool atLeast = rules.passes == OneDieTest::Passes::AtLeast;
    const int number = rules.number;
    const int modifier = rules.modifier;
    const Distribution scores = sumOfDice(rules.die, 1, RerollPolicy::none(), modifier);
    result.distributions.append({QStringLiteral("score"), scores, QStringLiteral("score")});
    const QString passLabel = QStringLiteral("Pass: %1").arg(onPass);
    const QString failLabel = QStringLiteral("Fail: %1").arg(onFail);
    result.outcomes.append(keyed(atLeast ? outcomeAtLeast(passLabel, scores, number)
                                         : outcomeAtMost(passLabel, scores, number),
                                 QStringLiteral("pass")));
    result.outcomes.append(keyed(atLeast ? outcomeAtMost(failLabel, scores, number - 1)
                                         : outcomeAtLeast(failLabel, scores, number + 1),
                                 QStringLiteral("fail")));
    result.facts.insert(QStringLiteral("modifier"), modifier);
    result.facts.insert(rules.numberFact, number);
    result.facts.insert(rules.dieFact, number - modifier);
    QString title = test;
    title[0] = title[0].toUpper();
    const auto rolled = dice.roll(roll, rules.die, 1, RerollPolicy::none(), std::nullopt, title);
    if (!rolled)
        return std::nullopt;
    const int thrown = rolled->front().result;
    const int score = thrown + modifier;
    const bool passed = atLeast ? score >= number : score <= number;
    result.result = {{QStringLiteral("thrown"), thrown},
                     {QStringLiteral("score"), score},
                     {QStringLiteral("passed"), passed},
                     {QStringLiteral("meaning"), passed ? onPass : onFail}};
    result.summary =
        QStringLiteral("%1: %2 %3 %4 %5 = %6 against %7%8, %9: %10")
            .arg(subject, test)
            .arg(thrown)
            .arg(modifier < 0 ? QStringLiteral("-") : QStringLiteral("+"))
            .arg(std::abs(modifier))
            .arg(score)
            .arg(number)
            .arg(rules.numberSuffix, passed ? QStringLiteral("passes") : QStringLiteral("fails"),
                 passed ? onPass : onFail);
    return passed;
}

} // namespace adjutant::rulesets
