// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/books.h"

namespace adjutant::rulesets {
class RuleBook;
}

namespace adjutant::rulesets::nieuport1600 {

// Nieuport 1600's books: each unit's morale level and how many more it can lose before it is
// eliminated (N1600 12: Normal, Disordered, Shaken, Broken; 12.1: "A broken unit that fails is
// eliminated"; artillery has one status, 13.1), and the victory points of the historical scenario
// (N1600 Scenario 1, Victory) for the eliminated units. A unit's morale value is kept as its
// quality (the counter's number); an eliminated unit's level reads Eliminated.
class N1600Books : public Books
{
public:
    explicit N1600Books(const RuleBook &book) : mBook(book) {}

    BooksTerms terms() const override;
    QString status(const core::Unit &unit) const override;
    UnitLosses losses(const core::Battle &battle, const core::Unit &unit) const override;
    // The victory points have no threshold to count against: the verdict gives them.
    QList<SideStanding> standing(const core::Battle &) const override { return {}; }
    Verdict verdict(const core::Battle &battle, bool timeUp) const override;
    // N1600 3.4, End of turn: "Flip Commanders ... to their front": when the turn passes, every
    // commander's Finished side and his Bypassed and No continuation markers are taken off (the
    // turn table's markersClearedAtEndOfTurn, interpreted).
    core::FollowUps followUps(const core::Battle &before, const core::Battle &after) const override;
    // N1600 4.2, Activation, in the activation phase: whose wing activates next. The active side
    // is the side with the initiative (3.2: "the active player, able to activate a wing first");
    // a wing whose commander is marked Finished has been activated (4.3, 4.4), a Bypassed one
    // goes next (4.4); wings without orders or without a unit left are not counted.
    TurnNext nextInTurn(const core::Battle &battle) const override;

private:
    const RuleBook &mBook;
};

} // namespace adjutant::rulesets::nieuport1600
