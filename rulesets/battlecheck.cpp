// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/battlecheck.h"

#include "core/battle.h"
#include "core/error.h"
#include "rulesets/books.h"
#include "rulesets/ruleset.h"
#include "rulesets/setup.h"
#include "rulesets/tablerules.h"

namespace adjutant::rulesets {

namespace {

QStringList ids()
{
    QStringList list;
    for (const Ruleset *ruleset : allRulesets())
        list << ruleset->id();
    return list;
}

} // namespace

QString unknownRuleset(const QString &id)
{
    return QStringLiteral("unknown rule set \"%1\" (expected one of: %2)")
        .arg(id, ids().join(QStringLiteral(", ")));
}

QString rulesetIdList()
{
    QStringList list = ids();
    if (list.size() < 2)
        return list.join(QString());
    const QString last = list.takeLast();
    return list.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

void checkTableUnit(const Ruleset &ruleset, core::MeasureUnit::Kind kind, const QString &source)
{
    const Setup setup = ruleset.setup();
    if (setup.measuresIn(kind))
        return;
    QStringList keys;
    for (const core::MeasureUnit::Kind usual : setup.units)
        keys << QStringLiteral("\"%1\"").arg(core::MeasureUnit::keyOf(usual));
    const QString prefix = source.isEmpty() ? QString() : source + QStringLiteral(": ");
    throw core::Error(prefix + QStringLiteral("table.unit: %1 is not measured in %2 (expected %3)")
                                   .arg(ruleset.name(), core::MeasureUnit::keyOf(kind),
                                        keys.join(QStringLiteral(" or "))));
}

const Ruleset &checkBattle(const core::Battle &battle, const QString &source)
{
    const QString prefix = source.isEmpty() ? QString() : source + QStringLiteral(": ");
    const Ruleset *ruleset = findRuleset(battle.ruleset);
    if (!ruleset)
        throw core::Error(prefix + QStringLiteral("ruleset: ") + unknownRuleset(battle.ruleset));
    const core::MeasureUnit &unit = battle.table.unit;
    checkTableUnit(*ruleset, unit.kind(), source);
    const Setup setup = ruleset->setup();
    if (unit.kind() == core::MeasureUnit::Kind::MovementUnit &&
        !setup.allowsMovementUnit(unit.size()))
        throw core::Error(
            prefix +
            QStringLiteral("table.muMillimetres: must be %1").arg(setup.movementUnitList()));
    QStringList known;
    for (const OptionalRule &rule : setup.optionalRules)
        known << rule.id;
    for (qsizetype i = 0; i < battle.optionalRules.size(); ++i) {
        if (!known.contains(battle.optionalRules[i]))
            throw core::Error(
                prefix + QStringLiteral("optionalRules[%1]: %2 has no optional rule \"%3\" (%4)")
                             .arg(i)
                             .arg(ruleset->name(), battle.optionalRules[i],
                                  known.isEmpty() ? QStringLiteral("it has none")
                                                  : QStringLiteral("expected one of: ") +
                                                        known.join(QStringLiteral(", "))));
    }
    return *ruleset;
}

QStringList stateProblems(const core::Battle &battle)
{
    const Ruleset *ruleset = nullptr;
    try {
        ruleset = &checkBattle(battle);
    } catch (const core::Error &error) {
        return {error.message()};
    }
    QStringList problems;
    // The levels are the rule set's own words (core::UnitState); empty: none recorded.
    const QStringList levels = ruleset->cohesionLevels();
    for (const core::Unit &unit : battle.units) {
        const QString &level = unit.state.cohesion;
        if (level.isEmpty() || levels.contains(level))
            continue;
        QStringList expected = levels;
        const QString last = expected.isEmpty() ? QString() : expected.takeLast();
        const QString words = expected.isEmpty() ? last
                                                 : expected.join(QStringLiteral(", ")) +
                                                       QStringLiteral(" or ") + last;
        const QString ladder = ruleset->books().terms().ladder.toLower();
        problems << QStringLiteral("%1: %2 \"%3\" is not one of %4 (%5)")
                        .arg(unitInWords(unit), ladder.isEmpty() ? QStringLiteral("level") : ladder,
                             level, words, ruleset->cohesionSource());
    }
    if (const TableRules *rules = ruleset->tableRules())
        problems += rules->placementProblems(battle);
    return problems;
}

const Ruleset &checkNewState(const core::Battle &battle, const QString &source)
{
    const Ruleset &ruleset = checkBattle(battle, source);
    const QStringList problems = stateProblems(battle);
    if (!problems.isEmpty())
        throw core::Error(source.isEmpty() ? problems.first()
                                           : source + QStringLiteral(": ") + problems.first());
    return ruleset;
}

} // namespace adjutant::rulesets
