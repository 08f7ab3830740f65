// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/postgresstore.h"

#include "core/clubservercheck.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/pgconnection.h"
#include "core/schemamigrator.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QThread>
#include <QTimer>

#include <algorithm>

namespace adjutant::core {

namespace {

const QString channel = QStringLiteral("adjutant_events");
constexpr int schema = SchemaMigrator::postgresVersion;

QString text(const QUuid &id)
{
    return id.toString(QUuid::WithoutBraces);
}

QString compact(const QJsonDocument &document)
{
    return QString::fromUtf8(document.toJson(QJsonDocument::Compact));
}

} // namespace

int PostgresStore::schemaVersion(PgConnection &connection)
{
    QSqlQuery &exists = connection.run(QStringLiteral("SELECT to_regclass('schema_version') IS NOT NULL"));
    if (!exists.next() || !exists.value(0).toBool())
        return 0;
    QSqlQuery &query = connection.run(QStringLiteral("SELECT version FROM schema_version"));
    return query.next() ? query.value(0).toInt() : 0;
}

void PostgresStore::checkSchema(PgConnection &connection)
{
    const int found = schemaVersion(connection);
    if (found == 0) {
        throw Error(QStringLiteral("%1: is not an Adjutant club database (set it up with: adjutant-cli club init)")
                        .arg(connection.display()));
    }
    if (found > schema) {
        throw Error(QStringLiteral("%1: was set up by a newer Adjutant (club schema %2; this version reads up to "
                                   "%3)")
                        .arg(connection.display())
                        .arg(found)
                        .arg(schema));
    }
    if (found < schema) {
        throw Error(QStringLiteral("%1: has club schema %2; the club's secretary upgrades it to %3 with: "
                                   "adjutant-cli club init")
                        .arg(connection.display())
                        .arg(found)
                        .arg(schema));
    }
}

namespace {

const QString battleColumns = QStringLiteral(
    "SELECT b.id, b.name, b.event, b.table_login, "
    "(SELECT coalesce(max(seq), 0) FROM events e WHERE e.battle = b.id) FROM battles b ");

PostgresStore::BattleInfo battleFrom(const QSqlQuery &query)
{
    return {QUuid(query.value(0).toString()), query.value(1).toString(), query.value(2).toString(),
            query.value(3).toString(), query.value(4).toLongLong()};
}

} // namespace

PostgresStore::PostgresStore(std::unique_ptr<PgConnection> connection, BattleInfo info)
    : mConnection(std::move(connection)), mInfo(std::move(info)), mContext(std::make_unique<QObject>())
{
    mConnection->setOnReconnect([this] {
        if (mListener && !mPoll)
            listen();
    });
}

PostgresStore::~PostgresStore() = default;

PostgresStore::BattleInfo PostgresStore::find(PgConnection &connection, const QString &battle)
{
    const QUuid id(battle);
    QSqlQuery &query = id.isNull()
        ? connection.run(battleColumns + QStringLiteral("WHERE b.name = ?"), {battle})
        : connection.run(battleColumns + QStringLiteral("WHERE b.id = ?::uuid"), {text(id)});
    if (!query.next())
        throw Error(QStringLiteral("%1: has no battle \"%2\"").arg(connection.display(), battle));
    return battleFrom(query);
}

std::unique_ptr<PostgresStore> PostgresStore::open(const QString &server, const QString &battle)
{
    auto connection = std::make_unique<PgConnection>(server);
    checkSchema(*connection);
    BattleInfo info = find(*connection, battle);
    return std::unique_ptr<PostgresStore>(new PostgresStore(std::move(connection), std::move(info)));
}

std::unique_ptr<PostgresStore> PostgresStore::create(const QString &server, const QUuid &id, const QString &name,
                                                     const QString &event, const QString &tableLogin)
{
    auto connection = std::make_unique<PgConnection>(server);
    checkSchema(*connection);
    if (name.trimmed().isEmpty())
        throw Error(QStringLiteral("%1: a club battle needs a name").arg(connection->display()));
    QSqlQuery &existing = connection->run(QStringLiteral("SELECT name FROM battles WHERE id = ?::uuid OR name = ?"),
                                         {text(id), name});
    if (existing.next()) {
        throw Error(QStringLiteral("%1: already has a battle \"%2\"")
                        .arg(connection->display(), existing.value(0).toString()));
    }
    try {
        connection->run(QStringLiteral("INSERT INTO battles (id, name, event, table_login) "
                                       "VALUES (?::uuid, ?, ?, coalesce(nullif(?, ''), session_user))"),
                        {text(id), name, event.isNull() ? QStringLiteral("") : event, tableLogin});
    } catch (const Error &error) {
        throw Error(QStringLiteral("cannot start battle \"%1\": %2").arg(name, error.message()));
    }
    BattleInfo info = find(*connection, text(id));
    return std::unique_ptr<PostgresStore>(new PostgresStore(std::move(connection), std::move(info)));
}

QList<PostgresStore::BattleInfo> PostgresStore::battles(const QString &server)
{
    PgConnection connection(server);
    checkSchema(connection);
    return battles(connection);
}

QList<PostgresStore::BattleInfo> PostgresStore::battles(PgConnection &connection)
{
    QSqlQuery &query = connection.run(battleColumns + QStringLiteral("ORDER BY b.event, b.name"));
    QList<BattleInfo> result;
    while (query.next())
        result << battleFrom(query);
    return result;
}

PostgresStore::BattleInfo PostgresStore::battle(PgConnection &connection, const QUuid &id)
{
    return find(connection, text(id));
}

int PostgresStore::initialize(const QString &server)
{
    PgConnection connection(server);
    const int found = schemaVersion(connection);
    if (found > schema) {
        throw Error(QStringLiteral("%1: was set up by a newer Adjutant (club schema %2; this version reads up to "
                                   "%3)")
                        .arg(connection.display())
                        .arg(found)
                        .arg(schema));
    }
    QSqlDatabase db = connection.db();
    try {
        SchemaMigrator::migrate(db, found, schema, SchemaMigrator::builtIn(SchemaMigrator::Dialect::Postgres));
    } catch (const Error &error) {
        throw Error(QStringLiteral("%1: %2").arg(connection.display(), error.message()));
    }
    return found;
}

QString PostgresStore::location() const
{
    return QStringLiteral("%1, battle \"%2\"").arg(mConnection->display(), mInfo.name);
}

QString PostgresStore::author() const
{
    return mConnection->login();
}

qint64 PostgresStore::lastSeq()
{
    QSqlQuery &query = mConnection->run(QStringLiteral("SELECT coalesce(max(seq), 0) FROM events WHERE battle = ?::uuid"), {text(mInfo.id)});
    return query.next() ? query.value(0).toLongLong() : 0;
}

namespace {

const QString eventColumns = QStringLiteral(
    "SELECT seq, id, author, (extract(epoch FROM recorded_at) * 1000)::bigint, type, type_version, turn, phase, "
    "payload::text, description, undo::text, battle FROM events ");

// One row of eventColumns. Throws core::Error saying what is wrong with it, for the caller to
// say where.
Event eventFrom(const QSqlQuery &query)
{
    Event event;
    event.seq = query.value(0).toLongLong();
    event.id = QUuid(query.value(1).toString());
    event.author = query.value(2).toString();
    event.time = QDateTime::fromMSecsSinceEpoch(query.value(3).toLongLong(), Qt::UTC);
    event.type = query.value(4).toString();
    event.version = query.value(5).toInt();
    event.turn = query.value(6).toInt();
    event.phase = query.value(7).toString();
    const QJsonDocument payload = QJsonDocument::fromJson(query.value(8).toByteArray());
    if (!payload.isObject())
        throw Error(QStringLiteral("is damaged: event %1 has an unreadable payload").arg(event.seq));
    event.payload = payload.object();
    event.description = query.value(9).toString();
    if (!query.isNull(10)) {
        try {
            const QJsonArray changes = QJsonDocument::fromJson(query.value(10).toByteArray()).array();
            for (qsizetype i = 0; i < changes.size(); ++i)
                event.undo << Change::fromJson(changes[i], QStringLiteral("undo"), i);
        } catch (const Error &error) {
            throw Error(QStringLiteral("event %1: %2").arg(event.seq).arg(error.message()));
        }
    }
    return event;
}

// The same, naming `where` (the store) in a message.
Event eventFrom(const QSqlQuery &query, const QString &where)
{
    try {
        return eventFrom(query);
    } catch (const Error &error) {
        throw Error(QStringLiteral("%1: %2").arg(where, error.message()));
    }
}

} // namespace

QList<Event> PostgresStore::eventsAfter(qint64 seq)
{
    QSqlQuery &query = mConnection->run(eventColumns + QStringLiteral("WHERE battle = ?::uuid AND seq > ? ORDER BY seq"),
                                        {text(mInfo.id), seq});
    QList<Event> events;
    while (query.next())
        events << eventFrom(query, location());
    return events;
}

QList<Event> PostgresStore::eventsAfter(PgConnection &connection, const QUuid &battle, qint64 seq)
{
    QSqlQuery &query = connection.run(eventColumns + QStringLiteral("WHERE battle = ?::uuid AND seq > ? ORDER BY seq"),
                                      {text(battle), seq});
    QList<Event> events;
    while (query.next())
        events << eventFrom(query, QStringLiteral("%1, battle %2").arg(connection.display(), text(battle)));
    return events;
}

namespace {

// The rows of eventColumns, by battle: a battle's events, or why they cannot be read.
QHash<QUuid, PostgresStore::BattleLog> logsFrom(QSqlQuery &query)
{
    QHash<QUuid, PostgresStore::BattleLog> logs;
    while (query.next()) {
        PostgresStore::BattleLog &log = logs[QUuid(query.value(11).toString())];
        if (!log.damage.isEmpty())
            continue;
        try {
            log.events << eventFrom(query);
        } catch (const Error &error) {
            // One battle's damage is that battle's: the others are read all the same.
            log.events.clear();
            log.damage = error.message();
        }
    }
    return logs;
}

} // namespace

QHash<QUuid, PostgresStore::BattleLog> PostgresStore::allEvents(PgConnection &connection)
{
    return logsFrom(connection.run(eventColumns + QStringLiteral("ORDER BY battle, seq")));
}

PostgresStore::BattleLog PostgresStore::battleLog(PgConnection &connection, const QUuid &battle)
{
    return logsFrom(connection.run(eventColumns + QStringLiteral("WHERE battle = ?::uuid ORDER BY seq"), {text(battle)}))
        .value(battle);
}

void PostgresStore::append(const Event &event)
{
    QElapsedTimer settling;
    settling.start();
    for (int wait = 100;; wait = std::min(2 * wait, 1000)) {
        try {
            sendOnce(event);
            return;
        } catch (const ConnectionLostError &error) {
            if (settling.elapsed() + wait > qint64(mSettleSeconds) * 1000) {
                throw ConnectionLostError(
                    QStringLiteral("%1: event %2 may or may not have been recorded: the connection was lost as it was "
                                   "sent%3 (sending it again records it once): %4")
                        .arg(location())
                        .arg(event.seq)
                        .arg(mSettleSeconds > 0 ? QStringLiteral(" and was not made again within %1 s").arg(mSettleSeconds)
                                                : QString())
                        .arg(error.message().section(QStringLiteral(": "), -1)));
            }
            QThread::msleep(wait);
        }
    }
}

void PostgresStore::sendOnce(const Event &event)
{
    QJsonArray undo;
    for (const Change &change : event.undo)
        undo.append(change.toJson());
    const QUuid id = event.id.isNull() ? QUuid::createUuid() : event.id;
    // One statement: the seq check and the insert cannot be split by another writer (a second
    // insert of the same seq waits for the first and then conflicts), and repeating it after a
    // lost answer records nothing more (the event's id is unique in its battle).
    QSqlQuery &insert = mConnection->run(
        QStringLiteral("INSERT INTO events (battle, seq, id, recorded_at, type, type_version, turn, phase, "
                       "payload, description, undo) "
                       "SELECT ?::uuid, ?::bigint, ?::uuid, to_timestamp(?::bigint / 1000.0), ?, ?::integer, "
                       "?::integer, ?, ?::jsonb, ?, ?::jsonb "
                       "WHERE (SELECT coalesce(max(seq), 0) FROM events WHERE battle = ?::uuid) = ?::bigint "
                       "ON CONFLICT DO NOTHING"),
        {text(mInfo.id), event.seq, text(id), event.time.toMSecsSinceEpoch(), event.type, event.version, event.turn,
         event.phase.isNull() ? QStringLiteral("") : event.phase, compact(QJsonDocument(event.payload)),
         event.description.isNull() ? QStringLiteral("") : event.description,
         event.undo.isEmpty() ? QVariant(QMetaType::fromType<QString>()) : QVariant(compact(QJsonDocument(undo))),
         text(mInfo.id), event.seq - 1});
    if (insert.numRowsAffected() == 1)
        return;
    QSqlQuery &stored = mConnection->run(QStringLiteral("SELECT seq FROM events WHERE battle = ?::uuid AND id = ?::uuid"),
                                        {text(mInfo.id), text(id)});
    if (stored.next()) {
        if (stored.value(0).toLongLong() == event.seq)
            return; // recorded by an earlier try whose answer was lost
        throw Error(QStringLiteral("%1: holds this event already, as event %2").arg(location()).arg(stored.value(0).toLongLong()));
    }
    throw StaleLogError(location(), lastSeq(), event.seq - 1);
}

void PostgresStore::listen()
{
    mConnection->listen(channel, mContext.get(), [this](bool ours, const QVariant &payload) {
        // Our own appends are no news.
        if (!ours && payload.toString() == text(mInfo.id) && mListener)
            mListener();
    });
}

std::optional<std::pair<bool, double>> PostgresStore::standbyReplay()
{
    if (!isStandby(*mConnection))
        return std::nullopt;
    return core::standbyReplay(*mConnection);
}

void PostgresStore::watch(std::function<void()> listener)
{
    mListener = std::move(listener);
    delete mPoll;
    mPoll = nullptr;
    if (!mListener) {
        mConnection->unlisten(channel, mContext.get());
        return;
    }
    // A connection lost here is made again at the next call, which listens then.
    bool standby = false;
    try {
        standby = isStandby(*mConnection);
    } catch (const Error &) {
    }
    if (!standby) {
        listen();
        return;
    }
    // A hot standby refuses LISTEN: asked every standbyPollMs whether the log grew (the listener
    // asks lastSeq()), which is what a spectator's window needs.
    mPoll = standbyPoll(mContext.get(), mListener);
    mPoll->start();
}

} // namespace adjutant::core
