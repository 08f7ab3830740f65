// SPDX-License-Identifier: GPL-3.0-or-later
// Nieuport 1600 fire (N1600 10): the fire value by type (Fire Table) or by distance (Artillery Fire
// Table), the modifiers, and the morale test a hit forces on the target (12.1) with the fire's
// surplus on its die, worked out as one distribution; the commander in a hex hit (5.2.1).
#include "core/jsonreader.h"
#include "rulesets/common/exactdistribution.h"
#include "rulesets/common/pool.h"
#include "rulesets/dicesource.h"
#include "rulesets/exactoutcome.h"
#include "rulesets/inputfields.h"
#include "rulesets/nieuport1600/n1600procedure.h"
#include "rulesets/rulebook.h"

#include <map>

namespace adjutant::rulesets::nieuport1600 {

namespace {

const QString kFire = QStringLiteral("fire");

QString sourceOf(const RuleBook &book, const QString &key)
{
    return book.value(kFire, key).source;
}

ProcedureResult fire(const core::JsonReader &json, DiceSource &dice, const RuleBook &book)
{
    json.allowOnly({u"unit", u"name", u"type", u"level", u"kind", u"outOfCommand", u"extraMp",
                    u"distance", u"flankOrRear", u"firerInDunes", u"badDayToFire", u"target"});
    const QString name = json.optionalString(u"name");
    const UnitType type = readType(json, u"type", book);
    const int level = readLevel(json, u"level", book);
    const QString kind = json.optionalString(u"kind", QStringLiteral("offensive"));
    if (kind != QLatin1String("offensive") && kind != QLatin1String("defensive"))
        json.fail(u"kind",
                  QStringLiteral("\"%1\" is not offensive or defensive (N1600 10.3)").arg(kind));
    const bool offensive = kind == QLatin1String("offensive");
    const QStringList names = levels(book);
    const QString levelName = names.value(level);
    if (book.strings(kFire, QStringLiteral("mayNotFire")).contains(levelName))
        json.fail(u"level",
                  QStringLiteral("a %1 unit does not fire (%2)")
                      .arg(levelName.toLower(), sourceOf(book, QStringLiteral("mayNotFire"))));
    if (offensive && book.strings(kFire, QStringLiteral("defensiveOnly")).contains(levelName))
        json.fail(u"kind",
                  QStringLiteral("a %1 unit can only fire defensively (%2)")
                      .arg(levelName.toLower(), sourceOf(book, QStringLiteral("defensiveOnly"))));
    if (offensive && json.optionalBoolean(u"outOfCommand", false) && !type.isArtillery())
        json.fail(u"kind", QStringLiteral("an out of command unit may only fire in reaction (%1)")
                               .arg(sourceOf(book, QStringLiteral("outOfCommandDefensiveOnly"))));

    const core::JsonReader target = json.child(u"target");
    target.allowOnly({u"unit", u"name", u"type", u"morale", u"level", u"terrain", u"commander",
                      u"commanderInHex"});
    const QString targetUnit = target.optionalString(u"unit");
    const QString targetName = target.optionalString(u"name");
    const UnitType targetType = readType(target, u"type", book);
    const int targetLevel = readLevel(target, u"level", book);
    const MoraleTarget morale = moraleTarget(target, targetType, targetLevel, book);

    ProcedureResult result;
    result.citation = QStringLiteral("N1600 10.5, Fire procedure");
    int fireValue = 0;
    if (type.isArtillery()) {
        // N1600 10.5: "For the artillery, the number to reach is based on the distance".
        if (level != 0)
            json.fail(u"level", QStringLiteral("artillery has only one status (N1600 13.1)"));
        if (json.has(u"extraMp"))
            json.fail(u"extraMp",
                      QStringLiteral("artillery's fire does not require spending MP (N1600 10.3)"));
        const int range =
            book.integer(QStringLiteral("measuring"), QStringLiteral("artilleryFireRange"));
        const int distance = json.integer(u"distance", 1, range);
        fireValue = book.integer(QStringLiteral("artilleryRange"), QString::number(distance));
        result.facts.insert(QStringLiteral("distance"), distance);
        if (targetType.isCavalry())
            result.modifiers.append(
                modifierFrom(book, kFire, QStringLiteral("artilleryOnCavalry")));
    } else {
        const RuleValue &cell = book.value(kFire, QStringLiteral("toHit.") + type.letter);
        if (cell.isAvailable() && cell.value.isNull())
            json.fail(u"type", QStringLiteral("%1 units have no fire value (%2: %3)")
                                   .arg(type.letter, cell.source, cell.text));
        fireValue = book.integer(kFire, QStringLiteral("toHit.") + type.letter);
        // N1600 10.4: "the range of fire of all units is 1 hex".
        const int range = book.integer(QStringLiteral("measuring"), QStringLiteral("fireRange"));
        if (json.has(u"distance") && json.integer(u"distance", 1, 100) > range)
            json.fail(u"distance",
                      QStringLiteral("beyond the range of fire of %1 hex (%2)")
                          .arg(range)
                          .arg(book.value(QStringLiteral("measuring"), QStringLiteral("fireRange"))
                                   .source));
        if (level > 0)
            result.modifiers.append(
                modifierFrom(book, kFire, QStringLiteral("level.") + levelName));
        if (!offensive && type.isInfantry() && targetType.isCavalry())
            result.modifiers.append(
                modifierFrom(book, kFire, QStringLiteral("defensiveInfantryOnCavalry")));
        const int extra = json.optionalInteger(
            u"extraMp", 0, book.integer(kFire, QStringLiteral("extraMpMaximum")), 0);
        if (extra > 0) {
            if (!offensive)
                json.fail(u"extraMp", QStringLiteral("only offensive fire spends MP (N1600 10.3)"));
            Modifier m = modifierFrom(book, kFire, QStringLiteral("extraMp"));
            m.label = QStringLiteral("Spending %1 additional MP").arg(extra);
            m.value *= extra;
            result.modifiers.append(m);
        }
    }
    if (json.optionalBoolean(u"flankOrRear", false))
        result.modifiers.append(modifierFrom(book, kFire, QStringLiteral("flankOrRear")));
    if (json.optionalBoolean(u"firerInDunes", false))
        result.modifiers.append(modifierFrom(book, kFire, QStringLiteral("firerInDunes")));
    const QString terrain = target.optionalString(u"terrain", QStringLiteral("Clear"));
    if (target.has(u"terrain")) {
        if (!book.has(kFire, QStringLiteral("targetTerrain.") + terrain))
            target.fail(
                u"terrain",
                QStringLiteral("\"%1\" is not Clear, Rough, Dunes or Village").arg(terrain));
        const Modifier m = modifierFrom(book, kFire, QStringLiteral("targetTerrain.") + terrain);
        if (m.value != 0)
            result.modifiers.append(m);
    }
    if (json.optionalBoolean(u"badDayToFire", false))
        result.modifiers.append(modifierFrom(book, kFire, QStringLiteral("badDayToFire")));
    const int m = total(result.modifiers);

    // The target's test: the commander stacked with it off the die (12.1, interpreted).
    const int commander = readCommand(target, u"commander", book);
    const bool commanderInHex = target.optionalBoolean(u"commanderInHex", commander > 0);
    const int commanderModifier =
        commander * book.integer(QStringLiteral("morale"), QStringLiteral("commander"));
    const int perSurplus = book.integer(QStringLiteral("morale"), QStringLiteral("fireSurplus"));
    const QString who = targetName.isEmpty() ? QStringLiteral("the target") : targetName;
    const QString failText =
        morale.onFail == eliminated(book)
            ? QStringLiteral("Hit: %1 fails its morale test and is eliminated").arg(who)
            : QStringLiteral("Hit: %1 fails its morale test and becomes %2")
                  .arg(who, morale.onFail);
    const QString passText = QStringLiteral("Hit: %1 passes its morale test").arg(who);

    // Every fire die and every morale die, weighed alike (N1600 1.3: a d10 shows 0 to 9).
    const Die d10 = kD10ZeroIsZero;
    std::map<int, int> counts; // 0 miss, 1 pass, 2 fail
    for (int f = d10.lowest; f <= d10.highest; ++f) {
        const int score = f + m;
        if (score < fireValue) {
            counts[0] += d10.sides();
            continue;
        }
        const int surplus = (score - fireValue) * perSurplus;
        for (int t = d10.lowest; t <= d10.highest; ++t)
            counts[t + surplus + commanderModifier <= morale.target ? 1 : 2] += 1;
    }
    const int all = d10.sides() * d10.sides();
    const QString group = QStringLiteral("Fire and morale test");
    const QString labels[] = {QStringLiteral("Miss"), passText, failText};
    const QString keys[] = {QStringLiteral("miss"), QStringLiteral("hit.passes"),
                            QStringLiteral("hit.fails")};
    for (int k = 0; k < 3; ++k) {
        Outcome o = keyed(exactOutcome(labels[k], Fraction(counts[k], all)), keys[k],
                          QStringLiteral("fire"));
        o.group = group;
        result.outcomes.append(o);
    }
    const int hits = counts[1] + counts[2];
    const int killedOn = book.integer(kFire, QStringLiteral("commanderHitOn"));
    if (commanderInHex) {
        Outcome killed = exactOutcome(
            QStringLiteral("Hit, then a %1: the commander in the hex is removed").arg(killedOn),
            Fraction(hits, all * d10.sides()));
        Outcome safe = exactOutcome(QStringLiteral("The commander in the hex is unharmed"),
                                    Fraction(all * d10.sides() - hits, all * d10.sides()));
        killed.group = safe.group = QStringLiteral("Commander");
        result.outcomes << keyed(killed, QStringLiteral("removed"), QStringLiteral("commander"))
                        << keyed(safe, QStringLiteral("unharmed"), QStringLiteral("commander"));
    }
    result.distributions.append({QStringLiteral("fire score"),
                                 sumOfDice(d10, 1, RerollPolicy::none(), m),
                                 QStringLiteral("fireScore")});
    result.facts.insert(QStringLiteral("kind"), kind);
    result.facts.insert(QStringLiteral("fireValue"), fireValue);
    result.facts.insert(QStringLiteral("modifier"), m);
    result.facts.insert(QStringLiteral("dieAtLeast"), fireValue - m);
    result.facts.insert(QStringLiteral("targetMorale"), morale.morale);
    result.facts.insert(QStringLiteral("targetLevelEffect"), morale.levelEffect);
    result.facts.insert(QStringLiteral("targetPassesAtOrUnder"), morale.target);
    if (commanderModifier != 0)
        result.facts.insert(QStringLiteral("targetCommanderModifier"), commanderModifier);

    const auto rolled = dice.roll(QStringLiteral("fire"), d10, 1, RerollPolicy::none(),
                                  fireValue - m, QStringLiteral("Fire"));
    if (!rolled)
        return result;
    const int thrown = rolled->front().result;
    const int score = thrown + m;
    const bool hit = score >= fireValue;
    result.result = {{QStringLiteral("thrown"), thrown},
                     {QStringLiteral("score"), score},
                     {QStringLiteral("hit"), hit}};
    const QString firer = nieuport1600::who(name);
    if (!hit) {
        result.summary = QStringLiteral("%1 fires (%2 %3 %4 = %5, needs %6): miss")
                             .arg(firer)
                             .arg(thrown)
                             .arg(m < 0 ? QStringLiteral("-") : QStringLiteral("+"))
                             .arg(std::abs(m))
                             .arg(score)
                             .arg(fireValue);
        return result;
    }
    const int surplus = (score - fireValue) * perSurplus;
    result.result.insert(QStringLiteral("surplus"), surplus);
    const auto test = dice.roll(QStringLiteral("morale"), d10, 1, RerollPolicy::none(),
                                std::nullopt, QStringLiteral("Morale test of %1").arg(who));
    if (!test)
        return result;
    const int t = test->front().result;
    const int tested = t + surplus + commanderModifier;
    const bool passed = tested <= morale.target;
    result.result.insert(QStringLiteral("moraleThrown"), t);
    result.result.insert(QStringLiteral("moraleScore"), tested);
    result.result.insert(QStringLiteral("passed"), passed);
    result.summary = QStringLiteral("%1 fires (%2 %3 %4 = %5, needs %6): hit; %7's morale test %8 "
                                    "+ %9 = %10 against %11 or less, %12")
                         .arg(firer)
                         .arg(thrown)
                         .arg(m < 0 ? QStringLiteral("-") : QStringLiteral("+"))
                         .arg(std::abs(m))
                         .arg(score)
                         .arg(fireValue)
                         .arg(who)
                         .arg(t)
                         .arg(surplus + commanderModifier)
                         .arg(tested)
                         .arg(morale.target)
                         .arg(passed ? QStringLiteral("passes")
                              : morale.onFail == eliminated(book)
                                  ? QStringLiteral("fails: eliminated")
                                  : QStringLiteral("fails: becomes %1").arg(morale.onFail));
    if (!passed && !targetUnit.isEmpty())
        result.changes.append(moraleChange(targetUnit, morale.onFail));
    if (!passed && morale.onFail == levels(book).last())
        result.notes.append(
            QStringLiteral(
                "%1 becomes Broken: it retreats %2 hexes and faces its map edge (N1600 12.2).")
                .arg(who)
                .arg(book.integer(QStringLiteral("morale"), QStringLiteral("brokenRetreat"))));
    if (commanderInHex) {
        const auto c = dice.roll(QStringLiteral("commander"), d10, 1, RerollPolicy::none(),
                                 std::nullopt, QStringLiteral("The commander in the hex hit"));
        if (!c)
            return result;
        const bool killed = c->front().result == killedOn;
        result.result.insert(QStringLiteral("commanderRemoved"), killed);
        result.summary +=
            killed ? QStringLiteral("; the commander in the hex is removed (a %1)").arg(killedOn)
                   : QStringLiteral("; the commander in the hex is unharmed");
    }
    return result;
}

ProcedureResult commanderCasualty(const core::JsonReader &json, DiceSource &dice,
                                  const RuleBook &book)
{
    json.allowOnly({u"commander", u"after"});
    const QString commander = json.optionalString(u"commander", QStringLiteral("The commander"));
    const QString after = json.optionalString(u"after", QStringLiteral("close combat"));
    if (after != QLatin1String("close combat") && after != QLatin1String("fire"))
        json.fail(u"after", QStringLiteral("\"%1\" is not close combat or fire").arg(after));
    const int on = book.integer(kFire, QStringLiteral("commanderHitOn"));
    ProcedureResult result;
    result.citation = sourceOf(book, QStringLiteral("commanderHitOn"));
    const Distribution die = sumOfDice(kD10ZeroIsZero, 1);
    result.distributions.append({QStringLiteral("die"), die, QStringLiteral("die")});
    result.outcomes.append(
        keyed(outcomeBetween(QStringLiteral("A %1: %2 is eliminated").arg(on).arg(commander), die,
                             on, on),
              QStringLiteral("eliminated")));
    result.outcomes.append(keyed(
        exactOutcome(QStringLiteral("%1 is unharmed").arg(commander), 1 - probability(die, on)),
        QStringLiteral("unharmed")));
    result.facts = {{QStringLiteral("after"), after}, {QStringLiteral("eliminatedOn"), on}};
    const auto rolled =
        dice.roll(QStringLiteral("commander"), kD10ZeroIsZero, 1, RerollPolicy::none(),
                  std::nullopt, QStringLiteral("%1 after %2").arg(commander, after));
    if (!rolled)
        return result;
    const bool killed = rolled->front().result == on;
    result.result = {{QStringLiteral("thrown"), rolled->front().result},
                     {QStringLiteral("eliminated"), killed}};
    result.summary = QStringLiteral("%1 after %2: %3, %4")
                         .arg(commander, after)
                         .arg(rolled->front().result)
                         .arg(killed ? QStringLiteral("eliminated") : QStringLiteral("unharmed"));
    if (killed)
        result.notes.append(QStringLiteral("A wing commander eliminated is replaced by an aide de "
                                           "camp at the end of the turn (N1600 5.2.2)."));
    return result;
}

} // namespace

QList<Procedure> fireProcedures()
{
    Procedure p;
    InputField target = objectField(
        QStringLiteral("target"), QStringLiteral("Target"),
        unitFields() +
            QList<InputField>{
                typeField(
                    QStringLiteral("cavalry: -1 to defensive infantry fire, -2 to artillery")),
                moraleField(QStringLiteral("its morale test")),
                levelField(QStringLiteral("Disordered -1, Shaken -2, Broken -5 for its morale")),
                choiceField(
                    QStringLiteral("terrain"), QStringLiteral("Target's terrain"),
                    {QStringLiteral("Clear"), QStringLiteral("Rough"), QStringLiteral("Dunes"),
                     QStringLiteral("Village")},
                    QStringLiteral("Clear"),
                    QStringLiteral("dunes -1; village: missing from the text")),
                commandField(QStringLiteral("commander"),
                             QStringLiteral("Command value of a commander stacked with it"),
                             QStringLiteral("off its morale die")),
                booleanField(QStringLiteral("commanderInHex"),
                             QStringLiteral("A commander is in the hex"),
                             QStringLiteral("a hit: on a 9 he is removed (N1600 5.2.1)"))},
        QStringLiteral("the unit fired at; a hit makes it test its morale"));
    p.info = {
        QStringLiteral("fire"), QStringLiteral("Fire"), QStringLiteral("N1600 10, Fire"),
        QStringLiteral(
            "1D10 (0 counts as 0) plus modifiers at or above the fire value (G none, C 6, A 5, S "
            "7, L 6, "
            "T 5, N 4, M 4; artillery 2 at 1 hex to 8 at 10): Disordered -1, Shaken -2 (defensive "
            "only), defensive infantry fire on cavalry -1, +1 per extra MP (2 at most), flank or "
            "rear "
            "+1, artillery on cavalry -2, dunes. A hit makes the target test its morale with the "
            "surplus added to its die: the exact chance of a miss, a pass and a failure as one "
            "distribution, and of a commander in the hex removed"),
        unitFields() +
            QList<InputField>{
                typeField(QStringLiteral("its fire value (Fire Table)")),
                levelField(
                    QStringLiteral("Disordered -1, Shaken -2 and defensive only, Broken no fire")),
                choiceField(QStringLiteral("kind"), QStringLiteral("Fire"),
                            {QStringLiteral("offensive"), QStringLiteral("defensive")},
                            QStringLiteral("offensive"),
                            QStringLiteral(
                                "offensive costs 2 MP; defensive (reaction) is free (N1600 10.3)")),
                booleanField(QStringLiteral("outOfCommand"), QStringLiteral("Out of command"),
                             QStringLiteral("reaction fire only (N1600 5.1.2)")),
                integerField(QStringLiteral("extraMp"), QStringLiteral("Additional MP spent"), 0, 2,
                             0, QStringLiteral("+1 each (N1600 10.3)")),
                integerField(
                    QStringLiteral("distance"), QStringLiteral("Distance (hexes)"), 1, 10,
                    QJsonValue(QJsonValue::Null),
                    QStringLiteral("artillery: its number to reach (Artillery Fire Table)")),
                booleanField(QStringLiteral("flankOrRear"),
                             QStringLiteral("Fire on the target's flank or rear"),
                             QStringLiteral("+1")),
                booleanField(QStringLiteral("firerInDunes"),
                             QStringLiteral("The firer is in dunes"),
                             QStringLiteral("+1 (interpreted)")),
                booleanField(QStringLiteral("badDayToFire"),
                             QStringLiteral("Optional rule: firing toward the west"),
                             QStringLiteral("-1 (Scenario 1, Bad day to fire)")),
                target}};
    // N1600 10.5: "if the fire value is 6 and the player gets a 9, his adversary adds (9-6)=3 to
    // his die for morale": Walloons (fire value 6) fire at Vere's English.
    p.example = QJsonObject{{QStringLiteral("unit"), QStringLiteral("mendoza1")},
                            {QStringLiteral("name"), QStringLiteral("Walloons of Mendoza")},
                            {QStringLiteral("type"), QStringLiteral("L")},
                            {QStringLiteral("target"),
                             QJsonObject{{QStringLiteral("unit"), QStringLiteral("vere1")},
                                         {QStringLiteral("name"), QStringLiteral("Vere's English")},
                                         {QStringLiteral("type"), QStringLiteral("N")},
                                         {QStringLiteral("morale"), 7},
                                         {QStringLiteral("level"), QStringLiteral("Disordered")}}}};
    p.run = fire;

    Procedure c;
    c.info = {QStringLiteral("commander-casualty"),
              QStringLiteral("Commander casualty"),
              QStringLiteral("N1600 5.2.1, Commander casualty"),
              QStringLiteral("1D10 for each commander who took part in a close combat, or in a hex "
                             "hit by fire: on a 9 he is eliminated"),
              {textField(QStringLiteral("commander"), QStringLiteral("Commander")),
               choiceField(QStringLiteral("after"), QStringLiteral("After"),
                           {QStringLiteral("close combat"), QStringLiteral("fire")},
                           QStringLiteral("close combat"))}};
    c.example = QJsonObject{{QStringLiteral("commander"), QStringLiteral("Francis Vere")},
                            {QStringLiteral("after"), QStringLiteral("close combat")}};
    c.run = commanderCasualty;
    return {p, c};
}

} // namespace adjutant::rulesets::nieuport1600
