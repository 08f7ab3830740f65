// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/books.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace adjutant::core {
struct Battle;
class BattleSession;
} // namespace adjutant::core

namespace adjutant::rulesets {
class Ruleset;
} // namespace adjutant::rulesets

namespace adjutant::app {

// What the app works out of the log for the books (the figures themselves are the rule set's,
// reached through rulesets::Books), and how it shows a recorded result.
namespace books {

// The battle's rule set, or nullptr for a battle without a known one.
const rulesets::Ruleset *rulesetOf(const core::Battle &battle);
// Its books, or nullptr.
const rulesets::Books *booksOf(const core::Battle &battle);
// What the battle's rule set calls a unit, each word capitalised for a title or a menu ("Battle
// Group", "Unit"): "Unit" for a battle without a known rule set.
QString unitTitle(const core::Battle &battle);
// Each side's standing by the battle's rule set; empty when it keeps none.
QList<rulesets::SideStanding> standing(const core::Battle &battle);

// The battle groups whose cohesion dropped in the battle's current turn, each with the seq of
// the log entry that last dropped it (a rule set's procedure may forbid a rally after a drop this
// turn). Worked out by replaying the log: a drop is a step that left a unit lower on the
// rule set's cohesion ladder than before it, recorded in the current turn and not undone.
QHash<QString, qint64> cohesionDroppedThisTurn(const core::BattleSession &session);

// A procedure's record (ProcedureResult::toJson as kept in adjudication.applied) as rich text:
// summary, dice, every modifier with its citation, notes.
QString recordHtml(const QJsonObject &record);

} // namespace books
} // namespace adjutant::app
