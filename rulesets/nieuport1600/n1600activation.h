// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Nieuport 1600's order of activation (N1600 4.2, Activation): "Players alternate activating
// their wings until all wings are activated, respecting the precedence of the orders. (A wing
// cannot be activated if there are other wings with orders of a higher precedence remaining.)"
// Shared by the activation-order procedure (adjutant-cli adjudicate nieuport1600
// activation-order) and the turn bar's next wing (N1600Books::nextInTurn).

#include "rulesets/procedure.h"

#include <QList>
#include <array>

namespace adjutant::rulesets::nieuport1600 {

struct ActivationStep
{
    int side = 0;  // 0 or 1
    int order = 0; // index in the orders by precedence (Chargez!, Marchez!, Ralliez!)
    bool operator==(const ActivationStep &) const = default;
};

// How many wings each side (0, 1) has under each order, by precedence.
using WingCounts = std::array<QList<int>, 2>;

// Every activation of the turn in order, from `wings` (each side's wings by order) and the side
// with the initiative, `first` (4.1, 3.2: "the active player, able to activate a wing first").
// The side whose turn it is activates a wing of the highest order any wing left holds; if it has
// none, the other side does (4.2's example: "he would have activated his second then third wings
// with a Chargez! order before player B can activate his wing with a Marchez! order").
QList<ActivationStep> activationOrder(WingCounts wings, int first);

// What is left of that order once `activated` (each side's wings by order already activated) are
// taken off it, each where it first stands in the order: the next activation is its first step.
// A preempting wing (4.4) that activated out of turn is taken off where its turn would have come.
QList<ActivationStep> activationsLeft(const WingCounts &wings, const WingCounts &activated,
                                      int first);

// The activation-order procedure (N1600 4.2), listed after the initiative.
Procedure activationOrderProcedure();

} // namespace adjutant::rulesets::nieuport1600
