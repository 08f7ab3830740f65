// SPDX-License-Identifier: GPL-3.0-or-later
// FoGR, Playing the Game (break point, Attrition Points) and Victory and Defeat, run as the CLI
// runs them.
#include "fogr/fogrtesting.h"

#include "core/error.h"

#include <QtTest>

using namespace fogrtesting;

namespace {

QJsonObject group(const QString &name, int bases, const QString &status)
{
    return {{QStringLiteral("name"), name},
            {QStringLiteral("bases"), bases},
            {QStringLiteral("status"), status}};
}

QJsonObject army(const QString &name, const QJsonArray &groups, bool campSacked = false)
{
    return {{QStringLiteral("name"), name},
            {QStringLiteral("battleGroups"), groups},
            {QStringLiteral("campSacked"), campSacked}};
}

QJsonObject factsOf(const QJsonObject &output, int army)
{
    return output.value(QStringLiteral("facts"))
        .toObject()
        .value(QStringLiteral("armies"))
        .toArray()
        .at(army)
        .toObject();
}

// Ten 6-base battle groups, steady, besides `groups`.
QJsonArray withSteady(QJsonArray groups, int steady)
{
    for (int i = 0; i < steady; ++i)
        groups.append(group(QStringLiteral("steady %1").arg(i + 1), 6, QStringLiteral("Steady")));
    return groups;
}

QJsonObject counted(const QString &name, int breakPoint, int points)
{
    return {{QStringLiteral("name"), name},
            {QStringLiteral("breakPoint"), breakPoint},
            {QStringLiteral("attritionPoints"), points}};
}

} // namespace

class TstAttrition : public QObject
{
    Q_OBJECT

private slots:
    void bookExample();
    void breakPoint_data();
    void breakPoint();
    void rows_data();
    void rows();
    void campSacked();
    void armyRout_data();
    void armyRout();
    void victory_data();
    void victory();
    void victoryFromBattleGroups();
    void badInput_data();
    void badInput();
};

void TstAttrition::bookExample()
{
    // FoGR, Playing the Game: "An army with 2 grand battle groups and 9 other battle groups has a
    // break point of 13 attrition points. One of its grand battle groups has routed off the
    // table, the other is FRAGMENTED, three of its other battle groups have been destroyed or are
    // currently routing, and one has evaded off table. The army has therefore accumulated 13
    // attrition points and is routed."
    const QJsonObject output =
        run(QStringLiteral("attrition"), fogr().exampleInput(QStringLiteral("attrition")));
    const QJsonObject facts = factsOf(output, 0);
    QCOMPARE(facts.value(QStringLiteral("breakPoint")).toInt(), 13);
    QCOMPARE(facts.value(QStringLiteral("grandBattleGroups")).toInt(), 2);
    QCOMPARE(facts.value(QStringLiteral("attritionPoints")).toInt(), 13);
    QCOMPARE(facts.value(QStringLiteral("routed")).toBool(), true);
    // 4 + 2 + 3 x 2 + 1, each row cited.
    QList<int> points;
    for (const QJsonValue &row : facts.value(QStringLiteral("rows")).toArray()) {
        points.append(row.toObject().value(QStringLiteral("points")).toInt());
        QCOMPARE(row.toObject().value(QStringLiteral("citation")).toString(),
                 QStringLiteral("FoGR: Playing the Game, Attrition Points"));
    }
    QCOMPARE(points, (QList<int>{4, 2, 2, 2, 2, 1}));
    QCOMPARE(modifierTotal(output), 13);
}

void TstAttrition::breakPoint_data()
{
    QTest::addColumn<QList<int>>("bases");
    QTest::addColumn<int>("breakPoint");
    // "Any battle group initially comprising more than 12 bases is a grand battle group and counts
    // as two battle groups for this purpose."
    QTest::newRow("one battle group of 6") << QList<int>{6} << 1;
    QTest::newRow("12 bases is not grand") << QList<int>{12, 6} << 2;
    QTest::newRow("13 bases is grand: counts two") << QList<int>{13, 6} << 3;
    QTest::newRow("two grand and nine others: 13")
        << QList<int>{14, 16, 6, 6, 6, 6, 6, 6, 4, 4, 2} << 13;
}

void TstAttrition::breakPoint()
{
    QFETCH(QList<int>, bases);
    QFETCH(int, breakPoint);
    QJsonArray groups;
    for (int b : bases)
        groups.append(group(QStringLiteral("bg"), b, QStringLiteral("Steady")));
    const QJsonObject output =
        run(QStringLiteral("attrition"),
            {{QStringLiteral("armies"), QJsonArray{army(QStringLiteral("A"), groups)}}});
    QCOMPARE(factsOf(output, 0).value(QStringLiteral("breakPoint")).toInt(), breakPoint);
    QCOMPARE(factsOf(output, 0).value(QStringLiteral("attritionPoints")).toInt(), 0);
}

void TstAttrition::rows_data()
{
    QTest::addColumn<int>("bases");
    QTest::addColumn<QString>("status");
    QTest::addColumn<int>("points");
    QTest::addColumn<QString>("rule"); // the table's words, or empty for no row
    QTest::addColumn<bool>("interpreted");
    const QString grandBroken =
        QStringLiteral("Each grand battle group currently BROKEN, routed off table or destroyed");
    const QString otherBroken = QStringLiteral(
        "Each other battle group currently BROKEN, captured, routed off table or destroyed");
    QTest::newRow("grand STEADY: nothing")
        << 14 << QStringLiteral("Steady") << 0 << QString() << false;
    QTest::newRow("grand DISRUPTED: nothing")
        << 14 << QStringLiteral("Disrupted") << 0 << QString() << false;
    QTest::newRow("Each grand battle group currently BROKEN: 4")
        << 14 << QStringLiteral("Broken") << 4 << grandBroken << false;
    QTest::newRow("Each grand battle group routed off table: 4")
        << 14 << QStringLiteral("routedOffTable") << 4 << grandBroken << false;
    QTest::newRow("Each grand battle group destroyed: 4")
        << 14 << QStringLiteral("destroyed") << 4 << grandBroken << false;
    QTest::newRow("Each grand battle group currently FRAGMENTED: 2")
        << 14 << QStringLiteral("Fragmented") << 2
        << QStringLiteral("Each grand battle group currently FRAGMENTED") << false;
    QTest::newRow("Each grand battle group straggling off table: 2")
        << 14 << QStringLiteral("stragglingOffTable") << 2
        << QStringLiteral("Each grand battle group straggling off table") << false;
    QTest::newRow("grand evaded off table: 1 (Troops Leaving the Table), interpreted")
        << 14 << QStringLiteral("evadedOffTable") << 1
        << QStringLiteral("Grand battle group evaded off table") << true;
    QTest::newRow("grand captured: 2 (a captured artillery battle group counts as 2), interpreted")
        << 14 << QStringLiteral("captured") << 2
        << QStringLiteral("A captured artillery battle group counts as 2 attrition points towards "
                          "its original side's break point.")
        << true;
    QTest::newRow("other STEADY: nothing")
        << 6 << QStringLiteral("Steady") << 0 << QString() << false;
    QTest::newRow("other DISRUPTED: nothing")
        << 6 << QStringLiteral("Disrupted") << 0 << QString() << false;
    QTest::newRow("Each other battle group currently BROKEN: 2")
        << 6 << QStringLiteral("Broken") << 2 << otherBroken << false;
    QTest::newRow("Each other battle group captured: 2")
        << 2 << QStringLiteral("captured") << 2 << otherBroken << false;
    QTest::newRow("Each other battle group routed off table: 2")
        << 6 << QStringLiteral("routedOffTable") << 2 << otherBroken << false;
    QTest::newRow("Each other battle group destroyed: 2")
        << 12 << QStringLiteral("destroyed") << 2 << otherBroken << false;
    QTest::newRow("Each other battle group currently FRAGMENTED: 1")
        << 6 << QStringLiteral("Fragmented") << 1
        << QStringLiteral("Each other battle group currently FRAGMENTED") << false;
    QTest::newRow("Each other battle group straggling off table: 1")
        << 6 << QStringLiteral("stragglingOffTable") << 1
        << QStringLiteral("Each other battle group straggling or evaded off table") << false;
    QTest::newRow("Each other battle group evaded off table: 1")
        << 6 << QStringLiteral("evadedOffTable") << 1
        << QStringLiteral("Each other battle group straggling or evaded off table") << false;
}

void TstAttrition::rows()
{
    QFETCH(int, bases);
    QFETCH(QString, status);
    QFETCH(int, points);
    QFETCH(QString, rule);
    QFETCH(bool, interpreted);
    const QJsonObject output =
        run(QStringLiteral("attrition"),
            {{QStringLiteral("armies"),
              QJsonArray{army(QStringLiteral("A"),
                              withSteady({group(QStringLiteral("X"), bases, status)}, 9))}}});
    const QJsonObject facts = factsOf(output, 0);
    QCOMPARE(facts.value(QStringLiteral("attritionPoints")).toInt(), points);
    const QJsonArray rows = facts.value(QStringLiteral("rows")).toArray();
    QCOMPARE(rows.size(), rule.isEmpty() ? 0 : 1);
    if (!rule.isEmpty()) {
        QVERIFY2(rows.first().toObject().value(QStringLiteral("row")).toString().endsWith(rule),
                 qPrintable(rows.first().toObject().value(QStringLiteral("row")).toString()));
        QCOMPARE(rows.first().toObject().contains(QStringLiteral("interpreted")), interpreted);
        QCOMPARE(output.value(QStringLiteral("notes")).toArray().isEmpty(), !interpreted);
    }
}

void TstAttrition::campSacked()
{
    // "Camp sacked by enemy: 2".
    const QJsonObject output =
        run(QStringLiteral("attrition"),
            {{QStringLiteral("armies"),
              QJsonArray{army(QStringLiteral("A"), withSteady({}, 4), true)}}});
    QCOMPARE(factsOf(output, 0).value(QStringLiteral("attritionPoints")).toInt(), 2);
    QCOMPARE(modifiers(output), QStringList{QStringLiteral("A: Camp sacked by enemy:2")});
}

void TstAttrition::armyRout_data()
{
    QTest::addColumn<int>("brokenA");
    QTest::addColumn<int>("brokenB");
    QTest::addColumn<QString>("verdict");
    // Each army: 5 battle groups of 6 (break point 5); each BROKEN one counts 2.
    QTest::newRow("4 points against 5: no rout") << 2 << 0 << QString();
    QTest::newRow("6 points against 5: A routs, B wins a Decisive Victory")
        << 3 << 1 << QStringLiteral("Decisive Victory: B");
    QTest::newRow("both rout at once: a draw")
        << 3 << 3 << QStringLiteral("Draw: both armies rout at once");
}

void TstAttrition::armyRout()
{
    QFETCH(int, brokenA);
    QFETCH(int, brokenB);
    QFETCH(QString, verdict);
    auto groups = [](int broken) {
        QJsonArray list;
        for (int i = 0; i < 5; ++i)
            list.append(group(QStringLiteral("bg%1").arg(i), 6,
                              i < broken ? QStringLiteral("Broken") : QStringLiteral("Steady")));
        return list;
    };
    const QJsonObject output =
        run(QStringLiteral("attrition"),
            {{QStringLiteral("armies"), QJsonArray{army(QStringLiteral("A"), groups(brokenA)),
                                                   army(QStringLiteral("B"), groups(brokenB))}}});
    QCOMPARE(factsOf(output, 0).value(QStringLiteral("routed")).toBool(), 2 * brokenA >= 5);
    QCOMPARE(factsOf(output, 1).value(QStringLiteral("routed")).toBool(), 2 * brokenB >= 5);
    QCOMPARE(output.value(QStringLiteral("facts"))
                 .toObject()
                 .value(QStringLiteral("verdict"))
                 .toString(),
             verdict);
}

void TstAttrition::victory_data()
{
    QTest::addColumn<int>("sufferedA"); // attrition points of army A (inflicted by B)
    QTest::addColumn<int>("sufferedB");
    QTest::addColumn<bool>("timeUp");
    QTest::addColumn<QString>("level");
    QTest::addColumn<QString>("winner");
    // FoGR, Victory and Defeat. Break points 20: nobody routs below 20.
    QTest::newRow("at least 4 more and >= 3:1: Major Victory (6 to 2)")
        << 6 << 2 << true << QStringLiteral("Major Victory") << QStringLiteral("B");
    QTest::newRow("4 more and 3:1 exactly, the other way round (2 to 6)")
        << 2 << 6 << true << QStringLiteral("Major Victory") << QStringLiteral("A");
    QTest::newRow("4 more but under 2:1: Marginal Victory (9 to 5)")
        << 9 << 5 << true << QStringLiteral("Marginal Victory") << QStringLiteral("B");
    QTest::newRow("4 more and 2:1 but under 3:1: Moderate Victory (8 to 4)")
        << 8 << 4 << true << QStringLiteral("Moderate Victory") << QStringLiteral("B");
    QTest::newRow("3 more and >= 2:1: Moderate Victory (6 to 3)")
        << 6 << 3 << true << QStringLiteral("Moderate Victory") << QStringLiteral("B");
    QTest::newRow("3 more, under 2:1: Marginal Victory (10 to 7)")
        << 10 << 7 << true << QStringLiteral("Marginal Victory") << QStringLiteral("B");
    QTest::newRow("at least 2 more: Marginal Victory (2 to 0)")
        << 2 << 0 << true << QStringLiteral("Marginal Victory") << QStringLiteral("B");
    QTest::newRow("3 to 0: Moderate Victory")
        << 3 << 0 << true << QStringLiteral("Moderate Victory") << QStringLiteral("B");
    QTest::newRow("4 to 0: Major Victory")
        << 4 << 0 << true << QStringLiteral("Major Victory") << QStringLiteral("B");
    QTest::newRow("1 more: draw") << 4 << 5 << true << QStringLiteral("Draw") << QString();
    QTest::newRow("level: draw") << 3 << 3 << true << QStringLiteral("Draw") << QString();
    QTest::newRow("time not up, nobody routs: no result")
        << 0 << 10 << false << QStringLiteral("None") << QString();
    QTest::newRow("army rout: Decisive Victory, time up or not")
        << 20 << 0 << false << QStringLiteral("Decisive Victory") << QStringLiteral("B");
    QTest::newRow("army rout beats time: Decisive Victory")
        << 3 << 20 << true << QStringLiteral("Decisive Victory") << QStringLiteral("A");
    QTest::newRow("both rout: draw") << 20 << 25 << true << QStringLiteral("Draw") << QString();
}

void TstAttrition::victory()
{
    QFETCH(int, sufferedA);
    QFETCH(int, sufferedB);
    QFETCH(bool, timeUp);
    QFETCH(QString, level);
    QFETCH(QString, winner);
    const QJsonObject input{
        {QStringLiteral("armies"), QJsonArray{counted(QStringLiteral("A"), 20, sufferedA),
                                              counted(QStringLiteral("B"), 20, sufferedB)}},
        {QStringLiteral("timeUp"), timeUp}};
    const QJsonObject facts =
        run(QStringLiteral("victory"), input).value(QStringLiteral("facts")).toObject();
    QCOMPARE(facts.value(QStringLiteral("level")).toString(), level);
    QCOMPARE(facts.value(QStringLiteral("winner")).toString(), winner);
    QCOMPARE(facts.value(QStringLiteral("inflicted")).toArray(),
             (QJsonArray{sufferedB, sufferedA}));
}

void TstAttrition::victoryFromBattleGroups()
{
    // The book's routed army against an army that lost one battle group: a Decisive Victory.
    QJsonObject routed = fogr()
                             .exampleInput(QStringLiteral("attrition"))
                             .value(QStringLiteral("armies"))
                             .toArray()
                             .first()
                             .toObject();
    const QJsonObject other =
        army(QStringLiteral("Victors"),
             withSteady({group(QStringLiteral("lost"), 6, QStringLiteral("destroyed"))}, 5));
    const QJsonObject output =
        run(QStringLiteral("victory"), {{QStringLiteral("armies"), QJsonArray{routed, other}},
                                        {QStringLiteral("timeUp"), false}});
    QCOMPARE(output.value(QStringLiteral("facts"))
                 .toObject()
                 .value(QStringLiteral("verdict"))
                 .toString(),
             QStringLiteral("Decisive Victory: Victors"));
    QCOMPARE(output.value(QStringLiteral("facts"))
                 .toObject()
                 .value(QStringLiteral("inflicted"))
                 .toArray(),
             (QJsonArray{2, 13}));
}

void TstAttrition::badInput_data()
{
    QTest::addColumn<QString>("procedure");
    QTest::addColumn<QByteArray>("input");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown status")
        << QStringLiteral("attrition")
        << QByteArray(R"({"armies": [{"battleGroups": [{"bases": 6, "status": "Shaken"}]}]})")
        << QStringLiteral("input.armies[0].battleGroups[0].status: \"Shaken\" is not one of");
    QTest::newRow("negative bases")
        << QStringLiteral("attrition")
        << QByteArray(R"({"armies": [{"battleGroups": [{"bases": -2}]}]})")
        << QStringLiteral("input.armies[0].battleGroups[0].bases");
    QTest::newRow("no bases") << QStringLiteral("attrition")
                              << QByteArray(
                                     R"({"armies": [{"battleGroups": [{"status": "Broken"}]}]})")
                              << QStringLiteral("input.armies[0].battleGroups[0].bases");
    QTest::newRow("no battle groups")
        << QStringLiteral("attrition") << QByteArray(R"({"armies": [{"battleGroups": []}]})")
        << QStringLiteral("input.armies[0].battleGroups");
    QTest::newRow("three armies")
        << QStringLiteral("attrition")
        << QByteArray(
               R"({"armies": [{"battleGroups": [{"bases": 6}]}, {"battleGroups": [{"bases": 6}]}, {"battleGroups": [{"bases": 6}]}]})")
        << QStringLiteral("input.armies: give 1 to 2 armies");
    QTest::newRow("misspelt field")
        << QStringLiteral("attrition")
        << QByteArray(R"({"armies": [{"battleGroups": [{"bases": 6}], "campSaked": true}]})")
        << QStringLiteral("campSaked");
    QTest::newRow("victory with one army")
        << QStringLiteral("victory")
        << QByteArray(R"({"armies": [{"breakPoint": 5, "attritionPoints": 1}], "timeUp": true})")
        << QStringLiteral("input.armies: give exactly 2 armies");
    QTest::newRow("victory without timeUp")
        << QStringLiteral("victory")
        << QByteArray(
               R"({"armies": [{"breakPoint": 5, "attritionPoints": 1}, {"breakPoint": 5, "attritionPoints": 1}]})")
        << QStringLiteral("input.timeUp: required");
    QTest::newRow("victory with negative points")
        << QStringLiteral("victory")
        << QByteArray(
               R"({"armies": [{"breakPoint": 5, "attritionPoints": -1}, {"breakPoint": 5, "attritionPoints": 1}], "timeUp": true})")
        << QStringLiteral("input.armies[0].attritionPoints");
    QTest::newRow("victory with points and battle groups")
        << QStringLiteral("victory")
        << QByteArray(
               R"({"armies": [{"breakPoint": 5, "attritionPoints": 1, "battleGroups": []}, {"breakPoint": 5, "attritionPoints": 1}], "timeUp": true})")
        << QStringLiteral("battleGroups");
}

void TstAttrition::badInput()
{
    QFETCH(QString, procedure);
    QFETCH(QByteArray, input);
    QFETCH(QString, message);
    try {
        run(procedure, object(input.constData()));
        QFAIL("no error");
    } catch (const adjutant::core::Error &error) {
        QVERIFY2(QString::fromUtf8(error.what()).contains(message), error.what());
    }
}

QTEST_GUILESS_MAIN(TstAttrition)
#include "tst_attrition.moc"
