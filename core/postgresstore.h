// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/gamestore.h"

#include <QHash>

#include <memory>

class QObject;
class QTimer;

namespace adjutant::core {

class PgConnection;

// The club server's store: one battle among the many of a PostgreSQL database set up by
// `adjutant-cli club init` (docs/club.md), reached through Qt's QPSQL driver. Appends are single
// statements, safe to repeat: a lost connection is made again and the statement sent once more,
// and the event's id keeps it from being recorded twice. Who may append to which battle is the
// database's business (row-level security), not this class's. New events are announced with
// PostgreSQL's NOTIFY; on a hot standby, which announces nothing, watch() asks every
// core::standbyPollMs instead.
class PostgresStore final : public GameStore
{
public:
    struct BattleInfo
    {
        QUuid id;
        QString name;
        QString event;
        QString tableLogin;
        qint64 lastSeq = 0;
    };
    // A battle's log as allEvents() reads it: its events, or why they cannot be read (then none).
    struct BattleLog
    {
        QList<Event> events;
        QString damage;
    };

    // Opens battle `battle` (its name or its id) on `server` (a URI or a connection string, see
    // PgConnection).
    static std::unique_ptr<PostgresStore> open(const QString &server, const QString &battle);
    // Starts a new, empty battle `name` with identity `id` in `event`, played by `tableLogin`
    // (the connecting login when empty).
    static std::unique_ptr<PostgresStore> create(const QString &server, const QUuid &id, const QString &name,
                                                 const QString &event = {}, const QString &tableLogin = {});
    // The battles on the server, by name.
    static QList<BattleInfo> battles(const QString &server);
    // The same over a connection the caller keeps (checked with checkSchema()).
    static QList<BattleInfo> battles(PgConnection &connection);
    // One battle by id over a connection the caller keeps. Throws core::Error if there is none.
    static BattleInfo battle(PgConnection &connection, const QUuid &id);
    // Every event of every battle this login reads, by battle, each battle's in seq order, in one
    // query: a whole club read at once (the umpire's club window). A battle whose stored events
    // cannot be read says why; the others are read all the same.
    static QHash<QUuid, BattleLog> allEvents(PgConnection &connection);
    // The same for one battle.
    static BattleLog battleLog(PgConnection &connection, const QUuid &battle);
    // The events of `battle` after `seq`, over a connection the caller keeps.
    static QList<Event> eventsAfter(PgConnection &connection, const QUuid &battle, qint64 seq);
    // Creates or upgrades the club schema, its roles and policies (`club init`); run as the
    // database's owner. Returns the schema version it found.
    static int initialize(const QString &server);
    // Throws core::Error unless `connection` is on a club database of this version's schema.
    static void checkSchema(PgConnection &connection);
    // The club schema's version on `connection`'s database; 0 when it is no club database.
    static int schemaVersion(PgConnection &connection);

    ~PostgresStore() override;
    PostgresStore(const PostgresStore &) = delete;
    PostgresStore &operator=(const PostgresStore &) = delete;

    const BattleInfo &info() const { return mInfo; }
    QString location() const override;
    QUuid battleId() const override { return mInfo.id; }
    QString author() const override;
    qint64 lastSeq() override;
    QList<Event> eventsAfter(qint64 seq) override;
    // When the connection is lost as the event is sent and cannot be made again at once, tries
    // again for up to settleSeconds (setSettleSeconds; none by default) until a server takes it:
    // sending it again records it once (its id is unique in its battle). Still lost: throws
    // core::ConnectionLostError saying it may or may not have been recorded, never that it was not.
    void append(const Event &event) override;
    void watch(std::function<void()> listener) override;
    std::optional<std::pair<bool, double>> standbyReplay() override;
    // How long append() keeps trying to settle an event whose answer was lost: a one-shot client
    // (the CLI) waits out a failover; a table's journal does not need to (it sends again).
    void setSettleSeconds(int seconds) { mSettleSeconds = seconds; }

private:
    void sendOnce(const Event &event);
    PostgresStore(std::unique_ptr<PgConnection> connection, BattleInfo info);
    static BattleInfo find(PgConnection &connection, const QString &battle);
    void listen();
    std::unique_ptr<PgConnection> mConnection;
    BattleInfo mInfo;
    std::unique_ptr<QObject> mContext;
    QTimer *mPoll = nullptr; // on a hot standby, owned by mContext
    std::function<void()> mListener;
    int mSettleSeconds = 0;
};

} // namespace adjutant::core
