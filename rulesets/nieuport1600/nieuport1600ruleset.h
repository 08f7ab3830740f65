#pragma once

#include "rulesets/rulebook.h"
#include "rulesets/ruleset.h"
#include "rulesets/unreckonedbooks.h"
#include "rulesets/nieuport1600/nieuport1600tablerules.h"

namespace adjutant::rulesets::nieuport1600 {

// Nieuport 1600 (../shared/rules/000_*.txt): registered so that its battles are known, set up and
// measured on their hex map; what its text plainly gives (unit types, sequence of play, morale
// levels, terrain types) is in resources/rulesets/nieuport1600/tables/. No procedures yet: its own
// issue adds them.
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
    Nieuport1600TableRules mTable{mBook};
};

} // namespace adjutant::rulesets::nieuport1600
