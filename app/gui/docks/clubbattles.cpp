#include "app/gui/docks/clubbattles.h"

#include "core/battlesession.h"
#include "core/error.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"

#include <QCoreApplication>
#include <QSqlQuery>

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
    QList<ClubBattleLine> lines;
    for (const core::PostgresStore::BattleInfo &info : core::PostgresStore::battles(server)) {
        ClubBattleLine line = lineOf(info);
        if (info.lastSeq > 0) {
            try {
                auto session = core::BattleSession::open(core::PostgresStore::open(server, info.id.toString(QUuid::WithoutBraces)));
                readInto(line, *session);
            } catch (const core::Error &error) {
                line.error = oneLine(error.message());
            }
        }
        lines << line;
    }
    return lines;
}

ClubBattleLine clubBattle(const QString &server, const QUuid &battle)
{
    ClubBattleLine line;
    line.id = battle;
    try {
        auto store = core::PostgresStore::open(server, battle.toString(QUuid::WithoutBraces));
        line = lineOf(store->info());
        if (store->lastSeq() > 0) {
            auto session = core::BattleSession::open(std::move(store));
            readInto(line, *session);
        }
    } catch (const core::Error &error) {
        line.error = oneLine(error.message());
    }
    return line;
}

} // namespace adjutant::app
