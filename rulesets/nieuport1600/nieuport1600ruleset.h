// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/nieuport1600/n1600books.h"
#include "rulesets/nieuport1600/nieuport1600tablerules.h"
#include "rulesets/procedure.h"
#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"

namespace adjutant::rulesets::nieuport1600 {

// Nieuport 1600 (../shared/rules/000_*.txt; docs/rulesets/nieuport1600.md): its battles set up
// and measured on their hex map, its fire, close combat, morale, rally and command rolls
// adjudicated with exact d10 odds; what its text gives is in
// resources/rulesets/nieuport1600/tables/, gaps marked missing or interpreted.
class Nieuport1600Ruleset : public Ruleset
{
public:
    Nieuport1600Ruleset();

    QString id() const override;
    QString name() const override;
    core::MeasureUnit::Kind measureUnit() const override;
    Die die() const override;
    QList<TroopType> troopCatalogue() const override;
    QStringList qualities() const override;
    QStringList phases() const override;
    QStringList cohesionLadder() const override;
    QStringList cohesionLevels() const override;
    QString cohesionSource() const override;
    RuleValue startingCohesion() const override;
    const RuleBook &ruleBook() const override;
    const TableRules *tableRules() const override { return &mTable; }
    Setup setup() const override;
    // The vanguards at Nieuwpoort (N1600 Scenario 1), docs/rulesets/nieuport1600.md.
    QString demoBattle() const override
    {
        return QStringLiteral(":/rulesets/nieuport1600/demo.json");
    }
    const Books &books() const override;
    QList<ProcedureInfo> procedures() const override;
    QJsonObject exampleInput(const QString &procedure) const override;
    ProcedureResult run(const QString &procedure, const QJsonObject &input,
                        DiceSource &dice) const override;

private:
    RuleBook mBook;
    ProcedureList mProcedures;
    N1600Books mBooks{mBook};
    Nieuport1600TableRules mTable{mBook};
};

} // namespace adjutant::rulesets::nieuport1600
