// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/clubtournament.h"

#include "core/clubservercheck.h"
#include "core/error.h"
#include "core/jsonreader.h"
#include "core/pgconnection.h"
#include "core/postgresstore.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QObject>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTimer>
#include <QVariant>

#include <cmath>

namespace adjutant::core {

namespace {

const QString channel = QStringLiteral("adjutant_standings");

QString text(const QUuid &id)
{
    return id.toString(QUuid::WithoutBraces);
}

QString compact(const QJsonArray &array)
{
    return QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Compact));
}

QVariant nullableInt(const std::optional<int> &value)
{
    return value ? QVariant(*value) : QVariant(QMetaType::fromType<int>());
}

std::optional<int> optionalInt(const QSqlQuery &query, int column)
{
    return query.isNull(column) ? std::nullopt : std::optional<int>(query.value(column).toInt());
}

// A CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180).
QString csvField(const QString &value)
{
    if (!value.contains(QLatin1Char(',')) && !value.contains(QLatin1Char('"')) &&
        !value.contains(QLatin1Char('\n')) && !value.contains(QLatin1Char('\r')))
        return value;
    QString quoted = value;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

QStringList Scoring::knownTiebreaks()
{
    return {QStringLiteral("head-to-head"), QStringLiteral("margin"), QStringLiteral("wins")};
}

namespace {

Scoring scoringFrom(const QJsonObject &json)
{
    const JsonReader reader(json, QString());
    reader.allowOnly({u"levels", u"tiebreaks"});
    Scoring scoring;
    const JsonReader levels = reader.child(u"levels");
    if (levels.object().isEmpty())
        reader.fail(u"levels", QStringLiteral("must name at least one victory level"));
    for (auto it = levels.object().begin(); it != levels.object().end(); ++it) {
        const QString path = levels.pathOf(it.key());
        if (it.key().trimmed().isEmpty())
            JsonReader::failAt(path, QStringLiteral("a victory level needs a name"));
        Scoring::Level level{it.key(), 0, 0};
        const QJsonValue value = it.value();
        auto whole = [&](const QJsonValue &number, const QString &at) {
            const double d = number.toDouble(0.5);
            if (!number.isDouble() || std::abs(d) > 1e6 || d != std::floor(d))
                JsonReader::failAt(at,
                                   QStringLiteral("must be a whole number of tournament points"));
            return int(d);
        };
        if (value.isArray() && value.toArray().size() == 2) {
            level.winner = whole(value.toArray()[0], JsonReader::pathOf(path, 0));
            level.loser = whole(value.toArray()[1], JsonReader::pathOf(path, 1));
        } else if (value.isDouble()) {
            // A drawn level: each side gets the same.
            level.winner = level.loser = whole(value, path);
        } else {
            JsonReader::failAt(
                path,
                QStringLiteral("must be [winner's points, loser's points], or one number for a "
                               "drawn level"));
        }
        scoring.levels << level;
    }
    const QJsonArray tiebreaks = reader.optionalArray(u"tiebreaks");
    for (qsizetype i = 0; i < tiebreaks.size(); ++i) {
        const QString name = tiebreaks[i].toString();
        const QString path = JsonReader::pathOf(reader.pathOf(u"tiebreaks"), i);
        if (!Scoring::knownTiebreaks().contains(name))
            JsonReader::failAt(path,
                               QStringLiteral("must be one of %1")
                                   .arg(Scoring::knownTiebreaks().join(QStringLiteral(", "))));
        if (scoring.tiebreaks.contains(name))
            JsonReader::failAt(path, QStringLiteral("\"%1\" is given twice").arg(name));
        scoring.tiebreaks << name;
    }
    return scoring;
}

} // namespace

Scoring Scoring::fromJson(const QJsonObject &json, const QString &where)
{
    try {
        return scoringFrom(json);
    } catch (const Error &error) {
        throw Error(where.isEmpty() ? error.message()
                                    : where + QStringLiteral(": ") + error.message());
    }
}

QJsonObject Scoring::toJson() const
{
    QJsonObject levelsJson;
    for (const Level &level : levels)
        levelsJson.insert(level.level, level.winner == level.loser
                                           ? QJsonValue(level.winner)
                                           : QJsonValue(QJsonArray{level.winner, level.loser}));
    return {{QStringLiteral("levels"), levelsJson},
            {QStringLiteral("tiebreaks"), QJsonArray::fromStringList(tiebreaks)}};
}

ClubTournament::ClubTournament(const QString &server)
    : mConnection(std::make_unique<PgConnection>(server)), mContext(std::make_unique<QObject>())
{
    PostgresStore::checkSchema(*mConnection);
    mStandby = isStandby(*mConnection);
    mConnection->setOnReconnect([this] {
        if (mListener && !mStandby)
            listen();
    });
    if (mStandby)
        mPoll = standbyPoll(mContext.get(), mListener);
}

std::pair<bool, double> ClubTournament::standbyReplay()
{
    return core::standbyReplay(*mConnection);
}

void ClubTournament::listen()
{
    mConnection->listen(channel, mContext.get(), [this](bool, const QVariant &) {
        if (mListener)
            mListener();
    });
}

void ClubTournament::watch(std::function<void()> listener)
{
    mListener = std::move(listener);
    if (mStandby && mListener)
        mPoll->start();
    else if (mStandby)
        mPoll->stop();
    else if (mListener)
        listen();
    else
        mConnection->unlisten(channel, mContext.get());
}

ClubTournament::~ClubTournament() = default;

QString ClubTournament::location() const
{
    return mConnection->display();
}

ClubTournament::BattleRef ClubTournament::battle(const QString &battle)
{
    const QUuid id(battle);
    QSqlQuery &query =
        id.isNull()
            ? mConnection->run(QStringLiteral("SELECT id, name, event FROM battles WHERE name = ?"),
                               {battle})
            : mConnection->run(
                  QStringLiteral("SELECT id, name, event FROM battles WHERE id = ?::uuid"),
                  {text(id)});
    if (!query.next())
        throw Error(QStringLiteral("%1: has no battle \"%2\"").arg(location(), battle));
    return {QUuid(query.value(0).toString()), query.value(1).toString(), query.value(2).toString()};
}

void ClubTournament::pair(const QString &battle, int round, const std::array<QString, 2> &sides,
                          const std::array<QString, 2> &players, const QString &roundName)
{
    const BattleRef ref = this->battle(battle);
    if (ref.event.isEmpty())
        throw Error(
            QStringLiteral(
                "%1: battle \"%2\" belongs to no event; a tournament's battles are pushed with "
                "--event")
                .arg(location(), ref.name));
    if (round < 1)
        throw Error(QStringLiteral("round %1: rounds are numbered from 1").arg(round));
    for (int i = 0; i < 2; ++i) {
        if (sides[i].trimmed().isEmpty() || players[i].trimmed().isEmpty())
            throw Error(
                QStringLiteral("battle \"%1\": each of its two sides needs a player (SIDE=PLAYER)")
                    .arg(ref.name));
    }
    if (sides[0] == sides[1])
        throw Error(
            QStringLiteral("battle \"%1\": side \"%2\" is given twice").arg(ref.name, sides[0]));
    if (players[0] == players[1])
        throw Error(
            QStringLiteral("battle \"%1\": %2 cannot play both sides").arg(ref.name, players[0]));
    // A player plays one battle a round.
    QSqlQuery &busy = mConnection->run(
        QStringLiteral(
            "SELECT b.name, p.player FROM round_battles rb JOIN battles b ON b.id = rb.battle "
            "CROSS JOIN LATERAL (VALUES (rb.player1), (rb.player2)) AS p (player) "
            "WHERE rb.event = ? AND rb.round = ? AND rb.battle <> ?::uuid AND p.player IN (?, ?) "
            "ORDER BY b.name LIMIT 1"),
        {ref.event, round, text(ref.id), players[0], players[1]});
    if (busy.next())
        throw Error(QStringLiteral("round %1: %2 plays battle \"%3\" already")
                        .arg(round)
                        .arg(busy.value(1).toString(), busy.value(0).toString()));
    // Each statement is safe to repeat (PgConnection::run), and each leaves the tables whole.
    mConnection->run(
        QStringLiteral("INSERT INTO rounds (event, number, name) VALUES (?, ?, ?) "
                       "ON CONFLICT (event, number) DO UPDATE SET name = "
                       "CASE WHEN EXCLUDED.name = '' THEN rounds.name ELSE EXCLUDED.name END"),
        {ref.event, round, roundName.isNull() ? QStringLiteral("") : roundName});
    // A result names its winner by the order of the sides: once there is one, the sides stay
    // (the players may be renamed).
    QSqlQuery &paired = mConnection->run(
        QStringLiteral(
            "INSERT INTO round_battles (battle, event, round, side1, player1, side2, player2) "
            "VALUES (?::uuid, ?, ?, ?, ?, ?, ?) ON CONFLICT (battle) DO UPDATE SET "
            "round = EXCLUDED.round, side1 = EXCLUDED.side1, player1 = EXCLUDED.player1, "
            "side2 = EXCLUDED.side2, player2 = EXCLUDED.player2 "
            "WHERE (round_battles.side1, round_battles.side2) = (EXCLUDED.side1, EXCLUDED.side2) "
            "OR NOT EXISTS (SELECT 1 FROM results r WHERE r.battle = round_battles.battle)"),
        {text(ref.id), ref.event, round, sides[0], players[0], sides[1], players[1]});
    if (paired.numRowsAffected() == 0)
        throw Error(
            QStringLiteral(
                "battle \"%1\" has a result already: its sides are given in the order they were "
                "paired (the players may change)")
                .arg(ref.name));
}

QList<RoundBattle> ClubTournament::rounds(const QString &event)
{
    QSqlQuery &query = mConnection->run(
        QStringLiteral(
            "SELECT rb.event, rb.round, r.name, rb.battle, b.name, rb.side1, rb.player1, rb.side2, "
            "rb.player2, "
            "x.battle IS NOT NULL, x.level, x.winner, x.score1, x.score2, x.by_hand, x.verdict, "
            "coalesce(x.at_seq, 0), x.recorded_by, "
            "(SELECT coalesce(max(e.seq), 0) FROM events e WHERE e.battle = rb.battle) "
            "FROM round_battles rb JOIN rounds r ON r.event = rb.event AND r.number = rb.round "
            "JOIN battles b ON b.id = rb.battle LEFT JOIN results x ON x.battle = rb.battle "
            "WHERE ? = '' OR rb.event = ? ORDER BY rb.event, rb.round, b.name"),
        {event.isNull() ? QStringLiteral("") : event, event.isNull() ? QStringLiteral("") : event});
    QList<RoundBattle> list;
    while (query.next()) {
        RoundBattle row;
        row.event = query.value(0).toString();
        row.round = query.value(1).toInt();
        row.roundName = query.value(2).toString();
        row.battle = QUuid(query.value(3).toString());
        row.battleName = query.value(4).toString();
        row.sides = {query.value(5).toString(), query.value(7).toString()};
        row.players = {query.value(6).toString(), query.value(8).toString()};
        row.lastSeq = query.value(18).toLongLong();
        if (query.value(9).toBool()) {
            BattleResult result;
            result.level = query.value(10).toString();
            const int winner = query.isNull(11) ? 0 : query.value(11).toInt();
            result.winner = winner == 0 ? QString() : row.sides[winner - 1];
            result.scores = {optionalInt(query, 12), optionalInt(query, 13)};
            result.byHand = query.value(14).toBool();
            result.verdict = query.value(15).toString();
            result.atSeq = query.value(16).toLongLong();
            result.recordedBy = query.value(17).toString();
            row.result = result;
        }
        list << row;
    }
    return list;
}

void ClubTournament::recordResult(const QString &battle, const BattleResult &result)
{
    const BattleRef ref = this->battle(battle);
    QSqlQuery &paired = mConnection->run(
        QStringLiteral("SELECT side1, side2 FROM round_battles WHERE battle = ?::uuid"),
        {text(ref.id)});
    if (!paired.next())
        throw Error(QStringLiteral("%1: battle \"%2\" is in no round yet (adjutant-cli club round)")
                        .arg(location(), ref.name));
    const std::array<QString, 2> sides{paired.value(0).toString(), paired.value(1).toString()};
    if (result.level.trimmed().isEmpty())
        throw Error(
            QStringLiteral("battle \"%1\": a result needs its victory level").arg(ref.name));
    QVariant winner(QMetaType::fromType<int>());
    if (!result.winner.isEmpty()) {
        if (result.winner != sides[0] && result.winner != sides[1])
            throw Error(
                QStringLiteral("battle \"%1\": the winner \"%2\" is not one of its sides (%3, %4)")
                    .arg(ref.name, result.winner, sides[0], sides[1]));
        winner = result.winner == sides[0] ? 1 : 2;
    }
    mConnection->run(
        QStringLiteral(
            "INSERT INTO results (battle, event, level, winner, score1, score2, by_hand, verdict, "
            "at_seq) "
            "VALUES (?::uuid, ?, ?, ?::smallint, ?::integer, ?::integer, ?, ?, ?::bigint) "
            "ON CONFLICT (battle) DO UPDATE SET level = EXCLUDED.level, winner = EXCLUDED.winner, "
            "score1 = EXCLUDED.score1, score2 = EXCLUDED.score2, by_hand = EXCLUDED.by_hand, "
            "verdict = EXCLUDED.verdict, at_seq = EXCLUDED.at_seq, recorded_by = session_user, "
            "recorded_at = now()"),
        {text(ref.id), ref.event, result.level, winner, nullableInt(result.scores[0]),
         nullableInt(result.scores[1]), result.byHand,
         result.verdict.isNull() ? QStringLiteral("") : result.verdict,
         result.byHand ? QVariant(QMetaType::fromType<qlonglong>()) : QVariant(result.atSeq)});
}

void ClubTournament::setScoring(const QString &event, const Scoring &scoring)
{
    if (event.trimmed().isEmpty())
        throw Error(QStringLiteral("a scoring table is for an event: name it"));
    if (scoring.levels.isEmpty())
        throw Error(QStringLiteral("event \"%1\": a scoring table needs at least one victory level")
                        .arg(event));
    QJsonArray levels;
    for (const Scoring::Level &level : scoring.levels)
        levels.append(QJsonObject{{QStringLiteral("level"), level.level},
                                  {QStringLiteral("winner"), level.winner},
                                  {QStringLiteral("loser"), level.loser}});
    // One statement, so that the standings never see half a table, and safe to repeat
    // (PgConnection::run): the settings, the levels given, and no others.
    mConnection->run(
        QStringLiteral(
            "WITH settings AS ("
            "  INSERT INTO tournaments (event, tiebreaks) "
            "  VALUES (?, ARRAY(SELECT jsonb_array_elements_text(?::jsonb))) "
            "  ON CONFLICT (event) DO UPDATE SET tiebreaks = EXCLUDED.tiebreaks RETURNING event), "
            "given AS (SELECT * FROM jsonb_to_recordset(?::jsonb) AS g (level text, winner int, "
            "loser int)), "
            "dropped AS (DELETE FROM scoring s WHERE s.event = (SELECT event FROM settings) "
            "  AND s.level NOT IN (SELECT level FROM given)) "
            "INSERT INTO scoring (event, level, winner_points, loser_points) "
            "SELECT (SELECT event FROM settings), level, winner, loser FROM given "
            "ON CONFLICT (event, level) DO UPDATE SET winner_points = EXCLUDED.winner_points, "
            "loser_points = EXCLUDED.loser_points"),
        {event, compact(QJsonArray::fromStringList(scoring.tiebreaks)), compact(levels)});
}

std::optional<Scoring> ClubTournament::scoring(const QString &event)
{
    QSqlQuery &settings = mConnection->run(
        QStringLiteral("SELECT array_to_string(tiebreaks, ',') FROM tournaments WHERE event = ?"),
        {event});
    if (!settings.next())
        return std::nullopt;
    Scoring scoring;
    const QString tiebreaks = settings.value(0).toString();
    if (!tiebreaks.isEmpty())
        scoring.tiebreaks = tiebreaks.split(QLatin1Char(','));
    QSqlQuery &levels = mConnection->run(
        QStringLiteral("SELECT level, winner_points, loser_points FROM scoring WHERE event = ? "
                       "ORDER BY winner_points DESC, loser_points, level"),
        {event});
    while (levels.next())
        scoring.levels << Scoring::Level{levels.value(0).toString(), levels.value(1).toInt(),
                                         levels.value(2).toInt()};
    return scoring;
}

QList<StandingRow> ClubTournament::standings(const QString &event)
{
    const QString which = event.isNull() ? QStringLiteral("") : event;
    // A result the scoring table cannot turn into points would be left out silently: refuse.
    QSqlQuery &unscored = mConnection->run(
        QStringLiteral("SELECT r.event, b.name, r.level, EXISTS (SELECT 1 FROM tournaments t WHERE "
                       "t.event = r.event) "
                       "FROM results r JOIN battles b ON b.id = r.battle "
                       "WHERE (? = '' OR r.event = ?) AND NOT EXISTS "
                       "(SELECT 1 FROM scoring s WHERE s.event = r.event AND s.level = r.level) "
                       "ORDER BY r.event, b.name LIMIT 1"),
        {which, which});
    if (unscored.next()) {
        const QString eventName = unscored.value(0).toString();
        if (!unscored.value(3).toBool())
            throw Error(
                QStringLiteral(
                    "event \"%1\" has no scoring table: its organiser sets one with adjutant-cli "
                    "club scoring (docs/club.md, Tournament)")
                    .arg(eventName));
        throw Error(
            QStringLiteral(
                "event \"%1\", battle \"%2\": the scoring table gives no points for \"%3\"")
                .arg(eventName, unscored.value(1).toString(), unscored.value(2).toString()));
    }
    QSqlQuery &query = mConnection->run(
        QStringLiteral("SELECT event, rank, player, played, wins, draws, losses, points, "
                       "head_to_head, margin, by_hand "
                       "FROM standings WHERE ? = '' OR event = ? ORDER BY event, rank, player"),
        {which, which});
    QList<StandingRow> rows;
    while (query.next()) {
        StandingRow row;
        row.event = query.value(0).toString();
        row.rank = query.value(1).toInt();
        row.player = query.value(2).toString();
        row.played = query.value(3).toInt();
        row.wins = query.value(4).toInt();
        row.draws = query.value(5).toInt();
        row.losses = query.value(6).toInt();
        row.points = query.value(7).toInt();
        row.headToHead = query.value(8).toInt();
        row.margin = query.value(9).toInt();
        row.byHand = query.value(10).toInt();
        rows << row;
    }
    return rows;
}

QString ClubTournament::csv(const QList<StandingRow> &rows)
{
    QString out = QStringLiteral(
        "event,rank,player,played,wins,draws,losses,points,head_to_head,margin,by_hand\n");
    for (const StandingRow &row : rows) {
        const QStringList fields{csvField(row.event),
                                 QString::number(row.rank),
                                 csvField(row.player),
                                 QString::number(row.played),
                                 QString::number(row.wins),
                                 QString::number(row.draws),
                                 QString::number(row.losses),
                                 QString::number(row.points),
                                 QString::number(row.headToHead),
                                 QString::number(row.margin),
                                 QString::number(row.byHand)};
        out += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

} // namespace adjutant::core
