// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/pgconnection.h"

#include "core/error.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <atomic>
#include <cctype>
#include <map>
#include <mutex>

namespace adjutant::core {

namespace {

QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("adjutant-pg-%1").arg(counter++);
}

// A value in libpq's key=value syntax: single-quoted, with \ and ' escaped.
QString quoted(QString value)
{
    value.replace(QLatin1Char('\\'), QLatin1String("\\\\"));
    value.replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

bool isUri(const QString &server)
{
    return server.startsWith(QLatin1String("postgresql://")) || server.startsWith(QLatin1String("postgres://"));
}

// libpq's connection URI in its parts (PostgreSQL 15 docs, 34.1.1.2 Connection URIs):
// postgresql://[user[:password]@][host[:port][,...]][/dbname][?param=value[&...]], each part
// percent-encoded, an IPv6 host in brackets. Raw: as written, still encoded.
struct RawUri
{
    QString scheme;   // "postgresql://" or "postgres://"
    QString userinfo; // user[:password]
    bool hasUserinfo = false;
    QString hosts; // host[:port][,...]
    QString dbname;
    bool hasDbname = false;
    QStringList params; // param=value
};

RawUri splitUri(const QString &text)
{
    RawUri uri;
    const qsizetype afterScheme = text.indexOf(QLatin1String("://")) + 3;
    uri.scheme = text.left(afterScheme);
    QString rest = text.mid(afterScheme);
    if (const qsizetype q = rest.indexOf(QLatin1Char('?')); q >= 0) {
        uri.params = rest.mid(q + 1).split(QLatin1Char('&'), Qt::SkipEmptyParts);
        rest.truncate(q);
    }
    if (const qsizetype slash = rest.indexOf(QLatin1Char('/')); slash >= 0) {
        uri.dbname = rest.mid(slash + 1);
        uri.hasDbname = true;
        rest.truncate(slash);
    }
    if (const qsizetype at = rest.lastIndexOf(QLatin1Char('@')); at >= 0) {
        uri.userinfo = rest.left(at);
        uri.hasUserinfo = true;
        rest.remove(0, at + 1);
    }
    uri.hosts = rest;
    return uri;
}

// A percent-encoded part decoded (UTF-8), or why it cannot be.
QString decoded(const QString &part, const QString &what, QString &problem)
{
    QByteArray bytes;
    const QByteArray utf8 = part.toUtf8();
    for (qsizetype i = 0; i < utf8.size(); ++i) {
        if (utf8[i] != '%') {
            bytes += utf8[i];
            continue;
        }
        const bool ok = i + 2 < utf8.size() && std::isxdigit(static_cast<unsigned char>(utf8[i + 1]))
            && std::isxdigit(static_cast<unsigned char>(utf8[i + 2]));
        const int value = ok ? utf8.mid(i + 1, 2).toInt(nullptr, 16) : 0;
        if (!ok) {
            problem = QStringLiteral("%1 has a % not followed by two hexadecimal digits").arg(what);
            return {};
        }
        bytes += char(value);
        i += 2;
    }
    return QString::fromUtf8(bytes);
}

// The URI as libpq's key=value options, or a message saying what in it is wrong.
QStringList uriOptions(const QString &text, QString &problem)
{
    const RawUri uri = splitUri(text);
    QStringList options;
    QStringList hosts, ports;
    bool anyHost = false, anyPort = false;
    for (const QString &spec : uri.hosts.split(QLatin1Char(','))) {
        QString host = spec, port;
        if (spec.startsWith(QLatin1Char('['))) {
            const qsizetype close = spec.indexOf(QLatin1Char(']'));
            if (close < 0) {
                problem = QStringLiteral("the host \"%1\" opens a [ it does not close").arg(spec);
                return {};
            }
            host = spec.mid(1, close - 1);
            const QString after = spec.mid(close + 1);
            if (!after.isEmpty() && !after.startsWith(QLatin1Char(':'))) {
                problem = QStringLiteral("the host \"%1\" has \"%2\" after its ]").arg(spec, after);
                return {};
            }
            port = after.mid(1);
        } else if (const qsizetype colon = spec.lastIndexOf(QLatin1Char(':')); colon >= 0) {
            host = spec.left(colon);
            port = spec.mid(colon + 1);
        }
        host = decoded(host, QStringLiteral("the host \"%1\"").arg(spec), problem);
        if (!problem.isEmpty())
            return {};
        bool ok = port.isEmpty();
        if (!port.isEmpty()) {
            const int number = port.toInt(&ok);
            ok = ok && number >= 1 && number <= 65535 && !port.startsWith(QLatin1Char('+'));
        }
        if (!ok) {
            problem = QStringLiteral("the port \"%1\" of the host \"%2\" is not a number from 1 to 65535")
                          .arg(port, host);
            return {};
        }
        anyHost = anyHost || !host.isEmpty();
        anyPort = anyPort || !port.isEmpty();
        hosts << host;
        ports << port;
    }
    // One host: as it is; several: libpq's lists, a port left out the default port.
    if (anyHost)
        options << QStringLiteral("host=") + quoted(hosts.join(QLatin1Char(',')));
    if (anyPort)
        options << QStringLiteral("port=") + ports.join(QLatin1Char(','));
    if (uri.hasUserinfo) {
        const qsizetype colon = uri.userinfo.indexOf(QLatin1Char(':'));
        const QString user = decoded(uri.userinfo.left(colon), QStringLiteral("the user name"), problem);
        const QString password =
            colon < 0 ? QString() : decoded(uri.userinfo.mid(colon + 1), QStringLiteral("the password"), problem);
        if (!problem.isEmpty())
            return {};
        if (!user.isEmpty())
            options << QStringLiteral("user=") + quoted(user);
        if (!password.isEmpty())
            options << QStringLiteral("password=") + quoted(password);
    }
    const QString database = decoded(uri.dbname, QStringLiteral("the database name"), problem);
    if (!problem.isEmpty())
        return {};
    if (!database.isEmpty())
        options << QStringLiteral("dbname=") + quoted(database);
    for (const QString &param : uri.params) {
        const qsizetype equals = param.indexOf(QLatin1Char('='));
        if (equals <= 0) {
            problem = QStringLiteral("the parameter \"%1\" is not name=value").arg(param);
            return {};
        }
        const QString key = decoded(param.left(equals), QStringLiteral("a parameter's name"), problem);
        const QString value = decoded(param.mid(equals + 1), QStringLiteral("the parameter %1").arg(param.left(equals)), problem);
        if (!problem.isEmpty())
            return {};
        if (!QRegularExpression(QStringLiteral("^[a-z_][a-z0-9_]*$")).match(key).hasMatch()) {
            problem = QStringLiteral("\"%1\" is not a parameter name").arg(key);
            return {};
        }
        options << key + QLatin1Char('=') + quoted(value);
    }
    return options;
}

QString problemOf(const QSqlError &error)
{
    QString text = error.databaseText().isEmpty() ? error.text() : error.databaseText();
    text.remove(QStringLiteral("\nQPSQL: Unable to connect"));
    return text.simplified(); // libpq's messages run over lines, indented with tabs: one line
}

// A lost connection inside a transaction: nothing of it was recorded, and it is run again whole.
class LostInTransaction : public Error
{
public:
    using Error::Error;
};

// While a connection is being made on this thread: what Qt's driver prints there. When one of its
// set-up statements fails (a cut just after libpq connected), QPSQL prints libpq's reason with
// qWarning, often over several lines, and may then report the failure with no reason at all: the
// warnings are kept here for the message, not printed. Other threads' messages, and this
// thread's outside connect(), pass to the handler that was there before.
thread_local QStringList *tDriverSaid = nullptr;
std::atomic<QtMessageHandler> gPreviousHandler{nullptr};

void keepDriverWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (tDriverSaid && type == QtWarningMsg) {
        *tDriverSaid << message;
        return;
    }
    if (const QtMessageHandler previous = gPreviousHandler.load())
        previous(type, context, message);
}

class DriverWarnings
{
public:
    DriverWarnings()
    {
        static std::once_flag installed;
        std::call_once(installed, [] { gPreviousHandler = qInstallMessageHandler(keepDriverWarnings); });
        tDriverSaid = &mSaid;
    }
    ~DriverWarnings() { tDriverSaid = nullptr; }
    DriverWarnings(const DriverWarnings &) = delete;
    DriverWarnings &operator=(const DriverWarnings &) = delete;
    // The driver's last complaint in one line (QDebug quotes it and escapes its line breaks).
    QString last() const
    {
        if (mSaid.isEmpty())
            return {};
        QString text = mSaid.last().trimmed();
        if (text.size() >= 2 && text.startsWith(QLatin1Char('"')) && text.endsWith(QLatin1Char('"')))
            text = text.mid(1, text.size() - 2);
        text.replace(QLatin1String("\\n"), QLatin1String(" ")).replace(QLatin1String("\\t"), QLatin1String(" "));
        return text.simplified();
    }

private:
    QStringList mSaid;
};

} // namespace

struct PgConnection::Prepared
{
    // A map: its values stay where they are while others come and go.
    std::map<QString, QSqlQuery> statements;
};

QString PgConnection::connectionString(const QString &server)
{
    QString result = givenOptions(server);
    // A cut must show within 10 s: at connecting, and (over TCP) on a quiet connection too.
    const QStringList defaults{QStringLiteral("connect_timeout=10"), QStringLiteral("keepalives_idle=5"),
                               QStringLiteral("keepalives_interval=2"), QStringLiteral("keepalives_count=2"),
                               QStringLiteral("application_name=adjutant")};
    for (const QString &option : defaults) {
        const QString key = option.section(QLatin1Char('='), 0, 0);
        if (!QRegularExpression(QStringLiteral("(^|\\s)%1\\s*=").arg(key)).match(result).hasMatch())
            result += QLatin1Char(' ') + option;
    }
    return result;
}

QString PgConnection::givenOptions(const QString &server)
{
    const QString text = server.trimmed();
    QStringList options;
    if (isUri(text)) {
        QString problem;
        options = uriOptions(text, problem);
        if (!problem.isEmpty())
            throw Error(QStringLiteral("%1: not a valid PostgreSQL URI: %2").arg(withoutPassword(text), problem));
    } else if (text.contains(QLatin1Char('='))) {
        options << text;
    } else {
        throw Error(QStringLiteral("%1: not a PostgreSQL URI (postgresql://host/database) or connection string "
                                   "(service=club)")
                        .arg(text.isEmpty() ? QStringLiteral("(empty server)") : text));
    }
    return options.join(QLatin1Char(' '));
}

QString PgConnection::withoutPassword(const QString &server)
{
    const QString text = server.trimmed();
    if (isUri(text)) {
        // By its parts as written, so that a URI that cannot be read is shown whole but for them.
        const RawUri uri = splitUri(text);
        QString shown = uri.scheme;
        if (uri.hasUserinfo)
            shown += uri.userinfo.section(QLatin1Char(':'), 0, 0) + QLatin1Char('@');
        shown += uri.hosts;
        if (uri.hasDbname)
            shown += QLatin1Char('/') + uri.dbname;
        QStringList params = uri.params;
        params.removeIf([](const QString &p) { return p.section(QLatin1Char('='), 0, 0) == QLatin1String("password"); });
        if (!params.isEmpty())
            shown += QLatin1Char('?') + params.join(QLatin1Char('&'));
        return shown;
    }
    QString result = text;
    result.remove(QRegularExpression(QStringLiteral("\\s*password\\s*=\\s*('([^'\\\\]|\\\\.)*'|\\S*)")));
    return result.trimmed();
}

PgConnection::PgConnection(const QString &server)
    : mServer(server), mOptions(connectionString(server)), mDisplay(withoutPassword(server)),
      mName(newConnectionName()), mPrepared(std::make_unique<Prepared>())
{
    if (!QSqlDatabase::isDriverAvailable(QStringLiteral("QPSQL"))) {
        throw Error(QStringLiteral("%1: Qt's PostgreSQL driver is not installed (Debian: apt install "
                                   "libqt6sql6-psql)")
                        .arg(mDisplay));
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), mName);
    db.setConnectOptions(mOptions);
    connect();
}

PgConnection::~PgConnection()
{
    mPrepared.reset();
    {
        QSqlDatabase db = QSqlDatabase::database(mName, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(mName);
}

QSqlDatabase PgConnection::db() const
{
    return QSqlDatabase::database(mName, false);
}

void PgConnection::listen(const QString &channel, QObject *context,
                          std::function<void(bool, const QVariant &)> notice)
{
    QSqlDriver *driver = db().driver();
    if (!driver->subscribedToNotifications().contains(channel))
        driver->subscribeToNotification(channel);
    QObject::disconnect(driver, &QSqlDriver::notification, context, nullptr);
    QObject::connect(driver, &QSqlDriver::notification, context,
                     [channel, notice = std::move(notice)](const QString &name,
                                                           QSqlDriver::NotificationSource source,
                                                           const QVariant &payload) {
                         if (name == channel)
                             notice(source == QSqlDriver::SelfSource, payload);
                     });
}

void PgConnection::unlisten(const QString &channel, QObject *context)
{
    QSqlDriver *driver = db().driver();
    QObject::disconnect(driver, &QSqlDriver::notification, context, nullptr);
    driver->unsubscribeFromNotification(channel);
}

void PgConnection::connect()
{
    // A connection cut while it is being made (the server reached, then gone before it answered
    // the set-up statements) is made once more, as a statement's lost connection is (run()).
    for (int attempt = 0;; ++attempt) {
        mPrepared->statements.clear(); // they were the old connection's
        QSqlDatabase db = this->db();
        db.close();
        const DriverWarnings said;
        QSqlError error;
        bool cut = true;
        if (db.open()) {
            QSqlQuery query(db);
            if (query.exec(QStringLiteral("SELECT session_user")) && query.next()) {
                mLogin = query.value(0).toString();
                return;
            }
            error = query.lastError();
            cut = lost(error);
        } else {
            error = db.lastError();
            // Cut in the driver's set-up statements, or libpq did not connect at all (no server
            // there, a refused login): then there is no cut to make up for, and no second wait.
            cut = error.driverText() != QCoreApplication::translate("QPSQLDriver", "Unable to connect");
        }
        QString reason = problemOf(error);
        if (reason.isEmpty())
            reason = said.last();
        if (reason.isEmpty())
            reason = QStringLiteral("the server ended the connection while it was being made");
        if (!cut || attempt > 0)
            throw Error(QStringLiteral("%1: cannot connect: %2").arg(mDisplay, reason));
    }
}

bool PgConnection::alive()
{
    if (!db().isOpen())
        return false;
    QSqlQuery query(db());
    return query.exec(QStringLiteral("SELECT 1"));
}

bool PgConnection::lost(const QSqlError &error)
{
    // PostgreSQL's own word: class 08 (connection exception), or the backend ended by an
    // administrator, a crash or a shut-down (57P01-57P03). A statement that failed for its own
    // reasons (a constraint, a transaction already aborted: 25P02) has a code of another class
    // and is never taken for a cut. libpq's own failures (the socket closed) come without a code:
    // then a statement of our own says whether the connection still answers.
    const QString code = error.nativeErrorCode();
    if (code.startsWith(QLatin1String("08")) || code == QLatin1String("57P01") || code == QLatin1String("57P02") ||
        code == QLatin1String("57P03"))
        return true;
    return code.isEmpty() && !alive();
}

void PgConnection::transaction(const std::function<void()> &work)
{
    if (mInTransaction)
        throw Error(QStringLiteral("%1: a transaction is already under way").arg(mDisplay));
    for (int attempt = 0;; ++attempt) {
        QSqlDatabase db = this->db();
        if (!db.transaction()) {
            if (attempt == 0 && lost(db.lastError())) {
                connect();
                continue;
            }
            throw Error(QStringLiteral("%1: cannot begin a transaction: %2").arg(mDisplay, problemOf(db.lastError())));
        }
        mInTransaction = true;
        try {
            work();
        } catch (const LostInTransaction &error) {
            mInTransaction = false;
            if (attempt > 0)
                throw Error(error.message());
            try {
                connect();
            } catch (const Error &again) {
                throw Error(QStringLiteral("%1: the connection was lost during a transaction (nothing of it was "
                                           "recorded) and cannot be made again: %2")
                                .arg(mDisplay, again.message().section(QStringLiteral(": "), -1)));
            }
            if (mOnReconnect)
                mOnReconnect();
            continue;
        } catch (...) {
            mInTransaction = false;
            this->db().rollback();
            throw;
        }
        mInTransaction = false;
        if (this->db().commit())
            return;
        const QSqlError error = this->db().lastError();
        if (lost(error)) {
            throw ConnectionLostError(QStringLiteral("%1: the connection was lost while a transaction was committed; "
                                                     "it may or may not have been recorded: %2")
                                          .arg(mDisplay, problemOf(error)));
        }
        this->db().rollback();
        throw Error(QStringLiteral("%1: %2").arg(mDisplay, problemOf(error)));
    }
}

QSqlQuery &PgConnection::run(const QString &sql, const QVariantList &values)
{
    for (int attempt = 0;; ++attempt) {
        auto found = mPrepared->statements.find(sql);
        bool ok = true;
        if (found == mPrepared->statements.end()) {
            // Not forward-only: QPSQL then reads a result whole at once instead of row by row,
            // and the connection is free again (for notifications, for the next statement) even
            // while a caller still holds the result.
            QSqlQuery query(db());
            ok = query.prepare(sql);
            found = mPrepared->statements.try_emplace(sql, std::move(query)).first;
        }
        QSqlQuery &query = found->second;
        query.finish();
        for (qsizetype i = 0; ok && i < values.size(); ++i)
            query.bindValue(int(i), values[i]);
        ok = ok && query.exec();
        if (ok)
            return query;
        const QSqlError error = query.lastError();
        const QString problem = problemOf(error);
        mPrepared->statements.erase(found); // prepared afresh next time
        const bool cut = lost(error);
        if (cut && mInTransaction) {
            throw LostInTransaction(QStringLiteral("%1: the connection was lost during a transaction; nothing of "
                                                   "it was recorded: %2")
                                        .arg(mDisplay, problem));
        }
        if (attempt > 0 || !cut)
            throw Error(QStringLiteral("%1: %2").arg(mDisplay, problem));
        // The connection is gone: one new connection, and the statement once more.
        try {
            connect();
        } catch (const Error &error) {
            throw ConnectionLostError(QStringLiteral("%1: the connection was lost (%2) and cannot be made again: %3")
                                          .arg(mDisplay, problem, error.message().section(QStringLiteral(": "), -1)));
        }
        if (mOnReconnect)
            mOnReconnect();
    }
}

} // namespace adjutant::core
