// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600 morale: the morale test (N1600 12.1) taken after fire, close combat or movement,
// the rally (N1600 13.1) and the Unable to Retreat table (N1600 9.3).
#include "core/jsonreader.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/inputfields.h"
#include "rulesets/nieuport1600/n1600procedure.h"
#include "rulesets/rulebook.h"

namespace adjutant::rulesets::nieuport1600 {

namespace {

const QString kMorale = QStringLiteral("morale");
const QString kRally = QStringLiteral("rally");
const QString kRetreat = QStringLiteral("unableToRetreat");

void targetFacts(ProcedureResult &result, const MoraleTarget &t, const QString &level)
{
    result.facts.insert(QStringLiteral("moraleValue"), t.morale);
    result.facts.insert(QStringLiteral("level"), level);
    result.facts.insert(QStringLiteral("levelEffect"), t.levelEffect);
}

ProcedureResult moraleTest(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly(
        {u"unit", u"name", u"type", u"morale", u"level", u"commander", u"fireSurplus", u"reason"});
    const QString unit = json.optionalString(u"unit");
    const QString name = json.optionalString(u"name");
    const UnitType type = readType(json, u"type", book);
    const int level = readLevel(json, u"level", book);
    const MoraleTarget t = moraleTarget(json, type, level, book);
    ProcedureResult result;
    result.citation = QStringLiteral("N1600 12.1, Morale test");
    const int commander = readCommand(json, u"commander", book);
    if (commander > 0)
        result.modifiers.append(
            commanderModifier(book, kMorale, QStringLiteral("commander"), commander,
                              QStringLiteral("Commander stacked with the unit")));
    const int surplus = json.optionalInteger(u"fireSurplus", 0, 30, 0);
    if (surplus > 0) {
        Modifier m = modifierFrom(book, kMorale, QStringLiteral("fireSurplus"));
        m.label = QStringLiteral("The fire's result over its fire value (%1)").arg(surplus);
        m.value *= surplus;
        result.modifiers.append(m);
    }
    targetFacts(result, t, levels(book).value(level));
    const QString reason = json.optionalString(u"reason");
    if (!reason.isEmpty())
        result.facts.insert(QStringLiteral("reason"), reason);
    const std::optional<bool> passed =
        underTest(result, dice, QStringLiteral("morale"), name, QStringLiteral("morale test"),
                  t.target, total(result.modifiers), QStringLiteral("keeps its level"),
                  t.onFail == eliminated(book) ? QStringLiteral("is eliminated")
                                               : QStringLiteral("becomes %1").arg(t.onFail));
    if (passed && !*passed && !unit.isEmpty())
        result.changes.append(moraleChange(unit, t.onFail));
    if (t.onFail == levels(book).last())
        result.notes.append(
            QStringLiteral(
                "A unit that becomes Broken retreats %1 hexes and faces its map edge (%2).")
                .arg(book.integer(kMorale, QStringLiteral("brokenRetreat")))
                .arg(book.value(kMorale, QStringLiteral("brokenRetreat")).source));
    return result;
}

ProcedureResult rally(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"type", u"morale", u"level", u"order", u"commander",
                    u"commanderValue", u"gendarmesLostLevelInCombat"});
    const QString unit = json.optionalString(u"unit");
    const QString name = json.optionalString(u"name");
    const UnitType type = readType(json, u"type", book);
    const int level = readLevel(json, u"level", book);
    const QString order = readOrder(json, u"order", book);
    const QString where = json.optionalString(u"commander", QStringLiteral("neither"));
    if (where != QLatin1String("stacked") && where != QLatin1String("adjacent") &&
        where != QLatin1String("neither"))
        json.fail(u"commander",
                  QStringLiteral("\"%1\" is not stacked, adjacent or neither").arg(where));
    const QStringList names = levels(book);
    if (type.isArtillery())
        json.fail(u"type",
                  QStringLiteral("artillery has only one status: there is nothing to rally (%1)")
                      .arg(book.value(kMorale, QStringLiteral("artilleryOneStatus")).source));
    if (level == 0)
        json.fail(u"level", QStringLiteral("a Normal unit has no level to win back (N1600 13)"));
    // N1600 6.2 and 13.1: who may rally under each order.
    const QString allowed = book.string(kRally, QStringLiteral("order.") + order);
    const QString orderSource = book.value(kRally, QStringLiteral("order.") + order).source;
    if (allowed == QLatin1String("none"))
        json.fail(u"order",
                  QStringLiteral("under %1 no unit may rally (%2)").arg(order, orderSource));
    if (allowed == QLatin1String("adjacent or stacked") && where == QLatin1String("neither"))
        json.fail(u"commander", QStringLiteral("under %1 only units adjacent to or stacked with "
                                               "their wing commander may rally (%2)")
                                    .arg(order, orderSource));
    // N1600 11.6: "If a G unit loses a level following a close combat, it can never be rallied
    // above a disordered status."
    if (json.optionalBoolean(u"gendarmesLostLevelInCombat", false)) {
        const QString limit =
            book.string(QStringLiteral("closeCombat"), QStringLiteral("gendarmesRallyLimit"));
        if (type.letter != QLatin1String("G"))
            json.fail(u"gendarmesLostLevelInCombat",
                      QStringLiteral("only gendarmes (G) are kept from rallying (N1600 11.6)"));
        if (level <= names.indexOf(limit))
            json.fail(u"level",
                      QStringLiteral("gendarmes that lost a level in close combat can never be "
                                     "rallied above %1 (%2)")
                          .arg(limit.toLower(), book.value(QStringLiteral("closeCombat"),
                                                           QStringLiteral("gendarmesRallyLimit"))
                                                    .source));
    }
    ProcedureResult result;
    result.citation = QStringLiteral("N1600 13.1, Procedure");
    const QString better = names.value(level - 1);
    if (where == QLatin1String("stacked")) {
        // "Rally is automatic if the unit is stacked with its commander."
        result.citation = book.value(kRally, QStringLiteral("stackedAutomatic")).source;
        result.facts = {{QStringLiteral("automatic"), true},
                        {QStringLiteral("level"), names.value(level)}};
        result.outcomes.append(
            keyed(certainOutcome(QStringLiteral("Rallies automatically: becomes %1").arg(better)),
                  QStringLiteral("pass")));
        result.result = {{QStringLiteral("passed"), true},
                         {QStringLiteral("meaning"), QStringLiteral("becomes %1").arg(better)}};
        result.summary = QStringLiteral("%1 rallies, stacked with its commander: becomes %2")
                             .arg(who(name), better);
        if (!unit.isEmpty())
            result.changes.append(moraleChange(unit, better));
        return result;
    }
    const MoraleTarget t = moraleTarget(json, type, level, book);
    const int value = readCommand(json, u"commanderValue", book);
    if (where == QLatin1String("adjacent") && value > 0)
        result.modifiers.append(commanderModifier(book, kRally, QStringLiteral("adjacentCommander"),
                                                  value,
                                                  QStringLiteral("Wing commander adjacent")));
    targetFacts(result, t, names.value(level));
    const QString worse = levelAfter(book, level, 1);
    const std::optional<bool> passed =
        underTest(result, dice, QStringLiteral("rally"), name, QStringLiteral("rally test"),
                  t.target, total(result.modifiers), QStringLiteral("becomes %1").arg(better),
                  worse == eliminated(book) ? QStringLiteral("is eliminated")
                                            : QStringLiteral("becomes %1").arg(worse));
    if (passed && !unit.isEmpty())
        result.changes.append(moraleChange(unit, *passed ? better : worse));
    return result;
}

ProcedureResult unableToRetreat(const core::JsonReader &json, DiceSource &dice,
                                const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"type", u"morale", u"level"});
    const QString unit = json.optionalString(u"unit");
    const QString name = json.optionalString(u"name");
    const UnitType type = readType(json, u"type", book);
    if (type.isArtillery())
        json.fail(u"type",
                  QStringLiteral("artillery is eliminated if it must retreat (N1600 11.5)"));
    const int level = readLevel(json, u"level", book);
    const int morale = json.integer(u"morale", 0, 9);
    ProcedureResult result;
    result.citation = book.tableSource(kRetreat);
    if (morale <= 6)
        result.modifiers.append(modifierFrom(book, kRetreat, QStringLiteral("morale6OrLess")));
    else if (morale == 8)
        result.modifiers.append(modifierFrom(book, kRetreat, QStringLiteral("morale8")));
    const int m = total(result.modifiers);
    const int elim = book.integer(kRetreat, QStringLiteral("eliminatedAtOrBelow"));
    const int lose = book.integer(kRetreat, QStringLiteral("loseLevelAtOrBelow"));
    const QStringList names = levels(book);
    const QString best = book.string(kRetreat, QStringLiteral("bestAfterGain"));
    const QString worse = levelAfter(book, level, 1);
    // "+1 Level (but never better than Disordered)": a unit at Disordered or Normal stays as it is.
    const QString better =
        level <= names.indexOf(best) ? names.value(level) : names.value(level - 1);
    const Distribution scores = sumOfDice(kD10ZeroIsZero, 1, RerollPolicy::none(), m);
    result.distributions.append({QStringLiteral("score"), scores, QStringLiteral("score")});
    const QString onLose = worse == eliminated(book) ? QStringLiteral("is eliminated")
                                                     : QStringLiteral("becomes %1").arg(worse);
    result.outcomes.append(
        keyed(outcomeAtMost(QStringLiteral("%1 or less: eliminated").arg(elim), scores, elim),
              QStringLiteral("eliminated")));
    result.outcomes.append(
        keyed(outcomeBetween(QStringLiteral("%1-%2: loses a level (%3), retreat ignored")
                                 .arg(elim + 1)
                                 .arg(lose)
                                 .arg(onLose),
                             scores, elim + 1, lose),
              QStringLiteral("losesLevel")));
    result.outcomes.append(
        keyed(outcomeAtLeast(
                  QStringLiteral(
                      "%1 or more: wins back a level, never better than %2 (%3), retreat ignored")
                      .arg(lose + 1)
                      .arg(best, better),
                  scores, lose + 1),
              QStringLiteral("winsLevel")));
    result.facts = {{QStringLiteral("modifier"), m}, {QStringLiteral("level"), names.value(level)}};
    const auto rolled =
        dice.roll(QStringLiteral("retreat"), kD10ZeroIsZero, 1, RerollPolicy::none(), std::nullopt,
                  QStringLiteral("Unable to retreat"));
    if (!rolled)
        return result;
    const int thrown = rolled->front().result;
    const int score = thrown + m;
    const QString after = score <= elim ? eliminated(book) : score <= lose ? worse : better;
    result.result = {{QStringLiteral("thrown"), thrown},
                     {QStringLiteral("score"), score},
                     {QStringLiteral("level"), after}};
    result.summary =
        QStringLiteral("%1 cannot retreat: %2 %3 %4 = %5, %6")
            .arg(who(name))
            .arg(thrown)
            .arg(m < 0 ? QStringLiteral("-") : QStringLiteral("+"))
            .arg(std::abs(m))
            .arg(score)
            .arg(after == eliminated(book) ? QStringLiteral("eliminated")
                                           : QStringLiteral("%1, retreat ignored").arg(after));
    if (!unit.isEmpty() && after != names.value(level))
        result.changes.append(moraleChange(unit, after));
    return result;
}

QList<InputField> moraleUnitFields(const QString &moraleHelp)
{
    return unitFields() +
           QList<InputField>{
               typeField(QStringLiteral("artillery: morale 6, one status")),
               moraleField(moraleHelp),
               levelField(QStringLiteral(
                   "Disordered -1, Shaken -2, Broken -5 for the morale (N1600 12.2)"))};
}

} // namespace

QList<Procedure> moraleProcedures()
{
    Procedure test;
    test.info = {
        QStringLiteral("morale-test"), QStringLiteral("Morale test"),
        QStringLiteral("N1600 12.1, Morale test"),
        QStringLiteral("1D10 (0 counts as 0) at or under the unit's morale value, less 1 "
                       "Disordered, 2 Shaken, 5 "
                       "Broken; the value of the commander stacked with the unit off the die, the "
                       "fire's surplus "
                       "on it. A failure loses a level; a broken unit, or artillery, that fails is "
                       "eliminated"),
        moraleUnitFields(QStringLiteral("the number to roll at or under")) +
            QList<InputField>{
                commandField(QStringLiteral("commander"),
                             QStringLiteral("Command value of the commander stacked with the unit"),
                             QStringLiteral("off the die (interpreted: the text gives no sign)")),
                integerField(QStringLiteral("fireSurplus"),
                             QStringLiteral("After fire: the fire's result over its fire value"), 0,
                             30, 0, QStringLiteral("added to the die (N1600 10.5)")),
                textField(
                    QStringLiteral("reason"), QStringLiteral("Why the test is taken"),
                    QStringLiteral("fire, close combat, a double unit pivoting or counter-marching "
                                   "in an enemy zone of control (8.52, 8.53)"))}};
    // N1600 10.5: "if the fire value is 6 and the player gets a 9, his adversary adds (9-6)=3 to
    // his die for morale": the target's test.
    test.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("vere1")},
                               {QStringLiteral("name"), QStringLiteral("Vere's English")},
                               {QStringLiteral("type"), QStringLiteral("N")},
                               {QStringLiteral("morale"), 7},
                               {QStringLiteral("level"), QStringLiteral("Disordered")},
                               {QStringLiteral("fireSurplus"), 3},
                               {QStringLiteral("reason"), QStringLiteral("Fire")}};
    test.run = moraleTest;

    Procedure r;
    r.info = {
        QStringLiteral("rally"), QStringLiteral("Rally"), QStringLiteral("N1600 13.1, Procedure"),
        QStringLiteral(
            "Stacked with its wing commander a unit rallies automatically; otherwise a morale "
            "test, "
            "with the commander's value off the die if he is adjacent: a pass wins back a level, a "
            "failure loses one. Under Chargez! no unit may rally, under Marchez! only units "
            "adjacent "
            "to or stacked with their wing commander"),
        moraleUnitFields(QStringLiteral("for the test")) +
            QList<InputField>{
                orderField(QStringLiteral("order"), QStringLiteral("The wing's order"),
                           QStringLiteral("who may rally (N1600 6.2, 13.1)")),
                choiceField(QStringLiteral("commander"), QStringLiteral("The wing commander is"),
                            {QStringLiteral("stacked"), QStringLiteral("adjacent"),
                             QStringLiteral("neither")},
                            QStringLiteral("neither"),
                            QStringLiteral("stacked: automatic; adjacent: his modifier")),
                commandField(QStringLiteral("commanderValue"), QStringLiteral("His command value"), {}),
                booleanField(QStringLiteral("gendarmesLostLevelInCombat"),
                             QStringLiteral("Gendarmes that lost a level in close combat"),
                             QStringLiteral("never rallied above disordered (N1600 11.6)"))}};
    r.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("zapena2")},
                            {QStringLiteral("name"), QStringLiteral("Aragón")},
                            {QStringLiteral("type"), QStringLiteral("L")},
                            {QStringLiteral("morale"), 7},
                            {QStringLiteral("level"), QStringLiteral("Shaken")},
                            {QStringLiteral("order"), QStringLiteral("Marchez!")},
                            {QStringLiteral("commander"), QStringLiteral("adjacent")},
                            {QStringLiteral("commanderValue"), 1}};
    r.run = rally;

    Procedure u;
    u.info = {
        QStringLiteral("unable-to-retreat"), QStringLiteral("Unable to retreat"),
        QStringLiteral("N1600 9.3, Stacking and retreat; Unable to Retreat Table"),
        QStringLiteral(
            "1D10 (0 counts as 0), -2 for an original morale of 6 or less, +1 for 8: 2 or less "
            "eliminated, 3-6 a level lost, 7 or more a level won back (never better than "
            "Disordered); the retreat is ignored"),
        moraleUnitFields(QStringLiteral("its original morale: 6 or less -2, 8 +1"))};
    u.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("monroy1")},
                            {QStringLiteral("name"), QStringLiteral("Tercio de Monroy")},
                            {QStringLiteral("type"), QStringLiteral("T")},
                            {QStringLiteral("morale"), 8},
                            {QStringLiteral("level"), QStringLiteral("Shaken")}};
    u.run = unableToRetreat;
    return {test, r, u};
}

} // namespace adjutant::rulesets::nieuport1600
