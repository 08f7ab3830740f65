// SPDX-License-Identifier: GPL-3.0-or-later
#include "app/cli/club.h"
#include "app/cli/output.h"
#include "app/cli/tournament.h"

#include "core/battlefile.h"
#include "core/battlesession.h"
#include "core/clubservercheck.h"
#include "core/error.h"
#include "core/journaledstore.h"
#include "core/memorystore.h"
#include "core/postgresstore.h"
#include "core/schemamigrator.h"
#include "core/sqlitestore.h"
#include "core/storesync.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"

#include <QCommandLineParser>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace adjutant::cli {

namespace {

using core::Error;
using core::PostgresStore;

void print(const QJsonObject &json)
{
    printOutput(json);
}

QString text(const QUuid &id)
{
    return id.toString(QUuid::WithoutBraces);
}

QJsonObject battleJson(const PostgresStore::BattleInfo &info)
{
    return {{QStringLiteral("name"), info.name},
            {QStringLiteral("id"), text(info.id)},
            {QStringLiteral("event"), info.event},
            {QStringLiteral("table"), info.tableLogin},
            {QStringLiteral("events"), info.lastSeq}};
}

// Refuses a log that does not replay, or a battle the rule sets do not accept, before it moves:
// each event is checked as a step recorded here would be (its start as a scenario imported).
void checkLog(const QList<core::Event> &events, const QString &where)
{
    auto store = std::make_unique<core::MemoryStore>(events);
    const QString inMemory = store->location() + QStringLiteral(": ");
    // A battle of a rule set this Adjutant does not know is refused as such, before its events.
    rulesets::checkBattle(core::BattleSession::open(std::move(store))->battle(), where);
    try {
        core::BattleSession::open(std::make_unique<core::MemoryStore>(events),
                                  rulesets::stateProblems);
    } catch (const Error &error) {
        QString message = error.message();
        if (message.startsWith(inMemory))
            message.remove(0, inMemory.size()); // the log's place is `where`, not this copy
        throw Error(where + QStringLiteral(": ") + message);
    }
}

// club check URI...: each server (each host of one that names several) looked at: its role, a
// standby's replay lag, a primary's standbys, the club schema and policies; and what is wrong
// between them. 0 when nothing is, 1 with the problems listed.
int checkServers(const QStringList &given)
{
    QList<core::ClubServerState> states;
    for (const QString &server : given) {
        for (const QString &one : core::servers(server))
            states << core::clubServerState(one);
    }
    QJsonArray list;
    for (const core::ClubServerState &state : std::as_const(states)) {
        QJsonObject json{{QStringLiteral("server"), state.server}};
        if (!state.error.isEmpty()) {
            json.insert(QStringLiteral("error"), state.error);
            list.append(json);
            continue;
        }
        const auto lag = [](double seconds) { return seconds < 0 ? QJsonValue() : QJsonValue(seconds); };
        json.insert(QStringLiteral("role"), state.standby ? QStringLiteral("standby") : QStringLiteral("primary"));
        json.insert(QStringLiteral("schema"), state.schema);
        json.insert(QStringLiteral("policies"), state.policies);
        if (state.standby) {
            json.insert(QStringLiteral("caughtUp"), state.caughtUp);
            json.insert(QStringLiteral("replayLagSeconds"), lag(state.replayLagSeconds));
        } else {
            QJsonArray standbys;
            for (const core::ClubServerState::Standby &standby : state.standbys) {
                standbys.append(QJsonObject{{QStringLiteral("name"), standby.name},
                                            {QStringLiteral("state"), standby.state},
                                            {QStringLiteral("sync"), standby.sync},
                                            {QStringLiteral("replayLagSeconds"), lag(standby.replayLagSeconds)}});
            }
            json.insert(QStringLiteral("standbys"), standbys);
        }
        list.append(json);
    }
    const QStringList problems = core::clubServerProblems(states);
    print(QJsonObject{{QStringLiteral("servers"), list}, {QStringLiteral("problems"), QJsonArray::fromStringList(problems)}});
    return problems.isEmpty() ? 0 : 1;
}

} // namespace

void addPushOptions(QCommandLineParser &parser)
{
    parser.addOptions({{QStringLiteral("name"),
                        QStringLiteral("The battle's name on the server (default: the file's name)."),
                        QStringLiteral("text")},
                       {QStringLiteral("event"), QStringLiteral("The club night or tournament it belongs to."),
                        QStringLiteral("text")},
                       {QStringLiteral("table"),
                        QStringLiteral("The login of the table that plays it (default: yours)."),
                        QStringLiteral("login")},
                       {QStringLiteral("on-top"),
                        QStringLiteral("When the server's log went another way (the umpire wrote meanwhile), make "
                                       "the file's own events again on top of the server's, as the app does, "
                                       "and bring the file level with the server.")}});
}

int cmdClub(const QCommandLineParser &parser, const QStringList &args)
{
    if (const int status = cmdTournament(parser, args); status >= 0)
        return status;
    if (args.size() >= 2 && args[0] == QLatin1String("check"))
        return checkServers(args.mid(1));
    if (args.size() != 2)
        throw Error(QStringLiteral("expected club init|battles|check URI"));
    const QString &server = args[1];
    if (args[0] == QLatin1String("init")) {
        const int found = PostgresStore::initialize(server);
        print(QJsonObject{{QStringLiteral("schema"), core::SchemaMigrator::postgresVersion},
                          {QStringLiteral("was"), found}});
        return 0;
    }
    if (args[0] == QLatin1String("battles")) {
        QJsonArray list;
        for (const PostgresStore::BattleInfo &info : PostgresStore::battles(server))
            list.append(battleJson(info));
        print(QJsonObject{{QStringLiteral("battles"), list}}); // an object since schema 1
        return 0;
    }
    throw Error(QStringLiteral("unknown club command \"%1\" (init, battles, check, round, rounds, result, scoring "
                               "or standings)")
                    .arg(args[0]));
}

namespace {

// push --on-top: the file is brought level with the server as a table's journal is in the app
// (core/JournaledStore): the server's events it lacks come in, its own events that the server
// lacks are made again on top of the server's and sent, and those that no longer apply are listed
// and kept in a copy of the file as it was. Nothing is sent when the logs cannot be brought
// together.
int pushOnTop(const QString &file, const QString &server, const QUuid &id)
{
    const qint64 before = PostgresStore::open(server, text(id))->lastSeq();
    // The file's moves made again on top pass the rule set's check, as a table's do in the app.
    core::JournaledStore level(core::SqliteStore::open(file),
                               [&server, &id] { return PostgresStore::open(server, text(id)); },
                               rulesets::stateProblems);
    if (level.status() != core::JournaledStore::Status::Online)
        throw Error(level.problem());
    auto club = PostgresStore::open(server, text(id));
    QJsonArray refused;
    for (const core::RefusedEvent &event : level.takeRefused()) {
        refused.append(QJsonObject{{QStringLiteral("seq"), event.event.seq},
                                   {QStringLiteral("description"), event.event.description},
                                   {QStringLiteral("reason"), event.reason}});
    }
    QJsonObject result = battleJson(club->info());
    result[QStringLiteral("events")] = club->lastSeq();
    result[QStringLiteral("started")] = false;
    result[QStringLiteral("sent")] = club->lastSeq() - before;
    result[QStringLiteral("refused")] = refused;
    if (!level.partedCopy().isEmpty())
        result[QStringLiteral("kept")] = level.partedCopy();
    print(result);
    return 0;
}

} // namespace

int cmdPush(const QCommandLineParser &parser, const QStringList &args)
{
    const QString &file = args[0];
    const QString &server = args[1];
    auto local = core::SqliteStore::open(file);
    const QList<core::Event> events = local->loadEvents();
    checkLog(events, file);
    const QUuid id = local->battleId();
    bool known = false;
    for (const PostgresStore::BattleInfo &info : PostgresStore::battles(server))
        known = known || info.id == id;
    if (known && parser.isSet(QStringLiteral("on-top"))) {
        local.reset();
        return pushOnTop(file, server, id);
    }
    std::unique_ptr<PostgresStore> club;
    if (known) {
        club = PostgresStore::open(server, text(id));
    } else {
        const QString name = parser.isSet(QStringLiteral("name")) ? parser.value(QStringLiteral("name"))
                                                                  : QFileInfo(file).completeBaseName();
        club = PostgresStore::create(server, id, name, parser.value(QStringLiteral("event")),
                                     parser.value(QStringLiteral("table")));
    }
    const qint64 sent = core::StoreSync::sendMissing(*local, *club);
    QJsonObject result = battleJson(club->info());
    result[QStringLiteral("events")] = club->lastSeq();
    result[QStringLiteral("started")] = !known;
    result[QStringLiteral("sent")] = sent;
    print(result);
    return 0;
}

int cmdPull(const QCommandLineParser &, const QStringList &args)
{
    const QString &server = args[0];
    const QString &file = args[2];
    auto club = PostgresStore::open(server, args[1]);
    const QList<core::Event> events = club->loadEvents();
    checkLog(events, club->location());
    qint64 received = 0;
    if (QFileInfo::exists(file)) {
        auto local = core::SqliteStore::open(file);
        received = core::StoreSync::sendMissing(*club, *local);
    } else {
        // Written whole once every event is in: a failure or a kill leaves no file behind.
        auto local = core::SqliteStore::stage(file, club->battleId());
        local->appendAll(events);
        local->publish();
        received = events.size();
    }
    QJsonObject result = battleJson(club->info());
    result[QStringLiteral("events")] = events.isEmpty() ? 0 : events.last().seq;
    result[QStringLiteral("file")] = file;
    result[QStringLiteral("received")] = received;
    print(result);
    return 0;
}

} // namespace adjutant::cli
