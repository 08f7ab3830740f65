// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>
#include <QVariantList>

#include <functional>
#include <memory>

class QObject;
class QSqlDatabase;
class QSqlError;
class QSqlQuery;
class QVariant;

namespace adjutant::core {

// One connection to a club server (PostgreSQL through Qt's QPSQL driver), named as libpq users
// name a server: a URI (postgresql://table7@club.local/adjutant?sslmode=require) or a
// connection string (service=club, a pg_service.conf entry). Passwords come from the URI, the
// service file or libpq's password file (~/.pgpass); Adjutant never stores one. sslmode and every
// other libpq option are passed to libpq as given.
class PgConnection
{
public:
    // Connects; throws core::Error naming the server and libpq's reason.
    explicit PgConnection(const QString &server);
    ~PgConnection();
    PgConnection(const PgConnection &) = delete;
    PgConnection &operator=(const PgConnection &) = delete;

    // The server for messages: the URI or connection string without its password.
    const QString &display() const { return mDisplay; }
    // The login (PostgreSQL's session_user).
    const QString &login() const { return mLogin; }
    QSqlDatabase db() const;

    // Runs one statement with bound values. When the connection was lost (a restarted server, a
    // network cut, the backend ended: PostgreSQL's SQLSTATE says so) it reconnects and runs the
    // statement once more, so statements given here must be safe to repeat; never inside
    // transaction(), whose work is run again whole instead, and never after a statement that
    // failed for its own reasons. Throws core::Error; core::ConnectionLostError when the
    // connection cannot be made again (the statement may or may not have taken effect: a
    // failover's standby not promoted yet, a server still down). A statement is prepared on the server once
    // per connection and kept: the query returned is that statement's, read it before `sql` runs
    // again.
    QSqlQuery &run(const QString &sql, const QVariantList &values = {});
    // Runs `work` (statements through run()) as one transaction: all of it or none. A statement
    // that fails rolls it back and its reason is thrown. When the connection is lost before the
    // commit, nothing of it was recorded: it connects again and runs `work` once more from the
    // start (so `work` must be safe to run twice). When it is lost at the commit itself, it says
    // that it cannot tell whether the transaction was recorded (core::ConnectionLostError).
    // Throws core::Error.
    void transaction(const std::function<void()> &work);
    // LISTEN on `channel`: `notice(fromThisSession, payload)` for each notification, through
    // `context` (gone with it). A new listen() through the same context replaces the last;
    // unlisten() stops it.
    void listen(const QString &channel, QObject *context,
                std::function<void(bool fromThisSession, const QVariant &payload)> notice);
    void unlisten(const QString &channel, QObject *context);
    // Called after a reconnection (to listen again).
    void setOnReconnect(std::function<void()> callback) { mOnReconnect = std::move(callback); }

    // The key=value connection string for libpq that `server` stands for. Throws core::Error on
    // text that is neither a URI nor a connection string.
    static QString connectionString(const QString &server);
    // The same as given, without the options Adjutant adds (its timeouts, its name).
    static QString givenOptions(const QString &server);
    static QString withoutPassword(const QString &server);

private:
    void connect();
    bool alive();
    bool lost(const QSqlError &error);
    QString mServer;
    QString mOptions;
    QString mDisplay;
    QString mName;
    QString mLogin;
    bool mInTransaction = false;
    std::function<void()> mOnReconnect;
    struct Prepared;
    std::unique_ptr<Prepared> mPrepared;
};

} // namespace adjutant::core
