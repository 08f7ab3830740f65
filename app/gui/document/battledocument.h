// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/changescope.h"

#include <QObject>
#include <QString>

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
// recorded with the follow-ups the battle's rule set calls for, as one step, and refused when it
// leaves a state the rule set refuses (rulesets::stateProblems).
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
    // Why this battle may not be changed here, in the user's words (a club battle opened by a
    // login that may not write to it); empty when it may. A read-only document refuses every
    // change with this reason before anything is sent, and the windows grey what would change it.
    const QString &readOnly() const { return mReadOnly; }
    void setReadOnly(const QString &reason) { mReadOnly = reason; }

    // Each throws core::Error when refused (readOnly() among the reasons); nothing changes then.
    void record(const core::Change &change);
    void undo();
    void redo();
    // Replays what others appended to the store meanwhile (a club battle's umpire); returns how
    // many events came in. Throws core::Error (the document stays as it was).
    qsizetype catchUp();
    // Reads the battle's whole log again (a club table's journal rewritten after its events were
    // made again on top of the umpire's). Throws core::Error (the document stays as it was).
    void reload();

signals:
    // One event was appended to the log (a step, an undo or a redo); `scope` says what it
    // touched, read from the event's type and payload. A view refreshes that and no more.
    void changed(const core::ChangeScope &scope);

private:
    void refuseIfReadOnly() const;
    std::unique_ptr<core::BattleSession> mSession;
    QString mPath;
    QString mClub;
    QString mReadOnly;
};

} // namespace adjutant::app
