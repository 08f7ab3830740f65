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
    // Seconds between two looks at the server while a table plays (a cut is told within this
    // and libpq's 10 s connect timeout).
    static constexpr int checkSeconds = 5;

public slots:
    // Looks at the server now: sends what it lacks, brings in what others appended.
    void check();

signals:
    void stateChanged(const QString &text);
    // The server's log and this table's went different ways (the umpire wrote meanwhile): the
    // table's events the server does not hold, in the log's words, and why. Kept in the journal.
    void diverged(const QString &problem, const QStringList &pending);

private:
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
