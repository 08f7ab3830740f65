// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the SQLite store tests (tst_sqlitestore, tst_sqlitestorerefusals, tst_schemamigrator):
// battle files made and edited as another program would, what a refusal must leave as it found,
// and a folder of the test's own for the files.

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/error.h"

#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>
#include <QTemporaryDir>

#include <functional>

namespace sqlitetesting {

using namespace adjutant::core;

const QString demoPath =
    QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");

inline Battle demoBattle()
{
    static const Battle battle = BattleFile::readScenario(demoPath);
    return battle;
}

inline Change moveTo(double x, double y, double facing = 0)
{
    return Change{QStringLiteral("base.moved"),
                  {{QStringLiteral("unit"), QStringLiteral("tercio")},
                   {QStringLiteral("id"), QStringLiteral("f1r1")},
                   {QStringLiteral("x"), x},
                   {QStringLiteral("y"), y},
                   {QStringLiteral("facing"), facing}}};
}

// Runs SQL on a file through a connection of its own, as another program would.
inline void runSql(const QString &path, const QStringList &statements)
{
    const QString name = QStringLiteral("tst_sqlitestore-editor");
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(path);
        if (!db.open())
            qFatal("cannot open %s: %s", qPrintable(path), qPrintable(db.lastError().text()));
        QSqlQuery query(db);
        for (const QString &sql : statements) {
            if (!query.exec(sql))
                qFatal("%s failed: %s", qPrintable(sql), qPrintable(query.lastError().text()));
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
}

// A battle file with the demo battle and `moves` events after its creation, closed.
inline void makeBattleFile(const QString &path, int moves)
{
    auto session = BattleFile::create(path, demoBattle());
    for (int i = 0; i < moves; ++i)
        session->record(moveTo(10 + i % 40, 10 + i % 20, i % 360));
}

// What a refusal must leave as it found it: the bytes, the modification time, and the names in
// the folder (no -wal, -shm or -journal file appearing next to it).
struct FileState
{
    QByteArray bytes;
    QDateTime modified;
    bool exists = false;
    QStringList folder;

    bool operator==(const FileState &) const = default;
};

inline FileState stateOf(const QString &path)
{
    FileState state;
    const QFileInfo info(path);
    state.exists = info.exists();
    state.folder =
        info.dir().entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot, QDir::Name);
    if (info.isFile()) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            state.bytes = file.readAll();
        state.modified = info.lastModified();
    }
    return state;
}

// Every sibling of `path` whose name starts with its name, i.e. SQLite's companion files.
inline QStringList companions(const QString &path)
{
    const QFileInfo info(path);
    return info.dir().entryList({info.fileName() + QLatin1Char('*')}, QDir::Files | QDir::Hidden,
                                QDir::Name);
}

inline QString errorOf(const std::function<void()> &action)
{
    try {
        action();
    } catch (const Error &error) {
        return error.message();
    }
    return QStringLiteral("(no error)");
}

inline int schemaVersion(QSqlDatabase &db)
{
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT version FROM schema_version")) || !query.next())
        return -1;
    return query.value(0).toInt();
}

class TestDatabase
{
public:
    explicit TestDatabase(const QString &file)
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name());
        db.setDatabaseName(file);
        db.open();
    }
    ~TestDatabase()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(name(), false);
            db.close();
        }
        QSqlDatabase::removeDatabase(name());
    }
    QSqlDatabase db() const { return QSqlDatabase::database(name(), false); }

private:
    static QString name() { return QStringLiteral("tst_sqlitestore-migrations"); }
};

// A test class whose files go in a temporary folder of its own.
class FolderTest : public QObject
{
protected:
    QTemporaryDir mDir;
    QString path(const QString &name) const { return mDir.filePath(name); }
};

} // namespace sqlitetesting
