#pragma once

#include "core/changescope.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>

namespace adjutant::core {
class BattleSession;
struct Battle;
struct Change;
} // namespace adjutant::core

namespace adjutant::app {

// The open battle as the windows see it (CONVENTIONS.md: the document owns the model and the
// log; views listen to it, as to Tiled's Document). All changes go through here; each one is
// committed to the battle file before `changed` tells the views what it touched. Each change is
// recorded with the follow-ups the battle's rule set calls for, as one step.
class BattleDocument : public QObject
{
    Q_OBJECT

public:
    explicit BattleDocument(std::unique_ptr<core::BattleSession> session, QString path,
                            QObject *parent = nullptr);
    ~BattleDocument() override;

    const QString &path() const { return mPath; }
    const core::Battle &battle() const;
    const core::BattleSession &session() const { return *mSession; }
    // The club server a club battle is played on (without password; empty for a file).
    const QString &club() const { return mClub; }
    void setClub(const QString &server) { mClub = server; }
    // Called before each change, undo or redo is recorded (a club battle brings in what the
    // umpire wrote first, so that the change goes on top of it); none by default.
    void setBeforeRecording(std::function<void()> hook) { mBeforeRecording = std::move(hook); }

    // Each throws core::Error when refused; nothing changes then.
    void record(const core::Change &change);
    void undo();
    void redo();
    // Replays what others appended to the store meanwhile (a club battle's umpire); returns how
    // many events came in. Throws core::Error (the document stays as it was).
    qsizetype catchUp();

signals:
    // One event was appended to the log (a step, an undo or a redo); `scope` says what it
    // touched, read from the event's type and payload. A view refreshes that and no more.
    void changed(const core::ChangeScope &scope);

private:
    std::unique_ptr<core::BattleSession> mSession;
    QString mPath;
    QString mClub;
    std::function<void()> mBeforeRecording;
};

} // namespace adjutant::app
