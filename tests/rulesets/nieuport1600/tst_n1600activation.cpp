// SPDX-License-Identifier: GPL-3.0-or-later
// The order of activation (N1600 4.2, Activation): the book's example as a golden test, through
// the activation-order procedure (adjutant-cli adjudicate nieuport1600 activation-order) and the
// turn bar's next wing (N1600Books::nextInTurn).
#include "n1600movetesting.h"

#include "core/commander.h"
#include "core/error.h"
#include "rulesets/books.h"
#include "rulesets/nieuport1600/n1600activation.h"

#include <QTest>

using namespace n1600testing;
using namespace n1600movetesting;
using namespace proceduretesting;
using adjutant::rulesets::nieuport1600::activationOrder;
using adjutant::rulesets::nieuport1600::ActivationStep;

namespace {

QStringList words(const QJsonObject &output)
{
    QStringList list;
    for (const QJsonValue &step : output["result"]["order"].toArray())
        list << step["side"].toString().right(1) + QLatin1Char(' ') + step["order"].toString();
    return list;
}

adjutant::core::Commander commander(const QString &id, const QString &side, const QString &orders,
                                    const QStringList &markers = {})
{
    adjutant::core::Commander c;
    c.id = id;
    c.name = id;
    c.side = side;
    c.rank = QStringLiteral("Wing Commander");
    c.orders = orders;
    c.markers = markers;
    return c;
}

} // namespace

class TestN1600Activation : public QObject
{
    Q_OBJECT

private slots:
    // N1600 4.2: "Player A has two wings with a Chargez! order and a wing with a Marchez! order.
    // Player B has a wing with a Chargez! order, a wing with a Marchez! order and a wing with a
    // Ralliez! order. Player A is the first player (2 Chargez! orders). He activates a wing with a
    // Chargez! order, then player B activates his wing with a Chargez! order, Player A activates
    // his second wing with a Chargez! order, then player B activates his wing with a Marchez!
    // order and so on."
    void theBooksExample()
    {
        const QJsonObject output = runWithoutRolls(
            "activation-order", n1600().exampleInput(QStringLiteral("activation-order")));
        const QStringList order = words(output);
        QCOMPARE(order.mid(0, 4),
                 (QStringList{"A Chargez!", "B Chargez!", "A Chargez!", "B Marchez!"}));
        // "and so on": the sides alternate, Marchez! before Ralliez!.
        QCOMPARE(order.mid(4), (QStringList{"A Marchez!", "B Ralliez!"}));
        QCOMPARE(output["outcomes"][0]["outcome"].toString(),
                 QStringLiteral("Next: Player A activates a wing under Chargez!"));
        // Without a result (odds only, as the resolver first shows it) the facts say it.
        const QJsonObject odds =
            runN("activation-order", n1600().exampleInput(QStringLiteral("activation-order")));
        QCOMPARE(odds["facts"]["order"].toString(),
                 QStringLiteral("Player A Chargez!, Player B Chargez!, Player A Chargez!, Player B "
                                "Marchez!, Player A Marchez!, Player B Ralliez!"));
    }

    // N1600 4.2: "If player A had three wings with a Chargez! order, he would have activated his
    // second then third wings with a Chargez! order before player B can activate his wing with a
    // Marchez! order."
    void threeChargezWings()
    {
        QCOMPARE(activationOrder({QList<int>{3, 1, 0}, QList<int>{1, 1, 1}}, 0),
                 (QList<ActivationStep>{{0, 0}, {1, 0}, {0, 0}, {0, 0}, {1, 1}, {0, 1}, {1, 2}}));
    }

    // The wings activated so far come off the order: after A Ch and B Ch, A's second Chargez!
    // wing; when every wing has gone, none.
    void theOrderResumes()
    {
        QJsonObject input = n1600().exampleInput(QStringLiteral("activation-order"));
        QJsonArray sides = input["sides"].toArray();
        QJsonObject a = sides[0].toObject(), b = sides[1].toObject();
        a["activated"] = QJsonObject{{"Chargez!", 1}};
        b["activated"] = QJsonObject{{"Chargez!", 1}};
        input["sides"] = QJsonArray{a, b};
        const QJsonObject output = runWithoutRolls("activation-order", input);
        QCOMPARE(output["result"]["next"]["side"].toString(), QStringLiteral("Player A"));
        QCOMPARE(output["result"]["next"]["order"].toString(), QStringLiteral("Chargez!"));

        a["activated"] = a["wings"];
        b["activated"] = b["wings"];
        input["sides"] = QJsonArray{a, b};
        QVERIFY(runWithoutRolls("activation-order", input)["result"]["next"].isNull());

        a["activated"] = QJsonObject{{"Ralliez!", 1}};
        input["sides"] = QJsonArray{a, b};
        QVERIFY_THROWS_EXCEPTION(adjutant::core::Error, runN("activation-order", input));
    }

    // The turn bar's words in the activation phase (3.2.1): the side with the initiative is the
    // active side (3.2), a Finished commander's wing has been activated, a Bypassed one goes next.
    void theNextWingOnTheTurnBar()
    {
        MapMaker map;
        map.unit("a1", "dutch", "C", {at("0101")}, 1)
            .unit("a2", "dutch", "C", {at("0103")}, 1)
            .unit("a3", "dutch", "N", {at("0105")}, 1)
            .unit("b1", "spain", "C", {at("0901")}, 4)
            .unit("b2", "spain", "T", {at("0903"), at("0904")}, 4)
            .unit("b3", "spain", "M", {at("0906")}, 4);
        adjutant::core::Battle battle = map.battle();
        const char *wings[] = {"ach1", "ach2", "am", "bch", "bm", "br"};
        for (int u = 0; u < 6; ++u)
            battle.units[u].properties.insert(QStringLiteral("wing"), QLatin1String(wings[u]));
        battle.commanders = {
            commander("ach1", "dutch", "Chargez!"), commander("ach2", "dutch", "Chargez!"),
            commander("am", "dutch", "Marchez!"),   commander("bch", "spain", "Chargez!"),
            commander("bm", "spain", "Marchez!"),   commander("br", "spain", "Ralliez!")};
        const adjutant::rulesets::Books &books = n1600().books();
        battle.phase = QStringLiteral("Initiative");
        QCOMPARE(books.nextInTurn(battle).text, QString());
        battle.phase = QStringLiteral("Activation");
        QCOMPARE(books.nextInTurn(battle).text,
                 QStringLiteral("Next wing: choose the side with the initiative as active"));
        battle.activeSide = QStringLiteral("dutch");
        QCOMPARE(books.nextInTurn(battle).text, QStringLiteral("Next: Dutch, a Chargez! wing"));
        QVERIFY(books.nextInTurn(battle).tip.contains(QStringLiteral("N1600 4.2")));
        battle.commanders[0].markers = {QStringLiteral("Finished")};
        QCOMPARE(books.nextInTurn(battle).text, QStringLiteral("Next: Spanish, a Chargez! wing"));
        QVERIFY(books.nextInTurn(battle).tip.contains(QStringLiteral("(bch)")));
        battle.commanders[3].markers = {QStringLiteral("Finished")};
        QCOMPARE(books.nextInTurn(battle).text, QStringLiteral("Next: Dutch, a Chargez! wing"));
        battle.commanders[1].markers = {QStringLiteral("Finished")};
        QCOMPARE(books.nextInTurn(battle).text, QStringLiteral("Next: Spanish, a Marchez! wing"));
        // 4.4: the Spanish Marchez! wing is preempted by the Dutch one: bypassed, it goes next.
        battle.commanders[4].markers = {QStringLiteral("Bypassed")};
        battle.commanders[2].markers = {QStringLiteral("Finished")};
        QCOMPARE(books.nextInTurn(battle).text,
                 QStringLiteral("Next: Spanish's bypassed wing (bm)"));
        battle.commanders[4].markers = {QStringLiteral("Finished")};
        QCOMPARE(books.nextInTurn(battle).text, QStringLiteral("Next: Spanish, a Ralliez! wing"));
        battle.commanders[5].markers = {QStringLiteral("Finished")};
        QCOMPARE(books.nextInTurn(battle).text, QStringLiteral("Every wing has been activated"));
    }
};

QTEST_GUILESS_MAIN(TestN1600Activation)
#include "tst_n1600activation.moc"
