// SPDX-License-Identifier: GPL-3.0-or-later
// What the units dock changes: a unit's cohesion, disorder, formation and commander, each recorded
// through the document, and which of its actions the current unit allows.
#include "app/gui/docks/unitsdock.h"

#include "app/gui/docks/cohesionladderdelegate.h"
#include "app/gui/document/battledocument.h"
#include "core/battle.h"
#include "core/change.h"
#include "core/error.h"
#include "core/scenariowriter.h"
#include "core/textlimits.h"
#include "rulesets/ruleset.h"
#include "rulesets/setup.h"
#include "rulesets/unitcohesion.h"

#include <QAction>
#include <QJsonObject>
#include <QMenu>

#include <algorithm>
#include <memory>

namespace adjutant::app {

bool UnitsDock::record(const QString &type, const QJsonObject &payload)
{
    if (!mDocument || payload.value(QStringLiteral("id")).toString().isEmpty())
        return false;
    try {
        mDocument->record(core::Change{type, payload});
        return true;
    } catch (const core::Error &error) {
        emit message(error.message());
        return false;
    }
}

bool UnitsDock::setCohesion(const QString &unitId, const QString &level)
{
    if (!mDocument)
        return false;
    const core::Battle &battle = mDocument->battle();
    const int index = battle.unitIndex(unitId);
    if (index < 0)
        return false;
    core::UnitState state = battle.units[index].state;
    if (state.cohesion == level)
        return false;
    state.cohesion = level;
    return record(QStringLiteral("unit.stateChanged"),
                  {{QStringLiteral("id"), unitId},
                   {QStringLiteral("state"), core::ScenarioWriter(battle.table).unitState(state)}});
}

void UnitsDock::stepCohesion(int by)
{
    const QString id = currentUnit();
    const QStringList steps = ladderSteps();
    if (!mDocument || id.isEmpty() || steps.isEmpty())
        return;
    const core::Battle &battle = mDocument->battle();
    const int index = battle.unitIndex(id);
    if (index < 0)
        return;
    const int step = CohesionLadderDelegate::stepOf(steps, cohesionOf(battle.units[index]).level);
    const int next = step < 0 ? 0 : std::clamp(step + by, 0, int(steps.size()) - 1);
    setCohesion(id, steps[next]);
}

void UnitsDock::toggleDisorder()
{
    const QString id = currentUnit();
    if (!mDocument || id.isEmpty())
        return;
    const core::Battle &battle = mDocument->battle();
    const int index = battle.unitIndex(id);
    if (index < 0)
        return;
    core::UnitState state = battle.units[index].state;
    state.disordered = !state.disordered;
    record(QStringLiteral("unit.stateChanged"),
           {{QStringLiteral("id"), id},
            {QStringLiteral("state"), core::ScenarioWriter(battle.table).unitState(state)}});
}

bool UnitsDock::setFormation(const QString &unitId, const QString &name)
{
    if (!mDocument)
        return false;
    const int index = mDocument->battle().unitIndex(unitId);
    if (index < 0 || mDocument->battle().units[index].state.formation == name)
        return false;
    return record(QStringLiteral("unit.stateChanged"),
                  {{QStringLiteral("id"), unitId},
                   {QStringLiteral("state"), QJsonObject{{QStringLiteral("formation"), name}}}});
}

const core::Unit *UnitsDock::current() const
{
    const int index = mDocument ? mDocument->battle().unitIndex(currentUnit()) : -1;
    return index < 0 ? nullptr : &mDocument->battle().units[index];
}

// Read from the rule set once, not at every change of the current row.
const rulesets::Setup &UnitsDock::setup() const
{
    const QString ruleset = mDocument ? mDocument->battle().ruleset : QString();
    if (!mSetup || mSetupFor != ruleset) {
        const rulesets::Ruleset *rules = rulesets::findRuleset(ruleset);
        mSetup = std::make_unique<rulesets::Setup>(rules ? rules->setup() : rulesets::Setup());
        mSetupFor = ruleset;
    }
    return *mSetup;
}

// The formations the current unit's troop type may take, its own checked (OD 12.3).
void UnitsDock::fillFormations()
{
    QMenu *menu = formation->menu();
    menu->clear();
    const core::Unit *unit = current();
    if (!unit)
        return;
    for (const rulesets::Formation &f : setup().formationsOf(unit->troopType)) {
        QAction *action = menu->addAction(f.name);
        action->setCheckable(true);
        action->setChecked(unit->state.formation == f.name);
        action->setToolTip(f.citation);
        connect(action, &QAction::triggered, this,
                [this, id = unit->id, name = f.name] { setFormation(id, name); });
    }
}

// The side's commanders: one attached to the current unit is checked, and choosing him detaches
// him; choosing another attaches him (from wherever he was). One undoable step each.
void UnitsDock::fillCommanders()
{
    QMenu *menu = commander->menu();
    menu->clear();
    if (!mDocument)
        return;
    const core::Battle &battle = mDocument->battle();
    const int index = battle.unitIndex(currentUnit());
    if (index < 0)
        return;
    const core::Unit &unit = battle.units[index];
    for (const core::Commander &c : battle.commanders) {
        if (c.side != unit.side)
            continue;
        const bool here = c.attachedTo == unit.id;
        QAction *action = menu->addAction(core::TextLimits::shownName(c.name, c.rank));
        action->setCheckable(true);
        action->setChecked(here);
        action->setToolTip(here ? tr("Detach him from %1").arg(core::TextLimits::shownName(unit.name, unit.id))
                                : tr("Attach him to %1").arg(core::TextLimits::shownName(unit.name, unit.id)));
        connect(action, &QAction::triggered, this, [this, id = c.id, to = here ? QString() : unit.id] {
            record(QStringLiteral("commander.changed"),
                   {{QStringLiteral("id"), id},
                    {QStringLiteral("set"), QJsonObject{{QStringLiteral("attachedTo"), to}}}});
        });
    }
}

void UnitsDock::updateActions()
{
    const core::Unit *unit = current();
    const QStringList steps = ladderSteps();
    const int step = unit ? CohesionLadderDelegate::stepOf(steps, cohesionOf(*unit).level) : -1;
    cohesionDown->setEnabled(unit && !steps.isEmpty() && step < steps.size() - 1);
    cohesionUp->setEnabled(unit && step != 0 && !steps.isEmpty());
    baseLost->setEnabled(unit && unit->currentStrength > 0);
    baseRestored->setEnabled(unit && unit->currentStrength < unit->originalStrength);
    disorder->setEnabled(unit != nullptr);
    disorder->setChecked(unit && unit->state.disordered);
    formation->setVisible(!setup().formations.isEmpty());
    formation->setEnabled(unit && !setup().formationsOf(unit->troopType).isEmpty());
    bool sideHasCommanders = false;
    if (mDocument && unit) {
        for (const core::Commander &c : mDocument->battle().commanders)
            sideHasCommanders = sideHasCommanders || c.side == unit->side;
    }
    commander->setEnabled(sideHasCommanders);
}

} // namespace adjutant::app
