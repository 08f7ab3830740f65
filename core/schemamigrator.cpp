// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/schemamigrator.h"

#include "core/error.h"

#include <QFile>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>

namespace adjutant::core {

QList<Migration> SchemaMigrator::builtIn(Dialect dialect)
{
    QList<Migration> result;
    const QString folder = dialect == Dialect::Sqlite ? QStringLiteral("sqlite") : QStringLiteral("postgres");
    for (int from = 0; from < currentVersion(dialect); ++from) {
        const QString name = QStringLiteral(":/adjutant/migrations/%1/%2_to_%3.sql")
                                 .arg(folder)
                                 .arg(from, 4, 10, QLatin1Char('0'))
                                 .arg(from + 1, 4, 10, QLatin1Char('0'));
        QFile file(name);
        if (!file.open(QIODevice::ReadOnly))
            throw Error(QStringLiteral("internal error: migration %1 is missing").arg(name));
        result << Migration{from, from + 1, QString::fromUtf8(file.readAll())};
    }
    return result;
}

QStringList SchemaMigrator::statements(const QString &script)
{
    QStringList result;
    QString sql;
    bool inBody = false;
    for (const QString &line : script.split(QLatin1Char('\n'))) {
        if (!inBody && line.trimmed().startsWith(QLatin1String("--")))
            continue;
        sql += line + QLatin1Char('\n');
        if (line.count(QLatin1String("$$")) % 2 == 1)
            inBody = !inBody;
        if (!inBody && line.trimmed().endsWith(QLatin1Char(';'))) {
            if (!sql.trimmed().isEmpty())
                result << sql;
            sql.clear();
        }
    }
    if (!sql.trimmed().isEmpty())
        result << sql;
    return result;
}

void SchemaMigrator::migrate(QSqlDatabase &db, int from, int to, const QList<Migration> &migrations,
                             const std::function<void(QSqlDatabase &db, int to)> &finish)
{
    for (int version = from; version < to; ++version) {
        const Migration *step = nullptr;
        for (const Migration &m : migrations)
            step = (m.from == version) ? &m : step;
        if (!step)
            throw Error(QStringLiteral("no migration from schema %1").arg(version));
        if (!db.transaction())
            throw Error(QStringLiteral("cannot start migration: %1").arg(db.lastError().text()));
        QSqlQuery query(db);
        for (const QString &sql : statements(step->sql)) {
            if (!query.exec(sql)) {
                const QString problem = query.lastError().text();
                db.rollback();
                throw Error(QStringLiteral("migration %1 to %2 failed: %3").arg(step->from).arg(step->to).arg(problem));
            }
        }
        if (finish) {
            try {
                finish(db, step->to);
            } catch (...) {
                db.rollback();
                throw;
            }
        }
        if (!query.exec(QStringLiteral("UPDATE schema_version SET version = %1").arg(step->to)) ||
            !db.commit()) {
            const QString problem = query.lastError().text();
            db.rollback();
            throw Error(QStringLiteral("migration %1 to %2 failed: %3").arg(step->from).arg(step->to).arg(problem));
        }
    }
}

} // namespace adjutant::core
