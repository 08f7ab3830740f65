#pragma once

#include <QList>
#include <QString>

class QSqlDatabase;

namespace adjutant::core {

struct Migration
{
    int from = 0;
    int to = 0;
    QString sql; // statements separated by ";" at line ends
};

// Brings a database from one schema version to the next with numbered scripts
// (core/migrations/NNNN_to_MMMM.sql), each in its own transaction, so a failing step leaves the
// file at the last good version.
class SchemaMigrator
{
public:
    static constexpr int currentVersion = 1;
    static QList<Migration> builtIn();

    // Throws core::Error when a step is missing or fails.
    static void migrate(QSqlDatabase &db, int from, int to, const QList<Migration> &migrations);
};

} // namespace adjutant::core
