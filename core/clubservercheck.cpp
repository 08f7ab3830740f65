// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/clubservercheck.h"

#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include <QObject>
#include <QSqlQuery>
#include <QTimer>
#include <QVariant>

#include <algorithm>
#include <tuple>
#include <utility>

namespace adjutant::core {

namespace {

// libpq's key=value options (PostgreSQL 15 docs, 34.1.1.1): a value single-quoted (a quote and
// a backslash escaped with a backslash) or up to the next space.
QList<std::pair<QString, QString>> options(const QString &conninfo)
{
    QList<std::pair<QString, QString>> result;
    qsizetype i = 0;
    const qsizetype n = conninfo.size();
    while (i < n) {
        while (i < n && conninfo[i].isSpace())
            ++i;
        const qsizetype equals = conninfo.indexOf(QLatin1Char('='), i);
        if (i >= n || equals < 0)
            break;
        const QString key = conninfo.mid(i, equals - i).trimmed();
        i = equals + 1;
        while (i < n && conninfo[i].isSpace())
            ++i;
        QString value;
        if (i < n && conninfo[i] == QLatin1Char('\'')) {
            for (++i; i < n && conninfo[i] != QLatin1Char('\''); ++i) {
                if (conninfo[i] == QLatin1Char('\\') && i + 1 < n)
                    ++i;
                value += conninfo[i];
            }
            ++i;
        } else {
            while (i < n && !conninfo[i].isSpace())
                value += conninfo[i++];
        }
        result.append({key, value});
    }
    return result;
}

QString quotedValue(QString value)
{
    value.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('\''), QLatin1String("\\'"));
    return QLatin1Char('\'') + value + QLatin1Char('\'');
}

double seconds(const QVariant &value)
{
    return value.isNull() ? -1.0 : value.toDouble();
}

} // namespace

QStringList servers(const QString &server)
{
    const QList<std::pair<QString, QString>> all = options(PgConnection::givenOptions(server));
    QStringList hosts, ports;
    QStringList rest;
    for (const auto &[key, value] : all) {
        if (key == QLatin1String("host"))
            hosts = value.split(QLatin1Char(','));
        else if (key == QLatin1String("port"))
            ports = value.split(QLatin1Char(','));
        else if (key != QLatin1String("target_session_attrs"))
            rest << key + QLatin1Char('=') + quotedValue(value);
    }
    if (hosts.size() <= 1)
        return {server};
    QStringList each;
    for (qsizetype h = 0; h < hosts.size(); ++h) {
        QStringList one = rest;
        one.prepend(QStringLiteral("host=") + quotedValue(hosts[h]));
        // One port for all, or one a host (libpq's rule); an empty one is the default.
        const QString port = ports.size() == 1 ? ports.first() : ports.value(h);
        if (!port.isEmpty())
            one.insert(1, QStringLiteral("port=") + port);
        each << one.join(QLatin1Char(' '));
    }
    return each;
}

bool isStandby(PgConnection &connection)
{
    QSqlQuery &recovery = connection.run(QStringLiteral("SELECT pg_is_in_recovery()"));
    return recovery.next() && recovery.value(0).toBool();
}

QTimer *standbyPoll(QObject *context, const std::function<void()> &listener)
{
    auto *poll = new QTimer(context);
    poll->setInterval(standbyPollMs);
    QObject::connect(poll, &QTimer::timeout, context, [&listener] {
        if (listener)
            listener();
    });
    return poll;
}

std::pair<bool, double> standbyReplay(PgConnection &connection)
{
    QSqlQuery &replay = connection.run(QStringLiteral(
        "SELECT pg_last_wal_receive_lsn() IS NOT DISTINCT FROM pg_last_wal_replay_lsn(), "
        "extract(epoch FROM now() - pg_last_xact_replay_timestamp())::float8"));
    if (!replay.next())
        return {false, -1.0};
    const bool caughtUp = replay.value(0).toBool();
    return {caughtUp, caughtUp ? 0.0 : seconds(replay.value(1))};
}

ClubServerState clubServerState(const QString &server)
{
    ClubServerState state;
    state.server = PgConnection::withoutPassword(server);
    try {
        PgConnection connection(server);
        state.server = connection.display();
        state.login = connection.login();
        state.standby = isStandby(connection);
        state.schema = PostgresStore::schemaVersion(connection);
        QSqlQuery &policies = connection.run(QStringLiteral(
            "SELECT md5(coalesce(string_agg(tablename || ' ' || policyname || ' ' || permissive || ' ' || cmd || ' ' "
            "|| array_to_string(roles, ',') || ' ' || coalesce(qual, '') || ' ' || coalesce(with_check, ''), "
            "E'\\n' ORDER BY tablename, policyname), '')) FROM pg_policies WHERE schemaname = current_schema()"));
        if (policies.next())
            state.policies = policies.value(0).toString();
        if (state.standby) {
            std::tie(state.caughtUp, state.replayLagSeconds) = standbyReplay(connection);
        } else {
            QSqlQuery &standbys = connection.run(QStringLiteral(
                "SELECT application_name, state, sync_state, extract(epoch FROM replay_lag)::float8 "
                "FROM pg_stat_replication ORDER BY application_name"));
            while (standbys.next()) {
                state.standbys.append({standbys.value(0).toString(), standbys.value(1).toString(),
                                       standbys.value(2).toString(),
                                       // No lag measured lately: an idle standby that has it all.
                                       standbys.value(3).isNull() ? 0.0 : standbys.value(3).toDouble()});
            }
        }
    } catch (const Error &error) {
        state.error = error.message();
    }
    return state;
}

QStringList clubServerProblems(const QList<ClubServerState> &states)
{
    QStringList problems;
    QList<const ClubServerState *> primaries;
    for (const ClubServerState &state : states) {
        if (!state.error.isEmpty())
            problems << state.error;
        else if (!state.standby)
            primaries << &state;
        if (state.error.isEmpty() && state.schema == 0)
            problems << QStringLiteral("%1: is not an Adjutant club database (set it up with: adjutant-cli club init)")
                            .arg(state.server);
    }
    if (primaries.size() > 1) {
        QStringList names;
        for (const ClubServerState *primary : std::as_const(primaries))
            names << primary->server;
        problems << QStringLiteral("more than one primary (%1): an old primary back after a failover? Make it a "
                                   "standby of the new one before tables write to it")
                        .arg(names.join(QStringLiteral(", ")));
    }
    const ClubServerState *primary = primaries.size() == 1 ? primaries.first() : nullptr;
    if (!primary && problems.isEmpty())
        problems << QStringLiteral("no primary among them: promote a standby (docs/club.md, Failover)");
    for (const ClubServerState &state : states) {
        if (!state.error.isEmpty() || !state.standby)
            continue;
        if (primary && state.schema != primary->schema)
            problems << QStringLiteral("%1: club schema %2, the primary's %3").arg(state.server).arg(state.schema).arg(primary->schema);
        else if (primary && state.policies != primary->policies)
            problems << QStringLiteral("%1: its row-level security policies are not the primary's").arg(state.server);
        if (!state.caughtUp)
            problems << (state.replayLagSeconds < 0
                             ? QStringLiteral("%1: still replaying what it received from its primary").arg(state.server)
                             : QStringLiteral("%1: %2 s behind its primary")
                                   .arg(state.server)
                                   .arg(state.replayLagSeconds, 0, 'f', 1));
    }
    if (primary && std::any_of(primary->standbys.begin(), primary->standbys.end(),
                               [](const ClubServerState::Standby &standby) { return standby.state.isEmpty(); })) {
        problems << QStringLiteral("%1: its standbys' state is hidden from %2 (as the postgres user: GRANT "
                                   "pg_monitor TO %2)")
                        .arg(primary->server, primary->login);
    } else if (primary && !primary->standbys.isEmpty()
               && std::none_of(primary->standbys.begin(), primary->standbys.end(),
                               [](const ClubServerState::Standby &standby) { return standby.sync == QLatin1String("sync"); })) {
        // The recipe's default is synchronous: without, what the primary acknowledged last before
        // it died may never reach a standby.
        problems << QStringLiteral("%1: no standby is synchronous (synchronous_standby_names names none of them): "
                                   "events acknowledged just before this primary dies may be lost")
                        .arg(primary->server);
    }
    return problems;
}

} // namespace adjutant::core
