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
    void reset(const core::BattleSession *session);
    // Replays the events appended since the last call.
    void update();

    // Turn -> side id -> points, up to the current turn (turns after it, left by
    // going back, are dropped).
    QMap<int, QHash<QString, int>> points() const;
    // Turn -> side id -> bases or figures lost (original strength less current, over the side's
    // units), sampled as points() is: what a report charts for a rule set that keeps no standing.
    QMap<int, QHash<QString, int>> lost() const;
    // Events replayed so far.
    qsizetype replayed() const { return mNext; }

private:
    void sample(int turn);

    const core::BattleSession *mSession = nullptr;
    core::Battle mBattle;
    qsizetype mNext = 0;
    QMap<int, QHash<QString, int>> mPoints;
    QMap<int, QHash<QString, int>> mLost;
    QString mError;
};

} // namespace adjutant::app
