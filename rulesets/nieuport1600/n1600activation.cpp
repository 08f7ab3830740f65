// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600's order of activation (N1600 4.2): the sides alternate, respecting the
// precedence of the orders.
#include "rulesets/nieuport1600/n1600activation.h"

#include "core/jsonreader.h"
#include "rulesets/inputfields.h"
#include "rulesets/nieuport1600/n1600procedure.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

namespace adjutant::rulesets::nieuport1600 {

namespace {

const QString kSource = QStringLiteral("N1600 4.2, Activation");

int highestLeft(const WingCounts &wings)
{
    const int orders = int(std::max(wings[0].size(), wings[1].size()));
    for (int o = 0; o < orders; ++o) {
        if (wings[0].value(o) + wings[1].value(o) > 0)
            return o;
    }
    return -1;
}

// The keys of a count by order are the orders' words (N1600 1.2).
void onlyOrders(const core::JsonReader &json, const QStringList &orders)
{
    for (const QString &key : json.object().keys()) {
        if (!orders.contains(key))
            json.fail(key, QStringLiteral("not an order (expected %1)")
                               .arg(orders.join(QStringLiteral(", "))));
    }
}

ProcedureResult run(const core::JsonReader &json, DiceSource &, const RuleBook &book)
{
    json.allowOnly({u"sides", u"firstName"});
    const QJsonArray sides = json.array(u"sides");
    if (sides.size() != 2)
        json.fail(u"sides", QStringLiteral("give the two sides"));
    const QStringList orders =
        book.strings(QStringLiteral("ordersChange"), QStringLiteral("orders"));
    std::array<QString, 2> names;
    WingCounts wings, activated;
    for (int i = 0; i < 2; ++i) {
        const core::JsonReader side(sides[i], core::JsonReader::pathOf(json.pathOf(u"sides"), i));
        side.allowOnly({u"name", u"wings", u"activated"});
        names[i] = side.optionalString(u"name", QStringLiteral("Side %1").arg(i + 1));
        const core::JsonReader all = side.child(u"wings");
        onlyOrders(all, orders);
        for (const QString &order : orders)
            wings[i] << all.optionalInteger(order, 0, 10, 0);
        const core::JsonReader done =
            side.has(u"activated") ? side.child(u"activated")
                                   : core::JsonReader(QJsonObject{}, side.pathOf(u"activated"));
        onlyOrders(done, orders);
        for (int o = 0; o < orders.size(); ++o) {
            const int count = done.optionalInteger(orders[o], 0, 10, 0);
            if (count > wings[i][o])
                done.fail(orders[o], QStringLiteral("%1 has %2 wing(s) under %3, not %4")
                                         .arg(names[i])
                                         .arg(wings[i][o])
                                         .arg(orders[o])
                                         .arg(count));
            activated[i] << count;
        }
    }
    if (names[0] == names[1])
        json.fail(u"sides", QStringLiteral("the two sides need different names"));
    const QString firstName = json.optionalString(u"firstName", names[0]);
    const int first = firstName == names[0] ? 0 : firstName == names[1] ? 1 : -1;
    if (first < 0)
        json.fail(u"firstName",
                  QStringLiteral("\"%1\" is neither %2 nor %3").arg(firstName, names[0], names[1]));

    ProcedureResult result;
    result.citation = kSource;
    result.facts = {{QStringLiteral("first"), names[first]}};
    const QList<ActivationStep> left = activationsLeft(wings, activated, first);
    QJsonArray sequence;
    QStringList words;
    for (const ActivationStep &step : left) {
        sequence.append(QJsonObject{{QStringLiteral("side"), names[step.side]},
                                    {QStringLiteral("order"), orders[step.order]}});
        words << QStringLiteral("%1 %2").arg(names[step.side], orders[step.order]);
    }
    if (left.isEmpty()) {
        result.outcomes.append(keyed(certainOutcome(QStringLiteral(
                                         "Every wing has been activated: the rout phase follows "
                                         "(N1600 3.2.1, 3.3)")),
                                     QStringLiteral("allActivated")));
        result.result = {{QStringLiteral("next"), QJsonValue::Null},
                         {QStringLiteral("order"), sequence}};
        result.summary = QStringLiteral("Activation: every wing has been activated");
        return result;
    }
    const ActivationStep next = left.first();
    const QString nextWords =
        QStringLiteral("%1 activates a wing under %2").arg(names[next.side], orders[next.order]);
    result.facts.insert(QStringLiteral("next"), nextWords);
    result.facts.insert(QStringLiteral("order"), words.join(QStringLiteral(", ")));
    // The key by the side's place and the order's word, not the side's name: "next.side1.chargez".
    result.outcomes.append(keyed(certainOutcome(QStringLiteral("Next: %1").arg(nextWords)),
                                 QStringLiteral("next.side%1.%2")
                                     .arg(next.side + 1)
                                     .arg(orders[next.order].toLower().remove(QLatin1Char('!')))));
    result.result = {
        {QStringLiteral("next"), QJsonObject{{QStringLiteral("side"), names[next.side]},
                                             {QStringLiteral("order"), orders[next.order]}}},
        {QStringLiteral("order"), sequence}};
    result.summary =
        QStringLiteral("Activation order (%1): %2").arg(kSource, words.join(QStringLiteral(", ")));
    result.notes.append(QStringLiteral(
        "A preemption (N1600 4.4) activates a wing out of this order; the preempted wing is "
        "activated right after the preempting one. Give the wings activated so far under "
        "\"activated\" and the order resumes."));
    return result;
}

} // namespace

QList<ActivationStep> activationOrder(WingCounts wings, int first)
{
    QList<ActivationStep> steps;
    int toMove = first;
    for (int top = highestLeft(wings); top >= 0; top = highestLeft(wings)) {
        // N1600 4.2: "A wing cannot be activated if there are other wings with orders of a higher
        // precedence remaining": the side to move activates one of the highest order left, or,
        // having none, the other side does.
        const int side = wings[toMove].value(top) > 0 ? toMove : 1 - toMove;
        steps.append({side, top});
        --wings[side][top];
        // "Players alternate activating their wings".
        toMove = 1 - side;
    }
    return steps;
}

QList<ActivationStep> activationsLeft(const WingCounts &wings, const WingCounts &activated,
                                      int first)
{
    WingCounts done = activated;
    QList<ActivationStep> left;
    for (const ActivationStep &step : activationOrder(wings, first)) {
        if (done[step.side].value(step.order) > 0)
            --done[step.side][step.order];
        else
            left.append(step);
    }
    return left;
}

Procedure activationOrderProcedure()
{
    const QList<InputField> byOrder{
        integerField(QStringLiteral("Chargez!"), QStringLiteral("Chargez!"), 0, 10, 0),
        integerField(QStringLiteral("Marchez!"), QStringLiteral("Marchez!"), 0, 10, 0),
        integerField(QStringLiteral("Ralliez!"), QStringLiteral("Ralliez!"), 0, 10, 0)};
    Procedure p;
    p.info = {
        QStringLiteral("activation-order"),
        QStringLiteral("Activation order"),
        kSource,
        QStringLiteral("The sides alternate activating their wings, those under Chargez! first, "
                       "then Marchez!, then Ralliez!; a side with no wing of the highest order "
                       "left lets the other go again. Gives whose wing activates next and the "
                       "order of the rest of the turn"),
        {listField(
             QStringLiteral("sides"), QStringLiteral("Side"),
             {textField(QStringLiteral("name"), QStringLiteral("Side")),
              objectField(QStringLiteral("wings"), QStringLiteral("Wings by order"), byOrder),
              objectField(QStringLiteral("activated"),
                          QStringLiteral("Wings already activated this turn, by order"), byOrder)},
             QStringLiteral("the two sides")),
         textField(QStringLiteral("firstName"), QStringLiteral("The side with the initiative"),
                   QStringLiteral("it activates first (N1600 4.1); the first side if not given"))}};
    // N1600 4.2, the example: "Player A has two wings with a Chargez! order and a wing with a
    // Marchez! order. Player B has a wing with a Chargez! order, a wing with a Marchez! order and
    // a wing with a Ralliez! order. Player A is the first player".
    p.example = QJsonObject{
        {QStringLiteral("sides"),
         QJsonArray{
             QJsonObject{{QStringLiteral("name"), QStringLiteral("Player A")},
                         {QStringLiteral("wings"), QJsonObject{{QStringLiteral("Chargez!"), 2},
                                                               {QStringLiteral("Marchez!"), 1}}}},
             QJsonObject{{QStringLiteral("name"), QStringLiteral("Player B")},
                         {QStringLiteral("wings"), QJsonObject{{QStringLiteral("Chargez!"), 1},
                                                               {QStringLiteral("Marchez!"), 1},
                                                               {QStringLiteral("Ralliez!"), 1}}}}}},
        {QStringLiteral("firstName"), QStringLiteral("Player A")}};
    p.run = run;
    return p;
}

} // namespace adjutant::rulesets::nieuport1600
