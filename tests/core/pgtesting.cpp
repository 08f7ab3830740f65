#include "pgtesting.h"

#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include <QCoreApplication>
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
    if (!mName.isEmpty() && !serverUri().isEmpty())
        execOn(serverUri(), QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(mName));
}

QString TestDatabase::uri(const QString &login) const
{
    return withDatabase(serverUri(), mName, login);
}

QString TestDatabase::exec(const QString &sql, const QString &login) const
{
    return execOn(uri(login), sql);
}

} // namespace pgtesting
