// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QList>
#include <QString>

#include <functional>

class QSqlDatabase;

namespace adjutant::core {

struct Migration
{
    int from = 0;
    int to = 0;
    QString sql; // statements separated by ";" at line ends
};

// Brings a database from one schema version to the next with numbered scripts per SQL dialect
// (core/migrations/<dialect>/NNNN_to_MMMM.sql), each in its own transaction, so a failing step
// leaves the database at the last good version. A statement ends with ";" at a line end, except
// inside a dollar-quoted body ($$ ... $$, PostgreSQL's functions).
class SchemaMigrator
{
public:
    enum class Dialect { Sqlite, Postgres };
    // The battle file's schema (SqliteStore) and the club server's (PostgresStore).
    static constexpr int sqliteVersion = 2;
    static constexpr int postgresVersion = 4;
    static constexpr int currentVersion(Dialect dialect)
    {
        return dialect == Dialect::Sqlite ? sqliteVersion : postgresVersion;
    }
    static QList<Migration> builtIn(Dialect dialect);
    // The statements of a script, comments dropped.
    static QStringList statements(const QString &script);

    // Throws core::Error when a step is missing or fails. `finish`, if given, runs inside each
    // step's transaction after its script, with the version the step reaches, for what a script
    // cannot compute (SqliteStore's ids of a schema 1 file); a throw from it rolls the step back.
    static void migrate(QSqlDatabase &db, int from, int to, const QList<Migration> &migrations,
                        const std::function<void(QSqlDatabase &db, int to)> &finish = {});
};

} // namespace adjutant::core
