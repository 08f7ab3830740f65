#include "core/sqlitestore.h"

#include "core/error.h"
#include "core/jsonreader.h"
#include "core/schemamigrator.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>
#include <QUrl>

#include <atomic>

namespace adjutant::core {

namespace {

QString newConnectionName()
{
    static std::atomic<int> counter{0};
    return QStringLiteral("adjutant-sqlite-%1").arg(counter++);
}

// Removes the connection when the scope ends (QSqlDatabase handles must be gone first).
class ScopedConnection
{
public:
    enum class Mode { ReadWrite, ReadOnly, Immutable };

    ScopedConnection(const QString &path, Mode mode) : mName(newConnectionName())
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), mName);
        db.setDatabaseName(path);
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

[[noreturn]] void refuse(const QString &path, const QString &problem)
{
    throw Error(QStringLiteral("%1: %2").arg(path, problem));
}

// quick_check's report starts with a "*** in database main ***" heading; the first finding follows.
QString firstFinding(const QString &report)
{
    for (const QString &line : report.split(QLatin1Char('\n'))) {
        if (!line.trimmed().isEmpty() && !line.startsWith(QLatin1String("***")))
            return line.trimmed();
    }
    return report.trimmed();
}

// SQLite's own words ("database disk image is malformed"), without Qt's "Unable to fetch row".
QString problemOf(const QSqlError &error)
{
    return error.databaseText().isEmpty() ? error.text() : error.databaseText();
}

} // namespace

SqliteStore::SqliteStore(QString path, QString connection)
    : mPath(std::move(path)), mConnection(std::move(connection))
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

void SqliteStore::checkReadable(const QString &path, int *schema)
{
    const QFileInfo info(path);
    if (!info.exists())
        refuse(path, QStringLiteral("no such file"));
    if (!info.isFile())
        refuse(path, QStringLiteral("is not a file"));
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        refuse(path, QStringLiteral("cannot be read: %1").arg(file.errorString()));
    static const QByteArray sqliteMagic("SQLite format 3\0", 16);
    if (file.read(16) != sqliteMagic)
        refuse(path, QStringLiteral("is not an Adjutant battle file"));
    file.close();

    // Inspect read-only: nothing is written until the file has proved to be ours. Even a read-only
    // connection to a WAL-mode file creates -wal and -shm files beside it and leaves them there;
    // without a -wal file the whole database is in the main file, which can then be read as
    // immutable. A -wal file that exists (a crash, another program) must be read with it.
    const bool hasWal = QFileInfo::exists(path + QLatin1String("-wal"));
    ScopedConnection connection(path, hasWal ? ScopedConnection::Mode::ReadOnly
                                             : ScopedConnection::Mode::Immutable);
    if (!connection.opened())
        refuse(path, QStringLiteral("cannot be opened: %1").arg(connection.error()));
    QSqlDatabase db = connection.db();
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA application_id")) || !query.next())
        refuse(path, QStringLiteral("is damaged: %1").arg(problemOf(query.lastError())));
    if (query.value(0).toLongLong() != applicationId)
        refuse(path, QStringLiteral("is not an Adjutant battle file (it is a database of another program)"));
    if (!query.exec(QStringLiteral("PRAGMA quick_check")) || !query.next())
        refuse(path, QStringLiteral("is damaged: %1").arg(problemOf(query.lastError())));
    if (query.value(0).toString() != QLatin1String("ok"))
        refuse(path, QStringLiteral("is damaged: %1").arg(firstFinding(query.value(0).toString())));
    if (!query.exec(QStringLiteral("SELECT version FROM schema_version")) || !query.next())
        refuse(path, QStringLiteral("is damaged: it has no schema version"));
    *schema = query.value(0).toInt();
    if (*schema > SchemaMigrator::sqliteVersion) {
        refuse(path, QStringLiteral("was written by a newer Adjutant (file schema %1; this version reads up "
                                    "to %2). The file was not changed.")
                         .arg(*schema)
                         .arg(SchemaMigrator::sqliteVersion));
    }
    if (*schema < 1)
        refuse(path, QStringLiteral("is damaged: schema version %1").arg(*schema));
}

void SqliteStore::configure()
{
    QSqlDatabase db = QSqlDatabase::database(mConnection, false);
    QSqlQuery query(db);
    for (const char *pragma : {"PRAGMA journal_mode=WAL", "PRAGMA synchronous=FULL"}) {
        if (!query.exec(QLatin1String(pragma)))
            refuse(mPath, QStringLiteral("cannot be prepared for writing: %1").arg(query.lastError().text()));
    }
}

std::unique_ptr<SqliteStore> SqliteStore::create(const QString &path, const QUuid &battle)
{
    if (QFileInfo::exists(path))
        refuse(path, QStringLiteral("already exists; choose another name"));
    ScopedConnection connection(path, ScopedConnection::Mode::ReadWrite);
    if (!connection.opened())
        refuse(path, QStringLiteral("cannot be created: %1").arg(connection.error()));
    QSqlDatabase db = connection.db();
    QSqlQuery query(db);
    if (!query.exec(QStringLiteral("PRAGMA application_id = %1").arg(applicationId)))
        refuse(path, QStringLiteral("cannot be created: %1").arg(query.lastError().text()));
    std::unique_ptr<SqliteStore> store(new SqliteStore(path, connection.release()));
    store->configure();
    SchemaMigrator::migrate(db, 0, SchemaMigrator::sqliteVersion, SchemaMigrator::builtIn(SchemaMigrator::Dialect::Sqlite));
    if (!battle.isNull()) {
        query.prepare(QStringLiteral("UPDATE battle SET id = ?"));
        query.addBindValue(battle.toRfc4122());
        if (!query.exec())
            refuse(path, QStringLiteral("cannot be created: %1").arg(query.lastError().text()));
    }
    store->readIdentity();
    return store;
}

std::unique_ptr<SqliteStore> SqliteStore::open(const QString &path)
{
    int schema = 0;
    checkReadable(path, &schema);
    ScopedConnection connection(path, ScopedConnection::Mode::ReadWrite);
    if (!connection.opened())
        refuse(path, QStringLiteral("cannot be opened for writing: %1").arg(connection.error()));
    QSqlDatabase db = connection.db();
    std::unique_ptr<SqliteStore> store(new SqliteStore(path, connection.release()));
    store->configure();
    if (schema < SchemaMigrator::sqliteVersion)
        SchemaMigrator::migrate(db, schema, SchemaMigrator::sqliteVersion,
                                SchemaMigrator::builtIn(SchemaMigrator::Dialect::Sqlite));
    store->readIdentity();
    return store;
}

void SqliteStore::readIdentity()
{
    QSqlQuery query(QSqlDatabase::database(mConnection, false));
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

QList<Event> SqliteStore::eventsAfter(qint64 seq)
{
    QSqlQuery query(QSqlDatabase::database(mConnection, false));
    query.setForwardOnly(true);
    query.prepare(QStringLiteral("SELECT seq, recorded_at, type, type_version, turn, phase, payload, description, "
                                 "undo, id, author FROM events WHERE seq > ? ORDER BY seq"));
    query.addBindValue(seq);
    if (!query.exec())
        refuse(mPath, QStringLiteral("cannot read the log: %1").arg(query.lastError().text()));
    QList<Event> events;
    while (query.next()) {
        Event event;
        event.seq = query.value(0).toLongLong();
        event.id = QUuid::fromRfc4122(query.value(9).toByteArray());
        event.author = query.value(10).toString();
        event.time = QDateTime::fromMSecsSinceEpoch(query.value(1).toLongLong(), Qt::UTC);
        event.type = query.value(2).toString();
        event.version = query.value(3).toInt();
        event.turn = query.value(4).toInt();
        event.phase = query.value(5).toString();
        const QJsonDocument payload = QJsonDocument::fromJson(query.value(6).toByteArray());
        if (!payload.isObject())
            refuse(mPath, QStringLiteral("is damaged: event %1 has an unreadable payload").arg(event.seq));
        event.payload = payload.object();
        event.description = query.value(7).toString();
        if (!query.isNull(8)) {
            const QJsonDocument undo = QJsonDocument::fromJson(query.value(8).toByteArray());
            if (!undo.isArray())
                refuse(mPath, QStringLiteral("is damaged: event %1 has unreadable undo data").arg(event.seq));
            try {
                const QJsonArray changes = undo.array();
                for (qsizetype i = 0; i < changes.size(); ++i)
                    event.undo << Change::fromJson(changes[i], JsonReader::pathOf(QStringLiteral("undo"), i));
            } catch (const Error &error) {
                refuse(mPath, QStringLiteral("is damaged: event %1: %2").arg(event.seq).arg(error.message()));
            }
        }
        events << event;
    }
    return events;
}

QString SqliteStore::insert(const Event &event, qint64 &last)
{
    QSqlQuery query(QSqlDatabase::database(mConnection, false));
    if (!event.id.isNull() && event.seq <= last) {
        query.prepare(QStringLiteral("SELECT 1 FROM events WHERE id = ? AND seq = ?"));
        query.addBindValue(event.id.toRfc4122());
        query.addBindValue(event.seq);
        if (!query.exec())
            return QStringLiteral("cannot record: %1").arg(query.lastError().text());
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
        return QStringLiteral("cannot record: %1").arg(query.lastError().text());
    ++last;
    return {};
}

void SqliteStore::append(const Event &event)
{
    appendAll({event});
}

void SqliteStore::appendAll(const QList<Event> &events)
{
    QSqlDatabase db = QSqlDatabase::database(mConnection, false);
    QSqlQuery query(db);
    // BEGIN IMMEDIATE takes the write lock before the seq check, so the check and the insert
    // cannot be split by another writer.
    if (!query.exec(QStringLiteral("BEGIN IMMEDIATE")))
        refuse(mPath, QStringLiteral("cannot record: %1").arg(query.lastError().text()));
    auto fail = [&](const QString &problem) {
        QSqlQuery(db).exec(QStringLiteral("ROLLBACK"));
        refuse(mPath, problem);
    };
    if (!query.exec(QStringLiteral("SELECT coalesce(max(seq), 0) FROM events")) || !query.next())
        fail(QStringLiteral("cannot record: %1").arg(query.lastError().text()));
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
    if (!query.exec(QStringLiteral("COMMIT")))
        fail(QStringLiteral("cannot record: %1").arg(query.lastError().text()));
}

} // namespace adjutant::core
