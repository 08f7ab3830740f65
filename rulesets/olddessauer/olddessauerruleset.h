#pragma once

#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"
#include "rulesets/unreckonedbooks.h"
#include "rulesets/olddessauer/olddessauertablerules.h"

namespace adjutant::rulesets::olddessauer {

// Old Dessauer (../shared/rules/003_*.txt): registered so that its battles are known, set up and
// measured; what its text plainly gives (troop types, morale grades, turn sequence, morale states,
// terrain types) is in resources/rulesets/olddessauer/tables/. No procedures yet: its own issue
// adds them.
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
    const RuleBook &ruleBook() const override;
    const TableRules *tableRules() const override { return &mTable; }
    Setup setup() const override;
    const Books &books() const override;
    QList<ProcedureInfo> procedures() const override;
    QJsonObject exampleInput(const QString &procedure) const override;
    ProcedureResult run(const QString &procedure, const QJsonObject &input,
                        DiceSource &dice) const override;

private:
    RuleBook mBook;
    UnreckonedBooks mBooks;
    OldDessauerTableRules mTable{mBook};
};

} // namespace adjutant::rulesets::olddessauer
