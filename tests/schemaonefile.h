// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// A battle file as Adjutant wrote them before schema 2 (no battle id, no event ids, no authors),
// for the tests of old files: made by the schema 1 script as shipped, holding the events of a
// current battle file. Needs ADJUTANT_SOURCE_DIR and a QCoreApplication (the SQLite driver).

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

namespace schemaone {

// Returns an empty string, or what went wrong.
inline QString makeFile(const QString &source, const QString &file)
{
    QFile script(QStringLiteral(ADJUTANT_SOURCE_DIR "/core/migrations/sqlite/0000_to_0001.sql"));
    if (!script.open(QIODevice::ReadOnly))
        return script.errorString();
    QStringList statements{QStringLiteral("PRAGMA application_id = 1094994516")}; // "ADJT"
    QString statement;
    for (const QString &line : QString::fromUtf8(script.readAll()).split(QLatin1Char('\n'))) {
        statement += line + QLatin1Char('\n');
        if (line.trimmed().endsWith(QLatin1Char(';')))
            statements << std::exchange(statement, QString());
    }
    statements << QStringLiteral("ATTACH DATABASE '%1' AS source").arg(source)
               << QStringLiteral("INSERT INTO events (seq, recorded_at, type, type_version, turn, phase, payload, "
                                 "description, undo) SELECT seq, recorded_at, type, type_version, turn, phase, "
                                 "payload, description, undo FROM source.events ORDER BY seq")
               << QStringLiteral("DETACH DATABASE source");
    const QString name = QStringLiteral("schemaone-maker");
    QString problem;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(file);
        if (!db.open()) {
            problem = db.lastError().text();
        } else {
            QSqlQuery query(db);
            for (const QString &sql : statements) {
                if (problem.isEmpty() && !query.exec(sql))
                    problem = sql + QStringLiteral(": ") + query.lastError().text();
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return problem;
}

} // namespace schemaone
