// Nieuport 1600's wings: a unit answers to the commander its "wing" property names, and the
// wing's orders bound its moves (N1600 6.2, Types of orders). Hand-made maps whose distances are
// counted on the printed hexes.
#include "n1600movetesting.h"

#include "core/commander.h"

#include <QTest>

using namespace adjutant;
using namespace n1600movetesting;
using rulesets::HexMovePlan;

namespace {

// A Dutch foot unit in 0304 facing east (its frontal hexes 0403 and 0404), 4 MP, of Vere's wing
// under `orders`, and a Spanish one in `enemyAt`.
core::Battle wingAgainst(const char *enemyAt, const QString &orders)
{
    MapMaker map;
    map.unit("foot", "dutch", "N", {at("0304")}, 1, {}, 4);
    map.unit("enemy", "spain", "N", {at(enemyAt)}, 4, {}, 4);
    core::Battle battle = map.battle();
    core::Commander vere;
    vere.id = QStringLiteral("vere");
    vere.side = QStringLiteral("dutch");
    vere.name = QStringLiteral("Francis Vere");
    vere.rank = QStringLiteral("Wing Commander");
    vere.hex = at("0305");
    vere.orders = orders;
    battle.commanders << vere;
    battle.units[0].properties[QStringLiteral("wing")] = QStringLiteral("vere");
    return battle;
}

QString notes(const HexMovePlan &plan) { return plan.notes.join(QLatin1Char('\n')); }

} // namespace

class TestN1600Wings : public QObject
{
    Q_OBJECT

private slots:
    void chargezClosesOnTheEnemy();
    void chargezNeverBacksAway();
    void marchezKeepsOffTheEnemy();
    void ralliezNeverCloses();
    void noOrdersNoBounds();
};

// 6.2: "A unit under Charge Orders must end its movement at least one hex closer to the enemy
// unit closest to it." The enemy in 0804 is 5 hexes from 0304 and 4 from 0403.
void TestN1600Wings::chargezClosesOnTheEnemy()
{
    const core::Battle battle = wingAgainst("0804", QStringLiteral("Chargez!"));
    const HexMovePlan closer = plan(battle, "foot", {at("0403")}, 1);
    QVERIFY2(closer.allowed, qPrintable(why(closer)));
    QVERIFY2(!notes(closer).contains(QStringLiteral("6.2")), qPrintable(why(closer)));
    // Turning in place ends no closer: a move made in steps is judged at its end, so it is said,
    // not refused.
    const HexMovePlan turned = plan(battle, "foot", {at("0304")}, 2);
    QVERIFY2(turned.allowed, qPrintable(why(turned)));
    QVERIFY2(notes(turned).contains(
                 QStringLiteral("Under Chargez! (N1600 6.2) the unit must end its movement at "
                                "least one hex closer to the nearest enemy: it began 5 hexes away "
                                "and is 5 hexes away here.")),
             qPrintable(why(turned)));
}

// 6.2: "If the unit is already adjacent to the enemy, it cannot move away but can change facing".
void TestN1600Wings::chargezNeverBacksAway()
{
    const core::Battle battle = wingAgainst("0404", QStringLiteral("Chargez!"));
    // Counter-march (2 MP) and step west into 0204 (1 MP): 2 hexes from the enemy.
    const HexMovePlan away = plan(battle, "foot", {at("0204")}, 4);
    QVERIFY(!away.allowed);
    QCOMPARE(away.refusal, QStringLiteral("Under Chargez! (N1600 6.2) a unit adjacent to the enemy "
                                          "cannot move away."));
    const HexMovePlan facing = plan(battle, "foot", {at("0304")}, 2);
    QVERIFY2(facing.allowed, qPrintable(why(facing)));
}

// 6.2: "A unit under March Orders may move but may not become adjacent to the enemy." The enemy
// in 0604 is 3 hexes from 0304, 2 from 0403 and 1 from 0504.
void TestN1600Wings::marchezKeepsOffTheEnemy()
{
    const core::Battle battle = wingAgainst("0604", QStringLiteral("Marchez!"));
    const HexMovePlan near = plan(battle, "foot", {at("0403")}, 1);
    QVERIFY2(near.allowed, qPrintable(why(near)));
    const HexMovePlan adjacent = plan(battle, "foot", {at("0504")}, 1);
    QVERIFY(!adjacent.allowed);
    QCOMPARE(adjacent.refusal, QStringLiteral("Under Marchez! (N1600 6.2) a unit may not become "
                                              "adjacent to the enemy."));
    // Already adjacent, it may turn where it stands.
    const core::Battle touching = wingAgainst("0404", QStringLiteral("Marchez!"));
    const HexMovePlan turned = plan(touching, "foot", {at("0304")}, 2);
    QVERIFY2(turned.allowed, qPrintable(why(turned)));
}

// 6.2: "A unit under Rally Orders may move but may not end its movement closer to the enemy."
void TestN1600Wings::ralliezNeverCloses()
{
    const core::Battle battle = wingAgainst("0604", QStringLiteral("Ralliez!"));
    const HexMovePlan closer = plan(battle, "foot", {at("0403")}, 1);
    QVERIFY(!closer.allowed);
    QCOMPARE(closer.refusal, QStringLiteral("Under Ralliez! (N1600 6.2) a unit may not end its "
                                            "movement closer to the enemy: 2 hexes away, from 3 "
                                            "hexes."));
    const HexMovePlan away = plan(battle, "foot", {at("0204")}, 4);
    QVERIFY2(away.allowed, qPrintable(why(away)));
}

// A unit of no wing, or of a wing without orders, moves as the map allows.
void TestN1600Wings::noOrdersNoBounds()
{
    core::Battle battle = wingAgainst("0604", QString());
    QVERIFY2(plan(battle, "foot", {at("0504")}, 1).allowed, "a wing without orders");
    battle.commanders[0].orders = QStringLiteral("Marchez!");
    battle.units[0].properties.remove(QStringLiteral("wing"));
    QVERIFY2(plan(battle, "foot", {at("0504")}, 1).allowed, "a unit of no wing");
}

QTEST_GUILESS_MAIN(TestN1600Wings)
#include "tst_n1600wings.moc"
