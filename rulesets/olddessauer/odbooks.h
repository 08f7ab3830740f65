// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/books.h"

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::olddessauer {

// Old Dessauer's books: a unit's figures against the strength at which it is shattered (OD 6:
// "reduced to 25% or less of its original strength") and exhausted (OD 9.4: "50% or more
// losses"). The text gives no army morale and leaves victory to the scenario: the verdict says so.
class OdBooks : public Books
{
public:
    explicit OdBooks(const RuleBook &book) : mBook(book) {}

    BooksTerms terms() const override;
    QString status(const core::Unit &unit) const override;
    UnitLosses losses(const core::Battle &battle, const core::Unit &unit) const override;
    QList<SideStanding> standing(const core::Battle &) const override { return {}; }
    Verdict verdict(const core::Battle &battle, bool timeUp) const override;
    // OD 6: the loss that leaves a unit 25% or less of its original strength shatters it, in the
    // same step.
    core::FollowUps followUps(const core::Battle &before, const core::Battle &after) const override;

private:
    const RuleBook &mBook;
};

} // namespace adjutant::rulesets::olddessauer
