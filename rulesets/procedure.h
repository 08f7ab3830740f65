// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "rulesets/modifier.h"
#include "rulesets/procedureresult.h"
#include "rulesets/ruleset.h"

#include <QHash>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>

namespace adjutant::core {
class JsonReader;
}

namespace adjutant::rulesets {

class DiceSource;
class RuleBook;

// One procedure of a rule set: what menus show, a complete example input, and the function. The
// function reads its input through `input` (errors name the field), takes its dice from `dice`
// under the names its documentation gives, and reads every rule value from `book`.
struct Procedure
{
    ProcedureInfo info;
    QJsonObject example;
    std::function<ProcedureResult(const core::JsonReader &input, DiceSource &dice,
                                  const RuleBook &book)>
        run;
};

// A rule set's procedures in menu order: what Ruleset::procedures, exampleInput and run answer.
class ProcedureList
{
public:
    // `rulesetName` names the rule set in messages ("FoGR"); `unitKey` is the key under which its
    // inputs name a unit by id ("battleGroup"), at any depth.
    ProcedureList(QString rulesetId, QString rulesetName, QString unitKey,
                  QList<Procedure> procedures);

    // Each procedure's info, its catalogue fields filled from `catalogues` (InputField::catalogue)
    // and its key from `shortcuts` (by procedure id).
    QList<ProcedureInfo> infos(const QHash<QString, QStringList> &catalogues,
                               const QHash<QString, QString> &shortcuts) const;
    // Throws core::Error for an unknown id, naming where the procedures are listed.
    const Procedure &find(const QString &id) const;
    // Runs the procedure: its citation when the result gives none, the units the input names, and
    // typed dice that were never asked for refused.
    ProcedureResult run(const QString &id, const QJsonObject &input, DiceSource &dice,
                        const RuleBook &book) const;

private:
    QString mRulesetId;
    QString mRulesetName;
    QString mUnitKey;
    QList<Procedure> mProcedures;
};

// A modifier whose value is a cell of a rule table, with the cell's citation and provenance.
Modifier modifierFrom(const RuleBook &book, const QString &table, const QString &key);

} // namespace adjutant::rulesets
