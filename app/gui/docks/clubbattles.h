// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/postgresstore.h"

#include <QList>
#include <QString>
#include <QStringList>
#include <QUuid>

#include <map>
#include <memory>
#include <utility>

namespace adjutant::core {
class BattleSession;
class PgConnection;
struct Event;
} // namespace adjutant::core

namespace adjutant::app {

// One battle of the club as the club window and File > Open from Club list it: read from the
// server's log now, its standing from its rule set's books (rulesets/books.h).
struct ClubBattleLine
{
    QUuid id;
    QString name;
    QString event;
    QString table;      // the table's login
    QString turn;       // "3", or empty when the battle cannot be read
    QString standing;   // each side against its threshold: "Spain 3/12 · Dutch 5/11"
    QString standingHelp; // in the rule set's words, for the tooltip
    QStringList lastEvents; // the last few lines of its log, latest last
    QString error;      // why the battle cannot be read
    // Its log on the server cannot be read or replayed: `error` says so in the umpire's words
    // (from which event), `damage` in the store's (for the secretary, who repairs it).
    bool damaged = false;
    QString damage;
};

// Every battle on `server`, by name, a damaged one marked so. Throws core::Error naming the server
// (never a password).
QList<ClubBattleLine> clubBattles(const QString &server);

// A club's battles as the club window follows them, over the window's one connection: read whole
// once (two queries for the whole club, each battle replayed here), then each battle only for
// what it appended since it was last read (one query).
class ClubBattles
{
public:
    explicit ClubBattles(core::PgConnection &connection);
    ~ClubBattles();
    ClubBattles(const ClubBattles &) = delete;
    ClubBattles &operator=(const ClubBattles &) = delete;

    // Every battle, by name, a damaged one too (marked so). Throws core::Error naming the server
    // when the server cannot be read.
    QList<ClubBattleLine> readAll();
    // One battle by id, brought up to date. Does not throw: a battle that cannot be read says
    // why in `error`.
    ClubBattleLine read(const QUuid &battle);

private:
    struct Followed;
    ClubBattleLine follow(const core::PostgresStore::BattleInfo &info, const core::PostgresStore::BattleLog &log);
    core::PgConnection &mConnection;
    std::map<QUuid, std::unique_ptr<Followed>> mFollowed;
};

// Whether the login of `server` may append to `battle`, as the database's row-level security
// decides it (docs/club.md, "Adding tables, umpires and spectators"): to say so before a move is
// tried; the database still decides each append. False when it cannot be told.
bool mayAppend(const QString &server, const QUuid &battle);

// A message in one line (libpq's come in several).
QString oneLine(const QString &message);

// How a window reading from a hot standby says so (core/clubservercheck.h, standbyReplay): "on a
// standby caught up with its primary; read every 2 s", or how far behind it is.
QString standbyWords(std::pair<bool, double> replay, int pollMs);

} // namespace adjutant::app
