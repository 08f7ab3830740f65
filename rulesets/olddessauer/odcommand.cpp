// SPDX-License-Identifier: GPL-3.0-or-later
// Old Dessauer's tests of one die (dieTests table: confusion OD 8.2, cavalry against a steady
// square OD 14.2, exhausted attackers OD 9.4, ...), the danger to a general with a unit that
// suffers damage hits (OD 8.4) and the distance of an evasion (OD 13.2).
#include "core/error.h"
#include "core/jsonreader.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/inputfields.h"
#include "rulesets/olddessauer/odfire.h"
#include "rulesets/olddessauer/odprocedure.h"
#include "rulesets/rulebook.h"

#include <QJsonArray>

#include <algorithm>

namespace adjutant::rulesets::olddessauer {

namespace {

const QString kTests = QStringLiteral("dieTests");

ProcedureResult dieTest(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"test", u"hits"});
    const QString name = json.optionalString(u"name");
    const QStringList tests = book.strings(kTests, QStringLiteral("tests"));
    const QString test = json.nonEmptyString(u"test");
    if (!tests.contains(test))
        json.fail(u"test", QStringLiteral("\"%1\" is not one of %2")
                               .arg(test, tests.join(QStringLiteral(", "))));
    const RuleValue &cell = book.value(kTests, QStringLiteral("test.") + test);
    const QJsonObject rule = book.json(kTests, QStringLiteral("test.") + test).toObject();
    const bool perHit = rule.value(QStringLiteral("perHit")).toBool();
    if (!perHit && json.has(u"hits"))
        json.fail(u"hits", QStringLiteral("this test takes one die, not one per hit (%1)").arg(cell.source));
    const int count = perHit ? json.integer(u"hits", 1, 1000) : 1;
    // A test whose score the transcription lost names the cell that holds it (OD 16.15, shell
    // hits on a battery): it throws MissingRuleValue until the user supplies it.
    const QJsonObject score =
        rule.contains(QStringLiteral("score"))
            ? book.json(kTests, rule.value(QStringLiteral("score")).toString()).toObject()
            : rule;
    const int from = score.value(QStringLiteral("from")).toInt();
    const int to = score.value(QStringLiteral("to")).toInt();
    if (from < 1 || to > kD6.highest || from > to)
        throw core::Error(
            QStringLiteral(
                "rule data olddessauer: %1.test.%2: the faces must run from 1 to 6, from "
                "the lower (from) to the higher (to)")
                .arg(kTests, test));
    const QString onPass = rule.value(QStringLiteral("pass")).toString();
    const QString onFail = rule.value(QStringLiteral("fail")).toString();

    ProcedureResult result;
    result.citation = cell.source;
    const QString faces = from == to ? QString::number(from) : QStringLiteral("%1-%2").arg(from).arg(to);
    result.facts = {{QStringLiteral("test"), test},
                    {QStringLiteral("faces"), faces},
                    {QStringLiteral("dice"), count},
                    {QStringLiteral("rule"), cell.text}};
    const Distribution scored = hitsOf(count, {to - from + 1, kD6.highest});
    result.distributions.append({QStringLiteral("scored"), scored, QStringLiteral("scored")});
    if (perHit) {
        for (int k = 0; k <= count; ++k)
            result.outcomes.append(
                keyed(outcomeBetween(
                          k == 0 ? QStringLiteral("No %1 scored: %2").arg(faces, onFail)
                                 : QStringLiteral("%1 scored %2: %3").arg(faces).arg(k).arg(onPass),
                          scored, k, k),
                      QStringLiteral("scored%1").arg(k)));
    } else {
        result.outcomes.append(
            keyed(outcomeBetween(QStringLiteral("%1: %2").arg(faces, onPass), scored, 1, 1),
                  QStringLiteral("pass")));
        result.outcomes.append(
            keyed(outcomeBetween(QStringLiteral("Otherwise: %1").arg(onFail), scored, 0, 0),
                  QStringLiteral("fail")));
    }
    const auto rolled = dice.roll(QStringLiteral("test"), kD6, count, RerollPolicy::none(), std::nullopt, test);
    if (!rolled)
        return result;
    int k = 0;
    QJsonArray thrown;
    for (const RolledDie &die : *rolled) {
        thrown.append(die.result);
        if (die.result >= from && die.result <= to)
            ++k;
    }
    result.result = {{QStringLiteral("thrown"), thrown}, {QStringLiteral("scored"), k}};
    if (perHit)
        result.summary = QStringLiteral("%1, %2: %3 of %4 dice scored %5: %6")
                             .arg(who(name), test)
                             .arg(k)
                             .arg(count)
                             .arg(faces, k > 0 ? onPass : onFail);
    else
        result.summary = QStringLiteral("%1, %2: %3, %4")
                             .arg(who(name), test)
                             .arg(rolled->front().result)
                             .arg(k > 0 ? onPass : onFail);
    result.result.insert(QStringLiteral("meaning"), k > 0 ? onPass : onFail);
    return result;
}

ProcedureResult generalDanger(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"general", u"damageHits"});
    const QString general = json.optionalString(u"general", QStringLiteral("The general"));
    const int hits = json.integer(u"damageHits", 1, 1000);
    const QString key = QStringLiteral("generalWithUnitHit");
    const QJsonObject rule = book.json(kTests, key).toObject();
    const int killedAtOrBelow = rule.value(QStringLiteral("killedAtOrBelow")).toInt();
    ProcedureResult result;
    result.citation = book.value(kTests, key).source;
    Modifier perHit;
    perHit.label = QStringLiteral("Damage hits the unit suffered this phase (%1)").arg(hits);
    perHit.value = rule.value(QStringLiteral("perDamageHit")).toInt() * hits;
    perHit.citation = result.citation;
    result.modifiers.append(perHit);
    const Distribution scores = sumOfDice(kD6, 1, RerollPolicy::none(), perHit.value);
    result.distributions.append({QStringLiteral("score"), scores, QStringLiteral("score")});
    result.facts = {{QStringLiteral("damageHits"), hits},
                    {QStringLiteral("killedAtOrBelow"), killedAtOrBelow},
                    {QStringLiteral("rule"), book.value(kTests, key).text}};
    result.outcomes.append(
        keyed(outcomeAtMost(QStringLiteral("%1 is killed").arg(general), scores, killedAtOrBelow),
              QStringLiteral("killed")));
    result.outcomes.append(keyed(
        outcomeAtLeast(QStringLiteral("%1 is unhurt").arg(general), scores, killedAtOrBelow + 1),
        QStringLiteral("unhurt")));
    const auto rolled = dice.roll(QStringLiteral("danger"), kD6, 1, RerollPolicy::none(), std::nullopt,
                                  QStringLiteral("Danger to %1").arg(general));
    if (!rolled)
        return result;
    const int thrown = rolled->front().result;
    const int score = thrown + perHit.value;
    const bool killed = score <= killedAtOrBelow;
    result.result = {{QStringLiteral("thrown"), thrown},
                     {QStringLiteral("score"), score},
                     {QStringLiteral("killed"), killed}};
    result.summary = QStringLiteral("%1 (with %2, %3 damage hits): %4 - %5 = %6, %7")
                         .arg(general, who(json.optionalString(u"name")))
                         .arg(hits)
                         .arg(thrown)
                         .arg(hits)
                         .arg(score)
                         .arg(killed ? QStringLiteral("killed") : QStringLiteral("unhurt"));
    return result;
}

ProcedureResult evasion(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"evaders"});
    const QString evaders = json.nonEmptyString(u"evaders");
    const QString key = QStringLiteral("evasion.") + evaders;
    if (!book.has(kTests, key))
        json.fail(u"evaders", QStringLiteral("\"%1\" is not one of Infantry, Gunners, Light cavalry "
                                             "(OD 13.2)").arg(evaders));
    const int count = book.json(kTests, key).toObject().value(QStringLiteral("dice")).toInt(-1);
    if (count < 1 || count > RuleBook::maxTestDice)
        throw core::Error(
            QStringLiteral("rule data olddessauer: %1.%2.dice must be a whole number from 1 to %3")
                .arg(kTests, key)
                .arg(RuleBook::maxTestDice));
    ProcedureResult result;
    result.citation = book.value(kTests, key).source;
    const Distribution inches = sumOfDice(kD6, count);
    result.distributions.append({QStringLiteral("inches"), inches, QStringLiteral("inches")});
    result.facts = {{QStringLiteral("dice"), count}, {QStringLiteral("rule"), book.value(kTests, key).text}};
    for (int d = inches.lowest(); d <= inches.highest(); ++d)
        result.outcomes.append(keyed(
            outcomeBetween(QStringLiteral("Up to %1\"").arg(d), inches, d, d), QString::number(d)));
    result.notes.append(QStringLiteral("If the enemy contacts an evading unit the evaders are "
                                       "shattered (OD 13.2)."));
    const auto rolled = dice.roll(QStringLiteral("evasion"), kD6, count, RerollPolicy::none(), std::nullopt,
                                  QStringLiteral("Evasion"));
    if (!rolled)
        return result;
    const int distance = rulesets::total(*rolled);
    result.result = {{QStringLiteral("inches"), distance}};
    result.summary = QStringLiteral("%1 may evade up to %2\"").arg(who(json.optionalString(u"name"))).arg(distance);
    return result;
}

} // namespace

QList<Procedure> commandProcedures()
{
    Procedure test;
    test.info = {QStringLiteral("die-test"), QStringLiteral("Test of one die"),
                 QStringLiteral("OD 8, 9, 14, 16, 19"),
                 QStringLiteral("The tests the text settles with one die: confusion (4-6 acts; "
                                "irregulars 5-6), cavalry against a steady square (5-6), an "
                                "exhausted unit's attack (4-6), the artillery duel (5-6), and one "
                                "die per hit for shell on cavalry, ballshot on a battery, shell on "
                                "a town block (6) and shell on a battery (its score lost from the "
                                "transcription: supplied by the user), and a lone general "
                                "contacted (captured on 1)"),
                 unitFields() +
                     QList<InputField>{
                         catalogueField(QStringLiteral("test"), QStringLiteral("Test"),
                                        QStringLiteral("dieTests"), false,
                                        QJsonValue(QJsonValue::Undefined)),
                         integerField(QStringLiteral("hits"), QStringLiteral("Hits (one die each)"),
                                      1, 1000, QJsonValue(QJsonValue::Null),
                                      QStringLiteral("for the tests taken per hit"))}};
    test.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("prussian3")},
                               {QStringLiteral("name"), QStringLiteral("Prussian grenadiers")},
                               {QStringLiteral("test"), QStringLiteral("Confusion")}};
    test.run = dieTest;

    Procedure danger;
    danger.info = {QStringLiteral("general-danger"), QStringLiteral("Danger to a general"),
                   QStringLiteral("OD 8.4, Danger to Generals"),
                   QStringLiteral("A general with a unit that suffers damage hits: 1 die, -1 per "
                                  "damage hit that phase, killed on 0 or less"),
                   unitFields() +
                       QList<InputField>{
                           textField(QStringLiteral("general"), QStringLiteral("General")),
                           integerField(QStringLiteral("damageHits"),
                                        QStringLiteral("Damage hits the unit suffered this phase"),
                                        1, 1000, QJsonValue(QJsonValue::Undefined),
                                        QStringLiteral("-1 each"))}};
    // OD 8.4: "So if the unit suffers 2 hits the general is killed on a score of 1-2."
    danger.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("prussian1")},
                                 {QStringLiteral("name"), QStringLiteral("Prussian musketeers")},
                                 {QStringLiteral("general"), QStringLiteral("General von Zieten")},
                                 {QStringLiteral("damageHits"), 2}};
    danger.run = generalDanger;

    Procedure evade;
    evade.info = {QStringLiteral("evasion"), QStringLiteral("Evasion distance"),
                  QStringLiteral("OD 13.2, Evading Enemy Attacks"),
                  QStringLiteral("Infantry and foot gunners evade up to 1D6 inches, light cavalry "
                                 "2D6"),
                  unitFields() +
                      QList<InputField>{choiceField(
                          QStringLiteral("evaders"), QStringLiteral("Evading troops"),
                          {QStringLiteral("Infantry"), QStringLiteral("Gunners"),
                           QStringLiteral("Light cavalry")},
                          QJsonValue(QJsonValue::Undefined))}};
    evade.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("austrian4")},
                                {QStringLiteral("name"), QStringLiteral("Austrian hussars")},
                                {QStringLiteral("evaders"), QStringLiteral("Light cavalry")}};
    evade.run = evasion;
    return {test, danger, evade};
}

} // namespace adjutant::rulesets::olddessauer
