// SPDX-License-Identifier: GPL-3.0-or-later
// The club app tests' club night on the PostgreSQL test server (clubapptest.h).
#include "clubapptest.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"

#include <QDir>
#include <QStandardPaths>
#include <QTest>
#include <QUuid>
#include <QWidget>

using namespace adjutant;
using namespace clubapptesting;

void ClubAppTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mDir.isValid());
    ADJUTANT_NEED_POSTGRES();
    mDatabase = std::make_unique<pgtesting::TestDatabase>();
    QVERIFY2(mDatabase->isValid(), qPrintable(mDatabase->error()));
    const QList<std::pair<const char *, const char *>> people{{"table1", "adjutant_table"},
                                                              {"umpire", "adjutant_umpire"},
                                                              {"spectator", "adjutant_spectator"}};
    for (const auto &[who, group] : people)
        QCOMPARE(mDatabase->addLogin(login(who), QLatin1String(group)), QString());
    QCOMPARE(mDatabase->exec(QStringLiteral("INSERT INTO umpires (login, event) VALUES ('%1', '%2')")
                                 .arg(login("umpire"), night)),
             QString());
    // Two battles of the club night, set up from the FoGR demo, played by table1.
    const core::Battle start = core::BattleFile::readScenario(demo());
    for (const char *name : {"Table 1", "Table 2"})
        core::BattleSession::create(core::PostgresStore::create(uri(), QUuid::createUuid(), QLatin1String(name),
                                                                night, login("table1")),
                                    start);
}

void ClubAppTest::cleanupTestCase()
{
    mDatabase.reset(); // and with it the logins it added
}

void ClubAppTest::screenshot(QWidget *widget, const QString &name)
{
    const QString folder = qEnvironmentVariable("ADJUTANT_SCREENSHOTS");
    if (folder.isEmpty())
        return;
    QTest::qWait(100);
    QVERIFY(widget->grab().save(QDir(folder).filePath(name)));
}

namespace clubapptesting {

void beginTournament(adjutant::core::ClubTournament &tournament, const QString &event)
{
    tournament.pair(QStringLiteral("Table 1"), 1, {QStringLiteral("spain"), QStringLiteral("dutch")},
                    {QStringLiteral("Anna"), QStringLiteral("Bert")});
    tournament.pair(QStringLiteral("Table 2"), 1, {QStringLiteral("spain"), QStringLiteral("dutch")},
                    {QStringLiteral("Cleo"), QStringLiteral("Dirk")});
    adjutant::core::Scoring scoring;
    scoring.levels = {{QStringLiteral("Major Victory"), 8, 2}, {QStringLiteral("Draw"), 5, 5}};
    tournament.setScoring(event, scoring);
    tournament.recordResult(QStringLiteral("Table 1"), majorVictoryByHand(QStringLiteral("spain")));
}

adjutant::core::BattleResult drawByHand()
{
    adjutant::core::BattleResult draw;
    draw.level = QStringLiteral("Draw");
    draw.byHand = true;
    return draw;
}

adjutant::core::BattleResult majorVictoryByHand(const QString &winner)
{
    adjutant::core::BattleResult won;
    won.level = QStringLiteral("Major Victory");
    won.winner = winner;
    won.byHand = true;
    return won;
}

} // namespace clubapptesting
