// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>
#include <QUuid>

#include <array>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

class QObject;
class QTimer;

namespace adjutant::core {

class PgConnection;

// A battle's result in a tournament (docs/club.md, "Tournament"): its victory level in its rule
// set's words, which side won, and what each side scored in the rule set's terms (FoGR: the
// attrition points it inflicted), reckoned by the rule set from the battle's log or entered by
// the umpire by hand.
struct BattleResult
{
    QString level;                            // "Major Victory", "Draw"
    QString winner;                           // the winning side's id; empty: a draw
    std::array<std::optional<int>, 2> scores; // in the order of the round battle's sides
    bool byHand = false;
    QString verdict;    // the rule set's words for the result, or the umpire's note
    qint64 atSeq = 0;   // reckoned from the log up to this event (0 when entered by hand)
    QString recordedBy; // the login that recorded it (as read back)
};

// One battle of a round: who plays which of its sides, and its result once recorded.
struct RoundBattle
{
    QString event;
    int round = 0;
    QString roundName;
    QUuid battle;
    QString battleName;
    std::array<QString, 2> sides;   // the battle's side ids
    std::array<QString, 2> players; // who plays each
    qint64 lastSeq = 0;             // the battle's log ends at this event now
    std::optional<BattleResult> result;
    // A result reckoned from a log that has grown since (a correction): to record again.
    bool resultOutOfDate() const { return result && !result->byHand && lastSeq > result->atSeq; }
};

// An event's scoring table, set by its organiser (no default: rules texts give none): the
// tournament points of the winner and the loser for each victory level (a drawn level gives
// each side `winner`), then the tie-breaks in order.
struct Scoring
{
    struct Level
    {
        QString level;
        int winner = 0;
        int loser = 0;
        bool operator==(const Level &) const = default;
    };
    QList<Level> levels;
    QStringList tiebreaks; // of knownTiebreaks()

    // "head-to-head", "margin", "wins" (the standings view's columns).
    static QStringList knownTiebreaks();
    // The scoring file's form (docs/club.md): {"levels": {"Major Victory": [20, 5], "Draw": 10},
    // "tiebreaks": ["head-to-head", "margin"]}. Throws core::Error naming `where` and the field.
    static Scoring fromJson(const QJsonObject &json, const QString &where);
    // The same form; a level whose winner and loser get the same is one number.
    QJsonObject toJson() const;
    bool operator==(const Scoring &) const = default;
};

// A player's line in the standings, as the database's `standings` view gives it.
struct StandingRow
{
    QString event;
    int rank = 0;
    QString player;
    int played = 0;
    int wins = 0;
    int draws = 0;
    int losses = 0;
    int points = 0;
    int headToHead = 0; // points scored against the players level on points
    int margin = 0;     // the sum of each result's score margin
    int byHand = 0;     // of the results counted, how many the umpire entered by hand
};

// A club server's tournaments: rounds, results, scoring and standings, in the database set up
// by `club init` (schema 2). The database decides who may write (the event's umpires); a
// refusal comes back as core::Error with PostgreSQL's reason. One connection, kept while the
// object lives: a window may hold one and ask again whenever the server announces news.
class ClubTournament
{
public:
    // Connects to `server` (a URI or a connection string, see PgConnection). Throws core::Error.
    explicit ClubTournament(const QString &server);
    ~ClubTournament();
    ClubTournament(const ClubTournament &) = delete;
    ClubTournament &operator=(const ClubTournament &) = delete;

    QString location() const;

    // The battle named (by name or id) as it stands on the server: id, name and event.
    struct BattleRef
    {
        QUuid id;
        QString name;
        QString event;
    };
    BattleRef battle(const QString &battle);

    // Puts `battle` into round `round` of its event (the round made, or renamed when `roundName`
    // is given), its sides `sides` played by `players`; again for the same battle re-pairs it.
    void pair(const QString &battle, int round, const std::array<QString, 2> &sides,
              const std::array<QString, 2> &players, const QString &roundName = {});
    // The round battles of `event` (every event when empty), by event, round and battle name.
    QList<RoundBattle> rounds(const QString &event = {});
    // Records (or replaces) the result of a paired battle. Throws when `result.winner` is
    // neither of its sides.
    void recordResult(const QString &battle, const BattleResult &result);

    void setScoring(const QString &event, const Scoring &scoring);
    // The event's scoring table; nullopt when the organiser has set none.
    std::optional<Scoring> scoring(const QString &event);

    // The standings of `event` (every event when empty), by event and rank. Throws when a
    // result's level has no points in its event's scoring table, or the event has no table.
    QList<StandingRow> standings(const QString &event = {});
    // Calls `listener` from this thread's event loop after anything the standings are made of
    // may have changed (rounds, results, scoring; perhaps spuriously: ask again), by anyone on
    // the server. One listener; an empty one stops. On a hot standby, which tells of no news
    // (PostgreSQL refuses LISTEN during recovery), it is called every core::standbyPollMs instead.
    void watch(std::function<void()> listener);
    // Whether the server is a hot standby, and its replay (core/clubservercheck.h: caught up, and
    // the seconds it is behind while it is not; -1 unknown). Throws core::Error.
    bool onStandby() const { return mStandby; }
    std::pair<bool, double> standbyReplay();

    // The standings as CSV: UTF-8, a header line, fields quoted as RFC 4180 says, "\n" line ends.
    static QString csv(const QList<StandingRow> &rows);

private:
    void listen();
    std::unique_ptr<PgConnection> mConnection;
    std::unique_ptr<QObject> mContext;
    std::function<void()> mListener;
    bool mStandby = false;
    QTimer *mPoll = nullptr; // a standby's, owned by mContext
};

} // namespace adjutant::core
