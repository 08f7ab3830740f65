// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR close combat dice (rulesets/fogr/combatdice.cpp, closecombat.cpp): one row per line of the
// dice tables and per reduction, each quoting the rule.
#include "fogrtesting.h"

#include "rulesets/fogr/combatdice.h"

#include <QTest>

using namespace fogrtesting;

namespace {

// One battle group "a" fighting "b" (2 bases, steady, average medium foot) with typed POAs. At
// impact both fight with the lower number of bases, so "a" has 2 there.
QJsonObject combat(const QString &aSide, const QString &bTroopType = QStringLiteral("Medium Foot"),
                   const QString &bCohesion = QStringLiteral("Steady"))
{
    return QJsonDocument::fromJson(QStringLiteral(R"({"sides": [%1,
      {"key": "b", "quality": "Average", "troopType": "%2", "cohesion": "%3", "battleGroupBases": 4,
       "groups": [{"frontBases": 2, "poa": 0}]}]})")
                                       .arg(aSide, bTroopType, bCohesion)
                                       .toUtf8())
        .object();
}

} // namespace

class TestCombatDice : public QObject
{
    Q_OBJECT

private slots:
    void closeCombatDice_data()
    {
        QTest::addColumn<QString>("procedure");
        QTest::addColumn<QString>("side");
        QTest::addColumn<QString>("enemyType");
        QTest::addColumn<QString>("enemyCohesion");
        QTest::addColumn<int>("dice");
        auto side = [](const char *type, const char *cohesion, const char *disorder,
                       const char *group) {
            return QStringLiteral(
                       R"({"key": "a", "quality": "Average", "troopType": "%1", "cohesion": "%2", "disorder": "%3",
                                      "battleGroupBases": 8, "groups": [%4]})")
                .arg(QString::fromLatin1(type), QString::fromLatin1(cohesion),
                     QString::fromLatin1(disorder), QString::fromLatin1(group));
        };
        const QString mf = QStringLiteral("Medium Foot"), steady = QStringLiteral("Steady");
        QTest::newRow("impact: other troops, 2 dice per front rank base")
            << "impact" << side("Medium Foot", "Steady", "None", R"({"frontBases": 2, "poa": 0})")
            << mf << steady << 4;
        QTest::newRow("impact: battle wagons, 2 dice per front rank base width")
            << "impact" << side("Battle Wagons", "Steady", "None", R"({"frontBases": 2, "poa": 0})")
            << mf << steady << 4;
        QTest::newRow("impact: regimental guns, 1 dice")
            << "impact"
            << side("Medium Foot", "Steady", "None",
                    R"({"frontBases": 2, "regimentalGun": true, "poa": 0})")
            << mf << steady << 5;
        QTest::newRow("impact: DISRUPTED lose 1 dice per 3, including dice for regimental guns")
            << "impact"
            << side("Medium Foot", "Disrupted", "None",
                    R"({"frontBases": 2, "regimentalGun": true, "poa": 0})")
            << mf << steady << 4;
        QTest::newRow("impact: DISORDERED as DISRUPTED, lose 1 dice per 3")
            << "impact"
            << side("Medium Foot", "Steady", "Disordered", R"({"frontBases": 2, "poa": 0})") << mf
            << steady << 3;
        QTest::newRow("impact: FRAGMENTED lose 1 dice per 2")
            << "impact"
            << side("Medium Foot", "Fragmented", "None", R"({"frontBases": 2, "poa": 0})") << mf
            << steady << 2;
        QTest::newRow("impact: SEVERELY DISORDERED as FRAGMENTED")
            << "impact"
            << side("Medium Foot", "Steady", "Severely Disordered",
                    R"({"frontBases": 2, "poa": 0})")
            << mf << steady << 2;
        QTest::newRow(
            "impact: not cumulative, whichever is worst (DISRUPTED and SEVERELY DISORDERED)")
            << "impact"
            << side("Medium Foot", "Disrupted", "Severely Disordered",
                    R"({"frontBases": 2, "poa": 0})")
            << mf << steady << 2;
        QTest::newRow("impact: light foot lose 1 dice per 2")
            << "impact" << side("Light Foot", "Steady", "None", R"({"frontBases": 2, "poa": 0})")
            << mf << steady << 2;
        QTest::newRow("impact: unless light foot fighting against light foot")
            << "impact" << side("Light Foot", "Steady", "None", R"({"frontBases": 2, "poa": 0})")
            << "Light Foot" << steady << 4;
        QTest::newRow("impact: unless light horse fighting against light foot")
            << "impact" << side("Light Horse", "Steady", "None", R"({"frontBases": 2, "poa": 0})")
            << "Light Foot" << steady << 4;
        QTest::newRow("impact: light horse against medium foot lose 1 per 2")
            << "impact" << side("Light Horse", "Steady", "None", R"({"frontBases": 2, "poa": 0})")
            << mf << steady << 2;
        QTest::newRow("impact: unless any fighting FRAGMENTED enemy")
            << "impact" << side("Light Foot", "Steady", "None", R"({"frontBases": 2, "poa": 0})")
            << mf << "Fragmented" << 4;
        QTest::newRow("impact: light troops THEN disruption (6 -> 3 -> 2)")
            << "impact" << side("Light Foot", "Disrupted", "None", R"({"frontBases": 2, "poa": 0})")
            << mf << steady << 2;
        QTest::newRow("melee: gendarmes 2 dice per front rank base")
            << "melee" << side("Gendarmes", "Steady", "None", R"({"frontBases": 2, "poa": 0})")
            << mf << steady << 4;
        QTest::newRow("melee: elephants 2 dice per front rank base")
            << "melee" << side("Elephants", "Steady", "None", R"({"frontBases": 2, "poa": 0})")
            << mf << steady << 4;
        QTest::newRow("melee: determined horse 2 dice per front rank base")
            << "melee"
            << side("Determined Horse", "Steady", "None", R"({"frontBases": 2, "poa": 0})") << mf
            << steady << 4;
        QTest::newRow("melee: battle wagons 2 dice per front rank base width")
            << "melee" << side("Battle Wagons", "Steady", "None", R"({"frontBases": 2, "poa": 0})")
            << mf << steady << 4;
        QTest::newRow("melee: other troops 1 dice per base in first 2 ranks")
            << "melee"
            << side("Medium Foot", "Steady", "None",
                    R"({"frontBases": 2, "rearBases": 2, "poa": 0})")
            << mf << steady << 4;
        QTest::newRow("melee: horse (not a 2-dice type) 1 dice per base in first 2 ranks")
            << "melee"
            << side("Horse", "Steady", "None", R"({"frontBases": 2, "rearBases": 1, "poa": 0})")
            << mf << steady << 3;
        QTest::newRow("melee: 1 dice per overlapping file")
            << "melee"
            << side("Medium Foot", "Steady", "None",
                    R"({"frontBases": 2, "overlapFiles": 1, "poa": 0})")
            << mf << steady << 3;
        QTest::newRow("melee: the book's Dutch, 5 as 3+2, DISRUPTED -> 4")
            << "melee"
            << side("Medium Foot", "Disrupted", "None",
                    R"({"frontBases": 3, "rearBases": 2, "poa": 0})")
            << mf << steady << 4;
        QTest::newRow("melee: light foot against medium foot lose 1 per 2")
            << "melee" << side("Light Foot", "Steady", "None", R"({"frontBases": 3, "poa": 0})")
            << mf << steady << 2;
    }

    void closeCombatDice()
    {
        QFETCH(QString, procedure);
        QFETCH(QString, side);
        QFETCH(QString, enemyType);
        QFETCH(QString, enemyCohesion);
        QFETCH(int, dice);
        const QJsonObject out = run(procedure, combat(side, enemyType, enemyCohesion));
        QCOMPARE(out[QStringLiteral("facts")][QStringLiteral("sides")][0][QStringLiteral("dice")]
                     .toInt(),
                 dice);
    }

    // FoGR, Allocating Combat Dice: "apportion the lost dice, if possible, in proportion to the
    // number of bases fighting each ..., leaving at least 1 dice if possible against each".
    void apportion_data()
    {
        QTest::addColumn<std::vector<int>>("dice");
        QTest::addColumn<std::vector<int>>("bases");
        QTest::addColumn<int>("lost");
        QTest::addColumn<std::vector<int>>("expected");
        QTest::newRow("the book's Dutch: 2 at no POA and 3 at -, lose 1 from the 3")
            << std::vector<int>{2, 3} << std::vector<int>{2, 3} << 1 << std::vector<int>{0, 1};
        QTest::newRow("in proportion: 6 and 3 lose 3 as 2 and 1")
            << std::vector<int>{6, 3} << std::vector<int>{6, 3} << 3 << std::vector<int>{2, 1};
        QTest::newRow("leaving at least 1 dice against each")
            << std::vector<int>{1, 5} << std::vector<int>{2, 2} << 3 << std::vector<int>{0, 3};
        QTest::newRow("never more than a group has")
            << std::vector<int>{1, 1} << std::vector<int>{1, 9} << 2 << std::vector<int>{1, 1};
        QTest::newRow("nothing lost")
            << std::vector<int>{4, 4} << std::vector<int>{2, 2} << 0 << std::vector<int>{0, 0};
    }

    void apportion()
    {
        QFETCH(std::vector<int>, dice);
        QFETCH(std::vector<int>, bases);
        QFETCH(int, lost);
        QFETCH(std::vector<int>, expected);
        QCOMPARE(adjutant::rulesets::fogr::apportionLoss(dice, bases, lost), expected);
    }

    // "Consider the 5 as 3+2. Each complete three reduces to a two."
    void completeGroupsOnly()
    {
        using adjutant::rulesets::fogr::diceLostPer;
        QCOMPARE(diceLostPer(5, 3), 1);
        QCOMPARE(diceLostPer(2, 3), 0);
        QCOMPARE(diceLostPer(6, 3), 2);
        QCOMPARE(diceLostPer(5, 2), 2);
        QCOMPARE(diceLostPer(1, 2), 0);
    }
};

QTEST_GUILESS_MAIN(TestCombatDice)
#include "tst_combatdice.moc"
