// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QDateTime>
#include <QObject>
#include <QString>
#include <QStringList>

#include <memory>

class QTimer;

namespace adjutant::core {
class JournaledStore;
}

namespace adjutant::app {

class BattleDocument;

// A club battle open in the window (docs/club.md, "In the app"): as a table plays it, through
// core::JournaledStore (a local journal first, then the server, so a cut keeps it playing), or
// as the umpire's club window opens it, on the server directly (the database decides whether
// this login may write). Opens the battle and keeps the document in step with the server.
class ClubLink : public QObject
{
    Q_OBJECT

public:
    // Opens `battle` (name or id) on `server` for a table: its journal is a battle file in
    // `journalFolder` named by the battle's id. Throws core::Error naming the server (never a
    // password); nothing saved is changed then.
    static std::unique_ptr<BattleDocument> openJournaled(const QString &server, const QString &battle,
                                                         const QString &journalFolder);
    // Opens `battle` on `server` directly (the umpire's club window): live as others append.
    static std::unique_ptr<BattleDocument> openDirect(const QString &server, const QString &battle);

    // Follows `document` (opened by one of the above; `server` as the user gave it).
    ClubLink(BattleDocument *document, const QString &server, QObject *parent = nullptr);
    ~ClubLink() override;

    // "connected", "cut off since 20:41: recording locally, 3 events waiting", ...
    QString stateText() const;
    bool journaled() const { return mJournal != nullptr; }
    // Whether a look at the server is under way.
    bool looking() const;
    // Seconds between two looks at the server while a table plays. A look runs on a thread of its
    // own (core::JournaledStore); one that has not answered within JournaledStore::answerSeconds
    // tells a cut, so a silent server is told within 10 s and never freezes the window.
    static constexpr int checkSeconds = 5;

public slots:
    // Asks for a look at the server now (it lands later): sends what it lacks, brings in what
    // others appended, makes the table's waiting events again on top of the umpire's.
    void check();

signals:
    void stateChanged(const QString &text);
    // The server's log and this table's went different ways and cannot be brought together: the
    // table's events the server does not hold, in the log's words, and why. Kept in the journal.
    void diverged(const QString &problem, const QStringList &pending);
    // The table's events that no longer applied on top of what the umpire wrote while the table
    // was cut off, in the log's words: not sent, kept in the battle file `keptIn`.
    void refused(const QStringList &lines, const QString &keptIn);

private:
    void landed();
    void update();
    BattleDocument *mDocument;
    core::JournaledStore *mJournal = nullptr;
    QString mServer;
    QTimer *mTimer = nullptr;
    QDateTime mCutSince;
    bool mReportedDivergence = false;
    bool mMayAppend = true; // opened directly: whether this login may write to it
};

} // namespace adjutant::app
