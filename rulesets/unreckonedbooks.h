// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/books.h"

namespace adjutant::rulesets {

// The books of a rule set that reckons nothing yet: its own words for the docks, and for every
// figure the player's sentence `why` (the rule set's own issue adds the rules).
class UnreckonedBooks : public Books
{
public:
    UnreckonedBooks(BooksTerms terms, QString why) : mTerms(std::move(terms)), mWhy(std::move(why))
    {
    }

    BooksTerms terms() const override { return mTerms; }
    QString status(const core::Unit &unit) const override;
    UnitLosses losses(const core::Battle &battle, const core::Unit &unit) const override;
    QList<SideStanding> standing(const core::Battle &) const override { return {}; }
    Verdict verdict(const core::Battle &battle, bool timeUp) const override;
    core::FollowUps followUps(const core::Battle &, const core::Battle &) const override
    {
        return {};
    }

private:
    BooksTerms mTerms;
    QString mWhy;
};

} // namespace adjutant::rulesets
