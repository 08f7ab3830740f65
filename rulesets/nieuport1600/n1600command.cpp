// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600 command: initiative (N1600 4.1), continuation and preemption of a wing's
// activation (4.3, 4.4), a cavalry unit's interception (8.3) and the change of a wing's orders
// (6.3): each a d10 (0 counts as 0) at or under a number of the text's tables.
#include "core/jsonreader.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/inputfields.h"
#include "rulesets/nieuport1600/n1600activation.h"
#include "rulesets/nieuport1600/n1600procedure.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

namespace adjutant::rulesets::nieuport1600 {

namespace {

const QString kActivation = QStringLiteral("activation");
const QString kOrders = QStringLiteral("ordersChange");

// A marker of the turn table's list (0 Finished, 1 Bypassed, 2 No continuation: N1600 2.3, 4.3,
// 4.4) put on the commander `id` names, when the battle filled it in.
void markCommander(ProcedureResult &result, const RuleBook &book, const QString &id, int marker)
{
    if (id.isEmpty())
        return;
    result.changes.append(core::Change{
        QStringLiteral("commander.marked"),
        {{QStringLiteral("id"), id},
         {QStringLiteral("marker"), book.strings(QStringLiteral("turn"), QStringLiteral("markers")).value(marker)}}});
}

// The table's number for `order`, or a refusal where the table says "Not allowed".
int numberFor(const core::JsonReader &json, const RuleBook &book, const QString &kind,
              const QString &order)
{
    const QString key = kind + QLatin1Char('.') + order;
    const RuleValue &cell = book.value(kActivation, key);
    if (cell.isAvailable() && cell.value.isNull())
        json.fail(u"order",
                  QStringLiteral("%1 is not allowed under %2 (%3)").arg(kind, order, cell.source));
    return book.integer(kActivation, key);
}

void wingModifiers(const core::JsonReader &json, const RuleBook &book, ProcedureResult &result)
{
    const int wc = readCommand(json, u"wcCommand", book);
    if (wc > 0)
        result.modifiers.append(commanderModifier(book, kActivation, QStringLiteral("wcCommand"),
                                                  wc, QStringLiteral("Wing commander")));
    if (json.optionalBoolean(u"onlyCavalry", false))
        result.modifiers.append(modifierFrom(book, kActivation, QStringLiteral("onlyCavalry")));
    if (json.optionalBoolean(u"wcAdjacentToEnemy", false))
        result.modifiers.append(
            modifierFrom(book, kActivation, QStringLiteral("wcAdjacentToEnemy")));
}

ProcedureResult continuation(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"wing", u"wingCommander", u"order", u"wcCommand", u"onlyCavalry",
                    u"wcAdjacentToEnemy", u"activations", u"noContinuation"});
    const QString order = readOrder(json, u"order", book);
    const int target = numberFor(json, book, QStringLiteral("continuation"), order);
    const int maximum = book.integer(kActivation, QStringLiteral("maximumActivations"));
    if (json.optionalInteger(u"activations", 1, 10, 1) >= maximum)
        json.fail(u"activations",
                  QStringLiteral("a wing is activated %1 times at most (%2)")
                      .arg(maximum)
                      .arg(book.value(kActivation, QStringLiteral("maximumActivations")).source));
    if (json.optionalBoolean(u"noContinuation", false))
        json.fail(u"noContinuation",
                  QStringLiteral("a commander marked \"no continuation\" after a failed preemption "
                                 "may not attempt continuation (N1600 4.4)"));
    ProcedureResult result;
    result.citation = QStringLiteral("N1600 4.3, Continuation");
    wingModifiers(json, book, result);
    result.facts.insert(QStringLiteral("order"), order);
    const std::optional<bool> passed = underTest(
        result, dice, QStringLiteral("continuation"),
        json.optionalString(u"wing", QStringLiteral("The wing")), QStringLiteral("continuation"),
        target, total(result.modifiers), QStringLiteral("the wing is activated again"),
        QStringLiteral("the wing commander is flipped to his Finished side"));
    if (passed && !*passed)
        markCommander(result, book, json.optionalString(u"wingCommander"), 0);
    return result;
}

ProcedureResult preemption(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"wing", u"wingCommander", u"order", u"wcCommand", u"onlyCavalry",
                    u"wcAdjacentToEnemy", u"noContinuation", u"preemptedContinued",
                    u"preemptedCommander"});
    const QString order = readOrder(json, u"order", book);
    const int target = numberFor(json, book, QStringLiteral("preemption"), order);
    if (json.optionalBoolean(u"noContinuation", false))
        json.fail(
            u"noContinuation",
            QStringLiteral(
                "a wing commander marked No Continue may not attempt a preemption (N1600 4.4)"));
    ProcedureResult result;
    result.citation = QStringLiteral("N1600 4.4, Preemption");
    wingModifiers(json, book, result);
    result.facts.insert(QStringLiteral("order"), order);
    // 4.4: a wing preempted after a successful continuation is "finished", not bypassed.
    const QString preempted =
        json.optionalBoolean(u"preemptedContinued", false)
            ? QStringLiteral("the preempted wing, which had continued, is finished")
            : QStringLiteral(
                  "the preempted wing is marked bypassed (en attente) and activates next");
    const std::optional<bool> passed = underTest(
        result, dice, QStringLiteral("preemption"),
        json.optionalString(u"wing", QStringLiteral("The wing")), QStringLiteral("preemption"),
        target, total(result.modifiers), QStringLiteral("the wing is activated; %1").arg(preempted),
        QStringLiteral("the commander is marked no continuation (Sans réactivation)"));
    if (passed && *passed)
        markCommander(result, book, json.optionalString(u"preemptedCommander"),
                      json.optionalBoolean(u"preemptedContinued", false) ? 0 : 1);
    else if (passed)
        markCommander(result, book, json.optionalString(u"wingCommander"), 2);
    return result;
}

ProcedureResult interception(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"type", u"morale", u"level", u"order", u"commanders"});
    const UnitType type = readType(json, u"type", book);
    if (!type.isCavalry())
        json.fail(u"type", QStringLiteral("only cavalry intercepts (N1600 8.3)"));
    const QString order = readOrder(json, u"order", book);
    const int target = numberFor(json, book, QStringLiteral("interception"), order);
    const int morale = json.integer(u"morale", 0, 9);
    const QStringList names = levels(book);
    const int level = readLevel(json, u"level", book);
    // N1600 12.2: "Broken: rout movement only"; an interception moves the unit next to the enemy
    // (8.3), which is no rout.
    const RuleValue &routOnly = book.value(QStringLiteral("movement"), QStringLiteral("routOnly"));
    if (book.strings(QStringLiteral("movement"), QStringLiteral("routOnly")).contains(names.value(level)))
        json.fail(u"level", QStringLiteral("a %1 unit makes rout movement only: it cannot intercept (%2)")
                                .arg(names.value(level), routOnly.source));
    ProcedureResult result;
    result.citation = QStringLiteral("N1600 8.3, Interception");
    const int commanders = readCommand(json, u"commanders", book, 2);
    if (commanders > 0)
        result.modifiers.append(
            commanderModifier(book, kActivation, QStringLiteral("interceptionCommand"), commanders,
                              QStringLiteral("Commanders stacked with the unit")));
    if (morale == 8)
        result.modifiers.append(
            modifierFrom(book, kActivation, QStringLiteral("interceptionMorale8")));
    else if (morale <= 6)
        result.modifiers.append(
            modifierFrom(book, kActivation, QStringLiteral("interceptionMorale6OrLess")));
    if (type.letter == QLatin1String("G"))
        result.modifiers.append(
            modifierFrom(book, kActivation, QStringLiteral("interceptionGendarmes")));
    if (names.value(level) == QLatin1String("Disordered"))
        result.modifiers.append(
            modifierFrom(book, kActivation, QStringLiteral("interceptionDisordered")));
    result.facts.insert(QStringLiteral("order"), order);
    const std::optional<bool> passed = underTest(
        result, dice, QStringLiteral("interception"), json.optionalString(u"name"),
        QStringLiteral("interception"), target, total(result.modifiers),
        QStringLiteral(
            "moves adjacent to the enemy, whose movement ends and who loses any Charge marker"),
        QStringLiteral("does not intercept"));
    if (passed && *passed)
        result.notes.append(QStringLiteral(
            "The intercepting unit is marked Interception; no unit can fire (N1600 8.3)."));
    return result;
}

ProcedureResult ordersChange(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"wing", u"wingCommander", u"current", u"desired", u"wcCommand", u"acCommand",
                    u"commanderAdjacentToEnemy", u"cavalryWing", u"halfShakenBrokenOrEliminated"});
    const QString current = readOrder(json, u"current", book);
    const QString desired = readOrder(json, u"desired", book);
    if (current == desired)
        json.fail(u"desired", QStringLiteral("the wing already has %1").arg(current));
    const QString key = current + QLatin1Char('>') + desired;
    ProcedureResult result;
    result.citation = QStringLiteral("N1600 6.3, Changing orders");
    const int wc = readCommand(json, u"wcCommand", book);
    const int ac = readCommand(json, u"acCommand", book);
    if (wc + ac > 0) {
        Modifier m = commanderModifier(
            book, kOrders, QStringLiteral("commanders"), wc + ac,
            ac > 0 ? QStringLiteral("Wing commander %1 and army commander %2").arg(wc).arg(ac)
                   : QStringLiteral("Wing commander"));
        result.modifiers.append(m);
    }
    if (json.optionalBoolean(u"commanderAdjacentToEnemy", false))
        result.modifiers.append(
            modifierFrom(book, kOrders, QStringLiteral("commanderAdjacentToEnemy")));
    const QStringList orders = book.strings(kOrders, QStringLiteral("orders"));
    if (json.optionalBoolean(u"cavalryWing", false)) {
        if (desired == orders.value(0))
            result.modifiers.append(
                modifierFrom(book, kOrders, QStringLiteral("cavalryToChargez")));
        else if (desired == orders.value(1))
            result.modifiers.append(
                modifierFrom(book, kOrders, QStringLiteral("cavalryToMarchez")));
    }
    if (json.optionalBoolean(u"halfShakenBrokenOrEliminated", false)) {
        if (desired != orders.value(2))
            json.fail(u"halfShakenBrokenOrEliminated",
                      QStringLiteral("the -2 is for a change to %1 (%2)")
                          .arg(orders.value(2), book.tableSource(kOrders)));
        result.modifiers.append(
            modifierFrom(book, kOrders, QStringLiteral("toRalliezWhenHalfShaken")));
    }
    result.facts = {{QStringLiteral("current"), current}, {QStringLiteral("desired"), desired}};
    const std::optional<bool> passed = underTest(
        result, dice, QStringLiteral("orders"),
        json.optionalString(u"wing", QStringLiteral("The wing")), QStringLiteral("orders change"),
        book.integer(kOrders, key), total(result.modifiers),
        QStringLiteral("the wing takes %1 from this activation").arg(desired),
        QStringLiteral("the wing is activated with %1").arg(current));
    const QString commander = json.optionalString(u"wingCommander");
    if (passed && *passed && !commander.isEmpty())
        result.changes.append(core::Change{
            QStringLiteral("commander.changed"),
            {{QStringLiteral("id"), commander},
             {QStringLiteral("set"), QJsonObject{{QStringLiteral("orders"), desired}}}}});
    return result;
}

ProcedureResult initiative(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"sides"});
    const QJsonArray sides = json.array(u"sides");
    if (sides.size() != 2)
        json.fail(u"sides", QStringLiteral("give the two sides"));
    const QStringList orders = book.strings(kOrders, QStringLiteral("orders"));
    struct Side
    {
        QString name;
        QList<int> wings;
        int leader = 0;
    };
    std::array<Side, 2> s;
    for (int i = 0; i < 2; ++i) {
        const core::JsonReader side(sides[i], core::JsonReader::pathOf(json.pathOf(u"sides"), i));
        side.allowOnly({u"name", u"wings", u"leader"});
        s[i].name = side.optionalString(u"name", QStringLiteral("Side %1").arg(i + 1));
        const core::JsonReader wings = side.child(u"wings");
        for (const QString &order : orders)
            s[i].wings << wings.optionalInteger(order, 0, 10, 0);
        s[i].leader = readCommand(side, u"leader", book);
    }
    ProcedureResult result;
    result.citation = QStringLiteral("N1600 4.1, Initiative");
    // "The player with the most wings of the orders of the higher precedence goes first": the
    // highest order any wing holds, counted on each side.
    int decided = -1;
    QString why;
    for (int o = 0; o < orders.size(); ++o) {
        if (s[0].wings[o] == 0 && s[1].wings[o] == 0)
            continue;
        if (s[0].wings[o] != s[1].wings[o]) {
            decided = s[0].wings[o] > s[1].wings[o] ? 0 : 1;
            why = QStringLiteral("more wings under %1 (%2 to %3)")
                      .arg(orders[o])
                      .arg(s[decided].wings[o])
                      .arg(s[1 - decided].wings[o]);
        }
        break;
    }
    if (decided < 0 && s[0].leader != s[1].leader) {
        decided = s[0].leader > s[1].leader ? 0 : 1;
        why = QStringLiteral("the better leader (%1 to %2)")
                  .arg(s[decided].leader)
                  .arg(s[1 - decided].leader);
    }
    // The reading of "the orders of the higher precedence" and "the best Leader"
    // (activation.initiativeTie, interpreted).
    const RuleValue &tie = book.value(kActivation, QStringLiteral("initiativeTie"));
    result.notes.append(QStringLiteral("Interpreted (%1): %2").arg(tie.source, tie.reason));
    if (decided >= 0) {
        result.outcomes.append(
            keyed(certainOutcome(QStringLiteral("%1 goes first: %2").arg(s[decided].name, why)),
                  QStringLiteral("first.side%1").arg(decided)));
        result.facts = {{QStringLiteral("decidedBy"), why}};
        result.result = {{QStringLiteral("first"), s[decided].name}};
        result.summary = QStringLiteral("Initiative: %1 goes first, %2").arg(s[decided].name, why);
        return result;
    }
    // "If that is a tie, then roll 1D10. The high roller goes first."
    const Die d10 = kD10ZeroIsZero;
    const int all = d10.sides() * d10.sides();
    const int ties = d10.sides();
    const RuleValue &equal = book.value(kActivation, QStringLiteral("initiativeEqualRolls"));
    const QString onEqual = equal.isAvailable()
                                ? book.string(kActivation, QStringLiteral("initiativeEqualRolls"))
                                : QStringLiteral("the text gives no rule (missing)");
    result.outcomes.append(
        keyed(exactOutcome(QStringLiteral("%1 rolls higher and goes first").arg(s[0].name),
                           Fraction((all - ties) / 2, all)),
              QStringLiteral("first.side0")));
    result.outcomes.append(
        keyed(exactOutcome(QStringLiteral("%1 rolls higher and goes first").arg(s[1].name),
                           Fraction((all - ties) / 2, all)),
              QStringLiteral("first.side1")));
    result.outcomes.append(
        keyed(exactOutcome(QStringLiteral("Equal rolls: %1").arg(onEqual), Fraction(ties, all)),
              QStringLiteral("equal")));
    if (!equal.isAvailable())
        result.notes.append(
            QStringLiteral("Missing, equal rolls (%1): %2")
                .arg(equal.source.isEmpty() ? book.tableSource(kActivation) : equal.source,
                     equal.reason));
    result.facts = {
        {QStringLiteral("decidedBy"), QStringLiteral("the die: equal wings and leaders")}};
    std::array<int, 2> rolled{};
    for (int i = 0; i < 2; ++i) {
        const auto r = dice.roll(QStringLiteral("side%1").arg(i + 1), d10, 1, RerollPolicy::none(),
                                 std::nullopt, QStringLiteral("Initiative: %1").arg(s[i].name));
        if (!r)
            return result;
        rolled[i] = r->front().result;
    }
    if (rolled[0] == rolled[1]) {
        const QString what = book.string(
            kActivation, QStringLiteral("initiativeEqualRolls")); // throws while missing
        result.result = {{QStringLiteral("rolls"), QJsonArray{rolled[0], rolled[1]}},
                         {QStringLiteral("first"), QString()}};
        result.summary = QStringLiteral("Initiative: both roll %1: %2").arg(rolled[0]).arg(what);
        return result;
    }
    const int first = rolled[0] > rolled[1] ? 0 : 1;
    result.result = {{QStringLiteral("rolls"), QJsonArray{rolled[0], rolled[1]}},
                     {QStringLiteral("first"), s[first].name}};
    result.summary = QStringLiteral("Initiative: %1 %2, %3 %4: %5 goes first")
                         .arg(s[0].name)
                         .arg(rolled[0])
                         .arg(s[1].name)
                         .arg(rolled[1])
                         .arg(s[first].name);
    return result;
}

// N1600 Scenarios 1 and 2, optional rule: "rolls 1D10 and adds the number of turns to the result.
// If the final result is greater than 12, the wing of Velasco arrives on the following turn".
ProcedureResult reinforcements(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"scenario", u"turn"});
    const QString table = QStringLiteral("reinforcements");
    const QString scenario = json.optionalString(u"scenario", QStringLiteral("Scenario 1"));
    if (!book.has(table, QStringLiteral("fromTurn.") + scenario))
        json.fail(u"scenario",
                  QStringLiteral("\"%1\" is not Scenario 1 or Scenario 2").arg(scenario));
    const int from = book.integer(table, QStringLiteral("fromTurn.") + scenario);
    const int turn = json.integer(u"turn", 1, 99);
    if (turn < from)
        json.fail(u"turn",
                  QStringLiteral("in %1 the roll begins with turn %2 (%3)")
                      .arg(scenario)
                      .arg(from)
                      .arg(book.value(table, QStringLiteral("fromTurn.") + scenario).source));
    const int above = book.integer(table, QStringLiteral("greaterThan"));
    ProcedureResult result;
    result.citation = book.value(table, QStringLiteral("fromTurn.") + scenario).source;
    Modifier turns;
    turns.label = QStringLiteral("The number of turns (%1)").arg(turn);
    turns.value = turn;
    turns.citation = result.citation;
    result.modifiers.append(turns);
    const Distribution scores = sumOfDice(kD10ZeroIsZero, 1, RerollPolicy::none(), turn);
    result.distributions.append({QStringLiteral("score"), scores, QStringLiteral("score")});
    const QString arrives =
        QStringLiteral("the wing of Velasco arrives next turn by the eastern edge under Marchez!");
    result.outcomes.append(
        keyed(outcomeAtLeast(QStringLiteral("More than %1: %2").arg(above).arg(arrives), scores,
                             above + 1),
              QStringLiteral("arrive")));
    result.outcomes.append(
        keyed(outcomeAtMost(QStringLiteral("%1 or less: no reinforcements yet").arg(above), scores,
                            above),
              QStringLiteral("notYet")));
    result.facts = {{QStringLiteral("scenario"), scenario},
                    {QStringLiteral("dieAtLeast"), above + 1 - turn}};
    const auto rolled =
        dice.roll(QStringLiteral("reinforcements"), kD10ZeroIsZero, 1, RerollPolicy::none(),
                  std::nullopt, QStringLiteral("Spanish reinforcements"));
    if (!rolled)
        return result;
    const int score = rolled->front().result + turn;
    result.result = {{QStringLiteral("thrown"), rolled->front().result},
                     {QStringLiteral("score"), score},
                     {QStringLiteral("arrives"), score > above}};
    result.summary = QStringLiteral("Spanish reinforcements, turn %1: %2 + %1 = %3, %4")
                         .arg(turn)
                         .arg(rolled->front().result)
                         .arg(score)
                         .arg(score > above ? arrives : QStringLiteral("no reinforcements yet"));
    return result;
}

QList<InputField> wingFields(bool continuing)
{
    QList<InputField> fields{
        textField(QStringLiteral("wing"), QStringLiteral("Wing")),
        idField(QStringLiteral("wingCommander"), QStringLiteral("Wing commander"),
                QStringLiteral("marked Finished or No continuation on a failure (N1600 4.3, 4.4)")),
        orderField(QStringLiteral("order"), QStringLiteral("The wing's order"),
                   QStringLiteral("Chargez! and Marchez! only")),
        commandField(QStringLiteral("wcCommand"), QStringLiteral("Wing commander's command value"),
                     QStringLiteral("off the die (interpreted)")),
        booleanField(QStringLiteral("onlyCavalry"), QStringLiteral("The wing is only cavalry"),
                     QStringLiteral("-1")),
        booleanField(QStringLiteral("wcAdjacentToEnemy"),
                     QStringLiteral("The wing commander is adjacent to an enemy unit (not broken)"),
                     QStringLiteral("+1")),
        booleanField(QStringLiteral("noContinuation"),
                     QStringLiteral("The commander is marked no continuation"),
                     QStringLiteral("after a failed preemption (N1600 4.4)"))};
    if (continuing)
        fields << integerField(QStringLiteral("activations"),
                               QStringLiteral("Activations so far this turn"), 1, 10, 1,
                               QStringLiteral("2 at most (N1600 4.3)"));
    else
        fields << booleanField(QStringLiteral("preemptedContinued"),
                               QStringLiteral("The preempted wing had continued"),
                               QStringLiteral("it is then finished, not bypassed"))
               << idField(QStringLiteral("preemptedCommander"),
                          QStringLiteral("The preempted wing's commander"),
                          QStringLiteral("marked Bypassed, or Finished, on a success (N1600 4.4)"));
    return fields;
}

} // namespace

QList<Procedure> commandProcedures()
{
    Procedure init;
    init.info = {
        QStringLiteral("initiative"),
        QStringLiteral("Initiative"),
        QStringLiteral("N1600 4.1, Initiative"),
        QStringLiteral(
            "The side with the most wings under the highest order goes first; if tied, the better "
            "leader; if tied, the higher 1D10"),
        {listField(
            QStringLiteral("sides"), QStringLiteral("Side"),
            {textField(QStringLiteral("name"), QStringLiteral("Side")),
             objectField(
                 QStringLiteral("wings"), QStringLiteral("Wings by order"),
                 {integerField(QStringLiteral("Chargez!"), QStringLiteral("Chargez!"), 0, 10, 0),
                  integerField(QStringLiteral("Marchez!"), QStringLiteral("Marchez!"), 0, 10, 0),
                  integerField(QStringLiteral("Ralliez!"), QStringLiteral("Ralliez!"), 0, 10, 0)}),
             commandField(QStringLiteral("leader"),
                          QStringLiteral("Its best leader's command value"), {})},
            QStringLiteral("the two sides"))}};
    // N1600 4.2, the example: player A has two wings under Chargez! and one under Marchez!, player
    // B one under each order: "Player A is the first player (2 Chargez! orders)".
    init.example =
        QJsonObject{{QStringLiteral("sides"),
                     QJsonArray{QJsonObject{{QStringLiteral("name"), QStringLiteral("Player A")},
                                            {QStringLiteral("wings"),
                                             QJsonObject{{QStringLiteral("Chargez!"), 2},
                                                         {QStringLiteral("Marchez!"), 1}}}},
                                QJsonObject{{QStringLiteral("name"), QStringLiteral("Player B")},
                                            {QStringLiteral("wings"),
                                             QJsonObject{{QStringLiteral("Chargez!"), 1},
                                                         {QStringLiteral("Marchez!"), 1},
                                                         {QStringLiteral("Ralliez!"), 1}}}}}}};
    init.run = initiative;

    Procedure cont;
    cont.info = {
        QStringLiteral("continuation"), QStringLiteral("Continuation"),
        QStringLiteral("N1600 4.3, Continuation"),
        QStringLiteral(
            "1D10 (0 counts as 0) at or under 3 (Chargez!) or 2 (Marchez!), the wing commander's "
            "value "
            "off the die, -1 an all-cavalry wing, +1 the commander adjacent to the enemy: the wing "
            "is "
            "activated again (2 activations at most); a failure flips the commander to Finished"),
        wingFields(true)};
    cont.example = QJsonObject{{QStringLiteral("wing"), QStringLiteral("Vanguard (Francis Vere)")},
                               {QStringLiteral("order"), QStringLiteral("Chargez!")},
                               {QStringLiteral("wcCommand"), 1}};
    cont.run = continuation;

    Procedure pre;
    pre.info = {
        QStringLiteral("preemption"), QStringLiteral("Preemption"),
        QStringLiteral("N1600 4.4, Preemption"),
        QStringLiteral(
            "1D10 at or under 4 (Chargez!) or 3 (Marchez!) with the continuation's modifiers: the "
            "inactive player's wing is activated and the preempted one bypassed; a failure marks "
            "the "
            "commander no continuation"),
        wingFields(false)};
    pre.example = QJsonObject{{QStringLiteral("wing"), QStringLiteral("Center (Zapena)")},
                              {QStringLiteral("order"), QStringLiteral("Chargez!")},
                              {QStringLiteral("wcCommand"), 1}};
    pre.run = preemption;

    Procedure orders;
    orders.info = {
        QStringLiteral("orders-change"),
        QStringLiteral("Orders change"),
        QStringLiteral("N1600 6.3, Changing orders"),
        QStringLiteral(
            "1D10 at or under the Orders Change Table's number for the current and desired orders: "
            "the "
            "commanders' ratings off the die (interpreted), +1 commander adjacent to the enemy, -1 "
            "a "
            "cavalry wing to Chargez!, +1 to Marchez!, -2 to Ralliez! with more than half the wing "
            "shaken, broken or eliminated"),
        {textField(QStringLiteral("wing"), QStringLiteral("Wing")),
         idField(QStringLiteral("wingCommander"), QStringLiteral("Wing commander"),
                 QStringLiteral("takes the new orders on a success (N1600 6.3)")),
         orderField(QStringLiteral("current"), QStringLiteral("Current order"), {}),
         orderField(QStringLiteral("desired"), QStringLiteral("Desired order"), {}),
         commandField(QStringLiteral("wcCommand"), QStringLiteral("Wing commander's rating"), {}),
         commandField(
             QStringLiteral("acCommand"),
             QStringLiteral("Army commander's rating, if adjacent to or stacked with the WC"), {}),
         booleanField(QStringLiteral("commanderAdjacentToEnemy"),
                      QStringLiteral("Commander adjacent to an enemy unit (not broken)"),
                      QStringLiteral("+1")),
         booleanField(QStringLiteral("cavalryWing"), QStringLiteral("A cavalry wing"),
                      QStringLiteral("-1 to Chargez!, +1 to Marchez!")),
         booleanField(QStringLiteral("halfShakenBrokenOrEliminated"),
                      QStringLiteral("More than half the wing shaken, broken or eliminated"),
                      QStringLiteral("-2 to Ralliez!"))}};
    orders.example = QJsonObject{{QStringLiteral("wing"), QStringLiteral("Rearguard (Bucquoy)")},
                                 {QStringLiteral("current"), QStringLiteral("Marchez!")},
                                 {QStringLiteral("desired"), QStringLiteral("Chargez!")},
                                 {QStringLiteral("wcCommand"), 1}};
    orders.run = ordersChange;

    Procedure inter;
    inter.info = {
        QStringLiteral("interception"), QStringLiteral("Interception"),
        QStringLiteral("N1600 8.3, Interception"),
        QStringLiteral(
            "Cavalry only: 1D10 at or under 4 (Chargez!) or 3 (Marchez!), the stacked commanders' "
            "values "
            "off the die, -1 original morale 8, +1 morale 6 or less, +1 G, +1 Disordered"),
        unitFields() +
            QList<InputField>{
                typeField(QStringLiteral("cavalry: G, C or A")),
                moraleField(QStringLiteral("original morale: 8 -1, 6 or less +1")),
                levelField(QStringLiteral("Disordered +1")),
                orderField(QStringLiteral("order"), QStringLiteral("Its wing's order"), {}),
                commandField(QStringLiteral("commanders"),
                             QStringLiteral("Command values of the AC and WC stacked with it"), {},
                             2)}};
    inter.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("bacx")},
                                {QStringLiteral("name"), QStringLiteral("Bacx")},
                                {QStringLiteral("type"), QStringLiteral("C")},
                                {QStringLiteral("morale"), 7},
                                {QStringLiteral("order"), QStringLiteral("Marchez!")}};
    inter.run = interception;
    Procedure reinforce;
    reinforce.info = {
        QStringLiteral("reinforcements"),
        QStringLiteral("Spanish reinforcements (optional)"),
        QStringLiteral("N1600 Scenario 1, Optional rules, Spanish reinforcements"),
        QStringLiteral(
            "At each end of turn from turn 3 (Scenario 2: turn 6), 1D10 plus the number of turns: "
            "more than 12 brings the wing of Velasco next turn"),
        {choiceField(QStringLiteral("scenario"), QStringLiteral("Scenario"),
                     {QStringLiteral("Scenario 1"), QStringLiteral("Scenario 2")},
                     QStringLiteral("Scenario 1")),
         integerField(QStringLiteral("turn"), QStringLiteral("Turn"), 1, 99,
                      QJsonValue(QJsonValue::Undefined), QStringLiteral("added to the die"))}};
    reinforce.example = QJsonObject{{QStringLiteral("scenario"), QStringLiteral("Scenario 1")},
                                    {QStringLiteral("turn"), 5}};
    reinforce.run = reinforcements;
    return {init, activationOrderProcedure(), cont, pre, orders, inter, reinforce};
}

} // namespace adjutant::rulesets::nieuport1600
