// SPDX-License-Identifier: GPL-3.0-or-later
// The contract every registered rule set keeps with the app and the CLI, checked the day a rule
// set is added (docs/rulesets/README.md, Adding a rule set): its procedures run on their example
// inputs; its table rules measure every fact they declare and draw every overlay they offer on
// their example battle, with rows a player reads; every value of its rule book has provenance.
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/error.h"
#include "rulesets/books.h"
#include "rulesets/dicesource.h"
#include "rulesets/measurebattle.h"
#include "rulesets/procedureresult.h"
#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"
#include "rulesets/tournamentresult.h"

#include <QJsonArray>
#include <QSet>
#include <QTest>

using namespace adjutant;

namespace {

const rulesets::Ruleset &rulesetNamed(const QString &id)
{
    const rulesets::Ruleset *ruleset = rulesets::findRuleset(id);
    if (!ruleset)
        qFatal("no rule set %s", qPrintable(id));
    return *ruleset;
}

} // namespace

class TestRulesetContract : public QObject
{
    Q_OBJECT

private slots:
    void threeRuleSetsAreRegistered();
    void everyProcedureRunsOnItsExample_data();
    void everyProcedureRunsOnItsExample();
    void everyValueHasProvenance_data();
    void everyValueHasProvenance();
    void everyFactAndOverlayShowsOnTheExample_data();
    void everyFactAndOverlayShowsOnTheExample();
    void aTournamentTakesOnlyAWholeResult_data();
    void aTournamentTakesOnlyAWholeResult();
};

void TestRulesetContract::threeRuleSetsAreRegistered()
{
    QStringList ids;
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets())
        ids << ruleset->id();
    QCOMPARE(ids, QStringList({QStringLiteral("fogr"), QStringLiteral("olddessauer"),
                               QStringLiteral("nieuport1600")}));
}

void TestRulesetContract::everyProcedureRunsOnItsExample_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<QString>("procedure");
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        for (const rulesets::ProcedureInfo &info : ruleset->procedures())
            QTest::addRow("%s %s", qPrintable(ruleset->id()), qPrintable(info.id))
                << ruleset->id() << info.id;
    }
}

// Without dice a procedure gives its exact odds; a title, a section and every outcome group
// adding up to 1.
void TestRulesetContract::everyProcedureRunsOnItsExample()
{
    QFETCH(QString, ruleset);
    QFETCH(QString, procedure);
    const rulesets::Ruleset &rules = rulesetNamed(ruleset);
    rulesets::DiceSource none = rulesets::DiceSource::none();
    try {
        const rulesets::ProcedureResult result =
            rules.run(procedure, rules.exampleInput(procedure), none);
        QVERIFY(!result.citation.isEmpty());
        QMap<QString, double> sums;
        for (const rulesets::Outcome &outcome : result.outcomes)
            sums[outcome.group] += outcome.probability;
        for (auto it = sums.begin(); it != sums.end(); ++it)
            QVERIFY2(qAbs(it.value() - 1.0) < 1e-9, qPrintable(it.key()));
        // Every outcome, group and distribution has a machine key for scripts (docs/cli.md,
        // "Keys"), unique in the result, and never the players' words it is shown with.
        QSet<QString> keys;
        QHash<QString, QString> groupKeys; // by group
        for (const rulesets::Outcome &outcome : result.outcomes) {
            QVERIFY2(!outcome.key.isEmpty(), qPrintable(outcome.label));
            QVERIFY2(outcome.group.isEmpty() == outcome.groupKey.isEmpty(),
                     qPrintable(outcome.label));
            QVERIFY2(!keys.contains(rulesets::outcomeKey(outcome)),
                     qPrintable(rulesets::outcomeKey(outcome)));
            keys.insert(rulesets::outcomeKey(outcome));
            QVERIFY(outcome.key != outcome.label);
            QVERIFY(outcome.group.isEmpty() || outcome.groupKey != outcome.group);
            const QString groupKey = groupKeys.value(outcome.group, outcome.groupKey);
            QCOMPARE(outcome.groupKey, groupKey); // one key a group
            groupKeys.insert(outcome.group, outcome.groupKey);
        }
        keys.clear();
        for (const rulesets::NamedDistribution &distribution : result.distributions) {
            QVERIFY2(!distribution.key.isEmpty(), qPrintable(distribution.name));
            QVERIFY2(!keys.contains(distribution.key), qPrintable(distribution.key));
            keys.insert(distribution.key);
        }
    } catch (const core::Error &error) {
        QFAIL(qPrintable(error.message()));
    }
}

void TestRulesetContract::everyValueHasProvenance_data()
{
    QTest::addColumn<QString>("ruleset");
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets())
        QTest::newRow(qPrintable(ruleset->id())) << ruleset->id();
}

// Every cell is the book's (with its section), an interpretation (with its reason) or missing
// (saying what): DESIGN.md, "every rule value is data with provenance".
void TestRulesetContract::everyValueHasProvenance()
{
    QFETCH(QString, ruleset);
    const rulesets::RuleBook &book = rulesetNamed(ruleset).ruleBook();
    for (const QString &table : book.tables()) {
        QVERIFY2(!book.tableSource(table).isEmpty(), qPrintable(table));
        for (const QString &key : book.keys(table)) {
            const rulesets::RuleValue &value = book.value(table, key);
            const QString where = table + QLatin1Char('.') + key;
            switch (value.status) {
            case rulesets::RuleValue::Status::Source:
                QVERIFY2(!value.source.isEmpty() && !value.value.isUndefined(), qPrintable(where));
                break;
            case rulesets::RuleValue::Status::Interpreted:
                QVERIFY2(!value.reason.isEmpty() && !value.value.isUndefined(), qPrintable(where));
                break;
            case rulesets::RuleValue::Status::Missing:
                QVERIFY2(!value.reason.isEmpty() && !value.isAvailable(), qPrintable(where));
                break;
            case rulesets::RuleValue::Status::User:
                QFAIL(qPrintable(where + QStringLiteral(": a user's value in the shipped tables")));
            }
        }
    }
}

void TestRulesetContract::everyFactAndOverlayShowsOnTheExample_data()
{
    QTest::addColumn<QString>("ruleset");
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        if (ruleset->tableRules())
            QTest::newRow(qPrintable(ruleset->id())) << ruleset->id();
    }
}

// On the rule set's example battle every fact it declares is in every enemy's entry, every
// overlay it offers draws something for some unit and nothing draws for an overlay it does not
// offer, and every inspector row has a label, a value and the rule it rests on.
void TestRulesetContract::everyFactAndOverlayShowsOnTheExample()
{
    QFETCH(QString, ruleset);
    const rulesets::TableRules &rules = *rulesetNamed(ruleset).tableRules();
    const core::Battle battle = core::BattleFile::readScenario(rules.exampleBattle());
    QCOMPARE(battle.ruleset, ruleset);
    const QJsonObject measured = rulesets::measureBattle(battle, {}, 1e6);
    QCOMPARE(measured[QStringLiteral("ruleset")].toString(), ruleset);

    QSet<QString> offered;
    for (const rulesets::OverlayInfo &overlay : rules.overlays()) {
        QVERIFY(!overlay.title.isEmpty() && !overlay.tip.isEmpty());
        offered.insert(overlay.key);
    }
    QSet<QString> drawn;
    int enemies = 0;
    int rows = 0;
    const QJsonArray units = measured[QStringLiteral("units")].toArray();
    for (const QJsonValue &unit : units) {
        QHash<QString, QJsonObject> theirs;
        for (const QJsonValue &other : units) {
            for (const QJsonValue &enemy : other[QStringLiteral("enemies")].toArray()) {
                if (enemy[QStringLiteral("unit")] == unit[QStringLiteral("unit")])
                    theirs.insert(other[QStringLiteral("unit")].toString(), enemy.toObject());
            }
        }
        for (const QJsonValue &enemy : unit[QStringLiteral("enemies")].toArray()) {
            ++enemies;
            for (const QString &key : rules.pairFactKeys())
                QVERIFY2(enemy.toObject().contains(key), qPrintable(key));
            const QString id = enemy[QStringLiteral("unit")].toString();
            for (const rulesets::FactView &row :
                 rules.describe(battle, enemy.toObject(), theirs.value(id))) {
                ++rows;
                QVERIFY2(!row.key.isEmpty() && !row.label.isEmpty() && !row.value.isEmpty() &&
                             !row.tip.isEmpty(),
                         qPrintable(row.key));
            }
        }
        const int u = battle.unitIndex(unit[QStringLiteral("unit")].toString());
        for (const rulesets::Zone &zone : rules.zones(battle, u, unit.toObject(), offered)) {
            QVERIFY2(offered.contains(zone.overlay), qPrintable(zone.overlay));
            // Drawn, not only saying why it draws nothing.
            if (zone.reason.isEmpty())
                drawn.insert(zone.overlay);
        }
    }
    QVERIFY(enemies > 0);
    QVERIFY(rows > 0);
    QCOMPARE(drawn, offered);
}

void TestRulesetContract::aTournamentTakesOnlyAWholeResult_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<bool>("timeUp");
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        if (!ruleset->tableRules())
            continue;
        QTest::addRow("%s, playing", qPrintable(ruleset->id())) << ruleset->id() << false;
        QTest::addRow("%s, time up", qPrintable(ruleset->id())) << ruleset->id() << true;
    }
}

// A verdict a tournament may take (Books::verdict's `final`, docs/club.md) names its level, a
// winner among the battle's sides or none, and a score per side or none; any other verdict is
// refused as a result, with the rule set's reason and the way to enter it by hand.
void TestRulesetContract::aTournamentTakesOnlyAWholeResult()
{
    QFETCH(QString, ruleset);
    QFETCH(bool, timeUp);
    const rulesets::Ruleset &rules = rulesetNamed(ruleset);
    const core::Battle battle = core::BattleFile::readScenario(rules.tableRules()->exampleBattle());
    QVERIFY(battle.sides.size() >= 2);
    const rulesets::Verdict verdict = rules.books().verdict(battle, timeUp);
    const std::array<QString, 2> sides{battle.sides[1].id, battle.sides[0].id};
    if (verdict.final) {
        QVERIFY(!verdict.level.isEmpty());
        QVERIFY(verdict.winner >= -1 && verdict.winner < battle.sides.size());
        QVERIFY(verdict.scores.isEmpty() || verdict.scores.size() == battle.sides.size());
        const core::BattleResult result =
            rulesets::reckonedResult(battle, sides, timeUp, QStringLiteral("b"));
        QCOMPARE(result.level, verdict.level);
        QVERIFY(result.winner.isEmpty() || result.winner == sides[0] || result.winner == sides[1]);
        return;
    }
    QVERIFY(verdict.level.isEmpty());
    try {
        rulesets::reckonedResult(battle, sides, timeUp, QStringLiteral("b"));
        QFAIL("a verdict that is not final was taken as a result");
    } catch (const core::Error &error) {
        QVERIFY2(error.message().startsWith(
                     QStringLiteral("b: %1 reckons no result from the battle: ").arg(rules.name())),
                 qPrintable(error.message()));
        QVERIFY2(error.message().endsWith(QLatin1String("club result --level)")),
                 qPrintable(error.message()));
    }
}

QTEST_GUILESS_MAIN(TestRulesetContract)
#include "tst_rulesetcontract.moc"
