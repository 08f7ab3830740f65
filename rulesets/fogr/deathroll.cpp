// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/fogr/deathroll.h"

#include "core/jsonreader.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/inputfields.h"
#include "rulesets/rulebook.h"
#include "rulesets/fogr/fogrprocedure.h"

#include <vector>

namespace adjutant::rulesets::fogr {

namespace {

const QString kTable = QStringLiteral("deathRoll");

QString removalKey(HitsFrom from)
{
    switch (from) {
    case HitsFrom::CloseCombatLost:
    case HitsFrom::CloseCombatWonOrDrew:
        return QStringLiteral("removalCloseCombat");
    case HitsFrom::ArtilleryLongRange:
        return QStringLiteral("removalArtilleryLongRange");
    case HitsFrom::ShootingMainlyFirearms:
    case HitsFrom::ShootingOther:
        return QStringLiteral("removalOtherShooting");
    }
    return {};
}

// +2 "if the battle group won/drew a close combat or the hits suffered were from shooting (unless
// the majority of the shooting dice ... were attributable to ... artillery, regimental guns and
// firearms)". Long range artillery is artillery.
bool plusTwo(HitsFrom from) { return from == HitsFrom::CloseCombatWonOrDrew || from == HitsFrom::ShootingOther; }

// The death roll worked out: its modifiers, the hits each roll is against (a further roll only
// follows a loss with more than 6 hits) and each roll's exact chance of losing its base.
struct DeathRollPlan
{
    QList<Modifier> modifiers;
    int modifier = 0;
    std::vector<int> hitsPerRoll;
    std::vector<Fraction> lose;
};

DeathRollPlan planDeathRoll(const DeathRollInput &input, const RuleBook &book)
{
    DeathRollPlan plan;
    if (input.startedWithTwoBases)
        plan.modifiers.append(modifierFrom(book, kTable, QStringLiteral("startedWithTwoBases")));
    if (plusTwo(input.from))
        plan.modifiers.append(modifierFrom(book, kTable, QStringLiteral("wonOrDrewOrNotFirearms")));
    for (const Modifier &m : plan.modifiers)
        plan.modifier += m.value;
    const int step = book.integer(kTable, QStringLiteral("hitsPerFurtherRoll"));
    const int cap = input.bases > 0 ? input.bases : std::numeric_limits<int>::max();
    for (int hits = input.hits; hits > 0 && int(plan.hitsPerRoll.size()) < cap; hits -= step) {
        plan.hitsPerRoll.push_back(hits);
        if (hits <= step)
            break;
    }
    const Distribution die = sumOfDice(kD6, 1, RerollPolicy::none(), plan.modifier); // "(No re-rolls)"
    for (int hits : plan.hitsPerRoll)
        plan.lose.push_back(probabilityAtMost(die, hits));
    return plan;
}

// The chances of losing 0, 1, ... bases: roll i happens only if every roll before it lost a base.
std::vector<Fraction> chancesOf(const DeathRollPlan &plan)
{
    std::vector<Fraction> chances;
    Fraction reach = 1;
    for (std::size_t i = 0; i <= plan.lose.size(); ++i) {
        chances.push_back(i < plan.lose.size() ? reach * (1 - plan.lose[i]) : reach);
        if (i < plan.lose.size())
            reach *= plan.lose[i];
    }
    return chances;
}

} // namespace

std::vector<Fraction> deathRollChances(const DeathRollInput &input, const RuleBook &book)
{
    return chancesOf(planDeathRoll(input, book));
}

ProcedureResult deathRoll(const DeathRollInput &input, DiceSource &dice, const RuleBook &book)
{
    ProcedureResult result;
    result.citation = QStringLiteral("FoGR: Battle Group Deterioration, Death Rolls");
    const DeathRollPlan plan = planDeathRoll(input, book);
    result.modifiers = plan.modifiers;
    const int modifier = plan.modifier;
    const std::vector<int> &hitsPerRoll = plan.hitsPerRoll;
    const std::vector<Fraction> &lose = plan.lose;
    // FoGR, Death Rolls: "no roll is required unless" the roll can fail, and none either where it
    // cannot pass ("The horse cannot exceed the number of hits on the score of one dice, so it
    // loses 1 base. It must deduct 6 ... It must now roll"): only a roll that can go either way
    // takes a die. Hits only fall from roll to roll, so those are the rolls after the certain
    // ones, up to the first that cannot fail. They are named in the order they are thrown.
    std::vector<QString> dieOf(lose.size());
    int dieCount = 0;
    for (std::size_t i = 0; i < lose.size() && lose[i] > 0; ++i) {
        if (lose[i] < 1)
            dieOf[i] = dieCount++ == 0 ? QStringLiteral("death")
                                       : QStringLiteral("death.%1").arg(dieCount);
    }
    const std::vector<Fraction> chances = chancesOf(plan);
    QJsonArray rolls;
    for (std::size_t i = 0; i <= lose.size(); ++i) {
        result.outcomes.append(keyed(exactOutcome(i == 1 ? QStringLiteral("Lose 1 base")
                                                         : QStringLiteral("Lose %1 bases").arg(i),
                                                  chances[i]),
                                     QStringLiteral("lost%1").arg(i)));
        if (i < lose.size()) {
            QJsonObject roll{{QStringLiteral("hits"), hitsPerRoll[i]},
                             {QStringLiteral("needed"), hitsPerRoll[i] + 1 - modifier}};
            if (!dieOf[i].isEmpty())
                roll.insert(QStringLiteral("roll"), dieOf[i]);
            else
                roll.insert(QStringLiteral("certain"), lose[i] == 1
                                                           ? QStringLiteral("base lost")
                                                           : QStringLiteral("no base lost"));
            rolls.append(roll);
        }
    }
    result.facts.insert(QStringLiteral("modifier"), modifier);
    result.facts.insert(QStringLiteral("rolls"), rolls);
    result.facts.insert(QStringLiteral("rollNeeded"), dieCount > 0); // a die to throw
    result.facts.insert(QStringLiteral("baseAtRisk"), !lose.empty() && lose.front() > 0);
    result.facts.insert(QStringLiteral("baseRemoval"), book.string(kTable, removalKey(input.from)) + QLatin1Char(' ')
                                                           + book.string(kTable, QStringLiteral("removalGeneral")));

    if (!dice.givesDice())
        return result;
    int lost = 0, certain = 0;
    QJsonArray thrown;
    for (std::size_t i = 0; i < hitsPerRoll.size() && lose[i] > 0; ++i) {
        if (dieOf[i].isEmpty()) { // lost whatever the die shows
            ++lost;
            ++certain;
            continue;
        }
        const auto rolled =
            dice.roll(dieOf[i], kD6, 1, RerollPolicy::none(), std::nullopt,
                      dieOf[i].contains(QLatin1Char('.'))
                          ? QStringLiteral("Death roll %1").arg(dieOf[i].section(QLatin1Char('.'), 1))
                          : QStringLiteral("Death roll"));
        const int score = rolled->front().result + modifier;
        thrown.append(score);
        if (score > hitsPerRoll[i])
            break;
        ++lost;
    }
    result.result = {{QStringLiteral("scores"), thrown},
                     {QStringLiteral("basesLost"), lost},
                     {QStringLiteral("basesLostWithoutADie"), certain}};
    const QString who = input.name.isEmpty() ? QStringLiteral("The battle group") : input.name;
    result.summary = lost == 0 ? QStringLiteral("%1: death roll against %2 hits, no base lost").arg(who).arg(input.hits)
                               : QStringLiteral("%1: death roll against %2 hits, %3 lost")
                                     .arg(who)
                                     .arg(input.hits)
                                     .arg(lost == 1 ? QStringLiteral("1 base") : QStringLiteral("%1 bases").arg(lost));
    if (lost > 0 && !input.battleGroup.isEmpty())
        result.changes.append(basesLostChange(input.battleGroup, lost));
    return result;
}

FogrProcedure deathRollProcedure()
{
    FogrProcedure p;
    p.info = {QStringLiteral("death-roll"), QStringLiteral("Death roll"), QStringLiteral("FoGR: Battle Group Deterioration, Death Rolls"),
              QStringLiteral("1 die, no re-rolls, +1 for 2-base battle groups, +2 for winning or drawing or for shooting "
                             "not mainly by firearms; again for each further 6 hits"),
              {idField(QStringLiteral("battleGroup"), QStringLiteral("Battle group id"), QStringLiteral("the unit that loses the bases")),
               textField(QStringLiteral("name"), QStringLiteral("Name")),
               integerField(QStringLiteral("hits"), QStringLiteral("Hits received"), 0, 1000),
               choiceField(QStringLiteral("from"), QStringLiteral("Hits from"),
                           {QStringLiteral("closeCombatLost"), QStringLiteral("closeCombatWonOrDrew"), QStringLiteral("shootingMainlyFirearms"),
                            QStringLiteral("shootingOther"), QStringLiteral("artilleryLongRange")},
                           QJsonValue(QJsonValue::Undefined), QStringLiteral("+2 if won or drew, or shot at not mainly by artillery, regimental guns and firearms")),
               booleanField(QStringLiteral("startedWithTwoBases"), QStringLiteral("Started the battle with only 2 bases"), QStringLiteral("+1")),
               integerField(QStringLiteral("bases"), QStringLiteral("Bases now"), 1, 1000, QJsonValue(QJsonValue::Null),
                            QStringLiteral("no more bases can be lost than it has"))}};
    // The book's death roll example: horse, 9 hits from shooting mostly by firearms.
    p.example = QJsonObject{{QStringLiteral("name"), QStringLiteral("Horse")},
                            {QStringLiteral("hits"), 9},
                            {QStringLiteral("from"), QStringLiteral("shootingMainlyFirearms")}};
    p.run = [](const core::JsonReader &json, DiceSource &dice, const RuleBook &book) {
        json.allowOnly({u"battleGroup", u"name", u"hits", u"startedWithTwoBases", u"from", u"bases"});
        DeathRollInput input;
        input.battleGroup = json.optionalString(u"battleGroup");
        input.name = json.optionalString(u"name");
        input.hits = json.integer(u"hits", 0, 1000);
        input.startedWithTwoBases = json.optionalBoolean(u"startedWithTwoBases", false);
        const QStringList from{QStringLiteral("closeCombatLost"), QStringLiteral("closeCombatWonOrDrew"),
                               QStringLiteral("shootingMainlyFirearms"), QStringLiteral("shootingOther"),
                               QStringLiteral("artilleryLongRange")};
        const QString word = json.string(u"from");
        if (!from.contains(word))
            json.fail(u"from", QStringLiteral("\"%1\" is not one of %2").arg(word, from.join(QStringLiteral(", "))));
        input.from = HitsFrom(from.indexOf(word));
        input.bases = json.optionalInteger(u"bases", 1, 1000, 0);
        return deathRoll(input, dice, book);
    };
    return p;
}

} // namespace adjutant::rulesets::fogr
