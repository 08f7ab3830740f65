// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/battle.h"
#include "core/event.h"
#include "core/followup.h"
#include "core/staterule.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace adjutant::core {

class GameStore;

// One open battle: its store, its log and the state replayed from it. Every change goes through
// record(), undo() or redo(), which validate it against the current state (and the rule set's
// StateRule, when given), commit the event to the store and only then make it the current state.
// Undo and redo append events of their own ("undo" carries the compensating changes, "redo" the
// changes again), so the log always tells the whole story and replaying it needs no look-back.
class BattleSession
{
public:
    // Starts a new battle in an empty store with a "battle.created" event.
    static std::unique_ptr<BattleSession> create(std::unique_ptr<GameStore> store, const Battle &initial);
    // Replays an existing store. Throws core::Error naming the first event that cannot be replayed.
    // With a `rule` (a log that comes in from elsewhere, as a club pull brings it), every event is
    // checked as it is replayed, as catchUp() checks it, and the session keeps the rule
    // (setStateRule).
    static std::unique_ptr<BattleSession> open(std::unique_ptr<GameStore> store,
                                               StateRule rule = {});
    ~BattleSession();

    const Battle &battle() const { return mBattle; }
    // The log; each event's description is its line, in the words of the battle as it was when
    // the event happened.
    const QList<Event> &events() const { return mEvents; }
    GameStore &store() const { return *mStore; }

    // The rule that gives the follow-ups of each change recorded from now on (the app and the
    // CLI give the battle's rule set's); none by default. A change and its follow-ups are recorded
    // as one step (change.followedUp), undone and redone as one. A change that replaces the
    // whole battle, or carries its follow-ups already, is recorded as it is.
    void setFollowUps(FollowUpRule rule) { mFollowUps = std::move(rule); }

    // The rule that tells what is wrong with a state of the battle (the app and the CLI give the
    // battle's rule set's: rulesets::stateProblems); none by default. From then on record(),
    // undo(), redo(), reapply() and catchUp() refuse an event that leaves a problem the battle did
    // not have before it, naming the first; a change that replaces the whole battle
    // (battle.imported) is refused for any problem. A battle that holds a problem already (a file
    // written before the rule) opens, and plays on: open() and reload() replay the log this battle
    // holds without asking the rule.
    void setStateRule(StateRule rule) { mStateRule = std::move(rule); }

    // Validates, commits and applies. Throws core::Error (nothing recorded, nothing changed).
    const Event &record(const Change &change);
    // Throws core::Error as record() would refuse `change` for what it does to the battle (it
    // does not apply, or the state rule refuses what it leaves); records nothing.
    void check(const Change &change) const;
    bool canUndo() const { return !mUndo.isEmpty(); }
    bool canRedo() const { return !mRedo.isEmpty(); }
    // Text of the step the next undo or redo would take back or repeat.
    QString undoText() const;
    QString redoText() const;
    const Event &undo();
    const Event &redo();

    // Replays what other writers appended to the store since this session last read it (after
    // a StaleLogError, or when the store's watch() tells of news), so that the next change goes
    // on top of theirs. Returns how many events came in. Throws core::Error naming the first
    // that cannot be replayed; the session is then as it was.
    qsizetype catchUp();
    // Reads the whole log from the store again, as open() does (the store's log was rewritten
    // from some seq on: a club table's journal after its events were re-made on top of the
    // umpire's). Throws core::Error naming the first event that cannot be replayed; the session
    // is then as it was.
    void reload();

    // Re-makes `event`, recorded on another copy of this battle's log that has parted from this
    // one at seq `parted` (a table's move made while the umpire wrote to the server), on top of
    // this battle: the same change, id, author and time, at the next seq, in the turn and phase
    // in force, with its line and its undo made afresh. An undo or redo of an event re-made
    // earlier follows it to its new seq through `moved` (old seq -> new seq, updated here).
    // Commits it to the store and returns it. Throws core::Error, nothing recorded, when it no
    // longer applies (the unit it changes is gone, the step it undoes is no longer the last ...).
    const Event &reapply(const Event &event, qint64 parted, QHash<qint64, qint64> &moved);

private:
    explicit BattleSession(std::unique_ptr<GameStore> store);
    Event nextEvent(const QString &type, const QJsonObject &payload, QString description) const;
    // The event record() makes of `change`. Throws core::Error.
    Event eventOf(const Change &change) const;
    const Event &target(qint64 seq) const { return mEvents[seq - 1]; }
    // Validates `event` against the session and applies it to `battle`. Throws core::Error.
    void applyTo(Battle &battle, const Event &event) const;
    // Throws core::Error with the first problem of `after` (the state rule's) that `before` did
    // not have, or with any when `event` replaces the whole battle.
    void checkState(const Battle &before, const Battle &after, const Event &event) const;
    // Throws core::Error naming the first new text of `next` or `event` over its limit (TextLimits).
    void checkNewText(const Battle &next, const Event &event) const;
    // Updates the log and the undo and redo stacks once `event` is part of the battle (taken into
    // the log: a replay moves each event in).
    void bookkeep(Event event);
    // `newText`: the event brings text in (record()), which TextLimits checks.
    const Event &commit(const Event &event, bool newText = false);
    // `change` with the follow-ups it calls for, as one step.
    Change withFollowUps(const Change &change) const;

    std::unique_ptr<GameStore> mStore;
    Battle mBattle;
    QList<Event> mEvents;
    // The undoable steps by the seq of the event that first made each one.
    QList<qint64> mUndo;
    QList<qint64> mRedo;
    FollowUpRule mFollowUps;
    StateRule mStateRule;
};

} // namespace adjutant::core
