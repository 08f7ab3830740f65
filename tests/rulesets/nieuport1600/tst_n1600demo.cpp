// SPDX-License-Identifier: GPL-3.0-or-later
// The Nieuport 1600 demo (adjutant --demo nieuport1600): the vanguards of N1600 Scenario 1 where
// the scenario's deployment puts them, with the statuses it gives, measured on its hex map.
#include "proceduretesting.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "geometry/hexoffset.h"
#include "rulesets/battlecheck.h"
#include "rulesets/measurebattle.h"
#include "rulesets/tablerules.h"

#include <QJsonArray>

#include <algorithm>
#include <QTest>

using namespace adjutant;

class TestN1600Demo : public QObject
{
    Q_OBJECT

private slots:
    void theVanguardsAsTheScenarioDeploysThem()
    {
        const rulesets::Ruleset &n1600 = proceduretesting::ruleset("nieuport1600");
        const core::Battle battle = core::BattleFile::readScenario(n1600.demoBattle());
        QCOMPARE(&rulesets::checkBattle(battle, n1600.demoBattle()), &n1600);
        QStringList types;
        for (const rulesets::TroopType &type : n1600.troopCatalogue())
            types << type.name;
        for (const core::Unit &unit : battle.units) {
            QVERIFY2(types.contains(unit.troopType), qPrintable(unit.id));
            QVERIFY2(unit.state.cohesion.isEmpty() ||
                         n1600.cohesionLadder().contains(unit.state.cohesion),
                     qPrintable(unit.id));
        }
        // "Francis Vere: 1404 (Disordered), 1203"; "Tercios de mutineers: 1704-1705 (Shaken)".
        const core::Unit &vere = battle.units[battle.unitIndex(QStringLiteral("fvere1"))];
        // Where the printed map labels it (labels count from 01: geometry/hexoffset.h).
        auto label = [](const core::Base &base) {
            return geometry::hexLabel({base.hex.column, base.hex.row});
        };
        QCOMPARE(label(vere.bases[0]), std::string("1404"));
        QCOMPARE(vere.state.cohesion, QStringLiteral("Disordered"));
        const core::Unit &tercio = battle.units[battle.unitIndex(QStringLiteral("mutineers"))];
        QCOMPARE(tercio.bases.size(), 2);
        QCOMPARE(label(tercio.bases[0]), std::string("1704"));
        QCOMPARE(label(tercio.bases[1]), std::string("1705"));
        QCOMPARE(tercio.state.cohesion, QStringLiteral("Shaken"));
        // Each unit is of its wing as the deployment lists them ("Vanguard: Francis Vere", then
        // its units; "Vanguard: Mendoza"; "Center: Zapena"), a wing commander of its side; "The
        // wing of Zapena (Spanish center) has a Chargez! order marker on the 1st turn".
        for (const core::Unit &unit : battle.units) {
            const QString wing = unit.properties.value(QStringLiteral("wing")).toString();
            const auto commander = std::find_if(battle.commanders.begin(), battle.commanders.end(),
                                                [&](const core::Commander &c) { return c.id == wing; });
            QVERIFY2(commander != battle.commanders.end(), qPrintable(unit.id));
            QCOMPARE(commander->side, unit.side);
            QCOMPARE(commander->rank, QStringLiteral("Wing Commander"));
        }
        QCOMPARE(battle.units[battle.unitIndex(QStringLiteral("monroy"))].properties.value(QStringLiteral("wing")),
                 QStringLiteral("zapena"));
        QCOMPARE(battle.units[battle.unitIndex(QStringLiteral("mutineers"))].properties.value(QStringLiteral("wing")),
                 QStringLiteral("mendozaWC"));
        for (const core::Commander &commander : battle.commanders) {
            if (commander.id == QLatin1String("zapena"))
                QCOMPARE(commander.orders, QStringLiteral("Chargez!"));
        }
        // Measured on its map: every unit has its enemies.
        const QJsonObject measured = rulesets::measureBattle(battle, {}, 1e6);
        QCOMPARE(measured[QStringLiteral("units")].toArray().size(), battle.units.size());
    }

    // A procedure about one unit starts from the battle's record of it: its type, level and, when
    // recorded as its quality, the counter's morale value.
    void aProcedureIsPrefilledFromTheUnitsRecord()
    {
        const rulesets::Ruleset &n1600 = proceduretesting::ruleset("nieuport1600");
        core::Battle battle = core::BattleFile::readScenario(n1600.demoBattle());
        battle.units[battle.unitIndex(QStringLiteral("fvere1"))].quality = QStringLiteral("7");
        rulesets::ProcedureInfo test;
        for (const rulesets::ProcedureInfo &info : n1600.procedures()) {
            if (info.id == QLatin1String("morale-test"))
                test = info;
        }
        const rulesets::Prefill prefill =
            n1600.tableRules()->prefill(battle, test, QStringLiteral("fvere1"), {});
        QCOMPARE(prefill.facts, (QJsonObject{{"unit", "fvere1"},
                                             {"name", "Francis Vere 1"},
                                             {"type", "N"},
                                             {"morale", 7},
                                             {"level", "Disordered"}}));
        QCOMPARE(prefill.why.value(QStringLiteral("morale")),
                 QStringLiteral("Francis Vere 1's counter (its quality)"));
        // The demo records no morale values: none is made up.
        const rulesets::Prefill guns =
            n1600.tableRules()->prefill(battle, test, QStringLiteral("mendoza"), {});
        QVERIFY(!guns.facts.contains(QStringLiteral("morale")));
        QCOMPARE(guns.facts.value(QStringLiteral("type")).toString(), QStringLiteral("C"));
        // The prefilled input runs once the rest is given: morale 7, Disordered (-1), 3 over the
        // fire value: a die of 3 or less, 0 to 3.
        QJsonObject input = prefill.facts;
        input.insert(QStringLiteral("fireSurplus"), 3);
        QCOMPARE(proceduretesting::exact(
                     proceduretesting::run(n1600, QStringLiteral("morale-test"), input),
                     QStringLiteral("Pass")),
                 QStringLiteral("2/5"));
    }
};

QTEST_GUILESS_MAIN(TestN1600Demo)
#include "tst_n1600demo.moc"
