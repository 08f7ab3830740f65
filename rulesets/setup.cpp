// SPDX-License-Identifier: GPL-3.0-or-later
#include "rulesets/setup.h"

#include "rulesets/ruleset.h"

namespace adjutant::rulesets {

bool Setup::allowsMovementUnit(core::Length size) const
{
    for (const MovementUnitSize &mu : movementUnits) {
        if (core::Length::fromMillimetres(mu.millimetres) == size)
            return true;
    }
    return false;
}

QString Setup::movementUnitList() const
{
    QStringList sizes;
    for (const MovementUnitSize &mu : movementUnits)
        sizes << QString::number(mu.millimetres);
    if (sizes.size() < 2)
        return sizes.join(QString());
    const QString last = sizes.takeLast();
    return sizes.join(QStringLiteral(", ")) + QStringLiteral(" or ") + last;
}

BaseSize Setup::baseSize(const QString &scale, const QString &troopType) const
{
    for (const FigureScale &figures : scales) {
        if (figures.id != scale)
            continue;
        const auto found = figures.bases.constFind(troopType);
        if (found != figures.bases.constEnd())
            return *found;
        BaseSize none;
        none.missing = QStringLiteral("no base size for %1 at %2").arg(troopType, figures.label);
        return none;
    }
    BaseSize none;
    none.missing = QStringLiteral("no figure scale \"%1\"").arg(scale);
    return none;
}

QList<Formation> Setup::formationsOf(const QString &troopType) const
{
    QList<Formation> found;
    for (const Formation &formation : formations) {
        if (formation.troopTypes.contains(troopType))
            found << formation;
    }
    return found;
}

PointValue Ruleset::pointValue(const core::Unit &) const
{
    PointValue none;
    none.note = QStringLiteral("The %1 rules give no point values.").arg(name());
    return none;
}

RuleValue Ruleset::startingCohesion() const
{
    RuleValue none;
    none.key = QStringLiteral("startingCohesion");
    none.reason = QStringLiteral("The %1 rules name no level a unit starts at.").arg(name());
    return none;
}

} // namespace adjutant::rulesets
