// Where a battle enters the program its rule set is checked against the registry
// (rulesets/battlecheck.h): a known id, a unit of measure the rule set plays in and, for FoGR, an
// MU size the book allows (FoGR, The Basics, Measurement: 25 mm, 1 inch, 40 mm or 1.5 inch). Core
// keeps any id and any sane MU (tst_scenarioreader); the rule is the rule set's.
#include "core/battle.h"
#include "core/error.h"
#include "rulesets/battlecheck.h"
#include "rulesets/ruleset.h"

#include <QTest>

using namespace adjutant;

Q_DECLARE_METATYPE(adjutant::core::MeasureUnit)

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
};

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
