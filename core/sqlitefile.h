// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Inside core: a battle file as SqliteStore reads and writes it, shared by sqlitestore.cpp (the
// store) and sqlitefile.cpp (connections, SQLite's errors in the user's words, the file's stamps
// and private copies, the check that it is a sound battle file).

#include <QSqlDatabase>
#include <QSqlError>
#include <QString>
#include <QUrl>
#include <QUuid>

#include <memory>
#include <utility>

class QTemporaryDir;

namespace adjutant::core::sqlitefile {

QString newConnectionName();

// Removes the connection when the scope ends (QSqlDatabase handles must be gone first).
class ScopedConnection
{
public:
    enum class Mode { ReadWrite, ReadOnly, Immutable, Memory };

    ScopedConnection(const QString &path, Mode mode) : mName(newConnectionName())
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), mName);
        db.setDatabaseName(mode == Mode::Memory ? QStringLiteral(":memory:") : path);
        if (mode == Mode::ReadOnly)
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY"));
        if (mode == Mode::Immutable) {
            // SQLite creates nothing beside an immutable file: no -wal, no -shm.
            QUrl url = QUrl::fromLocalFile(path);
            url.setQuery(QStringLiteral("mode=ro&immutable=1"));
            db.setDatabaseName(url.toString(QUrl::FullyEncoded));
            db.setConnectOptions(QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"));
        }
        mOpened = db.open();
        if (!mOpened)
            mError = db.lastError().text();
    }
    ~ScopedConnection()
    {
        if (mName.isEmpty())
            return;
        {
            QSqlDatabase db = QSqlDatabase::database(mName, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(mName);
    }
    QSqlDatabase db() const { return QSqlDatabase::database(mName, false); }
    bool opened() const { return mOpened; }
    const QString &error() const { return mError; }
    // Keeps the connection open beyond this scope.
    QString release() { return std::exchange(mName, QString()); }

private:
    QString mName;
    bool mOpened = false;
    QString mError;
};

[[noreturn]] void refuse(const QString &path, const QString &problem);
QString wordsOf(const QSqlError &error);
// A failed read as a refusal words it, from SQLite's result code and its own words: "is damaged"
// only for a damaged page, "cannot be read" for anything else (a lock, an I/O error).
QString readProblem(int code, const QString &words);
bool mayWriteBeside(const QString &path);
QString writeProblem(const QString &path, const QSqlError &error);

// What the check compares to tell whether someone wrote to the file while it was looked at.
struct Stamp
{
    bool exists = false;
    qint64 size = 0, inode = 0, modifiedSeconds = 0, modifiedNanoseconds = 0;
    bool operator==(const Stamp &) const = default;
};

struct Stamps
{
    Stamp file, wal;
    bool operator==(const Stamps &) const = default;
};

Stamps stampsOf(const QString &path);
bool hasWalPages(const Stamps &stamps);
std::unique_ptr<QTemporaryDir> privateCopy(const QString &path);
QString openConnection(const QString &path, const QString &readPath, bool mayWrite,
                       QString *whyNotWritable);
QUuid schemaOneBattleId(QSqlDatabase db);
QUuid schemaOneEventId(const QUuid &battle, qint64 seq);

} // namespace adjutant::core::sqlitefile
