#pragma once

#include <QList>
#include <QString>
#include <QStringList>
#include <QUuid>

namespace adjutant::app {

// One battle of the club as the club window and File > Open from Club list it: read from the
// server's log now, its standing from its rule set's books (rulesets/books.h).
struct ClubBattleLine
{
    QUuid id;
    QString name;
    QString event;
    QString table;      // the table's login
    QString turn;       // "3", or empty when the battle cannot be read
    QString standing;   // each side against its threshold: "Spain 3/12 · Dutch 5/11"
    QString standingHelp; // in the rule set's words, for the tooltip
    QStringList lastEvents; // the last few lines of its log, latest last
    QString error;      // why the battle cannot be read
};

// Every battle on `server`, by name. Throws core::Error naming the server (never a password).
QList<ClubBattleLine> clubBattles(const QString &server);
// One battle on `server`, by id. Does not throw: a battle that cannot be read says why in `error`.
ClubBattleLine clubBattle(const QString &server, const QUuid &battle);

// Whether the login of `server` may append to `battle`, as the database's row-level security
// decides it (docs/club.md, "Adding tables, umpires and spectators"): to say so before a move is
// tried; the database still decides each append. False when it cannot be told.
bool mayAppend(const QString &server, const QUuid &battle);

// A message in one line (libpq's come in several).
QString oneLine(const QString &message);

} // namespace adjutant::app
