#pragma once

#include "core/battle.h"
#include "core/event.h"

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
    const QList<Event> &events() const { return mEvents; }
    // One line per event, in the words of the battle as it was when the event happened.
    const QStringList &descriptions() const { return mDescriptions; }
    GameStore &store() const { return *mStore; }

    // Validates, commits and applies. Throws core::Error (nothing recorded, nothing changed).
    const Event &record(const Change &change);
    bool canUndo() const { return !mUndo.isEmpty(); }
    bool canRedo() const { return !mRedo.isEmpty(); }
    // Text of the step the next undo or redo would take back or repeat.
    QString undoText() const;
    QString redoText() const;
    const Event &undo();
    const Event &redo();

private:
    // One undoable step: the event that first made it, its changes and their compensation.
    struct Step
    {
        qint64 seq;
        ChangeList changes;
        ChangeList inverse;
    };
    explicit BattleSession(std::unique_ptr<GameStore> store);
    Event nextEvent(const QString &type, const QJsonObject &payload) const;
    // Validates `event` against the session and applies it to `battle`; returns what the log
    // says of it and, for an ordinary undoable change, fills `inverse`. Throws core::Error.
    QString applyTo(Battle &battle, const Event &event, ChangeList &inverse) const;
    // Updates the log and the undo and redo stacks once `event` is part of the battle.
    void bookkeep(const Event &event, ChangeList inverse, QString description);
    const Event &commit(const Event &event);

    std::unique_ptr<GameStore> mStore;
    Battle mBattle;
    QList<Event> mEvents;
    QStringList mDescriptions;
    QList<Step> mUndo;
    QList<Step> mRedo;
};

} // namespace adjutant::core
