// SPDX-License-Identifier: GPL-3.0-or-later
// The embedded store over its file: create, stage, publish, open, upgrade and append the log (read
// in sqlitestorelog.cpp).
#include "core/sqlitestore.h"

#include "core/atomicfile.h"
#include "core/error.h"
#include "core/faultpoint.h"
#include "core/schemamigrator.h"
#include "core/sqlitefile.h"

#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

#include <utility>

namespace adjutant::core {

using namespace sqlitefile;

SqliteStore::SqliteStore(QString path, QString connection, State state)
    : mPath(std::move(path)), mConnection(std::move(connection)), mState(state)
{
}

SqliteStore::~SqliteStore()
{
    mWatch.reset();
    {
        QSqlDatabase db = QSqlDatabase::database(mConnection, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(mConnection);
}

void SqliteStore::prepareForWriting()
{
    if (mState == State::Writing || mState == State::Staged)
        return;
    if (mState == State::ReadOnly)
        refuse(mPath, mWhyNotWritable);
    QSqlQuery query(QSqlDatabase::database(mConnection, false));
    if (!query.exec(QStringLiteral("PRAGMA journal_mode=WAL")) || !query.next())
        refuse(mPath, writeProblem(mPath, query.lastError()));
    if (query.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0)
        refuse(mPath, QStringLiteral("cannot be written (its folder is read-only); nothing was recorded"));
    if (!query.exec(QStringLiteral("PRAGMA synchronous=FULL")))
        refuse(mPath, writeProblem(mPath, query.lastError()));
    if (mSchema < SchemaMigrator::sqliteVersion)
        upgrade();
    mState = State::Writing;
}

void SqliteStore::upgrade()
{
    QSqlDatabase db = QSqlDatabase::database(mConnection, false);
    int schema = mSchema;
    {
        // Another program may have upgraded it since it was opened (to the same ids).
        QSqlQuery query(db);
        if (query.exec(QStringLiteral("SELECT version FROM schema_version")) && query.next())
            schema = query.value(0).toInt();
    }
    // Schema 2 gives the battle and its events the ids they were read with (schemaOneBattleId).
    auto recordIds = [this](QSqlDatabase &db, int to) {
        if (to != 2)
            return;
        QSqlQuery query(db);
        query.prepare(QStringLiteral("UPDATE battle SET id = ?"));
        query.addBindValue(mBattle.toRfc4122());
        if (!query.exec())
            throw Error(writeProblem(mPath, query.lastError()));
        QList<qint64> seqs;
        if (!query.exec(QStringLiteral("SELECT seq FROM events")))
            throw Error(writeProblem(mPath, query.lastError()));
        while (query.next())
            seqs << query.value(0).toLongLong();
        query.prepare(QStringLiteral("UPDATE events SET id = ? WHERE seq = ?"));
        for (const qint64 seq : seqs) {
            query.addBindValue(schemaOneEventId(mBattle, seq).toRfc4122());
            query.addBindValue(seq);
            if (!query.exec())
                throw Error(writeProblem(mPath, query.lastError()));
        }
    };
    try {
        SchemaMigrator::migrate(db, schema, SchemaMigrator::sqliteVersion,
                                SchemaMigrator::builtIn(SchemaMigrator::Dialect::Sqlite), recordIds);
    } catch (const Error &error) {
        refuse(mPath, QStringLiteral("cannot be upgraded to this version's file format: %1").arg(error.message()));
    }
    mSchema = SchemaMigrator::sqliteVersion;
    readIdentity();
}

std::unique_ptr<SqliteStore> SqliteStore::create(const QString &path, const QUuid &battle)
{
    auto store = stage(path, battle);
    store->publish();
    return store;
}

std::unique_ptr<SqliteStore> SqliteStore::stage(const QString &path, const QUuid &battle, Existing existing)
{
    if (existing == Existing::Refuse && QFileInfo::exists(path))
        refuse(path, QStringLiteral("already exists; choose another name"));
    ScopedConnection connection(path, ScopedConnection::Mode::Memory);
    if (!connection.opened())
        refuse(path, QStringLiteral("cannot be created: %1").arg(connection.error()));
    {
        QSqlDatabase db = connection.db();
        QSqlQuery query(db);
        if (!query.exec(QStringLiteral("PRAGMA application_id = %1").arg(applicationId)))
            refuse(path, QStringLiteral("cannot be created: %1").arg(query.lastError().text()));
        SchemaMigrator::migrate(db, 0, SchemaMigrator::sqliteVersion, SchemaMigrator::builtIn(SchemaMigrator::Dialect::Sqlite));
        if (!battle.isNull()) {
            query.prepare(QStringLiteral("UPDATE battle SET id = ?"));
            query.addBindValue(battle.toRfc4122());
            if (!query.exec())
                refuse(path, QStringLiteral("cannot be created: %1").arg(query.lastError().text()));
        }
    }
    std::unique_ptr<SqliteStore> store(new SqliteStore(path, connection.release(), State::Staged));
    store->mSchema = SchemaMigrator::sqliteVersion;
    store->mExisting = existing;
    store->readIdentity();
    return store;
}

void SqliteStore::publish()
{
    if (mState != State::Staged)
        return;
    // SQLite writes the battle built in memory out whole (VACUUM INTO), in a folder of its own
    // outside the user's; the bytes then appear under the battle's name at once (AtomicFile).
    QByteArray image;
    {
        const QTemporaryDir scratch;
        const QString copy = scratch.filePath(QStringLiteral("battle.adjutant"));
        QSqlQuery query(QSqlDatabase::database(mConnection, false));
        query.prepare(QStringLiteral("VACUUM INTO ?"));
        query.addBindValue(copy);
        if (!scratch.isValid() || !query.exec())
            refuse(mPath, QStringLiteral("cannot be created: %1")
                              .arg(scratch.isValid() ? wordsOf(query.lastError())
                                                     : QStringLiteral("no temporary folder")));
        QFile file(copy);
        if (!file.open(QIODevice::ReadOnly))
            refuse(mPath, QStringLiteral("cannot be created: %1").arg(file.errorString()));
        image = file.readAll();
    }
    if (mExisting == Existing::Replace) {
        // SQLite would apply a -wal left beside the old file to the new one: such a file is in use
        // by another program, or was not closed since a crash (its last pages are in that -wal).
        const QString suffixes[] = {QStringLiteral("-wal"), QStringLiteral("-shm")};
        for (const QString &suffix : suffixes) {
            if (QFileInfo::exists(mPath + suffix))
                refuse(mPath, QStringLiteral("cannot be replaced: it is open in another program, or was not closed "
                                             "since a crash (open it and close it once); nothing was written"));
        }
        AtomicFile::replace(mPath, image);
    } else {
        AtomicFile::create(mPath, image);
    }
    faultPoint("sqlitestore.published");
    const QString previous =
        std::exchange(mConnection, openConnection(mPath, mPath, mayWriteBeside(mPath), &mWhyNotWritable));
    mState = mWhyNotWritable.isEmpty() ? State::Reading : State::ReadOnly;
    {
        QSqlDatabase db = QSqlDatabase::database(previous, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(previous);
}

std::unique_ptr<SqliteStore> SqliteStore::open(const QString &path)
{
    checkIsBattleFile(path);
    // Where nothing may be written beside the file, pages still in its -wal are read from a
    // private copy; everywhere else the file itself is read. An older schema is read as it is and
    // upgraded at the first append, so a file refused by the replay of its log stays as it was.
    const bool mayWrite = mayWriteBeside(path);
    std::unique_ptr<QTemporaryDir> copy;
    if (!mayWrite && hasWalPages(stampsOf(path)))
        copy = privateCopy(path);
    const QString readPath = copy ? copy->filePath(QStringLiteral("battle.adjutant")) : path;
    int schema = 0;
    checkReadable(path, readPath, &schema);
    QString whyNotWritable;
    std::unique_ptr<SqliteStore> store(
        new SqliteStore(path, openConnection(path, readPath, mayWrite, &whyNotWritable), State::Reading));
    store->mCopy = std::move(copy);
    store->mSchema = schema;
    if (!whyNotWritable.isEmpty()) {
        store->mState = State::ReadOnly;
        store->mWhyNotWritable = whyNotWritable;
    }
    store->readIdentity();
    return store;
}

void SqliteStore::readIdentity()
{
    QSqlDatabase db = QSqlDatabase::database(mConnection, false);
    if (mSchema < 2) {
        mBattle = schemaOneBattleId(db);
        return;
    }
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("SELECT id FROM battle")) || !query.next())
        refuse(mPath, QStringLiteral("is damaged: it has no battle id"));
    mBattle = QUuid::fromRfc4122(query.value(0).toByteArray());
    if (mBattle.isNull())
        refuse(mPath, QStringLiteral("is damaged: its battle id is unreadable"));
}

QString SqliteStore::author() const
{
    const QString user = qEnvironmentVariable("USER", qEnvironmentVariable("USERNAME"));
    return user;
}

qint64 SqliteStore::lastSeq()
{
    QSqlQuery query(QSqlDatabase::database(mConnection, false));
    if (!query.exec(QStringLiteral("SELECT coalesce(max(seq), 0) FROM events")) || !query.next())
        refuse(mPath, QStringLiteral("cannot read the log: %1").arg(query.lastError().text()));
    return query.value(0).toLongLong();
}

qint64 SqliteStore::dataVersion()
{
    QSqlQuery query(QSqlDatabase::database(mConnection, false));
    if (!query.exec(QStringLiteral("PRAGMA data_version")) || !query.next())
        return mSeenVersion;
    return query.value(0).toLongLong();
}

void SqliteStore::watch(std::function<void()> listener)
{
    mWatch.reset();
    if (!listener)
        return;
    // data_version changes when another connection commits to the file, not on our own commits.
    mSeenVersion = dataVersion();
    mWatch = std::make_unique<QTimer>();
    mWatch->setInterval(500);
    QObject::connect(mWatch.get(), &QTimer::timeout, [this, listener = std::move(listener)] {
        const qint64 version = dataVersion();
        if (version != mSeenVersion) {
            mSeenVersion = version;
            listener();
        }
    });
    mWatch->start();
}

QString SqliteStore::insert(const Event &event, qint64 &last)
{
    QSqlQuery query(QSqlDatabase::database(mConnection, false));
    if (!event.id.isNull() && event.seq <= last) {
        query.prepare(QStringLiteral("SELECT 1 FROM events WHERE id = ? AND seq = ?"));
        query.addBindValue(event.id.toRfc4122());
        query.addBindValue(event.seq);
        if (!query.exec())
            return writeProblem(mPath, query.lastError());
        if (query.next())
            return {}; // a retry of an append that was recorded
    }
    if (event.seq != last + 1)
        throw StaleLogError(mPath, last, event.seq - 1);
    QJsonArray undo;
    for (const Change &change : event.undo)
        undo.append(change.toJson());
    query.prepare(QStringLiteral("INSERT INTO events (seq, recorded_at, type, type_version, turn, phase, payload, "
                                 "description, undo, id, author) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)"));
    query.addBindValue(event.seq);
    query.addBindValue(event.time.toMSecsSinceEpoch());
    query.addBindValue(event.type);
    query.addBindValue(event.version);
    query.addBindValue(event.turn);
    // Empty, never NULL: the columns are NOT NULL.
    query.addBindValue(event.phase.isNull() ? QStringLiteral("") : event.phase);
    query.addBindValue(QString::fromUtf8(QJsonDocument(event.payload).toJson(QJsonDocument::Compact)));
    query.addBindValue(event.description.isNull() ? QStringLiteral("") : event.description);
    query.addBindValue(event.undo.isEmpty() ? QVariant(QMetaType::fromType<QString>())
                                            : QVariant(QString::fromUtf8(QJsonDocument(undo).toJson(QJsonDocument::Compact))));
    // An event made without an id (a log of schema 1 copied) gets one here: ids are unique.
    query.addBindValue((event.id.isNull() ? QUuid::createUuid() : event.id).toRfc4122());
    query.addBindValue(event.author.isNull() ? QStringLiteral("") : event.author);
    if (!query.exec())
        return writeProblem(mPath, query.lastError());
    ++last;
    return {};
}

void SqliteStore::append(const Event &event)
{
    appendAll({event});
}

void SqliteStore::appendAll(const QList<Event> &events)
{
    prepareForWriting();
    QSqlDatabase db = QSqlDatabase::database(mConnection, false);
    QSqlQuery query(db);
    // BEGIN IMMEDIATE takes the write lock before the seq check, so the check and the insert
    // cannot be split by another writer.
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
        refuse(mPath, writeProblem(mPath, query.lastError()));
    auto fail = [&](const QString &problem) {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        refuse(mPath, problem);
    };
    if (!query.exec(QStringLiteral("SELECT coalesce(max(seq), 0) FROM events")) || !query.next())
        fail(writeProblem(mPath, query.lastError()));
    qint64 last = query.value(0).toLongLong();
    for (const Event &event : events) {
        QString problem;
        try {
            problem = insert(event, last);
        } catch (const StaleLogError &) {
            QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
            throw;
        }
        if (!problem.isEmpty())
            fail(problem);
    }
    faultPoint("sqlitestore.inserted");
    if (!query.exec(QStringLiteral("COMMIT")))
        fail(writeProblem(mPath, query.lastError()));
    faultPoint("sqlitestore.committed");
}

} // namespace adjutant::core
