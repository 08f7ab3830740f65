// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/followup.h"
#include "rulesets/modifier.h"

#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::core {
struct Battle;
struct Unit;
} // namespace adjutant::core

namespace adjutant::rulesets {

// The words a rule set keeps its books in: the docks' titles, columns and help. Empty words
// leave the app's neutral ones.
struct BooksTerms
{
    QString unit = QStringLiteral("unit");   // what the rules call a unit: "battle group"
    QString units = QStringLiteral("units"); // and several: "battle groups"
    QString standing;      // the books dock's title: "Attrition"
    QString ladder;        // the units dock's column of the ladder: "Cohesion"
    QString strength;      // what a unit's strength counts: "Bases" (the app's word), "Figures"
    QString strengthOne;   // and one of them: "base", "figure"
    QString losses;        // the units dock's column of losses: "Autobreak"
    QString lossesHelp;    // its header's tip
    QString points;        // what a side counts: "attrition points"
    QString threshold;     // what it counts against: "break point"
    QString thresholdHelp; // what reaching it means, cited
    QString reached;       // a side that reaches it: "ARMY ROUT"
    QString chart;         // the chart's title
    QString camp;          // a side's camp that the players tick when sacked; empty: none
    QString campHelp;
    QString timeUpHelp; // what Time Up reckons; empty when the rule set reckons nothing on time
    // The orders a commander's command may hold and the markers he may carry, in the rules'
    // words (N1600 6.2, 2.3): the app offers them on a commander. Empty: the rule set keeps none.
    QStringList orders;
    QStringList markers;
};

// A unit against the losses its rule set lets it take (FoGR: its autobreak point).
struct UnitLosses
{
    enum class Level
    {
        None,     // not reckoned; `note` says why
        Counting, // losses short of the limit
        Warning,  // the next loss reaches it
        Reached
    };
    Level level = Level::None;
    QString text;      // "at 4 lost (2 to go)", "⚠ next base", "AUTOBROKEN"
    QString note;      // the reckoning with its citation, or why there is none
    int limit = 0;     // lost at which it is reached
    int remaining = 0; // still to lose before it is
};

// A side against its rule set's threshold (FoGR: attrition points against the break point).
struct SideStanding
{
    QString side; // id
    QString name;
    QString error; // why there is no reckoning (no units, a refusal of the rule set)
    int points = 0;
    int threshold = 0;
    bool reached = false; // FoGR: the army routs
    QList<Modifier> rows; // what makes the points, each with its citation
    bool valid() const { return error.isEmpty(); }
};

// The result of the battle as things stand, or on time.
struct Verdict
{
    bool reckoned = false; // the rule set reckons a result for this battle (Time Up applies)
    QString error;         // why there is none now
    QString text;          // the verdict itself
    QStringList sides;     // each side's standing in a line
    QList<Modifier> reasons;
    QString citation;
    QStringList notes;
    // For a tournament (core::BattleResult): set only when the rule set reckons the battle's
    // whole result from the battle alone (`final`); otherwise the umpire enters it by hand.
    bool final = false;
    QString level;     // the victory level in the rules' words: "Major Victory", "Draw"
    int winner = -1;   // the winning side's index in the battle's sides; -1: a draw
    QList<int> scores; // what each side scored, in the battle's side order (FoGR: attrition
                       // points inflicted); empty when the rule set counts none
};

// What comes next in the turn by the rules (N1600 4.2: whose wing activates next), in the
// players' words: `text` for the turn bar, `tip` with the rule and what follows. Empty text: the
// rule set has nothing to say at this point of the turn.
struct TurnNext
{
    QString text;
    QString tip;
};

// A rule set's books (DESIGN.md, Keep the books): each figure from its own rules, reached
// through its Ruleset. The docks show them and hold no rule of their own. Every function
// catches the rule set's refusals (a missing rule value, a quality it does not know) and returns
// them as words for the player.
class Books
{
public:
    virtual ~Books() = default;

    virtual BooksTerms terms() const = 0;
    // Where a unit stands in the rule set's words (FoGR: its attrition status), from its state.
    virtual QString status(const core::Unit &unit) const = 0;
    virtual UnitLosses losses(const core::Battle &battle, const core::Unit &unit) const = 0;
    // Every side in the battle's order; empty when the rule set keeps no such count (the
    // verdict's `error` then says so).
    virtual QList<SideStanding> standing(const core::Battle &battle) const = 0;
    virtual Verdict verdict(const core::Battle &battle, bool timeUp) const = 0;
    // The changes the rule set's books call for once a change has made `after` of `before`,
    // each with its reason and rule (FoGR: a battle group whose losses reach its autobreak
    // point drops to BROKEN). Recorded with the change as one step (core/followup.h).
    virtual core::FollowUps followUps(const core::Battle &before,
                                      const core::Battle &after) const = 0;
    // What the rules say comes next in the turn, from the battle's turn, phase, active side and
    // commanders; none by default.
    virtual TurnNext nextInTurn(const core::Battle & /*battle*/) const { return {}; }
};

} // namespace adjutant::rulesets
