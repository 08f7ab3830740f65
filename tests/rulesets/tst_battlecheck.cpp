// SPDX-License-Identifier: GPL-3.0-or-later
// Where a battle enters the program its rule set is checked against the registry
// (rulesets/battlecheck.h): a known id, a unit of measure the rule set plays in and, for FoGR, an
// MU size the book allows (FoGR, The Basics, Measurement: 25 mm, 1 inch, 40 mm or 1.5 inch). Core
// keeps any id and any sane MU (tst_scenarioreader); the rule is the rule set's. A state of the
// battle is checked too (stateProblems): a unit's level in the rule set's own words, and on
// Nieuport 1600's map one infantry or cavalry unit per hex, a double unit facing one vertex.
#include "core/battle.h"
#include "core/battlefile.h"
#include "core/error.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"
#include "rulesets/tablerules.h"

#include <QTest>

using namespace adjutant;

Q_DECLARE_METATYPE(adjutant::core::MeasureUnit)
Q_DECLARE_METATYPE(adjutant::core::Battle)

namespace {

core::Battle battle(const QString &ruleset, const core::MeasureUnit &unit)
{
    core::Battle battle;
    battle.ruleset = ruleset;
    battle.table.unit = unit;
    return battle;
}

core::MeasureUnit mu(qint64 micrometres)
{
    return core::MeasureUnit::movementUnit(core::Length::fromMicrometres(micrometres));
}

} // namespace

class TestBattleCheck : public QObject
{
    Q_OBJECT

private slots:
    void accepts_data();
    void accepts();
    void refuses_data();
    void refuses();
    void idsComeFromTheRegistry();
    void optionalRulesAreTheRuleSets();
    void stateProblems_data();
    void stateProblems();
    void everyShippedScenarioHasNoProblem_data();
    void everyShippedScenarioHasNoProblem();
};

namespace {

// A scenario the rule set ships (its example, or its demo), to change one thing in.
core::Battle shipped(const QString &path)
{
    return core::BattleFile::readScenario(path);
}

core::Unit &unitOf(core::Battle &battle, const QString &id)
{
    return battle.units[battle.unitIndex(id)];
}

} // namespace

void TestBattleCheck::stateProblems_data()
{
    QTest::addColumn<core::Battle>("battle");
    QTest::addColumn<QStringList>("problems");
    const QString fogrDemo =
        QStringLiteral(ADJUTANT_SOURCE_DIR "/resources/demo/fogr-tercio-and-dutch-foot.json");
    const QString n1600Example = QStringLiteral(":/rulesets/nieuport1600/example.json");
    const QString n1600Demo = QStringLiteral(":/rulesets/nieuport1600/demo.json");

    core::Battle banana = shipped(fogrDemo);
    unitOf(banana, QStringLiteral("dutch1")).state.cohesion = QStringLiteral("Banana");
    QTest::newRow("FoGR: a level that is not FoGR's")
        << banana
        << QStringList{"unit \"Dutch foot (front)\": cohesion \"Banana\" is not one of Steady, "
                       "Disrupted, Fragmented or Broken (FoGR, Battle Group Cohesion Levels)"};
    core::Battle shout = shipped(fogrDemo);
    unitOf(shout, QStringLiteral("dutch1")).state.cohesion = QStringLiteral("STEADY");
    QTest::newRow("FoGR: the level in capitals (the book's print, not its word)")
        << shout
        << QStringList{"unit \"Dutch foot (front)\": cohesion \"STEADY\" is not one of Steady, "
                       "Disrupted, Fragmented or Broken (FoGR, Battle Group Cohesion Levels)"};
    core::Battle none = shipped(fogrDemo);
    unitOf(none, QStringLiteral("dutch1")).state.cohesion.clear();
    QTest::newRow("FoGR: no level recorded") << none << QStringList();
    core::Battle od = shipped(QStringLiteral(":/rulesets/olddessauer/demo.json"));
    od.units[0].state.cohesion = QStringLiteral("Disrupted");
    QTest::newRow("Old Dessauer: FoGR's word")
        << od
        << QStringList{QStringLiteral("unit \"%1\": morale \"Disrupted\" is not one of Good, "
                                      "Shaken or Shattered (OD 6, Morale States)")
                           .arg(od.units[0].name)};

    core::Battle stacked = shipped(n1600Example);
    // The gendarmes (cavalry) step into the hex of the tercio's left half.
    unitOf(stacked, QStringLiteral("gendarmes")).bases[0].hex = {3, 4};
    QTest::newRow("N1600: two units in one hex")
        << stacked
        << QStringList{"unit \"gendarmes\" stands in 0405 with unit \"tercio\": one infantry or "
                       "cavalry unit per hex (N1600 9.1)"};
    core::Battle turned = shipped(n1600Example);
    unitOf(turned, QStringLiteral("tercio")).bases[1].facing = 2;
    QTest::newRow("N1600: a double unit's halves facing two vertices")
        << turned
        << QStringList{"unit \"tercio\": its halves face vertices 1 and 2; a double unit faces "
                       "one vertex (N1600 7, 7.2)"};
    core::Battle both = shipped(n1600Example);
    unitOf(both, QStringLiteral("tercio")).bases[1].facing = 2;
    unitOf(both, QStringLiteral("gendarmes")).bases[0].hex = {3, 5};
    unitOf(both, QStringLiteral("musketeers")).state.cohesion = QStringLiteral("Routed");
    QTest::newRow("N1600: every problem, each once")
        << both
        << QStringList{"unit \"musketeers\": morale \"Routed\" is not one of Normal, Disordered, "
                       "Shaken, Broken or Eliminated (N1600 12, Morale; N1600 12.1, Morale test)",
                       "unit \"tercio\": its halves face vertices 1 and 2; a double unit faces "
                       "one vertex (N1600 7, 7.2)",
                       "unit \"gendarmes\" stands in 0406 with unit \"tercio\": one infantry or "
                       "cavalry unit per hex (N1600 9.1)"};
    // N1600 9.1: "Any unit type can pass through or stack with an artillery unit."
    core::Battle guns = shipped(n1600Example);
    unitOf(guns, QStringLiteral("guns")).bases[0].hex = {3, 4};
    QTest::newRow("N1600: artillery stacked with a unit") << guns << QStringList();
    core::Battle gone = shipped(n1600Example);
    unitOf(gone, QStringLiteral("gendarmes")).bases[0].hex = {3, 4};
    unitOf(gone, QStringLiteral("gendarmes")).state.cohesion = QStringLiteral("Eliminated");
    QTest::newRow("N1600: an eliminated unit's counter holds no hex") << gone << QStringList();
    core::Battle demo = shipped(n1600Demo);
    QTest::newRow("N1600: the demo, artillery stacked with foot") << demo << QStringList();
    core::Battle unknown = shipped(fogrDemo);
    unknown.ruleset = QStringLiteral("dba");
    QTest::newRow("a rule set this Adjutant does not know")
        << unknown
        << QStringList{"ruleset: unknown rule set \"dba\" (expected one of: fogr, olddessauer, "
                       "nieuport1600)"};
}

void TestBattleCheck::stateProblems()
{
    QFETCH(core::Battle, battle);
    QFETCH(QStringList, problems);
    QCOMPARE(rulesets::stateProblems(battle), problems);
    // A whole state entering is refused with the first, naming its source.
    QString error;
    try {
        rulesets::checkNewState(battle, QStringLiteral("in.json"));
    } catch (const core::Error &e) {
        error = e.message();
    }
    QCOMPARE(error,
             problems.isEmpty() ? QString() : QStringLiteral("in.json: ") + problems.first());
}

// The stricter check refuses nothing Adjutant ships: every rule set's demo and example.
void TestBattleCheck::everyShippedScenarioHasNoProblem_data()
{
    QTest::addColumn<QString>("path");
    QTest::newRow("FoGR demo") << QStringLiteral(ADJUTANT_SOURCE_DIR
                                                 "/resources/demo/fogr-tercio-and-dutch-foot.json");
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets()) {
        if (!ruleset->demoBattle().isEmpty())
            QTest::newRow(qPrintable(ruleset->id() + QStringLiteral(" demo")))
                << ruleset->demoBattle();
        if (const rulesets::TableRules *rules = ruleset->tableRules())
            QTest::newRow(qPrintable(ruleset->id() + QStringLiteral(" example")))
                << rules->exampleBattle();
    }
}

void TestBattleCheck::everyShippedScenarioHasNoProblem()
{
    QFETCH(QString, path);
    QCOMPARE(rulesets::stateProblems(core::BattleFile::readScenario(path)), QStringList());
}

// OD marks five rules optional; a battle names those in play by id, and an id its rule set does
// not have is refused with the list it has.
void TestBattleCheck::optionalRulesAreTheRuleSets()
{
    core::Battle od = battle(QStringLiteral("olddessauer"), core::MeasureUnit::inch());
    od.optionalRules = {QStringLiteral("pinnedUnits"), QStringLiteral("cavalryBreakthrough")};
    QCOMPARE(rulesets::checkBattle(od).id(), QStringLiteral("olddessauer"));
    od.optionalRules << QStringLiteral("elbowroom");
    QString error;
    try {
        rulesets::checkBattle(od, QStringLiteral("bad.json"));
    } catch (const core::Error &e) {
        error = e.message();
    }
    QCOMPARE(error, QStringLiteral("bad.json: optionalRules[2]: Old Dessauer has no optional rule "
                                   "\"elbowroom\" (expected one of: pinnedUnits, elbowRoom, "
                                   "ballshotCarrythrough, artilleryDuel, cavalryBreakthrough)"));
    core::Battle fogr = battle(QStringLiteral("fogr"), mu(25000));
    fogr.optionalRules = {QStringLiteral("elbowRoom")};
    error.clear();
    try {
        rulesets::checkBattle(fogr);
    } catch (const core::Error &e) {
        error = e.message();
    }
    QCOMPARE(error, QStringLiteral("optionalRules[0]: Field of Glory Renaissance has no optional "
                                   "rule \"elbowRoom\" (it has none)"));
}

void TestBattleCheck::accepts_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<core::MeasureUnit>("unit");
    QTest::newRow("FoGR, MU of 25 mm") << "fogr" << mu(25000);
    QTest::newRow("FoGR, MU of 1 inch") << "fogr" << mu(25400);
    QTest::newRow("FoGR, MU of 40 mm") << "fogr" << mu(40000);
    QTest::newRow("FoGR, MU of 1.5 inch") << "fogr" << mu(38100);
    QTest::newRow("Old Dessauer in inches") << "olddessauer" << core::MeasureUnit::inch();
    QTest::newRow("Nieuport 1600 on a hex map") << "nieuport1600" << core::MeasureUnit::hex();
}

void TestBattleCheck::accepts()
{
    QFETCH(QString, ruleset);
    QFETCH(core::MeasureUnit, unit);
    QCOMPARE(rulesets::checkBattle(battle(ruleset, unit), QStringLiteral("ok.json")).id(), ruleset);
}

void TestBattleCheck::refuses_data()
{
    QTest::addColumn<QString>("ruleset");
    QTest::addColumn<core::MeasureUnit>("unit");
    QTest::addColumn<QString>("source");
    QTest::addColumn<QString>("message");
    const QString unknown = QStringLiteral("bad.json: ruleset: unknown rule set \"dba\" (expected "
                                           "one of: fogr, olddessauer, nieuport1600)");
    const QString muSizes =
        QStringLiteral("bad.json: table.muMillimetres: must be 25, 25.4, 40 or 38.1");
    QTest::newRow("unknown rule set") << "dba" << mu(25000) << "bad.json" << unknown;
    QTest::newRow("unknown rule set, no file")
        << "dba" << mu(25000) << ""
        << "ruleset: unknown rule set \"dba\" (expected one of: fogr, olddessauer, nieuport1600)";
    QTest::newRow("rule set ids are not names")
        << "FoGR" << mu(25000) << "bad.json"
        << "bad.json: ruleset: unknown rule set \"FoGR\" (expected one of: fogr, olddessauer, "
           "nieuport1600)";
    QTest::newRow("FoGR, MU of 30 mm") << "fogr" << mu(30000) << "bad.json" << muSizes;
    QTest::newRow("FoGR, one micrometre short of 25 mm")
        << "fogr" << mu(24999) << "bad.json" << muSizes;
    QTest::newRow("FoGR, one micrometre over 1 inch")
        << "fogr" << mu(25401) << "bad.json" << muSizes;
    QTest::newRow("FoGR, MU of 38 mm") << "fogr" << mu(38000) << "bad.json" << muSizes;
    QTest::newRow("FoGR in inches") << "fogr" << core::MeasureUnit::inch() << "bad.json"
                                    << "bad.json: table.unit: Field of Glory Renaissance is not "
                                       "measured in inch (expected \"MU\")";
    QTest::newRow("Old Dessauer in MU")
        << "olddessauer" << mu(25000) << "bad.json"
        << "bad.json: table.unit: Old Dessauer is not measured in MU (expected \"inch\")";
    QTest::newRow("Nieuport 1600 on a table")
        << "nieuport1600" << core::MeasureUnit::inch() << "bad.json"
        << "bad.json: table.unit: Nieuport 1600 is not measured in inch (expected \"hex\")";
}

void TestBattleCheck::refuses()
{
    QFETCH(QString, ruleset);
    QFETCH(core::MeasureUnit, unit);
    QFETCH(QString, source);
    QFETCH(QString, message);
    QString error;
    try {
        rulesets::checkBattle(battle(ruleset, unit), source);
    } catch (const core::Error &e) {
        error = e.message();
    }
    QCOMPARE(error, message);
}

void TestBattleCheck::idsComeFromTheRegistry()
{
    QStringList ids;
    for (const rulesets::Ruleset *ruleset : rulesets::allRulesets())
        ids << ruleset->id();
    QCOMPARE(ids, QStringList({"fogr", "olddessauer", "nieuport1600"}));
    QCOMPARE(rulesets::rulesetIdList(), QStringLiteral("fogr, olddessauer or nieuport1600"));
    QCOMPARE(rulesets::unknownRuleset(QStringLiteral("x")),
             QStringLiteral(
                 "unknown rule set \"x\" (expected one of: fogr, olddessauer, nieuport1600)"));
}

QTEST_GUILESS_MAIN(TestBattleCheck)
#include "tst_battlecheck.moc"
