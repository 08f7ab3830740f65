// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/tournamentresult.h"

#include "core/battle.h"
#include "core/error.h"
#include "rulesets/battlecheck.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"

namespace adjutant::rulesets {

core::BattleResult reckonedResult(const core::Battle &battle, const std::array<QString, 2> &sides,
                                  bool timeUp, const QString &where)
{
    const Ruleset &ruleset = checkBattle(battle, where);
    std::array<int, 2> index{};
    for (int i = 0; i < 2; ++i) {
        index[i] = battle.sideIndex(sides[i]);
        if (index[i] < 0)
            throw core::Error(QStringLiteral("%1: has no side \"%2\"").arg(where, sides[i]));
    }
    const Verdict verdict = ruleset.books().verdict(battle, timeUp);
    if (!verdict.final) {
        QStringList why{!verdict.error.isEmpty() ? verdict.error : verdict.text};
        why << verdict.notes;
        why.removeAll(QString());
        throw core::Error(
            QStringLiteral(
                "%1: %2 reckons no result from the battle: %3 (once the battle is over, the "
                "umpire records its result by hand: club result --level)")
                .arg(where, ruleset.name(), why.join(QLatin1Char(' '))));
    }
    core::BattleResult result;
    result.level = verdict.level;
    result.winner = verdict.winner < 0 ? QString() : battle.sides[verdict.winner].id;
    if (verdict.scores.size() == battle.sides.size()) {
        for (int i = 0; i < 2; ++i)
            result.scores[i] = verdict.scores[index[i]];
    }
    result.verdict = verdict.text;
    return result;
}

} // namespace adjutant::rulesets
