// The Nieuport 1600 demo (adjutant --demo nieuport1600): the vanguards of N1600 Scenario 1 where
// the scenario's deployment puts them, with the statuses it gives, measured on its hex map.
#include "proceduretesting.h"

#include "core/battle.h"
#include "core/battlefile.h"
#include "rulesets/battlecheck.h"
#include "rulesets/measurebattle.h"

#include <QJsonArray>
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
        QCOMPARE(vere.bases[0].hex.column, 14);
        QCOMPARE(vere.bases[0].hex.row, 4);
        QCOMPARE(vere.state.cohesion, QStringLiteral("Disordered"));
        const core::Unit &tercio = battle.units[battle.unitIndex(QStringLiteral("mutineers"))];
        QCOMPARE(tercio.bases.size(), 2);
        QCOMPARE(tercio.bases[1].hex.row, 5);
        QCOMPARE(tercio.state.cohesion, QStringLiteral("Shaken"));
        // Measured on its map: every unit has its enemies.
        const QJsonObject measured = rulesets::measureBattle(battle, {}, 1e6);
        QCOMPARE(measured[QStringLiteral("units")].toArray().size(), battle.units.size());
    }
};

QTEST_GUILESS_MAIN(TestN1600Demo)
#include "tst_n1600demo.moc"
