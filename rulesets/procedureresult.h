#pragma once

#include "core/change.h"
#include "rulesets/common/distribution.h"
#include "rulesets/modifier.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

namespace adjutant::rulesets {

class DiceSource;

// One outcome of a procedure with its exact chance ("7/12") and, for display, as a double.
// Outcomes of one group exclude each other and their chances add up to 1; a procedure with
// several questions (who loses a combat, then each side's state after it) gives a group to each.
struct Outcome
{
    QString label;
    QString exact;
    double probability = 0;
    QString group; // empty: the procedure's one group of outcomes
};

// A whole distribution worth drawing: the hits a side scores, the total of a test.
struct NamedDistribution
{
    QString name;
    Distribution distribution;
};

// What every procedure returns (DESIGN.md, rulesets/): the numbers it worked out, every modifier
// with its citation, the exact outcome distribution, and with dice the result and the changes to
// record as events.
struct ProcedureResult
{
    QString ruleset;
    QString procedure;
    QString citation;
    QStringList units;  // the battle groups (units) it is about, by id, as the input names them
    QJsonObject facts;  // what the procedure derived: dice, scores to hit, the number to pass
    QList<Modifier> modifiers;
    QList<Outcome> outcomes;
    QList<NamedDistribution> distributions;
    QJsonObject result; // empty without dice
    QString summary;    // one line for the log, with dice
    core::ChangeList changes;
    QStringList notes;  // interpretations and gaps this result rests on

    // The documented output of `adjutant-cli adjudicate` (docs/cli.md).
    QJsonObject toJson(const DiceSource &dice) const;
    // The result applied as one step: a core adjudication.applied change carrying the changes
    // and, for the log, the output without its distributions. Only for a result with dice.
    core::Change toChange(const DiceSource &dice) const;
};

// The chances of each outcome of `distribution` in the given ranges, labelled, exact.
Outcome outcomeAtLeast(const QString &label, const Distribution &distribution, int lowest);
Outcome outcomeAtMost(const QString &label, const Distribution &distribution, int highest);
Outcome outcomeBetween(const QString &label, const Distribution &distribution, int lowest, int highest);
QJsonArray modifiersJson(const QList<Modifier> &modifiers);
QJsonObject distributionJson(const NamedDistribution &named);

} // namespace adjutant::rulesets
