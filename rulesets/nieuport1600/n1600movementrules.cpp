// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/nieuport1600/n1600movementrules.h"

#include "core/error.h"
#include "rulesets/rulebook.h"
#include "rulesets/rulevalue.h"

#include <algorithm>

namespace adjutant::rulesets::nieuport1600 {

namespace {

const QString movement = QStringLiteral("movement");

MovementRules::Cost cost(const RuleBook &book, const QString &key)
{
    return {book.integer(movement, key), book.value(movement, key).source};
}

MovementRules read(const RuleBook &book)
{
    MovementRules rules;
    const QString enterPrefix = QStringLiteral("enterCost.");
    for (const QString &key : book.keys(movement)) {
        if (!key.startsWith(enterPrefix))
            continue;
        const QString type = key.mid(enterPrefix.size());
        const RuleValue &cell = book.value(movement, key);
        if (cell.isAvailable()) {
            rules.enterCost.insert(type, cost(book, key));
        } else {
            // The message MissingRuleValue gives: the value, what is missing, how to supply it.
            try {
                book.integer(movement, key);
            } catch (const core::Error &error) {
                rules.missingEnterCost.insert(type, error.message());
            }
        }
    }
    rules.clearType = QStringLiteral("Clear");
    if (!rules.enterCost.contains(rules.clearType))
        book.integer(movement, enterPrefix + rules.clearType); // throws, naming it
    const QString measuring = QStringLiteral("measuring");
    const QString impassable = QStringLiteral("impassableTerrain");
    rules.impassable = book.strings(measuring, impassable);
    rules.impassableSource = QStringLiteral("N1600 Terrain Effects Table");
    rules.impassableText = book.value(measuring, impassable).text;
    rules.noEffect = book.strings(movement, QStringLiteral("noEffectTerrain"));
    rules.overlappingReason = book.value(movement, QStringLiteral("overlappingTerrain")).reason;
    rules.doubleUnitSource = book.value(movement, QStringLiteral("doubleUnitCost")).source;
    rules.cavalryLevelLost = book.strings(movement, QStringLiteral("cavalryLevelLost"));
    rules.cavalryLevelLostSource = book.value(movement, QStringLiteral("cavalryLevelLost")).source;
    rules.facingCavalry = cost(book, QStringLiteral("facingChange.Cavalry"));
    rules.facingInfantry = cost(book, QStringLiteral("facingChange.Infantry"));
    rules.counterMarch = cost(book, QStringLiteral("counterMarch"));
    rules.doubleCounterMarch = cost(book, QStringLiteral("doubleCounterMarch"));
    rules.pivot = cost(book, QStringLiteral("pivot"));
    rules.artilleryFacing = cost(book, QStringLiteral("artilleryFacing"));
    const QString factor = QStringLiteral("allowanceFactor.");
    for (const QString &level :
         {QStringLiteral("Normal"), QStringLiteral("Disordered"), QStringLiteral("Shaken")})
        rules.allowanceFactor.insert(level, book.number(movement, factor + level));
    rules.allowanceSource = QStringLiteral("N1600 12.2, Morale effects; Unit State Effects Table");
    rules.halfReason = book.value(movement, factor + QStringLiteral("Disordered")).reason;
    rules.routOnly = book.strings(movement, QStringLiteral("routOnly"));
    rules.routSource = book.value(movement, QStringLiteral("routOnly")).source;
    rules.zocSource = book.value(movement, QStringLiteral("zoneOfControl")).source;
    rules.zocReason = book.value(movement, QStringLiteral("zoneOfControl")).reason;
    rules.enemyArtillerySource =
        book.value(movement, QStringLiteral("enemyArtilleryEntered")).source;
    rules.enemyArtilleryReason =
        book.value(movement, QStringLiteral("enemyArtilleryEntered")).reason;
    rules.reactionDistance = book.integer(movement, QStringLiteral("reactionDistance"));
    rules.reactionSource = book.value(movement, QStringLiteral("reactionDistance")).source;
    const RuleValue &zone = book.value(movement, QStringLiteral("interceptionZone"));
    rules.interceptionSource = zone.source;
    if (zone.isAvailable())
        rules.interceptionZone = zone.value.toString();
    else
        rules.interceptionMissing = zone.reason;
    rules.levels = book.strings(QStringLiteral("morale"), QStringLiteral("levels"));
    rules.eliminated = book.string(QStringLiteral("morale"), QStringLiteral("eliminated"));
    int cheapest = rules.enterCost.value(rules.clearType).mp;
    for (const MovementRules::Cost &c : std::as_const(rules.enterCost))
        cheapest = std::min(cheapest, c.mp);
    rules.cheapestEntry = std::max(0, cheapest);
    return rules;
}

} // namespace

const MovementRules &movementRules(const RuleBook &book)
{
    static const char tag = 0;
    return book.derived<MovementRules>(&tag, QString(), [&] { return read(book); });
}

} // namespace adjutant::rulesets::nieuport1600
