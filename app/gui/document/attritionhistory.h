// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/battle.h"

#include <QHash>
#include <QMap>
#include <QString>

namespace adjutant::core {
class BattleSession;
}

namespace adjutant::app {

// Each side's points by turn (FoGR: attrition points), read from the log: the log is replayed in
// order (each event's payload applied, undo and redo applying the changes they carry, as
// BattleSession does) and each side's standing is reckoned by the rule set's books whenever a step
// is about to change the turn, and for the battle as it stands now. The log only grows, so update()
// replays only what is new. points(turn) is the standing the last time the battle was in that turn,
// i.e. at the end of the turn; turn 0 is the battle as it began.
class AttritionHistory
{
public:
    // With `losses`, each sample also counts every side's losses (losses()).
    void reset(const core::BattleSession *session, bool losses = false);
    // Replays the events appended since the last call.
    void update();

    // Turn -> side id -> points, up to the current turn (turns after it, left by
    // going back, are dropped).
    QMap<int, QHash<QString, int>> points() const;
    // Turn -> side id -> the losses of the side's units as the rule set reckons each
    // (rulesets::UnitLosses: its limit less what remains; bases toward FoGR's autobreak, figures
    // toward Old Dessauer's shattered, morale levels toward Nieuport 1600's elimination; bases or
    // figures lost where it reckons none), sampled as points() is: what the battle report charts
    // for a rule set that keeps no standing. Empty unless reset() asked for them.
    QMap<int, QHash<QString, int>> losses() const;
    // Events replayed so far.
    qsizetype replayed() const { return mNext; }

private:
    void sample(int turn);

    const core::BattleSession *mSession = nullptr;
    core::Battle mBattle;
    qsizetype mNext = 0;
    QMap<int, QHash<QString, int>> mPoints;
    QMap<int, QHash<QString, int>> mLosses;
    bool mCountLosses = false;
    QString mError;
};

} // namespace adjutant::app
