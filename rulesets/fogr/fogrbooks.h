// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/books.h"

#include <QJsonObject>

namespace adjutant::core {
struct Side;
}

namespace adjutant::rulesets {
class Ruleset;
struct ProcedureResult;
} // namespace adjutant::rulesets

namespace adjutant::rulesets::fogr {

// FoGR's books (books.h), each figure by one of its procedures run with no dice: a battle group
// against its autobreak point (`autobreak`), each army's attrition points against its break point
// (`attrition`, FoGR, Playing the Game), the result on time (`victory`, FoGR, Victory and Defeat).
class FogrBooks : public Books
{
public:
    explicit FogrBooks(const Ruleset &fogr) : mFogr(fogr) {}

    BooksTerms terms() const override;
    // A battle group's status for the `attrition` procedure, from its state in core, in this order:
    //  - strength 0, or the flag "destroyed": "destroyed" (FoGR, Attrition Points: "... or
    //  destroyed");
    //  - a flag that is one of the off-table statuses ("routedOffTable", "captured",
    //    "stragglingOffTable", "evadedOffTable"): that status;
    //  - otherwise its cohesion level: "Broken", "Fragmented", "Disrupted", or "Steady" for
    //    Steady, no level or a word the ladder does not have (compared without case).
    // An autobroken battle group counts by its recorded cohesion too: the loss that autobroke it
    // recorded its drop to BROKEN (followUps()).
    QString status(const core::Unit &unit) const override;
    UnitLosses losses(const core::Battle &battle, const core::Unit &unit) const override;
    QList<SideStanding> standing(const core::Battle &battle) const override;
    Verdict verdict(const core::Battle &battle, bool timeUp) const override;
    // FoGR, Battle Group Deterioration, Autobreak: "Battle groups automatically break
    // immediately when they have lost a certain proportion of their original bases". A battle
    // group whose losses reach its autobreak point in this change drops to BROKEN, unless it is
    // BROKEN already. One that had reached it before is left as the players keep it.
    core::FollowUps followUps(const core::Battle &before, const core::Battle &after) const override;

    // The `attrition` procedure's army for a side: its battle groups with their bases at the
    // start and their status.
    QJsonObject army(const core::Battle &battle, const core::Side &side) const;

private:
    // The `autobreak` procedure for the unit. Throws the rule set's refusal.
    ProcedureResult autobreak(const core::Unit &unit) const;

    const Ruleset &mFogr;
};

} // namespace adjutant::rulesets::fogr
