#pragma once

#include "rulesets/modifier.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace adjutant::core {
struct Battle;
class BattleSession;
struct Side;
struct Unit;
} // namespace adjutant::core

namespace adjutant::rulesets {
class Ruleset;
struct ProcedureResult;
} // namespace adjutant::rulesets

namespace adjutant::app {

// The books as the rule set keeps them: each figure here comes from running one of the rule
// set's procedures on the battle (never from a value copied into the app). Every function
// catches the rule set's refusals (a quality it does not know, a missing rule value) and returns
// them as `error` for the window to show.
namespace books {

// The battle's rule set, or nullptr for a battle without a known one.
const rulesets::Ruleset *rulesetOf(const core::Battle &battle);

// Where a battle group stands for FoGR attrition, in the `attrition` procedure's words, from
// its state in core. One mapping, in this order:
//  - strength 0, or the flag "destroyed": "destroyed" (FoGR, Attrition Points: "... or destroyed");
//  - a flag that is one of the off-table statuses ("routedOffTable", "captured",
//    "stragglingOffTable", "evadedOffTable"): that status;
//  - otherwise its cohesion level: "Broken", "Fragmented", "Disrupted", or "Steady" for
//    Steady, no level or a word the ladder does not have (compared without case).
// An autobroken battle group counts by its recorded cohesion: Adjutant warns, the players
// record the drop to BROKEN (DESIGN.md: it never silently decides).
QString attritionStatus(const core::Unit &unit);

// One side's reckoning by the `attrition` procedure.
struct SideAttrition
{
    QString side; // id
    QString name;
    QString error; // why there is no reckoning (no battle groups, a refusal of the rule set)
    int breakPoint = 0;
    int attritionPoints = 0;
    bool routed = false;
    QList<rulesets::Modifier> rows; // the contributing rows with their citations
    bool valid() const { return error.isEmpty(); }
};

// The `attrition` procedure's army for a side: its battle groups with their bases at the start
// and their status.
QJsonObject attritionArmy(const core::Battle &battle, const core::Side &side);
// Every side of a FoGR battle, in the battle's order; empty for other rule sets.
QList<SideAttrition> attrition(const core::Battle &battle);

// A battle group against its autobreak point, by the `autobreak` procedure.
struct Autobreak
{
    QString error;
    int breaksAtBasesLost = 0;
    int basesBeforeAutobreak = 0;
    bool autobroken = false;
    bool destroyed = false;
    QString summary;
    QString citation;
    bool valid() const { return error.isEmpty(); }
    // The next base lost autobreaks it.
    bool warning() const { return valid() && !autobroken && basesBeforeAutobreak == 1; }
};
Autobreak autobreak(const core::Battle &battle, const core::Unit &unit);

// The battle groups whose cohesion dropped in the battle's current turn, each with the seq of
// the log entry that last dropped it (FoGR, Joint Action Phase: no bolster or rally after a drop
// this turn). Worked out by replaying the log: a drop is a step that left a unit lower on the
// rule set's cohesion ladder than before it, recorded in the current turn and not undone.
QHash<QString, qint64> cohesionDroppedThisTurn(const core::BattleSession &session);

// The `victory` procedure on the two sides of a FoGR battle. Throws core::Error (and the rule
// set's errors) when it cannot be reckoned.
rulesets::ProcedureResult victory(const core::Battle &battle, bool timeUp);

// A procedure's record (ProcedureResult::toJson as kept in adjudication.applied) as rich text:
// summary, dice, every modifier with its citation, notes.
QString recordHtml(const QJsonObject &record);

} // namespace books
} // namespace adjutant::app
