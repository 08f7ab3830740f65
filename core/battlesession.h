#pragma once

#include "core/battle.h"
#include "core/event.h"
#include "core/followup.h"

#include <QHash>
#include <QList>
#include <QString>

#include <memory>

namespace adjutant::core {

class GameStore;

// One open battle: its store, its log and the state replayed from it. Every change goes through
// record(), undo() or redo(), which validate it against the current state, commit the event to
// the store and only then make it the current state. Undo and redo append events of their own
// ("undo" carries the compensating changes, "redo" the changes again), so the log always tells
// the whole story and replaying it needs no look-back.
class BattleSession
{
public:
    // Starts a new battle in an empty store with a "battle.created" event.
    static std::unique_ptr<BattleSession> create(std::unique_ptr<GameStore> store, const Battle &initial);
    // Replays an existing store. Throws core::Error naming the first event that cannot be replayed.
    static std::unique_ptr<BattleSession> open(std::unique_ptr<GameStore> store);
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

    // Validates, commits and applies. Throws core::Error (nothing recorded, nothing changed).
    const Event &record(const Change &change);
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
    const Event &target(qint64 seq) const { return mEvents[seq - 1]; }
    // Validates `event` against the session and applies it to `battle`. Throws core::Error.
    void applyTo(Battle &battle, const Event &event) const;
    // Updates the log and the undo and redo stacks once `event` is part of the battle.
    void bookkeep(const Event &event);
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
};

} // namespace adjutant::core
