// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/fogr/fogrbooks.h"
#include "rulesets/fogr/fogrprocedure.h"
#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"
#include "rulesets/fogr/fogrtablerules.h"

namespace adjutant::rulesets::fogr {

// Field of Glory Renaissance (../shared/rules/001_*.txt; docs/rulesets/fogr.md).
class FogrRuleset : public Ruleset
{
public:
    FogrRuleset();

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
    Setup setup() const override;
    QString demoBattle() const override { return QStringLiteral(":/demo/fogr-tercio-and-dutch-foot.json"); }
    const Books &books() const override;
    PointValue pointValue(const core::Unit &unit) const override;
    QList<ProcedureInfo> procedures() const override;
    QJsonObject exampleInput(const QString &procedure) const override;
    ProcedureResult run(const QString &procedure, const QJsonObject &input, DiceSource &dice) const override;

private:
    RuleBook mBook;
    ProcedureList mProcedures;
    FogrTableRules mTable;
    FogrBooks mBooks{*this};
};

} // namespace adjutant::rulesets::fogr
