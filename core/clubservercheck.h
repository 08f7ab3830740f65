// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What `adjutant-cli club check` tells of a club server (docs/club.md, Failover): whether it is a
// primary or a hot standby, how far a standby's replay is behind, which standbys a primary feeds,
// and the club schema and policies it holds, so that a primary and its standby can be compared.

#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

class QObject;
class QTimer;

namespace adjutant::core {

class PgConnection;

struct ClubServerState
{
    QString server; // as given, without its password
    QString login;  // the login it was looked at as
    QString error;  // why it could not be looked at; nothing below then
    bool standby = false;
    int schema = 0;   // the club schema's version (0: not a club database)
    QString policies; // a digest of its row-level security policies (md5), for comparing servers
    // A standby's: whether it has replayed all it received, and how long ago the last
    // transaction it replayed was committed on the primary while it has not (else 0); -1 when
    // it has replayed none yet.
    bool caughtUp = false;
    double replayLagSeconds = -1;
    // A primary's standbys (pg_stat_replication: what its login may see).
    struct Standby
    {
        QString name; // application_name: the standby's cluster_name
        // Empty where the login may not see them (it needs the role pg_monitor).
        QString state;
        QString sync; // "sync", "async", "potential", "quorum"
        double replayLagSeconds = -1;
    };
    QList<Standby> standbys;
};

// On a connection already made: whether its server is a hot standby, and a standby's replay
// (caughtUp, and the seconds since the last transaction it replayed was committed while it has
// not: 0 when caught up, -1 when unknown). Throw core::Error as PgConnection::run does.
bool isStandby(PgConnection &connection);
std::pair<bool, double> standbyReplay(PgConnection &connection);
// How often what is read from a hot standby is read again: a standby tells of no news
// (PostgreSQL refuses LISTEN during recovery), so the club window, the standings and a battle's
// store ask it this often instead.
constexpr int standbyPollMs = 2000;
// That asking: a timer of `context`'s, not started, that calls `listener` every standbyPollMs
// when it is set then (a watch's listener, kept by the caller as long as `context`).
QTimer *standbyPoll(QObject *context, const std::function<void()> &listener);

// Connects to `server` (one host: a list is the caller's to split, servers() below) and looks.
// Never throws: a server that cannot be reached or read says why in `error`.
ClubServerState clubServerState(const QString &server);

// `server` as one server a host: a URI or connection string naming several hosts (libpq's
// host=a,b port=p,q) gives one connection string each, the rest of its options kept (and
// target_session_attrs dropped: each is to be looked at, whatever it is). One host: itself.
// Throws core::Error on text that is no server.
QStringList servers(const QString &server);

// Problems between the states in players' words (a server unreachable or no club database, a
// standby on another schema or other policies than the primary, no primary, more than one, a
// standby that has not caught up, a primary whose standbys are all asynchronous or hidden from
// the login): empty when they agree.
QStringList clubServerProblems(const QList<ClubServerState> &states);

} // namespace adjutant::core
