// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/procedure.h"
#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"
#include "rulesets/olddessauer/odbooks.h"
#include "rulesets/olddessauer/olddessauertablerules.h"

namespace adjutant::rulesets::olddessauer {

// Old Dessauer (../shared/rules/003_*.txt; docs/rulesets/olddessauer.md): its battles set up and
// measured, its tests and fire adjudicated; what its text gives is in
// resources/rulesets/olddessauer/tables/, gaps marked missing.
class OldDessauerRuleset : public Ruleset
{
public:
    OldDessauerRuleset();

    QString id() const override;
    QString name() const override;
    core::MeasureUnit::Kind measureUnit() const override;
    Die die() const override;
    QList<TroopType> troopCatalogue() const override;
    QStringList qualities() const override;
    QStringList phases() const override;
    QStringList cohesionLadder() const override;
    QString cohesionSource() const override;
    RuleValue startingCohesion() const override;
    const RuleBook &ruleBook() const override;
    const TableRules *tableRules() const override { return &mTable; }
    Setup setup() const override; // odsetup.cpp
    QString demoBattle() const override { return QStringLiteral(":/rulesets/olddessauer/demo.json"); }
    const Books &books() const override;
    PointValue pointValue(const core::Unit &unit) const override; // odsetup.cpp
    QList<ProcedureInfo> procedures() const override;
    QJsonObject exampleInput(const QString &procedure) const override;
    ProcedureResult run(const QString &procedure, const QJsonObject &input,
                        DiceSource &dice) const override;

private:
    RuleBook mBook;
    ProcedureList mProcedures;
    OdBooks mBooks{mBook};
    OldDessauerTableRules mTable{mBook};
};

} // namespace adjutant::rulesets::olddessauer
