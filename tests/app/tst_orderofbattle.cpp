// SPDX-License-Identifier: GPL-3.0-or-later
// The battle report's orders of battle (app/gui/report/battlereport.cpp) on every rule set's demo:
// what stands under each column's heading.
#include "app/gui/report/battlereport.h"
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/battlesession.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"

#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

using namespace adjutant;

class TestOrderOfBattle : public QObject
{
    Q_OBJECT

private slots:
    void theLadderColumnShowsTheLevel_data();
    void theLadderColumnShowsTheLevel();

private:
    QTemporaryDir mDir;
};

void TestOrderOfBattle::theLadderColumnShowsTheLevel_data()
{
    QTest::addColumn<QString>("ruleset");
    for (const char *id : {"fogr", "olddessauer", "nieuport1600"})
        QTest::newRow(id) << QString::fromLatin1(id);
}

// Issue 31: "The Old Dessauer report prints the formation under 'Morale'". In every order of
// battle the ladder's column (Cohesion, Morale) holds a step of the ladder and nothing else: the
// level recorded or, with none, the rule set's starting level; the formation and the rest of the
// state go under State.
void TestOrderOfBattle::theLadderColumnShowsTheLevel()
{
    QFETCH(QString, ruleset);
    QVERIFY(mDir.isValid());
    const rulesets::Ruleset *rules = rulesets::findRuleset(ruleset);
    const core::Battle battle = core::BattleFile::readScenario(rules->demoBattle());
    const auto session = core::BattleFile::create(mDir.filePath(ruleset + QStringLiteral("-ladder.adjutant")), battle);
    const app::BattleReport report(*session);
    const QString ladder = rules->books().terms().ladder;
    const QStringList levels = rules->cohesionLevels();
    const QRegularExpression th(QStringLiteral("<th[^>]*>(.*?)</th>"));
    const QRegularExpression tr(QStringLiteral("<tr><td>(.*?)</tr>"));
    const QRegularExpression td(QStringLiteral("<td>(.*?)</td>"));
    int rows = 0;
    bool stated = false;
    for (const app::ReportBlock &block : report.blocks()) {
        if (block.kind != app::ReportBlock::Kind::Table || !block.html.contains(QStringLiteral("<thead>")))
            continue;
        QStringList heads;
        for (const QRegularExpressionMatch &m : th.globalMatch(block.html))
            heads << m.captured(1);
        const qsizetype column = heads.indexOf(ladder);
        if (column < 0)
            continue; // not an order of battle
        stated = stated || heads.contains(QStringLiteral("State"));
        for (const QRegularExpressionMatch &row : tr.globalMatch(block.html)) {
            QStringList cells;
            for (const QRegularExpressionMatch &m : td.globalMatch(QStringLiteral("<td>") + row.captured(1)))
                cells << m.captured(1);
            QVERIFY(cells.size() == heads.size());
            ++rows;
            QVERIFY2(levels.contains(cells[column]),
                     qPrintable(QStringLiteral("%1: \"%2\" under %3").arg(cells[0], cells[column], ladder)));
        }
    }
    QCOMPARE(rows, int(battle.units.size()));
    QVERIFY(stated);
}

QTEST_MAIN(TestOrderOfBattle)
#include "tst_orderofbattle.moc"
