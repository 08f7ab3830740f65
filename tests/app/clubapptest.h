// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// What the club tests in the app share (tst_clubapp: a table plays a club battle from the main
// window; tst_clubwindows: the umpire's club window, the standings window, Open from Club): a test
// database on a real PostgreSQL server (tests/core/pgtesting.h) holding a club night's two
// battles, set up from the FoGR demo and played by table1, with table, umpire and spectator
// logins. Both programs log in as the same logins: ctest runs them one at a time.
#include "../core/pgtesting.h"
#include "core/change.h"
#include "core/clubtournament.h"
#include "core/event.h"
#include "core/postgresstore.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTemporaryDir>

#include <memory>

class QWidget;

namespace clubapptesting {

inline const QString night = QStringLiteral("Club night");

inline adjutant::core::Change basesLost(const char *unit, int count = 1)
{
    return adjutant::core::Change{
        QStringLiteral("unit.basesLost"),
        {{QStringLiteral("id"), QLatin1String(unit)}, {QStringLiteral("count"), count}}};
}

// The club night's tournament begun (the umpire's `tournament`, on `event`): Table 1 (Anna for
// spain against Bert) and Table 2 (Cleo against Dirk) paired in round 1, scoring 8-2 for a Major
// Victory and 5-5 for a Draw, and Table 1's result in: spain's Major Victory, entered by hand.
void beginTournament(adjutant::core::ClubTournament &tournament, const QString &event);

// A draw entered by hand, and a Major Victory of `winner` (a side's id).
adjutant::core::BattleResult drawByHand();
adjutant::core::BattleResult majorVictoryByHand(const QString &winner);

inline QString demo()
{
    return QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");
}

} // namespace clubapptesting

class ClubAppTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

protected:
    // Short logins, as a club names them (the screenshots show them); dropped when the test ends.
    QString login(const char *who) const { return QStringLiteral("clubapp_") + QLatin1String(who); }
    // The test database as a pg_service.conf entry logging in as `who`: the way docs/club.md
    // tells laptops to name the server.
    QString service(const char *who) const { return mDatabase->service(QLatin1String(who), login(who), mDir.path()); }
    QString uri(const char *who = nullptr) const { return mDatabase->uri(who ? login(who) : QString()); }
    // Keeps `who` from logging in and ends its connections (a cut, as the table sees it), or lets it in again.
    void cut(const char *who, bool off) { QCOMPARE(mDatabase->cut(login(who), off), QString()); }
    // What the server holds of `battle` now.
    QList<adjutant::core::Event> onServer(const QString &battle) const
    {
        return adjutant::core::PostgresStore::open(uri(), battle)->loadEvents();
    }
    void screenshot(QWidget *widget, const QString &name);

    std::unique_ptr<pgtesting::TestDatabase> mDatabase;
    QTemporaryDir mDir;
};
