// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/change.h"
#include "rulesets/dicesource.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace adjutant::app {

// One procedure of a rule set worked out on the facts given and the dice typed so far: the odds,
// the rolls it asks for, and once every roll is typed the result and the change to record. The
// resolver's model: no widgets, so that it is tested and reused as it is.
class Adjudication
{
public:
    using Typed = rulesets::DiceSource::Typed;

    // A roll the procedure makes, in the order it makes them: its name, die, count and re-roll
    // policy, and once typed the dice as they count. A roll that exists only after an earlier
    // one (a further death roll after a base was lost) appears once that earlier roll is typed.
    struct Roll
    {
        rulesets::DiceSource::Record record;
        bool typed = false;
    };

    // What is wrong, for the form to show beside the field: `path` is the input's
    // ("input.hitsReceived", "input.sides[1].bases") or a roll's ("dice.cohesion").
    struct Problem
    {
        QString path;
        QString message;
        bool isEmpty() const { return message.isEmpty(); }
    };

    Adjudication(const rulesets::Ruleset &ruleset, QString procedure);

    const rulesets::Ruleset &ruleset() const { return *mRuleset; }
    const QString &procedure() const { return mProcedure; }

    // Works everything out again from the facts and the dice typed (by roll name; rolls the
    // procedure does not make are left alone, so that a later roll's dice survive while an
    // earlier one is retyped).
    void evaluate(const QJsonObject &input, const QHash<QString, Typed> &dice);

    // The odds before any dice; empty when the input is refused (inputProblem() says why).
    const std::optional<rulesets::ProcedureResult> &odds() const { return mOdds; }
    const Problem &inputProblem() const { return mInputProblem; }
    const QList<Roll> &rolls() const { return mRolls; }
    // Bad dice typed for a roll: the wrong count, a face the die cannot show, missing re-rolls.
    const Problem &diceProblem() const { return mDiceProblem; }
    // With every roll typed and valid: the result, and the change recording it as one step.
    const std::optional<rulesets::ProcedureResult> &result() const { return mResult; }
    core::Change change() const;

    // "Let Adjutant roll": every roll the procedure makes on `input`, drawn from a generator
    // seeded with `seed`, as if typed (faces, then the re-rolls in order).
    QHash<QString, Typed> roll(const QJsonObject &input, quint32 seed) const;

    // "6 4 3" as faces; throws core::Error naming what is not a whole number.
    static std::vector<int> parseFaces(const QString &text);
    static QString facesText(const std::vector<int> &faces);

private:
    const rulesets::Ruleset *mRuleset;
    QString mProcedure;
    std::optional<rulesets::ProcedureResult> mOdds;
    std::optional<rulesets::ProcedureResult> mResult;
    std::optional<rulesets::DiceSource> mDice;
    QList<Roll> mRolls;
    Problem mInputProblem;
    Problem mDiceProblem;
};

} // namespace adjutant::app
