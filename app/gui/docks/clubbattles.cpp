// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/gui/docks/clubbattles.h"

#include "core/battlesession.h"
#include "core/error.h"
#include "core/memorystore.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QSqlQuery>

#include <optional>

namespace adjutant::app {

namespace {

constexpr int lastEventCount = 3;

QString tr(const char *text)
{
    return QCoreApplication::translate("ClubBattles", text);
}

void readInto(ClubBattleLine &line, core::BattleSession &session)
{
    const core::Battle &battle = session.battle();
    line.turn = QString::number(battle.turn);
    const QList<core::Event> &events = session.events();
    for (qsizetype i = qMax<qsizetype>(0, events.size() - lastEventCount); i < events.size(); ++i)
        line.lastEvents << events[i].description;
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(battle.ruleset);
    if (!ruleset)
        return;
    const rulesets::Books &books = ruleset->books();
    const rulesets::BooksTerms terms = books.terms();
    QStringList sides;
    for (const rulesets::SideStanding &side : books.standing(battle)) {
        if (side.valid())
            sides << tr("%1 %2/%3").arg(side.name).arg(side.points).arg(side.threshold) +
                         (side.reached ? QStringLiteral(" ") + terms.reached : QString());
        else
            sides << tr("%1: %2").arg(side.name, side.error);
    }
    line.standing = sides.join(QStringLiteral(" · "));
    if (!terms.points.isEmpty() && !terms.threshold.isEmpty())
        line.standingHelp = tr("Each side's %1 against its %2").arg(terms.points, terms.threshold);
}

// Marks `line` damaged: `reason` is the store's, which names an event by its number and may name
// its type or fields; the umpire is told from which event, in words of the window.
void markDamaged(ClubBattleLine &line, const QString &reason)
{
    line.damaged = true;
    line.damage = oneLine(reason);
    const QRegularExpressionMatch event = QRegularExpression(QStringLiteral("event (\\d+)")).match(reason);
    line.error = event.hasMatch()
        ? tr("damaged on the server from event %1 on: it cannot be shown").arg(event.captured(1))
        : tr("damaged on the server: it cannot be shown");
}

ClubBattleLine lineOf(const core::PostgresStore::BattleInfo &info)
{
    ClubBattleLine line;
    line.id = info.id;
    line.name = info.name;
    line.event = info.event;
    line.table = info.tableLogin;
    return line;
}

} // namespace

QString oneLine(const QString &message)
{
    return message.simplified();
}

bool mayAppend(const QString &server, const QUuid &battle)
{
    // The policies of core/migrations/postgres/0000_to_0001.sql, asked rather than tried: the
    // tables' owner (the secretary), the battle's table, or an umpire of its event.
    try {
        core::PgConnection connection(server);
        QSqlQuery &query = connection.run(
            QStringLiteral("SELECT has_table_privilege('events', 'INSERT') AND ("
                           " pg_has_role((SELECT tableowner FROM pg_tables WHERE tablename = 'events'"
                           "              AND schemaname = current_schema()), 'USAGE')"
                           " OR (pg_has_role('adjutant_table', 'USAGE') AND b.table_login = session_user)"
                           " OR (pg_has_role('adjutant_umpire', 'USAGE') AND EXISTS ("
                           "     SELECT 1 FROM umpires u WHERE u.login = session_user AND u.event = b.event)))"
                           " FROM battles b WHERE b.id = ?::uuid"),
            {battle.toString(QUuid::WithoutBraces)});
        return query.next() && query.value(0).toBool();
    } catch (const core::Error &) {
        return false;
    }
}

QList<ClubBattleLine> clubBattles(const QString &server)
{
    core::PgConnection connection(server);
    core::PostgresStore::checkSchema(connection);
    return ClubBattles(connection).readAll();
}

struct ClubBattles::Followed
{
    core::PostgresStore::BattleInfo info;
    std::unique_ptr<core::BattleSession> session; // on a copy of its log in memory
};

ClubBattles::ClubBattles(core::PgConnection &connection) : mConnection(connection) {}

ClubBattles::~ClubBattles() = default;

ClubBattleLine ClubBattles::follow(const core::PostgresStore::BattleInfo &info, const core::PostgresStore::BattleLog &log)
{
    auto followed = std::make_unique<Followed>();
    followed->info = info;
    ClubBattleLine line = lineOf(info);
    if (!log.damage.isEmpty()) {
        markDamaged(line, log.damage);
    } else if (!log.events.isEmpty()) {
        auto store = std::make_unique<core::MemoryStore>(log.events);
        const QString copy = store->location() + QStringLiteral(": "); // the copy is no news to the umpire
        try {
            followed->session = core::BattleSession::open(std::move(store));
            readInto(line, *followed->session);
        } catch (const core::Error &error) {
            QString reason = error.message();
            if (reason.startsWith(copy))
                reason.remove(0, copy.size());
            markDamaged(line, reason);
        }
    }
    mFollowed[info.id] = std::move(followed);
    return line;
}

QList<ClubBattleLine> ClubBattles::readAll()
{
    mFollowed.clear();
    const QList<core::PostgresStore::BattleInfo> infos = core::PostgresStore::battles(mConnection);
    const QHash<QUuid, core::PostgresStore::BattleLog> logs = core::PostgresStore::allEvents(mConnection);
    QList<ClubBattleLine> lines;
    for (const core::PostgresStore::BattleInfo &info : infos)
        lines << follow(info, logs.value(info.id));
    return lines;
}

ClubBattleLine ClubBattles::read(const QUuid &battle)
{
    std::optional<core::PostgresStore::BattleInfo> known;
    if (const auto found = mFollowed.find(battle); found != mFollowed.end()) {
        Followed &followed = *found->second;
        known = followed.info;
        if (followed.session) {
            try {
                core::BattleSession &session = *followed.session;
                for (const core::Event &event :
                     core::PostgresStore::eventsAfter(mConnection, battle, session.events().last().seq))
                    session.store().append(event);
                session.catchUp();
                ClubBattleLine line = lineOf(followed.info);
                readInto(line, session);
                return line;
            } catch (const core::Error &) {
                // Read whole below: that tells a damaged log from a server out of reach.
            }
        }
    }
    try {
        return follow(core::PostgresStore::battle(mConnection, battle), core::PostgresStore::battleLog(mConnection, battle));
    } catch (const core::Error &error) {
        ClubBattleLine line = known ? lineOf(*known) : ClubBattleLine{};
        line.id = battle;
        line.error = oneLine(error.message());
        mFollowed.erase(battle); // read whole next time
        return line;
    }
}

QString standbyWords(std::pair<bool, double> replay, int pollMs)
{
    const auto [caughtUp, lag] = replay;
    const QString read = tr("read every %1 s").arg(pollMs / 1000);
    return caughtUp   ? tr("on a standby caught up with its primary; %1").arg(read)
        : lag >= 0 ? tr("on a standby %1 s behind its primary; %2").arg(QLocale().toString(lag, 'f', 1), read)
                   : tr("on a standby still replaying what its primary sent; %1").arg(read);
}

} // namespace adjutant::app
