// SPDX-License-Identifier: GPL-3.0-or-later
// Autobreak and commander losses: FoGR, Battle Group Deterioration, Autobreak; The Combat
// Mechanism, Commanders in Close Combat; Joint Action Phase, Removing Bases From Routing Battle
// Groups.
#include "core/jsonreader.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/inputfields.h"
#include "rulesets/rulebook.h"
#include "rulesets/fogr/fogrprocedure.h"

namespace adjutant::rulesets::fogr {

namespace {

ProcedureResult autobreak(const core::JsonReader &json, const RuleBook &book)
{
    json.allowOnly({u"name", u"quality", u"originalBases", u"currentBases"});
    const FogrQuality quality = readQuality(json, u"quality");
    const int original = json.integer(u"originalBases", 1, 1000);
    const int current = json.integer(u"currentBases", 0, original);
    const QString table = QStringLiteral("autobreak");
    const int percent = book.integer(table, qualityName(quality));
    const int destroyedAt = book.integer(table, QStringLiteral("destroyedAtBases"));
    // "> 60% lost": the first whole number of bases lost beyond the percentage.
    const int breaksAtLost = percent * original / 100 + 1;
    const int lost = original - current;
    ProcedureResult result;
    result.citation = book.tableSource(table);
    result.modifiers.append({book.value(table, qualityName(quality)).text, percent, book.value(table, qualityName(quality)).source, {}});
    const bool broken = 100 * lost > percent * original;
    const bool destroyed = current <= destroyedAt;
    result.facts = {{QStringLiteral("percentLost"), 100.0 * lost / original},
                    {QStringLiteral("threshold"), percent},
                    {QStringLiteral("autobreaksAtBasesLost"), breaksAtLost},
                    {QStringLiteral("basesBeforeAutobreak"), std::max(0, breaksAtLost - lost)},
                    {QStringLiteral("autobroken"), broken},
                    {QStringLiteral("destroyed"), destroyed}};
    const QString who = json.optionalString(u"name", QStringLiteral("The battle group"));
    result.summary = broken ? QStringLiteral("%1 has lost %2 of %3 bases: autobroken").arg(who).arg(lost).arg(original)
                            : QStringLiteral("%1 has lost %2 of %3 bases: autobreaks at %4 lost").arg(who).arg(lost).arg(original).arg(breaksAtLost);
    if (destroyed)
        result.summary += QStringLiteral("; destroyed at the end of the joint action phase");
    return result;
}

ProcedureResult commanderLoss(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"commander", u"name", u"situation", u"hits"});
    const QString table = QStringLiteral("commanderLoss");
    const QStringList situations{QStringLiteral("lostCloseCombat"), QStringLiteral("wonOrDrewCloseCombat"), QStringLiteral("withRouters")};
    const QString situation = json.string(u"situation");
    if (!situations.contains(situation))
        json.fail(u"situation", QStringLiteral("\"%1\" is not one of %2").arg(situation, situations.join(QStringLiteral(", "))));
    const bool routers = situation == situations[2];
    ProcedureResult result;
    const QString key = routers ? QStringLiteral("lostWithRouters")
                                : (situation == situations[0] ? QStringLiteral("lostIfLost") : QStringLiteral("lostIfWonOrDrew"));
    result.citation = book.value(table, key).source;
    const int needed = book.integer(table, key);
    result.modifiers.append({book.value(table, key).text, needed, result.citation, {}});
    const QString who = json.optionalString(u"name", QStringLiteral("The commander"));
    if (!routers) {
        const int hits = json.integer(u"hits", 0, 1000);
        const int minimum = book.integer(table, QStringLiteral("minimumHits"));
        if (hits < minimum) {
            result.facts = {{QStringLiteral("rollNeeded"), false}};
            result.summary = QStringLiteral("%1 is not at risk: his battle group suffered fewer than %2 hits").arg(who).arg(minimum);
            return result;
        }
    }
    const int count = book.integer(table, QStringLiteral("dice"), 1, RuleBook::maxTestDice);
    const Distribution total = sumOfDice(kD6, count, RerollPolicy::none()); // "no re-rolls"
    result.facts = {{QStringLiteral("rollNeeded"), true}, {QStringLiteral("lostOn"), needed}};
    result.outcomes.append(keyed(outcomeAtLeast(QStringLiteral("Commander lost"), total, needed),
                                 QStringLiteral("lost")));
    result.outcomes.append(
        keyed(outcomeAtMost(QStringLiteral("Commander survives"), total, needed - 1),
              QStringLiteral("survives")));
    const auto rolled = dice.roll(QStringLiteral("commander"), kD6, count, RerollPolicy::none(),
                                  std::nullopt, QStringLiteral("Commander loss"));
    if (!rolled)
        return result;
    const int thrown = rulesets::total(*rolled);
    const bool lost = thrown >= needed;
    result.result = {{QStringLiteral("thrown"), thrown}, {QStringLiteral("lost"), lost}};
    result.summary = QStringLiteral("%1: %2 on 2 dice, %3").arg(who).arg(thrown).arg(lost ? QStringLiteral("lost") : QStringLiteral("survives"));
    const QString commander = json.optionalString(u"commander");
    if (lost && !commander.isEmpty())
        result.changes.append({QStringLiteral("commander.removed"), {{QStringLiteral("id"), commander}}});
    return result;
}

} // namespace

QList<FogrProcedure> deteriorationProcedures()
{
    FogrProcedure autobreakProcedure;
    autobreakProcedure.info = {QStringLiteral("autobreak"), QStringLiteral("Autobreak"), QStringLiteral("FoGR: Battle Group Deterioration, Autobreak"),
                               QStringLiteral("Bases lost against the autobreak threshold of the quality; destruction at 1 base"),
                               {textField(QStringLiteral("name"), QStringLiteral("Name")),
                                choiceField(QStringLiteral("quality"), QStringLiteral("Quality"), qualityNames()),
                                integerField(QStringLiteral("originalBases"), QStringLiteral("Bases at the start"), 1, 1000),
                                integerField(QStringLiteral("currentBases"), QStringLiteral("Bases now"), 0, 1000)}};
    autobreakProcedure.example = {{QStringLiteral("name"), QStringLiteral("Dutch foot")},
                                  {QStringLiteral("quality"), QStringLiteral("Average")},
                                  {QStringLiteral("originalBases"), 6},
                                  {QStringLiteral("currentBases"), 4}};
    autobreakProcedure.run = [](const core::JsonReader &json, DiceSource &, const RuleBook &book) { return autobreak(json, book); };

    FogrProcedure commanderProcedure;
    commanderProcedure.info = {QStringLiteral("commander-loss"), QStringLiteral("Commander loss"),
                               QStringLiteral("FoGR: The Combat Mechanism, Commanders in Close Combat"),
                               QStringLiteral("2 dice, no re-rolls: a commander in the front rank after 2 or more hits is lost on 11-12 if "
                                              "his battle group lost, 12 if it won or drew; with routers caught by pursuers on 10+"),
                               {idField(QStringLiteral("commander"), QStringLiteral("Commander id"), QStringLiteral("removed from the battle if lost")),
                                textField(QStringLiteral("name"), QStringLiteral("Name")),
                                choiceField(QStringLiteral("situation"), QStringLiteral("Situation"),
                                            {QStringLiteral("lostCloseCombat"), QStringLiteral("wonOrDrewCloseCombat"), QStringLiteral("withRouters")}),
                                integerField(QStringLiteral("hits"), QStringLiteral("Hits on his battle group"), 0, 1000, QJsonValue(QJsonValue::Null),
                                             QStringLiteral("required in close combat: at risk only after 2 or more"))}};
    commanderProcedure.example = {{QStringLiteral("name"), QStringLiteral("Maurice")},
                                  {QStringLiteral("situation"), QStringLiteral("lostCloseCombat")},
                                  {QStringLiteral("hits"), 5}};
    commanderProcedure.run = commanderLoss;
    return {cohesionTestProcedure(), bolsterRallyProcedure(), deathRollProcedure(), autobreakProcedure, commanderProcedure};
}

} // namespace adjutant::rulesets::fogr
