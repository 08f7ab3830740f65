// SPDX-License-Identifier: GPL-3.0-or-later
#include "pgtesting.h"

#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include <QCoreApplication>
#include <QFile>
#include <QRandomGenerator>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QUrl>
#include <QUrlQuery>

namespace pgtesting {

namespace {

QString withDatabase(const QString &uri, const QString &database, const QString &login)
{
    QUrl url(uri);
    url.setPath(QLatin1Char('/') + database);
    if (!login.isEmpty()) {
        QUrlQuery query(url);
        query.removeAllQueryItems(QStringLiteral("user"));
        query.addQueryItem(QStringLiteral("user"), login);
        url.setQuery(query);
        url.setUserName(QString());
    }
    return url.toString();
}

QString execOn(const QString &uri, const QString &sql)
{
    try {
        adjutant::core::PgConnection connection(uri);
        // One statement at a time: QPSQL reports only the first result of several.
        for (const QString &statement : sql.split(QStringLiteral(";\n"))) {
            QSqlQuery query(connection.db());
            if (!query.exec(statement))
                return query.lastError().databaseText().trimmed();
        }
        return {};
    } catch (const adjutant::core::Error &error) {
        return error.message();
    }
}

} // namespace

QString serverUri()
{
    return qEnvironmentVariable("ADJUTANT_TEST_POSTGRES");
}

bool required()
{
    return qEnvironmentVariableIntValue("ADJUTANT_TEST_POSTGRES_REQUIRED") != 0;
}

TestDatabase::TestDatabase(bool prepared)
{
    if (serverUri().isEmpty()) {
        mError = QStringLiteral("no server");
        return;
    }
    mName = QStringLiteral("adjutant_test_%1_%2")
                .arg(QCoreApplication::applicationName().toLower().remove(QLatin1Char('-')))
                .arg(QRandomGenerator::global()->bounded(1u << 30));
    mError = execOn(serverUri(), QStringLiteral("CREATE DATABASE %1").arg(mName));
    if (mError.isEmpty() && prepared) {
        try {
            adjutant::core::PostgresStore::initialize(uri());
        } catch (const adjutant::core::Error &error) {
            mError = error.message();
        }
    }
}

TestDatabase::~TestDatabase()
{
    if (mName.isEmpty() || serverUri().isEmpty())
        return;
    execOn(serverUri(), QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(mName));
    // A login is the server's, not the database's: dropped once nothing of the database holds it.
    for (const QString &login : std::as_const(mLogins))
        execOn(serverUri(), QStringLiteral("DROP ROLE IF EXISTS %1").arg(login));
}

QString TestDatabase::uri(const QString &login) const
{
    return withDatabase(serverUri(), mName, login);
}

QString TestDatabase::exec(const QString &sql, const QString &login) const
{
    return execOn(uri(login), sql);
}

QString TestDatabase::addLogin(const QString &login, const QString &group)
{
    QString error = exec(QStringLiteral("DROP ROLE IF EXISTS %1").arg(login));
    if (error.isEmpty())
        error = exec(QStringLiteral("CREATE ROLE %1 LOGIN IN ROLE %2").arg(login, group));
    if (error.isEmpty())
        mLogins << login;
    return error;
}

QString TestDatabase::cut(const QString &login, bool off) const
{
    const QString error =
        exec(QStringLiteral("ALTER ROLE %1 %2").arg(login, off ? QStringLiteral("NOLOGIN") : QStringLiteral("LOGIN")));
    if (!error.isEmpty() || !off)
        return error;
    return exec(QStringLiteral("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = '%1'").arg(login));
}

QString TestDatabase::service(const QString &name, const QString &login, const QString &folder) const
{
    // postgresql:///NAME?host=...&user=... or postgresql://user@host:port/NAME
    const QUrl url(uri(login));
    const QUrlQuery query(url);
    QString entry = QStringLiteral("[%1]\ndbname=%2\nuser=%3\n").arg(name, url.path().mid(1), login);
    if (query.hasQueryItem(QStringLiteral("host")))
        entry += QStringLiteral("host=%1\n").arg(query.queryItemValue(QStringLiteral("host"), QUrl::FullyDecoded));
    else if (!url.host().isEmpty())
        entry += QStringLiteral("host=%1\n").arg(url.host());
    if (url.port() > 0)
        entry += QStringLiteral("port=%1\n").arg(url.port());
    const QString path = folder + QStringLiteral("/pg_service.conf");
    QFile file(path);
    if (!file.open(QIODevice::Append) || file.write(entry.toUtf8()) < 0)
        return {};
    file.close();
    qputenv("PGSERVICEFILE", QFile::encodeName(path));
    return QStringLiteral("service=%1").arg(name);
}

} // namespace pgtesting
