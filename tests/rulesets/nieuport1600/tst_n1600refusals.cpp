// SPDX-License-Identifier: GPL-3.0-or-later
// States Nieuport 1600 forbids, refused by the procedures and by the rule set's state rule
// (rulesets::stateProblems, which every event of a battle's log passes): command values outside
// 2.1's "0, 1 or 2", interception by Broken cavalry (12.2), a Broken head unit in close combat
// (12.2, 11.2).
#include "n1600movetesting.h"

#include "core/battlesession.h"
#include "core/error.h"
#include "core/memorystore.h"
#include "rulesets/battlecheck.h"
#include "rulesets/inputfields.h"
#include "rulesets/ruleset.h"

#include <QTest>

using namespace n1600testing;
using namespace n1600movetesting;
using namespace proceduretesting;

namespace {

QString refusal(const char *procedure, const QJsonObject &input)
{
    try {
        runN(procedure, input);
    } catch (const adjutant::core::Error &e) {
        return e.message();
    }
    return {};
}

} // namespace

class TestN1600Refusals : public QObject
{
    Q_OBJECT

private slots:
    // N1600 2.1: "Commanders have a Command value (0, 1 or 2)". Every command value a procedure
    // takes: 2 is accepted, 3 refused citing 2.1.
    void commandValuesAboveTwo_data()
    {
        QTest::addColumn<QString>("procedure");
        QTest::addColumn<QJsonObject>("input");
        QTest::addColumn<QString>("key");
        QTest::addColumn<int>("commanders");
        QTest::newRow("continuation, wing commander")
            << "continuation" << object(R"({"order": "Chargez!"})") << "wcCommand" << 1;
        QTest::newRow("preemption, wing commander")
            << "preemption" << object(R"({"order": "Chargez!"})") << "wcCommand" << 1;
        QTest::newRow("orders change, wing commander")
            << "orders-change" << object(R"({"current": "Marchez!", "desired": "Chargez!"})")
            << "wcCommand" << 1;
        QTest::newRow("orders change, army commander")
            << "orders-change" << object(R"({"current": "Marchez!", "desired": "Chargez!"})")
            << "acCommand" << 1;
        QTest::newRow("morale test, stacked commander")
            << "morale-test" << object(R"({"type": "N", "morale": 7})") << "commander" << 1;
        QTest::newRow("rally, adjacent commander")
            << "rally"
            << object(
                   R"({"type": "N", "morale": 7, "level": "Shaken", "order": "Ralliez!", "commander": "adjacent"})")
            << "commanderValue" << 1;
        // 8.3: "AC and/or WC's Command value if stacked with the cavalry unit": two at most.
        QTest::newRow("interception, AC and WC")
            << "interception" << object(R"({"type": "C", "morale": 7, "order": "Chargez!"})")
            << "commanders" << 2;
    }

    void commandValuesAboveTwo()
    {
        QFETCH(QString, procedure);
        QFETCH(QJsonObject, input);
        QFETCH(QString, key);
        QFETCH(int, commanders);
        QJsonObject allowed = input;
        allowed[key] = 2 * commanders;
        QCOMPARE(refusal(qPrintable(procedure), allowed), QString());
        QJsonObject above = input;
        above[key] = 2 * commanders + 1;
        const QString why = refusal(qPrintable(procedure), above);
        QVERIFY2(why.contains(key) && why.contains(QStringLiteral("N1600 2.1")), qPrintable(why));
        // The form offers no more than the text allows.
        for (const adjutant::rulesets::ProcedureInfo &info : n1600().procedures()) {
            if (info.id != procedure)
                continue;
            for (const adjutant::rulesets::InputField &field : info.fields) {
                if (field.key == key)
                    QCOMPARE(field.maximum, 2 * commanders);
            }
        }
    }

    // The other places a command value goes: the initiative's leaders, close combat's commanders,
    // the commander in a fire's target hex.
    void commandValuesInNestedInputs()
    {
        QVERIFY(
            refusal(
                "initiative",
                object(
                    R"({"sides": [{"wings": {"Marchez!": 1}, "leader": 3}, {"wings": {"Marchez!": 1}}]})"))
                .contains(QStringLiteral("N1600 2.1")));
        QVERIFY(
            refusal(
                "close-combat",
                object(
                    R"({"attacker": {"type": "C", "morale": 7, "commander": 3}, "defender": {"type": "A", "morale": 6}})"))
                .contains(QStringLiteral("N1600 2.1")));
        QVERIFY(
            refusal(
                "close-combat",
                object(
                    R"({"attacker": {"type": "C", "morale": 7}, "defender": {"type": "A", "morale": 6, "commander": 4}})"))
                .contains(QStringLiteral("N1600 2.1")));
        QVERIFY(
            refusal(
                "fire",
                object(R"({"type": "L", "target": {"type": "N", "morale": 7, "commander": 3}})"))
                .contains(QStringLiteral("N1600 2.1")));
    }

    // N1600 2.1 in the battle: a commander recorded with a command value of 4 is a state the rule
    // set refuses, on opening and as an event of the log.
    void aBattleCommanderAboveTwo()
    {
        MapMaker map;
        map.unit("english", "dutch", "N", {at("0303")}, 1);
        adjutant::core::Battle battle = map.battle();
        adjutant::core::Commander vere = francisVere(at("0303"), QStringLiteral("Marchez!"));
        vere.properties = {{QStringLiteral("command"), 2}};
        battle.commanders = {vere};
        QVERIFY(adjutant::rulesets::stateProblems(battle).isEmpty());

        battle.commanders[0].properties = {{QStringLiteral("command"), 4}};
        const QStringList problems = adjutant::rulesets::stateProblems(battle);
        QCOMPARE(problems, (QStringList{QStringLiteral(
                               "commander \"Francis Vere\": command value 4 is not 0, 1 or 2 "
                               "(N1600 2.1, Commanders)")}));

        battle.commanders[0].properties = {{QStringLiteral("command"), 1}};
        auto session = adjutant::core::BattleSession::create(
            std::make_unique<adjutant::core::MemoryStore>(), battle);
        session->setStateRule(adjutant::rulesets::stateProblems);
        QVERIFY_THROWS_EXCEPTION(
            adjutant::core::Error,
            session->record(adjutant::core::Change{
                QStringLiteral("commander.changed"),
                {{QStringLiteral("id"), QStringLiteral("vere")},
                 {QStringLiteral("set"),
                  QJsonObject{{QStringLiteral("properties"),
                               QJsonObject{{QStringLiteral("command"), 3}}}}}}}));
        QCOMPARE(
            session->battle().commanders[0].properties.value(QStringLiteral("command")).toInt(), 1);
    }

    // N1600 12.2: "Broken: rout movement only"; 8.3: the intercepting unit "is moved adjacent to
    // the enemy unit". A Disordered unit intercepts (with +1); a Broken one does not.
    void brokenCavalryDoesNotIntercept()
    {
        QCOMPARE(
            refusal(
                "interception",
                object(
                    R"({"type": "C", "morale": 7, "level": "Disordered", "order": "Chargez!"})")),
            QString());
        const QString why = refusal(
            "interception",
            object(R"({"type": "C", "morale": 7, "level": "Broken", "order": "Chargez!"})"));
        QVERIFY2(why.contains(QStringLiteral("level")) &&
                     why.contains(QStringLiteral("N1600 12.2")),
                 qPrintable(why));
    }

    // N1600 12.2 "Broken: rout movement only"; 11.2 "A Broken unit cannot support a close combat"
    // (closeCombat.brokenMayNotAttack, interpreted): nor does it lead one, in attack or reaction,
    // even against lone cannons.
    void brokenHeadUnitDoesNotAttack_data()
    {
        QTest::addColumn<QJsonObject>("input");
        QTest::newRow("attack") << object(
            R"({"attacker": {"type": "C", "morale": 7, "level": "Broken"}, "defender": {"type": "A", "morale": 6}})");
        QTest::newRow("reaction") << object(
            R"({"reaction": true, "attacker": {"type": "C", "morale": 7, "level": "Broken"}, "defender": {"type": "A", "morale": 6}})");
        QTest::newRow("lone cannons") << object(
            R"({"attacker": {"type": "C", "morale": 7, "level": "Broken"}, "defender": {"type": "Artillery"}})");
    }

    void brokenHeadUnitDoesNotAttack()
    {
        QFETCH(QJsonObject, input);
        const QString why = refusal("close-combat", input);
        QVERIFY2(why.contains(QStringLiteral("attacker.level")) &&
                     why.contains(QStringLiteral("N1600 12.2")),
                 qPrintable(why));
        QJsonObject shaken = input;
        QJsonObject attacker = shaken["attacker"].toObject();
        attacker["level"] = QStringLiteral("Shaken");
        shaken["attacker"] = attacker;
        QCOMPARE(refusal("close-combat", shaken), QString());
    }
};

QTEST_GUILESS_MAIN(TestN1600Refusals)
#include "tst_n1600refusals.moc"
